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
define dso_local void @make_big(%struct.big* noalias nocapture writeonly sret(%struct.big) align 8 %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 0
  store i64 %1, i64* %3, align 8, !tbaa !5
  %4 = shl nsw i64 %1, 1
  %5 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 1
  store i64 %4, i64* %5, align 8, !tbaa !5
  %6 = mul nsw i64 %1, 3
  %7 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 2
  store i64 %6, i64* %7, align 8, !tbaa !5
  %8 = shl nsw i64 %1, 2
  %9 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 3
  store i64 %8, i64* %9, align 8, !tbaa !5
  %10 = mul nsw i64 %1, 5
  %11 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 4
  store i64 %10, i64* %11, align 8, !tbaa !5
  %12 = mul nsw i64 %1, 6
  %13 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 5
  store i64 %12, i64* %13, align 8, !tbaa !5
  %14 = mul nsw i64 %1, 7
  %15 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 6
  store i64 %14, i64* %15, align 8, !tbaa !5
  %16 = shl nsw i64 %1, 3
  %17 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 7
  store i64 %16, i64* %17, align 8, !tbaa !5
  %18 = sitofp i64 %1 to double
  %19 = fmul double %18, 2.500000e-01
  %20 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 1
  store double %19, double* %20, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i64 @sum_big(%struct.big* nocapture noundef readonly byval(%struct.big) align 8 %0) local_unnamed_addr #2 {
  %2 = bitcast %struct.big* %0 to <8 x i64>*
  %3 = load <8 x i64>, <8 x i64>* %2, align 8, !tbaa !5
  %4 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 1
  %5 = load double, double* %4, align 8, !tbaa !9
  %6 = fptosi double %5 to i64
  %7 = tail call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %3)
  %8 = add i64 %7, %6
  ret i64 %8
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
  br i1 %4, label %5, label %57

5:                                                ; preds = %1
  %6 = icmp ult i32 %0, 4
  br i1 %6, label %26, label %7

7:                                                ; preds = %5
  %8 = and i64 %2, 4294967292
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %21, %9 ]
  %11 = phi <2 x i32> [ <i32 0, i32 1>, %7 ], [ %22, %9 ]
  %12 = add <2 x i32> %11, <i32 2, i32 2>
  %13 = sitofp <2 x i32> %11 to <2 x double>
  %14 = sitofp <2 x i32> %12 to <2 x double>
  %15 = fmul <2 x double> %13, <double 2.500000e-01, double 2.500000e-01>
  %16 = fmul <2 x double> %14, <double 2.500000e-01, double 2.500000e-01>
  %17 = getelementptr inbounds double, double* %3, i64 %10
  %18 = bitcast double* %17 to <2 x double>*
  store <2 x double> %15, <2 x double>* %18, align 16, !tbaa !12
  %19 = getelementptr inbounds double, double* %17, i64 2
  %20 = bitcast double* %19 to <2 x double>*
  store <2 x double> %16, <2 x double>* %20, align 16, !tbaa !12
  %21 = add nuw i64 %10, 4
  %22 = add <2 x i32> %11, <i32 4, i32 4>
  %23 = icmp eq i64 %21, %8
  br i1 %23, label %24, label %9, !llvm.loop !13

24:                                               ; preds = %9
  %25 = icmp eq i64 %8, %2
  br i1 %25, label %28, label %26

26:                                               ; preds = %5, %24
  %27 = phi i64 [ 0, %5 ], [ %8, %24 ]
  br label %34

28:                                               ; preds = %34, %24
  br i1 %4, label %29, label %57

29:                                               ; preds = %28
  %30 = and i64 %2, 7
  %31 = icmp ult i32 %0, 8
  br i1 %31, label %42, label %32

32:                                               ; preds = %29
  %33 = and i64 %2, 4294967288
  br label %59

34:                                               ; preds = %26, %34
  %35 = phi i64 [ %40, %34 ], [ %27, %26 ]
  %36 = trunc i64 %35 to i32
  %37 = sitofp i32 %36 to double
  %38 = fmul double %37, 2.500000e-01
  %39 = getelementptr inbounds double, double* %3, i64 %35
  store double %38, double* %39, align 8, !tbaa !12
  %40 = add nuw nsw i64 %35, 1
  %41 = icmp eq i64 %40, %2
  br i1 %41, label %28, label %34, !llvm.loop !17

42:                                               ; preds = %59, %29
  %43 = phi double [ undef, %29 ], [ %93, %59 ]
  %44 = phi i64 [ 0, %29 ], [ %94, %59 ]
  %45 = phi double [ 0.000000e+00, %29 ], [ %93, %59 ]
  %46 = icmp eq i64 %30, 0
  br i1 %46, label %57, label %47

47:                                               ; preds = %42, %47
  %48 = phi i64 [ %54, %47 ], [ %44, %42 ]
  %49 = phi double [ %53, %47 ], [ %45, %42 ]
  %50 = phi i64 [ %55, %47 ], [ 0, %42 ]
  %51 = getelementptr inbounds double, double* %3, i64 %48
  %52 = load double, double* %51, align 8, !tbaa !12
  %53 = fadd double %49, %52
  %54 = add nuw nsw i64 %48, 1
  %55 = add i64 %50, 1
  %56 = icmp eq i64 %55, %30
  br i1 %56, label %57, label %47, !llvm.loop !18

57:                                               ; preds = %42, %47, %1, %28
  %58 = phi double [ 0.000000e+00, %28 ], [ 0.000000e+00, %1 ], [ %43, %42 ], [ %53, %47 ]
  ret double %58

59:                                               ; preds = %59, %32
  %60 = phi i64 [ 0, %32 ], [ %94, %59 ]
  %61 = phi double [ 0.000000e+00, %32 ], [ %93, %59 ]
  %62 = phi i64 [ 0, %32 ], [ %95, %59 ]
  %63 = getelementptr inbounds double, double* %3, i64 %60
  %64 = load double, double* %63, align 16, !tbaa !12
  %65 = fadd double %61, %64
  %66 = or i64 %60, 1
  %67 = getelementptr inbounds double, double* %3, i64 %66
  %68 = load double, double* %67, align 8, !tbaa !12
  %69 = fadd double %65, %68
  %70 = or i64 %60, 2
  %71 = getelementptr inbounds double, double* %3, i64 %70
  %72 = load double, double* %71, align 16, !tbaa !12
  %73 = fadd double %69, %72
  %74 = or i64 %60, 3
  %75 = getelementptr inbounds double, double* %3, i64 %74
  %76 = load double, double* %75, align 8, !tbaa !12
  %77 = fadd double %73, %76
  %78 = or i64 %60, 4
  %79 = getelementptr inbounds double, double* %3, i64 %78
  %80 = load double, double* %79, align 16, !tbaa !12
  %81 = fadd double %77, %80
  %82 = or i64 %60, 5
  %83 = getelementptr inbounds double, double* %3, i64 %82
  %84 = load double, double* %83, align 8, !tbaa !12
  %85 = fadd double %81, %84
  %86 = or i64 %60, 6
  %87 = getelementptr inbounds double, double* %3, i64 %86
  %88 = load double, double* %87, align 16, !tbaa !12
  %89 = fadd double %85, %88
  %90 = or i64 %60, 7
  %91 = getelementptr inbounds double, double* %3, i64 %90
  %92 = load double, double* %91, align 8, !tbaa !12
  %93 = fadd double %89, %92
  %94 = add nuw nsw i64 %60, 8
  %95 = add i64 %62, 8
  %96 = icmp eq i64 %95, %33
  br i1 %96, label %42, label %59, !llvm.loop !20
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 {
  %1 = alloca [32 x i8], align 16
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i64 noundef 108)
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i32 noundef 9, double noundef 4.500000e+00, double noundef 1.500000e+00, double noundef -1.500000e+00)
  %4 = getelementptr inbounds [32 x i8], [32 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %4) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %4, i8 120, i64 32, i1 false)
  %5 = bitcast [32 x i8]* %1 to i64*
  store i64 7523094288207667809, i64* %5, align 16
  %6 = getelementptr inbounds [32 x i8], [32 x i8]* %1, i64 0, i64 2
  call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 2 dereferenceable(6) %6, i8* noundef nonnull align 16 dereferenceable(6) %4, i64 6, i1 false)
  %7 = getelementptr inbounds [32 x i8], [32 x i8]* %1, i64 0, i64 12
  store i8 0, i8* %7, align 4, !tbaa !21
  %8 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i8* noundef nonnull %4)
  %9 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i64 0, i64 0), i64 noundef 24, double noundef 3.400000e+01)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %4) #10
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #8

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
