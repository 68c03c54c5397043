; ModuleID = 'sort.c'
source_filename = "sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.item = type { ptr, double }

@__const.main.a = private unnamed_addr constant [8 x i32] [i32 42, i32 -3, i32 17, i32 8, i32 99, i32 0, i32 23, i32 5], align 16
@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"\0Afound at %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"d\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"c\00", align 1
@__const.main.items = private unnamed_addr constant [4 x %struct.item] [%struct.item { ptr @.str.2, double 2.500000e+00 }, %struct.item { ptr @.str.3, double 5.000000e-01 }, %struct.item { ptr @.str.4, double 9.000000e+00 }, %struct.item { ptr @.str.5, double 1.000000e+00 }], align 16
@.str.6 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"| \00", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @insertion_sort(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %7

6:                                                ; preds = %24, %2
  ret void

7:                                                ; preds = %4, %24
  %8 = phi i64 [ 1, %4 ], [ %30, %24 ]
  %9 = getelementptr inbounds %struct.item, ptr %0, i64 %8
  %10 = load ptr, ptr %9, align 8, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %9, i64 8
  %12 = load double, ptr %11, align 8, !tbaa !9
  br label %13

13:                                               ; preds = %7, %21
  %14 = phi i64 [ %8, %7 ], [ %15, %21 ]
  %15 = add nsw i64 %14, -1
  %16 = and i64 %15, 4294967295
  %17 = getelementptr inbounds %struct.item, ptr %0, i64 %16
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  %19 = load double, ptr %18, align 8, !tbaa !11
  %20 = fcmp olt double %19, %12
  br i1 %20, label %21, label %24

21:                                               ; preds = %13
  %22 = getelementptr inbounds %struct.item, ptr %0, i64 %14
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull align 8 dereferenceable(16) %17, i64 16, i1 false), !tbaa.struct !13
  %23 = icmp sgt i64 %14, 1
  br i1 %23, label %13, label %24, !llvm.loop !14

24:                                               ; preds = %21, %13
  %25 = phi i64 [ 0, %21 ], [ %14, %13 ]
  %26 = shl i64 %25, 32
  %27 = ashr exact i64 %26, 28
  %28 = getelementptr inbounds i8, ptr %0, i64 %27
  store ptr %10, ptr %28, align 8, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %28, i64 8
  store double %12, ptr %29, align 8, !tbaa !9
  %30 = add nuw nsw i64 %8, 1
  %31 = icmp eq i64 %30, %5
  br i1 %31, label %6, label %7, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 {
  %1 = alloca [8 x i32], align 16
  %2 = alloca [4 x %struct.item], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.a, i64 32, i1 false)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 8, i64 noundef 4, ptr noundef nonnull @cmp_int) #8
  %3 = load i32, ptr %1, align 16, !tbaa !17
  %4 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3)
  %5 = getelementptr inbounds i8, ptr %1, i64 4
  %6 = load i32, ptr %5, align 4, !tbaa !17
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6)
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load i32, ptr %8, align 8, !tbaa !17
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9)
  %11 = getelementptr inbounds i8, ptr %1, i64 12
  %12 = load i32, ptr %11, align 4, !tbaa !17
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %12)
  %14 = getelementptr inbounds i8, ptr %1, i64 16
  %15 = load i32, ptr %14, align 16, !tbaa !17
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %15)
  %17 = getelementptr inbounds i8, ptr %1, i64 20
  %18 = load i32, ptr %17, align 4, !tbaa !17
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %18)
  %20 = getelementptr inbounds i8, ptr %1, i64 24
  %21 = load i32, ptr %20, align 8, !tbaa !17
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %21)
  %23 = getelementptr inbounds i8, ptr %1, i64 28
  %24 = load i32, ptr %23, align 4, !tbaa !17
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %24)
  %26 = getelementptr inbounds i8, ptr %2, i64 16
  %27 = getelementptr inbounds i8, ptr %2, i64 32
  %28 = getelementptr inbounds i8, ptr %2, i64 16
  %29 = getelementptr inbounds i8, ptr %2, i64 48
  %30 = getelementptr inbounds i8, ptr %2, i64 32
  %31 = getelementptr inbounds i8, ptr %2, i64 16
  br label %32

32:                                               ; preds = %0, %50
  %33 = phi i64 [ %52, %50 ], [ 0, %0 ]
  %34 = phi i64 [ %51, %50 ], [ 8, %0 ]
  %35 = add i64 %34, %33
  %36 = lshr i64 %35, 1
  %37 = shl i64 %36, 2
  %38 = getelementptr inbounds i8, ptr %1, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !17
  %40 = icmp slt i32 %39, 17
  %41 = zext i1 %40 to i32
  %42 = icmp sgt i32 %39, 17
  %43 = sext i1 %42 to i32
  %44 = add nsw i32 %43, %41
  %45 = icmp slt i32 %44, 0
  br i1 %45, label %50, label %46

46:                                               ; preds = %32
  %47 = icmp eq i32 %44, 0
  br i1 %47, label %54, label %48

48:                                               ; preds = %46
  %49 = add nuw i64 %36, 1
  br label %50

50:                                               ; preds = %48, %32
  %51 = phi i64 [ %34, %48 ], [ %36, %32 ]
  %52 = phi i64 [ %49, %48 ], [ %33, %32 ]
  %53 = icmp ult i64 %52, %51
  br i1 %53, label %32, label %56, !llvm.loop !19

54:                                               ; preds = %46
  %55 = getelementptr inbounds i8, ptr %1, i64 %37
  br label %56

56:                                               ; preds = %50, %54
  %57 = phi ptr [ %55, %54 ], [ null, %50 ]
  %58 = icmp eq ptr %57, null
  %59 = ptrtoint ptr %57 to i64
  %60 = ptrtoint ptr %1 to i64
  %61 = sub i64 %59, %60
  %62 = ashr exact i64 %61, 2
  %63 = select i1 %58, i64 -1, i64 %62
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %63)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, ptr noundef nonnull align 16 dereferenceable(64) @__const.main.items, i64 64, i1 false)
  call void @qsort(ptr noundef nonnull %2, i64 noundef 4, i64 noundef 16, ptr noundef nonnull @cmp_weight) #8
  %65 = load ptr, ptr %2, align 16, !tbaa !20
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %65)
  %67 = getelementptr inbounds i8, ptr %2, i64 16
  %68 = load ptr, ptr %67, align 16, !tbaa !20
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %68)
  %70 = getelementptr inbounds i8, ptr %2, i64 32
  %71 = load ptr, ptr %70, align 16, !tbaa !20
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %71)
  %73 = getelementptr inbounds i8, ptr %2, i64 48
  %74 = load ptr, ptr %73, align 16, !tbaa !20
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %74)
  %76 = load ptr, ptr %67, align 16, !tbaa !5
  %77 = getelementptr inbounds i8, ptr %2, i64 24
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = getelementptr inbounds i8, ptr %2, i64 8
  %80 = load double, ptr %79, align 8, !tbaa !11
  %81 = fcmp olt double %80, %78
  br i1 %81, label %82, label %83

82:                                               ; preds = %56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %67, ptr noundef nonnull align 16 dereferenceable(16) %2, i64 16, i1 false), !tbaa.struct !13
  br label %83

83:                                               ; preds = %82, %56
  %84 = phi ptr [ %2, %82 ], [ %26, %56 ]
  store ptr %76, ptr %84, align 16, !tbaa !5
  %85 = getelementptr inbounds i8, ptr %84, i64 8
  store double %78, ptr %85, align 8, !tbaa !9
  %86 = load ptr, ptr %70, align 16, !tbaa !5
  %87 = getelementptr inbounds i8, ptr %2, i64 40
  %88 = load double, ptr %87, align 8, !tbaa !9
  %89 = load double, ptr %77, align 8, !tbaa !11
  %90 = fcmp olt double %89, %88
  br i1 %90, label %91, label %95

91:                                               ; preds = %83
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %70, ptr noundef nonnull align 16 dereferenceable(16) %67, i64 16, i1 false), !tbaa.struct !13
  %92 = load double, ptr %79, align 8, !tbaa !11
  %93 = fcmp olt double %92, %88
  br i1 %93, label %94, label %95

94:                                               ; preds = %91
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %67, ptr noundef nonnull align 16 dereferenceable(16) %2, i64 16, i1 false), !tbaa.struct !13
  br label %95

95:                                               ; preds = %94, %91, %83
  %96 = phi ptr [ %27, %83 ], [ %28, %91 ], [ %2, %94 ]
  store ptr %86, ptr %96, align 16, !tbaa !5
  %97 = getelementptr inbounds i8, ptr %96, i64 8
  store double %88, ptr %97, align 8, !tbaa !9
  %98 = load ptr, ptr %73, align 16, !tbaa !5
  %99 = getelementptr inbounds i8, ptr %2, i64 56
  %100 = load double, ptr %99, align 8, !tbaa !9
  %101 = load double, ptr %87, align 8, !tbaa !11
  %102 = fcmp olt double %101, %100
  br i1 %102, label %103, label %110

103:                                              ; preds = %95
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %73, ptr noundef nonnull align 16 dereferenceable(16) %70, i64 16, i1 false), !tbaa.struct !13
  %104 = load double, ptr %77, align 8, !tbaa !11
  %105 = fcmp olt double %104, %100
  br i1 %105, label %106, label %110

106:                                              ; preds = %103
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %70, ptr noundef nonnull align 16 dereferenceable(16) %67, i64 16, i1 false), !tbaa.struct !13
  %107 = load double, ptr %79, align 8, !tbaa !11
  %108 = fcmp olt double %107, %100
  br i1 %108, label %109, label %110

109:                                              ; preds = %106
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %67, ptr noundef nonnull align 16 dereferenceable(16) %2, i64 16, i1 false), !tbaa.struct !13
  br label %110

110:                                              ; preds = %109, %106, %103, %95
  %111 = phi ptr [ %29, %95 ], [ %30, %103 ], [ %31, %106 ], [ %2, %109 ]
  store ptr %98, ptr %111, align 16, !tbaa !5
  %112 = getelementptr inbounds i8, ptr %111, i64 8
  store double %100, ptr %112, align 8, !tbaa !9
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7)
  %114 = load ptr, ptr %2, align 16, !tbaa !20
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %114)
  %116 = load ptr, ptr %67, align 16, !tbaa !20
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %116)
  %118 = load ptr, ptr %70, align 16, !tbaa !20
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %118)
  %120 = load ptr, ptr %73, align 16, !tbaa !20
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %120)
  %122 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #8
  ret i32 0
}

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 {
  %3 = load i32, ptr %0, align 4, !tbaa !17
  %4 = load i32, ptr %1, align 4, !tbaa !17
  %5 = icmp sgt i32 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp slt i32 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_weight(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load double, ptr %3, align 8, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !11
  %7 = fcmp ogt double %4, %6
  %8 = zext i1 %7 to i32
  %9 = fcmp olt double %4, %6
  %10 = sext i1 %9 to i32
  %11 = add nsw i32 %10, %8
  ret i32 %11
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !10, i64 8}
!12 = !{!"item", !6, i64 0, !10, i64 8}
!13 = !{i64 0, i64 8, !5, i64 8, i64 8, !9}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !7, i64 0}
!19 = distinct !{!19, !15}
!20 = !{!12, !6, i64 0}
