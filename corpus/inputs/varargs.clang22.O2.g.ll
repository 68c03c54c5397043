; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [10 x i8] c"sum=%.2f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"count=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [2 x i8] c"b\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [2 x i8] c"c\00", align 1, !dbg !16
@.str.5 = private unnamed_addr constant [12 x i8] c"%d-%s-%.1f\0A\00", align 1, !dbg !18
@.str.6 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !23
@.str.7 = private unnamed_addr constant [11 x i8] c"mixed=%ld\0A\00", align 1, !dbg !25
@.str.8 = private unnamed_addr constant [7 x i8] c"[log] \00", align 1, !dbg !30
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local double @sum_doubles(i32 noundef %0, ...) local_unnamed_addr #0 !dbg !51 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !78
    #dbg_assign(i1 poison, !58, !DIExpression(), !78, ptr %2, !DIExpression(), !79)
    #dbg_value(i32 %0, !57, !DIExpression(), !79)
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #6, !dbg !80
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !81
    #dbg_value(double 0.000000e+00, !75, !DIExpression(), !79)
    #dbg_value(i32 0, !76, !DIExpression(), !82)
  %3 = icmp sgt i32 %0, 0, !dbg !83
  br i1 %3, label %4, label %33, !dbg !85

4:                                                ; preds = %1
  %5 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %6 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %7 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load i32, ptr %5, align 4
  %10 = load ptr, ptr %6, align 8
  %11 = and i32 %0, 1, !dbg !86
  %12 = icmp eq i32 %0, 1, !dbg !86
  br i1 %12, label %17, label %13, !dbg !86

13:                                               ; preds = %4
  %14 = and i32 %0, 2147483646, !dbg !85
  br label %35, !dbg !85

15:                                               ; preds = %60
  %16 = icmp eq i32 %11, 0, !dbg !87
  br i1 %16, label %33, label %17, !dbg !87

17:                                               ; preds = %15, %4
  %18 = phi ptr [ %10, %4 ], [ %61, %15 ]
  %19 = phi i32 [ %9, %4 ], [ %62, %15 ]
  %20 = phi double [ 0.000000e+00, %4 ], [ %65, %15 ]
  %21 = icmp ne i32 %11, 0, !dbg !87
  call void @llvm.assume(i1 %21), !dbg !87
    #dbg_value(i32 poison, !76, !DIExpression(), !82)
    #dbg_value(double %20, !75, !DIExpression(), !79)
  %22 = icmp ult i32 %19, 161, !dbg !87
  br i1 %22, label %25, label %23, !dbg !87

23:                                               ; preds = %17
  %24 = getelementptr i8, ptr %18, i64 8, !dbg !87
  store ptr %24, ptr %6, align 8, !dbg !87, !DIAssignID !88
    #dbg_assign(ptr %24, !58, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !88, ptr %6, !DIExpression(), !79)
  br label %29, !dbg !87

25:                                               ; preds = %17
  %26 = zext nneg i32 %19 to i64, !dbg !87
  %27 = getelementptr i8, ptr %8, i64 %26, !dbg !87
  %28 = add nuw nsw i32 %19, 16, !dbg !87
  store i32 %28, ptr %5, align 4, !dbg !87, !DIAssignID !89
    #dbg_assign(i32 %28, !58, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !89, ptr %5, !DIExpression(), !79)
  br label %29, !dbg !87

29:                                               ; preds = %25, %23
  %30 = phi ptr [ %27, %25 ], [ %18, %23 ], !dbg !87
  %31 = load double, ptr %30, align 8, !dbg !87, !tbaa !90
  %32 = fadd double %20, %31, !dbg !92
    #dbg_value(double %32, !75, !DIExpression(), !79)
    #dbg_value(i32 poison, !76, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !82)
  br label %33, !dbg !93

33:                                               ; preds = %29, %15, %1
  %34 = phi double [ 0.000000e+00, %1 ], [ %65, %15 ], [ %32, %29 ], !dbg !79
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !93
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #6, !dbg !94
  ret double %34, !dbg !95

35:                                               ; preds = %60, %13
  %36 = phi ptr [ %10, %13 ], [ %61, %60 ]
  %37 = phi i32 [ %9, %13 ], [ %62, %60 ]
  %38 = phi double [ 0.000000e+00, %13 ], [ %65, %60 ]
  %39 = phi i32 [ 0, %13 ], [ %66, %60 ]
    #dbg_value(i32 poison, !76, !DIExpression(), !82)
    #dbg_value(double %38, !75, !DIExpression(), !79)
  %40 = icmp ult i32 %37, 161, !dbg !87
  br i1 %40, label %41, label %45, !dbg !87

41:                                               ; preds = %35
  %42 = zext nneg i32 %37 to i64, !dbg !87
  %43 = getelementptr i8, ptr %8, i64 %42, !dbg !87
  %44 = add nuw nsw i32 %37, 16, !dbg !87
  store i32 %44, ptr %5, align 4, !dbg !87, !DIAssignID !89
    #dbg_assign(i32 %44, !58, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !89, ptr %5, !DIExpression(), !79)
  br label %47, !dbg !87

45:                                               ; preds = %35
  %46 = getelementptr i8, ptr %36, i64 8, !dbg !87
  store ptr %46, ptr %6, align 8, !dbg !87, !DIAssignID !88
    #dbg_assign(ptr %46, !58, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !88, ptr %6, !DIExpression(), !79)
  br label %47, !dbg !87

47:                                               ; preds = %45, %41
  %48 = phi ptr [ %36, %41 ], [ %46, %45 ]
  %49 = phi i32 [ %44, %41 ], [ %37, %45 ]
  %50 = phi ptr [ %43, %41 ], [ %36, %45 ], !dbg !87
  %51 = load double, ptr %50, align 8, !dbg !87, !tbaa !90
  %52 = fadd double %38, %51, !dbg !96
    #dbg_value(double %52, !75, !DIExpression(), !79)
    #dbg_value(i32 poison, !76, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !82)
  %53 = icmp ult i32 %49, 161, !dbg !87
  br i1 %53, label %56, label %54, !dbg !87

54:                                               ; preds = %47
  %55 = getelementptr i8, ptr %48, i64 8, !dbg !87
  store ptr %55, ptr %6, align 8, !dbg !87, !DIAssignID !88
    #dbg_assign(ptr %55, !58, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !88, ptr %6, !DIExpression(), !79)
  br label %60, !dbg !87

56:                                               ; preds = %47
  %57 = zext nneg i32 %49 to i64, !dbg !87
  %58 = getelementptr i8, ptr %8, i64 %57, !dbg !87
  %59 = add nuw nsw i32 %49, 16, !dbg !87
  store i32 %59, ptr %5, align 4, !dbg !87, !DIAssignID !89
    #dbg_assign(i32 %59, !58, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !89, ptr %5, !DIExpression(), !79)
  br label %60, !dbg !87

60:                                               ; preds = %56, %54
  %61 = phi ptr [ %48, %56 ], [ %55, %54 ]
  %62 = phi i32 [ %59, %56 ], [ %49, %54 ]
  %63 = phi ptr [ %58, %56 ], [ %48, %54 ], !dbg !87
  %64 = load double, ptr %63, align 8, !dbg !87, !tbaa !90
  %65 = fadd double %52, %64, !dbg !97
    #dbg_value(double %65, !75, !DIExpression(), !79)
    #dbg_value(i32 poison, !76, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !82)
  %66 = add i32 %39, 2, !dbg !98
  %67 = icmp eq i32 %66, %14, !dbg !98
  br i1 %67, label %15, label %35, !dbg !98, !llvm.loop !99
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @count_strings(ptr noundef readnone captures(address_is_null) %0, ...) local_unnamed_addr #0 !dbg !102 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !113
    #dbg_assign(i1 poison, !109, !DIExpression(), !113, ptr %2, !DIExpression(), !114)
    #dbg_value(ptr %0, !108, !DIExpression(), !114)
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #6, !dbg !115
    #dbg_value(i32 0, !110, !DIExpression(), !114)
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !116
    #dbg_value(ptr %0, !111, !DIExpression(), !117)
  %3 = icmp eq ptr %0, null, !dbg !118
  br i1 %3, label %10, label %4, !dbg !119

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %7 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  br label %12, !dbg !119

10:                                               ; preds = %24, %1
  %11 = phi i32 [ 0, %1 ], [ %16, %24 ], !dbg !114
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !120
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #6, !dbg !121
  ret i32 %11, !dbg !122

12:                                               ; preds = %4, %24
  %13 = phi ptr [ %9, %4 ], [ %25, %24 ]
  %14 = phi i32 [ 0, %4 ], [ %16, %24 ]
  %15 = phi i32 [ %5, %4 ], [ %26, %24 ]
    #dbg_value(i32 %14, !110, !DIExpression(), !114)
  %16 = add nuw nsw i32 %14, 1, !dbg !123
    #dbg_value(i32 %16, !110, !DIExpression(), !114)
  %17 = icmp ult i32 %15, 41, !dbg !125
  br i1 %17, label %18, label %22, !dbg !125

18:                                               ; preds = %12
  %19 = zext nneg i32 %15 to i64, !dbg !125
  %20 = getelementptr i8, ptr %8, i64 %19, !dbg !125
  %21 = add nuw nsw i32 %15, 8, !dbg !125
  store i32 %21, ptr %2, align 16, !dbg !125, !DIAssignID !126
    #dbg_assign(i32 %21, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !126, ptr %2, !DIExpression(), !114)
  br label %24, !dbg !125

22:                                               ; preds = %12
  %23 = getelementptr i8, ptr %13, i64 8, !dbg !125
  store ptr %23, ptr %6, align 8, !dbg !125, !DIAssignID !127
    #dbg_assign(ptr %23, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !127, ptr %6, !DIExpression(), !114)
  br label %24, !dbg !125

24:                                               ; preds = %22, %18
  %25 = phi ptr [ %13, %18 ], [ %23, %22 ]
  %26 = phi i32 [ %21, %18 ], [ %15, %22 ]
  %27 = phi ptr [ %20, %18 ], [ %13, %22 ], !dbg !125
  %28 = load ptr, ptr %27, align 8, !dbg !128, !tbaa !129
    #dbg_value(ptr %28, !111, !DIExpression(), !117)
    #dbg_value(i32 %16, !110, !DIExpression(), !114)
  %29 = icmp eq ptr %28, null, !dbg !132
  br i1 %29, label %10, label %12, !dbg !133, !llvm.loop !134
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i64 @mixed(i32 noundef %0, ...) local_unnamed_addr #0 !dbg !137 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !150
    #dbg_assign(i1 poison, !143, !DIExpression(), !150, ptr %2, !DIExpression(), !151)
  %3 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !152
    #dbg_assign(i1 poison, !144, !DIExpression(), !152, ptr %3, !DIExpression(), !151)
    #dbg_value(i32 %0, !142, !DIExpression(), !151)
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #6, !dbg !153
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #6, !dbg !153
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !154
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !155
    #dbg_value(i32 0, !146, !DIExpression(), !156)
    #dbg_value(i64 0, !145, !DIExpression(), !151)
  %4 = icmp sgt i32 %0, 0, !dbg !157
  br i1 %4, label %5, label %96, !dbg !159

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 16
  %7 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %9 = load ptr, ptr %8, align 16
  %10 = load ptr, ptr %7, align 8
  %11 = add nsw i32 %0, -1, !dbg !160
  %12 = and i32 %0, 1, !dbg !160
  %13 = icmp eq i32 %11, 0, !dbg !160
  br i1 %13, label %18, label %14, !dbg !160

14:                                               ; preds = %5
  %15 = and i32 %0, 2147483646, !dbg !159
  br label %45, !dbg !159

16:                                               ; preds = %70
  %17 = icmp eq i32 %12, 0, !dbg !161
  br i1 %17, label %34, label %18, !dbg !161

18:                                               ; preds = %16, %5
  %19 = phi ptr [ %10, %5 ], [ %71, %16 ]
  %20 = phi i64 [ 0, %5 ], [ %75, %16 ]
  %21 = phi i32 [ %6, %5 ], [ %72, %16 ]
  %22 = icmp ne i32 %12, 0, !dbg !161
  call void @llvm.assume(i1 %22), !dbg !161
    #dbg_value(i32 poison, !146, !DIExpression(), !156)
    #dbg_value(i64 %20, !145, !DIExpression(), !151)
  %23 = icmp ult i32 %21, 41, !dbg !161
  br i1 %23, label %26, label %24, !dbg !161

24:                                               ; preds = %18
  %25 = getelementptr i8, ptr %19, i64 8, !dbg !161
  store ptr %25, ptr %7, align 8, !dbg !161, !DIAssignID !162
    #dbg_assign(ptr %25, !143, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !162, ptr %7, !DIExpression(), !151)
  br label %30, !dbg !161

26:                                               ; preds = %18
  %27 = zext nneg i32 %21 to i64, !dbg !161
  %28 = getelementptr i8, ptr %9, i64 %27, !dbg !161
  %29 = add nuw nsw i32 %21, 8, !dbg !161
  store i32 %29, ptr %2, align 16, !dbg !161, !DIAssignID !163
    #dbg_assign(i32 %29, !143, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !163, ptr %2, !DIExpression(), !151)
  br label %30, !dbg !161

30:                                               ; preds = %26, %24
  %31 = phi ptr [ %28, %26 ], [ %19, %24 ], !dbg !161
  %32 = load i64, ptr %31, align 8, !dbg !161, !tbaa !164
  %33 = add nsw i64 %32, %20, !dbg !166
    #dbg_value(i64 %33, !145, !DIExpression(), !151)
    #dbg_value(i32 poison, !146, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !156)
  br label %34

34:                                               ; preds = %16, %30
  %35 = phi i64 [ %75, %16 ], [ %33, %30 ], !dbg !167
    #dbg_value(i32 0, !148, !DIExpression(), !168)
    #dbg_value(i64 %35, !145, !DIExpression(), !151)
  %36 = load i32, ptr %3, align 16
  %37 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %38 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %39 = load ptr, ptr %38, align 16
  %40 = load ptr, ptr %37, align 8
  %41 = and i32 %0, 1, !dbg !169
  %42 = icmp eq i32 %11, 0, !dbg !169
  br i1 %42, label %80, label %43, !dbg !169

43:                                               ; preds = %34
  %44 = and i32 %0, 2147483646, !dbg !170
  br label %98, !dbg !170

45:                                               ; preds = %70, %14
  %46 = phi ptr [ %10, %14 ], [ %71, %70 ]
  %47 = phi i64 [ 0, %14 ], [ %75, %70 ]
  %48 = phi i32 [ %6, %14 ], [ %72, %70 ]
  %49 = phi i32 [ 0, %14 ], [ %76, %70 ]
    #dbg_value(i32 poison, !146, !DIExpression(), !156)
    #dbg_value(i64 %47, !145, !DIExpression(), !151)
  %50 = icmp ult i32 %48, 41, !dbg !161
  br i1 %50, label %51, label %55, !dbg !161

51:                                               ; preds = %45
  %52 = zext nneg i32 %48 to i64, !dbg !161
  %53 = getelementptr i8, ptr %9, i64 %52, !dbg !161
  %54 = add nuw nsw i32 %48, 8, !dbg !161
  store i32 %54, ptr %2, align 16, !dbg !161, !DIAssignID !163
    #dbg_assign(i32 %54, !143, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !163, ptr %2, !DIExpression(), !151)
  br label %57, !dbg !161

55:                                               ; preds = %45
  %56 = getelementptr i8, ptr %46, i64 8, !dbg !161
  store ptr %56, ptr %7, align 8, !dbg !161, !DIAssignID !162
    #dbg_assign(ptr %56, !143, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !162, ptr %7, !DIExpression(), !151)
  br label %57, !dbg !161

57:                                               ; preds = %55, %51
  %58 = phi ptr [ %46, %51 ], [ %56, %55 ]
  %59 = phi i32 [ %54, %51 ], [ %48, %55 ]
  %60 = phi ptr [ %53, %51 ], [ %46, %55 ], !dbg !161
  %61 = load i64, ptr %60, align 8, !dbg !161, !tbaa !164
  %62 = add nsw i64 %61, %47, !dbg !167
    #dbg_value(i64 %62, !145, !DIExpression(), !151)
    #dbg_value(i32 poison, !146, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !156)
  %63 = icmp ult i32 %59, 41, !dbg !161
  br i1 %63, label %66, label %64, !dbg !161

64:                                               ; preds = %57
  %65 = getelementptr i8, ptr %58, i64 8, !dbg !161
  store ptr %65, ptr %7, align 8, !dbg !161, !DIAssignID !162
    #dbg_assign(ptr %65, !143, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !162, ptr %7, !DIExpression(), !151)
  br label %70, !dbg !161

66:                                               ; preds = %57
  %67 = zext nneg i32 %59 to i64, !dbg !161
  %68 = getelementptr i8, ptr %9, i64 %67, !dbg !161
  %69 = add nuw nsw i32 %59, 8, !dbg !161
  store i32 %69, ptr %2, align 16, !dbg !161, !DIAssignID !163
    #dbg_assign(i32 %69, !143, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !163, ptr %2, !DIExpression(), !151)
  br label %70, !dbg !161

70:                                               ; preds = %66, %64
  %71 = phi ptr [ %58, %66 ], [ %65, %64 ]
  %72 = phi i32 [ %69, %66 ], [ %59, %64 ]
  %73 = phi ptr [ %68, %66 ], [ %58, %64 ], !dbg !161
  %74 = load i64, ptr %73, align 8, !dbg !161, !tbaa !164
  %75 = add nsw i64 %74, %62, !dbg !171
    #dbg_value(i64 %75, !145, !DIExpression(), !151)
    #dbg_value(i32 poison, !146, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !156)
  %76 = add i32 %49, 2, !dbg !172
  %77 = icmp eq i32 %76, %15, !dbg !172
  br i1 %77, label %16, label %45, !dbg !172, !llvm.loop !173

78:                                               ; preds = %123
  %79 = icmp eq i32 %41, 0, !dbg !175
  br i1 %79, label %96, label %80, !dbg !175

80:                                               ; preds = %78, %34
  %81 = phi ptr [ %40, %34 ], [ %124, %78 ]
  %82 = phi i64 [ %35, %34 ], [ %128, %78 ]
  %83 = phi i32 [ %36, %34 ], [ %125, %78 ]
  %84 = icmp ne i32 %41, 0, !dbg !175
  call void @llvm.assume(i1 %84), !dbg !175
    #dbg_value(i32 poison, !148, !DIExpression(), !168)
    #dbg_value(i64 %82, !145, !DIExpression(), !151)
  %85 = icmp ult i32 %83, 41, !dbg !175
  br i1 %85, label %88, label %86, !dbg !175

86:                                               ; preds = %80
  %87 = getelementptr i8, ptr %81, i64 8, !dbg !175
  store ptr %87, ptr %37, align 8, !dbg !175, !DIAssignID !177
    #dbg_assign(ptr %87, !144, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !177, ptr %37, !DIExpression(), !151)
  br label %92, !dbg !175

88:                                               ; preds = %80
  %89 = zext nneg i32 %83 to i64, !dbg !175
  %90 = getelementptr i8, ptr %39, i64 %89, !dbg !175
  %91 = add nuw nsw i32 %83, 8, !dbg !175
  store i32 %91, ptr %3, align 16, !dbg !175, !DIAssignID !178
    #dbg_assign(i32 %91, !144, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !178, ptr %3, !DIExpression(), !151)
  br label %92, !dbg !175

92:                                               ; preds = %88, %86
  %93 = phi ptr [ %90, %88 ], [ %81, %86 ], !dbg !175
  %94 = load i64, ptr %93, align 8, !dbg !175, !tbaa !164
  %95 = add nsw i64 %94, %82, !dbg !179
    #dbg_value(i64 %95, !145, !DIExpression(), !151)
    #dbg_value(i32 poison, !148, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !168)
  br label %96, !dbg !180

96:                                               ; preds = %92, %78, %1
  %97 = phi i64 [ 0, %1 ], [ %128, %78 ], [ %95, %92 ], !dbg !151
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !180
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !181
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #6, !dbg !182
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #6, !dbg !182
  ret i64 %97, !dbg !183

98:                                               ; preds = %123, %43
  %99 = phi ptr [ %40, %43 ], [ %124, %123 ]
  %100 = phi i64 [ %35, %43 ], [ %128, %123 ]
  %101 = phi i32 [ %36, %43 ], [ %125, %123 ]
  %102 = phi i32 [ 0, %43 ], [ %129, %123 ]
    #dbg_value(i32 poison, !148, !DIExpression(), !168)
    #dbg_value(i64 %100, !145, !DIExpression(), !151)
  %103 = icmp ult i32 %101, 41, !dbg !175
  br i1 %103, label %104, label %108, !dbg !175

104:                                              ; preds = %98
  %105 = zext nneg i32 %101 to i64, !dbg !175
  %106 = getelementptr i8, ptr %39, i64 %105, !dbg !175
  %107 = add nuw nsw i32 %101, 8, !dbg !175
  store i32 %107, ptr %3, align 16, !dbg !175, !DIAssignID !178
    #dbg_assign(i32 %107, !144, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !178, ptr %3, !DIExpression(), !151)
  br label %110, !dbg !175

108:                                              ; preds = %98
  %109 = getelementptr i8, ptr %99, i64 8, !dbg !175
  store ptr %109, ptr %37, align 8, !dbg !175, !DIAssignID !177
    #dbg_assign(ptr %109, !144, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !177, ptr %37, !DIExpression(), !151)
  br label %110, !dbg !175

110:                                              ; preds = %108, %104
  %111 = phi ptr [ %99, %104 ], [ %109, %108 ]
  %112 = phi i32 [ %107, %104 ], [ %101, %108 ]
  %113 = phi ptr [ %106, %104 ], [ %99, %108 ], !dbg !175
  %114 = load i64, ptr %113, align 8, !dbg !175, !tbaa !164
  %115 = add nsw i64 %114, %100, !dbg !184
    #dbg_value(i64 %115, !145, !DIExpression(), !151)
    #dbg_value(i32 poison, !148, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !168)
  %116 = icmp ult i32 %112, 41, !dbg !175
  br i1 %116, label %119, label %117, !dbg !175

117:                                              ; preds = %110
  %118 = getelementptr i8, ptr %111, i64 8, !dbg !175
  store ptr %118, ptr %37, align 8, !dbg !175, !DIAssignID !177
    #dbg_assign(ptr %118, !144, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !177, ptr %37, !DIExpression(), !151)
  br label %123, !dbg !175

119:                                              ; preds = %110
  %120 = zext nneg i32 %112 to i64, !dbg !175
  %121 = getelementptr i8, ptr %39, i64 %120, !dbg !175
  %122 = add nuw nsw i32 %112, 8, !dbg !175
  store i32 %122, ptr %3, align 16, !dbg !175, !DIAssignID !178
    #dbg_assign(i32 %122, !144, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !178, ptr %3, !DIExpression(), !151)
  br label %123, !dbg !175

123:                                              ; preds = %119, %117
  %124 = phi ptr [ %111, %119 ], [ %118, %117 ]
  %125 = phi i32 [ %122, %119 ], [ %112, %117 ]
  %126 = phi ptr [ %121, %119 ], [ %111, %117 ], !dbg !175
  %127 = load i64, ptr %126, align 8, !dbg !175, !tbaa !164
  %128 = add nsw i64 %127, %115, !dbg !185
    #dbg_value(i64 %128, !145, !DIExpression(), !151)
    #dbg_value(i32 poison, !148, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !168)
  %129 = add i32 %102, 2, !dbg !186
  %130 = icmp eq i32 %129, %44, !dbg !186
  br i1 %130, label %78, label %98, !dbg !186, !llvm.loop !187
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #2

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !189 {
  %1 = tail call double (i32, ...) @sum_doubles(i32 noundef 4, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00), !dbg !192
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %1), !dbg !193
  %3 = tail call i32 (ptr, ...) @count_strings(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.4, ptr noundef null), !dbg !194
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3), !dbg !195
  tail call void (ptr, ...) @logf_(ptr nonnull poison, i32 noundef 7, ptr noundef nonnull @.str.6, double noundef 5.000000e-01), !dbg !196
  %5 = tail call i64 (i32, ...) @mixed(i32 noundef 3, i64 noundef 10, i64 noundef 20, i64 noundef 30), !dbg !197
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %5), !dbg !198
  ret i32 0, !dbg !199
}

; Function Attrs: nofree nounwind
declare !dbg !200 noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind uwtable
define internal void @logf_(ptr readnone captures(none) %0, ...) unnamed_addr #3 !dbg !204 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !210
    #dbg_assign(i1 poison, !209, !DIExpression(), !210, ptr %2, !DIExpression(), !211)
    #dbg_value(ptr @.str.5, !208, !DIExpression(), !211)
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #6, !dbg !212
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !213
  %3 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !214
    #dbg_value(ptr @.str.5, !215, !DIExpression(), !223)
    #dbg_value(ptr %2, !222, !DIExpression(), !223)
  %4 = load ptr, ptr @stdout, align 8, !dbg !225, !tbaa !226, !noalias !228
  %5 = call i32 @vfprintf(ptr noundef %4, ptr noundef nonnull @.str.5, ptr noundef nonnull %2) #6, !dbg !231
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !232
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #6, !dbg !233
  ret void, !dbg !234
}

; Function Attrs: nofree nounwind
declare !dbg !235 noundef i32 @vfprintf(ptr noundef captures(none), ptr noundef readonly captures(none), ptr noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!35}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}
!llvm.errno.tbaa = !{!47}

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
!35 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !36, globals: !38, splitDebugInlining: false, nameTableKind: None)
!36 = !{!37}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!38 = !{!0, !7, !9, !14, !16, !18, !23, !25, !30}
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 8, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 2}
!45 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!46 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!47 = !{!48, !48, i64 0}
!48 = !{!"int", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = distinct !DISubprogram(name: "sum_doubles", scope: !2, file: !2, line: 5, type: !52, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !56, keyInstructions: true)
!52 = !DISubroutineType(types: !53)
!53 = !{!54, !55, null}
!54 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!55 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!56 = !{!57, !58, !75, !76}
!57 = !DILocalVariable(name: "n", arg: 1, scope: !51, file: !2, line: 5, type: !55)
!58 = !DILocalVariable(name: "ap", scope: !51, file: !2, line: 6, type: !59)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !60, line: 52, baseType: !61)
!60 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !62, line: 12, baseType: !63)
!62 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !64)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 192, elements: !73)
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !66)
!66 = !{!67, !69, !70, !72}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !65, file: !2, line: 6, baseType: !68, size: 32)
!68 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !65, file: !2, line: 6, baseType: !68, size: 32, offset: 32)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !65, file: !2, line: 6, baseType: !71, size: 64, offset: 64)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !65, file: !2, line: 6, baseType: !71, size: 64, offset: 128)
!73 = !{!74}
!74 = !DISubrange(count: 1)
!75 = !DILocalVariable(name: "s", scope: !51, file: !2, line: 8, type: !54)
!76 = !DILocalVariable(name: "i", scope: !77, file: !2, line: 9, type: !55)
!77 = distinct !DILexicalBlock(scope: !51, file: !2, line: 9, column: 3)
!78 = distinct !DIAssignID()
!79 = !DILocation(line: 0, scope: !51)
!80 = !DILocation(line: 6, column: 3, scope: !51)
!81 = !DILocation(line: 7, column: 3, scope: !51)
!82 = !DILocation(line: 0, scope: !77)
!83 = !DILocation(line: 9, column: 21, scope: !84, atomGroup: 16, atomRank: 1)
!84 = distinct !DILexicalBlock(scope: !77, file: !2, line: 9, column: 3)
!85 = !DILocation(line: 9, column: 3, scope: !77, atomGroup: 17, atomRank: 1)
!86 = !DILocation(line: 9, column: 3, scope: !77)
!87 = !DILocation(line: 9, column: 36, scope: !84)
!88 = distinct !DIAssignID()
!89 = distinct !DIAssignID()
!90 = !{!91, !91, i64 0}
!91 = !{!"double", !49, i64 0}
!92 = !DILocation(line: 9, column: 33, scope: !84, atomGroup: 24, atomRank: 2)
!93 = !DILocation(line: 10, column: 3, scope: !51)
!94 = !DILocation(line: 12, column: 1, scope: !51)
!95 = !DILocation(line: 11, column: 3, scope: !51, atomGroup: 9, atomRank: 1)
!96 = !DILocation(line: 9, column: 33, scope: !84, atomGroup: 5, atomRank: 2)
!97 = !DILocation(line: 9, column: 33, scope: !84, atomGroup: 28, atomRank: 2)
!98 = !DILocation(line: 9, column: 3, scope: !77, atomGroup: 31, atomRank: 1)
!99 = distinct !{!99, !86, !100, !101}
!100 = !DILocation(line: 9, column: 36, scope: !77)
!101 = !{!"llvm.loop.mustprogress"}
!102 = distinct !DISubprogram(name: "count_strings", scope: !2, file: !2, line: 14, type: !103, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !107, keyInstructions: true)
!103 = !DISubroutineType(types: !104)
!104 = !{!55, !105, null}
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!107 = !{!108, !109, !110, !111}
!108 = !DILocalVariable(name: "first", arg: 1, scope: !102, file: !2, line: 14, type: !105)
!109 = !DILocalVariable(name: "ap", scope: !102, file: !2, line: 15, type: !59)
!110 = !DILocalVariable(name: "n", scope: !102, file: !2, line: 16, type: !55)
!111 = !DILocalVariable(name: "s", scope: !112, file: !2, line: 18, type: !105)
!112 = distinct !DILexicalBlock(scope: !102, file: !2, line: 18, column: 3)
!113 = distinct !DIAssignID()
!114 = !DILocation(line: 0, scope: !102)
!115 = !DILocation(line: 15, column: 3, scope: !102)
!116 = !DILocation(line: 17, column: 3, scope: !102)
!117 = !DILocation(line: 0, scope: !112)
!118 = !DILocation(line: 18, column: 3, scope: !112, atomGroup: 18, atomRank: 1)
!119 = !DILocation(line: 18, column: 3, scope: !112, atomGroup: 19, atomRank: 1)
!120 = !DILocation(line: 19, column: 3, scope: !102)
!121 = !DILocation(line: 21, column: 1, scope: !102)
!122 = !DILocation(line: 20, column: 3, scope: !102, atomGroup: 9, atomRank: 1)
!123 = !DILocation(line: 18, column: 65, scope: !124, atomGroup: 5, atomRank: 2)
!124 = distinct !DILexicalBlock(scope: !112, file: !2, line: 18, column: 3)
!125 = !DILocation(line: 18, column: 38, scope: !124)
!126 = distinct !DIAssignID()
!127 = distinct !DIAssignID()
!128 = !DILocation(line: 18, column: 38, scope: !124, atomGroup: 6, atomRank: 2)
!129 = !{!130, !130, i64 0}
!130 = !{!"p1 omnipotent char", !131, i64 0}
!131 = !{!"any pointer", !49, i64 0}
!132 = !DILocation(line: 18, column: 3, scope: !112, atomGroup: 3, atomRank: 1)
!133 = !DILocation(line: 18, column: 3, scope: !112, atomGroup: 4, atomRank: 1)
!134 = distinct !{!134, !135, !136, !101}
!135 = !DILocation(line: 18, column: 3, scope: !112)
!136 = !DILocation(line: 18, column: 65, scope: !112)
!137 = distinct !DISubprogram(name: "mixed", scope: !2, file: !2, line: 31, type: !138, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !141, keyInstructions: true)
!138 = !DISubroutineType(types: !139)
!139 = !{!140, !55, null}
!140 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!141 = !{!142, !143, !144, !145, !146, !148}
!142 = !DILocalVariable(name: "n", arg: 1, scope: !137, file: !2, line: 31, type: !55)
!143 = !DILocalVariable(name: "ap", scope: !137, file: !2, line: 32, type: !59)
!144 = !DILocalVariable(name: "copy", scope: !137, file: !2, line: 32, type: !59)
!145 = !DILocalVariable(name: "s", scope: !137, file: !2, line: 35, type: !140)
!146 = !DILocalVariable(name: "i", scope: !147, file: !2, line: 36, type: !55)
!147 = distinct !DILexicalBlock(scope: !137, file: !2, line: 36, column: 3)
!148 = !DILocalVariable(name: "i", scope: !149, file: !2, line: 37, type: !55)
!149 = distinct !DILexicalBlock(scope: !137, file: !2, line: 37, column: 3)
!150 = distinct !DIAssignID()
!151 = !DILocation(line: 0, scope: !137)
!152 = distinct !DIAssignID()
!153 = !DILocation(line: 32, column: 3, scope: !137)
!154 = !DILocation(line: 33, column: 3, scope: !137)
!155 = !DILocation(line: 34, column: 3, scope: !137)
!156 = !DILocation(line: 0, scope: !147)
!157 = !DILocation(line: 36, column: 21, scope: !158, atomGroup: 20, atomRank: 1)
!158 = distinct !DILexicalBlock(scope: !147, file: !2, line: 36, column: 3)
!159 = !DILocation(line: 36, column: 3, scope: !147, atomGroup: 21, atomRank: 1)
!160 = !DILocation(line: 36, column: 3, scope: !147)
!161 = !DILocation(line: 36, column: 36, scope: !158)
!162 = distinct !DIAssignID()
!163 = distinct !DIAssignID()
!164 = !{!165, !165, i64 0}
!165 = !{!"long", !49, i64 0}
!166 = !DILocation(line: 36, column: 33, scope: !158, atomGroup: 32, atomRank: 2)
!167 = !DILocation(line: 36, column: 33, scope: !158, atomGroup: 5, atomRank: 2)
!168 = !DILocation(line: 0, scope: !149)
!169 = !DILocation(line: 37, column: 3, scope: !149)
!170 = !DILocation(line: 37, column: 3, scope: !149, atomGroup: 23, atomRank: 1)
!171 = !DILocation(line: 36, column: 33, scope: !158, atomGroup: 36, atomRank: 2)
!172 = !DILocation(line: 36, column: 3, scope: !147, atomGroup: 39, atomRank: 1)
!173 = distinct !{!173, !160, !174, !101}
!174 = !DILocation(line: 36, column: 36, scope: !147)
!175 = !DILocation(line: 37, column: 36, scope: !176)
!176 = distinct !DILexicalBlock(scope: !149, file: !2, line: 37, column: 3)
!177 = distinct !DIAssignID()
!178 = distinct !DIAssignID()
!179 = !DILocation(line: 37, column: 33, scope: !176, atomGroup: 40, atomRank: 2)
!180 = !DILocation(line: 38, column: 3, scope: !137)
!181 = !DILocation(line: 39, column: 3, scope: !137)
!182 = !DILocation(line: 41, column: 1, scope: !137)
!183 = !DILocation(line: 40, column: 3, scope: !137, atomGroup: 15, atomRank: 1)
!184 = !DILocation(line: 37, column: 33, scope: !176, atomGroup: 11, atomRank: 2)
!185 = !DILocation(line: 37, column: 33, scope: !176, atomGroup: 44, atomRank: 2)
!186 = !DILocation(line: 37, column: 3, scope: !149, atomGroup: 47, atomRank: 1)
!187 = distinct !{!187, !169, !188, !101}
!188 = !DILocation(line: 37, column: 36, scope: !149)
!189 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 43, type: !190, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !35, keyInstructions: true)
!190 = !DISubroutineType(types: !191)
!191 = !{!55}
!192 = !DILocation(line: 44, column: 24, scope: !189)
!193 = !DILocation(line: 44, column: 3, scope: !189)
!194 = !DILocation(line: 45, column: 24, scope: !189)
!195 = !DILocation(line: 45, column: 3, scope: !189)
!196 = !DILocation(line: 46, column: 3, scope: !189)
!197 = !DILocation(line: 47, column: 25, scope: !189)
!198 = !DILocation(line: 47, column: 3, scope: !189)
!199 = !DILocation(line: 48, column: 3, scope: !189, atomGroup: 1, atomRank: 1)
!200 = !DISubprogram(name: "printf", scope: !60, file: !60, line: 356, type: !201, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!201 = !DISubroutineType(types: !202)
!202 = !{!55, !203, null}
!203 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !105)
!204 = distinct !DISubprogram(name: "logf_", scope: !2, file: !2, line: 23, type: !205, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !207, keyInstructions: true)
!205 = !DISubroutineType(types: !206)
!206 = !{null, !105, null}
!207 = !{!208, !209}
!208 = !DILocalVariable(name: "fmt", arg: 1, scope: !204, file: !2, line: 23, type: !105)
!209 = !DILocalVariable(name: "ap", scope: !204, file: !2, line: 24, type: !59)
!210 = distinct !DIAssignID()
!211 = !DILocation(line: 0, scope: !204)
!212 = !DILocation(line: 24, column: 3, scope: !204)
!213 = !DILocation(line: 25, column: 3, scope: !204)
!214 = !DILocation(line: 26, column: 3, scope: !204)
!215 = !DILocalVariable(name: "__fmt", arg: 1, scope: !216, file: !217, line: 39, type: !203)
!216 = distinct !DISubprogram(name: "vprintf", scope: !217, file: !217, line: 39, type: !218, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !221, keyInstructions: true)
!217 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!218 = !DISubroutineType(types: !219)
!219 = !{!55, !203, !220}
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!221 = !{!215, !222}
!222 = !DILocalVariable(name: "__arg", arg: 2, scope: !216, file: !217, line: 39, type: !220)
!223 = !DILocation(line: 0, scope: !216, inlinedAt: !224)
!224 = distinct !DILocation(line: 27, column: 3, scope: !204)
!225 = !DILocation(line: 41, column: 20, scope: !216, inlinedAt: !224)
!226 = !{!227, !227, i64 0}
!227 = !{!"p1 _ZTS8_IO_FILE", !131, i64 0}
!228 = !{!229}
!229 = distinct !{!229, !230, !"vprintf: argument 0"}
!230 = distinct !{!230, !"vprintf"}
!231 = !DILocation(line: 41, column: 10, scope: !216, inlinedAt: !224, atomGroup: 1, atomRank: 2)
!232 = !DILocation(line: 28, column: 3, scope: !204)
!233 = !DILocation(line: 29, column: 1, scope: !204)
!234 = !DILocation(line: 29, column: 1, scope: !204, atomGroup: 1, atomRank: 1)
!235 = !DISubprogram(name: "vfprintf", scope: !60, file: !60, line: 365, type: !236, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!236 = !DISubroutineType(types: !237)
!237 = !{!55, !238, !203, !220}
!238 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !239)
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !240, size: 64)
!240 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !241, line: 7, baseType: !242)
!241 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!242 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !243, line: 49, size: 1728, elements: !244)
!243 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!244 = !{!245, !246, !247, !248, !249, !250, !251, !252, !253, !254, !255, !256, !257, !260, !262, !263, !264, !267, !269, !271, !273, !276, !278, !281, !284, !285, !286, !290, !291}
!245 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !242, file: !243, line: 51, baseType: !55, size: 32)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !242, file: !243, line: 54, baseType: !37, size: 64, offset: 64)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !242, file: !243, line: 55, baseType: !37, size: 64, offset: 128)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !242, file: !243, line: 56, baseType: !37, size: 64, offset: 192)
!249 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !242, file: !243, line: 57, baseType: !37, size: 64, offset: 256)
!250 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !242, file: !243, line: 58, baseType: !37, size: 64, offset: 320)
!251 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !242, file: !243, line: 59, baseType: !37, size: 64, offset: 384)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !242, file: !243, line: 60, baseType: !37, size: 64, offset: 448)
!253 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !242, file: !243, line: 61, baseType: !37, size: 64, offset: 512)
!254 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !242, file: !243, line: 64, baseType: !37, size: 64, offset: 576)
!255 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !242, file: !243, line: 65, baseType: !37, size: 64, offset: 640)
!256 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !242, file: !243, line: 66, baseType: !37, size: 64, offset: 704)
!257 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !242, file: !243, line: 68, baseType: !258, size: 64, offset: 768)
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !259, size: 64)
!259 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !243, line: 36, flags: DIFlagFwdDecl)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !242, file: !243, line: 70, baseType: !261, size: 64, offset: 832)
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !242, size: 64)
!262 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !242, file: !243, line: 72, baseType: !55, size: 32, offset: 896)
!263 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !242, file: !243, line: 73, baseType: !55, size: 32, offset: 928)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !242, file: !243, line: 74, baseType: !265, size: 64, offset: 960)
!265 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !266, line: 152, baseType: !140)
!266 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!267 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !242, file: !243, line: 77, baseType: !268, size: 16, offset: 1024)
!268 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!269 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !242, file: !243, line: 78, baseType: !270, size: 8, offset: 1040)
!270 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !242, file: !243, line: 79, baseType: !272, size: 8, offset: 1048)
!272 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !73)
!273 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !242, file: !243, line: 81, baseType: !274, size: 64, offset: 1088)
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !275, size: 64)
!275 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !243, line: 43, baseType: null)
!276 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !242, file: !243, line: 89, baseType: !277, size: 64, offset: 1152)
!277 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !266, line: 153, baseType: !140)
!278 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !242, file: !243, line: 91, baseType: !279, size: 64, offset: 1216)
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !280, size: 64)
!280 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !243, line: 37, flags: DIFlagFwdDecl)
!281 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !242, file: !243, line: 92, baseType: !282, size: 64, offset: 1280)
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !283, size: 64)
!283 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !243, line: 38, flags: DIFlagFwdDecl)
!284 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !242, file: !243, line: 93, baseType: !261, size: 64, offset: 1344)
!285 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !242, file: !243, line: 94, baseType: !71, size: 64, offset: 1408)
!286 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !242, file: !243, line: 95, baseType: !287, size: 64, offset: 1472)
!287 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !288, line: 18, baseType: !289)
!288 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!289 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!290 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !242, file: !243, line: 96, baseType: !55, size: 32, offset: 1536)
!291 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !242, file: !243, line: 98, baseType: !292, size: 160, offset: 1568)
!292 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !293)
!293 = !{!294}
!294 = !DISubrange(count: 20)
