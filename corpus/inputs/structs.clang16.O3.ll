; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.scene = type { ptr, [3 x %struct.rect], ptr, ptr }
%struct.rect = type { %struct.vec2, %struct.vec2, i32 }
%struct.vec2 = type { double, double }

@.str = private unnamed_addr constant [5 x i8] c"root\00", align 1
@__const.main.root = private unnamed_addr constant %struct.scene { ptr @.str, [3 x %struct.rect] [%struct.rect { %struct.vec2 zeroinitializer, %struct.vec2 { double 1.000000e+00, double 1.000000e+00 }, i32 1 }, %struct.rect { %struct.vec2 zeroinitializer, %struct.vec2 { double 2.000000e+00, double 3.000000e+00 }, i32 2 }, %struct.rect { %struct.vec2 { double 1.000000e+00, double 1.000000e+00 }, %struct.vec2 { double 4.000000e+00, double 2.000000e+00 }, i32 3 }], ptr null, ptr null }, align 8
@.str.1 = private unnamed_addr constant [6 x i8] c"child\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"%s sel=%d center=(%.2f,%.2f)\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"area root=%.2f child=%.2f\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local { double, double } @center(ptr nocapture noundef readonly byval(%struct.rect) align 8 %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds %struct.rect, ptr %0, i64 0, i32 1
  %3 = load <2 x double>, ptr %0, align 8, !tbaa !5
  %4 = load <2 x double>, ptr %2, align 8, !tbaa !5
  %5 = fadd <2 x double> %3, %4
  %6 = fmul <2 x double> %5, <double 5.000000e-01, double 5.000000e-01>
  %7 = extractelement <2 x double> %6, i64 0
  %8 = insertvalue { double, double } poison, double %7, 0
  %9 = extractelement <2 x double> %6, i64 1
  %10 = insertvalue { double, double } %8, double %9, 1
  ret { double, double } %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @grow(ptr nocapture noundef %0, double noundef %1) local_unnamed_addr #1 {
  %3 = load <2 x double>, ptr %0, align 8, !tbaa !5
  %4 = insertelement <2 x double> poison, double %1, i64 0
  %5 = shufflevector <2 x double> %4, <2 x double> poison, <2 x i32> zeroinitializer
  %6 = fsub <2 x double> %3, %5
  store <2 x double> %6, ptr %0, align 8, !tbaa !5
  %7 = getelementptr inbounds %struct.rect, ptr %0, i64 0, i32 1
  %8 = load <2 x double>, ptr %7, align 8, !tbaa !5
  %9 = fadd <2 x double> %8, %5
  store <2 x double> %9, ptr %7, align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define dso_local double @total_area(ptr nocapture noundef readonly %0) local_unnamed_addr #2 {
  %2 = getelementptr inbounds %struct.scene, ptr %0, i64 0, i32 1, i64 0
  %3 = getelementptr inbounds %struct.scene, ptr %0, i64 0, i32 1, i64 0, i32 1
  %4 = load <2 x double>, ptr %3, align 8, !tbaa !5
  %5 = load <2 x double>, ptr %2, align 8, !tbaa !5
  %6 = fsub <2 x double> %4, %5
  %7 = shufflevector <2 x double> %6, <2 x double> poison, <2 x i32> <i32 1, i32 undef>
  %8 = fmul <2 x double> %6, %7
  %9 = extractelement <2 x double> %8, i64 0
  %10 = fadd double %9, 0.000000e+00
  %11 = getelementptr inbounds %struct.scene, ptr %0, i64 0, i32 1, i64 1
  %12 = getelementptr inbounds %struct.scene, ptr %0, i64 0, i32 1, i64 1, i32 1
  %13 = getelementptr inbounds %struct.scene, ptr %0, i64 0, i32 1, i64 1, i32 1, i32 1
  %14 = getelementptr inbounds %struct.scene, ptr %0, i64 0, i32 1, i64 1, i32 0, i32 1
  %15 = getelementptr inbounds %struct.scene, ptr %0, i64 0, i32 1, i64 2
  %16 = getelementptr inbounds %struct.scene, ptr %0, i64 0, i32 1, i64 2, i32 1
  %17 = getelementptr inbounds %struct.scene, ptr %0, i64 0, i32 1, i64 2, i32 1, i32 1
  %18 = getelementptr inbounds %struct.scene, ptr %0, i64 0, i32 1, i64 2, i32 0, i32 1
  %19 = load double, ptr %12, align 8, !tbaa !9
  %20 = load double, ptr %11, align 8, !tbaa !13
  %21 = load double, ptr %13, align 8, !tbaa !14
  %22 = load double, ptr %14, align 8, !tbaa !15
  %23 = load double, ptr %16, align 8, !tbaa !9
  %24 = load double, ptr %15, align 8, !tbaa !13
  %25 = insertelement <2 x double> poison, double %19, i64 0
  %26 = insertelement <2 x double> %25, double %23, i64 1
  %27 = insertelement <2 x double> poison, double %20, i64 0
  %28 = insertelement <2 x double> %27, double %24, i64 1
  %29 = fsub <2 x double> %26, %28
  %30 = load double, ptr %17, align 8, !tbaa !14
  %31 = load double, ptr %18, align 8, !tbaa !15
  %32 = insertelement <2 x double> poison, double %21, i64 0
  %33 = insertelement <2 x double> %32, double %30, i64 1
  %34 = insertelement <2 x double> poison, double %22, i64 0
  %35 = insertelement <2 x double> %34, double %31, i64 1
  %36 = fsub <2 x double> %33, %35
  %37 = fmul <2 x double> %29, %36
  %38 = extractelement <2 x double> %37, i64 0
  %39 = fadd double %10, %38
  %40 = extractelement <2 x double> %37, i64 1
  %41 = fadd double %39, %40
  %42 = getelementptr inbounds %struct.scene, ptr %0, i64 0, i32 3
  %43 = load ptr, ptr %42, align 8, !tbaa !16
  %44 = icmp eq ptr %43, null
  br i1 %44, label %45, label %47

45:                                               ; preds = %1, %47
  %46 = phi double [ %49, %47 ], [ %41, %1 ]
  ret double %46

47:                                               ; preds = %1
  %48 = tail call double @total_area(ptr noundef nonnull %43)
  %49 = fadd double %41, %48
  br label %45
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #4 {
  %1 = alloca %struct.scene, align 8
  %2 = alloca %struct.scene, align 8
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %1) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(144) %1, ptr noundef nonnull align 8 dereferenceable(144) @__const.main.root, i64 144, i1 false)
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %2) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %2, ptr noundef nonnull align 8 dereferenceable(128) @__const.main.root, i64 128, i1 false)
  store ptr @.str.1, ptr %2, align 8, !tbaa !19
  %3 = getelementptr inbounds %struct.scene, ptr %2, i64 0, i32 3
  store ptr %1, ptr %3, align 8, !tbaa !16
  %4 = getelementptr inbounds %struct.scene, ptr %2, i64 0, i32 1, i64 1
  %5 = getelementptr inbounds %struct.scene, ptr %2, i64 0, i32 2
  store ptr %4, ptr %5, align 8, !tbaa !20
  %6 = load <2 x double>, ptr %4, align 8, !tbaa !5
  %7 = fadd <2 x double> %6, <double -5.000000e-01, double -5.000000e-01>
  store <2 x double> %7, ptr %4, align 8, !tbaa !5
  %8 = getelementptr inbounds %struct.scene, ptr %2, i64 0, i32 1, i64 1, i32 1
  %9 = load <2 x double>, ptr %8, align 8, !tbaa !5
  %10 = fadd <2 x double> %9, <double 5.000000e-01, double 5.000000e-01>
  store <2 x double> %10, ptr %8, align 8, !tbaa !5
  %11 = fadd <2 x double> %7, %10
  %12 = extractelement <2 x double> %11, i64 0
  %13 = fmul double %12, 5.000000e-01
  %14 = fadd <2 x double> %10, %7
  %15 = extractelement <2 x double> %14, i64 1
  %16 = fmul double %15, 5.000000e-01
  %17 = getelementptr inbounds %struct.scene, ptr %2, i64 0, i32 1, i64 1, i32 2
  %18 = load i32, ptr %17, align 8, !tbaa !21
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.1, i32 noundef %18, double noundef %13, double noundef %16)
  %20 = call double @total_area(ptr noundef nonnull %1)
  %21 = call double @total_area(ptr noundef nonnull %2)
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %20, double noundef %21)
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %1) #7
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 16}
!10 = !{!"rect", !11, i64 0, !11, i64 16, !12, i64 32}
!11 = !{!"vec2", !6, i64 0, !6, i64 8}
!12 = !{!"int", !7, i64 0}
!13 = !{!10, !6, i64 0}
!14 = !{!10, !6, i64 24}
!15 = !{!10, !6, i64 8}
!16 = !{!17, !18, i64 136}
!17 = !{!"scene", !18, i64 0, !7, i64 8, !18, i64 128, !18, i64 136}
!18 = !{!"any pointer", !7, i64 0}
!19 = !{!17, !18, i64 0}
!20 = !{!17, !18, i64 128}
!21 = !{!10, !12, i64 32}
