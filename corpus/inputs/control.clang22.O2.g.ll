; ModuleID = 'control.c'
source_filename = "control.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"find=%d (%d,%d)\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"collatz=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [9 x i8] c"skip=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [12 x i8] c"numbers=%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [14 x i8] c"a1 22 b333c 4\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [13 x i8] c"logic=%d %d\0A\00", align 1, !dbg !24

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @find2d(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 !dbg !43 {
    #dbg_value(ptr %0, !53, !DIExpression(), !63)
    #dbg_value(i32 %1, !54, !DIExpression(), !63)
    #dbg_value(ptr %2, !55, !DIExpression(), !63)
    #dbg_value(ptr %3, !56, !DIExpression(), !63)
    #dbg_value(i64 0, !57, !DIExpression(), !64)
    #dbg_value(i64 0, !59, !DIExpression(), !65)
  %5 = load i32, ptr %0, align 4, !dbg !66, !tbaa !39
  %6 = icmp eq i32 %5, %1, !dbg !69
  br i1 %6, label %67, label %7, !dbg !70

7:                                                ; preds = %4
    #dbg_value(i64 1, !59, !DIExpression(), !65)
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !66
  %9 = load i32, ptr %8, align 4, !dbg !66, !tbaa !39
  %10 = icmp eq i32 %9, %1, !dbg !71
  br i1 %10, label %67, label %11, !dbg !72

11:                                               ; preds = %7
    #dbg_value(i64 2, !59, !DIExpression(), !65)
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !66
  %13 = load i32, ptr %12, align 4, !dbg !66, !tbaa !39
  %14 = icmp eq i32 %13, %1, !dbg !73
  br i1 %14, label %67, label %15, !dbg !74

15:                                               ; preds = %11
    #dbg_value(i64 3, !59, !DIExpression(), !65)
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 12, !dbg !66
  %17 = load i32, ptr %16, align 4, !dbg !66, !tbaa !39
  %18 = icmp eq i32 %17, %1, !dbg !75
  br i1 %18, label %67, label %19, !dbg !76

19:                                               ; preds = %15
    #dbg_value(i64 4, !59, !DIExpression(), !65)
    #dbg_value(i64 1, !57, !DIExpression(), !64)
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 16
    #dbg_value(i64 0, !59, !DIExpression(), !65)
  %21 = load i32, ptr %20, align 4, !dbg !66, !tbaa !39
  %22 = icmp eq i32 %21, %1, !dbg !77
  br i1 %22, label %67, label %23, !dbg !78

23:                                               ; preds = %19
    #dbg_value(i64 1, !59, !DIExpression(), !65)
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 20, !dbg !66
  %25 = load i32, ptr %24, align 4, !dbg !66, !tbaa !39
  %26 = icmp eq i32 %25, %1, !dbg !79
  br i1 %26, label %67, label %27, !dbg !80

27:                                               ; preds = %23
    #dbg_value(i64 2, !59, !DIExpression(), !65)
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 24, !dbg !66
  %29 = load i32, ptr %28, align 4, !dbg !66, !tbaa !39
  %30 = icmp eq i32 %29, %1, !dbg !81
  br i1 %30, label %67, label %31, !dbg !82

31:                                               ; preds = %27
    #dbg_value(i64 3, !59, !DIExpression(), !65)
  %32 = getelementptr inbounds nuw i8, ptr %0, i64 28, !dbg !66
  %33 = load i32, ptr %32, align 4, !dbg !66, !tbaa !39
  %34 = icmp eq i32 %33, %1, !dbg !83
  br i1 %34, label %67, label %35, !dbg !84

35:                                               ; preds = %31
    #dbg_value(i64 4, !59, !DIExpression(), !65)
    #dbg_value(i64 2, !57, !DIExpression(), !64)
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 32
    #dbg_value(i64 0, !59, !DIExpression(), !65)
  %37 = load i32, ptr %36, align 4, !dbg !66, !tbaa !39
  %38 = icmp eq i32 %37, %1, !dbg !85
  br i1 %38, label %67, label %39, !dbg !86

39:                                               ; preds = %35
    #dbg_value(i64 1, !59, !DIExpression(), !65)
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 36, !dbg !66
  %41 = load i32, ptr %40, align 4, !dbg !66, !tbaa !39
  %42 = icmp eq i32 %41, %1, !dbg !87
  br i1 %42, label %67, label %43, !dbg !88

43:                                               ; preds = %39
    #dbg_value(i64 2, !59, !DIExpression(), !65)
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 40, !dbg !66
  %45 = load i32, ptr %44, align 4, !dbg !66, !tbaa !39
  %46 = icmp eq i32 %45, %1, !dbg !89
  br i1 %46, label %67, label %47, !dbg !90

47:                                               ; preds = %43
    #dbg_value(i64 3, !59, !DIExpression(), !65)
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 44, !dbg !66
  %49 = load i32, ptr %48, align 4, !dbg !66, !tbaa !39
  %50 = icmp eq i32 %49, %1, !dbg !91
  br i1 %50, label %67, label %51, !dbg !92

51:                                               ; preds = %47
    #dbg_value(i64 4, !59, !DIExpression(), !65)
    #dbg_value(i64 3, !57, !DIExpression(), !64)
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 48
    #dbg_value(i64 0, !59, !DIExpression(), !65)
  %53 = load i32, ptr %52, align 4, !dbg !66, !tbaa !39
  %54 = icmp eq i32 %53, %1, !dbg !93
  br i1 %54, label %67, label %55, !dbg !94

55:                                               ; preds = %51
    #dbg_value(i64 1, !59, !DIExpression(), !65)
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 52, !dbg !66
  %57 = load i32, ptr %56, align 4, !dbg !66, !tbaa !39
  %58 = icmp eq i32 %57, %1, !dbg !95
  br i1 %58, label %67, label %59, !dbg !96

59:                                               ; preds = %55
    #dbg_value(i64 2, !59, !DIExpression(), !65)
  %60 = getelementptr inbounds nuw i8, ptr %0, i64 56, !dbg !66
  %61 = load i32, ptr %60, align 4, !dbg !66, !tbaa !39
  %62 = icmp eq i32 %61, %1, !dbg !97
  br i1 %62, label %67, label %63, !dbg !98

63:                                               ; preds = %59
    #dbg_value(i64 3, !59, !DIExpression(), !65)
  %64 = getelementptr inbounds nuw i8, ptr %0, i64 60, !dbg !66
  %65 = load i32, ptr %64, align 4, !dbg !66, !tbaa !39
  %66 = icmp eq i32 %65, %1, !dbg !99
  br i1 %66, label %67, label %70, !dbg !100

67:                                               ; preds = %63, %59, %55, %51, %47, %43, %39, %35, %31, %27, %23, %19, %15, %11, %7, %4
  %68 = phi i32 [ 0, %4 ], [ 0, %7 ], [ 0, %11 ], [ 0, %15 ], [ 1, %19 ], [ 1, %23 ], [ 1, %27 ], [ 1, %31 ], [ 2, %35 ], [ 2, %39 ], [ 2, %43 ], [ 2, %47 ], [ 3, %51 ], [ 3, %55 ], [ 3, %59 ], [ 3, %63 ]
  %69 = phi i32 [ 0, %4 ], [ 1, %7 ], [ 2, %11 ], [ 3, %15 ], [ 0, %19 ], [ 1, %23 ], [ 2, %27 ], [ 3, %31 ], [ 0, %35 ], [ 1, %39 ], [ 2, %43 ], [ 3, %47 ], [ 0, %51 ], [ 1, %55 ], [ 2, %59 ], [ 3, %63 ]
  store i32 %68, ptr %2, align 4, !dbg !101, !tbaa !39
  store i32 %69, ptr %3, align 4, !dbg !103, !tbaa !39
  br label %70, !dbg !63

70:                                               ; preds = %63, %67
  %71 = phi i32 [ 1, %67 ], [ 0, %63 ], !dbg !63
  ret i32 %71, !dbg !104
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @collatz(i64 noundef %0) local_unnamed_addr #1 !dbg !105 {
    #dbg_value(i64 %0, !110, !DIExpression(), !112)
    #dbg_value(i32 0, !111, !DIExpression(), !112)
  br label %2, !dbg !113

2:                                                ; preds = %2, %1
  %3 = phi i64 [ %0, %1 ], [ %10, %2 ]
  %4 = phi i32 [ 0, %1 ], [ %11, %2 ], !dbg !112
    #dbg_value(i32 %4, !111, !DIExpression(), !112)
    #dbg_value(i64 %3, !110, !DIExpression(), !112)
  %5 = and i64 %3, 1, !dbg !114
  %6 = icmp eq i64 %5, 0, !dbg !116
  %7 = mul nsw i64 %3, 3, !dbg !117
  %8 = add nsw i64 %7, 1, !dbg !117
  %9 = ashr exact i64 %3, 1, !dbg !117
  %10 = select i1 %6, i64 %9, i64 %8, !dbg !117
    #dbg_value(i64 %10, !110, !DIExpression(), !112)
  %11 = add nuw nsw i32 %4, 1, !dbg !118
    #dbg_value(i32 %11, !111, !DIExpression(), !112)
  %12 = icmp eq i64 %10, 1, !dbg !119
  br i1 %12, label %13, label %2, !dbg !120, !llvm.loop !121

13:                                               ; preds = %2
  ret i32 %11, !dbg !124
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @sum_odd_skip(i32 noundef %0) local_unnamed_addr #1 !dbg !125 {
    #dbg_value(i32 %0, !129, !DIExpression(), !133)
    #dbg_value(i32 0, !130, !DIExpression(), !133)
    #dbg_value(i32 0, !131, !DIExpression(), !134)
  %2 = icmp sgt i32 %0, 0, !dbg !135
  br i1 %2, label %3, label %16, !dbg !137

3:                                                ; preds = %1, %12
  %4 = phi i32 [ %14, %12 ], [ 0, %1 ]
  %5 = phi i32 [ %13, %12 ], [ 0, %1 ]
    #dbg_value(i32 %4, !131, !DIExpression(), !134)
    #dbg_value(i32 %5, !130, !DIExpression(), !133)
  %6 = and i32 %4, 1, !dbg !138
  %7 = icmp eq i32 %6, 0, !dbg !141
  br i1 %7, label %12, label %8, !dbg !142

8:                                                ; preds = %3
  %9 = icmp samesign ugt i32 %4, 15, !dbg !143
  br i1 %9, label %16, label %10, !dbg !145

10:                                               ; preds = %8
  %11 = add nsw i32 %4, %5, !dbg !146
    #dbg_value(i32 %11, !130, !DIExpression(), !133)
  br label %12, !dbg !147

12:                                               ; preds = %3, %10
  %13 = phi i32 [ %5, %3 ], [ %11, %10 ], !dbg !133
    #dbg_value(i32 %13, !130, !DIExpression(), !133)
  %14 = add nuw nsw i32 %4, 1, !dbg !148
    #dbg_value(i32 %14, !131, !DIExpression(), !134)
  %15 = icmp eq i32 %14, %0, !dbg !149
  br i1 %15, label %16, label %3, !dbg !150, !llvm.loop !151

16:                                               ; preds = %12, %8, %1
  %17 = phi i32 [ 0, %1 ], [ %5, %8 ], [ %13, %12 ], !dbg !154
  ret i32 %17, !dbg !155
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @count_numbers(ptr noundef readonly captures(none) %0) local_unnamed_addr #2 !dbg !156 {
    #dbg_value(ptr %0, !162, !DIExpression(), !166)
    #dbg_value(i32 0, !163, !DIExpression(), !166)
    #dbg_label(!164, !167)
  %2 = load i8, ptr %0, align 1, !dbg !168, !tbaa !170
  %3 = icmp eq i8 %2, 0, !dbg !171
  br i1 %3, label %31, label %4, !dbg !172

4:                                                ; preds = %1, %27
  %5 = phi i8 [ %29, %27 ], [ %2, %1 ]
  %6 = phi i32 [ %14, %27 ], [ 0, %1 ]
  %7 = phi ptr [ %28, %27 ], [ %0, %1 ]
    #dbg_value(i32 %6, !163, !DIExpression(), !166)
    #dbg_value(ptr %7, !162, !DIExpression(), !166)
  br label %8, !dbg !173

8:                                                ; preds = %4, %15
  %9 = phi i8 [ %5, %4 ], [ %17, %15 ]
  %10 = phi ptr [ %7, %4 ], [ %16, %15 ]
    #dbg_value(ptr %10, !162, !DIExpression(), !166)
  %11 = add i8 %9, -48, !dbg !174
  %12 = icmp ult i8 %11, 10, !dbg !174
  br i1 %12, label %13, label %15, !dbg !174

13:                                               ; preds = %8
  %14 = add nuw nsw i32 %6, 1, !dbg !176
    #dbg_value(i32 %14, !163, !DIExpression(), !166)
    #dbg_value(ptr %10, !162, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !166)
  br label %19, !dbg !178

15:                                               ; preds = %8
  %16 = getelementptr inbounds nuw i8, ptr %10, i64 1, !dbg !179
    #dbg_value(i32 %6, !163, !DIExpression(), !166)
    #dbg_value(ptr %16, !162, !DIExpression(), !166)
    #dbg_label(!164, !167)
  %17 = load i8, ptr %16, align 1, !dbg !168, !tbaa !170
  %18 = icmp eq i8 %17, 0, !dbg !180
  br i1 %18, label %31, label %8, !dbg !181

19:                                               ; preds = %24, %13
  %20 = phi ptr [ %10, %13 ], [ %21, %24 ]
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 1, !dbg !166
    #dbg_value(ptr %21, !162, !DIExpression(), !166)
    #dbg_label(!165, !182)
  %22 = load i8, ptr %21, align 1, !dbg !183, !tbaa !170
  %23 = icmp eq i8 %22, 0, !dbg !185
  br i1 %23, label %31, label %24, !dbg !186

24:                                               ; preds = %19
  %25 = add i8 %22, -48, !dbg !187
  %26 = icmp ult i8 %25, 10, !dbg !187
  br i1 %26, label %19, label %27, !dbg !187

27:                                               ; preds = %24
  %28 = getelementptr inbounds nuw i8, ptr %20, i64 2, !dbg !189
    #dbg_value(i32 %14, !163, !DIExpression(), !166)
    #dbg_value(ptr %28, !162, !DIExpression(), !166)
    #dbg_label(!164, !167)
  %29 = load i8, ptr %28, align 1, !dbg !168, !tbaa !170
  %30 = icmp eq i8 %29, 0, !dbg !190
  br i1 %30, label %31, label %4, !dbg !173

31:                                               ; preds = %27, %15, %19, %1
  %32 = phi i32 [ %6, %15 ], [ %14, %19 ], [ 0, %1 ], [ %14, %27 ], !dbg !166
  ret i32 %32, !dbg !191
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !192 {
    #dbg_value(i32 0, !196, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !206)
    #dbg_value(i32 7, !196, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !206)
    #dbg_value(i32 14, !196, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !206)
    #dbg_value(i32 5, !196, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !206)
    #dbg_value(i32 12, !196, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !206)
    #dbg_value(i32 3, !196, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !206)
    #dbg_value(i32 10, !196, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !206)
    #dbg_value(i32 1, !196, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !206)
    #dbg_value(i32 8, !196, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !206)
    #dbg_value(i32 15, !196, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !206)
    #dbg_value(i32 6, !196, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !206)
    #dbg_value(i32 13, !196, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !206)
    #dbg_value(i32 4, !196, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !206)
    #dbg_value(i32 11, !196, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !206)
    #dbg_value(i32 2, !196, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !206)
    #dbg_value(i32 9, !196, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !206)
    #dbg_value(i32 3, !202, !DIExpression(), !206)
    #dbg_value(i32 0, !201, !DIExpression(), !206)
    #dbg_value(i32 1, !203, !DIExpression(), !206)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 0, i32 noundef 3), !dbg !207
    #dbg_value(i64 27, !110, !DIExpression(), !208)
    #dbg_value(i32 0, !111, !DIExpression(), !208)
  br label %2, !dbg !210

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 27, %0 ], [ %10, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %11, %2 ], !dbg !208
    #dbg_value(i32 %4, !111, !DIExpression(), !208)
    #dbg_value(i64 %3, !110, !DIExpression(), !208)
  %5 = and i64 %3, 1, !dbg !211
  %6 = icmp eq i64 %5, 0, !dbg !212
  %7 = mul nsw i64 %3, 3, !dbg !213
  %8 = add nsw i64 %7, 1, !dbg !213
  %9 = ashr exact i64 %3, 1, !dbg !213
  %10 = select i1 %6, i64 %9, i64 %8, !dbg !213
    #dbg_value(i64 %10, !110, !DIExpression(), !208)
  %11 = add nuw nsw i32 %4, 1, !dbg !214
    #dbg_value(i32 %11, !111, !DIExpression(), !208)
  %12 = icmp eq i64 %10, 1, !dbg !215
  br i1 %12, label %13, label %2, !dbg !216, !llvm.loop !217

13:                                               ; preds = %2
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %11), !dbg !219
    #dbg_value(i32 100, !129, !DIExpression(), !220)
    #dbg_value(i32 0, !130, !DIExpression(), !220)
    #dbg_value(i32 0, !131, !DIExpression(), !222)
  br label %15, !dbg !223

15:                                               ; preds = %20, %13
  %16 = phi i32 [ 0, %13 ], [ %22, %20 ]
  %17 = phi i32 [ 0, %13 ], [ %21, %20 ]
    #dbg_value(i32 %16, !131, !DIExpression(), !222)
    #dbg_value(i32 %17, !130, !DIExpression(), !220)
    #dbg_value(i32 %17, !130, !DIExpression(), !220)
  %18 = or disjoint i32 %16, 1, !dbg !224
    #dbg_value(i32 %16, !131, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !222)
  %19 = icmp samesign ugt i32 %16, 15, !dbg !225
  br i1 %19, label %24, label %20, !dbg !226

20:                                               ; preds = %15
  %21 = add nsw i32 %17, %18, !dbg !227
    #dbg_value(i32 %21, !130, !DIExpression(), !220)
    #dbg_value(i32 %21, !130, !DIExpression(), !220)
  %22 = add nuw nsw i32 %16, 2, !dbg !228
    #dbg_value(i32 %22, !131, !DIExpression(), !222)
  %23 = icmp eq i32 %22, 100, !dbg !229
  br i1 %23, label %24, label %15, !dbg !230, !llvm.loop !231

24:                                               ; preds = %20, %15
  %25 = phi i32 [ %21, %20 ], [ %17, %15 ], !dbg !234
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %25), !dbg !235
    #dbg_value(ptr @.str.4, !162, !DIExpression(), !236)
    #dbg_value(i32 0, !163, !DIExpression(), !236)
    #dbg_label(!164, !238)
  br label %27, !dbg !239

27:                                               ; preds = %50, %24
  %28 = phi i8 [ %52, %50 ], [ 97, %24 ]
  %29 = phi i32 [ %37, %50 ], [ 0, %24 ]
  %30 = phi ptr [ %51, %50 ], [ @.str.4, %24 ]
    #dbg_value(i32 %29, !163, !DIExpression(), !236)
    #dbg_value(ptr %30, !162, !DIExpression(), !236)
  br label %31, !dbg !240

31:                                               ; preds = %38, %27
  %32 = phi i8 [ %28, %27 ], [ %40, %38 ]
  %33 = phi ptr [ %30, %27 ], [ %39, %38 ]
    #dbg_value(ptr %33, !162, !DIExpression(), !236)
  %34 = add i8 %32, -48, !dbg !241
  %35 = icmp ult i8 %34, 10, !dbg !241
  br i1 %35, label %36, label %38, !dbg !241

36:                                               ; preds = %31
  %37 = add nuw nsw i32 %29, 1, !dbg !242
    #dbg_value(i32 %37, !163, !DIExpression(), !236)
    #dbg_value(ptr %33, !162, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !236)
  br label %42, !dbg !243

38:                                               ; preds = %31
  %39 = getelementptr inbounds nuw i8, ptr %33, i64 1, !dbg !244
    #dbg_value(i32 %29, !163, !DIExpression(), !236)
    #dbg_value(ptr %39, !162, !DIExpression(), !236)
    #dbg_label(!164, !238)
  %40 = load i8, ptr %39, align 1, !dbg !245, !tbaa !170
  %41 = icmp eq i8 %40, 0, !dbg !246
  br i1 %41, label %54, label %31, !dbg !247

42:                                               ; preds = %47, %36
  %43 = phi ptr [ %33, %36 ], [ %44, %47 ]
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 1, !dbg !236
    #dbg_value(ptr %44, !162, !DIExpression(), !236)
    #dbg_label(!165, !248)
  %45 = load i8, ptr %44, align 1, !dbg !249, !tbaa !170
  %46 = icmp eq i8 %45, 0, !dbg !250
  br i1 %46, label %54, label %47, !dbg !251

47:                                               ; preds = %42
  %48 = add i8 %45, -48, !dbg !252
  %49 = icmp ult i8 %48, 10, !dbg !252
  br i1 %49, label %42, label %50, !dbg !252

50:                                               ; preds = %47
  %51 = getelementptr inbounds nuw i8, ptr %43, i64 2, !dbg !253
    #dbg_value(i32 %37, !163, !DIExpression(), !236)
    #dbg_value(ptr %51, !162, !DIExpression(), !236)
    #dbg_label(!164, !238)
  %52 = load i8, ptr %51, align 1, !dbg !245, !tbaa !170
  %53 = icmp eq i8 %52, 0, !dbg !254
  br i1 %53, label %54, label %27, !dbg !240

54:                                               ; preds = %50, %38, %42
  %55 = phi i32 [ %29, %38 ], [ %37, %42 ], [ %37, %50 ], !dbg !236
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %55), !dbg !255
    #dbg_value(i32 5, !204, !DIExpression(), !206)
    #dbg_value(i32 0, !205, !DIExpression(), !206)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef 2), !dbg !256
  ret i32 0, !dbg !257
}

; Function Attrs: nofree nounwind
declare !dbg !258 noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!43 = distinct !DISubprogram(name: "find2d", scope: !2, file: !2, line: 5, type: !44, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !52, keyInstructions: true)
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
!62 = !DILabel(scope: !43, name: "found", file: !2, line: 10, column: 1)
!63 = !DILocation(line: 0, scope: !43)
!64 = !DILocation(line: 0, scope: !58)
!65 = !DILocation(line: 0, scope: !60)
!66 = !DILocation(line: 8, column: 11, scope: !67)
!67 = distinct !DILexicalBlock(scope: !68, file: !2, line: 8, column: 11)
!68 = distinct !DILexicalBlock(scope: !60, file: !2, line: 7, column: 5)
!69 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 7, atomRank: 2)
!70 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 7, atomRank: 1)
!71 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 24, atomRank: 2)
!72 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 24, atomRank: 1)
!73 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 28, atomRank: 2)
!74 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 28, atomRank: 1)
!75 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 32, atomRank: 2)
!76 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 32, atomRank: 1)
!77 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 37, atomRank: 2)
!78 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 37, atomRank: 1)
!79 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 38, atomRank: 2)
!80 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 38, atomRank: 1)
!81 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 39, atomRank: 2)
!82 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 39, atomRank: 1)
!83 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 40, atomRank: 2)
!84 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 40, atomRank: 1)
!85 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 45, atomRank: 2)
!86 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 45, atomRank: 1)
!87 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 46, atomRank: 2)
!88 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 46, atomRank: 1)
!89 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 47, atomRank: 2)
!90 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 47, atomRank: 1)
!91 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 48, atomRank: 2)
!92 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 48, atomRank: 1)
!93 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 53, atomRank: 2)
!94 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 53, atomRank: 1)
!95 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 54, atomRank: 2)
!96 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 54, atomRank: 1)
!97 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 55, atomRank: 2)
!98 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 55, atomRank: 1)
!99 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 56, atomRank: 2)
!100 = !DILocation(line: 8, column: 19, scope: !67, atomGroup: 56, atomRank: 1)
!101 = !DILocation(line: 8, column: 36, scope: !102, atomGroup: 8, atomRank: 1)
!102 = distinct !DILexicalBlock(scope: !67, file: !2, line: 8, column: 30)
!103 = !DILocation(line: 8, column: 45, scope: !102, atomGroup: 9, atomRank: 1)
!104 = !DILocation(line: 12, column: 1, scope: !43, atomGroup: 17, atomRank: 1)
!105 = distinct !DISubprogram(name: "collatz", scope: !2, file: !2, line: 14, type: !106, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !109, keyInstructions: true)
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
!116 = !DILocation(line: 17, column: 12, scope: !115, atomGroup: 3, atomRank: 2)
!117 = !DILocation(line: 17, column: 9, scope: !115, atomGroup: 3, atomRank: 1)
!118 = !DILocation(line: 18, column: 10, scope: !115, atomGroup: 4, atomRank: 2)
!119 = !DILocation(line: 19, column: 14, scope: !105, atomGroup: 5, atomRank: 1)
!120 = !DILocation(line: 19, column: 3, scope: !115, atomGroup: 6, atomRank: 1)
!121 = distinct !{!121, !113, !122, !123}
!122 = !DILocation(line: 19, column: 18, scope: !105)
!123 = !{!"llvm.loop.mustprogress"}
!124 = !DILocation(line: 20, column: 3, scope: !105, atomGroup: 8, atomRank: 1)
!125 = distinct !DISubprogram(name: "sum_odd_skip", scope: !2, file: !2, line: 23, type: !126, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !128, keyInstructions: true)
!126 = !DISubroutineType(types: !127)
!127 = !{!46, !46}
!128 = !{!129, !130, !131}
!129 = !DILocalVariable(name: "n", arg: 1, scope: !125, file: !2, line: 23, type: !46)
!130 = !DILocalVariable(name: "s", scope: !125, file: !2, line: 24, type: !46)
!131 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 25, type: !46)
!132 = distinct !DILexicalBlock(scope: !125, file: !2, line: 25, column: 3)
!133 = !DILocation(line: 0, scope: !125)
!134 = !DILocation(line: 0, scope: !132)
!135 = !DILocation(line: 25, column: 21, scope: !136, atomGroup: 60, atomRank: 1)
!136 = distinct !DILexicalBlock(scope: !132, file: !2, line: 25, column: 3)
!137 = !DILocation(line: 25, column: 3, scope: !132, atomGroup: 61, atomRank: 1)
!138 = !DILocation(line: 26, column: 11, scope: !139)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 26, column: 9)
!140 = distinct !DILexicalBlock(scope: !136, file: !2, line: 25, column: 31)
!141 = !DILocation(line: 26, column: 15, scope: !139, atomGroup: 5, atomRank: 2)
!142 = !DILocation(line: 26, column: 15, scope: !139, atomGroup: 5, atomRank: 1)
!143 = !DILocation(line: 27, column: 11, scope: !144, atomGroup: 7, atomRank: 2)
!144 = distinct !DILexicalBlock(scope: !140, file: !2, line: 27, column: 9)
!145 = !DILocation(line: 27, column: 11, scope: !144, atomGroup: 7, atomRank: 1)
!146 = !DILocation(line: 28, column: 7, scope: !140, atomGroup: 9, atomRank: 2)
!147 = !DILocation(line: 29, column: 3, scope: !140, atomGroup: 11, atomRank: 1)
!148 = !DILocation(line: 25, column: 27, scope: !136, atomGroup: 10, atomRank: 2)
!149 = !DILocation(line: 25, column: 21, scope: !136, atomGroup: 3, atomRank: 1)
!150 = !DILocation(line: 25, column: 3, scope: !132, atomGroup: 4, atomRank: 1)
!151 = distinct !{!151, !152, !153, !123}
!152 = !DILocation(line: 25, column: 3, scope: !132)
!153 = !DILocation(line: 29, column: 3, scope: !132)
!154 = !DILocation(line: 24, column: 7, scope: !125, atomGroup: 1, atomRank: 1)
!155 = !DILocation(line: 30, column: 3, scope: !125, atomGroup: 13, atomRank: 1)
!156 = distinct !DISubprogram(name: "count_numbers", scope: !2, file: !2, line: 34, type: !157, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !161, keyInstructions: true)
!157 = !DISubroutineType(types: !158)
!158 = !{!46, !159}
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!161 = !{!162, !163, !164, !165}
!162 = !DILocalVariable(name: "s", arg: 1, scope: !156, file: !2, line: 34, type: !159)
!163 = !DILocalVariable(name: "n", scope: !156, file: !2, line: 35, type: !46)
!164 = !DILabel(scope: !156, name: "out", file: !2, line: 36, column: 1)
!165 = !DILabel(scope: !156, name: "in", file: !2, line: 41, column: 1)
!166 = !DILocation(line: 0, scope: !156)
!167 = !DILocation(line: 36, column: 1, scope: !156)
!168 = !DILocation(line: 37, column: 8, scope: !169)
!169 = distinct !DILexicalBlock(scope: !156, file: !2, line: 37, column: 7)
!170 = !{!41, !41, i64 0}
!171 = !DILocation(line: 37, column: 8, scope: !169, atomGroup: 63, atomRank: 2)
!172 = !DILocation(line: 37, column: 7, scope: !169, atomGroup: 63, atomRank: 1)
!173 = !DILocation(line: 37, column: 7, scope: !169, atomGroup: 62, atomRank: 1)
!174 = !DILocation(line: 38, column: 17, scope: !175, atomGroup: 4, atomRank: 1)
!175 = distinct !DILexicalBlock(scope: !156, file: !2, line: 38, column: 7)
!176 = !DILocation(line: 38, column: 34, scope: !177, atomGroup: 6, atomRank: 2)
!177 = distinct !DILexicalBlock(scope: !175, file: !2, line: 38, column: 31)
!178 = !DILocation(line: 38, column: 43, scope: !177, atomGroup: 8, atomRank: 1)
!179 = !DILocation(line: 39, column: 4, scope: !156, atomGroup: 9, atomRank: 2)
!180 = !DILocation(line: 37, column: 8, scope: !169, atomGroup: 2, atomRank: 2)
!181 = !DILocation(line: 37, column: 7, scope: !169, atomGroup: 2, atomRank: 1)
!182 = !DILocation(line: 41, column: 1, scope: !156)
!183 = !DILocation(line: 42, column: 8, scope: !184)
!184 = distinct !DILexicalBlock(scope: !156, file: !2, line: 42, column: 7)
!185 = !DILocation(line: 42, column: 8, scope: !184, atomGroup: 11, atomRank: 2)
!186 = !DILocation(line: 42, column: 7, scope: !184, atomGroup: 11, atomRank: 1)
!187 = !DILocation(line: 43, column: 17, scope: !188, atomGroup: 13, atomRank: 1)
!188 = distinct !DILexicalBlock(scope: !156, file: !2, line: 43, column: 7)
!189 = !DILocation(line: 44, column: 4, scope: !156, atomGroup: 17, atomRank: 2)
!190 = !DILocation(line: 37, column: 8, scope: !169, atomGroup: 62, atomRank: 2)
!191 = !DILocation(line: 46, column: 1, scope: !156, atomGroup: 19, atomRank: 1)
!192 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 48, type: !193, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !195, keyInstructions: true)
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
!212 = !DILocation(line: 17, column: 12, scope: !115, inlinedAt: !209, atomGroup: 3, atomRank: 2)
!213 = !DILocation(line: 17, column: 9, scope: !115, inlinedAt: !209, atomGroup: 3, atomRank: 1)
!214 = !DILocation(line: 18, column: 10, scope: !115, inlinedAt: !209, atomGroup: 4, atomRank: 2)
!215 = !DILocation(line: 19, column: 14, scope: !105, inlinedAt: !209, atomGroup: 5, atomRank: 1)
!216 = !DILocation(line: 19, column: 3, scope: !115, inlinedAt: !209, atomGroup: 6, atomRank: 1)
!217 = distinct !{!217, !210, !218, !123}
!218 = !DILocation(line: 19, column: 18, scope: !105, inlinedAt: !209)
!219 = !DILocation(line: 54, column: 3, scope: !192)
!220 = !DILocation(line: 0, scope: !125, inlinedAt: !221)
!221 = distinct !DILocation(line: 55, column: 23, scope: !192)
!222 = !DILocation(line: 0, scope: !132, inlinedAt: !221)
!223 = !DILocation(line: 25, column: 3, scope: !132, inlinedAt: !221, atomGroup: 61, atomRank: 1)
!224 = !DILocation(line: 25, column: 27, scope: !136, inlinedAt: !221, atomGroup: 10, atomRank: 2)
!225 = !DILocation(line: 27, column: 11, scope: !144, inlinedAt: !221, atomGroup: 127, atomRank: 2)
!226 = !DILocation(line: 27, column: 11, scope: !144, inlinedAt: !221, atomGroup: 127, atomRank: 1)
!227 = !DILocation(line: 28, column: 7, scope: !140, inlinedAt: !221, atomGroup: 128, atomRank: 2)
!228 = !DILocation(line: 25, column: 27, scope: !136, inlinedAt: !221, atomGroup: 130, atomRank: 2)
!229 = !DILocation(line: 25, column: 21, scope: !136, inlinedAt: !221, atomGroup: 131, atomRank: 1)
!230 = !DILocation(line: 25, column: 3, scope: !132, inlinedAt: !221, atomGroup: 132, atomRank: 1)
!231 = distinct !{!231, !232, !233, !123}
!232 = !DILocation(line: 25, column: 3, scope: !132, inlinedAt: !221)
!233 = !DILocation(line: 29, column: 3, scope: !132, inlinedAt: !221)
!234 = !DILocation(line: 24, column: 7, scope: !125, inlinedAt: !221, atomGroup: 1, atomRank: 1)
!235 = !DILocation(line: 55, column: 3, scope: !192)
!236 = !DILocation(line: 0, scope: !156, inlinedAt: !237)
!237 = distinct !DILocation(line: 56, column: 26, scope: !192)
!238 = !DILocation(line: 36, column: 1, scope: !156, inlinedAt: !237)
!239 = !DILocation(line: 37, column: 7, scope: !169, inlinedAt: !237, atomGroup: 63, atomRank: 1)
!240 = !DILocation(line: 37, column: 7, scope: !169, inlinedAt: !237, atomGroup: 62, atomRank: 1)
!241 = !DILocation(line: 38, column: 17, scope: !175, inlinedAt: !237, atomGroup: 4, atomRank: 1)
!242 = !DILocation(line: 38, column: 34, scope: !177, inlinedAt: !237, atomGroup: 6, atomRank: 2)
!243 = !DILocation(line: 38, column: 43, scope: !177, inlinedAt: !237, atomGroup: 8, atomRank: 1)
!244 = !DILocation(line: 39, column: 4, scope: !156, inlinedAt: !237, atomGroup: 9, atomRank: 2)
!245 = !DILocation(line: 37, column: 8, scope: !169, inlinedAt: !237)
!246 = !DILocation(line: 37, column: 8, scope: !169, inlinedAt: !237, atomGroup: 2, atomRank: 2)
!247 = !DILocation(line: 37, column: 7, scope: !169, inlinedAt: !237, atomGroup: 2, atomRank: 1)
!248 = !DILocation(line: 41, column: 1, scope: !156, inlinedAt: !237)
!249 = !DILocation(line: 42, column: 8, scope: !184, inlinedAt: !237)
!250 = !DILocation(line: 42, column: 8, scope: !184, inlinedAt: !237, atomGroup: 11, atomRank: 2)
!251 = !DILocation(line: 42, column: 7, scope: !184, inlinedAt: !237, atomGroup: 11, atomRank: 1)
!252 = !DILocation(line: 43, column: 17, scope: !188, inlinedAt: !237, atomGroup: 13, atomRank: 1)
!253 = !DILocation(line: 44, column: 4, scope: !156, inlinedAt: !237, atomGroup: 17, atomRank: 2)
!254 = !DILocation(line: 37, column: 8, scope: !169, inlinedAt: !237, atomGroup: 62, atomRank: 2)
!255 = !DILocation(line: 56, column: 3, scope: !192)
!256 = !DILocation(line: 58, column: 3, scope: !192)
!257 = !DILocation(line: 59, column: 3, scope: !192, atomGroup: 16, atomRank: 1)
!258 = !DISubprogram(name: "printf", scope: !259, file: !259, line: 356, type: !260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!259 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!260 = !DISubroutineType(types: !261)
!261 = !{!46, !262, null}
!262 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !159)
