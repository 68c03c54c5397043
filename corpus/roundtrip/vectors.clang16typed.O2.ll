source_filename = "vectors.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [27 x i8] c"saxpy=%.1f %.1f %.1f %.1f\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"rev=%d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"il=%d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"max=%d %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"hsum=%.4f s0=%.4f\0A\00", align 1

define dso_local <4 x float> @saxpy4(float noundef %0, <4 x float> noundef %1, <4 x float> noundef %2) local_unnamed_addr #0 {
  %4 = insertelement <4 x float> poison, float %0, i64 0
  %5 = shufflevector <4 x float> %4, <4 x float> poison, <4 x i32> zeroinitializer
  %6 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> %1, <4 x float> %2)
  ret <4 x float> %6
}

declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

define dso_local <4 x i32> @reverse4(<4 x i32> noundef %0) local_unnamed_addr #2 {
  %2 = shufflevector <4 x i32> %0, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  ret <4 x i32> %2
}

define dso_local <4 x i32> @interleave(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #2 {
  %3 = shufflevector <4 x i32> %0, <4 x i32> %1, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  ret <4 x i32> %3
}

define dso_local <2 x double> @swap2(<2 x double> noundef %0) local_unnamed_addr #2 {
  %2 = shufflevector <2 x double> %0, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  ret <2 x double> %2
}

define dso_local <4 x i32> @max4(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #0 {
  %3 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %0, <4 x i32> %1)
  ret <4 x i32> %3
}

define dso_local double @hsum(<2 x double> noundef %0) local_unnamed_addr #2 {
  %2 = shufflevector <2 x double> %0, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %3 = fadd <2 x double> %2, %0
  %4 = extractelement <2 x double> %3, i64 0
  ret double %4
}

define dso_local i32 @main() local_unnamed_addr #3 {
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str, i64 0, i64 0), double noundef 2.500000e+00, double noundef 4.500000e+00, double noundef 6.500000e+00, double noundef 8.500000e+00)
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef 7, i32 noundef 3, i32 noundef 9, i32 noundef 1)
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef 1, i32 noundef 5, i32 noundef 9, i32 noundef 2)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i32 noundef 5, i32 noundef 9, i32 noundef 8, i32 noundef 7)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i64 0, i64 0), double noundef -2.250000e+00, double noundef -4.375000e+00)
  ret i32 0
}

declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #5

attributes #0 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
