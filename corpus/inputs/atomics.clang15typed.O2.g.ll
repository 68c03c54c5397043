; ModuleID = 'atomics.c'
source_filename = "atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@flag = dso_local global i32 0, align 4, !dbg !0
@vcount = dso_local global i32 0, align 4, !dbg !49
@acount = dso_local global i64 0, align 8, !dbg !53
@.str = private unnamed_addr constant [13 x i8] c"volatile=%d\0A\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [12 x i8] c"atomic=%ld\0A\00", align 1, !dbg !22
@.str.2 = private unnamed_addr constant [19 x i8] c"cas ok=%d flag=%d\0A\00", align 1, !dbg !27
@.str.3 = private unnamed_addr constant [8 x i8] c"old=%d \00", align 1, !dbg !32
@plain = dso_local global i32 0, align 4, !dbg !57
@.str.4 = private unnamed_addr constant [8 x i8] c"new=%d\0A\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [9 x i8] c"xchg=%d\0A\00", align 1, !dbg !39
@.str.6 = private unnamed_addr constant [20 x i8] c"final=%d before=%d\0A\00", align 1, !dbg !44

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local void @spin_volatile(i32 noundef %0) local_unnamed_addr #0 !dbg !68 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !72, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !76
  %2 = icmp sgt i32 %0, 0, !dbg !77
  br i1 %2, label %3, label %17, !dbg !79

3:                                                ; preds = %1
  %4 = add i32 %0, -1, !dbg !79
  %5 = and i32 %0, 3, !dbg !79
  %6 = icmp ult i32 %4, 3, !dbg !79
  br i1 %6, label %9, label %7, !dbg !79

7:                                                ; preds = %3
  %8 = and i32 %0, -4, !dbg !79
  br label %18, !dbg !79

9:                                                ; preds = %18, %3
  %10 = icmp eq i32 %5, 0, !dbg !79
  br i1 %10, label %17, label %11, !dbg !79

11:                                               ; preds = %9, %11
  %12 = phi i32 [ %15, %11 ], [ 0, %9 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !73, metadata !DIExpression()), !dbg !76
  %13 = load volatile i32, i32* @vcount, align 4, !dbg !80, !tbaa !81
  %14 = add nsw i32 %13, 1, !dbg !85
  store volatile i32 %14, i32* @vcount, align 4, !dbg !86, !tbaa !81
  call void @llvm.dbg.value(metadata i32 poison, metadata !73, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !76
  %15 = add i32 %12, 1, !dbg !79
  %16 = icmp eq i32 %15, %5, !dbg !79
  br i1 %16, label %17, label %11, !dbg !79, !llvm.loop !87

17:                                               ; preds = %9, %11, %1
  ret void, !dbg !89

18:                                               ; preds = %18, %7
  %19 = phi i32 [ 0, %7 ], [ %28, %18 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !73, metadata !DIExpression()), !dbg !76
  %20 = load volatile i32, i32* @vcount, align 4, !dbg !80, !tbaa !81
  %21 = add nsw i32 %20, 1, !dbg !85
  store volatile i32 %21, i32* @vcount, align 4, !dbg !86, !tbaa !81
  call void @llvm.dbg.value(metadata i32 poison, metadata !73, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !76
  call void @llvm.dbg.value(metadata i32 poison, metadata !73, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !76
  %22 = load volatile i32, i32* @vcount, align 4, !dbg !80, !tbaa !81
  %23 = add nsw i32 %22, 1, !dbg !85
  store volatile i32 %23, i32* @vcount, align 4, !dbg !86, !tbaa !81
  call void @llvm.dbg.value(metadata i32 poison, metadata !73, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !76
  call void @llvm.dbg.value(metadata i32 poison, metadata !73, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !76
  %24 = load volatile i32, i32* @vcount, align 4, !dbg !80, !tbaa !81
  %25 = add nsw i32 %24, 1, !dbg !85
  store volatile i32 %25, i32* @vcount, align 4, !dbg !86, !tbaa !81
  call void @llvm.dbg.value(metadata i32 poison, metadata !73, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !76
  call void @llvm.dbg.value(metadata i32 poison, metadata !73, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !76
  %26 = load volatile i32, i32* @vcount, align 4, !dbg !80, !tbaa !81
  %27 = add nsw i32 %26, 1, !dbg !85
  store volatile i32 %27, i32* @vcount, align 4, !dbg !86, !tbaa !81
  call void @llvm.dbg.value(metadata i32 poison, metadata !73, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !76
  %28 = add i32 %19, 4, !dbg !79
  %29 = icmp eq i32 %28, %8, !dbg !79
  br i1 %29, label %9, label %18, !dbg !79, !llvm.loop !90
}

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local i64 @atomic_work(i32 noundef %0) local_unnamed_addr #0 !dbg !93 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !97, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()), !dbg !101
  %2 = icmp sgt i32 %0, 0, !dbg !102
  br i1 %2, label %3, label %16, !dbg !104

3:                                                ; preds = %1
  %4 = add i32 %0, -1, !dbg !104
  %5 = and i32 %0, 7, !dbg !104
  %6 = icmp ult i32 %4, 7, !dbg !104
  br i1 %6, label %9, label %7, !dbg !104

7:                                                ; preds = %3
  %8 = and i32 %0, -8, !dbg !104
  br label %19, !dbg !104

9:                                                ; preds = %19, %3
  %10 = icmp eq i32 %5, 0, !dbg !104
  br i1 %10, label %16, label %11, !dbg !104

11:                                               ; preds = %9, %11
  %12 = phi i32 [ %14, %11 ], [ 0, %9 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !98, metadata !DIExpression()), !dbg !101
  %13 = atomicrmw add i64* @acount, i64 2 seq_cst, align 8, !dbg !105
  call void @llvm.dbg.value(metadata i32 poison, metadata !98, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !101
  %14 = add i32 %12, 1, !dbg !104
  %15 = icmp eq i32 %14, %5, !dbg !104
  br i1 %15, label %16, label %11, !dbg !104, !llvm.loop !106

16:                                               ; preds = %9, %11, %1
  %17 = atomicrmw sub i64* @acount, i64 1 monotonic, align 8, !dbg !107
  fence seq_cst, !dbg !108
  %18 = load atomic i64, i64* @acount acquire, align 8, !dbg !109
  ret i64 %18, !dbg !110

19:                                               ; preds = %19, %7
  %20 = phi i32 [ 0, %7 ], [ %29, %19 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !98, metadata !DIExpression()), !dbg !101
  %21 = atomicrmw add i64* @acount, i64 2 seq_cst, align 8, !dbg !105
  call void @llvm.dbg.value(metadata i32 poison, metadata !98, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !101
  call void @llvm.dbg.value(metadata i32 poison, metadata !98, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !101
  %22 = atomicrmw add i64* @acount, i64 2 seq_cst, align 8, !dbg !105
  call void @llvm.dbg.value(metadata i32 poison, metadata !98, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !101
  call void @llvm.dbg.value(metadata i32 poison, metadata !98, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !101
  %23 = atomicrmw add i64* @acount, i64 2 seq_cst, align 8, !dbg !105
  call void @llvm.dbg.value(metadata i32 poison, metadata !98, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !101
  call void @llvm.dbg.value(metadata i32 poison, metadata !98, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !101
  %24 = atomicrmw add i64* @acount, i64 2 seq_cst, align 8, !dbg !105
  call void @llvm.dbg.value(metadata i32 poison, metadata !98, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !101
  call void @llvm.dbg.value(metadata i32 poison, metadata !98, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !101
  %25 = atomicrmw add i64* @acount, i64 2 seq_cst, align 8, !dbg !105
  call void @llvm.dbg.value(metadata i32 poison, metadata !98, metadata !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value)), !dbg !101
  call void @llvm.dbg.value(metadata i32 poison, metadata !98, metadata !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value)), !dbg !101
  %26 = atomicrmw add i64* @acount, i64 2 seq_cst, align 8, !dbg !105
  call void @llvm.dbg.value(metadata i32 poison, metadata !98, metadata !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value)), !dbg !101
  call void @llvm.dbg.value(metadata i32 poison, metadata !98, metadata !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value)), !dbg !101
  %27 = atomicrmw add i64* @acount, i64 2 seq_cst, align 8, !dbg !105
  call void @llvm.dbg.value(metadata i32 poison, metadata !98, metadata !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value)), !dbg !101
  call void @llvm.dbg.value(metadata i32 poison, metadata !98, metadata !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value)), !dbg !101
  %28 = atomicrmw add i64* @acount, i64 2 seq_cst, align 8, !dbg !105
  call void @llvm.dbg.value(metadata i32 poison, metadata !98, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !101
  %29 = add i32 %20, 8, !dbg !104
  %30 = icmp eq i32 %29, %8, !dbg !104
  br i1 %30, label %9, label %19, !dbg !104, !llvm.loop !111
}

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local i32 @cas_loop(i32* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !113 {
  call void @llvm.dbg.value(metadata i32* %0, metadata !118, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 %1, metadata !119, metadata !DIExpression()), !dbg !121
  %3 = load atomic i32, i32* %0 monotonic, align 4, !dbg !122
  call void @llvm.dbg.value(metadata i32 %3, metadata !120, metadata !DIExpression()), !dbg !121
  br label %4, !dbg !123

4:                                                ; preds = %4, %2
  %5 = phi i32 [ %3, %2 ], [ %9, %4 ], !dbg !124
  call void @llvm.dbg.value(metadata i32 %5, metadata !120, metadata !DIExpression()), !dbg !121
  %6 = add nsw i32 %5, %1, !dbg !125
  %7 = cmpxchg i32* %0, i32 %5, i32 %6 acq_rel acquire, align 4, !dbg !126
  %8 = extractvalue { i32, i1 } %7, 1, !dbg !126
  %9 = extractvalue { i32, i1 } %7, 0
  call void @llvm.dbg.value(metadata i32 undef, metadata !120, metadata !DIExpression()), !dbg !121
  br i1 %8, label %10, label %4, !dbg !123, !llvm.loop !127

10:                                               ; preds = %4
  call void @llvm.dbg.value(metadata i32 %5, metadata !120, metadata !DIExpression()), !dbg !121
  ret i32 %5, !dbg !129
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !130 {
  call void @llvm.dbg.value(metadata i32 10, metadata !72, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !139
  %1 = load volatile i32, i32* @vcount, align 4, !dbg !140, !tbaa !81
  %2 = add nsw i32 %1, 1, !dbg !141
  store volatile i32 %2, i32* @vcount, align 4, !dbg !142, !tbaa !81
  call void @llvm.dbg.value(metadata i32 1, metadata !73, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 1, metadata !73, metadata !DIExpression()), !dbg !139
  %3 = load volatile i32, i32* @vcount, align 4, !dbg !140, !tbaa !81
  %4 = add nsw i32 %3, 1, !dbg !141
  store volatile i32 %4, i32* @vcount, align 4, !dbg !142, !tbaa !81
  call void @llvm.dbg.value(metadata i32 2, metadata !73, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 2, metadata !73, metadata !DIExpression()), !dbg !139
  %5 = load volatile i32, i32* @vcount, align 4, !dbg !140, !tbaa !81
  %6 = add nsw i32 %5, 1, !dbg !141
  store volatile i32 %6, i32* @vcount, align 4, !dbg !142, !tbaa !81
  call void @llvm.dbg.value(metadata i32 3, metadata !73, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 3, metadata !73, metadata !DIExpression()), !dbg !139
  %7 = load volatile i32, i32* @vcount, align 4, !dbg !140, !tbaa !81
  %8 = add nsw i32 %7, 1, !dbg !141
  store volatile i32 %8, i32* @vcount, align 4, !dbg !142, !tbaa !81
  call void @llvm.dbg.value(metadata i32 4, metadata !73, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 4, metadata !73, metadata !DIExpression()), !dbg !139
  %9 = load volatile i32, i32* @vcount, align 4, !dbg !140, !tbaa !81
  %10 = add nsw i32 %9, 1, !dbg !141
  store volatile i32 %10, i32* @vcount, align 4, !dbg !142, !tbaa !81
  call void @llvm.dbg.value(metadata i32 5, metadata !73, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 5, metadata !73, metadata !DIExpression()), !dbg !139
  %11 = load volatile i32, i32* @vcount, align 4, !dbg !140, !tbaa !81
  %12 = add nsw i32 %11, 1, !dbg !141
  store volatile i32 %12, i32* @vcount, align 4, !dbg !142, !tbaa !81
  call void @llvm.dbg.value(metadata i32 6, metadata !73, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 6, metadata !73, metadata !DIExpression()), !dbg !139
  %13 = load volatile i32, i32* @vcount, align 4, !dbg !140, !tbaa !81
  %14 = add nsw i32 %13, 1, !dbg !141
  store volatile i32 %14, i32* @vcount, align 4, !dbg !142, !tbaa !81
  call void @llvm.dbg.value(metadata i32 7, metadata !73, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 7, metadata !73, metadata !DIExpression()), !dbg !139
  %15 = load volatile i32, i32* @vcount, align 4, !dbg !140, !tbaa !81
  %16 = add nsw i32 %15, 1, !dbg !141
  store volatile i32 %16, i32* @vcount, align 4, !dbg !142, !tbaa !81
  call void @llvm.dbg.value(metadata i32 8, metadata !73, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 8, metadata !73, metadata !DIExpression()), !dbg !139
  %17 = load volatile i32, i32* @vcount, align 4, !dbg !140, !tbaa !81
  %18 = add nsw i32 %17, 1, !dbg !141
  store volatile i32 %18, i32* @vcount, align 4, !dbg !142, !tbaa !81
  call void @llvm.dbg.value(metadata i32 9, metadata !73, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 9, metadata !73, metadata !DIExpression()), !dbg !139
  %19 = load volatile i32, i32* @vcount, align 4, !dbg !140, !tbaa !81
  %20 = add nsw i32 %19, 1, !dbg !141
  store volatile i32 %20, i32* @vcount, align 4, !dbg !142, !tbaa !81
  call void @llvm.dbg.value(metadata i32 10, metadata !73, metadata !DIExpression()), !dbg !139
  %21 = load volatile i32, i32* @vcount, align 4, !dbg !143, !tbaa !81
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %21), !dbg !144
  call void @llvm.dbg.value(metadata i32 5, metadata !97, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()), !dbg !147
  %23 = atomicrmw add i64* @acount, i64 2 seq_cst, align 8, !dbg !148
  call void @llvm.dbg.value(metadata i32 1, metadata !98, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 1, metadata !98, metadata !DIExpression()), !dbg !147
  %24 = atomicrmw add i64* @acount, i64 2 seq_cst, align 8, !dbg !148
  call void @llvm.dbg.value(metadata i32 2, metadata !98, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 2, metadata !98, metadata !DIExpression()), !dbg !147
  %25 = atomicrmw add i64* @acount, i64 2 seq_cst, align 8, !dbg !148
  call void @llvm.dbg.value(metadata i32 3, metadata !98, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 3, metadata !98, metadata !DIExpression()), !dbg !147
  %26 = atomicrmw add i64* @acount, i64 2 seq_cst, align 8, !dbg !148
  call void @llvm.dbg.value(metadata i32 4, metadata !98, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 4, metadata !98, metadata !DIExpression()), !dbg !147
  %27 = atomicrmw add i64* @acount, i64 2 seq_cst, align 8, !dbg !148
  call void @llvm.dbg.value(metadata i32 5, metadata !98, metadata !DIExpression()), !dbg !147
  %28 = atomicrmw sub i64* @acount, i64 1 monotonic, align 8, !dbg !149
  fence seq_cst, !dbg !150
  %29 = load atomic i64, i64* @acount acquire, align 8, !dbg !151
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i64 noundef %29), !dbg !152
  call void @llvm.dbg.value(metadata i32 0, metadata !134, metadata !DIExpression()), !dbg !153
  %31 = cmpxchg i32* @flag, i32 0, i32 7 seq_cst seq_cst, align 4, !dbg !154
  %32 = extractvalue { i32, i1 } %31, 1, !dbg !154
  %33 = zext i1 %32 to i32, !dbg !154
  call void @llvm.dbg.value(metadata i32 %33, metadata !135, metadata !DIExpression()), !dbg !153
  %34 = load atomic i32, i32* @flag seq_cst, align 4, !dbg !155
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), i32 noundef %33, i32 noundef %34), !dbg !156
  call void @llvm.dbg.value(metadata i32* @plain, metadata !118, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 5, metadata !119, metadata !DIExpression()), !dbg !157
  %36 = load atomic i32, i32* @plain monotonic, align 4, !dbg !159
  call void @llvm.dbg.value(metadata i32 %36, metadata !120, metadata !DIExpression()), !dbg !157
  br label %37, !dbg !160

37:                                               ; preds = %37, %0
  %38 = phi i32 [ %36, %0 ], [ %42, %37 ], !dbg !161
  call void @llvm.dbg.value(metadata i32 %38, metadata !120, metadata !DIExpression()), !dbg !157
  %39 = add nsw i32 %38, 5, !dbg !162
  %40 = cmpxchg i32* @plain, i32 %38, i32 %39 acq_rel acquire, align 4, !dbg !163
  %41 = extractvalue { i32, i1 } %40, 1, !dbg !163
  %42 = extractvalue { i32, i1 } %40, 0
  call void @llvm.dbg.value(metadata i32 undef, metadata !120, metadata !DIExpression()), !dbg !157
  br i1 %41, label %43, label %37, !dbg !160, !llvm.loop !164

43:                                               ; preds = %37
  call void @llvm.dbg.value(metadata i32 %38, metadata !120, metadata !DIExpression()), !dbg !157
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %38), !dbg !166
  %45 = atomicrmw add i32* @plain, i32 1 seq_cst, align 4, !dbg !167
  %46 = add i32 %45, 1, !dbg !167
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i64 0, i64 0), i32 noundef %46), !dbg !168
  %48 = atomicrmw xchg i32* @plain, i32 99 seq_cst, align 4, !dbg !169
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i32 noundef %48), !dbg !170
  fence release, !dbg !171
  %50 = atomicrmw or i32* @plain, i32 256 monotonic, align 4, !dbg !172
  call void @llvm.dbg.value(metadata i32 %50, metadata !136, metadata !DIExpression()), !dbg !153
  %51 = load i32, i32* @plain, align 4, !dbg !173, !tbaa !81
  %52 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.6, i64 0, i64 0), i32 noundef %51, i32 noundef %50), !dbg !174
  ret i32 0, !dbg !175
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!61, !62, !63, !64, !65, !66}
!llvm.ident = !{!67}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 7, type: !59, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 15.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atomics.c", directory: "/irfix/corpus/src", checksumkind: CSK_MD5, checksum: "57e3113898ba3cdc7852808541cee2a2")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 57, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-15/lib/clang/15.0.6/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "c31d38c6c5a076e42adea43381ce5a8c")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!0, !16, !22, !27, !32, !37, !39, !44, !49, !53, !57}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 96, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 12)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 152, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 19)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 64, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 8)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !34, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 72, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 9)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 160, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 20)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "vcount", scope: !2, file: !3, line: 5, type: !51, isLocal: false, isDefinition: true)
!51 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !52)
!52 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(name: "acount", scope: !2, file: !3, line: 6, type: !55, isLocal: false, isDefinition: true)
!55 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !56)
!56 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "plain", scope: !2, file: !3, line: 8, type: !52, isLocal: false, isDefinition: true)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 93, baseType: !60)
!60 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !52)
!61 = !{i32 7, !"Dwarf Version", i32 5}
!62 = !{i32 2, !"Debug Info Version", i32 3}
!63 = !{i32 1, !"wchar_size", i32 4}
!64 = !{i32 7, !"PIC Level", i32 2}
!65 = !{i32 7, !"PIE Level", i32 2}
!66 = !{i32 7, !"uwtable", i32 2}
!67 = !{!"Debian clang version 15.0.6"}
!68 = distinct !DISubprogram(name: "spin_volatile", scope: !3, file: !3, line: 10, type: !69, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !71)
!69 = !DISubroutineType(types: !70)
!70 = !{null, !52}
!71 = !{!72, !73}
!72 = !DILocalVariable(name: "n", arg: 1, scope: !68, file: !3, line: 10, type: !52)
!73 = !DILocalVariable(name: "i", scope: !74, file: !3, line: 11, type: !52)
!74 = distinct !DILexicalBlock(scope: !68, file: !3, line: 11, column: 3)
!75 = !DILocation(line: 0, scope: !68)
!76 = !DILocation(line: 0, scope: !74)
!77 = !DILocation(line: 11, column: 21, scope: !78)
!78 = distinct !DILexicalBlock(scope: !74, file: !3, line: 11, column: 3)
!79 = !DILocation(line: 11, column: 3, scope: !74)
!80 = !DILocation(line: 11, column: 40, scope: !78)
!81 = !{!82, !82, i64 0}
!82 = !{!"int", !83, i64 0}
!83 = !{!"omnipotent char", !84, i64 0}
!84 = !{!"Simple C/C++ TBAA"}
!85 = !DILocation(line: 11, column: 47, scope: !78)
!86 = !DILocation(line: 11, column: 38, scope: !78)
!87 = distinct !{!87, !88}
!88 = !{!"llvm.loop.unroll.disable"}
!89 = !DILocation(line: 12, column: 1, scope: !68)
!90 = distinct !{!90, !79, !91, !92}
!91 = !DILocation(line: 11, column: 49, scope: !74)
!92 = !{!"llvm.loop.mustprogress"}
!93 = distinct !DISubprogram(name: "atomic_work", scope: !3, file: !3, line: 14, type: !94, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !96)
!94 = !DISubroutineType(types: !95)
!95 = !{!56, !52}
!96 = !{!97, !98}
!97 = !DILocalVariable(name: "n", arg: 1, scope: !93, file: !3, line: 14, type: !52)
!98 = !DILocalVariable(name: "i", scope: !99, file: !3, line: 15, type: !52)
!99 = distinct !DILexicalBlock(scope: !93, file: !3, line: 15, column: 3)
!100 = !DILocation(line: 0, scope: !93)
!101 = !DILocation(line: 0, scope: !99)
!102 = !DILocation(line: 15, column: 21, scope: !103)
!103 = distinct !DILexicalBlock(scope: !99, file: !3, line: 15, column: 3)
!104 = !DILocation(line: 15, column: 3, scope: !99)
!105 = !DILocation(line: 15, column: 31, scope: !103)
!106 = distinct !{!106, !88}
!107 = !DILocation(line: 16, column: 3, scope: !93)
!108 = !DILocation(line: 17, column: 3, scope: !93)
!109 = !DILocation(line: 18, column: 10, scope: !93)
!110 = !DILocation(line: 18, column: 3, scope: !93)
!111 = distinct !{!111, !104, !112, !92}
!112 = !DILocation(line: 15, column: 31, scope: !99)
!113 = distinct !DISubprogram(name: "cas_loop", scope: !3, file: !3, line: 21, type: !114, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !117)
!114 = !DISubroutineType(types: !115)
!115 = !{!52, !116, !52}
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!117 = !{!118, !119, !120}
!118 = !DILocalVariable(name: "p", arg: 1, scope: !113, file: !3, line: 21, type: !116)
!119 = !DILocalVariable(name: "add", arg: 2, scope: !113, file: !3, line: 21, type: !52)
!120 = !DILocalVariable(name: "old", scope: !113, file: !3, line: 22, type: !52)
!121 = !DILocation(line: 0, scope: !113)
!122 = !DILocation(line: 22, column: 13, scope: !113)
!123 = !DILocation(line: 23, column: 3, scope: !113)
!124 = !DILocation(line: 22, column: 7, scope: !113)
!125 = !DILocation(line: 23, column: 52, scope: !113)
!126 = !DILocation(line: 23, column: 11, scope: !113)
!127 = distinct !{!127, !123, !128, !92}
!128 = !DILocation(line: 24, column: 5, scope: !113)
!129 = !DILocation(line: 25, column: 3, scope: !113)
!130 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !131, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{!52}
!133 = !{!134, !135, !136}
!134 = !DILocalVariable(name: "expected", scope: !130, file: !3, line: 32, type: !52)
!135 = !DILocalVariable(name: "ok", scope: !130, file: !3, line: 33, type: !52)
!136 = !DILocalVariable(name: "before", scope: !130, file: !3, line: 39, type: !52)
!137 = !DILocation(line: 0, scope: !68, inlinedAt: !138)
!138 = distinct !DILocation(line: 29, column: 3, scope: !130)
!139 = !DILocation(line: 0, scope: !74, inlinedAt: !138)
!140 = !DILocation(line: 11, column: 40, scope: !78, inlinedAt: !138)
!141 = !DILocation(line: 11, column: 47, scope: !78, inlinedAt: !138)
!142 = !DILocation(line: 11, column: 38, scope: !78, inlinedAt: !138)
!143 = !DILocation(line: 30, column: 27, scope: !130)
!144 = !DILocation(line: 30, column: 3, scope: !130)
!145 = !DILocation(line: 0, scope: !93, inlinedAt: !146)
!146 = distinct !DILocation(line: 31, column: 26, scope: !130)
!147 = !DILocation(line: 0, scope: !99, inlinedAt: !146)
!148 = !DILocation(line: 15, column: 31, scope: !103, inlinedAt: !146)
!149 = !DILocation(line: 16, column: 3, scope: !93, inlinedAt: !146)
!150 = !DILocation(line: 17, column: 3, scope: !93, inlinedAt: !146)
!151 = !DILocation(line: 18, column: 10, scope: !93, inlinedAt: !146)
!152 = !DILocation(line: 31, column: 3, scope: !130)
!153 = !DILocation(line: 0, scope: !130)
!154 = !DILocation(line: 33, column: 12, scope: !130)
!155 = !DILocation(line: 34, column: 37, scope: !130)
!156 = !DILocation(line: 34, column: 3, scope: !130)
!157 = !DILocation(line: 0, scope: !113, inlinedAt: !158)
!158 = distinct !DILocation(line: 35, column: 21, scope: !130)
!159 = !DILocation(line: 22, column: 13, scope: !113, inlinedAt: !158)
!160 = !DILocation(line: 23, column: 3, scope: !113, inlinedAt: !158)
!161 = !DILocation(line: 22, column: 7, scope: !113, inlinedAt: !158)
!162 = !DILocation(line: 23, column: 52, scope: !113, inlinedAt: !158)
!163 = !DILocation(line: 23, column: 11, scope: !113, inlinedAt: !158)
!164 = distinct !{!164, !160, !165, !92}
!165 = !DILocation(line: 24, column: 5, scope: !113, inlinedAt: !158)
!166 = !DILocation(line: 35, column: 3, scope: !130)
!167 = !DILocation(line: 36, column: 22, scope: !130)
!168 = !DILocation(line: 36, column: 3, scope: !130)
!169 = !DILocation(line: 37, column: 23, scope: !130)
!170 = !DILocation(line: 37, column: 3, scope: !130)
!171 = !DILocation(line: 38, column: 3, scope: !130)
!172 = !DILocation(line: 39, column: 16, scope: !130)
!173 = !DILocation(line: 40, column: 34, scope: !130)
!174 = !DILocation(line: 40, column: 3, scope: !130)
!175 = !DILocation(line: 41, column: 3, scope: !130)
