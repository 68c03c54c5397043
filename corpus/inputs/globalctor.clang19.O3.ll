; ModuleID = 'globalctor.cpp'
source_filename = "globalctor.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Registry = type { i32, %struct.Vec3 }
%struct.Vec3 = type { double, double, double }
%class.Buffer = type <{ ptr, i32, [4 x i8] }>

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
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_globalctor.cpp, ptr null }]
@str = private unnamed_addr constant [11 x i8] c"Registry()\00", align 1

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN8RegistryD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr %0, align 8, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %2)
  ret void
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_atexit(ptr, ptr, ptr) local_unnamed_addr #1

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6BufferD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 {
  %2 = load ptr, ptr %0, align 8, !tbaa !12
  %3 = icmp eq ptr %2, null
  br i1 %3, label %5, label %4

4:                                                ; preds = %1
  tail call void @_ZdaPv(ptr noundef nonnull %2) #9
  br label %5

5:                                                ; preds = %4, %1
  %6 = load i32, ptr @_ZN6Buffer5aliveE, align 4, !tbaa !15
  %7 = add nsw i32 %6, -1
  store i32 %7, ptr @_ZN6Buffer5aliveE, align 4, !tbaa !15
  ret void
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %1 = load double, ptr getelementptr inbounds (i8, ptr @registry, i64 8), align 8, !tbaa !16
  %2 = fadd double %1, 9.000000e+00
  %3 = load double, ptr getelementptr inbounds (i8, ptr @registry, i64 16), align 8, !tbaa !17
  %4 = fadd double %3, 1.200000e+01
  %5 = load double, ptr getelementptr inbounds (i8, ptr @registry, i64 24), align 8, !tbaa !18
  %6 = fadd double %5, 1.500000e+01
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %2, double noundef %4, double noundef %6, double noundef 3.200000e+01, i32 noundef 1, double noundef %6)
  %8 = tail call noalias noundef nonnull dereferenceable(4) ptr @_Znam(i64 noundef 4) #10
  store i32 6513249, ptr %8, align 1
  %9 = load i32, ptr @_ZN6Buffer5aliveE, align 4, !tbaa !15
  %10 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #11
  %11 = trunc i64 %10 to i32
  %12 = add nsw i32 %9, 3
  store i32 %12, ptr @_ZN6Buffer5aliveE, align 4, !tbaa !15
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef 0, i32 noundef %11, i32 noundef %12)
  %14 = load i32, ptr @_ZN6Buffer5aliveE, align 4, !tbaa !15
  %15 = add nsw i32 %14, -2
  store i32 %15, ptr @_ZN6Buffer5aliveE, align 4, !tbaa !15
  tail call void @_ZdaPv(ptr noundef nonnull %8) #9
  %16 = load i32, ptr @_ZN6Buffer5aliveE, align 4, !tbaa !15
  %17 = add nsw i32 %16, -1
  store i32 %17, ptr @_ZN6Buffer5aliveE, align 4, !tbaa !15
  %18 = load i32, ptr @registry, align 8, !tbaa !5
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr @registry, align 8, !tbaa !5
  %20 = load ptr, ptr @greeting, align 8, !tbaa !12
  %21 = icmp eq ptr %20, null
  %22 = select i1 %21, ptr @.str.8, ptr %20
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %22, i32 noundef %17)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #7

; Function Attrs: uwtable
define internal void @_GLOBAL__sub_I_globalctor.cpp() #8 section ".text.startup" {
  store i32 3, ptr @registry, align 8, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @registry, i64 8), align 8, !tbaa !19
  store double 3.000000e+00, ptr getelementptr inbounds (i8, ptr @registry, i64 24), align 8, !tbaa !18
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %2 = tail call i32 @__cxa_atexit(ptr nonnull @_ZN8RegistryD2Ev, ptr nonnull @registry, ptr nonnull @__dso_handle) #12
  store i32 19, ptr getelementptr inbounds (i8, ptr @greeting, i64 8), align 8, !tbaa !20
  %3 = tail call noalias noundef nonnull dereferenceable(20) ptr @_Znam(i64 noundef 20) #10
  store ptr %3, ptr @greeting, align 8, !tbaa !12
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(20) %3, ptr noundef nonnull align 1 dereferenceable(20) @.str, i64 20, i1 false)
  %4 = load i32, ptr @_ZN6Buffer5aliveE, align 4, !tbaa !15
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZN6Buffer5aliveE, align 4, !tbaa !15
  %6 = tail call i32 @__cxa_atexit(ptr nonnull @_ZN6BufferD2Ev, ptr nonnull @greeting, ptr nonnull @__dso_handle) #12
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #1

attributes #0 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind }
attributes #2 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
