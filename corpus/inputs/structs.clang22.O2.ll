; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.vec2 = type { double, double }
%struct.rect = type { %struct.vec2, %struct.vec2, i32 }
%struct.scene = type { ptr, [3 x %struct.rect], ptr, ptr }

@.str = private unnamed_addr constant [5 x i8] c"root\00", align 1
@__const.main.root = private unnamed_addr constant { ptr, [3 x { %struct.vec2, %struct.vec2, i32, [4 x i8] }], ptr, ptr } { ptr @.str, [3 x { %struct.vec2, %struct.vec2, i32, [4 x i8] }] [{ %struct.vec2, %struct.vec2, i32, [4 x i8] } { %struct.vec2 zeroinitializer, %struct.vec2 { double 1.000000e+00, double 1.000000e+00 }, i32 1, [4 x i8] zeroinitializer }, { %struct.vec2, %struct.vec2, i32, [4 x i8] } { %struct.vec2 zeroinitializer, %struct.vec2 { double 2.000000e+00, double 3.000000e+00 }, i32 2, [4 x i8] zeroinitializer }, { %struct.vec2, %struct.vec2, i32, [4 x i8] } { %struct.vec2 { double 1.000000e+00, double 1.000000e+00 }, %struct.vec2 { double 4.000000e+00, double 2.000000e+00 }, i32 3, [4 x i8] zeroinitializer }], ptr null, ptr null }, align 8
@.str.1 = private unnamed_addr constant [6 x i8] c"child\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"%s sel=%d center=(%.2f,%.2f)\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"area root=%.2f child=%.2f\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local { double, double } @center(ptr noundef readonly byval(%struct.rect) align 8 captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %3 = load <2 x double>, ptr %0, align 8, !tbaa !9
  %4 = load <2 x double>, ptr %2, align 8, !tbaa !9
  %5 = fadd <2 x double> %3, %4
  %6 = fmul <2 x double> %5, splat (double 5.000000e-01)
  %7 = extractelement <2 x double> %6, i64 0
  %8 = insertvalue { double, double } poison, double %7, 0
  %9 = extractelement <2 x double> %6, i64 1
  %10 = insertvalue { double, double } %8, double %9, 1
  ret { double, double } %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @grow(ptr noundef captures(none) %0, double noundef %1) local_unnamed_addr #1 {
  %3 = load <2 x double>, ptr %0, align 8, !tbaa !9
  %4 = insertelement <2 x double> poison, double %1, i64 0
  %5 = shufflevector <2 x double> %4, <2 x double> poison, <2 x i32> zeroinitializer
  %6 = fsub <2 x double> %3, %5
  store <2 x double> %6, ptr %0, align 8, !tbaa !9
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %8 = load <2 x double>, ptr %7, align 8, !tbaa !9
  %9 = fadd <2 x double> %5, %8
  store <2 x double> %9, ptr %7, align 8, !tbaa !9
  ret void
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local double @total_area(ptr noundef readonly captures(none) %0) local_unnamed_addr #2 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %4 = load <2 x double>, ptr %3, align 8, !tbaa !9
  %5 = load <2 x double>, ptr %2, align 8, !tbaa !9
  %6 = fsub <2 x double> %4, %5
  %7 = shufflevector <2 x double> %6, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %8 = fmul <2 x double> %6, %7
  %9 = extractelement <2 x double> %8, i64 0
  %10 = fadd double %9, 0.000000e+00
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %15 = load <2 x double>, ptr %12, align 8, !tbaa !9
  %16 = load <2 x double>, ptr %11, align 8, !tbaa !9
  %17 = load <2 x double>, ptr %14, align 8, !tbaa !9
  %18 = load <2 x double>, ptr %13, align 8, !tbaa !9
  %19 = shufflevector <2 x double> %15, <2 x double> %17, <2 x i32> <i32 0, i32 2>
  %20 = shufflevector <2 x double> %16, <2 x double> %18, <2 x i32> <i32 0, i32 2>
  %21 = fsub <2 x double> %19, %20
  %22 = shufflevector <2 x double> %15, <2 x double> %17, <2 x i32> <i32 1, i32 3>
  %23 = shufflevector <2 x double> %16, <2 x double> %18, <2 x i32> <i32 1, i32 3>
  %24 = fsub <2 x double> %22, %23
  %25 = fmul <2 x double> %21, %24
  %26 = extractelement <2 x double> %25, i64 0
  %27 = fadd double %10, %26
  %28 = extractelement <2 x double> %25, i64 1
  %29 = fadd double %27, %28
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %31 = load ptr, ptr %30, align 8, !tbaa !11
  %32 = icmp eq ptr %31, null
  br i1 %32, label %33, label %35

33:                                               ; preds = %1, %35
  %34 = phi double [ %37, %35 ], [ %29, %1 ]
  ret double %34

35:                                               ; preds = %1
  %36 = tail call double @total_area(ptr noundef nonnull %31)
  %37 = fadd double %29, %36
  br label %33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 {
  %1 = alloca %struct.scene, align 8
  %2 = alloca %struct.scene, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %1) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(144) %1, ptr noundef nonnull align 8 dereferenceable(144) @__const.main.root, i64 144, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %2, ptr noundef nonnull align 8 dereferenceable(128) @__const.main.root, i64 128, i1 false)
  store ptr @.str.1, ptr %2, align 8, !tbaa !17
  %3 = getelementptr inbounds nuw i8, ptr %2, i64 136
  store ptr %1, ptr %3, align 8, !tbaa !11
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %5 = getelementptr inbounds nuw i8, ptr %2, i64 128
  store ptr %4, ptr %5, align 8, !tbaa !18
  %6 = load <2 x double>, ptr %4, align 8, !tbaa !9
  %7 = fadd <2 x double> %6, splat (double -5.000000e-01)
  store <2 x double> %7, ptr %4, align 8, !tbaa !9
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 64
  %9 = load <2 x double>, ptr %8, align 8, !tbaa !9
  %10 = fadd <2 x double> %9, splat (double 5.000000e-01)
  store <2 x double> %10, ptr %8, align 8, !tbaa !9
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 80
  %12 = fadd <2 x double> %7, %10
  %13 = extractelement <2 x double> %12, i64 0
  %14 = fmul double %13, 5.000000e-01
  %15 = fadd <2 x double> %7, %10
  %16 = extractelement <2 x double> %15, i64 1
  %17 = fmul double %16, 5.000000e-01
  %18 = load i32, ptr %11, align 8, !tbaa !19
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.1, i32 noundef %18, double noundef %14, double noundef %17)
  %20 = call double @total_area(ptr noundef nonnull %1)
  %21 = call double @total_area(ptr noundef nonnull %2)
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %20, double noundef %21)
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %1) #7
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

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
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !16, i64 136}
!12 = !{!"scene", !13, i64 0, !7, i64 8, !15, i64 128, !16, i64 136}
!13 = !{!"p1 omnipotent char", !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
!15 = !{!"p1 _ZTS4rect", !14, i64 0}
!16 = !{!"p1 _ZTS5scene", !14, i64 0}
!17 = !{!12, !13, i64 0}
!18 = !{!12, !15, i64 128}
!19 = !{!20, !6, i64 32}
!20 = !{!"rect", !21, i64 0, !21, i64 16, !6, i64 32}
!21 = !{!"vec2", !10, i64 0, !10, i64 8}
