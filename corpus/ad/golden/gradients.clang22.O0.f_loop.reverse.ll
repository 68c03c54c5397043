define internal double @f_loop.aug.ac.top(ptr %0, ptr %1, i32 %2, ptr %3) {
  %5 = call ptr @irfix.ad.alloc(i64 8, i1 false)
  %6 = call ptr @irfix.ad.alloc(i64 8, i1 true)
  %7 = alloca i32, align 4
  %8 = call ptr @irfix.ad.alloc(i64 8, i1 false)
  %9 = call ptr @irfix.ad.alloc(i64 8, i1 true)
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %10, align 4
  %11 = call ptr @irfix.ad.tape.push(ptr %3, i64 32)
  store ptr %9, ptr %11, align 1
  %12 = getelementptr i8, ptr %11, i64 8
  store ptr %8, ptr %12, align 1
  %13 = getelementptr i8, ptr %11, i64 16
  store ptr %5, ptr %13, align 1
  %14 = getelementptr i8, ptr %11, i64 24
  store ptr %6, ptr %14, align 1
  br label %15

15:
  %iter = phi i64 [ 0, %4 ], [ %46, %43 ]
  %16 = load i32, ptr %10, align 4
  %17 = load i32, ptr %7, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %24, label %19

19:
  %20 = call ptr @irfix.ad.tape.push(ptr %3, i64 32)
  store ptr %9, ptr %20, align 1
  %21 = getelementptr i8, ptr %20, i64 8
  store ptr %5, ptr %21, align 1
  %22 = getelementptr i8, ptr %20, i64 16
  store i64 %iter, ptr %22, align 1
  %23 = getelementptr i8, ptr %20, i64 24
  store ptr %6, ptr %23, align 1
  br label %47

24:
  %25 = load ptr, ptr %5, align 8
  %26 = load ptr, ptr %6, align 8
  %27 = load i32, ptr %10, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %25, i64 %28
  %30 = getelementptr inbounds double, ptr %26, i64 %28
  %31 = load double, ptr %29, align 8
  %32 = call double @sin(double noundef %31) #1
  %33 = load ptr, ptr %5, align 8
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %10, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %33, i64 %36
  %38 = getelementptr inbounds double, ptr %34, i64 %36
  %39 = load double, ptr %37, align 8
  %40 = load double, ptr %8, align 8
  %41 = call double @llvm.fmuladd.f64(double %32, double %39, double %40)
  store double %41, ptr %8, align 8
  %42 = call ptr @irfix.ad.tape.push(ptr %3, i64 8)
  store double %32, ptr %42, align 1
  br label %43

43:
  %44 = load i32, ptr %10, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %10, align 4
  %46 = add i64 %iter, 1
  br label %15

47:
  %48 = load double, ptr %8, align 8
  %49 = call ptr @irfix.ad.tape.push(ptr %3, i64 8)
  store ptr %9, ptr %49, align 1
  ret double %48
}

define internal void @f_loop.rev.ac.top(ptr %0, ptr %1, i32 %2, double %dret, ptr %tape) {
entry:
  %3 = alloca double
  %4 = alloca ptr
  %5 = alloca double
  %6 = alloca double
  %7 = alloca double
  %8 = alloca i64
  %9 = alloca ptr
  %10 = alloca double
  %11 = alloca ptr
  %12 = alloca double
  store double -0.000000e+00, ptr %12
  store double -0.000000e+00, ptr %10
  store double -0.000000e+00, ptr %7
  store double -0.000000e+00, ptr %6
  store double -0.000000e+00, ptr %5
  store double -0.000000e+00, ptr %3
  br label %rev.5

rev.5:
  %13 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %14 = load ptr, ptr %13, align 1
  br label %15

15:
  br label %16

16:
  %17 = load double, ptr %12
  %18 = fadd double %17, %dret
  store double %18, ptr %12
  %19 = load double, ptr %12
  store double -0.000000e+00, ptr %12
  %20 = load double, ptr %14, align 8
  %21 = fadd double %20, %19
  store double %21, ptr %14, align 8
  br label %103

rev.4:
  br label %22

22:
  br label %23

23:
  br label %104

rev.3:
  %24 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %25 = load double, ptr %24, align 1
  br label %26

26:
  %27 = load ptr, ptr %11
  %28 = load ptr, ptr %9
  %29 = load ptr, ptr %28, align 8
  %30 = load i64, ptr %8, align 8
  %31 = trunc i64 %30 to i32
  %32 = mul i32 %31, 1
  %33 = add i32 0, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %29, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = load ptr, ptr %4
  %38 = load ptr, ptr %37, align 8
  %39 = getelementptr inbounds double, ptr %38, i64 %34
  %40 = load ptr, ptr %28, align 8
  %41 = load i64, ptr %8, align 8
  %42 = trunc i64 %41 to i32
  %43 = mul i32 %42, 1
  %44 = add i32 0, %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds double, ptr %40, i64 %45
  %47 = load double, ptr %46, align 8
  %48 = load ptr, ptr %37, align 8
  %49 = getelementptr inbounds double, ptr %48, i64 %45
  br label %50

50:
  %51 = load double, ptr %27, align 8
  store double 0.000000e+00, ptr %27, align 8
  %52 = load double, ptr %10
  %53 = fadd double %52, %51
  store double %53, ptr %10
  %54 = load double, ptr %10
  store double -0.000000e+00, ptr %10
  %55 = fmul double %36, %54
  %56 = fmul double %25, %54
  %57 = fmul double 1.000000e+00, %54
  %58 = load double, ptr %7
  %59 = fadd double %58, %55
  store double %59, ptr %7
  %60 = load double, ptr %6
  %61 = fadd double %60, %56
  store double %61, ptr %6
  %62 = load double, ptr %5
  %63 = fadd double %62, %57
  store double %63, ptr %5
  %64 = load double, ptr %5
  store double -0.000000e+00, ptr %5
  %65 = load double, ptr %6
  store double -0.000000e+00, ptr %6
  %66 = load double, ptr %7
  store double -0.000000e+00, ptr %7
  %67 = call double @llvm.cos.f64(double %47)
  %68 = fmul double %67, %66
  %69 = load double, ptr %3
  %70 = fadd double %69, %68
  store double %70, ptr %3
  %71 = load double, ptr %3
  store double -0.000000e+00, ptr %3
  %72 = load double, ptr %27, align 8
  %73 = fadd double %72, %64
  store double %73, ptr %27, align 8
  %74 = load double, ptr %39, align 8
  %75 = fadd double %74, %65
  store double %75, ptr %39, align 8
  %76 = load double, ptr %49, align 8
  %77 = fadd double %76, %71
  store double %77, ptr %49, align 8
  br label %105

rev.2:
  %78 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 32)
  %79 = load ptr, ptr %78, align 1
  store ptr %79, ptr %11
  %80 = getelementptr i8, ptr %78, i64 8
  %81 = load ptr, ptr %80, align 1
  store ptr %81, ptr %9
  %82 = getelementptr i8, ptr %78, i64 16
  %83 = load i64, ptr %82, align 1
  store i64 %83, ptr %8
  %84 = getelementptr i8, ptr %78, i64 24
  %85 = load ptr, ptr %84, align 1
  store ptr %85, ptr %4
  br label %86

86:
  br label %87

87:
  br label %106

rev.1:
  br label %88

88:
  br label %89

89:
  %90 = load i64, ptr %8, align 8
  %91 = icmp eq i64 %90, 0
  br i1 %91, label %107, label %108

rev.0:
  %92 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 32)
  %93 = load ptr, ptr %92, align 1
  %94 = getelementptr i8, ptr %92, i64 8
  %95 = load ptr, ptr %94, align 1
  %96 = getelementptr i8, ptr %92, i64 16
  %97 = load ptr, ptr %96, align 1
  %98 = getelementptr i8, ptr %92, i64 24
  %99 = load ptr, ptr %98, align 1
  br label %100

100:
  br label %101

101:
  %102 = load double, ptr %93, align 8
  store double 0.000000e+00, ptr %93, align 8
  call void @irfix.ad.free(ptr %95)
  call void @irfix.ad.free(ptr %93)
  call void @irfix.ad.free(ptr %97)
  call void @irfix.ad.free(ptr %99)
  br label %rev.exit

rev.exit:
  ret void

103:
  br label %rev.2

104:
  br label %rev.3

105:
  br label %rev.1

106:
  br label %rev.1

107:
  br label %rev.0

108:
  %109 = sub i64 %90, 1
  store i64 %109, ptr %8, align 8
  br label %110

110:
  br label %rev.4
}

define internal ptr @irfix.ad.alloc(i64 %0, i1 %1) {
entry:
  %2 = add i64 %0, 16
  %3 = call ptr @calloc(i64 %2, i64 1)
  %4 = call ptr @malloc(i64 %2)
  %5 = select i1 %1, ptr %3, ptr %4
  store i64 %0, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  ret ptr %6
}

declare ptr @calloc(i64, i64)
declare ptr @malloc(i64)
define internal void @irfix.ad.free(ptr %0) {
entry:
  %1 = icmp eq ptr %0, null
  br i1 %1, label %done, label %free

free:
  %2 = getelementptr i8, ptr %0, i64 -16
  call void @free(ptr %2)
  br label %done

done:
  ret void
}

declare void @free(ptr)
define internal i64 @irfix.ad.size(ptr %0) {
entry:
  %1 = icmp eq ptr %0, null
  br i1 %1, label %null, label %read

read:
  %2 = getelementptr i8, ptr %0, i64 -16
  %3 = load i64, ptr %2, align 8
  ret i64 %3

null:
  ret i64 0
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

