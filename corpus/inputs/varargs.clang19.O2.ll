; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [10 x i8] c"sum=%.2f\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"count=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"%d-%s-%.1f\0A\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"mixed=%ld\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"[log] \00", align 1
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local double @sum_doubles(i32 noundef %0, ...) local_unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #5
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %33

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %2, i64 4
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load i32, ptr %5, align 4
  %10 = load ptr, ptr %6, align 8
  %11 = and i32 %0, 1
  %12 = icmp eq i32 %0, 1
  br i1 %12, label %15, label %13

13:                                               ; preds = %4
  %14 = and i32 %0, 2147483646
  br label %35

15:                                               ; preds = %60, %4
  %16 = phi double [ poison, %4 ], [ %65, %60 ]
  %17 = phi ptr [ %10, %4 ], [ %61, %60 ]
  %18 = phi i32 [ %9, %4 ], [ %62, %60 ]
  %19 = phi double [ 0.000000e+00, %4 ], [ %65, %60 ]
  %20 = icmp eq i32 %11, 0
  br i1 %20, label %33, label %21

21:                                               ; preds = %15
  %22 = icmp ult i32 %18, 161
  br i1 %22, label %25, label %23

23:                                               ; preds = %21
  %24 = getelementptr i8, ptr %17, i64 8
  store ptr %24, ptr %6, align 8
  br label %29

25:                                               ; preds = %21
  %26 = zext nneg i32 %18 to i64
  %27 = getelementptr i8, ptr %8, i64 %26
  %28 = add nuw nsw i32 %18, 16
  store i32 %28, ptr %5, align 4
  br label %29

29:                                               ; preds = %25, %23
  %30 = phi ptr [ %27, %25 ], [ %17, %23 ]
  %31 = load double, ptr %30, align 8, !tbaa !5
  %32 = fadd double %19, %31
  br label %33

33:                                               ; preds = %29, %15, %1
  %34 = phi double [ 0.000000e+00, %1 ], [ %16, %15 ], [ %32, %29 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #5
  ret double %34

35:                                               ; preds = %60, %13
  %36 = phi ptr [ %10, %13 ], [ %61, %60 ]
  %37 = phi i32 [ %9, %13 ], [ %62, %60 ]
  %38 = phi double [ 0.000000e+00, %13 ], [ %65, %60 ]
  %39 = phi i32 [ 0, %13 ], [ %66, %60 ]
  %40 = icmp ult i32 %37, 161
  br i1 %40, label %41, label %45

41:                                               ; preds = %35
  %42 = zext nneg i32 %37 to i64
  %43 = getelementptr i8, ptr %8, i64 %42
  %44 = add nuw nsw i32 %37, 16
  store i32 %44, ptr %5, align 4
  br label %47

45:                                               ; preds = %35
  %46 = getelementptr i8, ptr %36, i64 8
  store ptr %46, ptr %6, align 8
  br label %47

47:                                               ; preds = %45, %41
  %48 = phi ptr [ %36, %41 ], [ %46, %45 ]
  %49 = phi i32 [ %44, %41 ], [ %37, %45 ]
  %50 = phi ptr [ %43, %41 ], [ %36, %45 ]
  %51 = load double, ptr %50, align 8, !tbaa !5
  %52 = fadd double %38, %51
  %53 = icmp ult i32 %49, 161
  br i1 %53, label %56, label %54

54:                                               ; preds = %47
  %55 = getelementptr i8, ptr %48, i64 8
  store ptr %55, ptr %6, align 8
  br label %60

56:                                               ; preds = %47
  %57 = zext nneg i32 %49 to i64
  %58 = getelementptr i8, ptr %8, i64 %57
  %59 = add nuw nsw i32 %49, 16
  store i32 %59, ptr %5, align 4
  br label %60

60:                                               ; preds = %56, %54
  %61 = phi ptr [ %48, %56 ], [ %55, %54 ]
  %62 = phi i32 [ %59, %56 ], [ %49, %54 ]
  %63 = phi ptr [ %58, %56 ], [ %48, %54 ]
  %64 = load double, ptr %63, align 8, !tbaa !5
  %65 = fadd double %52, %64
  %66 = add i32 %39, 2
  %67 = icmp eq i32 %66, %14
  br i1 %67, label %15, label %35, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @count_strings(ptr noundef readnone %0, ...) local_unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #5
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp eq ptr %0, null
  br i1 %3, label %10, label %4

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  br label %12

10:                                               ; preds = %24, %1
  %11 = phi i32 [ 0, %1 ], [ %16, %24 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #5
  ret i32 %11

12:                                               ; preds = %4, %24
  %13 = phi ptr [ %9, %4 ], [ %25, %24 ]
  %14 = phi i32 [ 0, %4 ], [ %16, %24 ]
  %15 = phi i32 [ %5, %4 ], [ %26, %24 ]
  %16 = add nuw nsw i32 %14, 1
  %17 = icmp ult i32 %15, 41
  br i1 %17, label %18, label %22

18:                                               ; preds = %12
  %19 = zext nneg i32 %15 to i64
  %20 = getelementptr i8, ptr %8, i64 %19
  %21 = add nuw nsw i32 %15, 8
  store i32 %21, ptr %2, align 16
  br label %24

22:                                               ; preds = %12
  %23 = getelementptr i8, ptr %13, i64 8
  store ptr %23, ptr %6, align 8
  br label %24

24:                                               ; preds = %22, %18
  %25 = phi ptr [ %13, %18 ], [ %23, %22 ]
  %26 = phi i32 [ %21, %18 ], [ %15, %22 ]
  %27 = phi ptr [ %20, %18 ], [ %13, %22 ]
  %28 = load ptr, ptr %27, align 8, !tbaa !11
  %29 = icmp eq ptr %28, null
  br i1 %29, label %10, label %12, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i64 @mixed(i32 noundef %0, ...) local_unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #5
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %97

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 16
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = load ptr, ptr %8, align 16
  %10 = load ptr, ptr %7, align 8
  %11 = add nsw i32 %0, -1
  %12 = and i32 %0, 1
  %13 = icmp eq i32 %11, 0
  br i1 %13, label %16, label %14

14:                                               ; preds = %5
  %15 = and i32 %0, 2147483646
  br label %46

16:                                               ; preds = %71, %5
  %17 = phi i64 [ poison, %5 ], [ %76, %71 ]
  %18 = phi ptr [ %10, %5 ], [ %72, %71 ]
  %19 = phi i64 [ 0, %5 ], [ %76, %71 ]
  %20 = phi i32 [ %6, %5 ], [ %73, %71 ]
  %21 = icmp eq i32 %12, 0
  br i1 %21, label %34, label %22

22:                                               ; preds = %16
  %23 = icmp ult i32 %20, 41
  br i1 %23, label %26, label %24

24:                                               ; preds = %22
  %25 = getelementptr i8, ptr %18, i64 8
  store ptr %25, ptr %7, align 8
  br label %30

26:                                               ; preds = %22
  %27 = zext nneg i32 %20 to i64
  %28 = getelementptr i8, ptr %9, i64 %27
  %29 = add nuw nsw i32 %20, 8
  store i32 %29, ptr %2, align 16
  br label %30

30:                                               ; preds = %26, %24
  %31 = phi ptr [ %28, %26 ], [ %18, %24 ]
  %32 = load i64, ptr %31, align 8, !tbaa !14
  %33 = add nsw i64 %32, %19
  br label %34

34:                                               ; preds = %16, %30
  %35 = phi i64 [ %17, %16 ], [ %33, %30 ]
  br i1 %4, label %36, label %97

36:                                               ; preds = %34
  %37 = load i32, ptr %3, align 16
  %38 = getelementptr inbounds i8, ptr %3, i64 8
  %39 = getelementptr inbounds i8, ptr %3, i64 16
  %40 = load ptr, ptr %39, align 16
  %41 = load ptr, ptr %38, align 8
  %42 = and i32 %0, 1
  %43 = icmp eq i32 %11, 0
  br i1 %43, label %79, label %44

44:                                               ; preds = %36
  %45 = and i32 %0, 2147483646
  br label %99

46:                                               ; preds = %71, %14
  %47 = phi ptr [ %10, %14 ], [ %72, %71 ]
  %48 = phi i64 [ 0, %14 ], [ %76, %71 ]
  %49 = phi i32 [ %6, %14 ], [ %73, %71 ]
  %50 = phi i32 [ 0, %14 ], [ %77, %71 ]
  %51 = icmp ult i32 %49, 41
  br i1 %51, label %52, label %56

52:                                               ; preds = %46
  %53 = zext nneg i32 %49 to i64
  %54 = getelementptr i8, ptr %9, i64 %53
  %55 = add nuw nsw i32 %49, 8
  store i32 %55, ptr %2, align 16
  br label %58

56:                                               ; preds = %46
  %57 = getelementptr i8, ptr %47, i64 8
  store ptr %57, ptr %7, align 8
  br label %58

58:                                               ; preds = %56, %52
  %59 = phi ptr [ %47, %52 ], [ %57, %56 ]
  %60 = phi i32 [ %55, %52 ], [ %49, %56 ]
  %61 = phi ptr [ %54, %52 ], [ %47, %56 ]
  %62 = load i64, ptr %61, align 8, !tbaa !14
  %63 = add nsw i64 %62, %48
  %64 = icmp ult i32 %60, 41
  br i1 %64, label %67, label %65

65:                                               ; preds = %58
  %66 = getelementptr i8, ptr %59, i64 8
  store ptr %66, ptr %7, align 8
  br label %71

67:                                               ; preds = %58
  %68 = zext nneg i32 %60 to i64
  %69 = getelementptr i8, ptr %9, i64 %68
  %70 = add nuw nsw i32 %60, 8
  store i32 %70, ptr %2, align 16
  br label %71

71:                                               ; preds = %67, %65
  %72 = phi ptr [ %59, %67 ], [ %66, %65 ]
  %73 = phi i32 [ %70, %67 ], [ %60, %65 ]
  %74 = phi ptr [ %69, %67 ], [ %59, %65 ]
  %75 = load i64, ptr %74, align 8, !tbaa !14
  %76 = add nsw i64 %75, %63
  %77 = add i32 %50, 2
  %78 = icmp eq i32 %77, %15
  br i1 %78, label %16, label %46, !llvm.loop !16

79:                                               ; preds = %124, %36
  %80 = phi i64 [ poison, %36 ], [ %129, %124 ]
  %81 = phi ptr [ %41, %36 ], [ %125, %124 ]
  %82 = phi i64 [ %35, %36 ], [ %129, %124 ]
  %83 = phi i32 [ %37, %36 ], [ %126, %124 ]
  %84 = icmp eq i32 %42, 0
  br i1 %84, label %97, label %85

85:                                               ; preds = %79
  %86 = icmp ult i32 %83, 41
  br i1 %86, label %89, label %87

87:                                               ; preds = %85
  %88 = getelementptr i8, ptr %81, i64 8
  store ptr %88, ptr %38, align 8
  br label %93

89:                                               ; preds = %85
  %90 = zext nneg i32 %83 to i64
  %91 = getelementptr i8, ptr %40, i64 %90
  %92 = add nuw nsw i32 %83, 8
  store i32 %92, ptr %3, align 16
  br label %93

93:                                               ; preds = %89, %87
  %94 = phi ptr [ %91, %89 ], [ %81, %87 ]
  %95 = load i64, ptr %94, align 8, !tbaa !14
  %96 = add nsw i64 %95, %82
  br label %97

97:                                               ; preds = %93, %79, %1, %34
  %98 = phi i64 [ %35, %34 ], [ 0, %1 ], [ %80, %79 ], [ %96, %93 ]
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #5
  ret i64 %98

99:                                               ; preds = %124, %44
  %100 = phi ptr [ %41, %44 ], [ %125, %124 ]
  %101 = phi i64 [ %35, %44 ], [ %129, %124 ]
  %102 = phi i32 [ %37, %44 ], [ %126, %124 ]
  %103 = phi i32 [ 0, %44 ], [ %130, %124 ]
  %104 = icmp ult i32 %102, 41
  br i1 %104, label %105, label %109

105:                                              ; preds = %99
  %106 = zext nneg i32 %102 to i64
  %107 = getelementptr i8, ptr %40, i64 %106
  %108 = add nuw nsw i32 %102, 8
  store i32 %108, ptr %3, align 16
  br label %111

109:                                              ; preds = %99
  %110 = getelementptr i8, ptr %100, i64 8
  store ptr %110, ptr %38, align 8
  br label %111

111:                                              ; preds = %109, %105
  %112 = phi ptr [ %100, %105 ], [ %110, %109 ]
  %113 = phi i32 [ %108, %105 ], [ %102, %109 ]
  %114 = phi ptr [ %107, %105 ], [ %100, %109 ]
  %115 = load i64, ptr %114, align 8, !tbaa !14
  %116 = add nsw i64 %115, %101
  %117 = icmp ult i32 %113, 41
  br i1 %117, label %120, label %118

118:                                              ; preds = %111
  %119 = getelementptr i8, ptr %112, i64 8
  store ptr %119, ptr %38, align 8
  br label %124

120:                                              ; preds = %111
  %121 = zext nneg i32 %113 to i64
  %122 = getelementptr i8, ptr %40, i64 %121
  %123 = add nuw nsw i32 %113, 8
  store i32 %123, ptr %3, align 16
  br label %124

124:                                              ; preds = %120, %118
  %125 = phi ptr [ %112, %120 ], [ %119, %118 ]
  %126 = phi i32 [ %123, %120 ], [ %113, %118 ]
  %127 = phi ptr [ %122, %120 ], [ %112, %118 ]
  %128 = load i64, ptr %127, align 8, !tbaa !14
  %129 = add nsw i64 %128, %116
  %130 = add i32 %103, 2
  %131 = icmp eq i32 %130, %45
  br i1 %131, label %79, label %99, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #2

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 {
  %1 = tail call double (i32, ...) @sum_doubles(i32 noundef 4, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %1)
  %3 = tail call i32 (ptr, ...) @count_strings(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.4, ptr noundef null)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3)
  tail call void (ptr, ...) @logf_(ptr nonnull poison, i32 noundef 7, ptr noundef nonnull @.str.6, double noundef 5.000000e-01)
  %5 = tail call i64 (i32, ...) @mixed(i32 noundef 3, i64 noundef 10, i64 noundef 20, i64 noundef 30)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %5)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind uwtable
define internal void @logf_(ptr nocapture readnone %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #5
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  %4 = load ptr, ptr @stdout, align 8, !tbaa !11, !noalias !18
  %5 = call i32 @vfprintf(ptr noundef %4, ptr noundef nonnull @.str.5, ptr noundef nonnull %2) #5
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @vfprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #4

attributes #0 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !7, i64 0}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = !{!19}
!19 = distinct !{!19, !20, !"vprintf: argument 0"}
!20 = distinct !{!20, !"vprintf"}
