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
  %11 = call ptr @irfix.ad.tape.push(ptr %3, i64 8)
  store ptr %9, ptr %11, align 1
  %12 = call ptr @irfix.ad.tape.push(ptr %3, i64 8)
  store ptr %8, ptr %12, align 1
  %13 = call ptr @irfix.ad.tape.push(ptr %3, i64 8)
  store ptr %5, ptr %13, align 1
  %14 = call ptr @irfix.ad.tape.push(ptr %3, i64 8)
  store ptr %6, ptr %14, align 1
  br label %15

15:
  %iter = phi i64 [ 0, %4 ], [ %45, %42 ]
  %16 = load i32, ptr %10, align 4
  %17 = load i32, ptr %7, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %24, label %19

19:
  %20 = call ptr @irfix.ad.tape.push(ptr %3, i64 8)
  store ptr %9, ptr %20, align 1
  %21 = call ptr @irfix.ad.tape.push(ptr %3, i64 8)
  store ptr %5, ptr %21, align 1
  %22 = call ptr @irfix.ad.tape.push(ptr %3, i64 8)
  store i64 %iter, ptr %22, align 1
  %23 = call ptr @irfix.ad.tape.push(ptr %3, i64 8)
  store ptr %6, ptr %23, align 1
  br label %46

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
  br label %42

42:
  %43 = load i32, ptr %10, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %10, align 4
  %45 = add i64 %iter, 1
  br label %15

46:
  %47 = load double, ptr %8, align 8
  %48 = call ptr @irfix.ad.tape.push(ptr %3, i64 8)
  store ptr %9, ptr %48, align 1
  ret double %47
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
  store double 0.000000e+00, ptr %12
  store double 0.000000e+00, ptr %10
  store double 0.000000e+00, ptr %7
  store double 0.000000e+00, ptr %6
  store double 0.000000e+00, ptr %5
  store double 0.000000e+00, ptr %3
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
  store double 0.000000e+00, ptr %12
  %20 = load double, ptr %14, align 8
  %21 = fadd double %20, %19
  store double %21, ptr %14, align 8
  br label %102

rev.4:
  br label %22

22:
  br label %23

23:
  br label %103

rev.3:
  br label %24

24:
  %25 = load ptr, ptr %11
  %26 = load ptr, ptr %9
  %27 = load ptr, ptr %26, align 8
  %28 = load i64, ptr %8, align 8
  %29 = trunc i64 %28 to i32
  %30 = mul i32 %29, 1
  %31 = add i32 0, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds double, ptr %27, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = load ptr, ptr %26, align 8
  %36 = load i64, ptr %8, align 8
  %37 = trunc i64 %36 to i32
  %38 = mul i32 %37, 1
  %39 = add i32 0, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %35, i64 %40
  %42 = load double, ptr %41, align 8
  %43 = call double @sin(double noundef %42) #1
  %44 = load ptr, ptr %4
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds double, ptr %45, i64 %32
  %47 = load ptr, ptr %44, align 8
  %48 = getelementptr inbounds double, ptr %47, i64 %40
  br label %49

49:
  %50 = load double, ptr %25, align 8
  store double 0.000000e+00, ptr %25, align 8
  %51 = load double, ptr %10
  %52 = fadd double %51, %50
  store double %52, ptr %10
  %53 = load double, ptr %10
  store double 0.000000e+00, ptr %10
  %54 = fmul double %34, %53
  %55 = fmul double %43, %53
  %56 = fmul double 1.000000e+00, %53
  %57 = load double, ptr %7
  %58 = fadd double %57, %54
  store double %58, ptr %7
  %59 = load double, ptr %6
  %60 = fadd double %59, %55
  store double %60, ptr %6
  %61 = load double, ptr %5
  %62 = fadd double %61, %56
  store double %62, ptr %5
  %63 = load double, ptr %5
  store double 0.000000e+00, ptr %5
  %64 = load double, ptr %25, align 8
  %65 = fadd double %64, %63
  store double %65, ptr %25, align 8
  %66 = load double, ptr %6
  store double 0.000000e+00, ptr %6
  %67 = load double, ptr %46, align 8
  %68 = fadd double %67, %66
  store double %68, ptr %46, align 8
  %69 = load double, ptr %7
  store double 0.000000e+00, ptr %7
  %70 = call double @llvm.cos.f64(double %42)
  %71 = fmul double %70, %69
  %72 = load double, ptr %3
  %73 = fadd double %72, %71
  store double %73, ptr %3
  %74 = load double, ptr %3
  store double 0.000000e+00, ptr %3
  %75 = load double, ptr %48, align 8
  %76 = fadd double %75, %74
  store double %76, ptr %48, align 8
  br label %104

rev.2:
  %77 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %78 = load ptr, ptr %77, align 1
  store ptr %78, ptr %4
  %79 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %80 = load i64, ptr %79, align 1
  store i64 %80, ptr %8
  %81 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %82 = load ptr, ptr %81, align 1
  store ptr %82, ptr %9
  %83 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %84 = load ptr, ptr %83, align 1
  store ptr %84, ptr %11
  br label %85

85:
  br label %86

86:
  br label %105

rev.1:
  br label %87

87:
  br label %88

88:
  %89 = load i64, ptr %8, align 8
  %90 = icmp eq i64 %89, 0
  br i1 %90, label %106, label %107

rev.0:
  %91 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %92 = load ptr, ptr %91, align 1
  %93 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %94 = load ptr, ptr %93, align 1
  %95 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %96 = load ptr, ptr %95, align 1
  %97 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %98 = load ptr, ptr %97, align 1
  br label %99

99:
  br label %100

100:
  %101 = load double, ptr %98, align 8
  store double 0.000000e+00, ptr %98, align 8
  call void @irfix.ad.free(ptr %96)
  call void @irfix.ad.free(ptr %98)
  call void @irfix.ad.free(ptr %94)
  call void @irfix.ad.free(ptr %92)
  br label %rev.exit

rev.exit:
  ret void

102:
  br label %rev.2

103:
  br label %rev.3

104:
  br label %rev.1

105:
  br label %rev.1

106:
  br label %rev.0

107:
  %108 = sub i64 %89, 1
  store i64 %108, ptr %8, align 8
  br label %109

109:
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
  store { ptr, i64, i64 } zeroinitializer, ptr %3, align 8
  %4 = call double @f_loop.aug.ac.top(ptr %0, ptr %1, i32 %2, ptr %3)
  call void @f_loop.rev.ac.top(ptr %0, ptr %1, i32 %2, double 1.000000e+00, ptr %3)
  %5 = load ptr, ptr %3, align 8
  call void @free(ptr %5)
  ret double %4
}

