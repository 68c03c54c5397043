source_filename = "exceptions.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$__clang_call_terminate = comdat any
$_ZTI7MyError = comdat any
$_ZTS7MyError = comdat any

@_ZTI7MyError = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS7MyError }, comdat, align 8
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7MyError = linkonce_odr dso_local constant [9 x i8] c"7MyError\00", comdat, align 1
@.str = private unnamed_addr constant [4 x i8] c"two\00", align 1
@_ZTISt13runtime_error = external constant ptr
@_ZTId = external constant ptr
@.str.1 = private unnamed_addr constant [39 x i8] c"wrapper caught MyError %d, rethrowing\0A\00", align 1
@_ZTISt9exception = external constant ptr
@.str.2 = private unnamed_addr constant [7 x i8] c"ok %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"std::exception %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"MyError %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"live=%d\0A\00", align 1
@_ZL4live = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [12 x i8] c"~Guard(%d)\0A\00", align 1
@str = private unnamed_addr constant [8 x i8] c"unknown\00", align 1

define dso_local noundef i32 @_Z5riskyi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL4live, align 4, !tbaa !5
  switch i32 %0, label %19 [
    i32 1, label %4
    i32 2, label %8
    i32 3, label %12
  ]

4:
  %5 = tail call ptr @__cxa_allocate_exception(i64 4) #1
  store i32 42, ptr %5, align 16, !tbaa !9
  br label %14

6:
  %7 = landingpad { ptr, i32 }
          cleanup
  br label %22

8:
  %9 = tail call ptr @__cxa_allocate_exception(i64 16) #1
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull @.str)
          to label %14 unwind label %10

10:
  %11 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr nonnull %9) #1
  br label %22

12:
  %13 = tail call ptr @__cxa_allocate_exception(i64 8) #1
  store double 3.500000e+00, ptr %13, align 16, !tbaa !11
  br label %14

14:
  %15 = phi ptr [ %13, %12 ], [ %5, %4 ], [ %9, %8 ]
  %16 = phi ptr [ @_ZTId, %12 ], [ @_ZTI7MyError, %4 ], [ @_ZTISt13runtime_error, %8 ]
  %17 = phi ptr [ null, %12 ], [ null, %4 ], [ @_ZNSt13runtime_errorD1Ev, %8 ]
  invoke void @__cxa_throw(ptr nonnull %15, ptr nonnull %16, ptr %17) #2
          to label %18 unwind label %6

18:
  unreachable

19:
  %20 = mul nsw i32 %0, 10
  store i32 %2, ptr @_ZL4live, align 4, !tbaa !5
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %0)
  ret i32 %20

22:
  %23 = phi { ptr, i32 } [ %7, %6 ], [ %11, %10 ]
  %24 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %25 = add nsw i32 %24, -1
  store i32 %25, ptr @_ZL4live, align 4, !tbaa !5
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %0)
  resume { ptr, i32 } %23
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr #3

declare i32 @__gxx_personality_v0(...)

declare void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #4

declare void @__cxa_free_exception(ptr) local_unnamed_addr

declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

define dso_local noundef i32 @_Z7wrapperi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = invoke noundef i32 @_Z5riskyi(i32 noundef %0)
          to label %3 unwind label %4

3:
  ret i32 %2

4:
  %5 = landingpad { ptr, i32 }
          catch ptr @_ZTI7MyError
  %6 = extractvalue { ptr, i32 } %5, 1
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7MyError) #1
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %16

9:
  %10 = extractvalue { ptr, i32 } %5, 0
  %11 = tail call ptr @__cxa_begin_catch(ptr %10) #1
  %12 = load i32, ptr %11, align 4, !tbaa !9
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %12)
  invoke void @__cxa_rethrow() #2
          to label %21 unwind label %14

14:
  %15 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %16 unwind label %18

16:
  %17 = phi { ptr, i32 } [ %5, %4 ], [ %15, %14 ]
  resume { ptr, i32 } %17

18:
  %19 = landingpad { ptr, i32 }
          catch ptr null
  %20 = extractvalue { ptr, i32 } %19, 0
  tail call void @__clang_call_terminate(ptr %20) #6
  unreachable

21:
  unreachable
}

declare i32 @llvm.eh.typeid.for.p0(ptr) #7

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #8

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #9 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #1
  tail call void @_ZSt9terminatev() #6
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr #10

define dso_local noundef i32 @main() local_unnamed_addr #11 personality ptr @__gxx_personality_v0 {
  br label %4

1:
  %2 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %2)
  ret i32 0

4:
  %5 = phi i32 [ 0, %0 ], [ %37, %36 ]
  %6 = invoke noundef i32 @_Z5riskyi(i32 noundef %5)
          to label %25 unwind label %7

7:
  %8 = landingpad { ptr, i32 }
          catch ptr @_ZTI7MyError
          catch ptr @_ZTISt9exception
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 1
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7MyError) #1
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %27

12:
  %13 = extractvalue { ptr, i32 } %8, 0
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #1
  %15 = load i32, ptr %14, align 4, !tbaa !9
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %15)
  invoke void @__cxa_rethrow() #2
          to label %24 unwind label %17

17:
  %18 = landingpad { ptr, i32 }
          catch ptr @_ZTI7MyError
          catch ptr @_ZTISt9exception
          catch ptr null
  invoke void @__cxa_end_catch()
          to label %19 unwind label %21

19:
  %20 = extractvalue { ptr, i32 } %18, 1
  br label %27

21:
  %22 = landingpad { ptr, i32 }
          catch ptr null
  %23 = extractvalue { ptr, i32 } %22, 0
  tail call void @__clang_call_terminate(ptr %23) #6
  unreachable

24:
  unreachable

25:
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %6)
  br label %36

27:
  %28 = phi i32 [ %20, %19 ], [ %9, %7 ]
  %29 = phi { ptr, i32 } [ %18, %19 ], [ %8, %7 ]
  %30 = extractvalue { ptr, i32 } %29, 0
  %31 = icmp eq i32 %28, %10
  br i1 %31, label %32, label %39

32:
  %33 = tail call ptr @__cxa_begin_catch(ptr %30) #1
  %34 = load i32, ptr %33, align 4, !tbaa !9
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %34)
  tail call void @__cxa_end_catch()
  br label %36

36:
  %37 = add nuw nsw i32 %5, 1
  %38 = icmp eq i32 %37, 4
  br i1 %38, label %1, label %4, !llvm.loop !13

39:
  %40 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #1
  %41 = icmp eq i32 %28, %40
  %42 = tail call ptr @__cxa_begin_catch(ptr %30) #1
  br i1 %41, label %43, label %49

43:
  %44 = load ptr, ptr %42, align 8, !tbaa !15
  %45 = getelementptr inbounds nuw i8, ptr %44, i64 16
  %46 = load ptr, ptr %45, align 8
  %47 = tail call noundef ptr %46(ptr noundef nonnull align 8 dereferenceable(8) %42) #1
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %47)
  tail call void @__cxa_end_catch()
  br label %36

49:
  %50 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  tail call void @__cxa_end_catch()
  br label %36
}

declare noundef i32 @puts(ptr noundef readonly captures(none)) local_unnamed_addr #12

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind }
attributes #2 = { noreturn }
attributes #3 = { cold noreturn }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind }
attributes #7 = { nofree nosync nounwind memory(none) }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { cold nofree noreturn }
attributes #11 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind }

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
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS7MyError", !6, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !16, i64 0}
!16 = !{!"vtable pointer", !8, i64 0}
