; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.scene = type { i8*, [3 x %struct.rect], %struct.rect*, %struct.scene* }
%struct.rect = type { %struct.vec2, %struct.vec2, i32 }
%struct.vec2 = type { double, double }

@.str = private unnamed_addr constant [5 x i8] c"root\00", align 1
@__const.main.root = private unnamed_addr constant %struct.scene { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), [3 x %struct.rect] [%struct.rect { %struct.vec2 zeroinitializer, %struct.vec2 { double 1.000000e+00, double 1.000000e+00 }, i32 1 }, %struct.rect { %struct.vec2 zeroinitializer, %struct.vec2 { double 2.000000e+00, double 3.000000e+00 }, i32 2 }, %struct.rect { %struct.vec2 { double 1.000000e+00, double 1.000000e+00 }, %struct.vec2 { double 4.000000e+00, double 2.000000e+00 }, i32 3 }], %struct.rect* null, %struct.scene* null }, align 8
@.str.1 = private unnamed_addr constant [6 x i8] c"child\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"%s sel=%d center=(%.2f,%.2f)\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"area root=%.2f child=%.2f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @center(%struct.rect* noundef byval(%struct.rect) align 8 %0) #0 {
  %2 = alloca %struct.vec2, align 8
  %3 = getelementptr inbounds %struct.vec2, %struct.vec2* %2, i32 0, i32 0
  %4 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.vec2, %struct.vec2* %4, i32 0, i32 0
  %6 = load double, double* %5, align 8
  %7 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 1
  %8 = getelementptr inbounds %struct.vec2, %struct.vec2* %7, i32 0, i32 0
  %9 = load double, double* %8, align 8
  %10 = fadd double %6, %9
  %11 = fdiv double %10, 2.000000e+00
  store double %11, double* %3, align 8
  %12 = getelementptr inbounds %struct.vec2, %struct.vec2* %2, i32 0, i32 1
  %13 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 0
  %14 = getelementptr inbounds %struct.vec2, %struct.vec2* %13, i32 0, i32 1
  %15 = load double, double* %14, align 8
  %16 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 1
  %17 = getelementptr inbounds %struct.vec2, %struct.vec2* %16, i32 0, i32 1
  %18 = load double, double* %17, align 8
  %19 = fadd double %15, %18
  %20 = fdiv double %19, 2.000000e+00
  store double %20, double* %12, align 8
  %21 = bitcast %struct.vec2* %2 to { double, double }*
  %22 = load { double, double }, { double, double }* %21, align 8
  ret { double, double } %22
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @grow(%struct.rect* noundef %0, double noundef %1) #0 {
  %3 = alloca %struct.rect*, align 8
  %4 = alloca double, align 8
  store %struct.rect* %0, %struct.rect** %3, align 8
  store double %1, double* %4, align 8
  %5 = load double, double* %4, align 8
  %6 = load %struct.rect*, %struct.rect** %3, align 8
  %7 = getelementptr inbounds %struct.rect, %struct.rect* %6, i32 0, i32 0
  %8 = getelementptr inbounds %struct.vec2, %struct.vec2* %7, i32 0, i32 0
  %9 = load double, double* %8, align 8
  %10 = fsub double %9, %5
  store double %10, double* %8, align 8
  %11 = load double, double* %4, align 8
  %12 = load %struct.rect*, %struct.rect** %3, align 8
  %13 = getelementptr inbounds %struct.rect, %struct.rect* %12, i32 0, i32 0
  %14 = getelementptr inbounds %struct.vec2, %struct.vec2* %13, i32 0, i32 1
  %15 = load double, double* %14, align 8
  %16 = fsub double %15, %11
  store double %16, double* %14, align 8
  %17 = load double, double* %4, align 8
  %18 = load %struct.rect*, %struct.rect** %3, align 8
  %19 = getelementptr inbounds %struct.rect, %struct.rect* %18, i32 0, i32 1
  %20 = getelementptr inbounds %struct.vec2, %struct.vec2* %19, i32 0, i32 0
  %21 = load double, double* %20, align 8
  %22 = fadd double %21, %17
  store double %22, double* %20, align 8
  %23 = load double, double* %4, align 8
  %24 = load %struct.rect*, %struct.rect** %3, align 8
  %25 = getelementptr inbounds %struct.rect, %struct.rect* %24, i32 0, i32 1
  %26 = getelementptr inbounds %struct.vec2, %struct.vec2* %25, i32 0, i32 1
  %27 = load double, double* %26, align 8
  %28 = fadd double %27, %23
  store double %28, double* %26, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @total_area(%struct.scene* noundef %0) #0 {
  %2 = alloca %struct.scene*, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store %struct.scene* %0, %struct.scene** %2, align 8
  store double 0.000000e+00, double* %3, align 8
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %17, %1
  %6 = load i32, i32* %4, align 4
  %7 = icmp slt i32 %6, 3
  br i1 %7, label %8, label %20

8:                                                ; preds = %5
  %9 = load %struct.scene*, %struct.scene** %2, align 8
  %10 = getelementptr inbounds %struct.scene, %struct.scene* %9, i32 0, i32 1
  %11 = load i32, i32* %4, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %10, i64 0, i64 %12
  %14 = call double @area(%struct.rect* noundef %13)
  %15 = load double, double* %3, align 8
  %16 = fadd double %15, %14
  store double %16, double* %3, align 8
  br label %17

17:                                               ; preds = %8
  %18 = load i32, i32* %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %4, align 4
  br label %5, !llvm.loop !6

20:                                               ; preds = %5
  %21 = load %struct.scene*, %struct.scene** %2, align 8
  %22 = getelementptr inbounds %struct.scene, %struct.scene* %21, i32 0, i32 3
  %23 = load %struct.scene*, %struct.scene** %22, align 8
  %24 = icmp ne %struct.scene* %23, null
  br i1 %24, label %25, label %32

25:                                               ; preds = %20
  %26 = load %struct.scene*, %struct.scene** %2, align 8
  %27 = getelementptr inbounds %struct.scene, %struct.scene* %26, i32 0, i32 3
  %28 = load %struct.scene*, %struct.scene** %27, align 8
  %29 = call double @total_area(%struct.scene* noundef %28)
  %30 = load double, double* %3, align 8
  %31 = fadd double %30, %29
  store double %31, double* %3, align 8
  br label %32

32:                                               ; preds = %25, %20
  %33 = load double, double* %3, align 8
  ret double %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @area(%struct.rect* noundef %0) #0 {
  %2 = alloca %struct.rect*, align 8
  store %struct.rect* %0, %struct.rect** %2, align 8
  %3 = load %struct.rect*, %struct.rect** %2, align 8
  %4 = getelementptr inbounds %struct.rect, %struct.rect* %3, i32 0, i32 1
  %5 = getelementptr inbounds %struct.vec2, %struct.vec2* %4, i32 0, i32 0
  %6 = load double, double* %5, align 8
  %7 = load %struct.rect*, %struct.rect** %2, align 8
  %8 = getelementptr inbounds %struct.rect, %struct.rect* %7, i32 0, i32 0
  %9 = getelementptr inbounds %struct.vec2, %struct.vec2* %8, i32 0, i32 0
  %10 = load double, double* %9, align 8
  %11 = fsub double %6, %10
  %12 = load %struct.rect*, %struct.rect** %2, align 8
  %13 = getelementptr inbounds %struct.rect, %struct.rect* %12, i32 0, i32 1
  %14 = getelementptr inbounds %struct.vec2, %struct.vec2* %13, i32 0, i32 1
  %15 = load double, double* %14, align 8
  %16 = load %struct.rect*, %struct.rect** %2, align 8
  %17 = getelementptr inbounds %struct.rect, %struct.rect* %16, i32 0, i32 0
  %18 = getelementptr inbounds %struct.vec2, %struct.vec2* %17, i32 0, i32 1
  %19 = load double, double* %18, align 8
  %20 = fsub double %15, %19
  %21 = fmul double %11, %20
  ret double %21
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.scene, align 8
  %3 = alloca %struct.scene, align 8
  %4 = alloca %struct.vec2, align 8
  store i32 0, i32* %1, align 4
  %5 = bitcast %struct.scene* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %5, i8* align 8 bitcast (%struct.scene* @__const.main.root to i8*), i64 144, i1 false)
  %6 = bitcast %struct.scene* %3 to i8*
  %7 = bitcast %struct.scene* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %6, i8* align 8 %7, i64 144, i1 false)
  %8 = getelementptr inbounds %struct.scene, %struct.scene* %3, i32 0, i32 0
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i8** %8, align 8
  %9 = getelementptr inbounds %struct.scene, %struct.scene* %3, i32 0, i32 3
  store %struct.scene* %2, %struct.scene** %9, align 8
  %10 = getelementptr inbounds %struct.scene, %struct.scene* %3, i32 0, i32 1
  %11 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %10, i64 0, i64 1
  %12 = getelementptr inbounds %struct.scene, %struct.scene* %3, i32 0, i32 2
  store %struct.rect* %11, %struct.rect** %12, align 8
  %13 = getelementptr inbounds %struct.scene, %struct.scene* %3, i32 0, i32 2
  %14 = load %struct.rect*, %struct.rect** %13, align 8
  call void @grow(%struct.rect* noundef %14, double noundef 5.000000e-01)
  %15 = getelementptr inbounds %struct.scene, %struct.scene* %3, i32 0, i32 2
  %16 = load %struct.rect*, %struct.rect** %15, align 8
  %17 = call { double, double } @center(%struct.rect* noundef byval(%struct.rect) align 8 %16)
  %18 = bitcast %struct.vec2* %4 to { double, double }*
  %19 = getelementptr inbounds { double, double }, { double, double }* %18, i32 0, i32 0
  %20 = extractvalue { double, double } %17, 0
  store double %20, double* %19, align 8
  %21 = getelementptr inbounds { double, double }, { double, double }* %18, i32 0, i32 1
  %22 = extractvalue { double, double } %17, 1
  store double %22, double* %21, align 8
  %23 = getelementptr inbounds %struct.scene, %struct.scene* %3, i32 0, i32 0
  %24 = load i8*, i8** %23, align 8
  %25 = getelementptr inbounds %struct.scene, %struct.scene* %3, i32 0, i32 2
  %26 = load %struct.rect*, %struct.rect** %25, align 8
  %27 = getelementptr inbounds %struct.rect, %struct.rect* %26, i32 0, i32 2
  %28 = load i32, i32* %27, align 8
  %29 = getelementptr inbounds %struct.vec2, %struct.vec2* %4, i32 0, i32 0
  %30 = load double, double* %29, align 8
  %31 = getelementptr inbounds %struct.vec2, %struct.vec2* %4, i32 0, i32 1
  %32 = load double, double* %31, align 8
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.2, i64 0, i64 0), i8* noundef %24, i32 noundef %28, double noundef %30, double noundef %32)
  %34 = call double @total_area(%struct.scene* noundef %2)
  %35 = call double @total_area(%struct.scene* noundef %3)
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.3, i64 0, i64 0), double noundef %34, double noundef %35)
  ret i32 0
}

; Function Attrs: argmemonly nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nocallback nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 15.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
