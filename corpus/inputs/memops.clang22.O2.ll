; ModuleID = 'memops.c'
source_filename = "memops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.big = type { [8 x i64], double }

@.str = private unnamed_addr constant [13 x i8] c"sum_big=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"small=%d %.2f pair=%.2f %.2f\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"buf=%s\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"copy=%ld vla=%.2f\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @make_big(ptr dead_on_unwind noalias writable writeonly sret(%struct.big) align 8 captures(none) initializes((0, 72)) %0, i64 noundef %1) local_unnamed_addr #0 {
  store i64 %1, ptr %0, align 8, !tbaa !9
  %3 = shl nsw i64 %1, 1
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i64 %3, ptr %4, align 8, !tbaa !9
  %5 = mul nsw i64 %1, 3
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 16
  store i64 %5, ptr %6, align 8, !tbaa !9
  %7 = shl nsw i64 %1, 2
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 24
  store i64 %7, ptr %8, align 8, !tbaa !9
  %9 = mul nsw i64 %1, 5
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 32
  store i64 %9, ptr %10, align 8, !tbaa !9
  %11 = mul nsw i64 %1, 6
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store i64 %11, ptr %12, align 8, !tbaa !9
  %13 = mul nsw i64 %1, 7
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store i64 %13, ptr %14, align 8, !tbaa !9
  %15 = shl nsw i64 %1, 3
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 56
  store i64 %15, ptr %16, align 8, !tbaa !9
  %17 = sitofp i64 %1 to double
  %18 = fmul double %17, 2.500000e-01
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 64
  store double %18, ptr %19, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @sum_big(ptr noundef readonly byval(%struct.big) align 8 captures(none) %0) local_unnamed_addr #2 {
  %2 = load <8 x i64>, ptr %0, align 8, !tbaa !9
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %4 = load double, ptr %3, align 8, !tbaa !11
  %5 = fptosi double %4 to i64
  %6 = tail call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %2)
  %7 = add i64 %6, %5
  ret i64 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @mk_small(i32 noundef %0) local_unnamed_addr #3 {
  %2 = sitofp i32 %0 to float
  %3 = fmul float %2, 5.000000e-01
  %4 = bitcast float %3 to i32
  %5 = zext i32 %4 to i64
  %6 = shl nuw i64 %5, 32
  %7 = zext i32 %0 to i64
  %8 = or disjoint i64 %6, %7
  ret i64 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { double, double } @mk_pair(double noundef %0) local_unnamed_addr #3 {
  %2 = fneg double %0
  %3 = insertvalue { double, double } poison, double %0, 0
  %4 = insertvalue { double, double } %3, double %2, 1
  ret { double, double } %4
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local double @vla_sum(i32 noundef %0) local_unnamed_addr #4 {
  %2 = zext i32 %0 to i64
  %3 = alloca double, i64 %2, align 16
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %55

5:                                                ; preds = %1
  %6 = icmp ult i32 %0, 4
  br i1 %6, label %24, label %7

7:                                                ; preds = %5
  %8 = and i64 %2, 2147483644
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %19, %9 ]
  %11 = phi <2 x i32> [ <i32 0, i32 1>, %7 ], [ %20, %9 ]
  %12 = add <2 x i32> %11, splat (i32 2)
  %13 = uitofp nneg <2 x i32> %11 to <2 x double>
  %14 = uitofp nneg <2 x i32> %12 to <2 x double>
  %15 = fmul <2 x double> %13, splat (double 2.500000e-01)
  %16 = fmul <2 x double> %14, splat (double 2.500000e-01)
  %17 = getelementptr inbounds nuw double, ptr %3, i64 %10
  %18 = getelementptr inbounds nuw i8, ptr %17, i64 16
  store <2 x double> %15, ptr %17, align 16, !tbaa !14
  store <2 x double> %16, ptr %18, align 16, !tbaa !14
  %19 = add nuw i64 %10, 4
  %20 = add <2 x i32> %11, splat (i32 4)
  %21 = icmp eq i64 %19, %8
  br i1 %21, label %22, label %9, !llvm.loop !15

22:                                               ; preds = %9
  %23 = icmp eq i64 %8, %2
  br i1 %23, label %26, label %24

24:                                               ; preds = %5, %22
  %25 = phi i64 [ 0, %5 ], [ %8, %22 ]
  br label %31

26:                                               ; preds = %31, %22
  %27 = and i64 %2, 7
  %28 = icmp ult i32 %0, 8
  br i1 %28, label %41, label %29

29:                                               ; preds = %26
  %30 = and i64 %2, 2147483640
  br label %57

31:                                               ; preds = %24, %31
  %32 = phi i64 [ %37, %31 ], [ %25, %24 ]
  %33 = trunc nuw nsw i64 %32 to i32
  %34 = uitofp nneg i32 %33 to double
  %35 = fmul double %34, 2.500000e-01
  %36 = getelementptr inbounds nuw double, ptr %3, i64 %32
  store double %35, ptr %36, align 8, !tbaa !14
  %37 = add nuw nsw i64 %32, 1
  %38 = icmp eq i64 %37, %2
  br i1 %38, label %26, label %31, !llvm.loop !19

39:                                               ; preds = %57
  %40 = icmp eq i64 %27, 0
  br i1 %40, label %55, label %41

41:                                               ; preds = %39, %26
  %42 = phi i64 [ 0, %26 ], [ %92, %39 ]
  %43 = phi double [ 0.000000e+00, %26 ], [ %91, %39 ]
  %44 = icmp ne i64 %27, 0
  tail call void @llvm.assume(i1 %44)
  br label %45

45:                                               ; preds = %45, %41
  %46 = phi i64 [ %52, %45 ], [ %42, %41 ]
  %47 = phi double [ %51, %45 ], [ %43, %41 ]
  %48 = phi i64 [ %53, %45 ], [ 0, %41 ]
  %49 = getelementptr inbounds nuw double, ptr %3, i64 %46
  %50 = load double, ptr %49, align 8, !tbaa !14
  %51 = fadd double %47, %50
  %52 = add nuw nsw i64 %46, 1
  %53 = add i64 %48, 1
  %54 = icmp eq i64 %53, %27
  br i1 %54, label %55, label %45, !llvm.loop !20

55:                                               ; preds = %39, %45, %1
  %56 = phi double [ 0.000000e+00, %1 ], [ %91, %39 ], [ %51, %45 ]
  ret double %56

57:                                               ; preds = %57, %29
  %58 = phi i64 [ 0, %29 ], [ %92, %57 ]
  %59 = phi double [ 0.000000e+00, %29 ], [ %91, %57 ]
  %60 = phi i64 [ 0, %29 ], [ %93, %57 ]
  %61 = getelementptr inbounds nuw double, ptr %3, i64 %58
  %62 = load double, ptr %61, align 16, !tbaa !14
  %63 = fadd double %59, %62
  %64 = getelementptr inbounds nuw double, ptr %3, i64 %58
  %65 = getelementptr inbounds nuw i8, ptr %64, i64 8
  %66 = load double, ptr %65, align 8, !tbaa !14
  %67 = fadd double %63, %66
  %68 = getelementptr inbounds nuw double, ptr %3, i64 %58
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 16
  %70 = load double, ptr %69, align 16, !tbaa !14
  %71 = fadd double %67, %70
  %72 = getelementptr inbounds nuw double, ptr %3, i64 %58
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 24
  %74 = load double, ptr %73, align 8, !tbaa !14
  %75 = fadd double %71, %74
  %76 = getelementptr inbounds nuw double, ptr %3, i64 %58
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 32
  %78 = load double, ptr %77, align 16, !tbaa !14
  %79 = fadd double %75, %78
  %80 = getelementptr inbounds nuw double, ptr %3, i64 %58
  %81 = getelementptr inbounds nuw i8, ptr %80, i64 40
  %82 = load double, ptr %81, align 8, !tbaa !14
  %83 = fadd double %79, %82
  %84 = getelementptr inbounds nuw double, ptr %3, i64 %58
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 48
  %86 = load double, ptr %85, align 16, !tbaa !14
  %87 = fadd double %83, %86
  %88 = getelementptr inbounds nuw double, ptr %3, i64 %58
  %89 = getelementptr inbounds nuw i8, ptr %88, i64 56
  %90 = load double, ptr %89, align 8, !tbaa !14
  %91 = fadd double %87, %90
  %92 = add nuw nsw i64 %58, 8
  %93 = add i64 %60, 8
  %94 = icmp eq i64 %93, %30
  br i1 %94, label %39, label %57, !llvm.loop !22
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #5 {
  %1 = alloca [32 x i8], align 16
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 108)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 9, double noundef 4.500000e+00, double noundef 1.500000e+00, double noundef -1.500000e+00)
  call void @llvm.lifetime.start.p0(ptr nonnull %1) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, i8 120, i64 32, i1 false)
  store i64 7523094288207667809, ptr %1, align 16
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 2
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %4, ptr noundef nonnull align 16 dereferenceable(6) %1, i64 6, i1 false)
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 12
  store i8 0, ptr %5, align 4, !tbaa !23
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %1)
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 24, double noundef 3.400000e+01)
  call void @llvm.lifetime.end.p0(ptr nonnull %1) #11
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = !{!12, !13, i64 64}
!12 = !{!"big", !7, i64 0, !13, i64 64}
!13 = !{!"double", !7, i64 0}
!14 = !{!13, !13, i64 0}
!15 = distinct !{!15, !16, !17, !18}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !16, !18, !17}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !16}
!23 = !{!7, !7, i64 0}
