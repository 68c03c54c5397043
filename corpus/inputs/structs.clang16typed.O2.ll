; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.scene = type { i8*, [3 x %struct.rect], %struct.rect*, %struct.scene* }
%struct.rect = type { %struct.vec2, %struct.vec2, i32 }
%struct.vec2 = type { double, double }

@.str = private unnamed_addr constant [5 x i8] c"root\00", align 1
@__const.main.root = private unnamed_addr constant %struct.scene { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), [3 x %struct.rect] [%struct.rect { %struct.vec2 zeroinitializer, %struct.vec2 { double 1.000000e+00, double 1.000000e+00 }, i32 1 }, %struct.rect { %struct.vec2 zeroinitializer, %struct.vec2 { double 2.000000e+00, double 3.000000e+00 }, i32 2 }, %struct.rect { %struct.vec2 { double 1.000000e+00, double 1.000000e+00 }, %struct.vec2 { double 4.000000e+00, double 2.000000e+00 }, i32 3 }], %struct.rect* null, %struct.scene* null }, align 8
@.str.1 = private unnamed_addr constant [6 x i8] c"child\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"%s sel=%d center=(%.2f,%.2f)\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"area root=%.2f child=%.2f\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local { double, double } @center(%struct.rect* nocapture noundef readonly byval(%struct.rect) align 8 %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 1, i32 0
  %3 = bitcast %struct.rect* %0 to <2 x double>*
  %4 = load <2 x double>, <2 x double>* %3, align 8, !tbaa !5
  %5 = bitcast double* %2 to <2 x double>*
  %6 = load <2 x double>, <2 x double>* %5, align 8, !tbaa !5
  %7 = fadd <2 x double> %4, %6
  %8 = fmul <2 x double> %7, <double 5.000000e-01, double 5.000000e-01>
  %9 = extractelement <2 x double> %8, i64 0
  %10 = insertvalue { double, double } poison, double %9, 0
  %11 = extractelement <2 x double> %8, i64 1
  %12 = insertvalue { double, double } %10, double %11, 1
  ret { double, double } %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @grow(%struct.rect* nocapture noundef %0, double noundef %1) local_unnamed_addr #1 {
  %3 = bitcast %struct.rect* %0 to <2 x double>*
  %4 = load <2 x double>, <2 x double>* %3, align 8, !tbaa !5
  %5 = insertelement <2 x double> poison, double %1, i64 0
  %6 = shufflevector <2 x double> %5, <2 x double> poison, <2 x i32> zeroinitializer
  %7 = fsub <2 x double> %4, %6
  %8 = bitcast %struct.rect* %0 to <2 x double>*
  store <2 x double> %7, <2 x double>* %8, align 8, !tbaa !5
  %9 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 1, i32 0
  %10 = bitcast double* %9 to <2 x double>*
  %11 = load <2 x double>, <2 x double>* %10, align 8, !tbaa !5
  %12 = fadd <2 x double> %11, %6
  %13 = bitcast double* %9 to <2 x double>*
  store <2 x double> %12, <2 x double>* %13, align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define dso_local double @total_area(%struct.scene* nocapture noundef readonly %0) local_unnamed_addr #2 {
  %2 = getelementptr inbounds %struct.scene, %struct.scene* %0, i64 0, i32 1, i64 0, i32 1, i32 0
  %3 = getelementptr inbounds %struct.scene, %struct.scene* %0, i64 0, i32 1, i64 0, i32 0, i32 0
  %4 = bitcast double* %2 to <2 x double>*
  %5 = load <2 x double>, <2 x double>* %4, align 8, !tbaa !5
  %6 = bitcast double* %3 to <2 x double>*
  %7 = load <2 x double>, <2 x double>* %6, align 8, !tbaa !5
  %8 = fsub <2 x double> %5, %7
  %9 = shufflevector <2 x double> %8, <2 x double> poison, <2 x i32> <i32 1, i32 undef>
  %10 = fmul <2 x double> %8, %9
  %11 = extractelement <2 x double> %10, i64 0
  %12 = fadd double %11, 0.000000e+00
  %13 = getelementptr inbounds %struct.scene, %struct.scene* %0, i64 0, i32 1, i64 1, i32 1, i32 0
  %14 = getelementptr inbounds %struct.scene, %struct.scene* %0, i64 0, i32 1, i64 1, i32 0, i32 0
  %15 = getelementptr inbounds %struct.scene, %struct.scene* %0, i64 0, i32 1, i64 1, i32 1, i32 1
  %16 = getelementptr inbounds %struct.scene, %struct.scene* %0, i64 0, i32 1, i64 1, i32 0, i32 1
  %17 = getelementptr inbounds %struct.scene, %struct.scene* %0, i64 0, i32 1, i64 2, i32 1, i32 0
  %18 = getelementptr inbounds %struct.scene, %struct.scene* %0, i64 0, i32 1, i64 2, i32 0, i32 0
  %19 = getelementptr inbounds %struct.scene, %struct.scene* %0, i64 0, i32 1, i64 2, i32 1, i32 1
  %20 = getelementptr inbounds %struct.scene, %struct.scene* %0, i64 0, i32 1, i64 2, i32 0, i32 1
  %21 = load double, double* %13, align 8, !tbaa !9
  %22 = load double, double* %14, align 8, !tbaa !13
  %23 = load double, double* %15, align 8, !tbaa !14
  %24 = load double, double* %16, align 8, !tbaa !15
  %25 = load double, double* %17, align 8, !tbaa !9
  %26 = load double, double* %18, align 8, !tbaa !13
  %27 = insertelement <2 x double> poison, double %21, i64 0
  %28 = insertelement <2 x double> %27, double %25, i64 1
  %29 = insertelement <2 x double> poison, double %22, i64 0
  %30 = insertelement <2 x double> %29, double %26, i64 1
  %31 = fsub <2 x double> %28, %30
  %32 = load double, double* %19, align 8, !tbaa !14
  %33 = load double, double* %20, align 8, !tbaa !15
  %34 = insertelement <2 x double> poison, double %23, i64 0
  %35 = insertelement <2 x double> %34, double %32, i64 1
  %36 = insertelement <2 x double> poison, double %24, i64 0
  %37 = insertelement <2 x double> %36, double %33, i64 1
  %38 = fsub <2 x double> %35, %37
  %39 = fmul <2 x double> %31, %38
  %40 = extractelement <2 x double> %39, i64 0
  %41 = fadd double %12, %40
  %42 = extractelement <2 x double> %39, i64 1
  %43 = fadd double %41, %42
  %44 = getelementptr inbounds %struct.scene, %struct.scene* %0, i64 0, i32 3
  %45 = load %struct.scene*, %struct.scene** %44, align 8, !tbaa !16
  %46 = icmp eq %struct.scene* %45, null
  br i1 %46, label %47, label %49

47:                                               ; preds = %1, %49
  %48 = phi double [ %51, %49 ], [ %43, %1 ]
  ret double %48

49:                                               ; preds = %1
  %50 = tail call double @total_area(%struct.scene* noundef nonnull %45)
  %51 = fadd double %43, %50
  br label %47
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #4 {
  %1 = alloca %struct.scene, align 8
  %2 = alloca %struct.scene, align 8
  %3 = bitcast %struct.scene* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 144, i8* nonnull %3) #7
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(144) %3, i8* noundef nonnull align 8 dereferenceable(144) bitcast (%struct.scene* @__const.main.root to i8*), i64 144, i1 false)
  %4 = bitcast %struct.scene* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 144, i8* nonnull %4) #7
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(128) %4, i8* noundef nonnull align 8 dereferenceable(128) bitcast (%struct.scene* @__const.main.root to i8*), i64 128, i1 false)
  %5 = getelementptr inbounds %struct.scene, %struct.scene* %2, i64 0, i32 0
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i8** %5, align 8, !tbaa !19
  %6 = getelementptr inbounds %struct.scene, %struct.scene* %2, i64 0, i32 3
  store %struct.scene* %1, %struct.scene** %6, align 8, !tbaa !16
  %7 = getelementptr inbounds %struct.scene, %struct.scene* %2, i64 0, i32 1, i64 1
  %8 = getelementptr inbounds %struct.scene, %struct.scene* %2, i64 0, i32 2
  store %struct.rect* %7, %struct.rect** %8, align 8, !tbaa !20
  %9 = bitcast %struct.rect* %7 to <2 x double>*
  %10 = load <2 x double>, <2 x double>* %9, align 8, !tbaa !5
  %11 = fadd <2 x double> %10, <double -5.000000e-01, double -5.000000e-01>
  %12 = bitcast %struct.rect* %7 to <2 x double>*
  store <2 x double> %11, <2 x double>* %12, align 8, !tbaa !5
  %13 = getelementptr inbounds %struct.scene, %struct.scene* %2, i64 0, i32 1, i64 1, i32 1, i32 0
  %14 = bitcast double* %13 to <2 x double>*
  %15 = load <2 x double>, <2 x double>* %14, align 8, !tbaa !5
  %16 = fadd <2 x double> %15, <double 5.000000e-01, double 5.000000e-01>
  %17 = bitcast double* %13 to <2 x double>*
  store <2 x double> %16, <2 x double>* %17, align 8, !tbaa !5
  %18 = getelementptr inbounds %struct.scene, %struct.scene* %2, i64 0, i32 1, i64 1, i32 2
  %19 = fadd <2 x double> %11, %16
  %20 = extractelement <2 x double> %19, i64 0
  %21 = fmul double %20, 5.000000e-01
  %22 = fadd <2 x double> %11, %16
  %23 = extractelement <2 x double> %22, i64 1
  %24 = fmul double %23, 5.000000e-01
  %25 = load i32, i32* %18, align 8, !tbaa !21
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.2, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 noundef %25, double noundef %21, double noundef %24)
  %27 = call double @total_area(%struct.scene* noundef nonnull %1)
  %28 = call double @total_area(%struct.scene* noundef nonnull %2)
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.3, i64 0, i64 0), double noundef %27, double noundef %28)
  call void @llvm.lifetime.end.p0i8(i64 144, i8* nonnull %4) #7
  call void @llvm.lifetime.end.p0i8(i64 144, i8* nonnull %3) #7
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

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
