; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@.str = private unnamed_addr constant [10 x i8] c"sum=%.2f\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"count=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"%d-%s-%.1f\0A\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"mixed=%ld\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"[log] \00", align 1
@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8

; Function Attrs: nofree nosync nounwind uwtable
define dso_local double @sum_doubles(i32 noundef %0, ...) local_unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #5
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %35

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 1
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = load i32, i32* %6, align 4
  %11 = load i8*, i8** %7, align 8
  %12 = and i32 %0, 1
  %13 = icmp eq i32 %0, 1
  br i1 %13, label %16, label %14

14:                                               ; preds = %5
  %15 = and i32 %0, -2
  br label %37

16:                                               ; preds = %63, %5
  %17 = phi double [ undef, %5 ], [ %69, %63 ]
  %18 = phi i8* [ %11, %5 ], [ %64, %63 ]
  %19 = phi i32 [ %10, %5 ], [ %65, %63 ]
  %20 = phi double [ 0.000000e+00, %5 ], [ %69, %63 ]
  %21 = icmp eq i32 %12, 0
  br i1 %21, label %35, label %22

22:                                               ; preds = %16
  %23 = icmp ult i32 %19, 161
  br i1 %23, label %26, label %24

24:                                               ; preds = %22
  %25 = getelementptr i8, i8* %18, i64 8
  store i8* %25, i8** %7, align 8
  br label %30

26:                                               ; preds = %22
  %27 = zext i32 %19 to i64
  %28 = getelementptr i8, i8* %9, i64 %27
  %29 = add nuw nsw i32 %19, 16
  store i32 %29, i32* %6, align 4
  br label %30

30:                                               ; preds = %26, %24
  %31 = phi i8* [ %28, %26 ], [ %18, %24 ]
  %32 = bitcast i8* %31 to double*
  %33 = load double, double* %32, align 8
  %34 = fadd double %20, %33
  br label %35

35:                                               ; preds = %30, %16, %1
  %36 = phi double [ 0.000000e+00, %1 ], [ %17, %16 ], [ %34, %30 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #5
  ret double %36

37:                                               ; preds = %63, %14
  %38 = phi i8* [ %11, %14 ], [ %64, %63 ]
  %39 = phi i32 [ %10, %14 ], [ %65, %63 ]
  %40 = phi double [ 0.000000e+00, %14 ], [ %69, %63 ]
  %41 = phi i32 [ 0, %14 ], [ %70, %63 ]
  %42 = icmp ult i32 %39, 161
  br i1 %42, label %43, label %47

43:                                               ; preds = %37
  %44 = zext i32 %39 to i64
  %45 = getelementptr i8, i8* %9, i64 %44
  %46 = add nuw nsw i32 %39, 16
  store i32 %46, i32* %6, align 4
  br label %49

47:                                               ; preds = %37
  %48 = getelementptr i8, i8* %38, i64 8
  store i8* %48, i8** %7, align 8
  br label %49

49:                                               ; preds = %47, %43
  %50 = phi i8* [ %38, %43 ], [ %48, %47 ]
  %51 = phi i32 [ %46, %43 ], [ %39, %47 ]
  %52 = phi i8* [ %45, %43 ], [ %38, %47 ]
  %53 = bitcast i8* %52 to double*
  %54 = load double, double* %53, align 8
  %55 = fadd double %40, %54
  %56 = icmp ult i32 %51, 161
  br i1 %56, label %59, label %57

57:                                               ; preds = %49
  %58 = getelementptr i8, i8* %50, i64 8
  store i8* %58, i8** %7, align 8
  br label %63

59:                                               ; preds = %49
  %60 = zext i32 %51 to i64
  %61 = getelementptr i8, i8* %9, i64 %60
  %62 = add nuw nsw i32 %51, 16
  store i32 %62, i32* %6, align 4
  br label %63

63:                                               ; preds = %59, %57
  %64 = phi i8* [ %50, %59 ], [ %58, %57 ]
  %65 = phi i32 [ %62, %59 ], [ %51, %57 ]
  %66 = phi i8* [ %61, %59 ], [ %50, %57 ]
  %67 = bitcast i8* %66 to double*
  %68 = load double, double* %67, align 8
  %69 = fadd double %55, %68
  %70 = add i32 %41, 2
  %71 = icmp eq i32 %70, %15
  br i1 %71, label %16, label %37, !llvm.loop !5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #2

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @count_strings(i8* noundef readnone %0, ...) local_unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #5
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp eq i8* %0, null
  br i1 %4, label %12, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = load i32, i32* %6, align 16
  %11 = load i8*, i8** %7, align 8
  br label %14

12:                                               ; preds = %26, %1
  %13 = phi i32 [ 0, %1 ], [ %18, %26 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #5
  ret i32 %13

14:                                               ; preds = %5, %26
  %15 = phi i8* [ %11, %5 ], [ %27, %26 ]
  %16 = phi i32 [ %10, %5 ], [ %28, %26 ]
  %17 = phi i32 [ 0, %5 ], [ %18, %26 ]
  %18 = add nuw nsw i32 %17, 1
  %19 = icmp ult i32 %16, 41
  br i1 %19, label %20, label %24

20:                                               ; preds = %14
  %21 = zext i32 %16 to i64
  %22 = getelementptr i8, i8* %9, i64 %21
  %23 = add nuw nsw i32 %16, 8
  store i32 %23, i32* %6, align 16
  br label %26

24:                                               ; preds = %14
  %25 = getelementptr i8, i8* %15, i64 8
  store i8* %25, i8** %7, align 8
  br label %26

26:                                               ; preds = %24, %20
  %27 = phi i8* [ %15, %20 ], [ %25, %24 ]
  %28 = phi i32 [ %23, %20 ], [ %16, %24 ]
  %29 = phi i8* [ %22, %20 ], [ %15, %24 ]
  %30 = bitcast i8* %29 to i8**
  %31 = load i8*, i8** %30, align 8
  %32 = icmp eq i8* %31, null
  br i1 %32, label %12, label %14, !llvm.loop !7
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i64 @mixed(i32 noundef %0, ...) local_unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #5
  %5 = bitcast [1 x %struct.__va_list_tag]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %5) #5
  call void @llvm.va_start(i8* nonnull %4)
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4)
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %7, label %105

7:                                                ; preds = %1
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %11 = load i8*, i8** %10, align 16
  %12 = load i32, i32* %8, align 16
  %13 = load i8*, i8** %9, align 8
  %14 = add i32 %0, -1
  %15 = and i32 %0, 1
  %16 = icmp eq i32 %14, 0
  br i1 %16, label %19, label %17

17:                                               ; preds = %7
  %18 = and i32 %0, -2
  br label %51

19:                                               ; preds = %77, %7
  %20 = phi i64 [ undef, %7 ], [ %83, %77 ]
  %21 = phi i8* [ %13, %7 ], [ %78, %77 ]
  %22 = phi i32 [ %12, %7 ], [ %79, %77 ]
  %23 = phi i64 [ 0, %7 ], [ %83, %77 ]
  %24 = icmp eq i32 %15, 0
  br i1 %24, label %38, label %25

25:                                               ; preds = %19
  %26 = icmp ult i32 %22, 41
  br i1 %26, label %29, label %27

27:                                               ; preds = %25
  %28 = getelementptr i8, i8* %21, i64 8
  store i8* %28, i8** %9, align 8
  br label %33

29:                                               ; preds = %25
  %30 = zext i32 %22 to i64
  %31 = getelementptr i8, i8* %11, i64 %30
  %32 = add nuw nsw i32 %22, 8
  store i32 %32, i32* %8, align 16
  br label %33

33:                                               ; preds = %29, %27
  %34 = phi i8* [ %31, %29 ], [ %21, %27 ]
  %35 = bitcast i8* %34 to i64*
  %36 = load i64, i64* %35, align 8
  %37 = add nsw i64 %36, %23
  br label %38

38:                                               ; preds = %19, %33
  %39 = phi i64 [ %20, %19 ], [ %37, %33 ]
  br i1 %6, label %40, label %105

40:                                               ; preds = %38
  %41 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 0
  %42 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 2
  %43 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 3
  %44 = load i8*, i8** %43, align 16
  %45 = load i32, i32* %41, align 16
  %46 = load i8*, i8** %42, align 8
  %47 = and i32 %0, 1
  %48 = icmp eq i32 %14, 0
  br i1 %48, label %86, label %49

49:                                               ; preds = %40
  %50 = and i32 %0, -2
  br label %107

51:                                               ; preds = %77, %17
  %52 = phi i8* [ %13, %17 ], [ %78, %77 ]
  %53 = phi i32 [ %12, %17 ], [ %79, %77 ]
  %54 = phi i64 [ 0, %17 ], [ %83, %77 ]
  %55 = phi i32 [ 0, %17 ], [ %84, %77 ]
  %56 = icmp ult i32 %53, 41
  br i1 %56, label %57, label %61

57:                                               ; preds = %51
  %58 = zext i32 %53 to i64
  %59 = getelementptr i8, i8* %11, i64 %58
  %60 = add nuw nsw i32 %53, 8
  store i32 %60, i32* %8, align 16
  br label %63

61:                                               ; preds = %51
  %62 = getelementptr i8, i8* %52, i64 8
  store i8* %62, i8** %9, align 8
  br label %63

63:                                               ; preds = %61, %57
  %64 = phi i8* [ %52, %57 ], [ %62, %61 ]
  %65 = phi i32 [ %60, %57 ], [ %53, %61 ]
  %66 = phi i8* [ %59, %57 ], [ %52, %61 ]
  %67 = bitcast i8* %66 to i64*
  %68 = load i64, i64* %67, align 8
  %69 = add nsw i64 %68, %54
  %70 = icmp ult i32 %65, 41
  br i1 %70, label %73, label %71

71:                                               ; preds = %63
  %72 = getelementptr i8, i8* %64, i64 8
  store i8* %72, i8** %9, align 8
  br label %77

73:                                               ; preds = %63
  %74 = zext i32 %65 to i64
  %75 = getelementptr i8, i8* %11, i64 %74
  %76 = add nuw nsw i32 %65, 8
  store i32 %76, i32* %8, align 16
  br label %77

77:                                               ; preds = %73, %71
  %78 = phi i8* [ %64, %73 ], [ %72, %71 ]
  %79 = phi i32 [ %76, %73 ], [ %65, %71 ]
  %80 = phi i8* [ %75, %73 ], [ %64, %71 ]
  %81 = bitcast i8* %80 to i64*
  %82 = load i64, i64* %81, align 8
  %83 = add nsw i64 %82, %69
  %84 = add i32 %55, 2
  %85 = icmp eq i32 %84, %18
  br i1 %85, label %19, label %51, !llvm.loop !8

86:                                               ; preds = %133, %40
  %87 = phi i64 [ undef, %40 ], [ %139, %133 ]
  %88 = phi i8* [ %46, %40 ], [ %134, %133 ]
  %89 = phi i32 [ %45, %40 ], [ %135, %133 ]
  %90 = phi i64 [ %39, %40 ], [ %139, %133 ]
  %91 = icmp eq i32 %47, 0
  br i1 %91, label %105, label %92

92:                                               ; preds = %86
  %93 = icmp ult i32 %89, 41
  br i1 %93, label %96, label %94

94:                                               ; preds = %92
  %95 = getelementptr i8, i8* %88, i64 8
  store i8* %95, i8** %42, align 8
  br label %100

96:                                               ; preds = %92
  %97 = zext i32 %89 to i64
  %98 = getelementptr i8, i8* %44, i64 %97
  %99 = add nuw nsw i32 %89, 8
  store i32 %99, i32* %41, align 16
  br label %100

100:                                              ; preds = %96, %94
  %101 = phi i8* [ %98, %96 ], [ %88, %94 ]
  %102 = bitcast i8* %101 to i64*
  %103 = load i64, i64* %102, align 8
  %104 = add nsw i64 %103, %90
  br label %105

105:                                              ; preds = %100, %86, %1, %38
  %106 = phi i64 [ %39, %38 ], [ 0, %1 ], [ %87, %86 ], [ %104, %100 ]
  call void @llvm.va_end(i8* nonnull %5)
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %5) #5
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #5
  ret i64 %106

107:                                              ; preds = %133, %49
  %108 = phi i8* [ %46, %49 ], [ %134, %133 ]
  %109 = phi i32 [ %45, %49 ], [ %135, %133 ]
  %110 = phi i64 [ %39, %49 ], [ %139, %133 ]
  %111 = phi i32 [ 0, %49 ], [ %140, %133 ]
  %112 = icmp ult i32 %109, 41
  br i1 %112, label %113, label %117

113:                                              ; preds = %107
  %114 = zext i32 %109 to i64
  %115 = getelementptr i8, i8* %44, i64 %114
  %116 = add nuw nsw i32 %109, 8
  store i32 %116, i32* %41, align 16
  br label %119

117:                                              ; preds = %107
  %118 = getelementptr i8, i8* %108, i64 8
  store i8* %118, i8** %42, align 8
  br label %119

119:                                              ; preds = %117, %113
  %120 = phi i8* [ %108, %113 ], [ %118, %117 ]
  %121 = phi i32 [ %116, %113 ], [ %109, %117 ]
  %122 = phi i8* [ %115, %113 ], [ %108, %117 ]
  %123 = bitcast i8* %122 to i64*
  %124 = load i64, i64* %123, align 8
  %125 = add nsw i64 %124, %110
  %126 = icmp ult i32 %121, 41
  br i1 %126, label %129, label %127

127:                                              ; preds = %119
  %128 = getelementptr i8, i8* %120, i64 8
  store i8* %128, i8** %42, align 8
  br label %133

129:                                              ; preds = %119
  %130 = zext i32 %121 to i64
  %131 = getelementptr i8, i8* %44, i64 %130
  %132 = add nuw nsw i32 %121, 8
  store i32 %132, i32* %41, align 16
  br label %133

133:                                              ; preds = %129, %127
  %134 = phi i8* [ %120, %129 ], [ %128, %127 ]
  %135 = phi i32 [ %132, %129 ], [ %121, %127 ]
  %136 = phi i8* [ %131, %129 ], [ %120, %127 ]
  %137 = bitcast i8* %136 to i64*
  %138 = load i64, i64* %137, align 8
  %139 = add nsw i64 %138, %125
  %140 = add i32 %111, 2
  %141 = icmp eq i32 %140, %50
  br i1 %141, label %86, label %107, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #2

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 {
  %1 = tail call double (i32, ...) @sum_doubles(i32 noundef 4, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00)
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), double noundef %1)
  %3 = tail call i32 (i8*, ...) @count_strings(i8* noundef nonnull getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0), i8* noundef null)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i32 noundef %3)
  tail call void (i8*, ...) @logf_(i8* nonnull poison, i32 noundef 7, i8* noundef nonnull getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0), double noundef 5.000000e-01)
  %5 = tail call i64 (i32, ...) @mixed(i32 noundef 3, i64 noundef 10, i64 noundef 20, i64 noundef 30)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0), i64 noundef %5)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind uwtable
define internal void @logf_(i8* nocapture readnone %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #5
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0
  call void @llvm.va_start(i8* nonnull %3)
  %5 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.8, i64 0, i64 0))
  %6 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !10, !noalias !14
  %7 = call i32 @vfprintf(%struct._IO_FILE* noundef %6, i8* noundef nonnull getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), %struct.__va_list_tag* noundef nonnull %4)
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @vfprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, %struct.__va_list_tag* noundef) local_unnamed_addr #4

attributes #0 = { nofree nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"vprintf: argument 0"}
!16 = distinct !{!16, !"vprintf"}
