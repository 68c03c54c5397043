; ModuleID = 'exceptions.cpp'
source_filename = "exceptions.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::runtime_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"class.std::exception" = type { i32 (...)** }
%"struct.std::__cow_string" = type { %union.anon }
%union.anon = type { i8* }

$__clang_call_terminate = comdat any

$_ZTS7MyError = comdat any

$_ZTI7MyError = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS7MyError = linkonce_odr dso_local constant [9 x i8] c"7MyError\00", comdat, align 1
@_ZTI7MyError = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7MyError, i32 0, i32 0) }, comdat, align 8
@.str = private unnamed_addr constant [4 x i8] c"two\00", align 1
@_ZTISt13runtime_error = external constant i8*
@_ZTId = external constant i8*
@.str.1 = private unnamed_addr constant [39 x i8] c"wrapper caught MyError %d, rethrowing\0A\00", align 1
@_ZTISt9exception = external constant i8*
@.str.2 = private unnamed_addr constant [7 x i8] c"ok %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"std::exception %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"MyError %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"live=%d\0A\00", align 1
@_ZL4live = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [12 x i8] c"~Guard(%d)\0A\00", align 1
@str = private unnamed_addr constant [8 x i8] c"unknown\00", align 1

; Function Attrs: uwtable
define dso_local noundef i32 @_Z5riskyi(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = load i32, i32* @_ZL4live, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZL4live, align 4, !tbaa !5
  switch i32 %0, label %22 [
    i32 1, label %4
    i32 2, label %9
    i32 3, label %15
  ]

4:                                                ; preds = %1
  %5 = tail call i8* @__cxa_allocate_exception(i64 4) #9
  %6 = bitcast i8* %5 to i32*
  store i32 42, i32* %6, align 16, !tbaa !9
  br label %18

7:                                                ; preds = %18, %12
  %8 = landingpad { i8*, i32 }
          cleanup
  br label %25

9:                                                ; preds = %1
  %10 = tail call i8* @__cxa_allocate_exception(i64 16) #9
  %11 = bitcast i8* %10 to %"class.std::runtime_error"*
  invoke void @_ZNSt13runtime_errorC1EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16) %11, i8* noundef nonnull getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0))
          to label %12 unwind label %13

12:                                               ; preds = %9
  invoke void @__cxa_throw(i8* %10, i8* nonnull bitcast (i8** @_ZTISt13runtime_error to i8*), i8* nonnull bitcast (void (%"class.std::runtime_error"*)* @_ZNSt13runtime_errorD1Ev to i8*)) #10
          to label %30 unwind label %7

13:                                               ; preds = %9
  %14 = landingpad { i8*, i32 }
          cleanup
  tail call void @__cxa_free_exception(i8* %10) #9
  br label %25

15:                                               ; preds = %1
  %16 = tail call i8* @__cxa_allocate_exception(i64 8) #9
  %17 = bitcast i8* %16 to double*
  store double 3.500000e+00, double* %17, align 16, !tbaa !11
  br label %18

18:                                               ; preds = %4, %15
  %19 = phi i8* [ %16, %15 ], [ %5, %4 ]
  %20 = phi i8* [ bitcast (i8** @_ZTId to i8*), %15 ], [ bitcast ({ i8*, i8* }* @_ZTI7MyError to i8*), %4 ]
  invoke void @__cxa_throw(i8* nonnull %19, i8* nonnull %20, i8* null) #10
          to label %21 unwind label %7

21:                                               ; preds = %18
  unreachable

22:                                               ; preds = %1
  %23 = mul nsw i32 %0, 10
  store i32 %2, i32* @_ZL4live, align 4, !tbaa !5
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i64 0, i64 0), i32 noundef %0)
  ret i32 %23

25:                                               ; preds = %13, %7
  %26 = phi { i8*, i32 } [ %8, %7 ], [ %14, %13 ]
  %27 = load i32, i32* @_ZL4live, align 4, !tbaa !5
  %28 = add nsw i32 %27, -1
  store i32 %28, i32* @_ZL4live, align 4, !tbaa !5
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i64 0, i64 0), i32 noundef %0)
  resume { i8*, i32 } %26

30:                                               ; preds = %12
  unreachable
}

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

declare void @_ZNSt13runtime_errorC1EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16), i8* noundef) unnamed_addr #1

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #2

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z7wrapperi(i32 noundef %0) local_unnamed_addr #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = invoke noundef i32 @_Z5riskyi(i32 noundef %0)
          to label %3 unwind label %4

3:                                                ; preds = %1
  ret i32 %2

4:                                                ; preds = %1
  %5 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7MyError to i8*)
  %6 = extractvalue { i8*, i32 } %5, 1
  %7 = tail call i32 @llvm.eh.typeid.for(i8* nonnull bitcast ({ i8*, i8* }* @_ZTI7MyError to i8*)) #9
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %17

9:                                                ; preds = %4
  %10 = extractvalue { i8*, i32 } %5, 0
  %11 = tail call i8* @__cxa_begin_catch(i8* %10) #9
  %12 = bitcast i8* %11 to i32*
  %13 = load i32, i32* %12, align 4, !tbaa !9
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13)
  invoke void @__cxa_rethrow() #10
          to label %22 unwind label %15

15:                                               ; preds = %9
  %16 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %17 unwind label %19

17:                                               ; preds = %15, %4
  %18 = phi { i8*, i32 } [ %5, %4 ], [ %16, %15 ]
  resume { i8*, i32 } %18

19:                                               ; preds = %15
  %20 = landingpad { i8*, i32 }
          catch i8* null
  %21 = extractvalue { i8*, i32 } %20, 0
  tail call void @__clang_call_terminate(i8* %21) #11
  unreachable

22:                                               ; preds = %9
  unreachable
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* noundef %0) local_unnamed_addr #6 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #9
  tail call void @_ZSt9terminatev() #11
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  br label %4

1:                                                ; preds = %38
  %2 = load i32, i32* @_ZL4live, align 4, !tbaa !5
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i64 0, i64 0), i32 noundef %2)
  ret i32 0

4:                                                ; preds = %0, %38
  %5 = phi i32 [ 0, %0 ], [ %39, %38 ]
  %6 = invoke noundef i32 @_Z5riskyi(i32 noundef %5)
          to label %26 unwind label %7

7:                                                ; preds = %4
  %8 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7MyError to i8*)
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
          catch i8* null
  %9 = extractvalue { i8*, i32 } %8, 1
  %10 = tail call i32 @llvm.eh.typeid.for(i8* nonnull bitcast ({ i8*, i8* }* @_ZTI7MyError to i8*)) #9
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %28

12:                                               ; preds = %7
  %13 = extractvalue { i8*, i32 } %8, 0
  %14 = tail call i8* @__cxa_begin_catch(i8* %13) #9
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4, !tbaa !9
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.1, i64 0, i64 0), i32 noundef %16)
  invoke void @__cxa_rethrow() #10
          to label %25 unwind label %18

18:                                               ; preds = %12
  %19 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7MyError to i8*)
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
          catch i8* null
  invoke void @__cxa_end_catch()
          to label %20 unwind label %22

20:                                               ; preds = %18
  %21 = extractvalue { i8*, i32 } %19, 1
  br label %28

22:                                               ; preds = %18
  %23 = landingpad { i8*, i32 }
          catch i8* null
  %24 = extractvalue { i8*, i32 } %23, 0
  tail call void @__clang_call_terminate(i8* %24) #11
  unreachable

25:                                               ; preds = %12
  unreachable

26:                                               ; preds = %4
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0), i32 noundef %6)
  br label %38

28:                                               ; preds = %20, %7
  %29 = phi i32 [ %21, %20 ], [ %9, %7 ]
  %30 = phi { i8*, i32 } [ %19, %20 ], [ %8, %7 ]
  %31 = extractvalue { i8*, i32 } %30, 0
  %32 = icmp eq i32 %29, %10
  br i1 %32, label %33, label %41

33:                                               ; preds = %28
  %34 = tail call i8* @__cxa_begin_catch(i8* %31) #9
  %35 = bitcast i8* %34 to i32*
  %36 = load i32, i32* %35, align 4, !tbaa !9
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), i32 noundef %36)
  tail call void @__cxa_end_catch()
  br label %38

38:                                               ; preds = %26, %53, %45, %33
  %39 = add nuw nsw i32 %5, 1
  %40 = icmp eq i32 %39, 4
  br i1 %40, label %1, label %4, !llvm.loop !13

41:                                               ; preds = %28
  %42 = tail call i32 @llvm.eh.typeid.for(i8* nonnull bitcast (i8** @_ZTISt9exception to i8*)) #9
  %43 = icmp eq i32 %29, %42
  %44 = tail call i8* @__cxa_begin_catch(i8* %31) #9
  br i1 %43, label %45, label %53

45:                                               ; preds = %41
  %46 = bitcast i8* %44 to %"class.std::exception"*
  %47 = bitcast i8* %44 to i8* (%"class.std::exception"*)***
  %48 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %47, align 8, !tbaa !15
  %49 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %48, i64 2
  %50 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %49, align 8
  %51 = tail call noundef i8* %50(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %46) #9
  %52 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i64 0, i64 0), i8* noundef %51)
  tail call void @__cxa_end_catch()
  br label %38

53:                                               ; preds = %41
  %54 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str, i64 0, i64 0))
  tail call void @__cxa_end_catch()
  br label %38
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }
attributes #10 = { noreturn }
attributes #11 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
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
