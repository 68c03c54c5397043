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
  %iter = phi i64 [ 0, %4 ], [ %47, %44 ]
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
  store ptr %6, ptr %22, align 1
  %23 = call ptr @irfix.ad.tape.push(ptr %3, i64 8)
  store i64 %iter, ptr %23, align 1
  br label %48

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
  %42 = call ptr @irfix.ad.tape.push(ptr %3, i64 4)
  store i32 %35, ptr %42, align 1
  %43 = call ptr @irfix.ad.tape.push(ptr %3, i64 4)
  store i32 %27, ptr %43, align 1
  br label %44

44:
  %45 = load i32, ptr %10, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %10, align 4
  %47 = add i64 %iter, 1
  br label %15

48:
  %49 = load double, ptr %8, align 8
  %50 = call ptr @irfix.ad.tape.push(ptr %3, i64 8)
  store ptr %9, ptr %50, align 1
  ret double %49
}

define internal void @f_loop.rev.ac.top(ptr %0, ptr %1, i32 %2, double %dret, ptr %tape) {
entry:
  %3 = alloca i64
  %4 = alloca double
  %5 = alloca ptr
  %6 = alloca double
  %7 = alloca double
  %8 = alloca double
  %9 = alloca ptr
  %10 = alloca double
  %11 = alloca ptr
  %12 = alloca double
  store double 0.000000e+00, ptr %12
  store double 0.000000e+00, ptr %10
  store double 0.000000e+00, ptr %8
  store double 0.000000e+00, ptr %7
  store double 0.000000e+00, ptr %6
  store double 0.000000e+00, ptr %4
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
  br label %98

rev.4:
  br label %22

22:
  br label %23

23:
  br label %99

rev.3:
  %24 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 4)
  %25 = load i32, ptr %24, align 1
  %26 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 4)
  %27 = load i32, ptr %26, align 1
  br label %28

28:
  %29 = load ptr, ptr %11
  %30 = load ptr, ptr %9
  %31 = load ptr, ptr %30, align 8
  %32 = sext i32 %27 to i64
  %33 = getelementptr inbounds double, ptr %31, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = load ptr, ptr %30, align 8
  %36 = sext i32 %25 to i64
  %37 = getelementptr inbounds double, ptr %35, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = call double @sin(double noundef %38) #1
  %40 = load ptr, ptr %5
  %41 = load ptr, ptr %40, align 8
  %42 = getelementptr inbounds double, ptr %41, i64 %32
  %43 = load ptr, ptr %40, align 8
  %44 = getelementptr inbounds double, ptr %43, i64 %36
  br label %45

45:
  %46 = load double, ptr %29, align 8
  store double 0.000000e+00, ptr %29, align 8
  %47 = load double, ptr %10
  %48 = fadd double %47, %46
  store double %48, ptr %10
  %49 = load double, ptr %10
  store double 0.000000e+00, ptr %10
  %50 = fmul double %34, %49
  %51 = fmul double %39, %49
  %52 = fmul double 1.000000e+00, %49
  %53 = load double, ptr %8
  %54 = fadd double %53, %50
  store double %54, ptr %8
  %55 = load double, ptr %7
  %56 = fadd double %55, %51
  store double %56, ptr %7
  %57 = load double, ptr %6
  %58 = fadd double %57, %52
  store double %58, ptr %6
  %59 = load double, ptr %6
  store double 0.000000e+00, ptr %6
  %60 = load double, ptr %29, align 8
  %61 = fadd double %60, %59
  store double %61, ptr %29, align 8
  %62 = load double, ptr %7
  store double 0.000000e+00, ptr %7
  %63 = load double, ptr %42, align 8
  %64 = fadd double %63, %62
  store double %64, ptr %42, align 8
  %65 = load double, ptr %8
  store double 0.000000e+00, ptr %8
  %66 = call double @llvm.cos.f64(double %38)
  %67 = fmul double %66, %65
  %68 = load double, ptr %4
  %69 = fadd double %68, %67
  store double %69, ptr %4
  %70 = load double, ptr %4
  store double 0.000000e+00, ptr %4
  %71 = load double, ptr %44, align 8
  %72 = fadd double %71, %70
  store double %72, ptr %44, align 8
  br label %100

rev.2:
  %73 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %74 = load i64, ptr %73, align 1
  store i64 %74, ptr %3
  %75 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %76 = load ptr, ptr %75, align 1
  store ptr %76, ptr %5
  %77 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %78 = load ptr, ptr %77, align 1
  store ptr %78, ptr %9
  %79 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %80 = load ptr, ptr %79, align 1
  store ptr %80, ptr %11
  br label %81

81:
  br label %82

82:
  br label %101

rev.1:
  br label %83

83:
  br label %84

84:
  %85 = load i64, ptr %3, align 8
  %86 = icmp eq i64 %85, 0
  br i1 %86, label %102, label %103

rev.0:
  %87 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %88 = load ptr, ptr %87, align 1
  %89 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %90 = load ptr, ptr %89, align 1
  %91 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %92 = load ptr, ptr %91, align 1
  %93 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %94 = load ptr, ptr %93, align 1
  br label %95

95:
  br label %96

96:
  %97 = load double, ptr %94, align 8
  store double 0.000000e+00, ptr %94, align 8
  call void @irfix.ad.free(ptr %92)
  call void @irfix.ad.free(ptr %94)
  call void @irfix.ad.free(ptr %90)
  call void @irfix.ad.free(ptr %88)
  br label %rev.exit

rev.exit:
  ret void

98:
  br label %rev.2

99:
  br label %rev.3

100:
  br label %rev.1

101:
  br label %rev.1

102:
  br label %rev.0

103:
  %104 = sub i64 %85, 1
  store i64 %104, ptr %3, align 8
  br label %105

105:
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

