; ModuleID = 'virtual.cpp'
source_filename = "virtual.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Circle = type { %struct.Shape, double }
%struct.Shape = type { ptr }
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

@.str = private unnamed_addr constant [2 x i8] c"L\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"total=%.4f\0A\00", align 1, !dbg !8
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Shape }, comdat, align 8
@_ZTS9Printable = linkonce_odr dso_local constant [11 x i8] c"9Printable\00", comdat, align 1
@_ZTI9Printable = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS9Printable }, comdat, align 8
@.str.2 = private unnamed_addr constant [27 x i8] c"%s circle=%d printable=%d\0A\00", align 1, !dbg !13
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS6Circle = linkonce_odr dso_local constant [8 x i8] c"6Circle\00", comdat, align 1
@_ZTI6Circle = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS6Circle, ptr @_ZTI5Shape }, comdat, align 8
@.str.3 = private unnamed_addr constant [11 x i8] c"heap=%.4f\0A\00", align 1, !dbg !18
@_ZTV6Circle = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI6Circle, ptr @_ZN5ShapeD2Ev, ptr @_ZN6CircleD0Ev, ptr @_ZNK6Circle4areaEv, ptr @_ZNK6Circle4nameEv] }, comdat, align 8
@.str.4 = private unnamed_addr constant [6 x i8] c"shape\00", align 1, !dbg !23
@.str.5 = private unnamed_addr constant [7 x i8] c"circle\00", align 1, !dbg !28
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI6Square, ptr @_ZN5ShapeD2Ev, ptr @_ZN6SquareD0Ev, ptr @_ZNK6Square4areaEv, ptr @_ZNK5Shape4nameEv] }, comdat, align 8
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTI6Square = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS6Square, ptr @_ZTI5Shape }, comdat, align 8
@_ZTV7Labeled = linkonce_odr dso_local unnamed_addr constant { [7 x ptr], [5 x ptr] } { [7 x ptr] [ptr null, ptr @_ZTI7Labeled, ptr @_ZN7LabeledD2Ev, ptr @_ZN7LabeledD0Ev, ptr @_ZNK6Square4areaEv, ptr @_ZNK7Labeled4nameEv, ptr @_ZNK7Labeled5printEv], [5 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI7Labeled, ptr @_ZThn16_N7LabeledD1Ev, ptr @_ZThn16_N7LabeledD0Ev, ptr @_ZThn16_NK7Labeled5printEv] }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS7Labeled = linkonce_odr dso_local constant [9 x i8] c"7Labeled\00", comdat, align 1
@_ZTI7Labeled = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS7Labeled, i32 0, i32 2, ptr @_ZTI6Square, i64 2, ptr @_ZTI9Printable, i64 4098 }, comdat, align 8
@.str.6 = private unnamed_addr constant [8 x i8] c"labeled\00", align 1, !dbg !33
@.str.7 = private unnamed_addr constant [11 x i8] c"[%s %.1f]\0A\00", align 1, !dbg !38

; Function Attrs: mustprogress uwtable
define dso_local noundef double @_Z5totalPKP5Shapei(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !313 {
    #dbg_value(ptr %0, !336, !DIExpression(), !341)
    #dbg_value(i32 %1, !337, !DIExpression(), !341)
    #dbg_value(double 0.000000e+00, !338, !DIExpression(), !341)
    #dbg_value(i32 0, !339, !DIExpression(), !342)
  %3 = icmp sgt i32 %1, 0, !dbg !343
  br i1 %3, label %4, label %6, !dbg !345

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !343
  br label %8, !dbg !345

6:                                                ; preds = %8, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %17, %8 ], !dbg !341
  ret double %7, !dbg !346

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %18, %8 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %17, %8 ]
    #dbg_value(i64 %9, !339, !DIExpression(), !342)
    #dbg_value(double %10, !338, !DIExpression(), !341)
  %11 = getelementptr inbounds ptr, ptr %0, i64 %9, !dbg !347
  %12 = load ptr, ptr %11, align 8, !dbg !347, !tbaa !348
  %13 = load ptr, ptr %12, align 8, !dbg !352, !tbaa !353
  %14 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !352
  %15 = load ptr, ptr %14, align 8, !dbg !352
  %16 = tail call noundef double %15(ptr noundef nonnull align 8 dereferenceable(8) %12), !dbg !352
  %17 = fadd double %10, %16, !dbg !355
    #dbg_value(double %17, !338, !DIExpression(), !341)
  %18 = add nuw nsw i64 %9, 1, !dbg !356
    #dbg_value(i64 %18, !339, !DIExpression(), !342)
  %19 = icmp eq i64 %18, %5, !dbg !343
  br i1 %19, label %6, label %8, !dbg !345, !llvm.loop !357
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 personality ptr @__gxx_personality_v0 !dbg !360 {
  %1 = alloca %struct.Circle, align 8, !DIAssignID !426
    #dbg_assign(i1 undef, !362, !DIExpression(), !426, ptr %1, !DIExpression(), !427)
  %2 = alloca %struct.Square, align 8, !DIAssignID !428
    #dbg_assign(i1 undef, !379, !DIExpression(), !428, ptr %2, !DIExpression(), !427)
  %3 = alloca %struct.Labeled, align 8, !DIAssignID !429
    #dbg_assign(i1 undef, !393, !DIExpression(), !429, ptr %3, !DIExpression(), !427)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #10, !dbg !430
    #dbg_value(ptr %1, !431, !DIExpression(), !436)
    #dbg_value(double 1.000000e+00, !434, !DIExpression(), !436)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV6Circle, i64 16), ptr %1, align 8, !dbg !438, !tbaa !353, !DIAssignID !439
    #dbg_assign(ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV6Circle, i64 16), !362, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !439, ptr %1, !DIExpression(), !427)
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !440
  store double 1.000000e+00, ptr %4, align 8, !dbg !440, !tbaa !441, !DIAssignID !445
    #dbg_assign(double 1.000000e+00, !362, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !445, ptr %4, !DIExpression(), !427)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #10, !dbg !446
    #dbg_value(ptr %2, !447, !DIExpression(), !452)
    #dbg_value(double 2.000000e+00, !450, !DIExpression(), !452)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV6Square, i64 16), ptr %2, align 8, !dbg !454, !tbaa !353, !DIAssignID !455
    #dbg_assign(ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV6Square, i64 16), !379, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !455, ptr %2, !DIExpression(), !427)
  %5 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !456
  store double 2.000000e+00, ptr %5, align 8, !dbg !456, !tbaa !457, !DIAssignID !459
    #dbg_assign(double 2.000000e+00, !379, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !459, ptr %5, !DIExpression(), !427)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #10, !dbg !460
    #dbg_value(ptr %3, !461, !DIExpression(), !467)
    #dbg_value(double 3.000000e+00, !464, !DIExpression(), !467)
    #dbg_value(ptr @.str, !465, !DIExpression(), !467)
    #dbg_value(ptr %3, !447, !DIExpression(), !469)
    #dbg_value(double 3.000000e+00, !450, !DIExpression(), !469)
  %6 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !471
  store double 3.000000e+00, ptr %6, align 8, !dbg !471, !tbaa !457, !DIAssignID !472
    #dbg_assign(double 3.000000e+00, !393, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !472, ptr %6, !DIExpression(), !427)
  %7 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !473
  store ptr getelementptr inbounds inrange(-16, 40) (i8, ptr @_ZTV7Labeled, i64 16), ptr %3, align 8, !dbg !473, !tbaa !353, !DIAssignID !474
    #dbg_assign(ptr getelementptr inbounds inrange(-16, 40) (i8, ptr @_ZTV7Labeled, i64 16), !393, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !474, ptr %3, !DIExpression(), !427)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7Labeled, i64 72), ptr %7, align 8, !dbg !473, !tbaa !353, !DIAssignID !475
    #dbg_assign(ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7Labeled, i64 72), !393, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !475, ptr %7, !DIExpression(), !427)
  %8 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !476
  store ptr @.str, ptr %8, align 8, !dbg !476, !tbaa !477, !DIAssignID !480
    #dbg_assign(ptr @.str, !393, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !480, ptr %8, !DIExpression(), !427)
    #dbg_value(ptr %1, !411, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !427)
    #dbg_value(ptr %2, !411, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !427)
    #dbg_value(ptr %3, !411, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !427)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x4030243F6A8885A3), !dbg !481
    #dbg_value(ptr undef, !415, !DIExpression(), !482)
    #dbg_value(ptr undef, !420, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !482)
    #dbg_value(ptr undef, !418, !DIExpression(), !482)
    #dbg_value(ptr %1, !421, !DIExpression(), !483)
  %10 = call ptr @__dynamic_cast(ptr nonnull %1, ptr nonnull @_ZTI5Shape, ptr nonnull @_ZTI9Printable, i64 -2) #10, !dbg !484
    #dbg_value(ptr %10, !423, !DIExpression(), !485)
  %11 = icmp ne ptr %10, null, !dbg !486
  %12 = zext i1 %11 to i32, !dbg !487
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.5, i32 noundef 1, i32 noundef %12), !dbg !488
  br i1 %11, label %14, label %18, !dbg !489

14:                                               ; preds = %0
  %15 = load ptr, ptr %10, align 8, !dbg !490, !tbaa !353
  %16 = getelementptr inbounds i8, ptr %15, i64 16, !dbg !490
  %17 = load ptr, ptr %16, align 8, !dbg !490
  call void %17(ptr noundef nonnull align 8 dereferenceable(8) %10), !dbg !490
  br label %18

18:                                               ; preds = %0, %14
    #dbg_value(ptr undef, !418, !DIExpression(), !482)
    #dbg_value(ptr %2, !421, !DIExpression(), !483)
  %19 = call ptr @__dynamic_cast(ptr nonnull %2, ptr nonnull @_ZTI5Shape, ptr nonnull @_ZTI9Printable, i64 -2) #10, !dbg !484
    #dbg_value(ptr %19, !423, !DIExpression(), !485)
  %20 = icmp ne ptr %19, null, !dbg !486
  %21 = zext i1 %20 to i32, !dbg !487
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.4, i32 noundef 0, i32 noundef %21), !dbg !488
  br i1 %20, label %23, label %27, !dbg !489

23:                                               ; preds = %18
  %24 = load ptr, ptr %19, align 8, !dbg !490, !tbaa !353
  %25 = getelementptr inbounds i8, ptr %24, i64 16, !dbg !490
  %26 = load ptr, ptr %25, align 8, !dbg !490
  call void %26(ptr noundef nonnull align 8 dereferenceable(8) %19), !dbg !490
  br label %27

27:                                               ; preds = %18, %23
    #dbg_value(ptr undef, !418, !DIExpression(), !482)
    #dbg_value(ptr %3, !421, !DIExpression(), !483)
  %28 = call ptr @__dynamic_cast(ptr nonnull %3, ptr nonnull @_ZTI5Shape, ptr nonnull @_ZTI9Printable, i64 -2) #10, !dbg !484
    #dbg_value(ptr %28, !423, !DIExpression(), !485)
  %29 = icmp ne ptr %28, null, !dbg !486
  %30 = zext i1 %29 to i32, !dbg !487
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.6, i32 noundef 0, i32 noundef %30), !dbg !488
  br i1 %29, label %32, label %36, !dbg !489

32:                                               ; preds = %27
  %33 = load ptr, ptr %28, align 8, !dbg !490, !tbaa !353
  %34 = getelementptr inbounds i8, ptr %33, i64 16, !dbg !490
  %35 = load ptr, ptr %34, align 8, !dbg !490
  call void %35(ptr noundef nonnull align 8 dereferenceable(8) %28), !dbg !490
  br label %36

36:                                               ; preds = %32, %27
    #dbg_value(!DIArgList(ptr undef, i64 24), !418, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !482)
    #dbg_value(ptr poison, !431, !DIExpression(), !492)
    #dbg_value(double 5.000000e-01, !434, !DIExpression(), !492)
    #dbg_value(ptr poison, !425, !DIExpression(), !427)
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x3FE921FB54442D18), !dbg !494
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #10, !dbg !495
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #10, !dbg !495
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #10, !dbg !495
  ret i32 0, !dbg !495
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare !dbg !220 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i64) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7LabeledD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #6 comdat align 2 !dbg !496 {
    #dbg_value(ptr %0, !501, !DIExpression(), !502)
  ret void, !dbg !503
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !504 {
    #dbg_value(ptr %0, !506, !DIExpression(), !507)
  ret void, !dbg !508
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6CircleD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !509 {
    #dbg_value(ptr %0, !514, !DIExpression(), !515)
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #11, !dbg !516
  ret void, !dbg !516
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK6Circle4areaEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 !dbg !517 {
    #dbg_value(ptr %0, !519, !DIExpression(), !521)
  %2 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !522
  %3 = load double, ptr %2, align 8, !dbg !522, !tbaa !441
  %4 = fmul double %3, 0x400921FB54442D18, !dbg !523
  %5 = fmul double %3, %4, !dbg !524
  ret double %5, !dbg !525
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK6Circle4nameEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 !dbg !526 {
    #dbg_value(ptr %0, !528, !DIExpression(), !529)
  ret ptr @.str.5, !dbg !530
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5Shape4nameEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !531 {
    #dbg_value(ptr %0, !533, !DIExpression(), !535)
  ret ptr @.str.4, !dbg !536
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !537 {
    #dbg_value(ptr %0, !542, !DIExpression(), !543)
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #11, !dbg !544
  ret void, !dbg !544
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK6Square4areaEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 !dbg !545 {
    #dbg_value(ptr %0, !547, !DIExpression(), !549)
  %2 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !550
  %3 = load double, ptr %2, align 8, !dbg !550, !tbaa !457
  %4 = fmul double %3, %3, !dbg !551
  ret double %4, !dbg !552
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7LabeledD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #6 comdat align 2 !dbg !553 {
    #dbg_value(ptr %0, !555, !DIExpression(), !556)
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #11, !dbg !557
  ret void, !dbg !557
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK7Labeled4nameEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #7 comdat align 2 !dbg !558 {
    #dbg_value(ptr %0, !560, !DIExpression(), !562)
  ret ptr @.str.6, !dbg !563
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNK7Labeled5printEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat align 2 !dbg !564 {
    #dbg_value(ptr %0, !566, !DIExpression(), !567)
  %2 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !568
  %3 = load ptr, ptr %2, align 8, !dbg !568, !tbaa !477
  %4 = load ptr, ptr %0, align 8, !dbg !569, !tbaa !353
  %5 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !569
  %6 = load ptr, ptr %5, align 8, !dbg !569
  %7 = tail call noundef double %6(ptr noundef nonnull align 8 dereferenceable(16) %0), !dbg !569
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %3, double noundef %7), !dbg !570
  ret void, !dbg !571
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N7LabeledD1Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 !dbg !572 {
  ret void, !dbg !575
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N7LabeledD0Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 !dbg !576 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16, !dbg !577
    #dbg_value(ptr %2, !555, !DIExpression(), !578)
  tail call void @_ZdlPvm(ptr noundef nonnull %2, i64 noundef 32) #11, !dbg !580
  ret void, !dbg !577
}

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZThn16_NK7Labeled5printEv(ptr noundef %0) unnamed_addr #9 comdat align 2 !dbg !581 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16, !dbg !582
    #dbg_value(ptr %2, !566, !DIExpression(), !583)
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !585
  %4 = load ptr, ptr %3, align 8, !dbg !585, !tbaa !477
  %5 = load ptr, ptr %2, align 8, !dbg !586, !tbaa !353
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !586
  %7 = load ptr, ptr %6, align 8, !dbg !586
  %8 = tail call noundef double %7(ptr noundef nonnull align 8 dereferenceable(16) %2), !dbg !586
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %4, double noundef %8), !dbg !587
  ret void, !dbg !582
}

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #5 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { builtin nounwind }

!llvm.dbg.cu = !{!40}
!llvm.module.flags = !{!305, !306, !307, !308, !309, !310, !311}
!llvm.ident = !{!312}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "virtual.cpp", directory: "/irfix/corpus/src", checksumkind: CSK_MD5, checksum: "b196602adb570a7d063759a69cb271f2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !{!7}
!7 = !DISubrange(count: 2)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 12)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 27)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 11)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 6)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 7)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 8)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !20, isLocal: true, isDefinition: true)
!40 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !41, globals: !60, imports: !61, splitDebugInlining: false, nameTableKind: None)
!41 = !{!42}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Printable", file: !2, line: 25, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !44, vtableHolder: !43, identifier: "_ZTS9Printable")
!44 = !{!45, !51, !55}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Printable", scope: !2, file: !2, baseType: !46, size: 64, flags: DIFlagArtificial)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !48, size: 64)
!48 = !DISubroutineType(types: !49)
!49 = !{!50}
!50 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!51 = !DISubprogram(name: "~Printable", scope: !43, file: !2, line: 26, type: !52, scopeLine: 26, containingType: !43, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!52 = !DISubroutineType(types: !53)
!53 = !{null, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!55 = !DISubprogram(name: "print", linkageName: "_ZNK9Printable5printEv", scope: !43, file: !2, line: 27, type: !56, scopeLine: 27, containingType: !43, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!56 = !DISubroutineType(types: !57)
!57 = !{null, !58}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!59 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !43)
!60 = !{!0, !8, !13, !18, !23, !28, !33, !38}
!61 = !{!62, !125, !131, !136, !140, !142, !144, !146, !148, !155, !160, !166, !170, !174, !178, !183, !187, !189, !193, !199, !203, !210, !212, !215, !219, !223, !225, !229, !233, !235, !239, !241, !243, !247, !251, !255, !259, !263, !267, !269, !275, !279, !283, !288, !290, !292, !296, !300, !301, !302, !303, !304}
!62 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !64, file: !124, line: 98)
!63 = !DINamespace(name: "std", scope: null)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !65, line: 7, baseType: !66)
!65 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !67, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !68, identifier: "_ZTS8_IO_FILE")
!67 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!68 = !{!69, !70, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !85, !87, !88, !89, !93, !95, !97, !101, !104, !106, !109, !112, !113, !115, !119, !120}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !66, file: !67, line: 51, baseType: !50, size: 32)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !66, file: !67, line: 54, baseType: !71, size: 64, offset: 64)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !66, file: !67, line: 55, baseType: !71, size: 64, offset: 128)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !66, file: !67, line: 56, baseType: !71, size: 64, offset: 192)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !66, file: !67, line: 57, baseType: !71, size: 64, offset: 256)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !66, file: !67, line: 58, baseType: !71, size: 64, offset: 320)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !66, file: !67, line: 59, baseType: !71, size: 64, offset: 384)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !66, file: !67, line: 60, baseType: !71, size: 64, offset: 448)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !66, file: !67, line: 61, baseType: !71, size: 64, offset: 512)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !66, file: !67, line: 64, baseType: !71, size: 64, offset: 576)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !66, file: !67, line: 65, baseType: !71, size: 64, offset: 640)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !66, file: !67, line: 66, baseType: !71, size: 64, offset: 704)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !66, file: !67, line: 68, baseType: !83, size: 64, offset: 768)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !67, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!85 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !66, file: !67, line: 70, baseType: !86, size: 64, offset: 832)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !66, file: !67, line: 72, baseType: !50, size: 32, offset: 896)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !66, file: !67, line: 73, baseType: !50, size: 32, offset: 928)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !66, file: !67, line: 74, baseType: !90, size: 64, offset: 960)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !91, line: 152, baseType: !92)
!91 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!92 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !66, file: !67, line: 77, baseType: !94, size: 16, offset: 1024)
!94 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !66, file: !67, line: 78, baseType: !96, size: 8, offset: 1040)
!96 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !66, file: !67, line: 79, baseType: !98, size: 8, offset: 1048)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 1)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !66, file: !67, line: 81, baseType: !102, size: 64, offset: 1088)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !67, line: 43, baseType: null)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !66, file: !67, line: 89, baseType: !105, size: 64, offset: 1152)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !91, line: 153, baseType: !92)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !66, file: !67, line: 91, baseType: !107, size: 64, offset: 1216)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !67, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!109 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !66, file: !67, line: 92, baseType: !110, size: 64, offset: 1280)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!111 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !67, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!112 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !66, file: !67, line: 93, baseType: !86, size: 64, offset: 1344)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !66, file: !67, line: 94, baseType: !114, size: 64, offset: 1408)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !66, file: !67, line: 95, baseType: !116, size: 64, offset: 1472)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !117, line: 18, baseType: !118)
!117 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!118 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !66, file: !67, line: 96, baseType: !50, size: 32, offset: 1536)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !66, file: !67, line: 98, baseType: !121, size: 160, offset: 1568)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 160, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 20)
!124 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!125 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !126, file: !124, line: 99)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !127, line: 84, baseType: !128)
!127 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !129, line: 14, baseType: !130)
!129 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!130 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !129, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!131 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !132, file: !124, line: 101)
!132 = !DISubprogram(name: "clearerr", scope: !127, file: !127, line: 786, type: !133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = !DISubroutineType(types: !134)
!134 = !{null, !135}
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!136 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !137, file: !124, line: 102)
!137 = !DISubprogram(name: "fclose", scope: !127, file: !127, line: 178, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!138 = !DISubroutineType(types: !139)
!139 = !{!50, !135}
!140 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !141, file: !124, line: 103)
!141 = !DISubprogram(name: "feof", scope: !127, file: !127, line: 788, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!142 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !143, file: !124, line: 104)
!143 = !DISubprogram(name: "ferror", scope: !127, file: !127, line: 790, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !145, file: !124, line: 105)
!145 = !DISubprogram(name: "fflush", scope: !127, file: !127, line: 230, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!146 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !147, file: !124, line: 106)
!147 = !DISubprogram(name: "fgetc", scope: !127, file: !127, line: 513, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!148 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !149, file: !124, line: 107)
!149 = !DISubprogram(name: "fgetpos", scope: !127, file: !127, line: 760, type: !150, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!150 = !DISubroutineType(types: !151)
!151 = !{!50, !152, !153}
!152 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !135)
!153 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !154)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!155 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !156, file: !124, line: 108)
!156 = !DISubprogram(name: "fgets", scope: !127, file: !127, line: 592, type: !157, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DISubroutineType(types: !158)
!158 = !{!71, !159, !50, !152}
!159 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !71)
!160 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !161, file: !124, line: 109)
!161 = !DISubprogram(name: "fopen", scope: !127, file: !127, line: 258, type: !162, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!162 = !DISubroutineType(types: !163)
!163 = !{!135, !164, !164}
!164 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !165)
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!166 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !167, file: !124, line: 110)
!167 = !DISubprogram(name: "fprintf", scope: !127, file: !127, line: 350, type: !168, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!168 = !DISubroutineType(types: !169)
!169 = !{!50, !152, !164, null}
!170 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !171, file: !124, line: 111)
!171 = !DISubprogram(name: "fputc", scope: !127, file: !127, line: 549, type: !172, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!172 = !DISubroutineType(types: !173)
!173 = !{!50, !50, !135}
!174 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !175, file: !124, line: 112)
!175 = !DISubprogram(name: "fputs", scope: !127, file: !127, line: 655, type: !176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!176 = !DISubroutineType(types: !177)
!177 = !{!50, !164, !152}
!178 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !179, file: !124, line: 113)
!179 = !DISubprogram(name: "fread", scope: !127, file: !127, line: 675, type: !180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!180 = !DISubroutineType(types: !181)
!181 = !{!116, !182, !116, !116, !152}
!182 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !114)
!183 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !184, file: !124, line: 114)
!184 = !DISubprogram(name: "freopen", scope: !127, file: !127, line: 265, type: !185, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!185 = !DISubroutineType(types: !186)
!186 = !{!135, !164, !164, !152}
!187 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !188, file: !124, line: 115)
!188 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !127, file: !127, line: 434, type: !168, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!189 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !190, file: !124, line: 116)
!190 = !DISubprogram(name: "fseek", scope: !127, file: !127, line: 713, type: !191, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!191 = !DISubroutineType(types: !192)
!192 = !{!50, !135, !92, !50}
!193 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !194, file: !124, line: 117)
!194 = !DISubprogram(name: "fsetpos", scope: !127, file: !127, line: 765, type: !195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!195 = !DISubroutineType(types: !196)
!196 = !{!50, !135, !197}
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64)
!198 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !126)
!199 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !200, file: !124, line: 118)
!200 = !DISubprogram(name: "ftell", scope: !127, file: !127, line: 718, type: !201, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!201 = !DISubroutineType(types: !202)
!202 = !{!92, !135}
!203 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !204, file: !124, line: 119)
!204 = !DISubprogram(name: "fwrite", scope: !127, file: !127, line: 681, type: !205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!205 = !DISubroutineType(types: !206)
!206 = !{!116, !207, !116, !116, !152}
!207 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !208)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!210 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !211, file: !124, line: 120)
!211 = !DISubprogram(name: "getc", scope: !127, file: !127, line: 514, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!212 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !213, file: !124, line: 121)
!213 = !DISubprogram(name: "getchar", scope: !214, file: !214, line: 47, type: !48, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!215 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !216, file: !124, line: 126)
!216 = !DISubprogram(name: "perror", scope: !127, file: !127, line: 804, type: !217, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!217 = !DISubroutineType(types: !218)
!218 = !{null, !165}
!219 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !220, file: !124, line: 127)
!220 = !DISubprogram(name: "printf", scope: !127, file: !127, line: 356, type: !221, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!221 = !DISubroutineType(types: !222)
!222 = !{!50, !164, null}
!223 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !224, file: !124, line: 128)
!224 = !DISubprogram(name: "putc", scope: !127, file: !127, line: 550, type: !172, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!225 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !226, file: !124, line: 129)
!226 = !DISubprogram(name: "putchar", scope: !214, file: !214, line: 82, type: !227, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!227 = !DISubroutineType(types: !228)
!228 = !{!50, !50}
!229 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !230, file: !124, line: 130)
!230 = !DISubprogram(name: "puts", scope: !127, file: !127, line: 661, type: !231, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!231 = !DISubroutineType(types: !232)
!232 = !{!50, !165}
!233 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !234, file: !124, line: 131)
!234 = !DISubprogram(name: "remove", scope: !127, file: !127, line: 152, type: !231, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!235 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !236, file: !124, line: 132)
!236 = !DISubprogram(name: "rename", scope: !127, file: !127, line: 154, type: !237, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!237 = !DISubroutineType(types: !238)
!238 = !{!50, !165, !165}
!239 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !240, file: !124, line: 133)
!240 = !DISubprogram(name: "rewind", scope: !127, file: !127, line: 723, type: !133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!241 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !242, file: !124, line: 134)
!242 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !127, file: !127, line: 437, type: !221, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!243 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !244, file: !124, line: 135)
!244 = !DISubprogram(name: "setbuf", scope: !127, file: !127, line: 328, type: !245, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!245 = !DISubroutineType(types: !246)
!246 = !{null, !152, !159}
!247 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !248, file: !124, line: 136)
!248 = !DISubprogram(name: "setvbuf", scope: !127, file: !127, line: 332, type: !249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!249 = !DISubroutineType(types: !250)
!250 = !{!50, !152, !159, !50, !116}
!251 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !252, file: !124, line: 137)
!252 = !DISubprogram(name: "sprintf", scope: !127, file: !127, line: 358, type: !253, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!253 = !DISubroutineType(types: !254)
!254 = !{!50, !159, !164, null}
!255 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !256, file: !124, line: 138)
!256 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !127, file: !127, line: 439, type: !257, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!257 = !DISubroutineType(types: !258)
!258 = !{!50, !164, !164, null}
!259 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !260, file: !124, line: 139)
!260 = !DISubprogram(name: "tmpfile", scope: !127, file: !127, line: 188, type: !261, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!261 = !DISubroutineType(types: !262)
!262 = !{!135}
!263 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !264, file: !124, line: 141)
!264 = !DISubprogram(name: "tmpnam", scope: !127, file: !127, line: 205, type: !265, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!265 = !DISubroutineType(types: !266)
!266 = !{!71, !71}
!267 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !268, file: !124, line: 143)
!268 = !DISubprogram(name: "ungetc", scope: !127, file: !127, line: 668, type: !172, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!269 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !270, file: !124, line: 144)
!270 = !DISubprogram(name: "vfprintf", scope: !127, file: !127, line: 365, type: !271, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!271 = !DISubroutineType(types: !272)
!272 = !{!50, !152, !164, !273}
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !274, size: 64)
!274 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !2, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!275 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !276, file: !124, line: 145)
!276 = !DISubprogram(name: "vprintf", scope: !214, file: !214, line: 39, type: !277, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!277 = !DISubroutineType(types: !278)
!278 = !{!50, !164, !273}
!279 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !280, file: !124, line: 146)
!280 = !DISubprogram(name: "vsprintf", scope: !127, file: !127, line: 373, type: !281, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!281 = !DISubroutineType(types: !282)
!282 = !{!50, !159, !164, !273}
!283 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !284, entity: !285, file: !124, line: 175)
!284 = !DINamespace(name: "__gnu_cxx", scope: null)
!285 = !DISubprogram(name: "snprintf", scope: !127, file: !127, line: 378, type: !286, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!286 = !DISubroutineType(types: !287)
!287 = !{!50, !159, !116, !164, null}
!288 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !284, entity: !289, file: !124, line: 176)
!289 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !127, file: !127, line: 479, type: !271, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!290 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !284, entity: !291, file: !124, line: 177)
!291 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !127, file: !127, line: 484, type: !277, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!292 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !284, entity: !293, file: !124, line: 178)
!293 = !DISubprogram(name: "vsnprintf", scope: !127, file: !127, line: 382, type: !294, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!294 = !DISubroutineType(types: !295)
!295 = !{!50, !159, !116, !164, !273}
!296 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !284, entity: !297, file: !124, line: 179)
!297 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !127, file: !127, line: 487, type: !298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!298 = !DISubroutineType(types: !299)
!299 = !{!50, !164, !164, !273}
!300 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !285, file: !124, line: 185)
!301 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !289, file: !124, line: 186)
!302 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !291, file: !124, line: 187)
!303 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !293, file: !124, line: 188)
!304 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !297, file: !124, line: 189)
!305 = !{i32 7, !"Dwarf Version", i32 5}
!306 = !{i32 2, !"Debug Info Version", i32 3}
!307 = !{i32 1, !"wchar_size", i32 4}
!308 = !{i32 8, !"PIC Level", i32 2}
!309 = !{i32 7, !"PIE Level", i32 2}
!310 = !{i32 7, !"uwtable", i32 2}
!311 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!312 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!313 = distinct !DISubprogram(name: "total", linkageName: "_Z5totalPKP5Shapei", scope: !2, file: !2, line: 37, type: !314, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !335)
!314 = !DISubroutineType(types: !315)
!315 = !{!316, !317, !50}
!316 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64)
!318 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !319)
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !320, size: 64)
!320 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !2, line: 6, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !321, vtableHolder: !320, identifier: "_ZTS5Shape")
!321 = !{!322, !323, !327, !332}
!322 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !2, file: !2, baseType: !46, size: 64, flags: DIFlagArtificial)
!323 = !DISubprogram(name: "~Shape", scope: !320, file: !2, line: 7, type: !324, scopeLine: 7, containingType: !320, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!324 = !DISubroutineType(types: !325)
!325 = !{null, !326}
!326 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !320, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!327 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !320, file: !2, line: 8, type: !328, scopeLine: 8, containingType: !320, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!328 = !DISubroutineType(types: !329)
!329 = !{!316, !330}
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !331, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!331 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !320)
!332 = !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !320, file: !2, line: 9, type: !333, scopeLine: 9, containingType: !320, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!333 = !DISubroutineType(types: !334)
!334 = !{!165, !330}
!335 = !{!336, !337, !338, !339}
!336 = !DILocalVariable(name: "v", arg: 1, scope: !313, file: !2, line: 37, type: !317)
!337 = !DILocalVariable(name: "n", arg: 2, scope: !313, file: !2, line: 37, type: !50)
!338 = !DILocalVariable(name: "t", scope: !313, file: !2, line: 38, type: !316)
!339 = !DILocalVariable(name: "i", scope: !340, file: !2, line: 39, type: !50)
!340 = distinct !DILexicalBlock(scope: !313, file: !2, line: 39, column: 3)
!341 = !DILocation(line: 0, scope: !313)
!342 = !DILocation(line: 0, scope: !340)
!343 = !DILocation(line: 39, column: 21, scope: !344)
!344 = distinct !DILexicalBlock(scope: !340, file: !2, line: 39, column: 3)
!345 = !DILocation(line: 39, column: 3, scope: !340)
!346 = !DILocation(line: 40, column: 3, scope: !313)
!347 = !DILocation(line: 39, column: 36, scope: !344)
!348 = !{!349, !349, i64 0}
!349 = !{!"any pointer", !350, i64 0}
!350 = !{!"omnipotent char", !351, i64 0}
!351 = !{!"Simple C++ TBAA"}
!352 = !DILocation(line: 39, column: 42, scope: !344)
!353 = !{!354, !354, i64 0}
!354 = !{!"vtable pointer", !351, i64 0}
!355 = !DILocation(line: 39, column: 33, scope: !344)
!356 = !DILocation(line: 39, column: 27, scope: !344)
!357 = distinct !{!357, !345, !358, !359}
!358 = !DILocation(line: 39, column: 47, scope: !340)
!359 = !{!"llvm.loop.mustprogress"}
!360 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 43, type: !48, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !361)
!361 = !{!362, !379, !393, !411, !415, !418, !420, !421, !423, !425}
!362 = !DILocalVariable(name: "c", scope: !360, file: !2, line: 44, type: !363)
!363 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Circle", file: !2, line: 12, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !364, vtableHolder: !320, identifier: "_ZTS6Circle")
!364 = !{!365, !366, !367, !371, !376}
!365 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !363, baseType: !320, extraData: i32 0)
!366 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !363, file: !2, line: 13, baseType: !316, size: 64, offset: 64)
!367 = !DISubprogram(name: "Circle", scope: !363, file: !2, line: 14, type: !368, scopeLine: 14, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!368 = !DISubroutineType(types: !369)
!369 = !{null, !370, !316}
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !363, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!371 = !DISubprogram(name: "area", linkageName: "_ZNK6Circle4areaEv", scope: !363, file: !2, line: 15, type: !372, scopeLine: 15, containingType: !363, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!372 = !DISubroutineType(types: !373)
!373 = !{!316, !374}
!374 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !375, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!375 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !363)
!376 = !DISubprogram(name: "name", linkageName: "_ZNK6Circle4nameEv", scope: !363, file: !2, line: 16, type: !377, scopeLine: 16, containingType: !363, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!377 = !DISubroutineType(types: !378)
!378 = !{!165, !374}
!379 = !DILocalVariable(name: "s", scope: !360, file: !2, line: 45, type: !380)
!380 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Square", file: !2, line: 19, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !381, vtableHolder: !320, identifier: "_ZTS6Square")
!381 = !{!382, !383, !384, !388}
!382 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !380, baseType: !320, extraData: i32 0)
!383 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !380, file: !2, line: 20, baseType: !316, size: 64, offset: 64)
!384 = !DISubprogram(name: "Square", scope: !380, file: !2, line: 21, type: !385, scopeLine: 21, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!385 = !DISubroutineType(types: !386)
!386 = !{null, !387, !316}
!387 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !380, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!388 = !DISubprogram(name: "area", linkageName: "_ZNK6Square4areaEv", scope: !380, file: !2, line: 22, type: !389, scopeLine: 22, containingType: !380, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!389 = !DISubroutineType(types: !390)
!390 = !{!316, !391}
!391 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !392, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!392 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !380)
!393 = !DILocalVariable(name: "l", scope: !360, file: !2, line: 46, type: !394)
!394 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Labeled", file: !2, line: 30, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !395, vtableHolder: !320, identifier: "_ZTS7Labeled")
!395 = !{!396, !397, !398, !399, !403, !408}
!396 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !394, baseType: !380, extraData: i32 0)
!397 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !394, baseType: !43, offset: 128, extraData: i32 0)
!398 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !394, file: !2, line: 31, baseType: !165, size: 64, offset: 192)
!399 = !DISubprogram(name: "Labeled", scope: !394, file: !2, line: 32, type: !400, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!400 = !DISubroutineType(types: !401)
!401 = !{null, !402, !316, !165}
!402 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !394, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!403 = !DISubprogram(name: "print", linkageName: "_ZNK7Labeled5printEv", scope: !394, file: !2, line: 33, type: !404, scopeLine: 33, containingType: !394, virtualIndex: 4, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!404 = !DISubroutineType(types: !405)
!405 = !{null, !406}
!406 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !407, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!407 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !394)
!408 = !DISubprogram(name: "name", linkageName: "_ZNK7Labeled4nameEv", scope: !394, file: !2, line: 34, type: !409, scopeLine: 34, containingType: !394, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!409 = !DISubroutineType(types: !410)
!410 = !{!165, !406}
!411 = !DILocalVariable(name: "v", scope: !360, file: !2, line: 47, type: !412)
!412 = !DICompositeType(tag: DW_TAG_array_type, baseType: !319, size: 192, elements: !413)
!413 = !{!414}
!414 = !DISubrange(count: 3)
!415 = !DILocalVariable(name: "__range1", scope: !416, type: !417, flags: DIFlagArtificial)
!416 = distinct !DILexicalBlock(scope: !360, file: !2, line: 49, column: 3)
!417 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !412, size: 64)
!418 = !DILocalVariable(name: "__begin1", scope: !416, type: !419, flags: DIFlagArtificial)
!419 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !319, size: 64)
!420 = !DILocalVariable(name: "__end1", scope: !416, type: !419, flags: DIFlagArtificial)
!421 = !DILocalVariable(name: "p", scope: !422, file: !2, line: 49, type: !319)
!422 = distinct !DILexicalBlock(scope: !416, file: !2, line: 49, column: 3)
!423 = !DILocalVariable(name: "pr", scope: !424, file: !2, line: 50, type: !42)
!424 = distinct !DILexicalBlock(scope: !422, file: !2, line: 49, column: 22)
!425 = !DILocalVariable(name: "h", scope: !360, file: !2, line: 55, type: !319)
!426 = distinct !DIAssignID()
!427 = !DILocation(line: 0, scope: !360)
!428 = distinct !DIAssignID()
!429 = distinct !DIAssignID()
!430 = !DILocation(line: 44, column: 3, scope: !360)
!431 = !DILocalVariable(name: "this", arg: 1, scope: !432, type: !435, flags: DIFlagArtificial | DIFlagObjectPointer)
!432 = distinct !DISubprogram(name: "Circle", linkageName: "_ZN6CircleC2Ed", scope: !363, file: !2, line: 14, type: !368, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, declaration: !367, retainedNodes: !433)
!433 = !{!431, !434}
!434 = !DILocalVariable(name: "r", arg: 2, scope: !432, file: !2, line: 14, type: !316)
!435 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !363, size: 64)
!436 = !DILocation(line: 0, scope: !432, inlinedAt: !437)
!437 = distinct !DILocation(line: 44, column: 10, scope: !360)
!438 = !DILocation(line: 14, column: 36, scope: !432, inlinedAt: !437)
!439 = distinct !DIAssignID()
!440 = !DILocation(line: 14, column: 31, scope: !432, inlinedAt: !437)
!441 = !{!442, !444, i64 8}
!442 = !{!"_ZTS6Circle", !443, i64 0, !444, i64 8}
!443 = !{!"_ZTS5Shape"}
!444 = !{!"double", !350, i64 0}
!445 = distinct !DIAssignID()
!446 = !DILocation(line: 45, column: 3, scope: !360)
!447 = !DILocalVariable(name: "this", arg: 1, scope: !448, type: !451, flags: DIFlagArtificial | DIFlagObjectPointer)
!448 = distinct !DISubprogram(name: "Square", linkageName: "_ZN6SquareC2Ed", scope: !380, file: !2, line: 21, type: !385, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, declaration: !384, retainedNodes: !449)
!449 = !{!447, !450}
!450 = !DILocalVariable(name: "s", arg: 2, scope: !448, file: !2, line: 21, type: !316)
!451 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !380, size: 64)
!452 = !DILocation(line: 0, scope: !448, inlinedAt: !453)
!453 = distinct !DILocation(line: 45, column: 10, scope: !360)
!454 = !DILocation(line: 21, column: 36, scope: !448, inlinedAt: !453)
!455 = distinct !DIAssignID()
!456 = !DILocation(line: 21, column: 31, scope: !448, inlinedAt: !453)
!457 = !{!458, !444, i64 8}
!458 = !{!"_ZTS6Square", !443, i64 0, !444, i64 8}
!459 = distinct !DIAssignID()
!460 = !DILocation(line: 46, column: 3, scope: !360)
!461 = !DILocalVariable(name: "this", arg: 1, scope: !462, type: !466, flags: DIFlagArtificial | DIFlagObjectPointer)
!462 = distinct !DISubprogram(name: "Labeled", linkageName: "_ZN7LabeledC2EdPKc", scope: !394, file: !2, line: 32, type: !400, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, declaration: !399, retainedNodes: !463)
!463 = !{!461, !464, !465}
!464 = !DILocalVariable(name: "s", arg: 2, scope: !462, file: !2, line: 32, type: !316)
!465 = !DILocalVariable(name: "l", arg: 3, scope: !462, file: !2, line: 32, type: !165)
!466 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !394, size: 64)
!467 = !DILocation(line: 0, scope: !462, inlinedAt: !468)
!468 = distinct !DILocation(line: 46, column: 11, scope: !360)
!469 = !DILocation(line: 0, scope: !448, inlinedAt: !470)
!470 = distinct !DILocation(line: 32, column: 38, scope: !462, inlinedAt: !468)
!471 = !DILocation(line: 21, column: 31, scope: !448, inlinedAt: !470)
!472 = distinct !DIAssignID()
!473 = !DILocation(line: 32, column: 58, scope: !462, inlinedAt: !468)
!474 = distinct !DIAssignID()
!475 = distinct !DIAssignID()
!476 = !DILocation(line: 32, column: 49, scope: !462, inlinedAt: !468)
!477 = !{!478, !349, i64 24}
!478 = !{!"_ZTS7Labeled", !458, i64 0, !479, i64 16, !349, i64 24}
!479 = !{!"_ZTS9Printable"}
!480 = distinct !DIAssignID()
!481 = !DILocation(line: 48, column: 3, scope: !360)
!482 = !DILocation(line: 0, scope: !416)
!483 = !DILocation(line: 0, scope: !422)
!484 = !DILocation(line: 50, column: 21, scope: !424)
!485 = !DILocation(line: 0, scope: !424)
!486 = !DILocation(line: 52, column: 50, scope: !424)
!487 = !DILocation(line: 52, column: 47, scope: !424)
!488 = !DILocation(line: 51, column: 5, scope: !424)
!489 = !DILocation(line: 53, column: 9, scope: !424)
!490 = !DILocation(line: 53, column: 17, scope: !491)
!491 = distinct !DILexicalBlock(scope: !424, file: !2, line: 53, column: 9)
!492 = !DILocation(line: 0, scope: !432, inlinedAt: !493)
!493 = distinct !DILocation(line: 55, column: 18, scope: !360)
!494 = !DILocation(line: 56, column: 3, scope: !360)
!495 = !DILocation(line: 59, column: 1, scope: !360)
!496 = distinct !DISubprogram(name: "~Labeled", linkageName: "_ZN7LabeledD2Ev", scope: !394, file: !2, line: 30, type: !497, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, declaration: !499, retainedNodes: !500)
!497 = !DISubroutineType(types: !498)
!498 = !{null, !402}
!499 = !DISubprogram(name: "~Labeled", scope: !394, type: !497, containingType: !394, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!500 = !{!501}
!501 = !DILocalVariable(name: "this", arg: 1, scope: !496, type: !466, flags: DIFlagArtificial | DIFlagObjectPointer)
!502 = !DILocation(line: 0, scope: !496)
!503 = !DILocation(line: 30, column: 8, scope: !496)
!504 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD2Ev", scope: !320, file: !2, line: 7, type: !324, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, declaration: !323, retainedNodes: !505)
!505 = !{!506}
!506 = !DILocalVariable(name: "this", arg: 1, scope: !504, type: !319, flags: DIFlagArtificial | DIFlagObjectPointer)
!507 = !DILocation(line: 0, scope: !504)
!508 = !DILocation(line: 7, column: 21, scope: !504)
!509 = distinct !DISubprogram(name: "~Circle", linkageName: "_ZN6CircleD0Ev", scope: !363, file: !2, line: 12, type: !510, scopeLine: 12, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, declaration: !512, retainedNodes: !513)
!510 = !DISubroutineType(types: !511)
!511 = !{null, !370}
!512 = !DISubprogram(name: "~Circle", scope: !363, type: !510, containingType: !363, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!513 = !{!514}
!514 = !DILocalVariable(name: "this", arg: 1, scope: !509, type: !435, flags: DIFlagArtificial | DIFlagObjectPointer)
!515 = !DILocation(line: 0, scope: !509)
!516 = !DILocation(line: 12, column: 8, scope: !509)
!517 = distinct !DISubprogram(name: "area", linkageName: "_ZNK6Circle4areaEv", scope: !363, file: !2, line: 15, type: !372, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, declaration: !371, retainedNodes: !518)
!518 = !{!519}
!519 = !DILocalVariable(name: "this", arg: 1, scope: !517, type: !520, flags: DIFlagArtificial | DIFlagObjectPointer)
!520 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !375, size: 64)
!521 = !DILocation(line: 0, scope: !517)
!522 = !DILocation(line: 15, column: 61, scope: !517)
!523 = !DILocation(line: 15, column: 59, scope: !517)
!524 = !DILocation(line: 15, column: 63, scope: !517)
!525 = !DILocation(line: 15, column: 34, scope: !517)
!526 = distinct !DISubprogram(name: "name", linkageName: "_ZNK6Circle4nameEv", scope: !363, file: !2, line: 16, type: !377, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, declaration: !376, retainedNodes: !527)
!527 = !{!528}
!528 = !DILocalVariable(name: "this", arg: 1, scope: !526, type: !520, flags: DIFlagArtificial | DIFlagObjectPointer)
!529 = !DILocation(line: 0, scope: !526)
!530 = !DILocation(line: 16, column: 39, scope: !526)
!531 = distinct !DISubprogram(name: "name", linkageName: "_ZNK5Shape4nameEv", scope: !320, file: !2, line: 9, type: !333, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, declaration: !332, retainedNodes: !532)
!532 = !{!533}
!533 = !DILocalVariable(name: "this", arg: 1, scope: !531, type: !534, flags: DIFlagArtificial | DIFlagObjectPointer)
!534 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !331, size: 64)
!535 = !DILocation(line: 0, scope: !531)
!536 = !DILocation(line: 9, column: 38, scope: !531)
!537 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD0Ev", scope: !380, file: !2, line: 19, type: !538, scopeLine: 19, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, declaration: !540, retainedNodes: !541)
!538 = !DISubroutineType(types: !539)
!539 = !{null, !387}
!540 = !DISubprogram(name: "~Square", scope: !380, type: !538, containingType: !380, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!541 = !{!542}
!542 = !DILocalVariable(name: "this", arg: 1, scope: !537, type: !451, flags: DIFlagArtificial | DIFlagObjectPointer)
!543 = !DILocation(line: 0, scope: !537)
!544 = !DILocation(line: 19, column: 8, scope: !537)
!545 = distinct !DISubprogram(name: "area", linkageName: "_ZNK6Square4areaEv", scope: !380, file: !2, line: 22, type: !389, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, declaration: !388, retainedNodes: !546)
!546 = !{!547}
!547 = !DILocalVariable(name: "this", arg: 1, scope: !545, type: !548, flags: DIFlagArtificial | DIFlagObjectPointer)
!548 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !392, size: 64)
!549 = !DILocation(line: 0, scope: !545)
!550 = !DILocation(line: 22, column: 41, scope: !545)
!551 = !DILocation(line: 22, column: 43, scope: !545)
!552 = !DILocation(line: 22, column: 34, scope: !545)
!553 = distinct !DISubprogram(name: "~Labeled", linkageName: "_ZN7LabeledD0Ev", scope: !394, file: !2, line: 30, type: !497, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, declaration: !499, retainedNodes: !554)
!554 = !{!555}
!555 = !DILocalVariable(name: "this", arg: 1, scope: !553, type: !466, flags: DIFlagArtificial | DIFlagObjectPointer)
!556 = !DILocation(line: 0, scope: !553)
!557 = !DILocation(line: 30, column: 8, scope: !553)
!558 = distinct !DISubprogram(name: "name", linkageName: "_ZNK7Labeled4nameEv", scope: !394, file: !2, line: 34, type: !409, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, declaration: !408, retainedNodes: !559)
!559 = !{!560}
!560 = !DILocalVariable(name: "this", arg: 1, scope: !558, type: !561, flags: DIFlagArtificial | DIFlagObjectPointer)
!561 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !407, size: 64)
!562 = !DILocation(line: 0, scope: !558)
!563 = !DILocation(line: 34, column: 39, scope: !558)
!564 = distinct !DISubprogram(name: "print", linkageName: "_ZNK7Labeled5printEv", scope: !394, file: !2, line: 33, type: !404, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, declaration: !403, retainedNodes: !565)
!565 = !{!566}
!566 = !DILocalVariable(name: "this", arg: 1, scope: !564, type: !561, flags: DIFlagArtificial | DIFlagObjectPointer)
!567 = !DILocation(line: 0, scope: !564)
!568 = !DILocation(line: 33, column: 60, scope: !564)
!569 = !DILocation(line: 33, column: 67, scope: !564)
!570 = !DILocation(line: 33, column: 33, scope: !564)
!571 = !DILocation(line: 33, column: 76, scope: !564)
!572 = distinct !DISubprogram(linkageName: "_ZThn16_N7LabeledD1Ev", scope: !2, file: !2, line: 30, type: !573, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40)
!573 = !DISubroutineType(types: !574)
!574 = !{}
!575 = !DILocation(line: 0, scope: !572)
!576 = distinct !DISubprogram(linkageName: "_ZThn16_N7LabeledD0Ev", scope: !2, file: !2, line: 30, type: !573, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40)
!577 = !DILocation(line: 0, scope: !576)
!578 = !DILocation(line: 0, scope: !553, inlinedAt: !579)
!579 = distinct !DILocation(line: 0, scope: !576)
!580 = !DILocation(line: 30, column: 8, scope: !553, inlinedAt: !579)
!581 = distinct !DISubprogram(linkageName: "_ZThn16_NK7Labeled5printEv", scope: !2, file: !2, line: 33, type: !573, flags: DIFlagArtificial | DIFlagThunk | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40)
!582 = !DILocation(line: 0, scope: !581)
!583 = !DILocation(line: 0, scope: !564, inlinedAt: !584)
!584 = distinct !DILocation(line: 0, scope: !581)
!585 = !DILocation(line: 33, column: 60, scope: !564, inlinedAt: !584)
!586 = !DILocation(line: 33, column: 67, scope: !564, inlinedAt: !584)
!587 = !DILocation(line: 33, column: 33, scope: !564, inlinedAt: !584)
