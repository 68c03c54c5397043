; ModuleID = 'globalctor.cpp'
source_filename = "globalctor.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Registry = type { i32, %struct.Vec3 }
%struct.Vec3 = type { double, double, double }
%class.Buffer = type <{ i8*, i32, [4 x i8] }>

$_ZN8RegistryD2Ev = comdat any

$_ZN6BufferD2Ev = comdat any

@_ZN6Buffer5aliveE = dso_local local_unnamed_addr global i32 0, align 4
@registry = dso_local global %struct.Registry zeroinitializer, align 8
@__dso_handle = external hidden global i8
@greeting = dso_local global %class.Buffer zeroinitializer, align 8
@.str = private unnamed_addr constant [20 x i8] c"hello from a global\00", align 1
@.str.2 = private unnamed_addr constant [44 x i8] c"c=(%.1f,%.1f,%.1f) dot=%.1f eq=%d idx=%.1f\0A\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"sizes=%u %u %u alive=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"greeting=%s alive=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"~Registry count=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_globalctor.cpp, i8* null }]
@str = private unnamed_addr constant [11 x i8] c"Registry()\00", align 1

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN8RegistryD2Ev(%struct.Registry* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Registry, %struct.Registry* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 8, !tbaa !5
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.7, i64 0, i64 0), i32 noundef %3)
  ret void
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN6BufferD2Ev(%class.Buffer* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 {
  %2 = getelementptr inbounds %class.Buffer, %class.Buffer* %0, i64 0, i32 0
  %3 = load i8*, i8** %2, align 8, !tbaa !12
  %4 = icmp eq i8* %3, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %1
  tail call void @_ZdaPv(i8* noundef nonnull %3) #9
  br label %6

6:                                                ; preds = %5, %1
  %7 = load i32, i32* @_ZN6Buffer5aliveE, align 4, !tbaa !15
  %8 = add nsw i32 %7, -1
  store i32 %8, i32* @_ZN6Buffer5aliveE, align 4, !tbaa !15
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = load double, double* getelementptr inbounds (%struct.Registry, %struct.Registry* @registry, i64 0, i32 1, i32 0), align 8, !tbaa !16
  %2 = fadd double %1, 9.000000e+00
  %3 = load double, double* getelementptr inbounds (%struct.Registry, %struct.Registry* @registry, i64 0, i32 1, i32 1), align 8, !tbaa !17
  %4 = fadd double %3, 1.200000e+01
  %5 = load double, double* getelementptr inbounds (%struct.Registry, %struct.Registry* @registry, i64 0, i32 1, i32 2), align 8, !tbaa !18
  %6 = fadd double %5, 1.500000e+01
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([44 x i8], [44 x i8]* @.str.2, i64 0, i64 0), double noundef %2, double noundef %4, double noundef %6, double noundef 3.200000e+01, i32 noundef 1, double noundef %6)
  %8 = tail call noalias noundef nonnull dereferenceable(4) i8* @_Znam(i64 noundef 4) #10
  %9 = bitcast i8* %8 to i32*
  store i32 6513249, i32* %9, align 1
  %10 = load i32, i32* @_ZN6Buffer5aliveE, align 4, !tbaa !15
  %11 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %8) #11
  %12 = trunc i64 %11 to i32
  %13 = add nsw i32 %10, 3
  store i32 %13, i32* @_ZN6Buffer5aliveE, align 4, !tbaa !15
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.4, i64 0, i64 0), i32 noundef 3, i32 noundef 0, i32 noundef %12, i32 noundef %13)
  %15 = load i32, i32* @_ZN6Buffer5aliveE, align 4, !tbaa !15
  %16 = add nsw i32 %15, -2
  store i32 %16, i32* @_ZN6Buffer5aliveE, align 4, !tbaa !15
  tail call void @_ZdaPv(i8* noundef nonnull %8) #9
  %17 = load i32, i32* @_ZN6Buffer5aliveE, align 4, !tbaa !15
  %18 = add nsw i32 %17, -1
  store i32 %18, i32* @_ZN6Buffer5aliveE, align 4, !tbaa !15
  %19 = load i32, i32* getelementptr inbounds (%struct.Registry, %struct.Registry* @registry, i64 0, i32 0), align 8, !tbaa !5
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* getelementptr inbounds (%struct.Registry, %struct.Registry* @registry, i64 0, i32 0), align 8, !tbaa !5
  %21 = load i8*, i8** getelementptr inbounds (%class.Buffer, %class.Buffer* @greeting, i64 0, i32 0), align 8, !tbaa !12
  %22 = icmp eq i8* %21, null
  %23 = select i1 %22, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.8, i64 0, i64 0), i8* %21
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.5, i64 0, i64 0), i8* noundef %23, i32 noundef %18)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) local_unnamed_addr #7

; Function Attrs: uwtable
define internal void @_GLOBAL__sub_I_globalctor.cpp() #8 section ".text.startup" {
  store i32 3, i32* getelementptr inbounds (%struct.Registry, %struct.Registry* @registry, i64 0, i32 0), align 8, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, <2 x double>* bitcast (double* getelementptr inbounds (%struct.Registry, %struct.Registry* @registry, i64 0, i32 1, i32 0) to <2 x double>*), align 8, !tbaa !19
  store double 3.000000e+00, double* getelementptr inbounds (%struct.Registry, %struct.Registry* @registry, i64 0, i32 1, i32 2), align 8, !tbaa !18
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @str, i64 0, i64 0))
  %2 = tail call i32 @__cxa_atexit(void (i8*)* nonnull bitcast (void (%struct.Registry*)* @_ZN8RegistryD2Ev to void (i8*)*), i8* nonnull bitcast (%struct.Registry* @registry to i8*), i8* nonnull @__dso_handle) #12
  store i32 19, i32* getelementptr inbounds (%class.Buffer, %class.Buffer* @greeting, i64 0, i32 1), align 8, !tbaa !20
  %3 = tail call noalias noundef nonnull dereferenceable(20) i8* @_Znam(i64 noundef 20) #10
  store i8* %3, i8** getelementptr inbounds (%class.Buffer, %class.Buffer* @greeting, i64 0, i32 0), align 8, !tbaa !12
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(20) %3, i8* noundef nonnull align 1 dereferenceable(20) getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), i64 20, i1 false)
  %4 = load i32, i32* @_ZN6Buffer5aliveE, align 4, !tbaa !15
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @_ZN6Buffer5aliveE, align 4, !tbaa !15
  %6 = tail call i32 @__cxa_atexit(void (i8*)* nonnull bitcast (void (%class.Buffer*)* @_ZN6BufferD2Ev to void (i8*)*), i8* nonnull bitcast (%class.Buffer* @greeting to i8*), i8* nonnull @__dso_handle) #12
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind }
attributes #2 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { builtin nounwind }
attributes #10 = { builtin allocsize(0) }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS8Registry", !7, i64 0, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!"_ZTS4Vec3", !11, i64 0, !11, i64 8, !11, i64 16}
!11 = !{!"double", !8, i64 0}
!12 = !{!13, !14, i64 0}
!13 = !{!"_ZTS6Buffer", !14, i64 0, !7, i64 8}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!7, !7, i64 0}
!16 = !{!10, !11, i64 0}
!17 = !{!10, !11, i64 8}
!18 = !{!10, !11, i64 16}
!19 = !{!11, !11, i64 0}
!20 = !{!13, !7, i64 8}
