; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@.str = private unnamed_addr constant [10 x i8] c"sum=%.2f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"count=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [2 x i8] c"b\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [2 x i8] c"c\00", align 1, !dbg !16
@.str.5 = private unnamed_addr constant [12 x i8] c"%d-%s-%.1f\0A\00", align 1, !dbg !18
@.str.6 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !23
@.str.7 = private unnamed_addr constant [11 x i8] c"mixed=%ld\0A\00", align 1, !dbg !25
@.str.8 = private unnamed_addr constant [7 x i8] c"[log] \00", align 1, !dbg !30
@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8

; Function Attrs: nofree nosync nounwind uwtable
define dso_local double @sum_doubles(i32 noundef %0, ...) local_unnamed_addr #0 !dbg !46 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !52, metadata !DIExpression()), !dbg !74
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*, !dbg !75
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #7, !dbg !75
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %2, metadata !53, metadata !DIExpression()), !dbg !76
  call void @llvm.va_start(i8* nonnull %3), !dbg !77
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !71, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()), !dbg !78
  %4 = icmp sgt i32 %0, 0, !dbg !79
  br i1 %4, label %5, label %34, !dbg !81

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 1
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = load i32, i32* %6, align 4, !dbg !82
  %11 = and i32 %0, 1, !dbg !81
  %12 = icmp eq i32 %0, 1, !dbg !81
  br i1 %12, label %15, label %13, !dbg !81

13:                                               ; preds = %5
  %14 = and i32 %0, -2, !dbg !81
  br label %36, !dbg !81

15:                                               ; preds = %62, %5
  %16 = phi double [ undef, %5 ], [ %67, %62 ]
  %17 = phi i32 [ %10, %5 ], [ %63, %62 ]
  %18 = phi double [ 0.000000e+00, %5 ], [ %67, %62 ]
  %19 = icmp eq i32 %11, 0, !dbg !82
  br i1 %19, label %34, label %20, !dbg !82

20:                                               ; preds = %15
  call void @llvm.dbg.value(metadata i32 undef, metadata !72, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double %18, metadata !71, metadata !DIExpression()), !dbg !74
  %21 = icmp ult i32 %17, 161, !dbg !82
  br i1 %21, label %25, label %22, !dbg !82

22:                                               ; preds = %20
  %23 = load i8*, i8** %7, align 8, !dbg !82
  %24 = getelementptr i8, i8* %23, i64 8, !dbg !82
  store i8* %24, i8** %7, align 8, !dbg !82
  br label %29, !dbg !82

25:                                               ; preds = %20
  %26 = zext i32 %17 to i64, !dbg !82
  %27 = getelementptr i8, i8* %9, i64 %26, !dbg !82
  %28 = add nuw nsw i32 %17, 16, !dbg !82
  store i32 %28, i32* %6, align 4, !dbg !82
  br label %29, !dbg !82

29:                                               ; preds = %25, %22
  %30 = phi i8* [ %27, %25 ], [ %23, %22 ]
  %31 = bitcast i8* %30 to double*, !dbg !82
  %32 = load double, double* %31, align 8, !dbg !82
  %33 = fadd double %18, %32, !dbg !83
  call void @llvm.dbg.value(metadata double %33, metadata !71, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 undef, metadata !72, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !78
  br label %34, !dbg !84

34:                                               ; preds = %29, %15, %1
  %35 = phi double [ 0.000000e+00, %1 ], [ %16, %15 ], [ %33, %29 ], !dbg !74
  call void @llvm.va_end(i8* nonnull %3), !dbg !84
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #7, !dbg !85
  ret double %35, !dbg !86

36:                                               ; preds = %62, %13
  %37 = phi i32 [ %10, %13 ], [ %63, %62 ], !dbg !82
  %38 = phi double [ 0.000000e+00, %13 ], [ %67, %62 ]
  %39 = phi i32 [ 0, %13 ], [ %68, %62 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !72, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double %38, metadata !71, metadata !DIExpression()), !dbg !74
  %40 = icmp ult i32 %37, 161, !dbg !82
  br i1 %40, label %41, label %45, !dbg !82

41:                                               ; preds = %36
  %42 = zext i32 %37 to i64, !dbg !82
  %43 = getelementptr i8, i8* %9, i64 %42, !dbg !82
  %44 = add nuw nsw i32 %37, 16, !dbg !82
  store i32 %44, i32* %6, align 4, !dbg !82
  br label %48, !dbg !82

45:                                               ; preds = %36
  %46 = load i8*, i8** %7, align 8, !dbg !82
  %47 = getelementptr i8, i8* %46, i64 8, !dbg !82
  store i8* %47, i8** %7, align 8, !dbg !82
  br label %48, !dbg !82

48:                                               ; preds = %45, %41
  %49 = phi i32 [ %44, %41 ], [ %37, %45 ]
  %50 = phi i8* [ %43, %41 ], [ %46, %45 ]
  %51 = bitcast i8* %50 to double*, !dbg !82
  %52 = load double, double* %51, align 8, !dbg !82
  %53 = fadd double %38, %52, !dbg !83
  call void @llvm.dbg.value(metadata double %53, metadata !71, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 poison, metadata !72, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !78
  call void @llvm.dbg.value(metadata i32 poison, metadata !72, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !78
  call void @llvm.dbg.value(metadata double %53, metadata !71, metadata !DIExpression()), !dbg !74
  %54 = icmp ult i32 %49, 161, !dbg !82
  br i1 %54, label %58, label %55, !dbg !82

55:                                               ; preds = %48
  %56 = load i8*, i8** %7, align 8, !dbg !82
  %57 = getelementptr i8, i8* %56, i64 8, !dbg !82
  store i8* %57, i8** %7, align 8, !dbg !82
  br label %62, !dbg !82

58:                                               ; preds = %48
  %59 = zext i32 %49 to i64, !dbg !82
  %60 = getelementptr i8, i8* %9, i64 %59, !dbg !82
  %61 = add nuw nsw i32 %49, 16, !dbg !82
  store i32 %61, i32* %6, align 4, !dbg !82
  br label %62, !dbg !82

62:                                               ; preds = %58, %55
  %63 = phi i32 [ %61, %58 ], [ %49, %55 ]
  %64 = phi i8* [ %60, %58 ], [ %56, %55 ]
  %65 = bitcast i8* %64 to double*, !dbg !82
  %66 = load double, double* %65, align 8, !dbg !82
  %67 = fadd double %53, %66, !dbg !83
  call void @llvm.dbg.value(metadata double %67, metadata !71, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 poison, metadata !72, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !78
  %68 = add i32 %39, 2, !dbg !81
  %69 = icmp eq i32 %68, %14, !dbg !81
  br i1 %69, label %15, label %36, !dbg !81, !llvm.loop !87
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #3

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #3

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @count_strings(i8* noundef readnone %0, ...) local_unnamed_addr #0 !dbg !90 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i8* %0, metadata !96, metadata !DIExpression()), !dbg !101
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*, !dbg !102
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #7, !dbg !102
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %2, metadata !97, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()), !dbg !101
  call void @llvm.va_start(i8* nonnull %3), !dbg !104
  call void @llvm.dbg.value(metadata i8* %0, metadata !99, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()), !dbg !101
  %4 = icmp eq i8* %0, null, !dbg !106
  br i1 %4, label %11, label %5, !dbg !106

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = load i32, i32* %6, align 16, !dbg !107
  br label %13, !dbg !106

11:                                               ; preds = %25, %1
  %12 = phi i32 [ 0, %1 ], [ %16, %25 ], !dbg !101
  call void @llvm.va_end(i8* nonnull %3), !dbg !109
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #7, !dbg !110
  ret i32 %12, !dbg !111

13:                                               ; preds = %5, %25
  %14 = phi i32 [ %10, %5 ], [ %26, %25 ], !dbg !107
  %15 = phi i32 [ 0, %5 ], [ %16, %25 ]
  call void @llvm.dbg.value(metadata i32 %15, metadata !98, metadata !DIExpression()), !dbg !101
  %16 = add nuw nsw i32 %15, 1, !dbg !112
  call void @llvm.dbg.value(metadata i32 %16, metadata !98, metadata !DIExpression()), !dbg !101
  %17 = icmp ult i32 %14, 41, !dbg !107
  br i1 %17, label %18, label %22, !dbg !107

18:                                               ; preds = %13
  %19 = zext i32 %14 to i64, !dbg !107
  %20 = getelementptr i8, i8* %9, i64 %19, !dbg !107
  %21 = add nuw nsw i32 %14, 8, !dbg !107
  store i32 %21, i32* %6, align 16, !dbg !107
  br label %25, !dbg !107

22:                                               ; preds = %13
  %23 = load i8*, i8** %7, align 8, !dbg !107
  %24 = getelementptr i8, i8* %23, i64 8, !dbg !107
  store i8* %24, i8** %7, align 8, !dbg !107
  br label %25, !dbg !107

25:                                               ; preds = %22, %18
  %26 = phi i32 [ %21, %18 ], [ %14, %22 ]
  %27 = phi i8* [ %20, %18 ], [ %23, %22 ]
  %28 = bitcast i8* %27 to i8**, !dbg !107
  %29 = load i8*, i8** %28, align 8, !dbg !107
  call void @llvm.dbg.value(metadata i8* %29, metadata !99, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i32 %16, metadata !98, metadata !DIExpression()), !dbg !101
  %30 = icmp eq i8* %29, null, !dbg !106
  br i1 %30, label %11, label %13, !dbg !106, !llvm.loop !113
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i64 @mixed(i32 noundef %0, ...) local_unnamed_addr #0 !dbg !115 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !120, metadata !DIExpression()), !dbg !128
  %4 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*, !dbg !129
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #7, !dbg !129
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %2, metadata !121, metadata !DIExpression()), !dbg !130
  %5 = bitcast [1 x %struct.__va_list_tag]* %3 to i8*, !dbg !129
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %5) #7, !dbg !129
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %3, metadata !122, metadata !DIExpression()), !dbg !131
  call void @llvm.va_start(i8* nonnull %4), !dbg !132
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4), !dbg !133
  call void @llvm.dbg.value(metadata i64 0, metadata !123, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i32 0, metadata !124, metadata !DIExpression()), !dbg !134
  %6 = icmp sgt i32 %0, 0, !dbg !135
  br i1 %6, label %7, label %102, !dbg !137

7:                                                ; preds = %1
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %11 = load i8*, i8** %10, align 16
  %12 = load i32, i32* %8, align 16, !dbg !138
  %13 = add i32 %0, -1, !dbg !137
  %14 = and i32 %0, 1, !dbg !137
  %15 = icmp eq i32 %13, 0, !dbg !137
  br i1 %15, label %18, label %16, !dbg !137

16:                                               ; preds = %7
  %17 = and i32 %0, -2, !dbg !137
  br label %49, !dbg !137

18:                                               ; preds = %75, %7
  %19 = phi i64 [ undef, %7 ], [ %80, %75 ]
  %20 = phi i32 [ %12, %7 ], [ %76, %75 ]
  %21 = phi i64 [ 0, %7 ], [ %80, %75 ]
  %22 = icmp eq i32 %14, 0, !dbg !138
  br i1 %22, label %37, label %23, !dbg !138

23:                                               ; preds = %18
  call void @llvm.dbg.value(metadata i32 undef, metadata !124, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 %21, metadata !123, metadata !DIExpression()), !dbg !128
  %24 = icmp ult i32 %20, 41, !dbg !138
  br i1 %24, label %28, label %25, !dbg !138

25:                                               ; preds = %23
  %26 = load i8*, i8** %9, align 8, !dbg !138
  %27 = getelementptr i8, i8* %26, i64 8, !dbg !138
  store i8* %27, i8** %9, align 8, !dbg !138
  br label %32, !dbg !138

28:                                               ; preds = %23
  %29 = zext i32 %20 to i64, !dbg !138
  %30 = getelementptr i8, i8* %11, i64 %29, !dbg !138
  %31 = add nuw nsw i32 %20, 8, !dbg !138
  store i32 %31, i32* %8, align 16, !dbg !138
  br label %32, !dbg !138

32:                                               ; preds = %28, %25
  %33 = phi i8* [ %30, %28 ], [ %26, %25 ]
  %34 = bitcast i8* %33 to i64*, !dbg !138
  %35 = load i64, i64* %34, align 8, !dbg !138
  %36 = add nsw i64 %35, %21, !dbg !139
  call void @llvm.dbg.value(metadata i64 %36, metadata !123, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i32 undef, metadata !124, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !134
  br label %37, !dbg !140

37:                                               ; preds = %18, %32
  %38 = phi i64 [ %19, %18 ], [ %36, %32 ], !dbg !139
  call void @llvm.dbg.value(metadata i32 0, metadata !126, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 %38, metadata !123, metadata !DIExpression()), !dbg !128
  br i1 %6, label %39, label %102, !dbg !140

39:                                               ; preds = %37
  %40 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 0
  %41 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 2
  %42 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 3
  %43 = load i8*, i8** %42, align 16
  %44 = load i32, i32* %40, align 16, !dbg !142
  %45 = and i32 %0, 1, !dbg !140
  %46 = icmp eq i32 %13, 0, !dbg !140
  br i1 %46, label %83, label %47, !dbg !140

47:                                               ; preds = %39
  %48 = and i32 %0, -2, !dbg !140
  br label %104, !dbg !140

49:                                               ; preds = %75, %16
  %50 = phi i32 [ %12, %16 ], [ %76, %75 ], !dbg !138
  %51 = phi i64 [ 0, %16 ], [ %80, %75 ]
  %52 = phi i32 [ 0, %16 ], [ %81, %75 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !124, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 %51, metadata !123, metadata !DIExpression()), !dbg !128
  %53 = icmp ult i32 %50, 41, !dbg !138
  br i1 %53, label %54, label %58, !dbg !138

54:                                               ; preds = %49
  %55 = zext i32 %50 to i64, !dbg !138
  %56 = getelementptr i8, i8* %11, i64 %55, !dbg !138
  %57 = add nuw nsw i32 %50, 8, !dbg !138
  store i32 %57, i32* %8, align 16, !dbg !138
  br label %61, !dbg !138

58:                                               ; preds = %49
  %59 = load i8*, i8** %9, align 8, !dbg !138
  %60 = getelementptr i8, i8* %59, i64 8, !dbg !138
  store i8* %60, i8** %9, align 8, !dbg !138
  br label %61, !dbg !138

61:                                               ; preds = %58, %54
  %62 = phi i32 [ %57, %54 ], [ %50, %58 ]
  %63 = phi i8* [ %56, %54 ], [ %59, %58 ]
  %64 = bitcast i8* %63 to i64*, !dbg !138
  %65 = load i64, i64* %64, align 8, !dbg !138
  %66 = add nsw i64 %65, %51, !dbg !139
  call void @llvm.dbg.value(metadata i64 %66, metadata !123, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i32 poison, metadata !124, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !134
  call void @llvm.dbg.value(metadata i32 poison, metadata !124, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !134
  call void @llvm.dbg.value(metadata i64 %66, metadata !123, metadata !DIExpression()), !dbg !128
  %67 = icmp ult i32 %62, 41, !dbg !138
  br i1 %67, label %71, label %68, !dbg !138

68:                                               ; preds = %61
  %69 = load i8*, i8** %9, align 8, !dbg !138
  %70 = getelementptr i8, i8* %69, i64 8, !dbg !138
  store i8* %70, i8** %9, align 8, !dbg !138
  br label %75, !dbg !138

71:                                               ; preds = %61
  %72 = zext i32 %62 to i64, !dbg !138
  %73 = getelementptr i8, i8* %11, i64 %72, !dbg !138
  %74 = add nuw nsw i32 %62, 8, !dbg !138
  store i32 %74, i32* %8, align 16, !dbg !138
  br label %75, !dbg !138

75:                                               ; preds = %71, %68
  %76 = phi i32 [ %74, %71 ], [ %62, %68 ]
  %77 = phi i8* [ %73, %71 ], [ %69, %68 ]
  %78 = bitcast i8* %77 to i64*, !dbg !138
  %79 = load i64, i64* %78, align 8, !dbg !138
  %80 = add nsw i64 %79, %66, !dbg !139
  call void @llvm.dbg.value(metadata i64 %80, metadata !123, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i32 poison, metadata !124, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !134
  %81 = add i32 %52, 2, !dbg !137
  %82 = icmp eq i32 %81, %17, !dbg !137
  br i1 %82, label %18, label %49, !dbg !137, !llvm.loop !144

83:                                               ; preds = %130, %39
  %84 = phi i64 [ undef, %39 ], [ %135, %130 ]
  %85 = phi i32 [ %44, %39 ], [ %131, %130 ]
  %86 = phi i64 [ %38, %39 ], [ %135, %130 ]
  %87 = icmp eq i32 %45, 0, !dbg !142
  br i1 %87, label %102, label %88, !dbg !142

88:                                               ; preds = %83
  call void @llvm.dbg.value(metadata i32 undef, metadata !126, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 %86, metadata !123, metadata !DIExpression()), !dbg !128
  %89 = icmp ult i32 %85, 41, !dbg !142
  br i1 %89, label %93, label %90, !dbg !142

90:                                               ; preds = %88
  %91 = load i8*, i8** %41, align 8, !dbg !142
  %92 = getelementptr i8, i8* %91, i64 8, !dbg !142
  store i8* %92, i8** %41, align 8, !dbg !142
  br label %97, !dbg !142

93:                                               ; preds = %88
  %94 = zext i32 %85 to i64, !dbg !142
  %95 = getelementptr i8, i8* %43, i64 %94, !dbg !142
  %96 = add nuw nsw i32 %85, 8, !dbg !142
  store i32 %96, i32* %40, align 16, !dbg !142
  br label %97, !dbg !142

97:                                               ; preds = %93, %90
  %98 = phi i8* [ %95, %93 ], [ %91, %90 ]
  %99 = bitcast i8* %98 to i64*, !dbg !142
  %100 = load i64, i64* %99, align 8, !dbg !142
  %101 = add nsw i64 %100, %86, !dbg !146
  call void @llvm.dbg.value(metadata i64 %101, metadata !123, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i32 undef, metadata !126, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !141
  br label %102, !dbg !147

102:                                              ; preds = %97, %83, %1, %37
  %103 = phi i64 [ %38, %37 ], [ 0, %1 ], [ %84, %83 ], [ %101, %97 ], !dbg !128
  call void @llvm.va_end(i8* nonnull %5), !dbg !147
  call void @llvm.va_end(i8* nonnull %4), !dbg !148
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %5) #7, !dbg !149
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #7, !dbg !149
  ret i64 %103, !dbg !150

104:                                              ; preds = %130, %47
  %105 = phi i32 [ %44, %47 ], [ %131, %130 ], !dbg !142
  %106 = phi i64 [ %38, %47 ], [ %135, %130 ]
  %107 = phi i32 [ 0, %47 ], [ %136, %130 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !126, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 %106, metadata !123, metadata !DIExpression()), !dbg !128
  %108 = icmp ult i32 %105, 41, !dbg !142
  br i1 %108, label %109, label %113, !dbg !142

109:                                              ; preds = %104
  %110 = zext i32 %105 to i64, !dbg !142
  %111 = getelementptr i8, i8* %43, i64 %110, !dbg !142
  %112 = add nuw nsw i32 %105, 8, !dbg !142
  store i32 %112, i32* %40, align 16, !dbg !142
  br label %116, !dbg !142

113:                                              ; preds = %104
  %114 = load i8*, i8** %41, align 8, !dbg !142
  %115 = getelementptr i8, i8* %114, i64 8, !dbg !142
  store i8* %115, i8** %41, align 8, !dbg !142
  br label %116, !dbg !142

116:                                              ; preds = %113, %109
  %117 = phi i32 [ %112, %109 ], [ %105, %113 ]
  %118 = phi i8* [ %111, %109 ], [ %114, %113 ]
  %119 = bitcast i8* %118 to i64*, !dbg !142
  %120 = load i64, i64* %119, align 8, !dbg !142
  %121 = add nsw i64 %120, %106, !dbg !146
  call void @llvm.dbg.value(metadata i64 %121, metadata !123, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i32 poison, metadata !126, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !141
  call void @llvm.dbg.value(metadata i32 poison, metadata !126, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !141
  call void @llvm.dbg.value(metadata i64 %121, metadata !123, metadata !DIExpression()), !dbg !128
  %122 = icmp ult i32 %117, 41, !dbg !142
  br i1 %122, label %126, label %123, !dbg !142

123:                                              ; preds = %116
  %124 = load i8*, i8** %41, align 8, !dbg !142
  %125 = getelementptr i8, i8* %124, i64 8, !dbg !142
  store i8* %125, i8** %41, align 8, !dbg !142
  br label %130, !dbg !142

126:                                              ; preds = %116
  %127 = zext i32 %117 to i64, !dbg !142
  %128 = getelementptr i8, i8* %43, i64 %127, !dbg !142
  %129 = add nuw nsw i32 %117, 8, !dbg !142
  store i32 %129, i32* %40, align 16, !dbg !142
  br label %130, !dbg !142

130:                                              ; preds = %126, %123
  %131 = phi i32 [ %129, %126 ], [ %117, %123 ]
  %132 = phi i8* [ %128, %126 ], [ %124, %123 ]
  %133 = bitcast i8* %132 to i64*, !dbg !142
  %134 = load i64, i64* %133, align 8, !dbg !142
  %135 = add nsw i64 %134, %121, !dbg !146
  call void @llvm.dbg.value(metadata i64 %135, metadata !123, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i32 poison, metadata !126, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !141
  %136 = add i32 %107, 2, !dbg !140
  %137 = icmp eq i32 %136, %48, !dbg !140
  br i1 %137, label %83, label %104, !dbg !140, !llvm.loop !151
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #3

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #4 !dbg !153 {
  %1 = tail call double (i32, ...) @sum_doubles(i32 noundef 4, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00), !dbg !157
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), double noundef %1), !dbg !158
  %3 = tail call i32 (i8*, ...) @count_strings(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0), i8* noundef null), !dbg !159
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i32 noundef %3), !dbg !160
  tail call void (i8*, ...) @logf_(i8* poison, i32 noundef 7, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0), double noundef 5.000000e-01), !dbg !161
  %5 = tail call i64 (i32, ...) @mixed(i32 noundef 3, i64 noundef 10, i64 noundef 20, i64 noundef 30), !dbg !162
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0), i64 noundef %5), !dbg !163
  ret i32 0, !dbg !164
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind uwtable
define internal void @logf_(i8* nocapture readnone %0, ...) unnamed_addr #4 !dbg !165 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), metadata !169, metadata !DIExpression()), !dbg !171
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*, !dbg !172
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #7, !dbg !172
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %2, metadata !170, metadata !DIExpression()), !dbg !173
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, !dbg !174
  call void @llvm.va_start(i8* nonnull %3), !dbg !174
  %5 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.8, i64 0, i64 0)), !dbg !175
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), metadata !176, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata %struct.__va_list_tag* %4, metadata !184, metadata !DIExpression()), !dbg !185
  %6 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !dbg !187, !tbaa !188, !noalias !192
  %7 = call i32 @vfprintf(%struct._IO_FILE* noundef %6, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), %struct.__va_list_tag* noundef nonnull %4), !dbg !195
  call void @llvm.va_end(i8* nonnull %3), !dbg !196
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #7, !dbg !197
  ret void, !dbg !197
}

; Function Attrs: nofree nounwind
declare noundef i32 @vfprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, %struct.__va_list_tag* noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!35}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "varargs.c", directory: "/irfix/corpus/src", checksumkind: CSK_MD5, checksum: "e8523fb9383a1dd3eead994f01b87196")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 2)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !11, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !11, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 12)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !11, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 11)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 7)
!35 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, producer: "Debian clang version 15.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !36, globals: !38, splitDebugInlining: false, nameTableKind: None)
!36 = !{!37}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!38 = !{!0, !7, !9, !14, !16, !18, !23, !25, !30}
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 7, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 2}
!45 = !{!"Debian clang version 15.0.6"}
!46 = distinct !DISubprogram(name: "sum_doubles", scope: !2, file: !2, line: 5, type: !47, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !51)
!47 = !DISubroutineType(types: !48)
!48 = !{!49, !50, null}
!49 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!50 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!51 = !{!52, !53, !71, !72}
!52 = !DILocalVariable(name: "n", arg: 1, scope: !46, file: !2, line: 5, type: !50)
!53 = !DILocalVariable(name: "ap", scope: !46, file: !2, line: 6, type: !54)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !55, line: 52, baseType: !56)
!55 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !57, line: 32, baseType: !58)
!57 = !DIFile(filename: "/usr/lib/llvm-15/lib/clang/15.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !59, baseType: !60)
!59 = !DIFile(filename: "varargs.c", directory: "/irfix/corpus/src")
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 192, elements: !69)
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !62)
!62 = !{!63, !65, !66, !68}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !61, file: !59, line: 6, baseType: !64, size: 32)
!64 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !61, file: !59, line: 6, baseType: !64, size: 32, offset: 32)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !61, file: !59, line: 6, baseType: !67, size: 64, offset: 64)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !61, file: !59, line: 6, baseType: !67, size: 64, offset: 128)
!69 = !{!70}
!70 = !DISubrange(count: 1)
!71 = !DILocalVariable(name: "s", scope: !46, file: !2, line: 8, type: !49)
!72 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 9, type: !50)
!73 = distinct !DILexicalBlock(scope: !46, file: !2, line: 9, column: 3)
!74 = !DILocation(line: 0, scope: !46)
!75 = !DILocation(line: 6, column: 3, scope: !46)
!76 = !DILocation(line: 6, column: 11, scope: !46)
!77 = !DILocation(line: 7, column: 3, scope: !46)
!78 = !DILocation(line: 0, scope: !73)
!79 = !DILocation(line: 9, column: 21, scope: !80)
!80 = distinct !DILexicalBlock(scope: !73, file: !2, line: 9, column: 3)
!81 = !DILocation(line: 9, column: 3, scope: !73)
!82 = !DILocation(line: 9, column: 36, scope: !80)
!83 = !DILocation(line: 9, column: 33, scope: !80)
!84 = !DILocation(line: 10, column: 3, scope: !46)
!85 = !DILocation(line: 12, column: 1, scope: !46)
!86 = !DILocation(line: 11, column: 3, scope: !46)
!87 = distinct !{!87, !81, !88, !89}
!88 = !DILocation(line: 9, column: 36, scope: !73)
!89 = !{!"llvm.loop.mustprogress"}
!90 = distinct !DISubprogram(name: "count_strings", scope: !2, file: !2, line: 14, type: !91, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !95)
!91 = !DISubroutineType(types: !92)
!92 = !{!50, !93, null}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!95 = !{!96, !97, !98, !99}
!96 = !DILocalVariable(name: "first", arg: 1, scope: !90, file: !2, line: 14, type: !93)
!97 = !DILocalVariable(name: "ap", scope: !90, file: !2, line: 15, type: !54)
!98 = !DILocalVariable(name: "n", scope: !90, file: !2, line: 16, type: !50)
!99 = !DILocalVariable(name: "s", scope: !100, file: !2, line: 18, type: !93)
!100 = distinct !DILexicalBlock(scope: !90, file: !2, line: 18, column: 3)
!101 = !DILocation(line: 0, scope: !90)
!102 = !DILocation(line: 15, column: 3, scope: !90)
!103 = !DILocation(line: 15, column: 11, scope: !90)
!104 = !DILocation(line: 17, column: 3, scope: !90)
!105 = !DILocation(line: 0, scope: !100)
!106 = !DILocation(line: 18, column: 3, scope: !100)
!107 = !DILocation(line: 18, column: 38, scope: !108)
!108 = distinct !DILexicalBlock(scope: !100, file: !2, line: 18, column: 3)
!109 = !DILocation(line: 19, column: 3, scope: !90)
!110 = !DILocation(line: 21, column: 1, scope: !90)
!111 = !DILocation(line: 20, column: 3, scope: !90)
!112 = !DILocation(line: 18, column: 65, scope: !108)
!113 = distinct !{!113, !106, !114, !89}
!114 = !DILocation(line: 18, column: 65, scope: !100)
!115 = distinct !DISubprogram(name: "mixed", scope: !2, file: !2, line: 31, type: !116, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !119)
!116 = !DISubroutineType(types: !117)
!117 = !{!118, !50, null}
!118 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!119 = !{!120, !121, !122, !123, !124, !126}
!120 = !DILocalVariable(name: "n", arg: 1, scope: !115, file: !2, line: 31, type: !50)
!121 = !DILocalVariable(name: "ap", scope: !115, file: !2, line: 32, type: !54)
!122 = !DILocalVariable(name: "copy", scope: !115, file: !2, line: 32, type: !54)
!123 = !DILocalVariable(name: "s", scope: !115, file: !2, line: 35, type: !118)
!124 = !DILocalVariable(name: "i", scope: !125, file: !2, line: 36, type: !50)
!125 = distinct !DILexicalBlock(scope: !115, file: !2, line: 36, column: 3)
!126 = !DILocalVariable(name: "i", scope: !127, file: !2, line: 37, type: !50)
!127 = distinct !DILexicalBlock(scope: !115, file: !2, line: 37, column: 3)
!128 = !DILocation(line: 0, scope: !115)
!129 = !DILocation(line: 32, column: 3, scope: !115)
!130 = !DILocation(line: 32, column: 11, scope: !115)
!131 = !DILocation(line: 32, column: 15, scope: !115)
!132 = !DILocation(line: 33, column: 3, scope: !115)
!133 = !DILocation(line: 34, column: 3, scope: !115)
!134 = !DILocation(line: 0, scope: !125)
!135 = !DILocation(line: 36, column: 21, scope: !136)
!136 = distinct !DILexicalBlock(scope: !125, file: !2, line: 36, column: 3)
!137 = !DILocation(line: 36, column: 3, scope: !125)
!138 = !DILocation(line: 36, column: 36, scope: !136)
!139 = !DILocation(line: 36, column: 33, scope: !136)
!140 = !DILocation(line: 37, column: 3, scope: !127)
!141 = !DILocation(line: 0, scope: !127)
!142 = !DILocation(line: 37, column: 36, scope: !143)
!143 = distinct !DILexicalBlock(scope: !127, file: !2, line: 37, column: 3)
!144 = distinct !{!144, !137, !145, !89}
!145 = !DILocation(line: 36, column: 36, scope: !125)
!146 = !DILocation(line: 37, column: 33, scope: !143)
!147 = !DILocation(line: 38, column: 3, scope: !115)
!148 = !DILocation(line: 39, column: 3, scope: !115)
!149 = !DILocation(line: 41, column: 1, scope: !115)
!150 = !DILocation(line: 40, column: 3, scope: !115)
!151 = distinct !{!151, !140, !152, !89}
!152 = !DILocation(line: 37, column: 36, scope: !127)
!153 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 43, type: !154, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !156)
!154 = !DISubroutineType(types: !155)
!155 = !{!50}
!156 = !{}
!157 = !DILocation(line: 44, column: 24, scope: !153)
!158 = !DILocation(line: 44, column: 3, scope: !153)
!159 = !DILocation(line: 45, column: 24, scope: !153)
!160 = !DILocation(line: 45, column: 3, scope: !153)
!161 = !DILocation(line: 46, column: 3, scope: !153)
!162 = !DILocation(line: 47, column: 25, scope: !153)
!163 = !DILocation(line: 47, column: 3, scope: !153)
!164 = !DILocation(line: 48, column: 3, scope: !153)
!165 = distinct !DISubprogram(name: "logf_", scope: !2, file: !2, line: 23, type: !166, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !168)
!166 = !DISubroutineType(types: !167)
!167 = !{null, !93, null}
!168 = !{!169, !170}
!169 = !DILocalVariable(name: "fmt", arg: 1, scope: !165, file: !2, line: 23, type: !93)
!170 = !DILocalVariable(name: "ap", scope: !165, file: !2, line: 24, type: !54)
!171 = !DILocation(line: 0, scope: !165)
!172 = !DILocation(line: 24, column: 3, scope: !165)
!173 = !DILocation(line: 24, column: 11, scope: !165)
!174 = !DILocation(line: 25, column: 3, scope: !165)
!175 = !DILocation(line: 26, column: 3, scope: !165)
!176 = !DILocalVariable(name: "__fmt", arg: 1, scope: !177, file: !178, line: 39, type: !181)
!177 = distinct !DISubprogram(name: "vprintf", scope: !178, file: !178, line: 39, type: !179, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !183)
!178 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!179 = !DISubroutineType(types: !180)
!180 = !{!50, !181, !182}
!181 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !93)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!183 = !{!176, !184}
!184 = !DILocalVariable(name: "__arg", arg: 2, scope: !177, file: !178, line: 39, type: !182)
!185 = !DILocation(line: 0, scope: !177, inlinedAt: !186)
!186 = distinct !DILocation(line: 27, column: 3, scope: !165)
!187 = !DILocation(line: 41, column: 20, scope: !177, inlinedAt: !186)
!188 = !{!189, !189, i64 0}
!189 = !{!"any pointer", !190, i64 0}
!190 = !{!"omnipotent char", !191, i64 0}
!191 = !{!"Simple C/C++ TBAA"}
!192 = !{!193}
!193 = distinct !{!193, !194, !"vprintf: argument 0"}
!194 = distinct !{!194, !"vprintf"}
!195 = !DILocation(line: 41, column: 10, scope: !177, inlinedAt: !186)
!196 = !DILocation(line: 28, column: 3, scope: !165)
!197 = !DILocation(line: 29, column: 1, scope: !165)
