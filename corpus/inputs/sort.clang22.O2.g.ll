; ModuleID = 'sort.c'
source_filename = "sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.item = type { ptr, double }

@__const.main.a = private unnamed_addr constant [8 x i32] [i32 42, i32 -3, i32 17, i32 8, i32 99, i32 0, i32 23, i32 5], align 16
@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"\0Afound at %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [2 x i8] c"b\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [2 x i8] c"d\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [2 x i8] c"c\00", align 1, !dbg !21
@__const.main.items = private unnamed_addr constant [4 x %struct.item] [%struct.item { ptr @.str.2, double 2.500000e+00 }, %struct.item { ptr @.str.3, double 5.000000e-01 }, %struct.item { ptr @.str.4, double 9.000000e+00 }, %struct.item { ptr @.str.5, double 1.000000e+00 }], align 16
@.str.6 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !23
@.str.7 = private unnamed_addr constant [3 x i8] c"| \00", align 1, !dbg !25

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @insertion_sort(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 !dbg !56 {
    #dbg_value(ptr %0, !66, !DIExpression(), !74)
    #dbg_value(i32 %1, !67, !DIExpression(), !74)
    #dbg_value(i32 1, !68, !DIExpression(), !75)
  %3 = icmp sgt i32 %1, 1, !dbg !76
  br i1 %3, label %4, label %6, !dbg !77

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !78
  br label %7, !dbg !79

6:                                                ; preds = %23, %2
  ret void, !dbg !80

7:                                                ; preds = %4, %23
  %8 = phi i64 [ 1, %4 ], [ %29, %23 ]
    #dbg_value(i64 %8, !68, !DIExpression(), !75)
  %9 = getelementptr inbounds nuw %struct.item, ptr %0, i64 %8, !dbg !81
  %10 = load ptr, ptr %9, align 8, !dbg !82, !tbaa !83
  %11 = getelementptr inbounds nuw i8, ptr %9, i64 8, !dbg !82
  %12 = load double, ptr %11, align 8, !dbg !82, !tbaa !86
    #dbg_value(ptr %10, !70, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !88)
    #dbg_value(double %12, !70, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !88)
    #dbg_value(i64 %8, !73, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !88)
  br label %13, !dbg !89

13:                                               ; preds = %7, %20
  %14 = phi i64 [ %8, %7 ], [ %15, %20 ]
  %15 = add nsw i64 %14, -1, !dbg !88
  %16 = getelementptr inbounds nuw %struct.item, ptr %0, i64 %15, !dbg !90
  %17 = getelementptr inbounds nuw i8, ptr %16, i64 8, !dbg !91
  %18 = load double, ptr %17, align 8, !dbg !91, !tbaa !92
  %19 = fcmp olt double %18, %12, !dbg !94
  br i1 %19, label %20, label %23, !dbg !95

20:                                               ; preds = %13
  %21 = getelementptr inbounds nuw %struct.item, ptr %0, i64 %14, !dbg !96
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(16) %16, i64 16, i1 false), !dbg !98, !tbaa.struct !99
    #dbg_value(i64 %15, !73, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !88)
  %22 = icmp sgt i64 %14, 1, !dbg !100
  br i1 %22, label %13, label %23, !dbg !101, !llvm.loop !102

23:                                               ; preds = %20, %13
  %24 = phi i64 [ 0, %20 ], [ %14, %13 ]
  %25 = shl i64 %24, 32, !dbg !106
  %26 = ashr exact i64 %25, 28, !dbg !106
  %27 = getelementptr inbounds i8, ptr %0, i64 %26, !dbg !106
  store ptr %10, ptr %27, align 8, !dbg !107, !tbaa !83
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 8, !dbg !107
  store double %12, ptr %28, align 8, !dbg !107, !tbaa !86
  %29 = add nuw nsw i64 %8, 1, !dbg !108
    #dbg_value(i64 %29, !68, !DIExpression(), !75)
  %30 = icmp eq i64 %29, %5, !dbg !78
  br i1 %30, label %6, label %7, !dbg !109, !llvm.loop !110
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !112 {
  %1 = alloca [8 x i32], align 16, !DIAssignID !132
    #dbg_assign(i1 poison, !116, !DIExpression(), !132, ptr %1, !DIExpression(), !133)
  %2 = alloca [4 x %struct.item], align 16, !DIAssignID !134
    #dbg_assign(i1 poison, !126, !DIExpression(), !134, ptr %2, !DIExpression(), !133)
  call void @llvm.lifetime.start.p0(ptr nonnull %1) #9, !dbg !135
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.a, i64 32, i1 false), !dbg !136, !DIAssignID !137
    #dbg_assign(i1 poison, !116, !DIExpression(), !137, ptr %1, !DIExpression(), !133)
    #dbg_value(i32 8, !120, !DIExpression(), !133)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 8, i64 noundef 4, ptr noundef nonnull @cmp_int) #9, !dbg !138
    #dbg_value(i64 0, !121, !DIExpression(), !139)
  %3 = load i32, ptr %1, align 16, !dbg !140, !tbaa !52
  %4 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3), !dbg !142
    #dbg_value(i64 1, !121, !DIExpression(), !139)
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 4, !dbg !140
  %6 = load i32, ptr %5, align 4, !dbg !140, !tbaa !52
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6), !dbg !142
    #dbg_value(i64 2, !121, !DIExpression(), !139)
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !140
  %9 = load i32, ptr %8, align 8, !dbg !140, !tbaa !52
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9), !dbg !142
    #dbg_value(i64 3, !121, !DIExpression(), !139)
  %11 = getelementptr inbounds nuw i8, ptr %1, i64 12, !dbg !140
  %12 = load i32, ptr %11, align 4, !dbg !140, !tbaa !52
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %12), !dbg !142
    #dbg_value(i64 4, !121, !DIExpression(), !139)
  %14 = getelementptr inbounds nuw i8, ptr %1, i64 16, !dbg !140
  %15 = load i32, ptr %14, align 16, !dbg !140, !tbaa !52
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %15), !dbg !142
    #dbg_value(i64 5, !121, !DIExpression(), !139)
  %17 = getelementptr inbounds nuw i8, ptr %1, i64 20, !dbg !140
  %18 = load i32, ptr %17, align 4, !dbg !140, !tbaa !52
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %18), !dbg !142
    #dbg_value(i64 6, !121, !DIExpression(), !139)
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 24, !dbg !140
  %21 = load i32, ptr %20, align 8, !dbg !140, !tbaa !52
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %21), !dbg !142
    #dbg_value(i64 7, !121, !DIExpression(), !139)
  %23 = getelementptr inbounds nuw i8, ptr %1, i64 28, !dbg !140
  %24 = load i32, ptr %23, align 4, !dbg !140, !tbaa !52
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %24), !dbg !142
    #dbg_value(i64 8, !121, !DIExpression(), !139)
  %26 = getelementptr inbounds nuw i8, ptr %2, i64 16, !dbg !143
  %27 = getelementptr inbounds nuw i8, ptr %2, i64 32, !dbg !143
  %28 = getelementptr inbounds nuw i8, ptr %2, i64 16, !dbg !143
  %29 = getelementptr inbounds nuw i8, ptr %2, i64 48, !dbg !143
  %30 = getelementptr inbounds nuw i8, ptr %2, i64 32, !dbg !143
  %31 = getelementptr inbounds nuw i8, ptr %2, i64 16, !dbg !143
  br label %32, !dbg !143

32:                                               ; preds = %0, %45
  %33 = phi i64 [ %47, %45 ], [ 0, %0 ]
  %34 = phi i64 [ %46, %45 ], [ 8, %0 ]
    #dbg_value(i64 %33, !162, !DIExpression(), !168)
    #dbg_value(i64 %34, !163, !DIExpression(), !168)
  %35 = add i64 %34, %33, !dbg !169
  %36 = lshr i64 %35, 1, !dbg !171
    #dbg_value(i64 %36, !164, !DIExpression(), !168)
  %37 = shl i64 %36, 2, !dbg !172
  %38 = getelementptr inbounds nuw i8, ptr %1, i64 %37, !dbg !173
    #dbg_value(ptr %38, !165, !DIExpression(), !168)
    #dbg_value(ptr poison, !174, !DIExpression(), !180)
    #dbg_value(ptr %38, !177, !DIExpression(), !180)
    #dbg_value(i32 17, !178, !DIExpression(), !180)
  %39 = load i32, ptr %38, align 4, !dbg !182, !tbaa !52
    #dbg_value(i32 %39, !179, !DIExpression(), !180)
    #dbg_value(i32 poison, !166, !DIExpression(), !168)
  %40 = icmp sgt i32 %39, 17, !dbg !183
  br i1 %40, label %45, label %41, !dbg !185

41:                                               ; preds = %32
    #dbg_value(i32 poison, !166, !DIExpression(), !168)
  %42 = icmp eq i32 %39, 17, !dbg !186
  br i1 %42, label %49, label %43, !dbg !188

43:                                               ; preds = %41
  %44 = add nuw i64 %36, 1, !dbg !189
    #dbg_value(i64 %44, !162, !DIExpression(), !168)
  br label %45

45:                                               ; preds = %43, %32
  %46 = phi i64 [ %34, %43 ], [ %36, %32 ], !dbg !168
  %47 = phi i64 [ %44, %43 ], [ %33, %32 ], !dbg !168
    #dbg_value(i64 %47, !162, !DIExpression(), !168)
    #dbg_value(i64 %46, !163, !DIExpression(), !168)
  %48 = icmp ult i64 %47, %46, !dbg !190
  br i1 %48, label %32, label %51, !dbg !191, !llvm.loop !192

49:                                               ; preds = %41
  %50 = getelementptr inbounds nuw i8, ptr %1, i64 %37
  br label %51, !dbg !194

51:                                               ; preds = %45, %49
  %52 = phi ptr [ %50, %49 ], [ null, %45 ], !dbg !168
    #dbg_value(ptr %52, !124, !DIExpression(), !133)
  %53 = icmp eq ptr %52, null, !dbg !194
  %54 = ptrtoint ptr %52 to i64, !dbg !195
  %55 = ptrtoint ptr %1 to i64, !dbg !195
  %56 = sub i64 %54, %55, !dbg !195
  %57 = ashr exact i64 %56, 2, !dbg !195
  %58 = select i1 %53, i64 -1, i64 %57, !dbg !195
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %58), !dbg !196
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #9, !dbg !197
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, ptr noundef nonnull align 16 dereferenceable(64) @__const.main.items, i64 64, i1 false), !dbg !198, !DIAssignID !199
    #dbg_assign(i1 poison, !126, !DIExpression(), !199, ptr %2, !DIExpression(), !133)
  call void @qsort(ptr noundef nonnull %2, i64 noundef 4, i64 noundef 16, ptr noundef nonnull @cmp_weight) #9, !dbg !200
    #dbg_value(i64 0, !128, !DIExpression(), !201)
  %60 = load ptr, ptr %2, align 16, !dbg !202, !tbaa !204
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %60), !dbg !205
    #dbg_value(i64 1, !128, !DIExpression(), !201)
  %62 = getelementptr inbounds nuw i8, ptr %2, i64 16, !dbg !206
  %63 = load ptr, ptr %62, align 16, !dbg !202, !tbaa !204
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %63), !dbg !205
    #dbg_value(i64 2, !128, !DIExpression(), !201)
  %65 = getelementptr inbounds nuw i8, ptr %2, i64 32, !dbg !206
  %66 = load ptr, ptr %65, align 16, !dbg !202, !tbaa !204
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %66), !dbg !205
    #dbg_value(i64 3, !128, !DIExpression(), !201)
  %68 = getelementptr inbounds nuw i8, ptr %2, i64 48, !dbg !206
  %69 = load ptr, ptr %68, align 16, !dbg !202, !tbaa !204
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %69), !dbg !205
    #dbg_value(i64 4, !128, !DIExpression(), !201)
    #dbg_value(i64 1, !68, !DIExpression(), !207)
  %71 = load ptr, ptr %62, align 16, !dbg !209, !tbaa !83
  %72 = getelementptr inbounds nuw i8, ptr %2, i64 24, !dbg !209
  %73 = load double, ptr %72, align 8, !dbg !209, !tbaa !86
    #dbg_value(ptr %71, !70, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !210)
    #dbg_value(double %73, !70, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !210)
    #dbg_value(i64 1, !73, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !210)
  %74 = getelementptr inbounds nuw i8, ptr %2, i64 8, !dbg !211
  %75 = load double, ptr %74, align 8, !dbg !211, !tbaa !92
  %76 = fcmp olt double %75, %73, !dbg !212
  br i1 %76, label %77, label %78, !dbg !213

77:                                               ; preds = %51
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %62, ptr noundef nonnull align 16 dereferenceable(16) %2, i64 16, i1 false), !dbg !214, !tbaa.struct !99
    #dbg_value(i64 0, !73, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !210)
  br label %78, !dbg !215

78:                                               ; preds = %77, %51
  %79 = phi ptr [ %2, %77 ], [ %26, %51 ]
  store ptr %71, ptr %79, align 16, !dbg !216, !tbaa !83
  %80 = getelementptr inbounds nuw i8, ptr %79, i64 8, !dbg !216
  store double %73, ptr %80, align 8, !dbg !216, !tbaa !86
    #dbg_value(i64 2, !68, !DIExpression(), !207)
  %81 = load ptr, ptr %65, align 16, !dbg !217, !tbaa !83
  %82 = getelementptr inbounds nuw i8, ptr %2, i64 40, !dbg !217
  %83 = load double, ptr %82, align 8, !dbg !217, !tbaa !86
    #dbg_value(ptr %81, !70, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !210)
    #dbg_value(double %83, !70, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !210)
    #dbg_value(i64 2, !73, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !210)
  %84 = load double, ptr %72, align 8, !dbg !211, !tbaa !92
  %85 = fcmp olt double %84, %83, !dbg !212
  br i1 %85, label %86, label %90, !dbg !218

86:                                               ; preds = %78
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %65, ptr noundef nonnull align 16 dereferenceable(16) %62, i64 16, i1 false), !dbg !219, !tbaa.struct !99
    #dbg_value(i64 1, !73, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !210)
  %87 = load double, ptr %74, align 8, !dbg !211, !tbaa !92
  %88 = fcmp olt double %87, %83, !dbg !212
  br i1 %88, label %89, label %90, !dbg !220

89:                                               ; preds = %86
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %62, ptr noundef nonnull align 16 dereferenceable(16) %2, i64 16, i1 false), !dbg !221, !tbaa.struct !99
    #dbg_value(i64 0, !73, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !210)
  br label %90, !dbg !222

90:                                               ; preds = %89, %86, %78
  %91 = phi ptr [ %2, %89 ], [ %27, %78 ], [ %28, %86 ]
  store ptr %81, ptr %91, align 16, !dbg !223, !tbaa !83
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 8, !dbg !223
  store double %83, ptr %92, align 8, !dbg !223, !tbaa !86
    #dbg_value(i64 3, !68, !DIExpression(), !207)
  %93 = load ptr, ptr %68, align 16, !dbg !224, !tbaa !83
  %94 = getelementptr inbounds nuw i8, ptr %2, i64 56, !dbg !224
  %95 = load double, ptr %94, align 8, !dbg !224, !tbaa !86
    #dbg_value(ptr %93, !70, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !210)
    #dbg_value(double %95, !70, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !210)
    #dbg_value(i64 3, !73, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !210)
  %96 = load double, ptr %82, align 8, !dbg !211, !tbaa !92
  %97 = fcmp olt double %96, %95, !dbg !212
  br i1 %97, label %98, label %105, !dbg !225

98:                                               ; preds = %90
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %68, ptr noundef nonnull align 16 dereferenceable(16) %65, i64 16, i1 false), !dbg !226, !tbaa.struct !99
    #dbg_value(i64 2, !73, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !210)
  %99 = load double, ptr %72, align 8, !dbg !211, !tbaa !92
  %100 = fcmp olt double %99, %95, !dbg !212
  br i1 %100, label %101, label %105, !dbg !227

101:                                              ; preds = %98
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %65, ptr noundef nonnull align 16 dereferenceable(16) %62, i64 16, i1 false), !dbg !228, !tbaa.struct !99
    #dbg_value(i64 1, !73, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !210)
  %102 = load double, ptr %74, align 8, !dbg !211, !tbaa !92
  %103 = fcmp olt double %102, %95, !dbg !212
  br i1 %103, label %104, label %105, !dbg !229

104:                                              ; preds = %101
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %62, ptr noundef nonnull align 16 dereferenceable(16) %2, i64 16, i1 false), !dbg !230, !tbaa.struct !99
    #dbg_value(i64 0, !73, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !210)
  br label %105, !dbg !231

105:                                              ; preds = %104, %101, %98, %90
  %106 = phi ptr [ %2, %104 ], [ %29, %90 ], [ %30, %98 ], [ %31, %101 ]
  store ptr %93, ptr %106, align 16, !dbg !232, !tbaa !83
  %107 = getelementptr inbounds nuw i8, ptr %106, i64 8, !dbg !232
  store double %95, ptr %107, align 8, !dbg !232, !tbaa !86
    #dbg_value(i64 4, !68, !DIExpression(), !207)
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7), !dbg !233
    #dbg_value(i64 0, !130, !DIExpression(), !234)
  %109 = load ptr, ptr %2, align 16, !dbg !235, !tbaa !204
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %109), !dbg !237
    #dbg_value(i64 1, !130, !DIExpression(), !234)
  %111 = load ptr, ptr %62, align 16, !dbg !235, !tbaa !204
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %111), !dbg !237
    #dbg_value(i64 2, !130, !DIExpression(), !234)
  %113 = load ptr, ptr %65, align 16, !dbg !235, !tbaa !204
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %113), !dbg !237
    #dbg_value(i64 3, !130, !DIExpression(), !234)
  %115 = load ptr, ptr %68, align 16, !dbg !235, !tbaa !204
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %115), !dbg !237
    #dbg_value(i64 4, !130, !DIExpression(), !234)
  %117 = call i32 @putchar(i32 10), !dbg !238
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #9, !dbg !239
  call void @llvm.lifetime.end.p0(ptr nonnull %1) #9, !dbg !239
  ret i32 0, !dbg !240
}

; Function Attrs: nofree
declare !dbg !241 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef captures(none)) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1) #5 !dbg !175 {
    #dbg_value(ptr %0, !174, !DIExpression(), !244)
    #dbg_value(ptr %1, !177, !DIExpression(), !244)
  %3 = load i32, ptr %0, align 4, !dbg !245, !tbaa !52
    #dbg_value(i32 %3, !178, !DIExpression(), !244)
  %4 = load i32, ptr %1, align 4, !dbg !246, !tbaa !52
    #dbg_value(i32 %4, !179, !DIExpression(), !244)
  %5 = tail call i32 @llvm.scmp.i32.i32(i32 %3, i32 %4), !dbg !247
  ret i32 %5, !dbg !248
}

; Function Attrs: nofree nounwind
declare !dbg !249 noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_weight(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1) #5 !dbg !254 {
    #dbg_value(ptr %0, !256, !DIExpression(), !262)
    #dbg_value(ptr %1, !257, !DIExpression(), !262)
    #dbg_value(ptr %0, !258, !DIExpression(), !262)
    #dbg_value(ptr %1, !261, !DIExpression(), !262)
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !263
  %4 = load double, ptr %3, align 8, !dbg !263, !tbaa !92
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !264
  %6 = load double, ptr %5, align 8, !dbg !264, !tbaa !92
  %7 = fcmp ogt double %4, %6, !dbg !265
  %8 = zext i1 %7 to i32, !dbg !265
  %9 = fcmp olt double %4, %6, !dbg !266
  %10 = sext i1 %9 to i32, !dbg !266
  %11 = add nsw i32 %10, %8, !dbg !267
  ret i32 %11, !dbg !268
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare range(i32 -1, 2) i32 @llvm.scmp.i32.i32(i32, i32) #8

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!30}
!llvm.module.flags = !{!44, !45, !46, !47, !48, !49, !50}
!llvm.ident = !{!51}
!llvm.errno.tbaa = !{!52}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "sort.c", directory: "/irfix/corpus/src", checksumkind: CSK_MD5, checksum: "5ac73d5ae85f5cac7712421cef75cedb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 2)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !14, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !14, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !3, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 3)
!30 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !31, globals: !41, splitDebugInlining: false, nameTableKind: None)
!31 = !{!32, !33, !36, !38, !40}
!32 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!41 = !{!0, !7, !12, !17, !19, !21, !23, !25, !42}
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !14, isLocal: true, isDefinition: true)
!44 = !{i32 7, !"Dwarf Version", i32 5}
!45 = !{i32 2, !"Debug Info Version", i32 3}
!46 = !{i32 1, !"wchar_size", i32 4}
!47 = !{i32 8, !"PIC Level", i32 2}
!48 = !{i32 7, !"PIE Level", i32 2}
!49 = !{i32 7, !"uwtable", i32 2}
!50 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!51 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!52 = !{!53, !53, i64 0}
!53 = !{!"int", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = distinct !DISubprogram(name: "insertion_sort", scope: !2, file: !2, line: 18, type: !57, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !65, keyInstructions: true)
!57 = !DISubroutineType(types: !58)
!58 = !{null, !59, !35}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "item", file: !2, line: 6, size: 128, elements: !61)
!61 = !{!62, !63}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !60, file: !2, line: 6, baseType: !38, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !60, file: !2, line: 6, baseType: !64, size: 64, offset: 64)
!64 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!65 = !{!66, !67, !68, !70, !73}
!66 = !DILocalVariable(name: "v", arg: 1, scope: !56, file: !2, line: 18, type: !59)
!67 = !DILocalVariable(name: "n", arg: 2, scope: !56, file: !2, line: 18, type: !35)
!68 = !DILocalVariable(name: "i", scope: !69, file: !2, line: 19, type: !35)
!69 = distinct !DILexicalBlock(scope: !56, file: !2, line: 19, column: 3)
!70 = !DILocalVariable(name: "key", scope: !71, file: !2, line: 20, type: !60)
!71 = distinct !DILexicalBlock(scope: !72, file: !2, line: 19, column: 31)
!72 = distinct !DILexicalBlock(scope: !69, file: !2, line: 19, column: 3)
!73 = !DILocalVariable(name: "j", scope: !71, file: !2, line: 21, type: !35)
!74 = !DILocation(line: 0, scope: !56)
!75 = !DILocation(line: 0, scope: !69)
!76 = !DILocation(line: 19, column: 21, scope: !72, atomGroup: 25, atomRank: 1)
!77 = !DILocation(line: 19, column: 3, scope: !69, atomGroup: 26, atomRank: 1)
!78 = !DILocation(line: 19, column: 21, scope: !72, atomGroup: 2, atomRank: 1)
!79 = !DILocation(line: 19, column: 3, scope: !69)
!80 = !DILocation(line: 25, column: 1, scope: !56, atomGroup: 13, atomRank: 1)
!81 = !DILocation(line: 20, column: 23, scope: !71)
!82 = !DILocation(line: 20, column: 23, scope: !71, atomGroup: 4, atomRank: 1)
!83 = !{!84, !84, i64 0}
!84 = !{!"p1 omnipotent char", !85, i64 0}
!85 = !{!"any pointer", !54, i64 0}
!86 = !{!87, !87, i64 0}
!87 = !{!"double", !54, i64 0}
!88 = !DILocation(line: 0, scope: !71)
!89 = !DILocation(line: 22, column: 19, scope: !71, atomGroup: 24, atomRank: 1)
!90 = !DILocation(line: 22, column: 22, scope: !71)
!91 = !DILocation(line: 22, column: 27, scope: !71)
!92 = !{!93, !87, i64 8}
!93 = !{!"item", !84, i64 0, !87, i64 8}
!94 = !DILocation(line: 22, column: 34, scope: !71)
!95 = !DILocation(line: 22, column: 5, scope: !71, atomGroup: 7, atomRank: 1)
!96 = !DILocation(line: 22, column: 50, scope: !97)
!97 = distinct !DILexicalBlock(scope: !71, file: !2, line: 22, column: 48)
!98 = !DILocation(line: 22, column: 61, scope: !97, atomGroup: 8, atomRank: 1)
!99 = !{i64 0, i64 8, !83, i64 8, i64 8, !86}
!100 = !DILocation(line: 22, column: 14, scope: !71, atomGroup: 6, atomRank: 2)
!101 = !DILocation(line: 22, column: 19, scope: !71, atomGroup: 6, atomRank: 1)
!102 = distinct !{!102, !103, !104, !105}
!103 = !DILocation(line: 22, column: 5, scope: !71)
!104 = !DILocation(line: 22, column: 72, scope: !71)
!105 = !{!"llvm.loop.mustprogress"}
!106 = !DILocation(line: 23, column: 5, scope: !71)
!107 = !DILocation(line: 23, column: 16, scope: !71, atomGroup: 10, atomRank: 1)
!108 = !DILocation(line: 19, column: 27, scope: !72, atomGroup: 11, atomRank: 2)
!109 = !DILocation(line: 19, column: 3, scope: !69, atomGroup: 3, atomRank: 1)
!110 = distinct !{!110, !79, !111, !105}
!111 = !DILocation(line: 24, column: 3, scope: !69)
!112 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 27, type: !113, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !115, keyInstructions: true)
!113 = !DISubroutineType(types: !114)
!114 = !{!35}
!115 = !{!116, !120, !121, !123, !124, !126, !128, !130}
!116 = !DILocalVariable(name: "a", scope: !112, file: !2, line: 28, type: !117)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 256, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 8)
!120 = !DILocalVariable(name: "n", scope: !112, file: !2, line: 29, type: !35)
!121 = !DILocalVariable(name: "i", scope: !122, file: !2, line: 31, type: !35)
!122 = distinct !DILexicalBlock(scope: !112, file: !2, line: 31, column: 3)
!123 = !DILocalVariable(name: "key", scope: !112, file: !2, line: 32, type: !35)
!124 = !DILocalVariable(name: "hit", scope: !112, file: !2, line: 33, type: !125)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!126 = !DILocalVariable(name: "items", scope: !112, file: !2, line: 35, type: !127)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 512, elements: !5)
!128 = !DILocalVariable(name: "i", scope: !129, file: !2, line: 37, type: !35)
!129 = distinct !DILexicalBlock(scope: !112, file: !2, line: 37, column: 3)
!130 = !DILocalVariable(name: "i", scope: !131, file: !2, line: 40, type: !35)
!131 = distinct !DILexicalBlock(scope: !112, file: !2, line: 40, column: 3)
!132 = distinct !DIAssignID()
!133 = !DILocation(line: 0, scope: !112)
!134 = distinct !DIAssignID()
!135 = !DILocation(line: 28, column: 3, scope: !112)
!136 = !DILocation(line: 28, column: 7, scope: !112, atomGroup: 1, atomRank: 1)
!137 = distinct !DIAssignID()
!138 = !DILocation(line: 30, column: 3, scope: !112)
!139 = !DILocation(line: 0, scope: !122)
!140 = !DILocation(line: 31, column: 45, scope: !141)
!141 = distinct !DILexicalBlock(scope: !122, file: !2, line: 31, column: 3)
!142 = !DILocation(line: 31, column: 31, scope: !141)
!143 = !DILocation(line: 29, column: 3, scope: !144, inlinedAt: !167)
!144 = distinct !DISubprogram(name: "bsearch", scope: !145, file: !145, line: 20, type: !146, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !156, keyInstructions: true)
!145 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!146 = !DISubroutineType(types: !147)
!147 = !{!40, !36, !36, !148, !148, !151}
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !149, line: 18, baseType: !150)
!149 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!150 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !152, line: 829, baseType: !153)
!152 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!154 = !DISubroutineType(types: !155)
!155 = !{!35, !36, !36}
!156 = !{!157, !158, !159, !160, !161, !162, !163, !164, !165, !166}
!157 = !DILocalVariable(name: "__key", arg: 1, scope: !144, file: !145, line: 20, type: !36)
!158 = !DILocalVariable(name: "__base", arg: 2, scope: !144, file: !145, line: 20, type: !36)
!159 = !DILocalVariable(name: "__nmemb", arg: 3, scope: !144, file: !145, line: 20, type: !148)
!160 = !DILocalVariable(name: "__size", arg: 4, scope: !144, file: !145, line: 20, type: !148)
!161 = !DILocalVariable(name: "__compar", arg: 5, scope: !144, file: !145, line: 21, type: !151)
!162 = !DILocalVariable(name: "__l", scope: !144, file: !145, line: 23, type: !148)
!163 = !DILocalVariable(name: "__u", scope: !144, file: !145, line: 23, type: !148)
!164 = !DILocalVariable(name: "__idx", scope: !144, file: !145, line: 23, type: !148)
!165 = !DILocalVariable(name: "__p", scope: !144, file: !145, line: 24, type: !36)
!166 = !DILocalVariable(name: "__comparison", scope: !144, file: !145, line: 25, type: !35)
!167 = distinct !DILocation(line: 33, column: 14, scope: !112)
!168 = !DILocation(line: 0, scope: !144, inlinedAt: !167)
!169 = !DILocation(line: 31, column: 20, scope: !170, inlinedAt: !167)
!170 = distinct !DILexicalBlock(scope: !144, file: !145, line: 30, column: 5)
!171 = !DILocation(line: 31, column: 27, scope: !170, inlinedAt: !167, atomGroup: 5, atomRank: 2)
!172 = !DILocation(line: 32, column: 62, scope: !170, inlinedAt: !167)
!173 = !DILocation(line: 32, column: 53, scope: !170, inlinedAt: !167, atomGroup: 6, atomRank: 2)
!174 = !DILocalVariable(name: "a", arg: 1, scope: !175, file: !2, line: 8, type: !36)
!175 = distinct !DISubprogram(name: "cmp_int", scope: !2, file: !2, line: 8, type: !154, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !176, keyInstructions: true)
!176 = !{!174, !177, !178, !179}
!177 = !DILocalVariable(name: "b", arg: 2, scope: !175, file: !2, line: 8, type: !36)
!178 = !DILocalVariable(name: "x", scope: !175, file: !2, line: 9, type: !35)
!179 = !DILocalVariable(name: "y", scope: !175, file: !2, line: 9, type: !35)
!180 = !DILocation(line: 0, scope: !175, inlinedAt: !181)
!181 = distinct !DILocation(line: 33, column: 22, scope: !170, inlinedAt: !167)
!182 = !DILocation(line: 9, column: 32, scope: !175, inlinedAt: !181, atomGroup: 2, atomRank: 2)
!183 = !DILocation(line: 34, column: 24, scope: !184, inlinedAt: !167, atomGroup: 8, atomRank: 2)
!184 = distinct !DILexicalBlock(scope: !170, file: !145, line: 34, column: 11)
!185 = !DILocation(line: 34, column: 24, scope: !184, inlinedAt: !167, atomGroup: 8, atomRank: 1)
!186 = !DILocation(line: 36, column: 29, scope: !187, inlinedAt: !167, atomGroup: 10, atomRank: 2)
!187 = distinct !DILexicalBlock(scope: !184, file: !145, line: 36, column: 16)
!188 = !DILocation(line: 36, column: 29, scope: !187, inlinedAt: !167, atomGroup: 10, atomRank: 1)
!189 = !DILocation(line: 37, column: 14, scope: !187, inlinedAt: !167, atomGroup: 11, atomRank: 2)
!190 = !DILocation(line: 29, column: 14, scope: !144, inlinedAt: !167, atomGroup: 3, atomRank: 1)
!191 = !DILocation(line: 29, column: 3, scope: !144, inlinedAt: !167, atomGroup: 4, atomRank: 1)
!192 = distinct !{!192, !143, !193, !105}
!193 = !DILocation(line: 49, column: 5, scope: !144, inlinedAt: !167)
!194 = !DILocation(line: 34, column: 30, scope: !112, atomGroup: 10, atomRank: 2)
!195 = !DILocation(line: 34, column: 30, scope: !112, atomGroup: 10, atomRank: 1)
!196 = !DILocation(line: 34, column: 3, scope: !112)
!197 = !DILocation(line: 35, column: 3, scope: !112)
!198 = !DILocation(line: 35, column: 15, scope: !112, atomGroup: 11, atomRank: 1)
!199 = distinct !DIAssignID()
!200 = !DILocation(line: 36, column: 3, scope: !112)
!201 = !DILocation(line: 0, scope: !129)
!202 = !DILocation(line: 37, column: 54, scope: !203)
!203 = distinct !DILexicalBlock(scope: !129, file: !2, line: 37, column: 3)
!204 = !{!93, !84, i64 0}
!205 = !DILocation(line: 37, column: 31, scope: !203)
!206 = !DILocation(line: 37, column: 45, scope: !203)
!207 = !DILocation(line: 0, scope: !69, inlinedAt: !208)
!208 = distinct !DILocation(line: 38, column: 3, scope: !112)
!209 = !DILocation(line: 20, column: 23, scope: !71, inlinedAt: !208, atomGroup: 4, atomRank: 1)
!210 = !DILocation(line: 0, scope: !71, inlinedAt: !208)
!211 = !DILocation(line: 22, column: 27, scope: !71, inlinedAt: !208)
!212 = !DILocation(line: 22, column: 34, scope: !71, inlinedAt: !208)
!213 = !DILocation(line: 22, column: 5, scope: !71, inlinedAt: !208, atomGroup: 7, atomRank: 1)
!214 = !DILocation(line: 22, column: 61, scope: !97, inlinedAt: !208, atomGroup: 8, atomRank: 1)
!215 = !DILocation(line: 22, column: 19, scope: !71, inlinedAt: !208, atomGroup: 6, atomRank: 1)
!216 = !DILocation(line: 23, column: 16, scope: !71, inlinedAt: !208, atomGroup: 10, atomRank: 1)
!217 = !DILocation(line: 20, column: 23, scope: !71, inlinedAt: !208, atomGroup: 65, atomRank: 1)
!218 = !DILocation(line: 22, column: 5, scope: !71, inlinedAt: !208, atomGroup: 67, atomRank: 1)
!219 = !DILocation(line: 22, column: 61, scope: !97, inlinedAt: !208, atomGroup: 68, atomRank: 1)
!220 = !DILocation(line: 22, column: 5, scope: !71, inlinedAt: !208, atomGroup: 89, atomRank: 1)
!221 = !DILocation(line: 22, column: 61, scope: !97, inlinedAt: !208, atomGroup: 90, atomRank: 1)
!222 = !DILocation(line: 22, column: 19, scope: !71, inlinedAt: !208, atomGroup: 91, atomRank: 1)
!223 = !DILocation(line: 23, column: 16, scope: !71, inlinedAt: !208, atomGroup: 70, atomRank: 1)
!224 = !DILocation(line: 20, column: 23, scope: !71, inlinedAt: !208, atomGroup: 74, atomRank: 1)
!225 = !DILocation(line: 22, column: 5, scope: !71, inlinedAt: !208, atomGroup: 76, atomRank: 1)
!226 = !DILocation(line: 22, column: 61, scope: !97, inlinedAt: !208, atomGroup: 77, atomRank: 1)
!227 = !DILocation(line: 22, column: 5, scope: !71, inlinedAt: !208, atomGroup: 83, atomRank: 1)
!228 = !DILocation(line: 22, column: 61, scope: !97, inlinedAt: !208, atomGroup: 84, atomRank: 1)
!229 = !DILocation(line: 22, column: 5, scope: !71, inlinedAt: !208, atomGroup: 86, atomRank: 1)
!230 = !DILocation(line: 22, column: 61, scope: !97, inlinedAt: !208, atomGroup: 87, atomRank: 1)
!231 = !DILocation(line: 22, column: 19, scope: !71, inlinedAt: !208, atomGroup: 88, atomRank: 1)
!232 = !DILocation(line: 23, column: 16, scope: !71, inlinedAt: !208, atomGroup: 79, atomRank: 1)
!233 = !DILocation(line: 39, column: 3, scope: !112)
!234 = !DILocation(line: 0, scope: !131)
!235 = !DILocation(line: 40, column: 54, scope: !236)
!236 = distinct !DILexicalBlock(scope: !131, file: !2, line: 40, column: 3)
!237 = !DILocation(line: 40, column: 31, scope: !236)
!238 = !DILocation(line: 41, column: 3, scope: !112)
!239 = !DILocation(line: 43, column: 1, scope: !112)
!240 = !DILocation(line: 42, column: 3, scope: !112, atomGroup: 23, atomRank: 1)
!241 = !DISubprogram(name: "qsort", scope: !152, file: !152, line: 851, type: !242, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!242 = !DISubroutineType(types: !243)
!243 = !{null, !40, !148, !148, !151}
!244 = !DILocation(line: 0, scope: !175)
!245 = !DILocation(line: 9, column: 11, scope: !175, atomGroup: 1, atomRank: 2)
!246 = !DILocation(line: 9, column: 32, scope: !175, atomGroup: 2, atomRank: 2)
!247 = !DILocation(line: 10, column: 18, scope: !175, atomGroup: 4, atomRank: 2)
!248 = !DILocation(line: 10, column: 3, scope: !175, atomGroup: 4, atomRank: 1)
!249 = !DISubprogram(name: "printf", scope: !250, file: !250, line: 356, type: !251, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!250 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!251 = !DISubroutineType(types: !252)
!252 = !{!35, !253, null}
!253 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !38)
!254 = distinct !DISubprogram(name: "cmp_weight", scope: !2, file: !2, line: 13, type: !154, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !255, keyInstructions: true)
!255 = !{!256, !257, !258, !261}
!256 = !DILocalVariable(name: "a", arg: 1, scope: !254, file: !2, line: 13, type: !36)
!257 = !DILocalVariable(name: "b", arg: 2, scope: !254, file: !2, line: 13, type: !36)
!258 = !DILocalVariable(name: "x", scope: !254, file: !2, line: 14, type: !259)
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !260, size: 64)
!260 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !60)
!261 = !DILocalVariable(name: "y", scope: !254, file: !2, line: 14, type: !259)
!262 = !DILocation(line: 0, scope: !254)
!263 = !DILocation(line: 15, column: 14, scope: !254)
!264 = !DILocation(line: 15, column: 26, scope: !254)
!265 = !DILocation(line: 15, column: 21, scope: !254)
!266 = !DILocation(line: 15, column: 47, scope: !254)
!267 = !DILocation(line: 15, column: 34, scope: !254, atomGroup: 4, atomRank: 2)
!268 = !DILocation(line: 15, column: 3, scope: !254, atomGroup: 4, atomRank: 1)
