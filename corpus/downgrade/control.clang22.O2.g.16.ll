source_filename = "control.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"find=%d (%d,%d)\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"collatz=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [9 x i8] c"skip=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [12 x i8] c"numbers=%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [14 x i8] c"a1 22 b333c 4\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [13 x i8] c"logic=%d %d\0A\00", align 1, !dbg !24

define dso_local i32 @find2d(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !43 {
  call void @llvm.dbg.value(metadata ptr %0, metadata !53, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata i32 %1, metadata !54, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata ptr %2, metadata !55, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata ptr %3, metadata !56, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata i64 0, metadata !57, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata i64 0, metadata !59, metadata !DIExpression()), !dbg !65
  %5 = load i32, ptr %0, align 4, !dbg !66, !tbaa !39
  %6 = icmp eq i32 %5, %1, !dbg !69
  br i1 %6, label %67, label %7, !dbg !70

7:
  call void @llvm.dbg.value(metadata i64 1, metadata !59, metadata !DIExpression()), !dbg !65
  %8 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !66
  %9 = load i32, ptr %8, align 4, !dbg !66, !tbaa !39
  %10 = icmp eq i32 %9, %1, !dbg !71
  br i1 %10, label %67, label %11, !dbg !72

11:
  call void @llvm.dbg.value(metadata i64 2, metadata !59, metadata !DIExpression()), !dbg !65
  %12 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !66
  %13 = load i32, ptr %12, align 4, !dbg !66, !tbaa !39
  %14 = icmp eq i32 %13, %1, !dbg !73
  br i1 %14, label %67, label %15, !dbg !74

15:
  call void @llvm.dbg.value(metadata i64 3, metadata !59, metadata !DIExpression()), !dbg !65
  %16 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !66
  %17 = load i32, ptr %16, align 4, !dbg !66, !tbaa !39
  %18 = icmp eq i32 %17, %1, !dbg !75
  br i1 %18, label %67, label %19, !dbg !76

19:
  call void @llvm.dbg.value(metadata i64 4, metadata !59, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.value(metadata i64 1, metadata !57, metadata !DIExpression()), !dbg !64
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.dbg.value(metadata i64 0, metadata !59, metadata !DIExpression()), !dbg !65
  %21 = load i32, ptr %20, align 4, !dbg !66, !tbaa !39
  %22 = icmp eq i32 %21, %1, !dbg !77
  br i1 %22, label %67, label %23, !dbg !78

23:
  call void @llvm.dbg.value(metadata i64 1, metadata !59, metadata !DIExpression()), !dbg !65
  %24 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !66
  %25 = load i32, ptr %24, align 4, !dbg !66, !tbaa !39
  %26 = icmp eq i32 %25, %1, !dbg !79
  br i1 %26, label %67, label %27, !dbg !80

27:
  call void @llvm.dbg.value(metadata i64 2, metadata !59, metadata !DIExpression()), !dbg !65
  %28 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !66
  %29 = load i32, ptr %28, align 4, !dbg !66, !tbaa !39
  %30 = icmp eq i32 %29, %1, !dbg !81
  br i1 %30, label %67, label %31, !dbg !82

31:
  call void @llvm.dbg.value(metadata i64 3, metadata !59, metadata !DIExpression()), !dbg !65
  %32 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !66
  %33 = load i32, ptr %32, align 4, !dbg !66, !tbaa !39
  %34 = icmp eq i32 %33, %1, !dbg !83
  br i1 %34, label %67, label %35, !dbg !84

35:
  call void @llvm.dbg.value(metadata i64 4, metadata !59, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.value(metadata i64 2, metadata !57, metadata !DIExpression()), !dbg !64
  %36 = getelementptr inbounds i8, ptr %0, i64 32
  call void @llvm.dbg.value(metadata i64 0, metadata !59, metadata !DIExpression()), !dbg !65
  %37 = load i32, ptr %36, align 4, !dbg !66, !tbaa !39
  %38 = icmp eq i32 %37, %1, !dbg !85
  br i1 %38, label %67, label %39, !dbg !86

39:
  call void @llvm.dbg.value(metadata i64 1, metadata !59, metadata !DIExpression()), !dbg !65
  %40 = getelementptr inbounds i8, ptr %0, i64 36, !dbg !66
  %41 = load i32, ptr %40, align 4, !dbg !66, !tbaa !39
  %42 = icmp eq i32 %41, %1, !dbg !87
  br i1 %42, label %67, label %43, !dbg !88

43:
  call void @llvm.dbg.value(metadata i64 2, metadata !59, metadata !DIExpression()), !dbg !65
  %44 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !66
  %45 = load i32, ptr %44, align 4, !dbg !66, !tbaa !39
  %46 = icmp eq i32 %45, %1, !dbg !89
  br i1 %46, label %67, label %47, !dbg !90

47:
  call void @llvm.dbg.value(metadata i64 3, metadata !59, metadata !DIExpression()), !dbg !65
  %48 = getelementptr inbounds i8, ptr %0, i64 44, !dbg !66
  %49 = load i32, ptr %48, align 4, !dbg !66, !tbaa !39
  %50 = icmp eq i32 %49, %1, !dbg !91
  br i1 %50, label %67, label %51, !dbg !92

51:
  call void @llvm.dbg.value(metadata i64 4, metadata !59, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.value(metadata i64 3, metadata !57, metadata !DIExpression()), !dbg !64
  %52 = getelementptr inbounds i8, ptr %0, i64 48
  call void @llvm.dbg.value(metadata i64 0, metadata !59, metadata !DIExpression()), !dbg !65
  %53 = load i32, ptr %52, align 4, !dbg !66, !tbaa !39
  %54 = icmp eq i32 %53, %1, !dbg !93
  br i1 %54, label %67, label %55, !dbg !94

55:
  call void @llvm.dbg.value(metadata i64 1, metadata !59, metadata !DIExpression()), !dbg !65
  %56 = getelementptr inbounds i8, ptr %0, i64 52, !dbg !66
  %57 = load i32, ptr %56, align 4, !dbg !66, !tbaa !39
  %58 = icmp eq i32 %57, %1, !dbg !95
  br i1 %58, label %67, label %59, !dbg !96

59:
  call void @llvm.dbg.value(metadata i64 2, metadata !59, metadata !DIExpression()), !dbg !65
  %60 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !66
  %61 = load i32, ptr %60, align 4, !dbg !66, !tbaa !39
  %62 = icmp eq i32 %61, %1, !dbg !97
  br i1 %62, label %67, label %63, !dbg !98

63:
  call void @llvm.dbg.value(metadata i64 3, metadata !59, metadata !DIExpression()), !dbg !65
  %64 = getelementptr inbounds i8, ptr %0, i64 60, !dbg !66
  %65 = load i32, ptr %64, align 4, !dbg !66, !tbaa !39
  %66 = icmp eq i32 %65, %1, !dbg !99
  br i1 %66, label %67, label %70, !dbg !100

67:
  %68 = phi i32 [ 0, %4 ], [ 0, %7 ], [ 0, %11 ], [ 0, %15 ], [ 1, %19 ], [ 1, %23 ], [ 1, %27 ], [ 1, %31 ], [ 2, %35 ], [ 2, %39 ], [ 2, %43 ], [ 2, %47 ], [ 3, %51 ], [ 3, %55 ], [ 3, %59 ], [ 3, %63 ]
  %69 = phi i32 [ 0, %4 ], [ 1, %7 ], [ 2, %11 ], [ 3, %15 ], [ 0, %19 ], [ 1, %23 ], [ 2, %27 ], [ 3, %31 ], [ 0, %35 ], [ 1, %39 ], [ 2, %43 ], [ 3, %47 ], [ 0, %51 ], [ 1, %55 ], [ 2, %59 ], [ 3, %63 ]
  store i32 %68, ptr %2, align 4, !dbg !101, !tbaa !39
  store i32 %69, ptr %3, align 4, !dbg !103, !tbaa !39
  br label %70, !dbg !63

70:
  %71 = phi i32 [ 1, %67 ], [ 0, %63 ], !dbg !63
  ret i32 %71, !dbg !104
}

define dso_local i32 @collatz(i64 noundef %0) local_unnamed_addr #1 !dbg !105 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !110, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !112
  br label %2, !dbg !113

2:
  %3 = phi i64 [ %0, %1 ], [ %10, %2 ]
  %4 = phi i32 [ 0, %1 ], [ %11, %2 ], !dbg !112
  call void @llvm.dbg.value(metadata i32 %4, metadata !111, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i64 %3, metadata !110, metadata !DIExpression()), !dbg !112
  %5 = and i64 %3, 1, !dbg !114
  %6 = icmp eq i64 %5, 0, !dbg !116
  %7 = mul nsw i64 %3, 3, !dbg !117
  %8 = add nsw i64 %7, 1, !dbg !117
  %9 = ashr exact i64 %3, 1, !dbg !117
  %10 = select i1 %6, i64 %9, i64 %8, !dbg !117
  call void @llvm.dbg.value(metadata i64 %10, metadata !110, metadata !DIExpression()), !dbg !112
  %11 = add nuw nsw i32 %4, 1, !dbg !118
  call void @llvm.dbg.value(metadata i32 %11, metadata !111, metadata !DIExpression()), !dbg !112
  %12 = icmp eq i64 %10, 1, !dbg !119
  br i1 %12, label %13, label %2, !dbg !120, !llvm.loop !121

13:
  ret i32 %11, !dbg !124
}

define dso_local i32 @sum_odd_skip(i32 noundef %0) local_unnamed_addr #1 !dbg !125 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !129, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 0, metadata !130, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 0, metadata !131, metadata !DIExpression()), !dbg !134
  %2 = icmp sgt i32 %0, 0, !dbg !135
  br i1 %2, label %3, label %16, !dbg !137

3:
  %4 = phi i32 [ %14, %12 ], [ 0, %1 ]
  %5 = phi i32 [ %13, %12 ], [ 0, %1 ]
  call void @llvm.dbg.value(metadata i32 %4, metadata !131, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 %5, metadata !130, metadata !DIExpression()), !dbg !133
  %6 = and i32 %4, 1, !dbg !138
  %7 = icmp eq i32 %6, 0, !dbg !141
  br i1 %7, label %12, label %8, !dbg !142

8:
  %9 = icmp ugt i32 %4, 15, !dbg !143
  br i1 %9, label %16, label %10, !dbg !145

10:
  %11 = add nsw i32 %4, %5, !dbg !146
  call void @llvm.dbg.value(metadata i32 %11, metadata !130, metadata !DIExpression()), !dbg !133
  br label %12, !dbg !147

12:
  %13 = phi i32 [ %5, %3 ], [ %11, %10 ], !dbg !133
  call void @llvm.dbg.value(metadata i32 %13, metadata !130, metadata !DIExpression()), !dbg !133
  %14 = add nuw nsw i32 %4, 1, !dbg !148
  call void @llvm.dbg.value(metadata i32 %14, metadata !131, metadata !DIExpression()), !dbg !134
  %15 = icmp eq i32 %14, %0, !dbg !149
  br i1 %15, label %16, label %3, !dbg !150, !llvm.loop !151

16:
  %17 = phi i32 [ 0, %1 ], [ %5, %8 ], [ %13, %12 ], !dbg !154
  ret i32 %17, !dbg !155
}

define dso_local i32 @count_numbers(ptr nocapture noundef readonly %0) local_unnamed_addr #2 !dbg !156 {
  call void @llvm.dbg.value(metadata ptr %0, metadata !162, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 0, metadata !163, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.label(metadata !164), !dbg !167
  %2 = load i8, ptr %0, align 1, !dbg !168, !tbaa !170
  %3 = icmp eq i8 %2, 0, !dbg !171
  br i1 %3, label %31, label %4, !dbg !172

4:
  %5 = phi i8 [ %29, %27 ], [ %2, %1 ]
  %6 = phi i32 [ %14, %27 ], [ 0, %1 ]
  %7 = phi ptr [ %28, %27 ], [ %0, %1 ]
  call void @llvm.dbg.value(metadata i32 %6, metadata !163, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata ptr %7, metadata !162, metadata !DIExpression()), !dbg !166
  br label %8, !dbg !173

8:
  %9 = phi i8 [ %5, %4 ], [ %17, %15 ]
  %10 = phi ptr [ %7, %4 ], [ %16, %15 ]
  call void @llvm.dbg.value(metadata ptr %10, metadata !162, metadata !DIExpression()), !dbg !166
  %11 = add i8 %9, -48, !dbg !174
  %12 = icmp ult i8 %11, 10, !dbg !174
  br i1 %12, label %13, label %15, !dbg !174

13:
  %14 = add nuw nsw i32 %6, 1, !dbg !176
  call void @llvm.dbg.value(metadata i32 %14, metadata !163, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata ptr %10, metadata !162, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !166
  br label %19, !dbg !178

15:
  %16 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !179
  call void @llvm.dbg.value(metadata i32 %6, metadata !163, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata ptr %16, metadata !162, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.label(metadata !164), !dbg !167
  %17 = load i8, ptr %16, align 1, !dbg !168, !tbaa !170
  %18 = icmp eq i8 %17, 0, !dbg !180
  br i1 %18, label %31, label %8, !dbg !181

19:
  %20 = phi ptr [ %10, %13 ], [ %21, %24 ]
  %21 = getelementptr inbounds i8, ptr %20, i64 1, !dbg !166
  call void @llvm.dbg.value(metadata ptr %21, metadata !162, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.label(metadata !165), !dbg !182
  %22 = load i8, ptr %21, align 1, !dbg !183, !tbaa !170
  %23 = icmp eq i8 %22, 0, !dbg !185
  br i1 %23, label %31, label %24, !dbg !186

24:
  %25 = add i8 %22, -48, !dbg !187
  %26 = icmp ult i8 %25, 10, !dbg !187
  br i1 %26, label %19, label %27, !dbg !187

27:
  %28 = getelementptr inbounds i8, ptr %20, i64 2, !dbg !189
  call void @llvm.dbg.value(metadata i32 %14, metadata !163, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata ptr %28, metadata !162, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.label(metadata !164), !dbg !167
  %29 = load i8, ptr %28, align 1, !dbg !168, !tbaa !170
  %30 = icmp eq i8 %29, 0, !dbg !190
  br i1 %30, label %31, label %4, !dbg !173

31:
  %32 = phi i32 [ %6, %15 ], [ %14, %19 ], [ 0, %1 ], [ %14, %27 ], !dbg !166
  ret i32 %32, !dbg !191
}

define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !192 {
  call void @llvm.dbg.value(metadata i32 0, metadata !196, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !206
  call void @llvm.dbg.value(metadata i32 7, metadata !196, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !206
  call void @llvm.dbg.value(metadata i32 14, metadata !196, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !206
  call void @llvm.dbg.value(metadata i32 5, metadata !196, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !206
  call void @llvm.dbg.value(metadata i32 12, metadata !196, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !206
  call void @llvm.dbg.value(metadata i32 3, metadata !196, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !206
  call void @llvm.dbg.value(metadata i32 10, metadata !196, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 32)), !dbg !206
  call void @llvm.dbg.value(metadata i32 1, metadata !196, metadata !DIExpression(DW_OP_LLVM_fragment, 224, 32)), !dbg !206
  call void @llvm.dbg.value(metadata i32 8, metadata !196, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 32)), !dbg !206
  call void @llvm.dbg.value(metadata i32 15, metadata !196, metadata !DIExpression(DW_OP_LLVM_fragment, 288, 32)), !dbg !206
  call void @llvm.dbg.value(metadata i32 6, metadata !196, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 32)), !dbg !206
  call void @llvm.dbg.value(metadata i32 13, metadata !196, metadata !DIExpression(DW_OP_LLVM_fragment, 352, 32)), !dbg !206
  call void @llvm.dbg.value(metadata i32 4, metadata !196, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 32)), !dbg !206
  call void @llvm.dbg.value(metadata i32 11, metadata !196, metadata !DIExpression(DW_OP_LLVM_fragment, 416, 32)), !dbg !206
  call void @llvm.dbg.value(metadata i32 2, metadata !196, metadata !DIExpression(DW_OP_LLVM_fragment, 448, 32)), !dbg !206
  call void @llvm.dbg.value(metadata i32 9, metadata !196, metadata !DIExpression(DW_OP_LLVM_fragment, 480, 32)), !dbg !206
  call void @llvm.dbg.value(metadata i32 3, metadata !202, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i32 0, metadata !201, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i32 1, metadata !203, metadata !DIExpression()), !dbg !206
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 0, i32 noundef 3), !dbg !207
  call void @llvm.dbg.value(metadata i64 27, metadata !110, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !208
  br label %2, !dbg !210

2:
  %3 = phi i64 [ 27, %0 ], [ %10, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %11, %2 ], !dbg !208
  call void @llvm.dbg.value(metadata i32 %4, metadata !111, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 %3, metadata !110, metadata !DIExpression()), !dbg !208
  %5 = and i64 %3, 1, !dbg !211
  %6 = icmp eq i64 %5, 0, !dbg !212
  %7 = mul nsw i64 %3, 3, !dbg !213
  %8 = add nsw i64 %7, 1, !dbg !213
  %9 = ashr exact i64 %3, 1, !dbg !213
  %10 = select i1 %6, i64 %9, i64 %8, !dbg !213
  call void @llvm.dbg.value(metadata i64 %10, metadata !110, metadata !DIExpression()), !dbg !208
  %11 = add nuw nsw i32 %4, 1, !dbg !214
  call void @llvm.dbg.value(metadata i32 %11, metadata !111, metadata !DIExpression()), !dbg !208
  %12 = icmp eq i64 %10, 1, !dbg !215
  br i1 %12, label %13, label %2, !dbg !216, !llvm.loop !217

13:
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %11), !dbg !219
  call void @llvm.dbg.value(metadata i32 100, metadata !129, metadata !DIExpression()), !dbg !220
  call void @llvm.dbg.value(metadata i32 0, metadata !130, metadata !DIExpression()), !dbg !220
  call void @llvm.dbg.value(metadata i32 0, metadata !131, metadata !DIExpression()), !dbg !222
  br label %15, !dbg !223

15:
  %16 = phi i32 [ 0, %13 ], [ %22, %20 ]
  %17 = phi i32 [ 0, %13 ], [ %21, %20 ]
  call void @llvm.dbg.value(metadata i32 %16, metadata !131, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.value(metadata i32 %17, metadata !130, metadata !DIExpression()), !dbg !220
  call void @llvm.dbg.value(metadata i32 %17, metadata !130, metadata !DIExpression()), !dbg !220
  %18 = or i32 %16, 1, !dbg !224
  call void @llvm.dbg.value(metadata i32 %16, metadata !131, metadata !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value)), !dbg !222
  %19 = icmp ugt i32 %16, 15, !dbg !225
  br i1 %19, label %24, label %20, !dbg !226

20:
  %21 = add nsw i32 %17, %18, !dbg !227
  call void @llvm.dbg.value(metadata i32 %21, metadata !130, metadata !DIExpression()), !dbg !220
  call void @llvm.dbg.value(metadata i32 %21, metadata !130, metadata !DIExpression()), !dbg !220
  %22 = add nuw nsw i32 %16, 2, !dbg !228
  call void @llvm.dbg.value(metadata i32 %22, metadata !131, metadata !DIExpression()), !dbg !222
  %23 = icmp eq i32 %22, 100, !dbg !229
  br i1 %23, label %24, label %15, !dbg !230, !llvm.loop !231

24:
  %25 = phi i32 [ %21, %20 ], [ %17, %15 ], !dbg !234
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %25), !dbg !235
  call void @llvm.dbg.value(metadata ptr @.str.4, metadata !162, metadata !DIExpression()), !dbg !236
  call void @llvm.dbg.value(metadata i32 0, metadata !163, metadata !DIExpression()), !dbg !236
  call void @llvm.dbg.label(metadata !164), !dbg !238
  br label %27, !dbg !239

27:
  %28 = phi i8 [ %52, %50 ], [ 97, %24 ]
  %29 = phi i32 [ %37, %50 ], [ 0, %24 ]
  %30 = phi ptr [ %51, %50 ], [ @.str.4, %24 ]
  call void @llvm.dbg.value(metadata i32 %29, metadata !163, metadata !DIExpression()), !dbg !236
  call void @llvm.dbg.value(metadata ptr %30, metadata !162, metadata !DIExpression()), !dbg !236
  br label %31, !dbg !240

31:
  %32 = phi i8 [ %28, %27 ], [ %40, %38 ]
  %33 = phi ptr [ %30, %27 ], [ %39, %38 ]
  call void @llvm.dbg.value(metadata ptr %33, metadata !162, metadata !DIExpression()), !dbg !236
  %34 = add i8 %32, -48, !dbg !241
  %35 = icmp ult i8 %34, 10, !dbg !241
  br i1 %35, label %36, label %38, !dbg !241

36:
  %37 = add nuw nsw i32 %29, 1, !dbg !242
  call void @llvm.dbg.value(metadata i32 %37, metadata !163, metadata !DIExpression()), !dbg !236
  call void @llvm.dbg.value(metadata ptr %33, metadata !162, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !236
  br label %42, !dbg !243

38:
  %39 = getelementptr inbounds i8, ptr %33, i64 1, !dbg !244
  call void @llvm.dbg.value(metadata i32 %29, metadata !163, metadata !DIExpression()), !dbg !236
  call void @llvm.dbg.value(metadata ptr %39, metadata !162, metadata !DIExpression()), !dbg !236
  call void @llvm.dbg.label(metadata !164), !dbg !238
  %40 = load i8, ptr %39, align 1, !dbg !245, !tbaa !170
  %41 = icmp eq i8 %40, 0, !dbg !246
  br i1 %41, label %54, label %31, !dbg !247

42:
  %43 = phi ptr [ %33, %36 ], [ %44, %47 ]
  %44 = getelementptr inbounds i8, ptr %43, i64 1, !dbg !236
  call void @llvm.dbg.value(metadata ptr %44, metadata !162, metadata !DIExpression()), !dbg !236
  call void @llvm.dbg.label(metadata !165), !dbg !248
  %45 = load i8, ptr %44, align 1, !dbg !249, !tbaa !170
  %46 = icmp eq i8 %45, 0, !dbg !250
  br i1 %46, label %54, label %47, !dbg !251

47:
  %48 = add i8 %45, -48, !dbg !252
  %49 = icmp ult i8 %48, 10, !dbg !252
  br i1 %49, label %42, label %50, !dbg !252

50:
  %51 = getelementptr inbounds i8, ptr %43, i64 2, !dbg !253
  call void @llvm.dbg.value(metadata i32 %37, metadata !163, metadata !DIExpression()), !dbg !236
  call void @llvm.dbg.value(metadata ptr %51, metadata !162, metadata !DIExpression()), !dbg !236
  call void @llvm.dbg.label(metadata !164), !dbg !238
  %52 = load i8, ptr %51, align 1, !dbg !245, !tbaa !170
  %53 = icmp eq i8 %52, 0, !dbg !254
  br i1 %53, label %54, label %27, !dbg !240

54:
  %55 = phi i32 [ %29, %38 ], [ %37, %42 ], [ %37, %50 ], !dbg !236
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %55), !dbg !255
  call void @llvm.dbg.value(metadata i32 5, metadata !204, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i32 0, metadata !205, metadata !DIExpression()), !dbg !206
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef 2), !dbg !256
  ret i32 0, !dbg !257
}

declare !dbg !258 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @llvm.dbg.value(metadata, metadata, metadata) #5

declare void @llvm.dbg.label(metadata) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}
!llvm.errno.tbaa = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "control.c", directory: "/irfix/corpus/src", checksumkind: CSK_MD5, checksum: "595c72d749d3ac88e0001e4173609ac1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 17)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 9)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !9, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 14)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 13)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !30, splitDebugInlining: false, nameTableKind: None)
!30 = !{!0, !7, !12, !17, !19, !24}
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 8, !"PIC Level", i32 2}
!35 = !{i32 7, !"PIE Level", i32 2}
!36 = !{i32 7, !"uwtable", i32 2}
!37 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!38 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = distinct !DISubprogram(name: "find2d", scope: !2, file: !2, line: 5, type: !44, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !52)
!44 = !DISubroutineType(types: !45)
!45 = !{!46, !47, !46, !51, !51}
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 128, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 4)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!52 = !{!53, !54, !55, !56, !57, !59, !62}
!53 = !DILocalVariable(name: "m", arg: 1, scope: !43, file: !2, line: 5, type: !47)
!54 = !DILocalVariable(name: "target", arg: 2, scope: !43, file: !2, line: 5, type: !46)
!55 = !DILocalVariable(name: "ri", arg: 3, scope: !43, file: !2, line: 5, type: !51)
!56 = !DILocalVariable(name: "ci", arg: 4, scope: !43, file: !2, line: 5, type: !51)
!57 = !DILocalVariable(name: "i", scope: !58, file: !2, line: 6, type: !46)
!58 = distinct !DILexicalBlock(scope: !43, file: !2, line: 6, column: 3)
!59 = !DILocalVariable(name: "j", scope: !60, file: !2, line: 7, type: !46)
!60 = distinct !DILexicalBlock(scope: !61, file: !2, line: 7, column: 5)
!61 = distinct !DILexicalBlock(scope: !58, file: !2, line: 6, column: 3)
!62 = !DILabel(scope: !43, name: "found", file: !2, line: 10)
!63 = !DILocation(line: 0, scope: !43)
!64 = !DILocation(line: 0, scope: !58)
!65 = !DILocation(line: 0, scope: !60)
!66 = !DILocation(line: 8, column: 11, scope: !67)
!67 = distinct !DILexicalBlock(scope: !68, file: !2, line: 8, column: 11)
!68 = distinct !DILexicalBlock(scope: !60, file: !2, line: 7, column: 5)
!69 = !DILocation(line: 8, column: 19, scope: !67)
!70 = !DILocation(line: 8, column: 19, scope: !67)
!71 = !DILocation(line: 8, column: 19, scope: !67)
!72 = !DILocation(line: 8, column: 19, scope: !67)
!73 = !DILocation(line: 8, column: 19, scope: !67)
!74 = !DILocation(line: 8, column: 19, scope: !67)
!75 = !DILocation(line: 8, column: 19, scope: !67)
!76 = !DILocation(line: 8, column: 19, scope: !67)
!77 = !DILocation(line: 8, column: 19, scope: !67)
!78 = !DILocation(line: 8, column: 19, scope: !67)
!79 = !DILocation(line: 8, column: 19, scope: !67)
!80 = !DILocation(line: 8, column: 19, scope: !67)
!81 = !DILocation(line: 8, column: 19, scope: !67)
!82 = !DILocation(line: 8, column: 19, scope: !67)
!83 = !DILocation(line: 8, column: 19, scope: !67)
!84 = !DILocation(line: 8, column: 19, scope: !67)
!85 = !DILocation(line: 8, column: 19, scope: !67)
!86 = !DILocation(line: 8, column: 19, scope: !67)
!87 = !DILocation(line: 8, column: 19, scope: !67)
!88 = !DILocation(line: 8, column: 19, scope: !67)
!89 = !DILocation(line: 8, column: 19, scope: !67)
!90 = !DILocation(line: 8, column: 19, scope: !67)
!91 = !DILocation(line: 8, column: 19, scope: !67)
!92 = !DILocation(line: 8, column: 19, scope: !67)
!93 = !DILocation(line: 8, column: 19, scope: !67)
!94 = !DILocation(line: 8, column: 19, scope: !67)
!95 = !DILocation(line: 8, column: 19, scope: !67)
!96 = !DILocation(line: 8, column: 19, scope: !67)
!97 = !DILocation(line: 8, column: 19, scope: !67)
!98 = !DILocation(line: 8, column: 19, scope: !67)
!99 = !DILocation(line: 8, column: 19, scope: !67)
!100 = !DILocation(line: 8, column: 19, scope: !67)
!101 = !DILocation(line: 8, column: 36, scope: !102)
!102 = distinct !DILexicalBlock(scope: !67, file: !2, line: 8, column: 30)
!103 = !DILocation(line: 8, column: 45, scope: !102)
!104 = !DILocation(line: 12, column: 1, scope: !43)
!105 = distinct !DISubprogram(name: "collatz", scope: !2, file: !2, line: 14, type: !106, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !109)
!106 = !DISubroutineType(types: !107)
!107 = !{!46, !108}
!108 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!109 = !{!110, !111}
!110 = !DILocalVariable(name: "n", arg: 1, scope: !105, file: !2, line: 14, type: !108)
!111 = !DILocalVariable(name: "steps", scope: !105, file: !2, line: 15, type: !46)
!112 = !DILocation(line: 0, scope: !105)
!113 = !DILocation(line: 16, column: 3, scope: !105)
!114 = !DILocation(line: 17, column: 12, scope: !115)
!115 = distinct !DILexicalBlock(scope: !105, file: !2, line: 16, column: 6)
!116 = !DILocation(line: 17, column: 12, scope: !115)
!117 = !DILocation(line: 17, column: 9, scope: !115)
!118 = !DILocation(line: 18, column: 10, scope: !115)
!119 = !DILocation(line: 19, column: 14, scope: !105)
!120 = !DILocation(line: 19, column: 3, scope: !115)
!121 = distinct !{!121, !113, !122, !123}
!122 = !DILocation(line: 19, column: 18, scope: !105)
!123 = !{!"llvm.loop.mustprogress"}
!124 = !DILocation(line: 20, column: 3, scope: !105)
!125 = distinct !DISubprogram(name: "sum_odd_skip", scope: !2, file: !2, line: 23, type: !126, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !128)
!126 = !DISubroutineType(types: !127)
!127 = !{!46, !46}
!128 = !{!129, !130, !131}
!129 = !DILocalVariable(name: "n", arg: 1, scope: !125, file: !2, line: 23, type: !46)
!130 = !DILocalVariable(name: "s", scope: !125, file: !2, line: 24, type: !46)
!131 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 25, type: !46)
!132 = distinct !DILexicalBlock(scope: !125, file: !2, line: 25, column: 3)
!133 = !DILocation(line: 0, scope: !125)
!134 = !DILocation(line: 0, scope: !132)
!135 = !DILocation(line: 25, column: 21, scope: !136)
!136 = distinct !DILexicalBlock(scope: !132, file: !2, line: 25, column: 3)
!137 = !DILocation(line: 25, column: 3, scope: !132)
!138 = !DILocation(line: 26, column: 11, scope: !139)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 26, column: 9)
!140 = distinct !DILexicalBlock(scope: !136, file: !2, line: 25, column: 31)
!141 = !DILocation(line: 26, column: 15, scope: !139)
!142 = !DILocation(line: 26, column: 15, scope: !139)
!143 = !DILocation(line: 27, column: 11, scope: !144)
!144 = distinct !DILexicalBlock(scope: !140, file: !2, line: 27, column: 9)
!145 = !DILocation(line: 27, column: 11, scope: !144)
!146 = !DILocation(line: 28, column: 7, scope: !140)
!147 = !DILocation(line: 29, column: 3, scope: !140)
!148 = !DILocation(line: 25, column: 27, scope: !136)
!149 = !DILocation(line: 25, column: 21, scope: !136)
!150 = !DILocation(line: 25, column: 3, scope: !132)
!151 = distinct !{!151, !152, !153, !123}
!152 = !DILocation(line: 25, column: 3, scope: !132)
!153 = !DILocation(line: 29, column: 3, scope: !132)
!154 = !DILocation(line: 24, column: 7, scope: !125)
!155 = !DILocation(line: 30, column: 3, scope: !125)
!156 = distinct !DISubprogram(name: "count_numbers", scope: !2, file: !2, line: 34, type: !157, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !161)
!157 = !DISubroutineType(types: !158)
!158 = !{!46, !159}
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!161 = !{!162, !163, !164, !165}
!162 = !DILocalVariable(name: "s", arg: 1, scope: !156, file: !2, line: 34, type: !159)
!163 = !DILocalVariable(name: "n", scope: !156, file: !2, line: 35, type: !46)
!164 = !DILabel(scope: !156, name: "out", file: !2, line: 36)
!165 = !DILabel(scope: !156, name: "in", file: !2, line: 41)
!166 = !DILocation(line: 0, scope: !156)
!167 = !DILocation(line: 36, column: 1, scope: !156)
!168 = !DILocation(line: 37, column: 8, scope: !169)
!169 = distinct !DILexicalBlock(scope: !156, file: !2, line: 37, column: 7)
!170 = !{!41, !41, i64 0}
!171 = !DILocation(line: 37, column: 8, scope: !169)
!172 = !DILocation(line: 37, column: 7, scope: !169)
!173 = !DILocation(line: 37, column: 7, scope: !169)
!174 = !DILocation(line: 38, column: 17, scope: !175)
!175 = distinct !DILexicalBlock(scope: !156, file: !2, line: 38, column: 7)
!176 = !DILocation(line: 38, column: 34, scope: !177)
!177 = distinct !DILexicalBlock(scope: !175, file: !2, line: 38, column: 31)
!178 = !DILocation(line: 38, column: 43, scope: !177)
!179 = !DILocation(line: 39, column: 4, scope: !156)
!180 = !DILocation(line: 37, column: 8, scope: !169)
!181 = !DILocation(line: 37, column: 7, scope: !169)
!182 = !DILocation(line: 41, column: 1, scope: !156)
!183 = !DILocation(line: 42, column: 8, scope: !184)
!184 = distinct !DILexicalBlock(scope: !156, file: !2, line: 42, column: 7)
!185 = !DILocation(line: 42, column: 8, scope: !184)
!186 = !DILocation(line: 42, column: 7, scope: !184)
!187 = !DILocation(line: 43, column: 17, scope: !188)
!188 = distinct !DILexicalBlock(scope: !156, file: !2, line: 43, column: 7)
!189 = !DILocation(line: 44, column: 4, scope: !156)
!190 = !DILocation(line: 37, column: 8, scope: !169)
!191 = !DILocation(line: 46, column: 1, scope: !156)
!192 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 48, type: !193, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !195)
!193 = !DISubroutineType(types: !194)
!194 = !{!46}
!195 = !{!196, !199, !201, !202, !203, !204, !205}
!196 = !DILocalVariable(name: "m", scope: !192, file: !2, line: 49, type: !197)
!197 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 512, elements: !198)
!198 = !{!50, !50}
!199 = !DILocalVariable(name: "i", scope: !200, file: !2, line: 50, type: !46)
!200 = distinct !DILexicalBlock(scope: !192, file: !2, line: 50, column: 3)
!201 = !DILocalVariable(name: "r", scope: !192, file: !2, line: 51, type: !46)
!202 = !DILocalVariable(name: "c", scope: !192, file: !2, line: 51, type: !46)
!203 = !DILocalVariable(name: "ok", scope: !192, file: !2, line: 52, type: !46)
!204 = !DILocalVariable(name: "x", scope: !192, file: !2, line: 57, type: !46)
!205 = !DILocalVariable(name: "y", scope: !192, file: !2, line: 57, type: !46)
!206 = !DILocation(line: 0, scope: !192)
!207 = !DILocation(line: 53, column: 3, scope: !192)
!208 = !DILocation(line: 0, scope: !105, inlinedAt: !209)
!209 = distinct !DILocation(line: 54, column: 26, scope: !192)
!210 = !DILocation(line: 16, column: 3, scope: !105, inlinedAt: !209)
!211 = !DILocation(line: 17, column: 12, scope: !115, inlinedAt: !209)
!212 = !DILocation(line: 17, column: 12, scope: !115, inlinedAt: !209)
!213 = !DILocation(line: 17, column: 9, scope: !115, inlinedAt: !209)
!214 = !DILocation(line: 18, column: 10, scope: !115, inlinedAt: !209)
!215 = !DILocation(line: 19, column: 14, scope: !105, inlinedAt: !209)
!216 = !DILocation(line: 19, column: 3, scope: !115, inlinedAt: !209)
!217 = distinct !{!217, !210, !218, !123}
!218 = !DILocation(line: 19, column: 18, scope: !105, inlinedAt: !209)
!219 = !DILocation(line: 54, column: 3, scope: !192)
!220 = !DILocation(line: 0, scope: !125, inlinedAt: !221)
!221 = distinct !DILocation(line: 55, column: 23, scope: !192)
!222 = !DILocation(line: 0, scope: !132, inlinedAt: !221)
!223 = !DILocation(line: 25, column: 3, scope: !132, inlinedAt: !221)
!224 = !DILocation(line: 25, column: 27, scope: !136, inlinedAt: !221)
!225 = !DILocation(line: 27, column: 11, scope: !144, inlinedAt: !221)
!226 = !DILocation(line: 27, column: 11, scope: !144, inlinedAt: !221)
!227 = !DILocation(line: 28, column: 7, scope: !140, inlinedAt: !221)
!228 = !DILocation(line: 25, column: 27, scope: !136, inlinedAt: !221)
!229 = !DILocation(line: 25, column: 21, scope: !136, inlinedAt: !221)
!230 = !DILocation(line: 25, column: 3, scope: !132, inlinedAt: !221)
!231 = distinct !{!231, !232, !233, !123}
!232 = !DILocation(line: 25, column: 3, scope: !132, inlinedAt: !221)
!233 = !DILocation(line: 29, column: 3, scope: !132, inlinedAt: !221)
!234 = !DILocation(line: 24, column: 7, scope: !125, inlinedAt: !221)
!235 = !DILocation(line: 55, column: 3, scope: !192)
!236 = !DILocation(line: 0, scope: !156, inlinedAt: !237)
!237 = distinct !DILocation(line: 56, column: 26, scope: !192)
!238 = !DILocation(line: 36, column: 1, scope: !156, inlinedAt: !237)
!239 = !DILocation(line: 37, column: 7, scope: !169, inlinedAt: !237)
!240 = !DILocation(line: 37, column: 7, scope: !169, inlinedAt: !237)
!241 = !DILocation(line: 38, column: 17, scope: !175, inlinedAt: !237)
!242 = !DILocation(line: 38, column: 34, scope: !177, inlinedAt: !237)
!243 = !DILocation(line: 38, column: 43, scope: !177, inlinedAt: !237)
!244 = !DILocation(line: 39, column: 4, scope: !156, inlinedAt: !237)
!245 = !DILocation(line: 37, column: 8, scope: !169, inlinedAt: !237)
!246 = !DILocation(line: 37, column: 8, scope: !169, inlinedAt: !237)
!247 = !DILocation(line: 37, column: 7, scope: !169, inlinedAt: !237)
!248 = !DILocation(line: 41, column: 1, scope: !156, inlinedAt: !237)
!249 = !DILocation(line: 42, column: 8, scope: !184, inlinedAt: !237)
!250 = !DILocation(line: 42, column: 8, scope: !184, inlinedAt: !237)
!251 = !DILocation(line: 42, column: 7, scope: !184, inlinedAt: !237)
!252 = !DILocation(line: 43, column: 17, scope: !188, inlinedAt: !237)
!253 = !DILocation(line: 44, column: 4, scope: !156, inlinedAt: !237)
!254 = !DILocation(line: 37, column: 8, scope: !169, inlinedAt: !237)
!255 = !DILocation(line: 56, column: 3, scope: !192)
!256 = !DILocation(line: 58, column: 3, scope: !192)
!257 = !DILocation(line: 59, column: 3, scope: !192)
!258 = !DISubprogram(name: "printf", scope: !259, file: !259, line: 356, type: !260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!259 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!260 = !DISubroutineType(types: !261)
!261 = !{!46, !262, null}
!262 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !159)
