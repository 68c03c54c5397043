; ModuleID = 'sort.c'
source_filename = "sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.item = type { i8*, double }

@__const.main.a = private unnamed_addr constant [8 x i32] [i32 42, i32 -3, i32 17, i32 8, i32 99, i32 0, i32 23, i32 5], align 16
@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"\0Afound at %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"d\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"c\00", align 1
@__const.main.items = private unnamed_addr constant [4 x %struct.item] [%struct.item { i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0), double 2.500000e+00 }, %struct.item { i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i32 0, i32 0), double 5.000000e-01 }, %struct.item { i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i32 0, i32 0), double 9.000000e+00 }, %struct.item { i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i32 0, i32 0), double 1.000000e+00 }], align 16
@.str.6 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"| \00", align 1

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @insertion_sort(%struct.item* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %7

6:                                                ; preds = %26, %2
  ret void

7:                                                ; preds = %4, %26
  %8 = phi i64 [ 1, %4 ], [ %32, %26 ]
  %9 = getelementptr inbounds %struct.item, %struct.item* %0, i64 %8, i32 0
  %10 = load i8*, i8** %9, align 8, !tbaa.struct !5
  %11 = getelementptr inbounds %struct.item, %struct.item* %0, i64 %8, i32 1
  %12 = load double, double* %11, align 8, !tbaa.struct !12
  br label %13

13:                                               ; preds = %7, %20
  %14 = phi i64 [ %8, %7 ], [ %15, %20 ]
  %15 = add nsw i64 %14, -1
  %16 = and i64 %15, 4294967295
  %17 = getelementptr inbounds %struct.item, %struct.item* %0, i64 %16, i32 1
  %18 = load double, double* %17, align 8, !tbaa !13
  %19 = fcmp olt double %18, %12
  br i1 %19, label %20, label %26

20:                                               ; preds = %13
  %21 = getelementptr inbounds %struct.item, %struct.item* %0, i64 %16
  %22 = getelementptr inbounds %struct.item, %struct.item* %0, i64 %14
  %23 = bitcast %struct.item* %22 to i8*
  %24 = bitcast %struct.item* %21 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %23, i8* noundef nonnull align 8 dereferenceable(16) %24, i64 16, i1 false), !tbaa.struct !5
  %25 = icmp sgt i64 %14, 1
  br i1 %25, label %13, label %26, !llvm.loop !15

26:                                               ; preds = %20, %13
  %27 = phi i64 [ 0, %20 ], [ %14, %13 ]
  %28 = shl i64 %27, 32
  %29 = ashr exact i64 %28, 32
  %30 = getelementptr inbounds %struct.item, %struct.item* %0, i64 %29, i32 0
  store i8* %10, i8** %30, align 8, !tbaa.struct !5
  %31 = getelementptr inbounds %struct.item, %struct.item* %0, i64 %29, i32 1
  store double %12, double* %31, align 8, !tbaa.struct !12
  %32 = add nuw nsw i64 %8, 1
  %33 = icmp eq i64 %32, %5
  br i1 %33, label %6, label %7, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 {
  %1 = alloca [8 x i32], align 16
  %2 = alloca [4 x %struct.item], align 16
  %3 = bitcast [8 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %3) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %3, i8* noundef nonnull align 16 dereferenceable(32) bitcast ([8 x i32]* @__const.main.a to i8*), i64 32, i1 false)
  call void @qsort(i8* noundef nonnull %3, i64 noundef 8, i64 noundef 4, i32 (i8*, i8*)* noundef nonnull @cmp_int) #8
  %4 = getelementptr inbounds [8 x i32], [8 x i32]* %1, i64 0, i64 0
  %5 = load i32, i32* %4, align 16, !tbaa !18
  %6 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %5)
  %7 = getelementptr inbounds [8 x i32], [8 x i32]* %1, i64 0, i64 1
  %8 = load i32, i32* %7, align 4, !tbaa !18
  %9 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %8)
  %10 = getelementptr inbounds [8 x i32], [8 x i32]* %1, i64 0, i64 2
  %11 = load i32, i32* %10, align 8, !tbaa !18
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %11)
  %13 = getelementptr inbounds [8 x i32], [8 x i32]* %1, i64 0, i64 3
  %14 = load i32, i32* %13, align 4, !tbaa !18
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %14)
  %16 = getelementptr inbounds [8 x i32], [8 x i32]* %1, i64 0, i64 4
  %17 = load i32, i32* %16, align 16, !tbaa !18
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %17)
  %19 = getelementptr inbounds [8 x i32], [8 x i32]* %1, i64 0, i64 5
  %20 = load i32, i32* %19, align 4, !tbaa !18
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %20)
  %22 = getelementptr inbounds [8 x i32], [8 x i32]* %1, i64 0, i64 6
  %23 = load i32, i32* %22, align 8, !tbaa !18
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %23)
  %25 = getelementptr inbounds [8 x i32], [8 x i32]* %1, i64 0, i64 7
  %26 = load i32, i32* %25, align 4, !tbaa !18
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %26)
  br label %28

28:                                               ; preds = %0, %45
  %29 = phi i64 [ %47, %45 ], [ 0, %0 ]
  %30 = phi i64 [ %46, %45 ], [ 8, %0 ]
  %31 = add i64 %30, %29
  %32 = lshr i64 %31, 1
  %33 = getelementptr [8 x i32], [8 x i32]* %1, i64 0, i64 %32
  %34 = load i32, i32* %33, align 4, !tbaa !18
  %35 = icmp slt i32 %34, 17
  %36 = zext i1 %35 to i32
  %37 = icmp sgt i32 %34, 17
  %38 = sext i1 %37 to i32
  %39 = add nsw i32 %38, %36
  %40 = icmp slt i32 %39, 0
  br i1 %40, label %45, label %41

41:                                               ; preds = %28
  %42 = icmp eq i32 %39, 0
  br i1 %42, label %49, label %43

43:                                               ; preds = %41
  %44 = add nuw i64 %32, 1
  br label %45

45:                                               ; preds = %43, %28
  %46 = phi i64 [ %30, %43 ], [ %32, %28 ]
  %47 = phi i64 [ %44, %43 ], [ %29, %28 ]
  %48 = icmp ult i64 %47, %46
  br i1 %48, label %28, label %52, !llvm.loop !20

49:                                               ; preds = %41
  %50 = getelementptr [8 x i32], [8 x i32]* %1, i64 0, i64 %32
  %51 = bitcast i32* %50 to i8*
  br label %52

52:                                               ; preds = %45, %49
  %53 = phi i8* [ %51, %49 ], [ null, %45 ]
  %54 = icmp eq i8* %53, null
  %55 = ptrtoint i8* %53 to i64
  %56 = ptrtoint [8 x i32]* %1 to i64
  %57 = sub i64 %55, %56
  %58 = ashr exact i64 %57, 2
  %59 = select i1 %54, i64 -1, i64 %58
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i64 noundef %59)
  %61 = bitcast [4 x %struct.item]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %61) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %61, i8* noundef nonnull align 16 dereferenceable(64) bitcast ([4 x %struct.item]* @__const.main.items to i8*), i64 64, i1 false)
  call void @qsort(i8* noundef nonnull %61, i64 noundef 4, i64 noundef 16, i32 (i8*, i8*)* noundef nonnull @cmp_weight) #8
  %62 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %2, i64 0, i64 0, i32 0
  %63 = load i8*, i8** %62, align 16, !tbaa !21
  %64 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef %63)
  %65 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %2, i64 0, i64 1, i32 0
  %66 = load i8*, i8** %65, align 16, !tbaa !21
  %67 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef %66)
  %68 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %2, i64 0, i64 2, i32 0
  %69 = load i8*, i8** %68, align 16, !tbaa !21
  %70 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef %69)
  %71 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %2, i64 0, i64 3, i32 0
  %72 = load i8*, i8** %71, align 16, !tbaa !21
  %73 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef %72)
  %74 = load i8*, i8** %65, align 16, !tbaa.struct !5
  %75 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %2, i64 0, i64 1, i32 1
  %76 = load double, double* %75, align 8, !tbaa.struct !12
  %77 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %2, i64 0, i64 0, i32 1
  %78 = load double, double* %77, align 8, !tbaa !13
  %79 = fcmp olt double %78, %76
  br i1 %79, label %80, label %84

80:                                               ; preds = %52
  %81 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %2, i64 0, i64 1
  %82 = bitcast %struct.item* %81 to i8*
  %83 = bitcast [4 x %struct.item]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %82, i8* noundef nonnull align 16 dereferenceable(16) %83, i64 16, i1 false), !tbaa.struct !5
  br label %84

84:                                               ; preds = %80, %52
  %85 = phi i64 [ 0, %80 ], [ 1, %52 ]
  %86 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %2, i64 0, i64 %85, i32 0
  store i8* %74, i8** %86, align 16, !tbaa.struct !5
  %87 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %2, i64 0, i64 %85, i32 1
  store double %76, double* %87, align 8, !tbaa.struct !12
  %88 = load i8*, i8** %68, align 16, !tbaa.struct !5
  %89 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %2, i64 0, i64 2, i32 1
  %90 = load double, double* %89, align 8, !tbaa.struct !12
  %91 = load double, double* %75, align 8, !tbaa !13
  %92 = fcmp olt double %91, %90
  br i1 %92, label %93, label %102

93:                                               ; preds = %84
  %94 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %2, i64 0, i64 1
  %95 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %2, i64 0, i64 2
  %96 = bitcast %struct.item* %95 to i8*
  %97 = bitcast %struct.item* %94 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %96, i8* noundef nonnull align 16 dereferenceable(16) %97, i64 16, i1 false), !tbaa.struct !5
  %98 = load double, double* %77, align 8, !tbaa !13
  %99 = fcmp olt double %98, %90
  br i1 %99, label %100, label %102

100:                                              ; preds = %93
  %101 = bitcast [4 x %struct.item]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %97, i8* noundef nonnull align 16 dereferenceable(16) %101, i64 16, i1 false), !tbaa.struct !5
  br label %102

102:                                              ; preds = %100, %93, %84
  %103 = phi i64 [ 2, %84 ], [ 1, %93 ], [ 0, %100 ]
  %104 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %2, i64 0, i64 %103, i32 0
  store i8* %88, i8** %104, align 16, !tbaa.struct !5
  %105 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %2, i64 0, i64 %103, i32 1
  store double %90, double* %105, align 8, !tbaa.struct !12
  %106 = load i8*, i8** %71, align 16, !tbaa.struct !5
  %107 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %2, i64 0, i64 3, i32 1
  %108 = load double, double* %107, align 8, !tbaa.struct !12
  %109 = load double, double* %89, align 8, !tbaa !13
  %110 = fcmp olt double %109, %108
  br i1 %110, label %111, label %125

111:                                              ; preds = %102
  %112 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %2, i64 0, i64 2
  %113 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %2, i64 0, i64 3
  %114 = bitcast %struct.item* %113 to i8*
  %115 = bitcast %struct.item* %112 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %114, i8* noundef nonnull align 16 dereferenceable(16) %115, i64 16, i1 false), !tbaa.struct !5
  %116 = load double, double* %75, align 8, !tbaa !13
  %117 = fcmp olt double %116, %108
  br i1 %117, label %118, label %125

118:                                              ; preds = %111
  %119 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %2, i64 0, i64 1
  %120 = bitcast %struct.item* %119 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %115, i8* noundef nonnull align 16 dereferenceable(16) %120, i64 16, i1 false), !tbaa.struct !5
  %121 = load double, double* %77, align 8, !tbaa !13
  %122 = fcmp olt double %121, %108
  br i1 %122, label %123, label %125

123:                                              ; preds = %118
  %124 = bitcast [4 x %struct.item]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %120, i8* noundef nonnull align 16 dereferenceable(16) %124, i64 16, i1 false), !tbaa.struct !5
  br label %125

125:                                              ; preds = %123, %118, %111, %102
  %126 = phi i64 [ 3, %102 ], [ 2, %111 ], [ 1, %118 ], [ 0, %123 ]
  %127 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %2, i64 0, i64 %126, i32 0
  store i8* %106, i8** %127, align 16, !tbaa.struct !5
  %128 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %2, i64 0, i64 %126, i32 1
  store double %108, double* %128, align 8, !tbaa.struct !12
  %129 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i64 0, i64 0))
  %130 = load i8*, i8** %62, align 16, !tbaa !21
  %131 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef %130)
  %132 = load i8*, i8** %65, align 16, !tbaa !21
  %133 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef %132)
  %134 = load i8*, i8** %68, align 16, !tbaa !21
  %135 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef %134)
  %136 = load i8*, i8** %71, align 16, !tbaa !21
  %137 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef %136)
  %138 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %61) #8
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %3) #8
  ret i32 0
}

; Function Attrs: nofree
declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_int(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #5 {
  %3 = bitcast i8* %0 to i32*
  %4 = load i32, i32* %3, align 4, !tbaa !18
  %5 = bitcast i8* %1 to i32*
  %6 = load i32, i32* %5, align 4, !tbaa !18
  %7 = icmp sgt i32 %4, %6
  %8 = zext i1 %7 to i32
  %9 = icmp slt i32 %4, %6
  %10 = sext i1 %9 to i32
  %11 = add nsw i32 %10, %8
  ret i32 %11
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_weight(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #5 {
  %3 = getelementptr inbounds i8, i8* %0, i64 8
  %4 = bitcast i8* %3 to double*
  %5 = load double, double* %4, align 8, !tbaa !13
  %6 = getelementptr inbounds i8, i8* %1, i64 8
  %7 = bitcast i8* %6 to double*
  %8 = load double, double* %7, align 8, !tbaa !13
  %9 = fcmp ogt double %5, %8
  %10 = zext i1 %9 to i32
  %11 = fcmp olt double %5, %8
  %12 = sext i1 %11 to i32
  %13 = add nsw i32 %12, %10
  ret i32 %13
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{i64 0, i64 8, !6, i64 8, i64 8, !10}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{i64 0, i64 8, !10}
!13 = !{!14, !11, i64 8}
!14 = !{!"item", !7, i64 0, !11, i64 8}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !8, i64 0}
!20 = distinct !{!20, !16}
!21 = !{!14, !7, i64 0}
