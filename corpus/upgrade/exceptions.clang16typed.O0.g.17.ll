source_filename = "exceptions.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Guard = type { i32 }
%struct.MyError = type { i32 }
%"class.std::runtime_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"class.std::exception" = type { ptr }
%"struct.std::__cow_string" = type { %union.anon }
%union.anon = type { ptr }

$_ZN5GuardC2Ei = comdat any
$_ZN5GuardD2Ev = comdat any
$__clang_call_terminate = comdat any
$_ZTS7MyError = comdat any
$_ZTI7MyError = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global ptr
@_ZTS7MyError = linkonce_odr dso_local constant [9 x i8] c"7MyError\00", comdat, align 1
@_ZTI7MyError = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr getelementptr inbounds ([9 x i8], ptr @_ZTS7MyError, i32 0, i32 0) }, comdat, align 8
@.str = private unnamed_addr constant [4 x i8] c"two\00", align 1, !dbg !0
@_ZTISt13runtime_error = external constant ptr
@_ZTId = external constant ptr
@.str.1 = private unnamed_addr constant [39 x i8] c"wrapper caught MyError %d, rethrowing\0A\00", align 1, !dbg !8
@_ZTISt9exception = external constant ptr
@.str.2 = private unnamed_addr constant [7 x i8] c"ok %d\0A\00", align 1, !dbg !13
@.str.3 = private unnamed_addr constant [9 x i8] c"unknown\0A\00", align 1, !dbg !18
@.str.4 = private unnamed_addr constant [19 x i8] c"std::exception %s\0A\00", align 1, !dbg !23
@.str.5 = private unnamed_addr constant [12 x i8] c"MyError %d\0A\00", align 1, !dbg !28
@.str.6 = private unnamed_addr constant [9 x i8] c"live=%d\0A\00", align 1, !dbg !33
@_ZL4live = internal global i32 0, align 4, !dbg !35
@.str.7 = private unnamed_addr constant [12 x i8] c"~Guard(%d)\0A\00", align 1, !dbg !57

define dso_local noundef i32 @_Z5riskyi(i32 noundef %0) #0 personality ptr @__gxx_personality_v0 !dbg !848 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Guard, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !850, metadata !DIExpression()), !dbg !851
  call void @llvm.dbg.declare(metadata ptr %3, metadata !852, metadata !DIExpression()), !dbg !853
  %6 = load i32, ptr %2, align 4, !dbg !854
  call void @_ZN5GuardC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6), !dbg !853
  %7 = load i32, ptr %2, align 4, !dbg !855
  %8 = icmp eq i32 %7, 1, !dbg !857
  br i1 %8, label %9, label %16, !dbg !858

9:
  %10 = call ptr @__cxa_allocate_exception(i64 4) #1, !dbg !859
  %11 = getelementptr inbounds %struct.MyError, ptr %10, i32 0, i32 0, !dbg !860
  store i32 42, ptr %11, align 16, !dbg !860
  invoke void @__cxa_throw(ptr %10, ptr @_ZTI7MyError, ptr null) #2
          to label %40 unwind label %12, !dbg !859

12:
  %13 = landingpad { ptr, i32 }
          cleanup, !dbg !861
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !861
  store ptr %14, ptr %4, align 8, !dbg !861
  %15 = extractvalue { ptr, i32 } %13, 1, !dbg !861
  store i32 %15, ptr %5, align 4, !dbg !861
  br label %34, !dbg !861

16:
  %17 = load i32, ptr %2, align 4, !dbg !862
  %18 = icmp eq i32 %17, 2, !dbg !864
  br i1 %18, label %19, label %26, !dbg !865

19:
  %20 = call ptr @__cxa_allocate_exception(i64 16) #1, !dbg !866
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef getelementptr inbounds ([4 x i8], ptr @.str, i64 0, i64 0))
          to label %21 unwind label %22, !dbg !867

21:
  invoke void @__cxa_throw(ptr %20, ptr @_ZTISt13runtime_error, ptr @_ZNSt13runtime_errorD1Ev) #2
          to label %40 unwind label %12, !dbg !866

22:
  %23 = landingpad { ptr, i32 }
          cleanup, !dbg !868
  %24 = extractvalue { ptr, i32 } %23, 0, !dbg !868
  store ptr %24, ptr %4, align 8, !dbg !868
  %25 = extractvalue { ptr, i32 } %23, 1, !dbg !868
  store i32 %25, ptr %5, align 4, !dbg !868
  call void @__cxa_free_exception(ptr %20) #1, !dbg !866
  br label %34, !dbg !866

26:
  %27 = load i32, ptr %2, align 4, !dbg !869
  %28 = icmp eq i32 %27, 3, !dbg !871
  br i1 %28, label %29, label %31, !dbg !872

29:
  %30 = call ptr @__cxa_allocate_exception(i64 8) #1, !dbg !873
  store double 3.500000e+00, ptr %30, align 16, !dbg !873
  invoke void @__cxa_throw(ptr %30, ptr @_ZTId, ptr null) #2
          to label %40 unwind label %12, !dbg !873

31:
  %32 = load i32, ptr %2, align 4, !dbg !874
  %33 = mul nsw i32 %32, 10, !dbg !875
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #1, !dbg !876
  ret i32 %33, !dbg !876

34:
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #1, !dbg !876
  br label %35, !dbg !876

35:
  %36 = load ptr, ptr %4, align 8, !dbg !876
  %37 = load i32, ptr %5, align 4, !dbg !876
  %38 = insertvalue { ptr, i32 } poison, ptr %36, 0, !dbg !876
  %39 = insertvalue { ptr, i32 } %38, i32 %37, 1, !dbg !876
  resume { ptr, i32 } %39, !dbg !876

40:
  unreachable
}

declare void @llvm.dbg.declare(metadata, metadata, metadata) #3

define linkonce_odr dso_local void @_ZN5GuardC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 !dbg !877 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  call void @llvm.dbg.declare(metadata ptr %3, metadata !878, metadata !DIExpression()), !dbg !880
  store i32 %1, ptr %4, align 4
  call void @llvm.dbg.declare(metadata ptr %4, metadata !881, metadata !DIExpression()), !dbg !882
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Guard, ptr %5, i32 0, i32 0, !dbg !883
  %7 = load i32, ptr %4, align 4, !dbg !884
  store i32 %7, ptr %6, align 4, !dbg !883
  %8 = load i32, ptr @_ZL4live, align 4, !dbg !885
  %9 = add nsw i32 %8, 1, !dbg !885
  store i32 %9, ptr @_ZL4live, align 4, !dbg !885
  ret void, !dbg !887
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

declare i32 @__gxx_personality_v0(...)

declare void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #5

declare void @__cxa_free_exception(ptr)

declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

define linkonce_odr dso_local void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !888 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.dbg.declare(metadata ptr %2, metadata !889, metadata !DIExpression()), !dbg !890
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @_ZL4live, align 4, !dbg !891
  %5 = add nsw i32 %4, -1, !dbg !891
  store i32 %5, ptr @_ZL4live, align 4, !dbg !891
  %6 = getelementptr inbounds %struct.Guard, ptr %3, i32 0, i32 0, !dbg !893
  %7 = load i32, ptr %6, align 4, !dbg !893
  %8 = invoke i32 (ptr, ...) @printf(ptr noundef getelementptr inbounds ([12 x i8], ptr @.str.7, i64 0, i64 0), i32 noundef %7)
          to label %9 unwind label %10, !dbg !894

9:
  ret void, !dbg !895

10:
  %11 = landingpad { ptr, i32 }
          catch ptr null, !dbg !894
  %12 = extractvalue { ptr, i32 } %11, 0, !dbg !894
  call void @__clang_call_terminate(ptr %12) #7, !dbg !894
  unreachable, !dbg !894
}

define dso_local noundef i32 @_Z7wrapperi(i32 noundef %0) #0 personality ptr @__gxx_personality_v0 !dbg !896 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !897, metadata !DIExpression()), !dbg !898
  %6 = load i32, ptr %2, align 4, !dbg !899
  %7 = invoke noundef i32 @_Z5riskyi(i32 noundef %6)
          to label %8 unwind label %9, !dbg !901

8:
  ret i32 %7, !dbg !902

9:
  %10 = landingpad { ptr, i32 }
          catch ptr @_ZTI7MyError, !dbg !903
  %11 = extractvalue { ptr, i32 } %10, 0, !dbg !903
  store ptr %11, ptr %3, align 8, !dbg !903
  %12 = extractvalue { ptr, i32 } %10, 1, !dbg !903
  store i32 %12, ptr %4, align 4, !dbg !903
  br label %13, !dbg !903

13:
  %14 = load i32, ptr %4, align 4, !dbg !904
  %15 = call i32 @llvm.eh.typeid.for(ptr @_ZTI7MyError) #1, !dbg !904
  %16 = icmp eq i32 %14, %15, !dbg !904
  br i1 %16, label %17, label %31, !dbg !904

17:
  call void @llvm.dbg.declare(metadata ptr %5, metadata !905, metadata !DIExpression()), !dbg !907
  %18 = load ptr, ptr %3, align 8, !dbg !904
  %19 = call ptr @__cxa_begin_catch(ptr %18) #1, !dbg !904
  store ptr %19, ptr %5, align 8, !dbg !904
  %20 = load ptr, ptr %5, align 8, !dbg !908
  %21 = getelementptr inbounds %struct.MyError, ptr %20, i32 0, i32 0, !dbg !910
  %22 = load i32, ptr %21, align 4, !dbg !910
  %23 = invoke i32 (ptr, ...) @printf(ptr noundef getelementptr inbounds ([39 x i8], ptr @.str.1, i64 0, i64 0), i32 noundef %22)
          to label %24 unwind label %25, !dbg !911

24:
  invoke void @__cxa_rethrow() #2
          to label %39 unwind label %25, !dbg !912

25:
  %26 = landingpad { ptr, i32 }
          cleanup, !dbg !913
  %27 = extractvalue { ptr, i32 } %26, 0, !dbg !913
  store ptr %27, ptr %3, align 8, !dbg !913
  %28 = extractvalue { ptr, i32 } %26, 1, !dbg !913
  store i32 %28, ptr %4, align 4, !dbg !913
  invoke void @__cxa_end_catch()
          to label %29 unwind label %36, !dbg !914

29:
  br label %31, !dbg !914

30:
  call void @llvm.trap(), !dbg !914
  unreachable, !dbg !914

31:
  %32 = load ptr, ptr %3, align 8, !dbg !904
  %33 = load i32, ptr %4, align 4, !dbg !904
  %34 = insertvalue { ptr, i32 } poison, ptr %32, 0, !dbg !904
  %35 = insertvalue { ptr, i32 } %34, i32 %33, 1, !dbg !904
  resume { ptr, i32 } %35, !dbg !904

36:
  %37 = landingpad { ptr, i32 }
          catch ptr null, !dbg !914
  %38 = extractvalue { ptr, i32 } %37, 0, !dbg !914
  call void @__clang_call_terminate(ptr %38) #7, !dbg !914
  unreachable, !dbg !914

39:
  unreachable
}

declare i32 @llvm.eh.typeid.for(ptr) #8

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #5

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #9 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #1
  call void @_ZSt9terminatev() #7
  unreachable
}

declare void @_ZSt9terminatev()

declare void @llvm.trap() #10

define dso_local noundef i32 @main() #11 personality ptr @__gxx_personality_v0 !dbg !915 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !916, metadata !DIExpression()), !dbg !918
  store i32 0, ptr %2, align 4, !dbg !918
  br label %8, !dbg !919

8:
  %9 = load i32, ptr %2, align 4, !dbg !920
  %10 = icmp slt i32 %9, 4, !dbg !922
  br i1 %10, label %11, label %71, !dbg !923

11:
  call void @llvm.dbg.declare(metadata ptr %3, metadata !924, metadata !DIExpression()), !dbg !927
  %12 = load i32, ptr %2, align 4, !dbg !928
  %13 = invoke noundef i32 @_Z7wrapperi(i32 noundef %12)
          to label %14 unwind label %18, !dbg !929

14:
  store i32 %13, ptr %3, align 4, !dbg !927
  %15 = load i32, ptr %3, align 4, !dbg !930
  %16 = invoke i32 (ptr, ...) @printf(ptr noundef getelementptr inbounds ([7 x i8], ptr @.str.2, i64 0, i64 0), i32 noundef %15)
          to label %17 unwind label %18, !dbg !931

17:
  br label %34, !dbg !932

18:
  %19 = landingpad { ptr, i32 }
          catch ptr @_ZTI7MyError
          catch ptr @_ZTISt9exception
          catch ptr null, !dbg !933
  %20 = extractvalue { ptr, i32 } %19, 0, !dbg !933
  store ptr %20, ptr %4, align 8, !dbg !933
  %21 = extractvalue { ptr, i32 } %19, 1, !dbg !933
  store i32 %21, ptr %5, align 4, !dbg !933
  br label %22, !dbg !933

22:
  %23 = load i32, ptr %5, align 4, !dbg !932
  %24 = call i32 @llvm.eh.typeid.for(ptr @_ZTI7MyError) #1, !dbg !932
  %25 = icmp eq i32 %23, %24, !dbg !932
  br i1 %25, label %26, label %38, !dbg !932

26:
  call void @llvm.dbg.declare(metadata ptr %7, metadata !934, metadata !DIExpression()), !dbg !937
  %27 = load ptr, ptr %4, align 8, !dbg !938
  %28 = call ptr @__cxa_begin_catch(ptr %27) #1, !dbg !938
  store ptr %28, ptr %7, align 8, !dbg !938
  %29 = load ptr, ptr %7, align 8, !dbg !940
  %30 = getelementptr inbounds %struct.MyError, ptr %29, i32 0, i32 0, !dbg !942
  %31 = load i32, ptr %30, align 4, !dbg !942
  %32 = invoke i32 (ptr, ...) @printf(ptr noundef getelementptr inbounds ([12 x i8], ptr @.str.5, i64 0, i64 0), i32 noundef %31)
          to label %33 unwind label %66, !dbg !943

33:
  call void @__cxa_end_catch(), !dbg !944
  br label %34, !dbg !944

34:
  br label %35, !dbg !945

35:
  %36 = load i32, ptr %2, align 4, !dbg !946
  %37 = add nsw i32 %36, 1, !dbg !946
  store i32 %37, ptr %2, align 4, !dbg !946
  br label %8, !dbg !947, !llvm.loop !948

38:
  %39 = call i32 @llvm.eh.typeid.for(ptr @_ZTISt9exception) #1, !dbg !932
  %40 = icmp eq i32 %23, %39, !dbg !932
  br i1 %40, label %41, label %51, !dbg !932

41:
  call void @llvm.dbg.declare(metadata ptr %6, metadata !951, metadata !DIExpression()), !dbg !956
  %42 = load ptr, ptr %4, align 8, !dbg !957
  %43 = call ptr @__cxa_begin_catch(ptr %42) #1, !dbg !957
  store ptr %43, ptr %6, align 8, !dbg !957
  %44 = load ptr, ptr %6, align 8, !dbg !959
  %45 = load ptr, ptr %44, align 8, !dbg !960
  %46 = getelementptr inbounds ptr, ptr %45, i64 2, !dbg !960
  %47 = load ptr, ptr %46, align 8, !dbg !960
  %48 = call noundef ptr %47(ptr noundef nonnull align 8 dereferenceable(8) %44) #1, !dbg !960
  %49 = invoke i32 (ptr, ...) @printf(ptr noundef getelementptr inbounds ([19 x i8], ptr @.str.4, i64 0, i64 0), ptr noundef %48)
          to label %50 unwind label %61, !dbg !961

50:
  call void @__cxa_end_catch(), !dbg !938
  br label %34, !dbg !938

51:
  %52 = load ptr, ptr %4, align 8, !dbg !932
  %53 = call ptr @__cxa_begin_catch(ptr %52) #1, !dbg !932
  %54 = invoke i32 (ptr, ...) @printf(ptr noundef getelementptr inbounds ([9 x i8], ptr @.str.3, i64 0, i64 0))
          to label %55 unwind label %56, !dbg !962

55:
  call void @__cxa_end_catch(), !dbg !957
  br label %34, !dbg !957

56:
  %57 = landingpad { ptr, i32 }
          cleanup, !dbg !963
  %58 = extractvalue { ptr, i32 } %57, 0, !dbg !963
  store ptr %58, ptr %4, align 8, !dbg !963
  %59 = extractvalue { ptr, i32 } %57, 1, !dbg !963
  store i32 %59, ptr %5, align 4, !dbg !963
  invoke void @__cxa_end_catch()
          to label %60 unwind label %79, !dbg !957

60:
  br label %74, !dbg !957

61:
  %62 = landingpad { ptr, i32 }
          cleanup, !dbg !964
  %63 = extractvalue { ptr, i32 } %62, 0, !dbg !964
  store ptr %63, ptr %4, align 8, !dbg !964
  %64 = extractvalue { ptr, i32 } %62, 1, !dbg !964
  store i32 %64, ptr %5, align 4, !dbg !964
  invoke void @__cxa_end_catch()
          to label %65 unwind label %79, !dbg !938

65:
  br label %74, !dbg !938

66:
  %67 = landingpad { ptr, i32 }
          cleanup, !dbg !965
  %68 = extractvalue { ptr, i32 } %67, 0, !dbg !965
  store ptr %68, ptr %4, align 8, !dbg !965
  %69 = extractvalue { ptr, i32 } %67, 1, !dbg !965
  store i32 %69, ptr %5, align 4, !dbg !965
  invoke void @__cxa_end_catch()
          to label %70 unwind label %79, !dbg !944

70:
  br label %74, !dbg !944

71:
  %72 = load i32, ptr @_ZL4live, align 4, !dbg !966
  %73 = call i32 (ptr, ...) @printf(ptr noundef getelementptr inbounds ([9 x i8], ptr @.str.6, i64 0, i64 0), i32 noundef %72), !dbg !967
  ret i32 0, !dbg !968

74:
  %75 = load ptr, ptr %4, align 8, !dbg !957
  %76 = load i32, ptr %5, align 4, !dbg !957
  %77 = insertvalue { ptr, i32 } poison, ptr %75, 0, !dbg !957
  %78 = insertvalue { ptr, i32 } %77, i32 %76, 1, !dbg !957
  resume { ptr, i32 } %78, !dbg !957

79:
  %80 = landingpad { ptr, i32 }
          catch ptr null, !dbg !957
  %81 = extractvalue { ptr, i32 } %80, 0, !dbg !957
  call void @__clang_call_terminate(ptr %81) #7, !dbg !957
  unreachable, !dbg !957
}

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind }
attributes #2 = { noreturn }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind memory(none) }
attributes #9 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { cold noreturn nounwind }
attributes #11 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!840, !841, !842, !843, !844, !845, !846}
!llvm.ident = !{!847}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "exceptions.cpp", directory: "/irfix/corpus/src", checksumkind: CSK_MD5, checksum: "abe1814abf1ccf4a26f8822fbbe819ad")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !{!7}
!7 = !DISubrange(count: 4)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 39)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 7)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 9)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 19)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 12)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !20, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "live", linkageName: "_ZL4live", scope: !37, file: !2, line: 6, type: !42, isLocal: true, isDefinition: true)
!37 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !38, globals: !56, imports: !59, splitDebugInlining: false, nameTableKind: None)
!38 = !{!39, !43, !46}
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "MyError", file: !2, line: 14, size: 32, flags: DIFlagTypePassByValue, elements: !40, identifier: "_ZTS7MyError")
!40 = !{!41}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !39, file: !2, line: 15, baseType: !42, size: 32)
!42 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!43 = !DICompositeType(tag: DW_TAG_class_type, name: "runtime_error", scope: !44, file: !45, line: 219, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial)
!44 = !DINamespace(name: "std", scope: null)
!45 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/stdexcept", directory: "")
!46 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Guard", file: !2, line: 8, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !47, identifier: "_ZTS5Guard")
!47 = !{!48, !49, !53}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !46, file: !2, line: 9, baseType: !42, size: 32)
!49 = !DISubprogram(name: "Guard", scope: !46, file: !2, line: 10, type: !50, scopeLine: 10, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!50 = !DISubroutineType(types: !51)
!51 = !{null, !52, !42}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!53 = !DISubprogram(name: "~Guard", scope: !46, file: !2, line: 11, type: !54, scopeLine: 11, flags: DIFlagPrototyped, spFlags: 0)
!54 = !DISubroutineType(types: !55)
!55 = !{null, !52}
!56 = !{!0, !8, !13, !18, !23, !28, !33, !57, !35}
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !30, isLocal: true, isDefinition: true)
!59 = !{!60, !66, !72, !77, !81, !83, !85, !87, !89, !96, !102, !108, !112, !116, !120, !129, !133, !135, !140, !146, !150, !157, !159, !163, !167, !171, !173, !177, !181, !183, !187, !189, !191, !195, !199, !203, !207, !211, !215, !217, !230, !234, !238, !243, !245, !247, !251, !255, !256, !257, !258, !259, !260, !264, !268, !283, !286, !291, !298, !306, !310, !317, !321, !325, !327, !329, !333, !339, !343, !349, !355, !357, !361, !365, !369, !373, !377, !379, !383, !387, !391, !393, !397, !401, !405, !407, !409, !413, !421, !425, !429, !433, !435, !441, !443, !450, !455, !459, !463, !467, !471, !475, !477, !479, !483, !487, !491, !493, !497, !501, !503, !505, !509, !514, !519, !524, !525, !526, !527, !528, !529, !530, !531, !532, !533, !534, !541, !545, !548, !551, !554, !556, !558, !560, !563, !566, !569, !572, !575, !577, !582, !586, !589, !592, !594, !596, !598, !600, !603, !606, !609, !612, !615, !617, !621, !625, !630, !634, !636, !638, !640, !642, !644, !646, !648, !650, !652, !654, !656, !658, !660, !664, !668, !672, !678, !682, !686, !691, !693, !697, !699, !703, !711, !713, !717, !721, !725, !729, !733, !737, !741, !745, !749, !753, !757, !759, !761, !765, !769, !775, !779, !783, !785, !789, !793, !799, !801, !805, !809, !813, !817, !821, !825, !829, !830, !831, !832, !834, !835, !836, !837, !838, !839}
!60 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !61, file: !65, line: 98)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !62, line: 7, baseType: !63)
!62 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!63 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !64, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!64 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!65 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!66 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !67, file: !65, line: 99)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !68, line: 84, baseType: !69)
!68 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !70, line: 14, baseType: !71)
!70 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!71 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !70, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!72 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !73, file: !65, line: 101)
!73 = !DISubprogram(name: "clearerr", scope: !68, file: !68, line: 786, type: !74, flags: DIFlagPrototyped, spFlags: 0)
!74 = !DISubroutineType(types: !75)
!75 = !{null, !76}
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!77 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !78, file: !65, line: 102)
!78 = !DISubprogram(name: "fclose", scope: !68, file: !68, line: 178, type: !79, flags: DIFlagPrototyped, spFlags: 0)
!79 = !DISubroutineType(types: !80)
!80 = !{!42, !76}
!81 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !82, file: !65, line: 103)
!82 = !DISubprogram(name: "feof", scope: !68, file: !68, line: 788, type: !79, flags: DIFlagPrototyped, spFlags: 0)
!83 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !84, file: !65, line: 104)
!84 = !DISubprogram(name: "ferror", scope: !68, file: !68, line: 790, type: !79, flags: DIFlagPrototyped, spFlags: 0)
!85 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !86, file: !65, line: 105)
!86 = !DISubprogram(name: "fflush", scope: !68, file: !68, line: 230, type: !79, flags: DIFlagPrototyped, spFlags: 0)
!87 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !88, file: !65, line: 106)
!88 = !DISubprogram(name: "fgetc", scope: !68, file: !68, line: 513, type: !79, flags: DIFlagPrototyped, spFlags: 0)
!89 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !90, file: !65, line: 107)
!90 = !DISubprogram(name: "fgetpos", scope: !68, file: !68, line: 760, type: !91, flags: DIFlagPrototyped, spFlags: 0)
!91 = !DISubroutineType(types: !92)
!92 = !{!42, !93, !94}
!93 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !76)
!94 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !95)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!96 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !97, file: !65, line: 108)
!97 = !DISubprogram(name: "fgets", scope: !68, file: !68, line: 592, type: !98, flags: DIFlagPrototyped, spFlags: 0)
!98 = !DISubroutineType(types: !99)
!99 = !{!100, !101, !42, !93}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !100)
!102 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !103, file: !65, line: 109)
!103 = !DISubprogram(name: "fopen", scope: !68, file: !68, line: 258, type: !104, flags: DIFlagPrototyped, spFlags: 0)
!104 = !DISubroutineType(types: !105)
!105 = !{!76, !106, !106}
!106 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !107)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!108 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !109, file: !65, line: 110)
!109 = !DISubprogram(name: "fprintf", scope: !68, file: !68, line: 350, type: !110, flags: DIFlagPrototyped, spFlags: 0)
!110 = !DISubroutineType(types: !111)
!111 = !{!42, !93, !106, null}
!112 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !113, file: !65, line: 111)
!113 = !DISubprogram(name: "fputc", scope: !68, file: !68, line: 549, type: !114, flags: DIFlagPrototyped, spFlags: 0)
!114 = !DISubroutineType(types: !115)
!115 = !{!42, !42, !76}
!116 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !117, file: !65, line: 112)
!117 = !DISubprogram(name: "fputs", scope: !68, file: !68, line: 655, type: !118, flags: DIFlagPrototyped, spFlags: 0)
!118 = !DISubroutineType(types: !119)
!119 = !{!42, !106, !93}
!120 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !121, file: !65, line: 113)
!121 = !DISubprogram(name: "fread", scope: !68, file: !68, line: 675, type: !122, flags: DIFlagPrototyped, spFlags: 0)
!122 = !DISubroutineType(types: !123)
!123 = !{!124, !127, !124, !124, !93}
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !125, line: 46, baseType: !126)
!125 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "f95079da609b0e8f201cb8136304bf3b")
!126 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!127 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !128)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!129 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !130, file: !65, line: 114)
!130 = !DISubprogram(name: "freopen", scope: !68, file: !68, line: 265, type: !131, flags: DIFlagPrototyped, spFlags: 0)
!131 = !DISubroutineType(types: !132)
!132 = !{!76, !106, !106, !93}
!133 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !134, file: !65, line: 115)
!134 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !68, file: !68, line: 434, type: !110, flags: DIFlagPrototyped, spFlags: 0)
!135 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !136, file: !65, line: 116)
!136 = !DISubprogram(name: "fseek", scope: !68, file: !68, line: 713, type: !137, flags: DIFlagPrototyped, spFlags: 0)
!137 = !DISubroutineType(types: !138)
!138 = !{!42, !76, !139, !42}
!139 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!140 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !141, file: !65, line: 117)
!141 = !DISubprogram(name: "fsetpos", scope: !68, file: !68, line: 765, type: !142, flags: DIFlagPrototyped, spFlags: 0)
!142 = !DISubroutineType(types: !143)
!143 = !{!42, !76, !144}
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !67)
!146 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !147, file: !65, line: 118)
!147 = !DISubprogram(name: "ftell", scope: !68, file: !68, line: 718, type: !148, flags: DIFlagPrototyped, spFlags: 0)
!148 = !DISubroutineType(types: !149)
!149 = !{!139, !76}
!150 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !151, file: !65, line: 119)
!151 = !DISubprogram(name: "fwrite", scope: !68, file: !68, line: 681, type: !152, flags: DIFlagPrototyped, spFlags: 0)
!152 = !DISubroutineType(types: !153)
!153 = !{!124, !154, !124, !124, !93}
!154 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !155)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!157 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !158, file: !65, line: 120)
!158 = !DISubprogram(name: "getc", scope: !68, file: !68, line: 514, type: !79, flags: DIFlagPrototyped, spFlags: 0)
!159 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !160, file: !65, line: 121)
!160 = !DISubprogram(name: "getchar", scope: !68, file: !68, line: 520, type: !161, flags: DIFlagPrototyped, spFlags: 0)
!161 = !DISubroutineType(types: !162)
!162 = !{!42}
!163 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !164, file: !65, line: 126)
!164 = !DISubprogram(name: "perror", scope: !68, file: !68, line: 804, type: !165, flags: DIFlagPrototyped, spFlags: 0)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !107}
!167 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !168, file: !65, line: 127)
!168 = !DISubprogram(name: "printf", scope: !68, file: !68, line: 356, type: !169, flags: DIFlagPrototyped, spFlags: 0)
!169 = !DISubroutineType(types: !170)
!170 = !{!42, !106, null}
!171 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !172, file: !65, line: 128)
!172 = !DISubprogram(name: "putc", scope: !68, file: !68, line: 550, type: !114, flags: DIFlagPrototyped, spFlags: 0)
!173 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !174, file: !65, line: 129)
!174 = !DISubprogram(name: "putchar", scope: !68, file: !68, line: 556, type: !175, flags: DIFlagPrototyped, spFlags: 0)
!175 = !DISubroutineType(types: !176)
!176 = !{!42, !42}
!177 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !178, file: !65, line: 130)
!178 = !DISubprogram(name: "puts", scope: !68, file: !68, line: 661, type: !179, flags: DIFlagPrototyped, spFlags: 0)
!179 = !DISubroutineType(types: !180)
!180 = !{!42, !107}
!181 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !182, file: !65, line: 131)
!182 = !DISubprogram(name: "remove", scope: !68, file: !68, line: 152, type: !179, flags: DIFlagPrototyped, spFlags: 0)
!183 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !184, file: !65, line: 132)
!184 = !DISubprogram(name: "rename", scope: !68, file: !68, line: 154, type: !185, flags: DIFlagPrototyped, spFlags: 0)
!185 = !DISubroutineType(types: !186)
!186 = !{!42, !107, !107}
!187 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !188, file: !65, line: 133)
!188 = !DISubprogram(name: "rewind", scope: !68, file: !68, line: 723, type: !74, flags: DIFlagPrototyped, spFlags: 0)
!189 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !190, file: !65, line: 134)
!190 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !68, file: !68, line: 437, type: !169, flags: DIFlagPrototyped, spFlags: 0)
!191 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !192, file: !65, line: 135)
!192 = !DISubprogram(name: "setbuf", scope: !68, file: !68, line: 328, type: !193, flags: DIFlagPrototyped, spFlags: 0)
!193 = !DISubroutineType(types: !194)
!194 = !{null, !93, !101}
!195 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !196, file: !65, line: 136)
!196 = !DISubprogram(name: "setvbuf", scope: !68, file: !68, line: 332, type: !197, flags: DIFlagPrototyped, spFlags: 0)
!197 = !DISubroutineType(types: !198)
!198 = !{!42, !93, !101, !42, !124}
!199 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !200, file: !65, line: 137)
!200 = !DISubprogram(name: "sprintf", scope: !68, file: !68, line: 358, type: !201, flags: DIFlagPrototyped, spFlags: 0)
!201 = !DISubroutineType(types: !202)
!202 = !{!42, !101, !106, null}
!203 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !204, file: !65, line: 138)
!204 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !68, file: !68, line: 439, type: !205, flags: DIFlagPrototyped, spFlags: 0)
!205 = !DISubroutineType(types: !206)
!206 = !{!42, !106, !106, null}
!207 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !208, file: !65, line: 139)
!208 = !DISubprogram(name: "tmpfile", scope: !68, file: !68, line: 188, type: !209, flags: DIFlagPrototyped, spFlags: 0)
!209 = !DISubroutineType(types: !210)
!210 = !{!76}
!211 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !212, file: !65, line: 141)
!212 = !DISubprogram(name: "tmpnam", scope: !68, file: !68, line: 205, type: !213, flags: DIFlagPrototyped, spFlags: 0)
!213 = !DISubroutineType(types: !214)
!214 = !{!100, !100}
!215 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !216, file: !65, line: 143)
!216 = !DISubprogram(name: "ungetc", scope: !68, file: !68, line: 668, type: !114, flags: DIFlagPrototyped, spFlags: 0)
!217 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !218, file: !65, line: 144)
!218 = !DISubprogram(name: "vfprintf", scope: !68, file: !68, line: 365, type: !219, flags: DIFlagPrototyped, spFlags: 0)
!219 = !DISubroutineType(types: !220)
!220 = !{!42, !93, !106, !221}
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !222, size: 64)
!222 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, flags: DIFlagTypePassByValue, elements: !223, identifier: "_ZTS13__va_list_tag")
!223 = !{!224, !227, !228, !229}
!224 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !222, file: !225, baseType: !226, size: 32)
!225 = !DIFile(filename: "exceptions.cpp", directory: "/irfix/corpus/src")
!226 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !222, file: !225, baseType: !226, size: 32, offset: 32)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !222, file: !225, baseType: !128, size: 64, offset: 64)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !222, file: !225, baseType: !128, size: 64, offset: 128)
!230 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !231, file: !65, line: 145)
!231 = !DISubprogram(name: "vprintf", scope: !68, file: !68, line: 371, type: !232, flags: DIFlagPrototyped, spFlags: 0)
!232 = !DISubroutineType(types: !233)
!233 = !{!42, !106, !221}
!234 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !235, file: !65, line: 146)
!235 = !DISubprogram(name: "vsprintf", scope: !68, file: !68, line: 373, type: !236, flags: DIFlagPrototyped, spFlags: 0)
!236 = !DISubroutineType(types: !237)
!237 = !{!42, !101, !106, !221}
!238 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !239, entity: !240, file: !65, line: 175)
!239 = !DINamespace(name: "__gnu_cxx", scope: null)
!240 = !DISubprogram(name: "snprintf", scope: !68, file: !68, line: 378, type: !241, flags: DIFlagPrototyped, spFlags: 0)
!241 = !DISubroutineType(types: !242)
!242 = !{!42, !101, !124, !106, null}
!243 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !239, entity: !244, file: !65, line: 176)
!244 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !68, file: !68, line: 479, type: !219, flags: DIFlagPrototyped, spFlags: 0)
!245 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !239, entity: !246, file: !65, line: 177)
!246 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !68, file: !68, line: 484, type: !232, flags: DIFlagPrototyped, spFlags: 0)
!247 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !239, entity: !248, file: !65, line: 178)
!248 = !DISubprogram(name: "vsnprintf", scope: !68, file: !68, line: 382, type: !249, flags: DIFlagPrototyped, spFlags: 0)
!249 = !DISubroutineType(types: !250)
!250 = !{!42, !101, !124, !106, !221}
!251 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !239, entity: !252, file: !65, line: 179)
!252 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !68, file: !68, line: 487, type: !253, flags: DIFlagPrototyped, spFlags: 0)
!253 = !DISubroutineType(types: !254)
!254 = !{!42, !106, !106, !221}
!255 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !240, file: !65, line: 185)
!256 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !244, file: !65, line: 186)
!257 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !246, file: !65, line: 187)
!258 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !248, file: !65, line: 188)
!259 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !252, file: !65, line: 189)
!260 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !261, file: !263, line: 68)
!261 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !262, file: !263, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!262 = !DINamespace(name: "__exception_ptr", scope: !44)
!263 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!264 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !262, entity: !265, file: !263, line: 84)
!265 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !44, file: !263, line: 80, type: !266, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!266 = !DISubroutineType(types: !267)
!267 = !{null, !261}
!268 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !269, file: !282, line: 64)
!269 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !270, line: 6, baseType: !271)
!270 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!271 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !272, line: 21, baseType: !273)
!272 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!273 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !272, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !274, identifier: "_ZTS11__mbstate_t")
!274 = !{!275, !276}
!275 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !273, file: !272, line: 15, baseType: !42, size: 32)
!276 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !273, file: !272, line: 20, baseType: !277, size: 32, offset: 32)
!277 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !273, file: !272, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !278, identifier: "_ZTSN11__mbstate_tUt_E")
!278 = !{!279, !280}
!279 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !277, file: !272, line: 18, baseType: !226, size: 32)
!280 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !277, file: !272, line: 19, baseType: !281, size: 32)
!281 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32, elements: !6)
!282 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cwchar", directory: "")
!283 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !284, file: !282, line: 141)
!284 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !285, line: 20, baseType: !226)
!285 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!286 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !287, file: !282, line: 143)
!287 = !DISubprogram(name: "btowc", scope: !288, file: !288, line: 285, type: !289, flags: DIFlagPrototyped, spFlags: 0)
!288 = !DIFile(filename: "/usr/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!289 = !DISubroutineType(types: !290)
!290 = !{!284, !42}
!291 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !292, file: !282, line: 144)
!292 = !DISubprogram(name: "fgetwc", scope: !288, file: !288, line: 744, type: !293, flags: DIFlagPrototyped, spFlags: 0)
!293 = !DISubroutineType(types: !294)
!294 = !{!284, !295}
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !296, size: 64)
!296 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !297, line: 5, baseType: !63)
!297 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!298 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !299, file: !282, line: 145)
!299 = !DISubprogram(name: "fgetws", scope: !288, file: !288, line: 773, type: !300, flags: DIFlagPrototyped, spFlags: 0)
!300 = !DISubroutineType(types: !301)
!301 = !{!302, !304, !42, !305}
!302 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 64)
!303 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!304 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !302)
!305 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !295)
!306 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !307, file: !282, line: 146)
!307 = !DISubprogram(name: "fputwc", scope: !288, file: !288, line: 758, type: !308, flags: DIFlagPrototyped, spFlags: 0)
!308 = !DISubroutineType(types: !309)
!309 = !{!284, !303, !295}
!310 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !311, file: !282, line: 147)
!311 = !DISubprogram(name: "fputws", scope: !288, file: !288, line: 780, type: !312, flags: DIFlagPrototyped, spFlags: 0)
!312 = !DISubroutineType(types: !313)
!313 = !{!42, !314, !305}
!314 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !315)
!315 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !316, size: 64)
!316 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !303)
!317 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !318, file: !282, line: 148)
!318 = !DISubprogram(name: "fwide", scope: !288, file: !288, line: 588, type: !319, flags: DIFlagPrototyped, spFlags: 0)
!319 = !DISubroutineType(types: !320)
!320 = !{!42, !295, !42}
!321 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !322, file: !282, line: 149)
!322 = !DISubprogram(name: "fwprintf", scope: !288, file: !288, line: 595, type: !323, flags: DIFlagPrototyped, spFlags: 0)
!323 = !DISubroutineType(types: !324)
!324 = !{!42, !305, !314, null}
!325 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !326, file: !282, line: 150)
!326 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !288, file: !288, line: 657, type: !323, flags: DIFlagPrototyped, spFlags: 0)
!327 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !328, file: !282, line: 151)
!328 = !DISubprogram(name: "getwc", scope: !288, file: !288, line: 745, type: !293, flags: DIFlagPrototyped, spFlags: 0)
!329 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !330, file: !282, line: 152)
!330 = !DISubprogram(name: "getwchar", scope: !288, file: !288, line: 751, type: !331, flags: DIFlagPrototyped, spFlags: 0)
!331 = !DISubroutineType(types: !332)
!332 = !{!284}
!333 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !334, file: !282, line: 153)
!334 = !DISubprogram(name: "mbrlen", scope: !288, file: !288, line: 308, type: !335, flags: DIFlagPrototyped, spFlags: 0)
!335 = !DISubroutineType(types: !336)
!336 = !{!124, !106, !124, !337}
!337 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !338)
!338 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !269, size: 64)
!339 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !340, file: !282, line: 154)
!340 = !DISubprogram(name: "mbrtowc", scope: !288, file: !288, line: 297, type: !341, flags: DIFlagPrototyped, spFlags: 0)
!341 = !DISubroutineType(types: !342)
!342 = !{!124, !304, !106, !124, !337}
!343 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !344, file: !282, line: 155)
!344 = !DISubprogram(name: "mbsinit", scope: !288, file: !288, line: 293, type: !345, flags: DIFlagPrototyped, spFlags: 0)
!345 = !DISubroutineType(types: !346)
!346 = !{!42, !347}
!347 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !348, size: 64)
!348 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !269)
!349 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !350, file: !282, line: 156)
!350 = !DISubprogram(name: "mbsrtowcs", scope: !288, file: !288, line: 338, type: !351, flags: DIFlagPrototyped, spFlags: 0)
!351 = !DISubroutineType(types: !352)
!352 = !{!124, !304, !353, !124, !337}
!353 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !354)
!354 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!355 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !356, file: !282, line: 157)
!356 = !DISubprogram(name: "putwc", scope: !288, file: !288, line: 759, type: !308, flags: DIFlagPrototyped, spFlags: 0)
!357 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !358, file: !282, line: 158)
!358 = !DISubprogram(name: "putwchar", scope: !288, file: !288, line: 765, type: !359, flags: DIFlagPrototyped, spFlags: 0)
!359 = !DISubroutineType(types: !360)
!360 = !{!284, !303}
!361 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !362, file: !282, line: 160)
!362 = !DISubprogram(name: "swprintf", scope: !288, file: !288, line: 605, type: !363, flags: DIFlagPrototyped, spFlags: 0)
!363 = !DISubroutineType(types: !364)
!364 = !{!42, !304, !124, !314, null}
!365 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !366, file: !282, line: 162)
!366 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !288, file: !288, line: 664, type: !367, flags: DIFlagPrototyped, spFlags: 0)
!367 = !DISubroutineType(types: !368)
!368 = !{!42, !314, !314, null}
!369 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !370, file: !282, line: 163)
!370 = !DISubprogram(name: "ungetwc", scope: !288, file: !288, line: 788, type: !371, flags: DIFlagPrototyped, spFlags: 0)
!371 = !DISubroutineType(types: !372)
!372 = !{!284, !284, !295}
!373 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !374, file: !282, line: 164)
!374 = !DISubprogram(name: "vfwprintf", scope: !288, file: !288, line: 613, type: !375, flags: DIFlagPrototyped, spFlags: 0)
!375 = !DISubroutineType(types: !376)
!376 = !{!42, !305, !314, !221}
!377 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !378, file: !282, line: 166)
!378 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !288, file: !288, line: 711, type: !375, flags: DIFlagPrototyped, spFlags: 0)
!379 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !380, file: !282, line: 169)
!380 = !DISubprogram(name: "vswprintf", scope: !288, file: !288, line: 626, type: !381, flags: DIFlagPrototyped, spFlags: 0)
!381 = !DISubroutineType(types: !382)
!382 = !{!42, !304, !124, !314, !221}
!383 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !384, file: !282, line: 172)
!384 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !288, file: !288, line: 718, type: !385, flags: DIFlagPrototyped, spFlags: 0)
!385 = !DISubroutineType(types: !386)
!386 = !{!42, !314, !314, !221}
!387 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !388, file: !282, line: 174)
!388 = !DISubprogram(name: "vwprintf", scope: !288, file: !288, line: 621, type: !389, flags: DIFlagPrototyped, spFlags: 0)
!389 = !DISubroutineType(types: !390)
!390 = !{!42, !314, !221}
!391 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !392, file: !282, line: 176)
!392 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !288, file: !288, line: 715, type: !389, flags: DIFlagPrototyped, spFlags: 0)
!393 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !394, file: !282, line: 178)
!394 = !DISubprogram(name: "wcrtomb", scope: !288, file: !288, line: 302, type: !395, flags: DIFlagPrototyped, spFlags: 0)
!395 = !DISubroutineType(types: !396)
!396 = !{!124, !101, !303, !337}
!397 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !398, file: !282, line: 179)
!398 = !DISubprogram(name: "wcscat", scope: !288, file: !288, line: 97, type: !399, flags: DIFlagPrototyped, spFlags: 0)
!399 = !DISubroutineType(types: !400)
!400 = !{!302, !304, !314}
!401 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !402, file: !282, line: 180)
!402 = !DISubprogram(name: "wcscmp", scope: !288, file: !288, line: 106, type: !403, flags: DIFlagPrototyped, spFlags: 0)
!403 = !DISubroutineType(types: !404)
!404 = !{!42, !315, !315}
!405 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !406, file: !282, line: 181)
!406 = !DISubprogram(name: "wcscoll", scope: !288, file: !288, line: 131, type: !403, flags: DIFlagPrototyped, spFlags: 0)
!407 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !408, file: !282, line: 182)
!408 = !DISubprogram(name: "wcscpy", scope: !288, file: !288, line: 87, type: !399, flags: DIFlagPrototyped, spFlags: 0)
!409 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !410, file: !282, line: 183)
!410 = !DISubprogram(name: "wcscspn", scope: !288, file: !288, line: 188, type: !411, flags: DIFlagPrototyped, spFlags: 0)
!411 = !DISubroutineType(types: !412)
!412 = !{!124, !315, !315}
!413 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !414, file: !282, line: 184)
!414 = !DISubprogram(name: "wcsftime", scope: !288, file: !288, line: 852, type: !415, flags: DIFlagPrototyped, spFlags: 0)
!415 = !DISubroutineType(types: !416)
!416 = !{!124, !304, !124, !314, !417}
!417 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !418)
!418 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !419, size: 64)
!419 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !420)
!420 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !288, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!421 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !422, file: !282, line: 185)
!422 = !DISubprogram(name: "wcslen", scope: !288, file: !288, line: 223, type: !423, flags: DIFlagPrototyped, spFlags: 0)
!423 = !DISubroutineType(types: !424)
!424 = !{!124, !315}
!425 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !426, file: !282, line: 186)
!426 = !DISubprogram(name: "wcsncat", scope: !288, file: !288, line: 101, type: !427, flags: DIFlagPrototyped, spFlags: 0)
!427 = !DISubroutineType(types: !428)
!428 = !{!302, !304, !314, !124}
!429 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !430, file: !282, line: 187)
!430 = !DISubprogram(name: "wcsncmp", scope: !288, file: !288, line: 109, type: !431, flags: DIFlagPrototyped, spFlags: 0)
!431 = !DISubroutineType(types: !432)
!432 = !{!42, !315, !315, !124}
!433 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !434, file: !282, line: 188)
!434 = !DISubprogram(name: "wcsncpy", scope: !288, file: !288, line: 92, type: !427, flags: DIFlagPrototyped, spFlags: 0)
!435 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !436, file: !282, line: 189)
!436 = !DISubprogram(name: "wcsrtombs", scope: !288, file: !288, line: 344, type: !437, flags: DIFlagPrototyped, spFlags: 0)
!437 = !DISubroutineType(types: !438)
!438 = !{!124, !101, !439, !124, !337}
!439 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !440)
!440 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !315, size: 64)
!441 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !442, file: !282, line: 190)
!442 = !DISubprogram(name: "wcsspn", scope: !288, file: !288, line: 192, type: !411, flags: DIFlagPrototyped, spFlags: 0)
!443 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !444, file: !282, line: 191)
!444 = !DISubprogram(name: "wcstod", scope: !288, file: !288, line: 378, type: !445, flags: DIFlagPrototyped, spFlags: 0)
!445 = !DISubroutineType(types: !446)
!446 = !{!447, !314, !448}
!447 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!448 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !449)
!449 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !302, size: 64)
!450 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !451, file: !282, line: 193)
!451 = !DISubprogram(name: "wcstof", scope: !288, file: !288, line: 383, type: !452, flags: DIFlagPrototyped, spFlags: 0)
!452 = !DISubroutineType(types: !453)
!453 = !{!454, !314, !448}
!454 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!455 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !456, file: !282, line: 195)
!456 = !DISubprogram(name: "wcstok", scope: !288, file: !288, line: 218, type: !457, flags: DIFlagPrototyped, spFlags: 0)
!457 = !DISubroutineType(types: !458)
!458 = !{!302, !304, !314, !448}
!459 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !460, file: !282, line: 196)
!460 = !DISubprogram(name: "wcstol", scope: !288, file: !288, line: 429, type: !461, flags: DIFlagPrototyped, spFlags: 0)
!461 = !DISubroutineType(types: !462)
!462 = !{!139, !314, !448, !42}
!463 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !464, file: !282, line: 197)
!464 = !DISubprogram(name: "wcstoul", scope: !288, file: !288, line: 434, type: !465, flags: DIFlagPrototyped, spFlags: 0)
!465 = !DISubroutineType(types: !466)
!466 = !{!126, !314, !448, !42}
!467 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !468, file: !282, line: 198)
!468 = !DISubprogram(name: "wcsxfrm", scope: !288, file: !288, line: 135, type: !469, flags: DIFlagPrototyped, spFlags: 0)
!469 = !DISubroutineType(types: !470)
!470 = !{!124, !304, !314, !124}
!471 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !472, file: !282, line: 199)
!472 = !DISubprogram(name: "wctob", scope: !288, file: !288, line: 289, type: !473, flags: DIFlagPrototyped, spFlags: 0)
!473 = !DISubroutineType(types: !474)
!474 = !{!42, !284}
!475 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !476, file: !282, line: 200)
!476 = !DISubprogram(name: "wmemcmp", scope: !288, file: !288, line: 259, type: !431, flags: DIFlagPrototyped, spFlags: 0)
!477 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !478, file: !282, line: 201)
!478 = !DISubprogram(name: "wmemcpy", scope: !288, file: !288, line: 263, type: !427, flags: DIFlagPrototyped, spFlags: 0)
!479 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !480, file: !282, line: 202)
!480 = !DISubprogram(name: "wmemmove", scope: !288, file: !288, line: 268, type: !481, flags: DIFlagPrototyped, spFlags: 0)
!481 = !DISubroutineType(types: !482)
!482 = !{!302, !302, !315, !124}
!483 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !484, file: !282, line: 203)
!484 = !DISubprogram(name: "wmemset", scope: !288, file: !288, line: 272, type: !485, flags: DIFlagPrototyped, spFlags: 0)
!485 = !DISubroutineType(types: !486)
!486 = !{!302, !302, !303, !124}
!487 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !488, file: !282, line: 204)
!488 = !DISubprogram(name: "wprintf", scope: !288, file: !288, line: 602, type: !489, flags: DIFlagPrototyped, spFlags: 0)
!489 = !DISubroutineType(types: !490)
!490 = !{!42, !314, null}
!491 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !492, file: !282, line: 205)
!492 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !288, file: !288, line: 661, type: !489, flags: DIFlagPrototyped, spFlags: 0)
!493 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !494, file: !282, line: 206)
!494 = !DISubprogram(name: "wcschr", scope: !288, file: !288, line: 165, type: !495, flags: DIFlagPrototyped, spFlags: 0)
!495 = !DISubroutineType(types: !496)
!496 = !{!302, !315, !303}
!497 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !498, file: !282, line: 207)
!498 = !DISubprogram(name: "wcspbrk", scope: !288, file: !288, line: 202, type: !499, flags: DIFlagPrototyped, spFlags: 0)
!499 = !DISubroutineType(types: !500)
!500 = !{!302, !315, !315}
!501 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !502, file: !282, line: 208)
!502 = !DISubprogram(name: "wcsrchr", scope: !288, file: !288, line: 175, type: !495, flags: DIFlagPrototyped, spFlags: 0)
!503 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !504, file: !282, line: 209)
!504 = !DISubprogram(name: "wcsstr", scope: !288, file: !288, line: 213, type: !499, flags: DIFlagPrototyped, spFlags: 0)
!505 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !506, file: !282, line: 210)
!506 = !DISubprogram(name: "wmemchr", scope: !288, file: !288, line: 254, type: !507, flags: DIFlagPrototyped, spFlags: 0)
!507 = !DISubroutineType(types: !508)
!508 = !{!302, !315, !303, !124}
!509 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !239, entity: !510, file: !282, line: 251)
!510 = !DISubprogram(name: "wcstold", scope: !288, file: !288, line: 385, type: !511, flags: DIFlagPrototyped, spFlags: 0)
!511 = !DISubroutineType(types: !512)
!512 = !{!513, !314, !448}
!513 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!514 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !239, entity: !515, file: !282, line: 260)
!515 = !DISubprogram(name: "wcstoll", scope: !288, file: !288, line: 442, type: !516, flags: DIFlagPrototyped, spFlags: 0)
!516 = !DISubroutineType(types: !517)
!517 = !{!518, !314, !448, !42}
!518 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!519 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !239, entity: !520, file: !282, line: 261)
!520 = !DISubprogram(name: "wcstoull", scope: !288, file: !288, line: 449, type: !521, flags: DIFlagPrototyped, spFlags: 0)
!521 = !DISubroutineType(types: !522)
!522 = !{!523, !314, !448, !42}
!523 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!524 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !510, file: !282, line: 267)
!525 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !515, file: !282, line: 268)
!526 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !520, file: !282, line: 269)
!527 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !451, file: !282, line: 283)
!528 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !378, file: !282, line: 286)
!529 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !384, file: !282, line: 289)
!530 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !392, file: !282, line: 292)
!531 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !510, file: !282, line: 296)
!532 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !515, file: !282, line: 297)
!533 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !520, file: !282, line: 298)
!534 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !535, file: !540, line: 47)
!535 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !536, line: 24, baseType: !537)
!536 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!537 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !538, line: 37, baseType: !539)
!538 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!539 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!540 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdint", directory: "")
!541 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !542, file: !540, line: 48)
!542 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !536, line: 25, baseType: !543)
!543 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !538, line: 39, baseType: !544)
!544 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!545 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !546, file: !540, line: 49)
!546 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !536, line: 26, baseType: !547)
!547 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !538, line: 41, baseType: !42)
!548 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !549, file: !540, line: 50)
!549 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !536, line: 27, baseType: !550)
!550 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !538, line: 44, baseType: !139)
!551 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !552, file: !540, line: 52)
!552 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !553, line: 58, baseType: !539)
!553 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!554 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !555, file: !540, line: 53)
!555 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !553, line: 60, baseType: !139)
!556 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !557, file: !540, line: 54)
!557 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !553, line: 61, baseType: !139)
!558 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !559, file: !540, line: 55)
!559 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !553, line: 62, baseType: !139)
!560 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !561, file: !540, line: 57)
!561 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !553, line: 43, baseType: !562)
!562 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !538, line: 52, baseType: !537)
!563 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !564, file: !540, line: 58)
!564 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !553, line: 44, baseType: !565)
!565 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !538, line: 54, baseType: !543)
!566 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !567, file: !540, line: 59)
!567 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !553, line: 45, baseType: !568)
!568 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !538, line: 56, baseType: !547)
!569 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !570, file: !540, line: 60)
!570 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !553, line: 46, baseType: !571)
!571 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !538, line: 58, baseType: !550)
!572 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !573, file: !540, line: 62)
!573 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !553, line: 101, baseType: !574)
!574 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !538, line: 72, baseType: !139)
!575 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !576, file: !540, line: 63)
!576 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !553, line: 87, baseType: !139)
!577 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !578, file: !540, line: 65)
!578 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !579, line: 24, baseType: !580)
!579 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!580 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !538, line: 38, baseType: !581)
!581 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!582 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !583, file: !540, line: 66)
!583 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !579, line: 25, baseType: !584)
!584 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !538, line: 40, baseType: !585)
!585 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!586 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !587, file: !540, line: 67)
!587 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !579, line: 26, baseType: !588)
!588 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !538, line: 42, baseType: !226)
!589 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !590, file: !540, line: 68)
!590 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !579, line: 27, baseType: !591)
!591 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !538, line: 45, baseType: !126)
!592 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !593, file: !540, line: 70)
!593 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !553, line: 71, baseType: !581)
!594 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !595, file: !540, line: 71)
!595 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !553, line: 73, baseType: !126)
!596 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !597, file: !540, line: 72)
!597 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !553, line: 74, baseType: !126)
!598 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !599, file: !540, line: 73)
!599 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !553, line: 75, baseType: !126)
!600 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !601, file: !540, line: 75)
!601 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !553, line: 49, baseType: !602)
!602 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !538, line: 53, baseType: !580)
!603 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !604, file: !540, line: 76)
!604 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !553, line: 50, baseType: !605)
!605 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !538, line: 55, baseType: !584)
!606 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !607, file: !540, line: 77)
!607 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !553, line: 51, baseType: !608)
!608 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !538, line: 57, baseType: !588)
!609 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !610, file: !540, line: 78)
!610 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !553, line: 52, baseType: !611)
!611 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !538, line: 59, baseType: !591)
!612 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !613, file: !540, line: 80)
!613 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !553, line: 102, baseType: !614)
!614 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !538, line: 73, baseType: !126)
!615 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !616, file: !540, line: 81)
!616 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !553, line: 90, baseType: !126)
!617 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !618, file: !620, line: 53)
!618 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !619, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!619 = !DIFile(filename: "/usr/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!620 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/clocale", directory: "")
!621 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !622, file: !620, line: 54)
!622 = !DISubprogram(name: "setlocale", scope: !619, file: !619, line: 122, type: !623, flags: DIFlagPrototyped, spFlags: 0)
!623 = !DISubroutineType(types: !624)
!624 = !{!100, !42, !107}
!625 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !626, file: !620, line: 55)
!626 = !DISubprogram(name: "localeconv", scope: !619, file: !619, line: 125, type: !627, flags: DIFlagPrototyped, spFlags: 0)
!627 = !DISubroutineType(types: !628)
!628 = !{!629}
!629 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !618, size: 64)
!630 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !631, file: !633, line: 64)
!631 = !DISubprogram(name: "isalnum", scope: !632, file: !632, line: 108, type: !175, flags: DIFlagPrototyped, spFlags: 0)
!632 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!633 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cctype", directory: "")
!634 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !635, file: !633, line: 65)
!635 = !DISubprogram(name: "isalpha", scope: !632, file: !632, line: 109, type: !175, flags: DIFlagPrototyped, spFlags: 0)
!636 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !637, file: !633, line: 66)
!637 = !DISubprogram(name: "iscntrl", scope: !632, file: !632, line: 110, type: !175, flags: DIFlagPrototyped, spFlags: 0)
!638 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !639, file: !633, line: 67)
!639 = !DISubprogram(name: "isdigit", scope: !632, file: !632, line: 111, type: !175, flags: DIFlagPrototyped, spFlags: 0)
!640 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !641, file: !633, line: 68)
!641 = !DISubprogram(name: "isgraph", scope: !632, file: !632, line: 113, type: !175, flags: DIFlagPrototyped, spFlags: 0)
!642 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !643, file: !633, line: 69)
!643 = !DISubprogram(name: "islower", scope: !632, file: !632, line: 112, type: !175, flags: DIFlagPrototyped, spFlags: 0)
!644 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !645, file: !633, line: 70)
!645 = !DISubprogram(name: "isprint", scope: !632, file: !632, line: 114, type: !175, flags: DIFlagPrototyped, spFlags: 0)
!646 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !647, file: !633, line: 71)
!647 = !DISubprogram(name: "ispunct", scope: !632, file: !632, line: 115, type: !175, flags: DIFlagPrototyped, spFlags: 0)
!648 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !649, file: !633, line: 72)
!649 = !DISubprogram(name: "isspace", scope: !632, file: !632, line: 116, type: !175, flags: DIFlagPrototyped, spFlags: 0)
!650 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !651, file: !633, line: 73)
!651 = !DISubprogram(name: "isupper", scope: !632, file: !632, line: 117, type: !175, flags: DIFlagPrototyped, spFlags: 0)
!652 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !653, file: !633, line: 74)
!653 = !DISubprogram(name: "isxdigit", scope: !632, file: !632, line: 118, type: !175, flags: DIFlagPrototyped, spFlags: 0)
!654 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !655, file: !633, line: 75)
!655 = !DISubprogram(name: "tolower", scope: !632, file: !632, line: 122, type: !175, flags: DIFlagPrototyped, spFlags: 0)
!656 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !657, file: !633, line: 76)
!657 = !DISubprogram(name: "toupper", scope: !632, file: !632, line: 125, type: !175, flags: DIFlagPrototyped, spFlags: 0)
!658 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !659, file: !633, line: 87)
!659 = !DISubprogram(name: "isblank", scope: !632, file: !632, line: 130, type: !175, flags: DIFlagPrototyped, spFlags: 0)
!660 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !661, entity: !662, file: !663, line: 58)
!661 = !DINamespace(name: "__gnu_debug", scope: null)
!662 = !DINamespace(name: "__debug", scope: !44)
!663 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!664 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !665, file: !667, line: 52)
!665 = !DISubprogram(name: "abs", scope: !666, file: !666, line: 861, type: !175, flags: DIFlagPrototyped, spFlags: 0)
!666 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!667 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!668 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !669, file: !671, line: 127)
!669 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !666, line: 63, baseType: !670)
!670 = !DICompositeType(tag: DW_TAG_structure_type, file: !666, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!671 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!672 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !673, file: !671, line: 128)
!673 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !666, line: 71, baseType: !674)
!674 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !666, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !675, identifier: "_ZTS6ldiv_t")
!675 = !{!676, !677}
!676 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !674, file: !666, line: 69, baseType: !139, size: 64)
!677 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !674, file: !666, line: 70, baseType: !139, size: 64, offset: 64)
!678 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !679, file: !671, line: 130)
!679 = !DISubprogram(name: "abort", scope: !666, file: !666, line: 611, type: !680, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!680 = !DISubroutineType(types: !681)
!681 = !{null}
!682 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !683, file: !671, line: 132)
!683 = !DISubprogram(name: "aligned_alloc", scope: !666, file: !666, line: 605, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!684 = !DISubroutineType(types: !685)
!685 = !{!128, !124, !124}
!686 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !687, file: !671, line: 134)
!687 = !DISubprogram(name: "atexit", scope: !666, file: !666, line: 615, type: !688, flags: DIFlagPrototyped, spFlags: 0)
!688 = !DISubroutineType(types: !689)
!689 = !{!42, !690}
!690 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !680, size: 64)
!691 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !692, file: !671, line: 137)
!692 = !DISubprogram(name: "at_quick_exit", scope: !666, file: !666, line: 620, type: !688, flags: DIFlagPrototyped, spFlags: 0)
!693 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !694, file: !671, line: 140)
!694 = !DISubprogram(name: "atof", scope: !666, file: !666, line: 102, type: !695, flags: DIFlagPrototyped, spFlags: 0)
!695 = !DISubroutineType(types: !696)
!696 = !{!447, !107}
!697 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !698, file: !671, line: 141)
!698 = !DISubprogram(name: "atoi", scope: !666, file: !666, line: 105, type: !179, flags: DIFlagPrototyped, spFlags: 0)
!699 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !700, file: !671, line: 142)
!700 = !DISubprogram(name: "atol", scope: !666, file: !666, line: 108, type: !701, flags: DIFlagPrototyped, spFlags: 0)
!701 = !DISubroutineType(types: !702)
!702 = !{!139, !107}
!703 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !704, file: !671, line: 143)
!704 = !DISubprogram(name: "bsearch", scope: !666, file: !666, line: 841, type: !705, flags: DIFlagPrototyped, spFlags: 0)
!705 = !DISubroutineType(types: !706)
!706 = !{!128, !155, !155, !124, !124, !707}
!707 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !666, line: 829, baseType: !708)
!708 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !709, size: 64)
!709 = !DISubroutineType(types: !710)
!710 = !{!42, !155, !155}
!711 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !712, file: !671, line: 144)
!712 = !DISubprogram(name: "calloc", scope: !666, file: !666, line: 556, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!713 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !714, file: !671, line: 145)
!714 = !DISubprogram(name: "div", scope: !666, file: !666, line: 873, type: !715, flags: DIFlagPrototyped, spFlags: 0)
!715 = !DISubroutineType(types: !716)
!716 = !{!669, !42, !42}
!717 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !718, file: !671, line: 146)
!718 = !DISubprogram(name: "exit", scope: !666, file: !666, line: 637, type: !719, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!719 = !DISubroutineType(types: !720)
!720 = !{null, !42}
!721 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !722, file: !671, line: 147)
!722 = !DISubprogram(name: "free", scope: !666, file: !666, line: 568, type: !723, flags: DIFlagPrototyped, spFlags: 0)
!723 = !DISubroutineType(types: !724)
!724 = !{null, !128}
!725 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !726, file: !671, line: 148)
!726 = !DISubprogram(name: "getenv", scope: !666, file: !666, line: 654, type: !727, flags: DIFlagPrototyped, spFlags: 0)
!727 = !DISubroutineType(types: !728)
!728 = !{!100, !107}
!729 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !730, file: !671, line: 149)
!730 = !DISubprogram(name: "labs", scope: !666, file: !666, line: 862, type: !731, flags: DIFlagPrototyped, spFlags: 0)
!731 = !DISubroutineType(types: !732)
!732 = !{!139, !139}
!733 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !734, file: !671, line: 150)
!734 = !DISubprogram(name: "ldiv", scope: !666, file: !666, line: 875, type: !735, flags: DIFlagPrototyped, spFlags: 0)
!735 = !DISubroutineType(types: !736)
!736 = !{!673, !139, !139}
!737 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !738, file: !671, line: 151)
!738 = !DISubprogram(name: "malloc", scope: !666, file: !666, line: 553, type: !739, flags: DIFlagPrototyped, spFlags: 0)
!739 = !DISubroutineType(types: !740)
!740 = !{!128, !124}
!741 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !742, file: !671, line: 153)
!742 = !DISubprogram(name: "mblen", scope: !666, file: !666, line: 943, type: !743, flags: DIFlagPrototyped, spFlags: 0)
!743 = !DISubroutineType(types: !744)
!744 = !{!42, !107, !124}
!745 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !746, file: !671, line: 154)
!746 = !DISubprogram(name: "mbstowcs", scope: !666, file: !666, line: 954, type: !747, flags: DIFlagPrototyped, spFlags: 0)
!747 = !DISubroutineType(types: !748)
!748 = !{!124, !304, !106, !124}
!749 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !750, file: !671, line: 155)
!750 = !DISubprogram(name: "mbtowc", scope: !666, file: !666, line: 946, type: !751, flags: DIFlagPrototyped, spFlags: 0)
!751 = !DISubroutineType(types: !752)
!752 = !{!42, !304, !106, !124}
!753 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !754, file: !671, line: 157)
!754 = !DISubprogram(name: "qsort", scope: !666, file: !666, line: 851, type: !755, flags: DIFlagPrototyped, spFlags: 0)
!755 = !DISubroutineType(types: !756)
!756 = !{null, !128, !124, !124, !707}
!757 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !758, file: !671, line: 160)
!758 = !DISubprogram(name: "quick_exit", scope: !666, file: !666, line: 643, type: !719, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !760, file: !671, line: 163)
!760 = !DISubprogram(name: "rand", scope: !666, file: !666, line: 454, type: !161, flags: DIFlagPrototyped, spFlags: 0)
!761 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !762, file: !671, line: 164)
!762 = !DISubprogram(name: "realloc", scope: !666, file: !666, line: 564, type: !763, flags: DIFlagPrototyped, spFlags: 0)
!763 = !DISubroutineType(types: !764)
!764 = !{!128, !128, !124}
!765 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !766, file: !671, line: 165)
!766 = !DISubprogram(name: "srand", scope: !666, file: !666, line: 456, type: !767, flags: DIFlagPrototyped, spFlags: 0)
!767 = !DISubroutineType(types: !768)
!768 = !{null, !226}
!769 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !770, file: !671, line: 166)
!770 = !DISubprogram(name: "strtod", scope: !666, file: !666, line: 118, type: !771, flags: DIFlagPrototyped, spFlags: 0)
!771 = !DISubroutineType(types: !772)
!772 = !{!447, !106, !773}
!773 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !774)
!774 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!775 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !776, file: !671, line: 167)
!776 = !DISubprogram(name: "strtol", scope: !666, file: !666, line: 177, type: !777, flags: DIFlagPrototyped, spFlags: 0)
!777 = !DISubroutineType(types: !778)
!778 = !{!139, !106, !773, !42}
!779 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !780, file: !671, line: 168)
!780 = !DISubprogram(name: "strtoul", scope: !666, file: !666, line: 181, type: !781, flags: DIFlagPrototyped, spFlags: 0)
!781 = !DISubroutineType(types: !782)
!782 = !{!126, !106, !773, !42}
!783 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !784, file: !671, line: 169)
!784 = !DISubprogram(name: "system", scope: !666, file: !666, line: 804, type: !179, flags: DIFlagPrototyped, spFlags: 0)
!785 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !786, file: !671, line: 171)
!786 = !DISubprogram(name: "wcstombs", scope: !666, file: !666, line: 958, type: !787, flags: DIFlagPrototyped, spFlags: 0)
!787 = !DISubroutineType(types: !788)
!788 = !{!124, !101, !314, !124}
!789 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !790, file: !671, line: 172)
!790 = !DISubprogram(name: "wctomb", scope: !666, file: !666, line: 950, type: !791, flags: DIFlagPrototyped, spFlags: 0)
!791 = !DISubroutineType(types: !792)
!792 = !{!42, !100, !303}
!793 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !239, entity: !794, file: !671, line: 200)
!794 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !666, line: 81, baseType: !795)
!795 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !666, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !796, identifier: "_ZTS7lldiv_t")
!796 = !{!797, !798}
!797 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !795, file: !666, line: 79, baseType: !518, size: 64)
!798 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !795, file: !666, line: 80, baseType: !518, size: 64, offset: 64)
!799 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !239, entity: !800, file: !671, line: 206)
!800 = !DISubprogram(name: "_Exit", scope: !666, file: !666, line: 649, type: !719, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!801 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !239, entity: !802, file: !671, line: 210)
!802 = !DISubprogram(name: "llabs", scope: !666, file: !666, line: 865, type: !803, flags: DIFlagPrototyped, spFlags: 0)
!803 = !DISubroutineType(types: !804)
!804 = !{!518, !518}
!805 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !239, entity: !806, file: !671, line: 216)
!806 = !DISubprogram(name: "lldiv", scope: !666, file: !666, line: 879, type: !807, flags: DIFlagPrototyped, spFlags: 0)
!807 = !DISubroutineType(types: !808)
!808 = !{!794, !518, !518}
!809 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !239, entity: !810, file: !671, line: 227)
!810 = !DISubprogram(name: "atoll", scope: !666, file: !666, line: 113, type: !811, flags: DIFlagPrototyped, spFlags: 0)
!811 = !DISubroutineType(types: !812)
!812 = !{!518, !107}
!813 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !239, entity: !814, file: !671, line: 228)
!814 = !DISubprogram(name: "strtoll", scope: !666, file: !666, line: 201, type: !815, flags: DIFlagPrototyped, spFlags: 0)
!815 = !DISubroutineType(types: !816)
!816 = !{!518, !106, !773, !42}
!817 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !239, entity: !818, file: !671, line: 229)
!818 = !DISubprogram(name: "strtoull", scope: !666, file: !666, line: 206, type: !819, flags: DIFlagPrototyped, spFlags: 0)
!819 = !DISubroutineType(types: !820)
!820 = !{!523, !106, !773, !42}
!821 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !239, entity: !822, file: !671, line: 231)
!822 = !DISubprogram(name: "strtof", scope: !666, file: !666, line: 124, type: !823, flags: DIFlagPrototyped, spFlags: 0)
!823 = !DISubroutineType(types: !824)
!824 = !{!454, !106, !773}
!825 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !239, entity: !826, file: !671, line: 232)
!826 = !DISubprogram(name: "strtold", scope: !666, file: !666, line: 127, type: !827, flags: DIFlagPrototyped, spFlags: 0)
!827 = !DISubroutineType(types: !828)
!828 = !{!513, !106, !773}
!829 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !794, file: !671, line: 240)
!830 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !800, file: !671, line: 242)
!831 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !802, file: !671, line: 244)
!832 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !833, file: !671, line: 245)
!833 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !239, file: !671, line: 213, type: !807, flags: DIFlagPrototyped, spFlags: 0)
!834 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !806, file: !671, line: 246)
!835 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !810, file: !671, line: 248)
!836 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !822, file: !671, line: 249)
!837 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !814, file: !671, line: 250)
!838 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !818, file: !671, line: 251)
!839 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !826, file: !671, line: 252)
!840 = !{i32 7, !"Dwarf Version", i32 5}
!841 = !{i32 2, !"Debug Info Version", i32 3}
!842 = !{i32 1, !"wchar_size", i32 4}
!843 = !{i32 8, !"PIC Level", i32 2}
!844 = !{i32 7, !"PIE Level", i32 2}
!845 = !{i32 7, !"uwtable", i32 2}
!846 = !{i32 7, !"frame-pointer", i32 2}
!847 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!848 = distinct !DISubprogram(name: "risky", linkageName: "_Z5riskyi", scope: !2, file: !2, line: 18, type: !175, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !37, retainedNodes: !849)
!849 = !{}
!850 = !DILocalVariable(name: "x", arg: 1, scope: !848, file: !2, line: 18, type: !42)
!851 = !DILocation(line: 18, column: 15, scope: !848)
!852 = !DILocalVariable(name: "g", scope: !848, file: !2, line: 19, type: !46)
!853 = !DILocation(line: 19, column: 9, scope: !848)
!854 = !DILocation(line: 19, column: 11, scope: !848)
!855 = !DILocation(line: 20, column: 7, scope: !856)
!856 = distinct !DILexicalBlock(scope: !848, file: !2, line: 20, column: 7)
!857 = !DILocation(line: 20, column: 9, scope: !856)
!858 = !DILocation(line: 20, column: 7, scope: !848)
!859 = !DILocation(line: 20, column: 15, scope: !856)
!860 = !DILocation(line: 20, column: 28, scope: !856)
!861 = !DILocation(line: 24, column: 1, scope: !856)
!862 = !DILocation(line: 21, column: 7, scope: !863)
!863 = distinct !DILexicalBlock(scope: !848, file: !2, line: 21, column: 7)
!864 = !DILocation(line: 21, column: 9, scope: !863)
!865 = !DILocation(line: 21, column: 7, scope: !848)
!866 = !DILocation(line: 21, column: 15, scope: !863)
!867 = !DILocation(line: 21, column: 21, scope: !863)
!868 = !DILocation(line: 24, column: 1, scope: !863)
!869 = !DILocation(line: 22, column: 7, scope: !870)
!870 = distinct !DILexicalBlock(scope: !848, file: !2, line: 22, column: 7)
!871 = !DILocation(line: 22, column: 9, scope: !870)
!872 = !DILocation(line: 22, column: 7, scope: !848)
!873 = !DILocation(line: 22, column: 15, scope: !870)
!874 = !DILocation(line: 23, column: 10, scope: !848)
!875 = !DILocation(line: 23, column: 12, scope: !848)
!876 = !DILocation(line: 24, column: 1, scope: !848)
!877 = distinct !DISubprogram(name: "Guard", linkageName: "_ZN5GuardC2Ei", scope: !46, file: !2, line: 10, type: !50, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !37, declaration: !49, retainedNodes: !849)
!878 = !DILocalVariable(name: "this", arg: 1, scope: !877, type: !879, flags: DIFlagArtificial | DIFlagObjectPointer)
!879 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!880 = !DILocation(line: 0, scope: !877)
!881 = !DILocalVariable(name: "i", arg: 2, scope: !877, file: !2, line: 10, type: !42)
!882 = !DILocation(line: 10, column: 22, scope: !877)
!883 = !DILocation(line: 10, column: 27, scope: !877)
!884 = !DILocation(line: 10, column: 30, scope: !877)
!885 = !DILocation(line: 10, column: 39, scope: !886)
!886 = distinct !DILexicalBlock(scope: !877, file: !2, line: 10, column: 33)
!887 = !DILocation(line: 10, column: 43, scope: !877)
!888 = distinct !DISubprogram(name: "~Guard", linkageName: "_ZN5GuardD2Ev", scope: !46, file: !2, line: 11, type: !54, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !37, declaration: !53, retainedNodes: !849)
!889 = !DILocalVariable(name: "this", arg: 1, scope: !888, type: !879, flags: DIFlagArtificial | DIFlagObjectPointer)
!890 = !DILocation(line: 0, scope: !888)
!891 = !DILocation(line: 11, column: 18, scope: !892)
!892 = distinct !DILexicalBlock(scope: !888, file: !2, line: 11, column: 12)
!893 = !DILocation(line: 11, column: 50, scope: !892)
!894 = !DILocation(line: 11, column: 22, scope: !892)
!895 = !DILocation(line: 11, column: 55, scope: !888)
!896 = distinct !DISubprogram(name: "wrapper", linkageName: "_Z7wrapperi", scope: !2, file: !2, line: 26, type: !175, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !37, retainedNodes: !849)
!897 = !DILocalVariable(name: "x", arg: 1, scope: !896, file: !2, line: 26, type: !42)
!898 = !DILocation(line: 26, column: 17, scope: !896)
!899 = !DILocation(line: 28, column: 18, scope: !900)
!900 = distinct !DILexicalBlock(scope: !896, file: !2, line: 27, column: 7)
!901 = !DILocation(line: 28, column: 12, scope: !900)
!902 = !DILocation(line: 28, column: 5, scope: !900)
!903 = !DILocation(line: 33, column: 1, scope: !900)
!904 = !DILocation(line: 29, column: 3, scope: !900)
!905 = !DILocalVariable(name: "e", scope: !896, file: !2, line: 29, type: !906)
!906 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !39, size: 64)
!907 = !DILocation(line: 29, column: 21, scope: !896)
!908 = !DILocation(line: 30, column: 60, scope: !909)
!909 = distinct !DILexicalBlock(scope: !896, file: !2, line: 29, column: 24)
!910 = !DILocation(line: 30, column: 62, scope: !909)
!911 = !DILocation(line: 30, column: 5, scope: !909)
!912 = !DILocation(line: 31, column: 5, scope: !909)
!913 = !DILocation(line: 33, column: 1, scope: !909)
!914 = !DILocation(line: 32, column: 3, scope: !909)
!915 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 35, type: !161, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !37, retainedNodes: !849)
!916 = !DILocalVariable(name: "i", scope: !917, file: !2, line: 36, type: !42)
!917 = distinct !DILexicalBlock(scope: !915, file: !2, line: 36, column: 3)
!918 = !DILocation(line: 36, column: 12, scope: !917)
!919 = !DILocation(line: 36, column: 8, scope: !917)
!920 = !DILocation(line: 36, column: 19, scope: !921)
!921 = distinct !DILexicalBlock(scope: !917, file: !2, line: 36, column: 3)
!922 = !DILocation(line: 36, column: 21, scope: !921)
!923 = !DILocation(line: 36, column: 3, scope: !917)
!924 = !DILocalVariable(name: "r", scope: !925, file: !2, line: 38, type: !42)
!925 = distinct !DILexicalBlock(scope: !926, file: !2, line: 37, column: 9)
!926 = distinct !DILexicalBlock(scope: !921, file: !2, line: 36, column: 31)
!927 = !DILocation(line: 38, column: 11, scope: !925)
!928 = !DILocation(line: 38, column: 23, scope: !925)
!929 = !DILocation(line: 38, column: 15, scope: !925)
!930 = !DILocation(line: 39, column: 30, scope: !925)
!931 = !DILocation(line: 39, column: 7, scope: !925)
!932 = !DILocation(line: 40, column: 5, scope: !925)
!933 = !DILocation(line: 50, column: 1, scope: !925)
!934 = !DILocalVariable(name: "e", scope: !926, file: !2, line: 40, type: !935)
!935 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !936, size: 64)
!936 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!937 = !DILocation(line: 40, column: 29, scope: !926)
!938 = !DILocation(line: 44, column: 5, scope: !939)
!939 = distinct !DILexicalBlock(scope: !926, file: !2, line: 42, column: 39)
!940 = !DILocation(line: 41, column: 35, scope: !941)
!941 = distinct !DILexicalBlock(scope: !926, file: !2, line: 40, column: 32)
!942 = !DILocation(line: 41, column: 37, scope: !941)
!943 = !DILocation(line: 41, column: 7, scope: !941)
!944 = !DILocation(line: 42, column: 5, scope: !941)
!945 = !DILocation(line: 47, column: 3, scope: !926)
!946 = !DILocation(line: 36, column: 27, scope: !921)
!947 = !DILocation(line: 36, column: 3, scope: !921)
!948 = distinct !{!948, !923, !949, !950}
!949 = !DILocation(line: 47, column: 3, scope: !917)
!950 = !{!"llvm.loop.mustprogress"}
!951 = !DILocalVariable(name: "e", scope: !926, file: !2, line: 42, type: !952)
!952 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !953, size: 64)
!953 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !954)
!954 = !DICompositeType(tag: DW_TAG_class_type, name: "exception", scope: !44, file: !955, line: 61, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial)
!955 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception.h", directory: "")
!956 = !DILocation(line: 42, column: 36, scope: !926)
!957 = !DILocation(line: 46, column: 5, scope: !958)
!958 = distinct !DILexicalBlock(scope: !926, file: !2, line: 44, column: 19)
!959 = !DILocation(line: 43, column: 42, scope: !939)
!960 = !DILocation(line: 43, column: 44, scope: !939)
!961 = !DILocation(line: 43, column: 7, scope: !939)
!962 = !DILocation(line: 45, column: 7, scope: !958)
!963 = !DILocation(line: 50, column: 1, scope: !958)
!964 = !DILocation(line: 50, column: 1, scope: !939)
!965 = !DILocation(line: 50, column: 1, scope: !941)
!966 = !DILocation(line: 48, column: 28, scope: !915)
!967 = !DILocation(line: 48, column: 3, scope: !915)
!968 = !DILocation(line: 49, column: 3, scope: !915)
