source_filename = "exceptions.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Guard = type { i32 }
%struct.MyError = type { i32 }
%"class.std::exception" = type { i32 (...)** }
%"class.std::runtime_error" = type opaque

$_ZN5GuardC2Ei = comdat any
$_ZN5GuardD2Ev = comdat any
$__clang_call_terminate = comdat any
$_ZTS7MyError = comdat any
$_ZTI7MyError = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS7MyError = linkonce_odr dso_local constant [9 x i8] c"7MyError\00", comdat, align 1
@_ZTI7MyError = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7MyError, i64 0, i64 0) }, comdat, align 8
@.str = private unnamed_addr constant [4 x i8] c"two\00", align 1
@_ZTISt13runtime_error = external constant i8*
@_ZTId = external constant i8*
@.str.1 = private unnamed_addr constant [39 x i8] c"wrapper caught MyError %d, rethrowing\0A\00", align 1
@_ZTISt9exception = external constant i8*
@.str.2 = private unnamed_addr constant [7 x i8] c"ok %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"unknown\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"std::exception %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"MyError %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"live=%d\0A\00", align 1
@_ZL4live = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [12 x i8] c"~Guard(%d)\0A\00", align 1

define dso_local noundef i32 @_Z5riskyi(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Guard, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  call void @_ZN5GuardC2Ei(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6)
  %7 = load i32, i32* %2, align 4
  %8 = icmp eq i32 %7, 1
  br i1 %8, label %9, label %17

9:
  %10 = call i8* @__cxa_allocate_exception(i64 4) #1
  %11 = bitcast i8* %10 to %struct.MyError*
  %12 = getelementptr inbounds %struct.MyError, %struct.MyError* %11, i32 0, i32 0
  store i32 42, i32* %12, align 16
  invoke void @__cxa_throw(i8* %10, i8* bitcast ({ i8*, i8* }* @_ZTI7MyError to i8*), i8* null) #2
          to label %43 unwind label %13

13:
  %14 = landingpad { i8*, i32 }
          cleanup
  %15 = extractvalue { i8*, i32 } %14, 0
  store i8* %15, i8** %4, align 8
  %16 = extractvalue { i8*, i32 } %14, 1
  store i32 %16, i32* %5, align 4
  br label %37

17:
  %18 = load i32, i32* %2, align 4
  %19 = icmp eq i32 %18, 2
  br i1 %19, label %20, label %28

20:
  %21 = call i8* @__cxa_allocate_exception(i64 16) #1
  %22 = bitcast i8* %21 to %"class.std::runtime_error"*
  invoke void @_ZNSt13runtime_errorC1EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16) %22, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0))
          to label %23 unwind label %24

23:
  invoke void @__cxa_throw(i8* %21, i8* bitcast (i8** @_ZTISt13runtime_error to i8*), i8* bitcast (void (%"class.std::runtime_error"*)* @_ZNSt13runtime_errorD1Ev to i8*)) #2
          to label %43 unwind label %13

24:
  %25 = landingpad { i8*, i32 }
          cleanup
  %26 = extractvalue { i8*, i32 } %25, 0
  store i8* %26, i8** %4, align 8
  %27 = extractvalue { i8*, i32 } %25, 1
  store i32 %27, i32* %5, align 4
  call void @__cxa_free_exception(i8* %21) #1
  br label %37

28:
  %29 = load i32, i32* %2, align 4
  %30 = icmp eq i32 %29, 3
  br i1 %30, label %31, label %34

31:
  %32 = call i8* @__cxa_allocate_exception(i64 8) #1
  %33 = bitcast i8* %32 to double*
  store double 3.500000e+00, double* %33, align 16
  invoke void @__cxa_throw(i8* %32, i8* bitcast (i8** @_ZTId to i8*), i8* null) #2
          to label %43 unwind label %13

34:
  %35 = load i32, i32* %2, align 4
  %36 = mul nsw i32 %35, 10
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %3) #1
  ret i32 %36

37:
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %3) #1
  br label %38

38:
  %39 = load i8*, i8** %4, align 8
  %40 = load i32, i32* %5, align 4
  %41 = insertvalue { i8*, i32 } poison, i8* %39, 0
  %42 = insertvalue { i8*, i32 } %41, i32 %40, 1
  resume { i8*, i32 } %42

43:
  unreachable
}

define linkonce_odr dso_local void @_ZN5GuardC2Ei(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.Guard*, align 8
  %4 = alloca i32, align 4
  store %struct.Guard* %0, %struct.Guard** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Guard*, %struct.Guard** %3, align 8
  %6 = getelementptr inbounds %struct.Guard, %struct.Guard* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = load i32, i32* @_ZL4live, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZL4live, align 4
  ret void
}

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

declare i32 @__gxx_personality_v0(...)

declare void @_ZNSt13runtime_errorC1EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16), i8* noundef) unnamed_addr #4

declare void @__cxa_free_exception(i8*)

declare void @_ZNSt13runtime_errorD1Ev(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

define linkonce_odr dso_local void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Guard*, align 8
  store %struct.Guard* %0, %struct.Guard** %2, align 8
  %3 = load %struct.Guard*, %struct.Guard** %2, align 8
  %4 = load i32, i32* @_ZL4live, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, i32* @_ZL4live, align 4
  %6 = getelementptr inbounds %struct.Guard, %struct.Guard* %3, i32 0, i32 0
  %7 = load i32, i32* %6, align 4
  %8 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i64 0, i64 0), i32 noundef %7)
          to label %9 unwind label %10

9:
  ret void

10:
  %11 = landingpad { i8*, i32 }
          catch i8* null
  %12 = extractvalue { i8*, i32 } %11, 0
  call void @__clang_call_terminate(i8* %12) #6
  unreachable
}

define dso_local noundef i32 @_Z7wrapperi(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.MyError*, align 8
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  %7 = invoke noundef i32 @_Z5riskyi(i32 noundef %6)
          to label %8 unwind label %9

8:
  ret i32 %7

9:
  %10 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7MyError to i8*)
  %11 = extractvalue { i8*, i32 } %10, 0
  store i8* %11, i8** %3, align 8
  %12 = extractvalue { i8*, i32 } %10, 1
  store i32 %12, i32* %4, align 4
  br label %13

13:
  %14 = load i32, i32* %4, align 4
  %15 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7MyError to i8*)) #1
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %32

17:
  %18 = load i8*, i8** %3, align 8
  %19 = call i8* @__cxa_begin_catch(i8* %18) #1
  %20 = bitcast i8* %19 to %struct.MyError*
  store %struct.MyError* %20, %struct.MyError** %5, align 8
  %21 = load %struct.MyError*, %struct.MyError** %5, align 8
  %22 = getelementptr inbounds %struct.MyError, %struct.MyError* %21, i32 0, i32 0
  %23 = load i32, i32* %22, align 4
  %24 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str.1, i64 0, i64 0), i32 noundef %23)
          to label %25 unwind label %26

25:
  invoke void @__cxa_rethrow() #2
          to label %40 unwind label %26

26:
  %27 = landingpad { i8*, i32 }
          cleanup
  %28 = extractvalue { i8*, i32 } %27, 0
  store i8* %28, i8** %3, align 8
  %29 = extractvalue { i8*, i32 } %27, 1
  store i32 %29, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %30 unwind label %37

30:
  br label %32

31:
  call void @llvm.trap()
  unreachable

32:
  %33 = load i8*, i8** %3, align 8
  %34 = load i32, i32* %4, align 4
  %35 = insertvalue { i8*, i32 } poison, i8* %33, 0
  %36 = insertvalue { i8*, i32 } %35, i32 %34, 1
  resume { i8*, i32 } %36

37:
  %38 = landingpad { i8*, i32 }
          catch i8* null
  %39 = extractvalue { i8*, i32 } %38, 0
  call void @__clang_call_terminate(i8* %39) #6
  unreachable

40:
  unreachable
}

declare i32 @llvm.eh.typeid.for(i8*) #7

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

define linkonce_odr hidden void @__clang_call_terminate(i8* noundef %0) #8 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #1
  call void @_ZSt9terminatev() #6
  unreachable
}

declare void @_ZSt9terminatev()

declare void @llvm.trap() #9

define dso_local noundef i32 @main() #10 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %"class.std::exception"*, align 8
  %7 = alloca %struct.MyError*, align 8
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %8

8:
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %74

11:
  %12 = load i32, i32* %2, align 4
  %13 = invoke noundef i32 @_Z7wrapperi(i32 noundef %12)
          to label %14 unwind label %18

14:
  store i32 %13, i32* %3, align 4
  %15 = load i32, i32* %3, align 4
  %16 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0), i32 noundef %15)
          to label %17 unwind label %18

17:
  br label %35

18:
  %19 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7MyError to i8*)
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
          catch i8* null
  %20 = extractvalue { i8*, i32 } %19, 0
  store i8* %20, i8** %4, align 8
  %21 = extractvalue { i8*, i32 } %19, 1
  store i32 %21, i32* %5, align 4
  br label %22

22:
  %23 = load i32, i32* %5, align 4
  %24 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7MyError to i8*)) #1
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %39

26:
  %27 = load i8*, i8** %4, align 8
  %28 = call i8* @__cxa_begin_catch(i8* %27) #1
  %29 = bitcast i8* %28 to %struct.MyError*
  store %struct.MyError* %29, %struct.MyError** %7, align 8
  %30 = load %struct.MyError*, %struct.MyError** %7, align 8
  %31 = getelementptr inbounds %struct.MyError, %struct.MyError* %30, i32 0, i32 0
  %32 = load i32, i32* %31, align 4
  %33 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), i32 noundef %32)
          to label %34 unwind label %69

34:
  call void @__cxa_end_catch()
  br label %35

35:
  br label %36

36:
  %37 = load i32, i32* %2, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %2, align 4
  br label %8, !llvm.loop !6

39:
  %40 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #1
  %41 = icmp eq i32 %23, %40
  br i1 %41, label %42, label %54

42:
  %43 = load i8*, i8** %4, align 8
  %44 = call i8* @__cxa_begin_catch(i8* %43) #1
  %45 = bitcast i8* %44 to %"class.std::exception"*
  store %"class.std::exception"* %45, %"class.std::exception"** %6, align 8
  %46 = load %"class.std::exception"*, %"class.std::exception"** %6, align 8
  %47 = bitcast %"class.std::exception"* %46 to i8* (%"class.std::exception"*)***
  %48 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %47, align 8
  %49 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %48, i64 2
  %50 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %49, align 8
  %51 = call noundef i8* %50(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %46) #1
  %52 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i64 0, i64 0), i8* noundef %51)
          to label %53 unwind label %64

53:
  call void @__cxa_end_catch()
  br label %35

54:
  %55 = load i8*, i8** %4, align 8
  %56 = call i8* @__cxa_begin_catch(i8* %55) #1
  %57 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i64 0, i64 0))
          to label %58 unwind label %59

58:
  call void @__cxa_end_catch()
  br label %35

59:
  %60 = landingpad { i8*, i32 }
          cleanup
  %61 = extractvalue { i8*, i32 } %60, 0
  store i8* %61, i8** %4, align 8
  %62 = extractvalue { i8*, i32 } %60, 1
  store i32 %62, i32* %5, align 4
  invoke void @__cxa_end_catch()
          to label %63 unwind label %82

63:
  br label %77

64:
  %65 = landingpad { i8*, i32 }
          cleanup
  %66 = extractvalue { i8*, i32 } %65, 0
  store i8* %66, i8** %4, align 8
  %67 = extractvalue { i8*, i32 } %65, 1
  store i32 %67, i32* %5, align 4
  invoke void @__cxa_end_catch()
          to label %68 unwind label %82

68:
  br label %77

69:
  %70 = landingpad { i8*, i32 }
          cleanup
  %71 = extractvalue { i8*, i32 } %70, 0
  store i8* %71, i8** %4, align 8
  %72 = extractvalue { i8*, i32 } %70, 1
  store i32 %72, i32* %5, align 4
  invoke void @__cxa_end_catch()
          to label %73 unwind label %82

73:
  br label %77

74:
  %75 = load i32, i32* @_ZL4live, align 4
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i64 0, i64 0), i32 noundef %75)
  ret i32 0

77:
  %78 = load i8*, i8** %4, align 8
  %79 = load i32, i32* %5, align 4
  %80 = insertvalue { i8*, i32 } poison, i8* %78, 0
  %81 = insertvalue { i8*, i32 } %80, i32 %79, 1
  resume { i8*, i32 } %81

82:
  %83 = landingpad { i8*, i32 }
          catch i8* null
  %84 = extractvalue { i8*, i32 } %83, 0
  call void @__clang_call_terminate(i8* %84) #6
  unreachable
}

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind }
attributes #2 = { noreturn }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind readnone }
attributes #8 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { cold noreturn nounwind }
attributes #10 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
