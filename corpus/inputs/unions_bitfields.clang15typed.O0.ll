; ModuleID = 'unions_bitfields.c'
source_filename = "unions_bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.flags = type { i16, i48 }
%union.pun = type { double }
%struct.value = type { i32, %union.anon }
%union.anon = type { i64 }

@.str = private unnamed_addr constant [25 x i8] c"bits=%016llx byte7=%02x\0A\00", align 1
@__const.main.f = private unnamed_addr constant { i8, i8, [6 x i8], i8, i8, i8, i8, i8, i8, [2 x i8] } { i8 0, i8 0, [6 x i8] undef, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, [2 x i8] undef }, align 8
@.str.1 = private unnamed_addr constant [29 x i8] c"pack=%u level=%d sizeof=%zu\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"int %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"dbl %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"str %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @pack(%struct.flags* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.flags*, align 8
  %4 = alloca i32, align 4
  store %struct.flags* %0, %struct.flags** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.flags*, %struct.flags** %3, align 8
  %6 = bitcast %struct.flags* %5 to i16*
  %7 = load i16, i16* %6, align 8
  %8 = and i16 %7, -2
  %9 = or i16 %8, 1
  store i16 %9, i16* %6, align 8
  %10 = load %struct.flags*, %struct.flags** %3, align 8
  %11 = bitcast %struct.flags* %10 to i16*
  %12 = load i16, i16* %11, align 8
  %13 = and i16 %12, -15
  %14 = or i16 %13, 10
  store i16 %14, i16* %11, align 8
  %15 = load i32, i32* %4, align 4
  %16 = load %struct.flags*, %struct.flags** %3, align 8
  %17 = bitcast %struct.flags* %16 to i16*
  %18 = trunc i32 %15 to i16
  %19 = load i16, i16* %17, align 8
  %20 = and i16 %18, 31
  %21 = shl i16 %20, 4
  %22 = and i16 %19, -497
  %23 = or i16 %22, %21
  store i16 %23, i16* %17, align 8
  %24 = shl i16 %20, 11
  %25 = ashr i16 %24, 11
  %26 = sext i16 %25 to i32
  %27 = load %struct.flags*, %struct.flags** %3, align 8
  %28 = getelementptr inbounds %struct.flags, %struct.flags* %27, i32 0, i32 1
  %29 = bitcast i48* %28 to i64*
  %30 = load i64, i64* %29, align 8
  %31 = and i64 %30, -1099511627776
  %32 = or i64 %31, 78187493547
  store i64 %32, i64* %29, align 8
  %33 = load %struct.flags*, %struct.flags** %3, align 8
  %34 = getelementptr inbounds %struct.flags, %struct.flags* %33, i32 0, i32 1
  %35 = bitcast i48* %34 to i64*
  %36 = load i64, i64* %35, align 8
  %37 = and i64 %36, -16492674416641
  %38 = or i64 %37, 9895604649984
  store i64 %38, i64* %35, align 8
  %39 = load %struct.flags*, %struct.flags** %3, align 8
  %40 = bitcast %struct.flags* %39 to i16*
  %41 = load i16, i16* %40, align 8
  %42 = and i16 %41, 1
  %43 = zext i16 %42 to i32
  %44 = load %struct.flags*, %struct.flags** %3, align 8
  %45 = bitcast %struct.flags* %44 to i16*
  %46 = load i16, i16* %45, align 8
  %47 = lshr i16 %46, 1
  %48 = and i16 %47, 7
  %49 = zext i16 %48 to i32
  %50 = mul nsw i32 %49, 2
  %51 = add nsw i32 %43, %50
  %52 = load %struct.flags*, %struct.flags** %3, align 8
  %53 = bitcast %struct.flags* %52 to i16*
  %54 = load i16, i16* %53, align 8
  %55 = shl i16 %54, 7
  %56 = ashr i16 %55, 11
  %57 = sext i16 %56 to i32
  %58 = add i32 %51, %57
  %59 = load %struct.flags*, %struct.flags** %3, align 8
  %60 = getelementptr inbounds %struct.flags, %struct.flags* %59, i32 0, i32 1
  %61 = bitcast i48* %60 to i64*
  %62 = load i64, i64* %61, align 8
  %63 = and i64 %62, 1099511627775
  %64 = lshr i64 %63, 20
  %65 = trunc i64 %64 to i32
  %66 = add i32 %58, %65
  %67 = load %struct.flags*, %struct.flags** %3, align 8
  %68 = getelementptr inbounds %struct.flags, %struct.flags* %67, i32 0, i32 1
  %69 = bitcast i48* %68 to i64*
  %70 = load i64, i64* %69, align 8
  %71 = lshr i64 %70, 40
  %72 = and i64 %71, 15
  %73 = trunc i64 %72 to i8
  %74 = zext i8 %73 to i32
  %75 = add i32 %66, %74
  ret i32 %75
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %union.pun, align 8
  %3 = alloca %struct.flags, align 8
  %4 = alloca [3 x %struct.value], align 16
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %6 = bitcast %union.pun* %2 to double*
  store double -2.500000e+00, double* %6, align 8
  %7 = bitcast %union.pun* %2 to i64*
  %8 = load i64, i64* %7, align 8
  %9 = bitcast %union.pun* %2 to [8 x i8]*
  %10 = getelementptr inbounds [8 x i8], [8 x i8]* %9, i64 0, i64 7
  %11 = load i8, i8* %10, align 1
  %12 = zext i8 %11 to i32
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i64 0, i64 0), i64 noundef %8, i32 noundef %12)
  %14 = bitcast %struct.flags* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %14, i8* align 8 getelementptr inbounds ({ i8, i8, [6 x i8], i8, i8, i8, i8, i8, i8, [2 x i8] }, { i8, i8, [6 x i8], i8, i8, i8, i8, i8, i8, [2 x i8] }* @__const.main.f, i32 0, i32 0), i64 16, i1 false)
  %15 = call i32 @pack(%struct.flags* noundef %3, i32 noundef -7)
  %16 = bitcast %struct.flags* %3 to i16*
  %17 = load i16, i16* %16, align 8
  %18 = shl i16 %17, 7
  %19 = ashr i16 %18, 11
  %20 = sext i16 %19 to i32
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.1, i64 0, i64 0), i32 noundef %15, i32 noundef %20, i64 noundef 16)
  %22 = bitcast [3 x %struct.value]* %4 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %22, i8 0, i64 48, i1 false)
  %23 = bitcast i8* %22 to <{ %struct.value, { i32, { double } }, { i32, { i8* } } }>*
  %24 = getelementptr inbounds <{ %struct.value, { i32, { double } }, { i32, { i8* } } }>, <{ %struct.value, { i32, { double } }, { i32, { i8* } } }>* %23, i32 0, i32 0
  %25 = getelementptr inbounds %struct.value, %struct.value* %24, i32 0, i32 1
  %26 = getelementptr inbounds %union.anon, %union.anon* %25, i32 0, i32 0
  store i64 42, i64* %26, align 8
  %27 = getelementptr inbounds <{ %struct.value, { i32, { double } }, { i32, { i8* } } }>, <{ %struct.value, { i32, { double } }, { i32, { i8* } } }>* %23, i32 0, i32 1
  %28 = getelementptr inbounds { i32, { double } }, { i32, { double } }* %27, i32 0, i32 0
  store i32 1, i32* %28, align 16
  %29 = getelementptr inbounds { i32, { double } }, { i32, { double } }* %27, i32 0, i32 1
  %30 = getelementptr inbounds { double }, { double }* %29, i32 0, i32 0
  store double 3.250000e+00, double* %30, align 8
  %31 = getelementptr inbounds <{ %struct.value, { i32, { double } }, { i32, { i8* } } }>, <{ %struct.value, { i32, { double } }, { i32, { i8* } } }>* %23, i32 0, i32 2
  %32 = getelementptr inbounds { i32, { i8* } }, { i32, { i8* } }* %31, i32 0, i32 0
  store i32 2, i32* %32, align 16
  %33 = getelementptr inbounds { i32, { i8* } }, { i32, { i8* } }* %31, i32 0, i32 1
  %34 = getelementptr inbounds { i8* }, { i8* }* %33, i32 0, i32 0
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8** %34, align 8
  store i32 0, i32* %5, align 4
  br label %35

35:                                               ; preds = %42, %0
  %36 = load i32, i32* %5, align 4
  %37 = icmp slt i32 %36, 3
  br i1 %37, label %38, label %45

38:                                               ; preds = %35
  %39 = load i32, i32* %5, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [3 x %struct.value], [3 x %struct.value]* %4, i64 0, i64 %40
  call void @print_value(%struct.value* noundef %41)
  br label %42

42:                                               ; preds = %38
  %43 = load i32, i32* %5, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %5, align 4
  br label %35, !llvm.loop !6

45:                                               ; preds = %35
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: argmemonly nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_value(%struct.value* noundef %0) #0 {
  %2 = alloca %struct.value*, align 8
  store %struct.value* %0, %struct.value** %2, align 8
  %3 = load %struct.value*, %struct.value** %2, align 8
  %4 = getelementptr inbounds %struct.value, %struct.value* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 8
  switch i32 %5, label %24 [
    i32 0, label %6
    i32 1, label %12
    i32 2, label %18
  ]

6:                                                ; preds = %1
  %7 = load %struct.value*, %struct.value** %2, align 8
  %8 = getelementptr inbounds %struct.value, %struct.value* %7, i32 0, i32 1
  %9 = bitcast %union.anon* %8 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i64 0, i64 0), i64 noundef %10)
  br label %24

12:                                               ; preds = %1
  %13 = load %struct.value*, %struct.value** %2, align 8
  %14 = getelementptr inbounds %struct.value, %struct.value* %13, i32 0, i32 1
  %15 = bitcast %union.anon* %14 to double*
  %16 = load double, double* %15, align 8
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), double noundef %16)
  br label %24

18:                                               ; preds = %1
  %19 = load %struct.value*, %struct.value** %2, align 8
  %20 = getelementptr inbounds %struct.value, %struct.value* %19, i32 0, i32 1
  %21 = bitcast %union.anon* %20 to i8**
  %22 = load i8*, i8** %21, align 8
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i8* noundef %22)
  br label %24

24:                                               ; preds = %1, %18, %12, %6
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nocallback nofree nounwind willreturn }
attributes #3 = { argmemonly nocallback nofree nounwind willreturn writeonly }

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
