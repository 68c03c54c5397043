; ModuleID = 'memops.c'
source_filename = "memops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.big = type { [8 x i64], double }

@.str = private unnamed_addr constant [13 x i8] c"sum_big=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"small=%d %.2f pair=%.2f %.2f\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"buf=%s\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"copy=%ld vla=%.2f\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define dso_local void @make_big(ptr noalias nocapture writeonly sret(%struct.big) align 8 %0, i64 noundef %1) local_unnamed_addr #0 {
  store i64 %1, ptr %0, align 8, !tbaa !5
  %3 = shl nsw i64 %1, 1
  %4 = getelementptr inbounds [8 x i64], ptr %0, i64 0, i64 1
  store i64 %3, ptr %4, align 8, !tbaa !5
  %5 = mul nsw i64 %1, 3
  %6 = getelementptr inbounds [8 x i64], ptr %0, i64 0, i64 2
  store i64 %5, ptr %6, align 8, !tbaa !5
  %7 = shl nsw i64 %1, 2
  %8 = getelementptr inbounds [8 x i64], ptr %0, i64 0, i64 3
  store i64 %7, ptr %8, align 8, !tbaa !5
  %9 = mul nsw i64 %1, 5
  %10 = getelementptr inbounds [8 x i64], ptr %0, i64 0, i64 4
  store i64 %9, ptr %10, align 8, !tbaa !5
  %11 = mul nsw i64 %1, 6
  %12 = getelementptr inbounds [8 x i64], ptr %0, i64 0, i64 5
  store i64 %11, ptr %12, align 8, !tbaa !5
  %13 = mul nsw i64 %1, 7
  %14 = getelementptr inbounds [8 x i64], ptr %0, i64 0, i64 6
  store i64 %13, ptr %14, align 8, !tbaa !5
  %15 = shl nsw i64 %1, 3
  %16 = getelementptr inbounds [8 x i64], ptr %0, i64 0, i64 7
  store i64 %15, ptr %16, align 8, !tbaa !5
  %17 = sitofp i64 %1 to double
  %18 = fmul double %17, 2.500000e-01
  %19 = getelementptr inbounds %struct.big, ptr %0, i64 0, i32 1
  store double %18, ptr %19, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i64 @sum_big(ptr nocapture noundef readonly byval(%struct.big) align 8 %0) local_unnamed_addr #2 {
  %2 = load <8 x i64>, ptr %0, align 8, !tbaa !5
  %3 = getelementptr inbounds %struct.big, ptr %0, i64 0, i32 1
  %4 = load double, ptr %3, align 8, !tbaa !9
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
  %8 = or i64 %6, %7
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
  %8 = and i64 %2, 4294967292
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %19, %9 ]
  %11 = phi <2 x i32> [ <i32 0, i32 1>, %7 ], [ %20, %9 ]
  %12 = add <2 x i32> %11, <i32 2, i32 2>
  %13 = sitofp <2 x i32> %11 to <2 x double>
  %14 = sitofp <2 x i32> %12 to <2 x double>
  %15 = fmul <2 x double> %13, <double 2.500000e-01, double 2.500000e-01>
  %16 = fmul <2 x double> %14, <double 2.500000e-01, double 2.500000e-01>
  %17 = getelementptr inbounds double, ptr %3, i64 %10
  store <2 x double> %15, ptr %17, align 16, !tbaa !12
  %18 = getelementptr inbounds double, ptr %17, i64 2
  store <2 x double> %16, ptr %18, align 16, !tbaa !12
  %19 = add nuw i64 %10, 4
  %20 = add <2 x i32> %11, <i32 4, i32 4>
  %21 = icmp eq i64 %19, %8
  br i1 %21, label %22, label %9, !llvm.loop !13

22:                                               ; preds = %9
  %23 = icmp eq i64 %8, %2
  br i1 %23, label %26, label %24

24:                                               ; preds = %5, %22
  %25 = phi i64 [ 0, %5 ], [ %8, %22 ]
  br label %32

26:                                               ; preds = %32, %22
  br i1 %4, label %27, label %55

27:                                               ; preds = %26
  %28 = and i64 %2, 7
  %29 = icmp ult i32 %0, 8
  br i1 %29, label %40, label %30

30:                                               ; preds = %27
  %31 = and i64 %2, 4294967288
  br label %57

32:                                               ; preds = %24, %32
  %33 = phi i64 [ %38, %32 ], [ %25, %24 ]
  %34 = trunc i64 %33 to i32
  %35 = sitofp i32 %34 to double
  %36 = fmul double %35, 2.500000e-01
  %37 = getelementptr inbounds double, ptr %3, i64 %33
  store double %36, ptr %37, align 8, !tbaa !12
  %38 = add nuw nsw i64 %33, 1
  %39 = icmp eq i64 %38, %2
  br i1 %39, label %26, label %32, !llvm.loop !17

40:                                               ; preds = %57, %27
  %41 = phi double [ undef, %27 ], [ %91, %57 ]
  %42 = phi i64 [ 0, %27 ], [ %92, %57 ]
  %43 = phi double [ 0.000000e+00, %27 ], [ %91, %57 ]
  %44 = icmp eq i64 %28, 0
  br i1 %44, label %55, label %45

45:                                               ; preds = %40, %45
  %46 = phi i64 [ %52, %45 ], [ %42, %40 ]
  %47 = phi double [ %51, %45 ], [ %43, %40 ]
  %48 = phi i64 [ %53, %45 ], [ 0, %40 ]
  %49 = getelementptr inbounds double, ptr %3, i64 %46
  %50 = load double, ptr %49, align 8, !tbaa !12
  %51 = fadd double %47, %50
  %52 = add nuw nsw i64 %46, 1
  %53 = add i64 %48, 1
  %54 = icmp eq i64 %53, %28
  br i1 %54, label %55, label %45, !llvm.loop !18

55:                                               ; preds = %40, %45, %1, %26
  %56 = phi double [ 0.000000e+00, %26 ], [ 0.000000e+00, %1 ], [ %41, %40 ], [ %51, %45 ]
  ret double %56

57:                                               ; preds = %57, %30
  %58 = phi i64 [ 0, %30 ], [ %92, %57 ]
  %59 = phi double [ 0.000000e+00, %30 ], [ %91, %57 ]
  %60 = phi i64 [ 0, %30 ], [ %93, %57 ]
  %61 = getelementptr inbounds double, ptr %3, i64 %58
  %62 = load double, ptr %61, align 16, !tbaa !12
  %63 = fadd double %59, %62
  %64 = or i64 %58, 1
  %65 = getelementptr inbounds double, ptr %3, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !12
  %67 = fadd double %63, %66
  %68 = or i64 %58, 2
  %69 = getelementptr inbounds double, ptr %3, i64 %68
  %70 = load double, ptr %69, align 16, !tbaa !12
  %71 = fadd double %67, %70
  %72 = or i64 %58, 3
  %73 = getelementptr inbounds double, ptr %3, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !12
  %75 = fadd double %71, %74
  %76 = or i64 %58, 4
  %77 = getelementptr inbounds double, ptr %3, i64 %76
  %78 = load double, ptr %77, align 16, !tbaa !12
  %79 = fadd double %75, %78
  %80 = or i64 %58, 5
  %81 = getelementptr inbounds double, ptr %3, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !12
  %83 = fadd double %79, %82
  %84 = or i64 %58, 6
  %85 = getelementptr inbounds double, ptr %3, i64 %84
  %86 = load double, ptr %85, align 16, !tbaa !12
  %87 = fadd double %83, %86
  %88 = or i64 %58, 7
  %89 = getelementptr inbounds double, ptr %3, i64 %88
  %90 = load double, ptr %89, align 8, !tbaa !12
  %91 = fadd double %87, %90
  %92 = add nuw nsw i64 %58, 8
  %93 = add i64 %60, 8
  %94 = icmp eq i64 %93, %31
  br i1 %94, label %40, label %57, !llvm.loop !20
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 {
  %1 = alloca [32 x i8], align 16
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 108)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 9, double noundef 4.500000e+00, double noundef 1.500000e+00, double noundef -1.500000e+00)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, i8 120, i64 32, i1 false)
  store i64 7523094288207667809, ptr %1, align 16
  %4 = getelementptr inbounds i8, ptr %1, i64 2
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %4, ptr noundef nonnull align 16 dereferenceable(6) %1, i64 6, i1 false)
  %5 = getelementptr inbounds [32 x i8], ptr %1, i64 0, i64 12
  store i8 0, ptr %5, align 4, !tbaa !21
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %1)
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 24, double noundef 3.400000e+01)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #10
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>) #9

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !11, i64 64}
!10 = !{!"big", !7, i64 0, !11, i64 64}
!11 = !{!"double", !7, i64 0}
!12 = !{!11, !11, i64 0}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !14, !16, !15}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !14}
!21 = !{!7, !7, i64 0}
