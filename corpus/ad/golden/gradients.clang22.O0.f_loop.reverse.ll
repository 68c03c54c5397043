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
  %3 = alloca ptr
  %4 = alloca i64
  %5 = alloca ptr
  %6 = alloca ptr
  br label %rev.5

rev.5:
  %7 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %8 = load ptr, ptr %7, align 1
  %9 = load double, ptr %8, align 8
  %10 = fadd double %9, %dret
  store double %10, ptr %8, align 8
  br label %rev.2

rev.3:
  %11 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %12 = load double, ptr %11, align 1
  %13 = load ptr, ptr %6
  %14 = load ptr, ptr %5
  %15 = load ptr, ptr %14, align 8
  %16 = load i64, ptr %4, align 8
  %17 = trunc i64 %16 to i32
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %15, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = load ptr, ptr %3
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds double, ptr %22, i64 %18
  %24 = load ptr, ptr %14, align 8
  %25 = load i64, ptr %4, align 8
  %26 = trunc i64 %25 to i32
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %24, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = load ptr, ptr %21, align 8
  %31 = getelementptr inbounds double, ptr %30, i64 %27
  %32 = load double, ptr %13, align 8
  store double 0.000000e+00, ptr %13, align 8
  %33 = fmul double %20, %32
  %34 = fmul double %12, %32
  %35 = call double @llvm.cos.f64(double %29)
  %36 = fmul double %35, %33
  %37 = load double, ptr %13, align 8
  %38 = fadd double %37, %32
  store double %38, ptr %13, align 8
  %39 = load double, ptr %23, align 8
  %40 = fadd double %39, %34
  store double %40, ptr %23, align 8
  %41 = load double, ptr %31, align 8
  %42 = fadd double %41, %36
  store double %42, ptr %31, align 8
  br label %rev.1

rev.2:
  %43 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 32)
  %44 = load ptr, ptr %43, align 1
  store ptr %44, ptr %6
  %45 = getelementptr i8, ptr %43, i64 8
  %46 = load ptr, ptr %45, align 1
  store ptr %46, ptr %5
  %47 = getelementptr i8, ptr %43, i64 16
  %48 = load i64, ptr %47, align 1
  store i64 %48, ptr %4
  %49 = getelementptr i8, ptr %43, i64 24
  %50 = load ptr, ptr %49, align 1
  store ptr %50, ptr %3
  br label %rev.1

rev.1:
  %51 = load i64, ptr %4, align 8
  %52 = icmp eq i64 %51, 0
  br i1 %52, label %rev.0, label %62

rev.0:
  %53 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 32)
  %54 = load ptr, ptr %53, align 1
  %55 = getelementptr i8, ptr %53, i64 8
  %56 = load ptr, ptr %55, align 1
  %57 = getelementptr i8, ptr %53, i64 16
  %58 = load ptr, ptr %57, align 1
  %59 = getelementptr i8, ptr %53, i64 24
  %60 = load ptr, ptr %59, align 1
  %61 = load double, ptr %54, align 8
  store double 0.000000e+00, ptr %54, align 8
  call void @irfix.ad.free(ptr %56)
  call void @irfix.ad.free(ptr %54)
  call void @irfix.ad.free(ptr %58)
  call void @irfix.ad.free(ptr %60)
  br label %rev.exit

rev.exit:
  ret void

62:
  %63 = sub i64 %51, 1
  store i64 %63, ptr %4, align 8
  br label %rev.3
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

