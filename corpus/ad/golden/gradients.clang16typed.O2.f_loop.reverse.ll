define internal double @f_loop.aug.ac.top(ptr %0, ptr %1, i32 %2, ptr %3) {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %55

6:
  %7 = zext i32 %2 to i64
  %8 = and i64 %7, 3
  %9 = icmp ult i32 %2, 4
  br i1 %9, label %21, label %10

10:
  %11 = and i64 %7, 4294967292
  %12 = sub i64 %11, 0
  %13 = icmp slt i64 %12, 0
  %14 = sub i64 0, %12
  %15 = select i1 %13, i64 %14, i64 %12
  %16 = udiv i64 %15, 4
  %17 = add i64 %16, 1
  %18 = icmp ugt i64 %17, 8388608
  %19 = select i1 %18, i64 8388608, i64 %17
  %20 = mul i64 %19, 32
  call void @irfix.ad.tape.reserve(ptr %3, i64 %20)
  br label %59

21:
  %22 = phi double [ undef, %6 ], [ %89, %98 ]
  %23 = phi i64 [ 0, %6 ], [ %90, %98 ]
  %24 = phi double [ 0.000000e+00, %6 ], [ %89, %98 ]
  %25 = phi i32 [ 0, %6 ], [ 1, %98 ]
  %26 = call ptr @irfix.ad.tape.push(ptr %3, i64 4)
  store i32 %25, ptr %26, align 1
  %27 = icmp eq i64 %8, 0
  %28 = sub i64 %8, 0
  %29 = icmp slt i64 %28, 0
  %30 = sub i64 0, %28
  %31 = select i1 %29, i64 %30, i64 %28
  %32 = udiv i64 %31, 1
  %33 = add i64 %32, 1
  %34 = icmp ugt i64 %33, 33554432
  %35 = select i1 %34, i64 33554432, i64 %33
  %36 = mul i64 %35, 8
  call void @irfix.ad.tape.reserve(ptr %3, i64 %36)
  br i1 %27, label %55, label %37

37:
  %iter = phi i64 [ 0, %21 ], [ %50, %37 ]
  %38 = phi i64 [ %47, %37 ], [ %23, %21 ]
  %39 = phi double [ %46, %37 ], [ %24, %21 ]
  %40 = phi i64 [ %48, %37 ], [ 0, %21 ]
  %41 = getelementptr inbounds double, ptr %0, i64 %38
  %42 = getelementptr inbounds double, ptr %1, i64 %38
  %43 = load double, ptr %41, align 8
  %44 = tail call double @sin(double noundef %43) #1
  %45 = load double, ptr %41, align 8
  %46 = tail call double @llvm.fmuladd.f64(double %44, double %45, double %39)
  %47 = add nuw nsw i64 %38, 1
  %48 = add i64 %40, 1
  %49 = icmp eq i64 %48, %8
  %50 = add i64 %iter, 1
  %51 = call ptr @irfix.ad.tape.push(ptr %3, i64 8)
  store double %44, ptr %51, align 1
  br i1 %49, label %52, label %37

52:
  %53 = call ptr @irfix.ad.tape.push(ptr %3, i64 16)
  store i64 %23, ptr %53, align 1
  %54 = getelementptr i8, ptr %53, i64 8
  store i64 %iter, ptr %54, align 1
  br label %55

55:
  %56 = phi double [ 0.000000e+00, %4 ], [ %22, %21 ], [ %46, %52 ]
  %57 = phi i32 [ 0, %4 ], [ 1, %21 ], [ 2, %52 ]
  %58 = call ptr @irfix.ad.tape.push(ptr %3, i64 4)
  store i32 %57, ptr %58, align 1
  ret double %56

59:
  %iter.1 = phi i64 [ 0, %10 ], [ %93, %59 ]
  %60 = phi i64 [ 0, %10 ], [ %90, %59 ]
  %61 = phi double [ 0.000000e+00, %10 ], [ %89, %59 ]
  %62 = phi i64 [ 0, %10 ], [ %91, %59 ]
  %63 = getelementptr inbounds double, ptr %0, i64 %60
  %64 = getelementptr inbounds double, ptr %1, i64 %60
  %65 = load double, ptr %63, align 8
  %66 = tail call double @sin(double noundef %65) #1
  %67 = load double, ptr %63, align 8
  %68 = tail call double @llvm.fmuladd.f64(double %66, double %67, double %61)
  %69 = or i64 %60, 1
  %70 = getelementptr inbounds double, ptr %0, i64 %69
  %71 = getelementptr inbounds double, ptr %1, i64 %69
  %72 = load double, ptr %70, align 8
  %73 = tail call double @sin(double noundef %72) #1
  %74 = load double, ptr %70, align 8
  %75 = tail call double @llvm.fmuladd.f64(double %73, double %74, double %68)
  %76 = or i64 %60, 2
  %77 = getelementptr inbounds double, ptr %0, i64 %76
  %78 = getelementptr inbounds double, ptr %1, i64 %76
  %79 = load double, ptr %77, align 8
  %80 = tail call double @sin(double noundef %79) #1
  %81 = load double, ptr %77, align 8
  %82 = tail call double @llvm.fmuladd.f64(double %80, double %81, double %75)
  %83 = or i64 %60, 3
  %84 = getelementptr inbounds double, ptr %0, i64 %83
  %85 = getelementptr inbounds double, ptr %1, i64 %83
  %86 = load double, ptr %84, align 8
  %87 = tail call double @sin(double noundef %86) #1
  %88 = load double, ptr %84, align 8
  %89 = tail call double @llvm.fmuladd.f64(double %87, double %88, double %82)
  %90 = add nuw nsw i64 %60, 4
  %91 = add i64 %62, 4
  %92 = icmp eq i64 %91, %11
  %93 = add i64 %iter.1, 1
  %94 = call ptr @irfix.ad.tape.push(ptr %3, i64 32)
  store double %87, ptr %94, align 1
  %95 = getelementptr i8, ptr %94, i64 8
  store double %80, ptr %95, align 1
  %96 = getelementptr i8, ptr %94, i64 16
  store double %73, ptr %96, align 1
  %97 = getelementptr i8, ptr %94, i64 24
  store double %66, ptr %97, align 1
  br i1 %92, label %98, label %59

98:
  %99 = call ptr @irfix.ad.tape.push(ptr %3, i64 8)
  store i64 %iter.1, ptr %99, align 1
  br label %21
}

define internal void @f_loop.rev.ac.top(ptr %0, ptr %1, i32 %2, double %dret, ptr %tape) {
entry:
  %3 = alloca i64
  %4 = alloca i64
  %5 = alloca i64
  br label %rev.6

rev.8:
  %6 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %7 = load i64, ptr %6, align 1
  store i64 %7, ptr %5
  br label %rev.7

rev.7:
  %8 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 32)
  %9 = load double, ptr %8, align 1
  %10 = getelementptr i8, ptr %8, i64 8
  %11 = load double, ptr %10, align 1
  %12 = getelementptr i8, ptr %8, i64 16
  %13 = load double, ptr %12, align 1
  %14 = getelementptr i8, ptr %8, i64 24
  %15 = load double, ptr %14, align 1
  %16 = load i64, ptr %5, align 8
  %17 = mul i64 %16, 4
  %18 = or i64 %17, 3
  %19 = getelementptr inbounds double, ptr %0, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds double, ptr %1, i64 %18
  %22 = load double, ptr %19, align 8
  %23 = or i64 %17, 2
  %24 = getelementptr inbounds double, ptr %0, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = getelementptr inbounds double, ptr %1, i64 %23
  %27 = load double, ptr %24, align 8
  %28 = or i64 %17, 1
  %29 = getelementptr inbounds double, ptr %0, i64 %28
  %30 = load double, ptr %29, align 8
  %31 = getelementptr inbounds double, ptr %1, i64 %28
  %32 = load double, ptr %29, align 8
  %33 = getelementptr inbounds double, ptr %0, i64 %17
  %34 = load double, ptr %33, align 8
  %35 = getelementptr inbounds double, ptr %1, i64 %17
  %36 = load double, ptr %33, align 8
  %37 = fmul double %20, %105
  %38 = fmul double %9, %105
  %39 = call double @llvm.cos.f64(double %22)
  %40 = fmul double %39, %37
  %41 = fmul double %25, %105
  %42 = fmul double %11, %105
  %43 = call double @llvm.cos.f64(double %27)
  %44 = fmul double %43, %41
  %45 = fmul double %30, %105
  %46 = fmul double %13, %105
  %47 = call double @llvm.cos.f64(double %32)
  %48 = fmul double %47, %45
  %49 = fmul double %34, %105
  %50 = fmul double %15, %105
  %51 = call double @llvm.cos.f64(double %36)
  %52 = fmul double %51, %49
  %53 = load double, ptr %21, align 8
  %54 = fadd double %53, %38
  store double %54, ptr %21, align 8
  %55 = load double, ptr %21, align 8
  %56 = fadd double %55, %40
  store double %56, ptr %21, align 8
  %57 = load double, ptr %26, align 8
  %58 = fadd double %57, %42
  store double %58, ptr %26, align 8
  %59 = load double, ptr %26, align 8
  %60 = fadd double %59, %44
  store double %60, ptr %26, align 8
  %61 = load double, ptr %31, align 8
  %62 = fadd double %61, %46
  store double %62, ptr %31, align 8
  %63 = load double, ptr %31, align 8
  %64 = fadd double %63, %48
  store double %64, ptr %31, align 8
  %65 = load double, ptr %35, align 8
  %66 = fadd double %65, %50
  store double %66, ptr %35, align 8
  %67 = load double, ptr %35, align 8
  %68 = fadd double %67, %52
  store double %68, ptr %35, align 8
  %69 = load i64, ptr %5, align 8
  %70 = icmp eq i64 %69, 0
  br i1 %70, label %rev.exit, label %100

rev.6:
  %71 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 4)
  %72 = load i32, ptr %71, align 1
  switch i32 %72, label %rev.exit [
    i32 1, label %rev.3
    i32 2, label %rev.5
  ]

rev.5:
  %73 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 16)
  %74 = load i64, ptr %73, align 1
  store i64 %74, ptr %4
  %75 = getelementptr i8, ptr %73, i64 8
  %76 = load i64, ptr %75, align 1
  store i64 %76, ptr %3
  br label %rev.4

rev.4:
  %77 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %78 = load double, ptr %77, align 1
  %79 = load i64, ptr %4
  %80 = load i64, ptr %3, align 8
  %81 = add i64 %79, %80
  %82 = getelementptr inbounds double, ptr %0, i64 %81
  %83 = load double, ptr %82, align 8
  %84 = getelementptr inbounds double, ptr %1, i64 %81
  %85 = load double, ptr %82, align 8
  %86 = fmul double %83, %dret
  %87 = fmul double %78, %dret
  %88 = call double @llvm.cos.f64(double %85)
  %89 = fmul double %88, %86
  %90 = load double, ptr %84, align 8
  %91 = fadd double %90, %87
  store double %91, ptr %84, align 8
  %92 = load double, ptr %84, align 8
  %93 = fadd double %92, %89
  store double %93, ptr %84, align 8
  %94 = load i64, ptr %3, align 8
  %95 = icmp eq i64 %94, 0
  br i1 %95, label %rev.3, label %102

rev.3:
  %96 = phi double [ -0.000000e+00, %rev.6 ], [ %dret, %rev.4 ]
  %97 = phi double [ %dret, %rev.6 ], [ -0.000000e+00, %rev.4 ]
  %98 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 4)
  %99 = load i32, ptr %98, align 1
  switch i32 %99, label %rev.exit [
    i32 1, label %104
  ]

rev.exit:
  ret void

100:
  %101 = sub i64 %69, 1
  store i64 %101, ptr %5, align 8
  br label %rev.7

102:
  %103 = sub i64 %94, 1
  store i64 %103, ptr %3, align 8
  br label %rev.4

104:
  %105 = fadd double %97, %96
  br label %rev.8
}

define internal ptr @irfix.ad.tape.push(ptr %0, i64 %1) {
entry:
  %2 = getelementptr inbounds { ptr, i64, i64 }, ptr %0, i32 0, i32 1
  %3 = getelementptr inbounds { ptr, i64, i64 }, ptr %0, i32 0, i32 2
  %4 = load i64, ptr %2, align 8
  %5 = load i64, ptr %3, align 8
  %6 = add i64 %4, %1
  %7 = icmp ugt i64 %6, %5
  br i1 %7, label %grow, label %ok

grow:
  %8 = shl i64 %6, 1
  %9 = add i64 %8, 256
  %10 = load ptr, ptr %0, align 8
  %11 = call ptr @realloc(ptr %10, i64 %9)
  store ptr %11, ptr %0, align 8
  store i64 %9, ptr %3, align 8
  br label %ok

ok:
  %12 = load ptr, ptr %0, align 8
  %13 = getelementptr i8, ptr %12, i64 %4
  store i64 %6, ptr %2, align 8
  ret ptr %13
}

declare ptr @realloc(ptr, i64)
define internal ptr @irfix.ad.tape.pop(ptr %0, i64 %1) {
entry:
  %2 = getelementptr inbounds { ptr, i64, i64 }, ptr %0, i32 0, i32 1
  %3 = load i64, ptr %2, align 8
  %4 = sub i64 %3, %1
  store i64 %4, ptr %2, align 8
  %5 = load ptr, ptr %0, align 8
  %6 = getelementptr i8, ptr %5, i64 %4
  ret ptr %6
}

declare double @llvm.cos.f64(double)
define internal void @irfix.ad.tape.reserve(ptr %0, i64 %1) {
entry:
  %2 = getelementptr inbounds { ptr, i64, i64 }, ptr %0, i32 0, i32 1
  %3 = getelementptr inbounds { ptr, i64, i64 }, ptr %0, i32 0, i32 2
  %4 = load i64, ptr %2, align 8
  %5 = add i64 %4, %1
  %6 = load i64, ptr %3, align 8
  %7 = icmp ugt i64 %5, %6
  br i1 %7, label %grow, label %done

grow:
  %8 = load ptr, ptr %0, align 8
  %9 = call ptr @realloc(ptr %8, i64 %5)
  store ptr %9, ptr %0, align 8
  store i64 %5, ptr %3, align 8
  br label %done

done:
  ret void
}

define double @f_loop_grad(ptr %0, ptr %1, i32 %2) {
entry:
  %3 = alloca { ptr, i64, i64 }, align 8
  call void @irfix.ad.tape.open(ptr %3)
  %4 = call double @f_loop.aug.ac.top(ptr %0, ptr %1, i32 %2, ptr %3)
  call void @f_loop.rev.ac.top(ptr %0, ptr %1, i32 %2, double 1.000000e+00, ptr %3)
  call void @irfix.ad.tape.close(ptr %3)
  ret double %4
}

define internal void @irfix.ad.tape.open(ptr %0) {
entry:
  store { ptr, i64, i64 } zeroinitializer, ptr %0, align 8
  %1 = atomicrmw xchg ptr @irfix.ad.tape.spare, i64 0 seq_cst, align 8
  %2 = icmp eq i64 %1, 0
  br i1 %2, label %done, label %have

have:
  %3 = inttoptr i64 %1 to ptr
  store ptr %3, ptr %0, align 8
  %4 = load i64, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, i64, i64 }, ptr %0, i32 0, i32 2
  store i64 %4, ptr %5, align 8
  br label %done

done:
  ret void
}

define internal void @irfix.ad.tape.close(ptr %0) {
entry:
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds { ptr, i64, i64 }, ptr %0, i32 0, i32 2
  %3 = load i64, ptr %2, align 8
  %4 = icmp uge i64 %3, 8
  br i1 %4, label %keep, label %drop

keep:
  store i64 %3, ptr %1, align 8
  %5 = ptrtoint ptr %1 to i64
  %6 = atomicrmw xchg ptr @irfix.ad.tape.spare, i64 %5 seq_cst, align 8
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %done, label %back

drop:
  call void @free(ptr %1)
  br label %done

done:
  ret void

back:
  %8 = inttoptr i64 %6 to ptr
  %9 = load i64, ptr %8, align 8
  %10 = icmp ugt i64 %9, %3
  br i1 %10, label %free.out, label %free.old

free.old:
  call void @free(ptr %8)
  br label %done

free.out:
  %11 = atomicrmw xchg ptr @irfix.ad.tape.spare, i64 %6 seq_cst, align 8
  %12 = inttoptr i64 %11 to ptr
  call void @free(ptr %12)
  br label %done
}

declare void @free(ptr)
