source_filename = "virtual.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Shape = type { ptr }
%struct.Circle = type { %struct.Shape, double }
%struct.Square = type { %struct.Shape, double }
%struct.Labeled = type { %struct.Square, %struct.Printable, ptr }
%struct.Printable = type { ptr }

$_ZN7LabeledD2Ev = comdat any
$_ZN5ShapeD2Ev = comdat any
$_ZN6CircleD0Ev = comdat any
$_ZNK6Circle4areaEv = comdat any
$_ZNK6Circle4nameEv = comdat any
$_ZNK5Shape4nameEv = comdat any
$_ZN6SquareD0Ev = comdat any
$_ZNK6Square4areaEv = comdat any
$_ZN7LabeledD0Ev = comdat any
$_ZNK7Labeled4nameEv = comdat any
$_ZNK7Labeled5printEv = comdat any
$_ZThn16_N7LabeledD1Ev = comdat any
$_ZThn16_N7LabeledD0Ev = comdat any
$_ZThn16_NK7Labeled5printEv = comdat any
$_ZTS5Shape = comdat any
$_ZTI5Shape = comdat any
$_ZTS9Printable = comdat any
$_ZTI9Printable = comdat any
$_ZTS6Circle = comdat any
$_ZTI6Circle = comdat any
$_ZTV6Circle = comdat any
$_ZTV6Square = comdat any
$_ZTS6Square = comdat any
$_ZTI6Square = comdat any
$_ZTV7Labeled = comdat any
$_ZTS7Labeled = comdat any
$_ZTI7Labeled = comdat any

@.str = private unnamed_addr constant [2 x i8] c"L\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"total=%.4f\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global ptr
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr getelementptr inbounds ([7 x i8], ptr @_ZTS5Shape, i32 0, i32 0) }, comdat, align 8
@_ZTS9Printable = linkonce_odr dso_local constant [11 x i8] c"9Printable\00", comdat, align 1
@_ZTI9Printable = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr getelementptr inbounds ([11 x i8], ptr @_ZTS9Printable, i32 0, i32 0) }, comdat, align 8
@.str.2 = private unnamed_addr constant [27 x i8] c"%s circle=%d printable=%d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global ptr
@_ZTS6Circle = linkonce_odr dso_local constant [8 x i8] c"6Circle\00", comdat, align 1
@_ZTI6Circle = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr getelementptr inbounds ([8 x i8], ptr @_ZTS6Circle, i32 0, i32 0), ptr @_ZTI5Shape }, comdat, align 8
@.str.3 = private unnamed_addr constant [11 x i8] c"heap=%.4f\0A\00", align 1
@_ZTV6Circle = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI6Circle, ptr @_ZN5ShapeD2Ev, ptr @_ZN6CircleD0Ev, ptr @_ZNK6Circle4areaEv, ptr @_ZNK6Circle4nameEv] }, comdat, align 8
@.str.4 = private unnamed_addr constant [6 x i8] c"shape\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"circle\00", align 1
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI6Square, ptr @_ZN5ShapeD2Ev, ptr @_ZN6SquareD0Ev, ptr @_ZNK6Square4areaEv, ptr @_ZNK5Shape4nameEv] }, comdat, align 8
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTI6Square = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr getelementptr inbounds ([8 x i8], ptr @_ZTS6Square, i32 0, i32 0), ptr @_ZTI5Shape }, comdat, align 8
@_ZTV7Labeled = linkonce_odr dso_local unnamed_addr constant { [7 x ptr], [5 x ptr] } { [7 x ptr] [ptr null, ptr @_ZTI7Labeled, ptr @_ZN7LabeledD2Ev, ptr @_ZN7LabeledD0Ev, ptr @_ZNK6Square4areaEv, ptr @_ZNK7Labeled4nameEv, ptr @_ZNK7Labeled5printEv], [5 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI7Labeled, ptr @_ZThn16_N7LabeledD1Ev, ptr @_ZThn16_N7LabeledD0Ev, ptr @_ZThn16_NK7Labeled5printEv] }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global ptr
@_ZTS7Labeled = linkonce_odr dso_local constant [9 x i8] c"7Labeled\00", comdat, align 1
@_ZTI7Labeled = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr getelementptr inbounds ([9 x i8], ptr @_ZTS7Labeled, i32 0, i32 0), i32 0, i32 2, ptr @_ZTI6Square, i64 2, ptr @_ZTI9Printable, i64 4098 }, comdat, align 8
@.str.6 = private unnamed_addr constant [8 x i8] c"labeled\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"[%s %.1f]\0A\00", align 1

define dso_local noundef double @_Z5totalPKP5Shapei(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:
  %5 = zext i32 %1 to i64
  br label %8

6:
  %7 = phi double [ 0.000000e+00, %2 ], [ %17, %8 ]
  ret double %7

8:
  %9 = phi i64 [ 0, %4 ], [ %18, %8 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %17, %8 ]
  %11 = getelementptr inbounds ptr, ptr %0, i64 %9
  %12 = load ptr, ptr %11, align 8, !tbaa !5
  %13 = load ptr, ptr %12, align 8, !tbaa !9
  %14 = getelementptr inbounds ptr, ptr %13, i64 2
  %15 = load ptr, ptr %14, align 8
  %16 = tail call noundef double %15(ptr noundef nonnull align 8 dereferenceable(8) %12)
  %17 = fadd double %10, %16
  %18 = add nuw nsw i64 %9, 1
  %19 = icmp eq i64 %18, %5
  br i1 %19, label %6, label %8, !llvm.loop !11
}

declare void @llvm.lifetime.start.p0(i64 immarg, ptr captures(none)) #1

declare void @llvm.lifetime.end.p0(i64 immarg, ptr captures(none)) #1

define dso_local noundef i32 @main() local_unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Circle, align 8
  %2 = alloca %struct.Square, align 8
  %3 = alloca %struct.Labeled, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #3
  %4 = getelementptr inbounds %struct.Circle, ptr %1, i64 0, i32 0, i32 0
  store ptr getelementptr inbounds ({ [6 x ptr] }, ptr @_ZTV6Circle, i64 0, i32 0, i64 2), ptr %4, align 8, !tbaa !9
  %5 = getelementptr inbounds %struct.Circle, ptr %1, i64 0, i32 1
  store double 1.000000e+00, ptr %5, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #3
  %6 = getelementptr inbounds %struct.Square, ptr %2, i64 0, i32 0, i32 0
  store ptr getelementptr inbounds ({ [6 x ptr] }, ptr @_ZTV6Square, i64 0, i32 0, i64 2), ptr %6, align 8, !tbaa !9
  %7 = getelementptr inbounds %struct.Square, ptr %2, i64 0, i32 1
  store double 2.000000e+00, ptr %7, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #3
  %8 = getelementptr inbounds %struct.Labeled, ptr %3, i64 0, i32 0, i32 0, i32 0
  %9 = getelementptr inbounds %struct.Labeled, ptr %3, i64 0, i32 0, i32 1
  store double 3.000000e+00, ptr %9, align 8, !tbaa !17
  %10 = getelementptr inbounds %struct.Labeled, ptr %3, i64 0, i32 1, i32 0
  store ptr getelementptr inbounds ({ [7 x ptr], [5 x ptr] }, ptr @_ZTV7Labeled, i64 0, i32 0, i64 2), ptr %8, align 8, !tbaa !9
  store ptr getelementptr inbounds ({ [7 x ptr], [5 x ptr] }, ptr @_ZTV7Labeled, i64 0, i32 1, i64 2), ptr %10, align 8, !tbaa !9
  %11 = getelementptr inbounds %struct.Labeled, ptr %3, i64 0, i32 2
  store ptr getelementptr inbounds ([2 x i8], ptr @.str, i64 0, i64 0), ptr %11, align 8, !tbaa !19
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], ptr @.str.1, i64 0, i64 0), double noundef 0x4030243F6A8885A3)
  %13 = call ptr @__dynamic_cast(ptr nonnull %1, ptr nonnull @_ZTI5Shape, ptr nonnull @_ZTI9Printable, i64 -2) #3
  %14 = icmp ne ptr %13, null
  %15 = zext i1 %14 to i32
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], ptr @.str.2, i64 0, i64 0), ptr noundef nonnull getelementptr inbounds ([7 x i8], ptr @.str.5, i64 0, i64 0), i32 noundef 1, i32 noundef %15)
  br i1 %14, label %17, label %21

17:
  %18 = load ptr, ptr %13, align 8, !tbaa !9
  %19 = getelementptr inbounds ptr, ptr %18, i64 2
  %20 = load ptr, ptr %19, align 8
  call void %20(ptr noundef nonnull align 8 dereferenceable(8) %13)
  br label %21

21:
  %22 = call ptr @__dynamic_cast(ptr nonnull %2, ptr nonnull @_ZTI5Shape, ptr nonnull @_ZTI9Printable, i64 -2) #3
  %23 = icmp ne ptr %22, null
  %24 = zext i1 %23 to i32
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], ptr @.str.2, i64 0, i64 0), ptr noundef nonnull getelementptr inbounds ([6 x i8], ptr @.str.4, i64 0, i64 0), i32 noundef 0, i32 noundef %24)
  br i1 %23, label %26, label %30

26:
  %27 = load ptr, ptr %22, align 8, !tbaa !9
  %28 = getelementptr inbounds ptr, ptr %27, i64 2
  %29 = load ptr, ptr %28, align 8
  call void %29(ptr noundef nonnull align 8 dereferenceable(8) %22)
  br label %30

30:
  %31 = call ptr @__dynamic_cast(ptr nonnull %3, ptr nonnull @_ZTI5Shape, ptr nonnull @_ZTI9Printable, i64 -2) #3
  %32 = icmp ne ptr %31, null
  %33 = zext i1 %32 to i32
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], ptr @.str.2, i64 0, i64 0), ptr noundef nonnull getelementptr inbounds ([8 x i8], ptr @.str.6, i64 0, i64 0), i32 noundef 0, i32 noundef %33)
  br i1 %32, label %35, label %39

35:
  %36 = load ptr, ptr %31, align 8, !tbaa !9
  %37 = getelementptr inbounds ptr, ptr %36, i64 2
  %38 = load ptr, ptr %37, align 8
  call void %38(ptr noundef nonnull align 8 dereferenceable(8) %31)
  br label %39

39:
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], ptr @.str.3, i64 0, i64 0), double noundef 0x3FE921FB54442D18)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #3
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #3
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #3
  ret i32 0
}

declare i32 @__gxx_personality_v0(...)

declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #4

declare ptr @__dynamic_cast(ptr, ptr, ptr, i64) local_unnamed_addr #5

declare void @_ZdlPv(ptr noundef) local_unnamed_addr #6

define linkonce_odr dso_local void @_ZN7LabeledD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #7 comdat align 2 {
  ret void
}

define linkonce_odr dso_local void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

define linkonce_odr dso_local void @_ZN6CircleD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #9
  ret void
}

define linkonce_odr dso_local noundef double @_ZNK6Circle4areaEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #10 comdat align 2 {
  %2 = getelementptr inbounds %struct.Circle, ptr %0, i64 0, i32 1
  %3 = load double, ptr %2, align 8, !tbaa !13
  %4 = fmul double %3, 0x400921FB54442D18
  %5 = fmul double %3, %4
  ret double %5
}

define linkonce_odr dso_local noundef ptr @_ZNK6Circle4nameEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #10 comdat align 2 {
  ret ptr getelementptr inbounds ([7 x i8], ptr @.str.5, i64 0, i64 0)
}

define linkonce_odr dso_local noundef ptr @_ZNK5Shape4nameEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #10 comdat align 2 {
  ret ptr getelementptr inbounds ([6 x i8], ptr @.str.4, i64 0, i64 0)
}

define linkonce_odr dso_local void @_ZN6SquareD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #9
  ret void
}

define linkonce_odr dso_local noundef double @_ZNK6Square4areaEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #10 comdat align 2 {
  %2 = getelementptr inbounds %struct.Square, ptr %0, i64 0, i32 1
  %3 = load double, ptr %2, align 8, !tbaa !17
  %4 = fmul double %3, %3
  ret double %4
}

define linkonce_odr dso_local void @_ZN7LabeledD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #7 comdat align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #9
  ret void
}

define linkonce_odr dso_local noundef ptr @_ZNK7Labeled4nameEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #10 comdat align 2 {
  ret ptr getelementptr inbounds ([8 x i8], ptr @.str.6, i64 0, i64 0)
}

define linkonce_odr dso_local void @_ZNK7Labeled5printEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat align 2 {
  %2 = getelementptr inbounds %struct.Labeled, ptr %0, i64 0, i32 2
  %3 = load ptr, ptr %2, align 8, !tbaa !19
  %4 = getelementptr inbounds %struct.Labeled, ptr %0, i64 0, i32 0
  %5 = load ptr, ptr %0, align 8, !tbaa !9
  %6 = getelementptr inbounds ptr, ptr %5, i64 2
  %7 = load ptr, ptr %6, align 8
  %8 = tail call noundef double %7(ptr noundef nonnull align 8 dereferenceable(16) %4)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], ptr @.str.7, i64 0, i64 0), ptr noundef %3, double noundef %8)
  ret void
}

define linkonce_odr dso_local void @_ZThn16_N7LabeledD1Ev(ptr noundef %0) unnamed_addr #7 comdat align 2 {
  ret void
}

define linkonce_odr dso_local void @_ZThn16_N7LabeledD0Ev(ptr noundef %0) unnamed_addr #7 comdat align 2 {
  %2 = getelementptr inbounds %struct.Labeled, ptr %0, i64 -1, i32 1
  tail call void @_ZdlPv(ptr noundef nonnull %2) #9
  ret void
}

define linkonce_odr dso_local void @_ZThn16_NK7Labeled5printEv(ptr noundef %0) unnamed_addr #11 comdat align 2 {
  %2 = getelementptr inbounds %struct.Labeled, ptr %0, i64 -1, i32 1
  %3 = getelementptr inbounds %struct.Printable, ptr %2, i64 3
  %4 = load ptr, ptr %3, align 8, !tbaa !19
  %5 = load ptr, ptr %2, align 8, !tbaa !9
  %6 = getelementptr inbounds ptr, ptr %5, i64 2
  %7 = load ptr, ptr %6, align 8
  %8 = tail call noundef double %7(ptr noundef nonnull align 8 dereferenceable(16) %2)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], ptr @.str.7, i64 0, i64 0), ptr noundef %4, double noundef %8)
  ret void
}

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(read) }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { builtin nounwind }
attributes #10 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"vtable pointer", !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !16, i64 8}
!14 = !{!"_ZTS6Circle", !15, i64 0, !16, i64 8}
!15 = !{!"_ZTS5Shape"}
!16 = !{!"double", !7, i64 0}
!17 = !{!18, !16, i64 8}
!18 = !{!"_ZTS6Square", !15, i64 0, !16, i64 8}
!19 = !{!20, !6, i64 24}
!20 = !{!"_ZTS7Labeled", !18, i64 0, !21, i64 16, !6, i64 24}
!21 = !{!"_ZTS9Printable"}
