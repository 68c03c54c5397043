; ModuleID = 'exceptions.cpp'
source_filename = "exceptions.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$__clang_call_terminate = comdat any

$_ZTS7MyError = comdat any

$_ZTI7MyError = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7MyError = linkonce_odr dso_local constant [9 x i8] c"7MyError\00", comdat, align 1
@_ZTI7MyError = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS7MyError }, comdat, align 8
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

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z5riskyi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL4live, align 4, !tbaa !5
  switch i32 %0, label %19 [
    i32 1, label %4
    i32 2, label %8
    i32 3, label %13
  ]

4:                                                ; preds = %1
  %5 = tail call ptr @__cxa_allocate_exception(i64 4) #8
  store i32 42, ptr %5, align 16, !tbaa !9
  br label %15

6:                                                ; preds = %15, %10
  %7 = landingpad { ptr, i32 }
          cleanup
  br label %22

8:                                                ; preds = %1
  %9 = tail call ptr @__cxa_allocate_exception(i64 16) #8
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull @.str)
          to label %10 unwind label %11

10:                                               ; preds = %8
  invoke void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #9
          to label %27 unwind label %6

11:                                               ; preds = %8
  %12 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %9) #8
  br label %22

13:                                               ; preds = %1
  %14 = tail call ptr @__cxa_allocate_exception(i64 8) #8
  store double 3.500000e+00, ptr %14, align 16, !tbaa !11
  br label %15

15:                                               ; preds = %4, %13
  %16 = phi ptr [ %14, %13 ], [ %5, %4 ]
  %17 = phi ptr [ @_ZTId, %13 ], [ @_ZTI7MyError, %4 ]
  invoke void @__cxa_throw(ptr nonnull %16, ptr nonnull %17, ptr null) #9
          to label %18 unwind label %6

18:                                               ; preds = %15
  unreachable

19:                                               ; preds = %1
  %20 = mul nsw i32 %0, 10
  store i32 %2, ptr @_ZL4live, align 4, !tbaa !5
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %0)
  ret i32 %20

22:                                               ; preds = %11, %6
  %23 = phi { ptr, i32 } [ %7, %6 ], [ %12, %11 ]
  %24 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %25 = add nsw i32 %24, -1
  store i32 %25, ptr @_ZL4live, align 4, !tbaa !5
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %0)
  resume { ptr, i32 } %23

27:                                               ; preds = %10
  unreachable
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

declare void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #1

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #2

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z7wrapperi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = invoke noundef i32 @_Z5riskyi(i32 noundef %0)
          to label %3 unwind label %4

3:                                                ; preds = %1
  ret i32 %2

4:                                                ; preds = %1
  %5 = landingpad { ptr, i32 }
          catch ptr @_ZTI7MyError
  %6 = extractvalue { ptr, i32 } %5, 1
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7MyError) #8
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %16

9:                                                ; preds = %4
  %10 = extractvalue { ptr, i32 } %5, 0
  %11 = tail call ptr @__cxa_begin_catch(ptr %10) #8
  %12 = load i32, ptr %11, align 4, !tbaa !9
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %12)
  invoke void @__cxa_rethrow() #9
          to label %21 unwind label %14

14:                                               ; preds = %9
  %15 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %16 unwind label %18

16:                                               ; preds = %14, %4
  %17 = phi { ptr, i32 } [ %5, %4 ], [ %15, %14 ]
  resume { ptr, i32 } %17

18:                                               ; preds = %14
  %19 = landingpad { ptr, i32 }
          catch ptr null
  %20 = extractvalue { ptr, i32 } %19, 0
  tail call void @__clang_call_terminate(ptr %20) #10
  unreachable

21:                                               ; preds = %9
  unreachable
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #5 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #8
  tail call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #6 personality ptr @__gxx_personality_v0 {
  %1 = invoke noundef i32 @_Z5riskyi(i32 noundef 0)
          to label %20 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTI7MyError
          catch ptr @_ZTISt9exception
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 1
  %5 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7MyError) #8
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %22

7:                                                ; preds = %2
  %8 = extractvalue { ptr, i32 } %3, 0
  %9 = tail call ptr @__cxa_begin_catch(ptr %8) #8
  %10 = load i32, ptr %9, align 4, !tbaa !9
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %10)
  invoke void @__cxa_rethrow() #9
          to label %19 unwind label %12

12:                                               ; preds = %7
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTI7MyError
          catch ptr @_ZTISt9exception
          catch ptr null
  invoke void @__cxa_end_catch()
          to label %14 unwind label %16

14:                                               ; preds = %12
  %15 = extractvalue { ptr, i32 } %13, 1
  br label %22

16:                                               ; preds = %121, %82, %43, %12
  %17 = landingpad { ptr, i32 }
          catch ptr null
  %18 = extractvalue { ptr, i32 } %17, 0
  tail call void @__clang_call_terminate(ptr %18) #10
  unreachable

19:                                               ; preds = %116, %77, %38, %7
  unreachable

20:                                               ; preds = %0
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %1)
  br label %31

22:                                               ; preds = %14, %2
  %23 = phi i32 [ %15, %14 ], [ %4, %2 ]
  %24 = phi { ptr, i32 } [ %13, %14 ], [ %3, %2 ]
  %25 = extractvalue { ptr, i32 } %24, 0
  %26 = icmp eq i32 %23, %5
  br i1 %26, label %27, label %151

27:                                               ; preds = %22
  %28 = tail call ptr @__cxa_begin_catch(ptr %25) #8
  %29 = load i32, ptr %28, align 4, !tbaa !9
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %29)
  tail call void @__cxa_end_catch()
  br label %31

31:                                               ; preds = %20, %161, %155, %27
  %32 = invoke noundef i32 @_Z5riskyi(i32 noundef 1)
          to label %68 unwind label %33

33:                                               ; preds = %31
  %34 = landingpad { ptr, i32 }
          catch ptr @_ZTI7MyError
          catch ptr @_ZTISt9exception
          catch ptr null
  %35 = extractvalue { ptr, i32 } %34, 1
  %36 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7MyError) #8
  %37 = icmp eq i32 %35, %36
  br i1 %37, label %38, label %47

38:                                               ; preds = %33
  %39 = extractvalue { ptr, i32 } %34, 0
  %40 = tail call ptr @__cxa_begin_catch(ptr %39) #8
  %41 = load i32, ptr %40, align 4, !tbaa !9
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %41)
  invoke void @__cxa_rethrow() #9
          to label %19 unwind label %43

43:                                               ; preds = %38
  %44 = landingpad { ptr, i32 }
          catch ptr @_ZTI7MyError
          catch ptr @_ZTISt9exception
          catch ptr null
  invoke void @__cxa_end_catch()
          to label %45 unwind label %16

45:                                               ; preds = %43
  %46 = extractvalue { ptr, i32 } %44, 1
  br label %47

47:                                               ; preds = %45, %33
  %48 = phi i32 [ %46, %45 ], [ %35, %33 ]
  %49 = phi { ptr, i32 } [ %44, %45 ], [ %34, %33 ]
  %50 = extractvalue { ptr, i32 } %49, 0
  %51 = icmp eq i32 %48, %36
  br i1 %51, label %64, label %52

52:                                               ; preds = %47
  %53 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #8
  %54 = icmp eq i32 %48, %53
  %55 = tail call ptr @__cxa_begin_catch(ptr %50) #8
  br i1 %54, label %58, label %56

56:                                               ; preds = %52
  %57 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  tail call void @__cxa_end_catch()
  br label %70

58:                                               ; preds = %52
  %59 = load ptr, ptr %55, align 8, !tbaa !13
  %60 = getelementptr inbounds i8, ptr %59, i64 16
  %61 = load ptr, ptr %60, align 8
  %62 = tail call noundef ptr %61(ptr noundef nonnull align 8 dereferenceable(8) %55) #8
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %62)
  tail call void @__cxa_end_catch()
  br label %70

64:                                               ; preds = %47
  %65 = tail call ptr @__cxa_begin_catch(ptr %50) #8
  %66 = load i32, ptr %65, align 4, !tbaa !9
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %66)
  tail call void @__cxa_end_catch()
  br label %70

68:                                               ; preds = %31
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %32)
  br label %70

70:                                               ; preds = %68, %64, %58, %56
  %71 = invoke noundef i32 @_Z5riskyi(i32 noundef 2)
          to label %107 unwind label %72

72:                                               ; preds = %70
  %73 = landingpad { ptr, i32 }
          catch ptr @_ZTI7MyError
          catch ptr @_ZTISt9exception
          catch ptr null
  %74 = extractvalue { ptr, i32 } %73, 1
  %75 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7MyError) #8
  %76 = icmp eq i32 %74, %75
  br i1 %76, label %77, label %86

77:                                               ; preds = %72
  %78 = extractvalue { ptr, i32 } %73, 0
  %79 = tail call ptr @__cxa_begin_catch(ptr %78) #8
  %80 = load i32, ptr %79, align 4, !tbaa !9
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %80)
  invoke void @__cxa_rethrow() #9
          to label %19 unwind label %82

82:                                               ; preds = %77
  %83 = landingpad { ptr, i32 }
          catch ptr @_ZTI7MyError
          catch ptr @_ZTISt9exception
          catch ptr null
  invoke void @__cxa_end_catch()
          to label %84 unwind label %16

84:                                               ; preds = %82
  %85 = extractvalue { ptr, i32 } %83, 1
  br label %86

86:                                               ; preds = %84, %72
  %87 = phi i32 [ %85, %84 ], [ %74, %72 ]
  %88 = phi { ptr, i32 } [ %83, %84 ], [ %73, %72 ]
  %89 = extractvalue { ptr, i32 } %88, 0
  %90 = icmp eq i32 %87, %75
  br i1 %90, label %103, label %91

91:                                               ; preds = %86
  %92 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #8
  %93 = icmp eq i32 %87, %92
  %94 = tail call ptr @__cxa_begin_catch(ptr %89) #8
  br i1 %93, label %97, label %95

95:                                               ; preds = %91
  %96 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  tail call void @__cxa_end_catch()
  br label %109

97:                                               ; preds = %91
  %98 = load ptr, ptr %94, align 8, !tbaa !13
  %99 = getelementptr inbounds i8, ptr %98, i64 16
  %100 = load ptr, ptr %99, align 8
  %101 = tail call noundef ptr %100(ptr noundef nonnull align 8 dereferenceable(8) %94) #8
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %101)
  tail call void @__cxa_end_catch()
  br label %109

103:                                              ; preds = %86
  %104 = tail call ptr @__cxa_begin_catch(ptr %89) #8
  %105 = load i32, ptr %104, align 4, !tbaa !9
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %105)
  tail call void @__cxa_end_catch()
  br label %109

107:                                              ; preds = %70
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %71)
  br label %109

109:                                              ; preds = %107, %103, %97, %95
  %110 = invoke noundef i32 @_Z5riskyi(i32 noundef 3)
          to label %146 unwind label %111

111:                                              ; preds = %109
  %112 = landingpad { ptr, i32 }
          catch ptr @_ZTI7MyError
          catch ptr @_ZTISt9exception
          catch ptr null
  %113 = extractvalue { ptr, i32 } %112, 1
  %114 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7MyError) #8
  %115 = icmp eq i32 %113, %114
  br i1 %115, label %116, label %125

116:                                              ; preds = %111
  %117 = extractvalue { ptr, i32 } %112, 0
  %118 = tail call ptr @__cxa_begin_catch(ptr %117) #8
  %119 = load i32, ptr %118, align 4, !tbaa !9
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %119)
  invoke void @__cxa_rethrow() #9
          to label %19 unwind label %121

121:                                              ; preds = %116
  %122 = landingpad { ptr, i32 }
          catch ptr @_ZTI7MyError
          catch ptr @_ZTISt9exception
          catch ptr null
  invoke void @__cxa_end_catch()
          to label %123 unwind label %16

123:                                              ; preds = %121
  %124 = extractvalue { ptr, i32 } %122, 1
  br label %125

125:                                              ; preds = %123, %111
  %126 = phi i32 [ %124, %123 ], [ %113, %111 ]
  %127 = phi { ptr, i32 } [ %122, %123 ], [ %112, %111 ]
  %128 = extractvalue { ptr, i32 } %127, 0
  %129 = icmp eq i32 %126, %114
  br i1 %129, label %142, label %130

130:                                              ; preds = %125
  %131 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #8
  %132 = icmp eq i32 %126, %131
  %133 = tail call ptr @__cxa_begin_catch(ptr %128) #8
  br i1 %132, label %136, label %134

134:                                              ; preds = %130
  %135 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  tail call void @__cxa_end_catch()
  br label %148

136:                                              ; preds = %130
  %137 = load ptr, ptr %133, align 8, !tbaa !13
  %138 = getelementptr inbounds i8, ptr %137, i64 16
  %139 = load ptr, ptr %138, align 8
  %140 = tail call noundef ptr %139(ptr noundef nonnull align 8 dereferenceable(8) %133) #8
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %140)
  tail call void @__cxa_end_catch()
  br label %148

142:                                              ; preds = %125
  %143 = tail call ptr @__cxa_begin_catch(ptr %128) #8
  %144 = load i32, ptr %143, align 4, !tbaa !9
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %144)
  tail call void @__cxa_end_catch()
  br label %148

146:                                              ; preds = %109
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %110)
  br label %148

148:                                              ; preds = %146, %142, %136, %134
  %149 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %149)
  ret i32 0

151:                                              ; preds = %22
  %152 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #8
  %153 = icmp eq i32 %23, %152
  %154 = tail call ptr @__cxa_begin_catch(ptr %25) #8
  br i1 %153, label %155, label %161

155:                                              ; preds = %151
  %156 = load ptr, ptr %154, align 8, !tbaa !13
  %157 = getelementptr inbounds i8, ptr %156, i64 16
  %158 = load ptr, ptr %157, align 8
  %159 = tail call noundef ptr %158(ptr noundef nonnull align 8 dereferenceable(8) %154) #8
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %159)
  tail call void @__cxa_end_catch()
  br label %31

161:                                              ; preds = %151
  %162 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  tail call void @__cxa_end_catch()
  br label %31
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS7MyError", !6, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"vtable pointer", !8, i64 0}
