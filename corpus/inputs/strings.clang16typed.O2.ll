; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"Hello, irfix corpus\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"len=%zu/%zu\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"rev=%s\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"hash=%08x words=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"  one two  three \00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"cmp=%d chr=%s\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"find:me\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"up=%s\0A\00", align 1

; Function Attrs: nofree nounwind memory(argmem: readwrite) uwtable
define dso_local void @reverse_in_place(i8* nocapture noundef %0) local_unnamed_addr #0 {
  %2 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %0) #9
  %3 = icmp ult i64 %2, 2
  br i1 %3, label %20, label %4

4:                                                ; preds = %1
  %5 = lshr i64 %2, 1
  %6 = icmp eq i64 %5, 1
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 9223372036854775806
  br label %21

9:                                                ; preds = %21, %4
  %10 = phi i64 [ 0, %4 ], [ %37, %21 ]
  %11 = and i64 %2, 2
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %20, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, i8* %0, i64 %10
  %15 = load i8, i8* %14, align 1, !tbaa !5
  %16 = xor i64 %10, -1
  %17 = add i64 %2, %16
  %18 = getelementptr inbounds i8, i8* %0, i64 %17
  %19 = load i8, i8* %18, align 1, !tbaa !5
  store i8 %19, i8* %14, align 1, !tbaa !5
  store i8 %15, i8* %18, align 1, !tbaa !5
  br label %20

20:                                               ; preds = %13, %9, %1
  ret void

21:                                               ; preds = %21, %7
  %22 = phi i64 [ 0, %7 ], [ %37, %21 ]
  %23 = phi i64 [ 0, %7 ], [ %38, %21 ]
  %24 = getelementptr inbounds i8, i8* %0, i64 %22
  %25 = load i8, i8* %24, align 1, !tbaa !5
  %26 = xor i64 %22, -1
  %27 = add i64 %2, %26
  %28 = getelementptr inbounds i8, i8* %0, i64 %27
  %29 = load i8, i8* %28, align 1, !tbaa !5
  store i8 %29, i8* %24, align 1, !tbaa !5
  store i8 %25, i8* %28, align 1, !tbaa !5
  %30 = or i64 %22, 1
  %31 = getelementptr inbounds i8, i8* %0, i64 %30
  %32 = load i8, i8* %31, align 1, !tbaa !5
  %33 = sub nuw nsw i64 -2, %22
  %34 = add i64 %2, %33
  %35 = getelementptr inbounds i8, i8* %0, i64 %34
  %36 = load i8, i8* %35, align 1, !tbaa !5
  store i8 %36, i8* %31, align 1, !tbaa !5
  store i8 %32, i8* %35, align 1, !tbaa !5
  %37 = add nuw nsw i64 %22, 2
  %38 = add i64 %23, 2
  %39 = icmp eq i64 %38, %8
  br i1 %39, label %9, label %21, !llvm.loop !8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @hash(i8* nocapture noundef readonly %0) local_unnamed_addr #3 {
  %2 = load i8, i8* %0, align 1, !tbaa !5
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %14, label %4

4:                                                ; preds = %1, %4
  %5 = phi i8 [ %12, %4 ], [ %2, %1 ]
  %6 = phi i32 [ %11, %4 ], [ -2128831035, %1 ]
  %7 = phi i8* [ %8, %4 ], [ %0, %1 ]
  %8 = getelementptr inbounds i8, i8* %7, i64 1
  %9 = zext i8 %5 to i32
  %10 = xor i32 %6, %9
  %11 = mul i32 %10, 16777619
  %12 = load i8, i8* %8, align 1, !tbaa !5
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %14, label %4, !llvm.loop !10

14:                                               ; preds = %4, %1
  %15 = phi i32 [ -2128831035, %1 ], [ %11, %4 ]
  ret i32 %15
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @words(i8* nocapture noundef readonly %0) local_unnamed_addr #4 {
  %2 = load i8, i8* %0, align 1, !tbaa !5
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %24, label %4

4:                                                ; preds = %1
  %5 = tail call i16** @__ctype_b_loc() #10
  %6 = load i16*, i16** %5, align 8, !tbaa !11
  br label %7

7:                                                ; preds = %4, %7
  %8 = phi i8 [ %2, %4 ], [ %22, %7 ]
  %9 = phi i32 [ 0, %4 ], [ %20, %7 ]
  %10 = phi i32 [ 0, %4 ], [ %19, %7 ]
  %11 = phi i8* [ %0, %4 ], [ %21, %7 ]
  %12 = zext i8 %8 to i64
  %13 = getelementptr inbounds i16, i16* %6, i64 %12
  %14 = load i16, i16* %13, align 2, !tbaa !13
  %15 = and i16 %14, 8192
  %16 = icmp eq i16 %15, 0
  %17 = xor i32 %9, 1
  %18 = select i1 %16, i32 %17, i32 0
  %19 = add nuw nsw i32 %18, %10
  %20 = zext i1 %16 to i32
  %21 = getelementptr inbounds i8, i8* %11, i64 1
  %22 = load i8, i8* %21, align 1, !tbaa !5
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %24, label %7, !llvm.loop !15

24:                                               ; preds = %7, %1
  %25 = phi i32 [ 0, %1 ], [ %19, %7 ]
  ret i32 %25
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i16** @__ctype_b_loc() local_unnamed_addr #5

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #6 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca [16 x i8], align 16
  %3 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %3) #11
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(20) %3, i8* noundef nonnull align 1 dereferenceable(20) getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), i64 20, i1 false) #11
  %4 = call i64 @strlen(i8* nonnull dereferenceable(1) %3)
  %5 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 %4
  %6 = bitcast i8* %5 to i16*
  store i16 33, i16* %6, align 1
  br label %7

7:                                                ; preds = %7, %0
  %8 = phi i8* [ %3, %0 ], [ %11, %7 ]
  %9 = load i8, i8* %8, align 1, !tbaa !5
  %10 = icmp eq i8 %9, 0
  %11 = getelementptr inbounds i8, i8* %8, i64 1
  br i1 %10, label %12, label %7, !llvm.loop !16

12:                                               ; preds = %7
  %13 = ptrtoint i8* %8 to i64
  %14 = ptrtoint [64 x i8]* %1 to i64
  %15 = sub i64 %13, %14
  %16 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %3) #9
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i64 noundef %15, i64 noundef %16)
  %18 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %3) #9
  %19 = icmp ult i64 %18, 2
  br i1 %19, label %55, label %20

20:                                               ; preds = %12
  %21 = lshr i64 %18, 1
  %22 = icmp eq i64 %21, 1
  br i1 %22, label %44, label %23

23:                                               ; preds = %20
  %24 = and i64 %21, 9223372036854775806
  br label %25

25:                                               ; preds = %25, %23
  %26 = phi i64 [ 0, %23 ], [ %41, %25 ]
  %27 = phi i64 [ 0, %23 ], [ %42, %25 ]
  %28 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 %26
  %29 = load i8, i8* %28, align 2, !tbaa !5
  %30 = xor i64 %26, -1
  %31 = add i64 %18, %30
  %32 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 %31
  %33 = load i8, i8* %32, align 1, !tbaa !5
  store i8 %33, i8* %28, align 2, !tbaa !5
  store i8 %29, i8* %32, align 1, !tbaa !5
  %34 = or i64 %26, 1
  %35 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 %34
  %36 = load i8, i8* %35, align 1, !tbaa !5
  %37 = sub nuw nsw i64 -2, %26
  %38 = add i64 %18, %37
  %39 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 %38
  %40 = load i8, i8* %39, align 1, !tbaa !5
  store i8 %40, i8* %35, align 1, !tbaa !5
  store i8 %36, i8* %39, align 1, !tbaa !5
  %41 = add nuw nsw i64 %26, 2
  %42 = add i64 %27, 2
  %43 = icmp eq i64 %42, %24
  br i1 %43, label %44, label %25, !llvm.loop !8

44:                                               ; preds = %25, %20
  %45 = phi i64 [ 0, %20 ], [ %41, %25 ]
  %46 = and i64 %18, 2
  %47 = icmp eq i64 %46, 0
  br i1 %47, label %55, label %48

48:                                               ; preds = %44
  %49 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 %45
  %50 = load i8, i8* %49, align 1, !tbaa !5
  %51 = xor i64 %45, -1
  %52 = add i64 %18, %51
  %53 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 %52
  %54 = load i8, i8* %53, align 1, !tbaa !5
  store i8 %54, i8* %49, align 1, !tbaa !5
  store i8 %50, i8* %53, align 1, !tbaa !5
  br label %55

55:                                               ; preds = %48, %44, %12
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i8* noundef nonnull %3)
  %57 = tail call i16** @__ctype_b_loc() #10
  %58 = load i16*, i16** %57, align 8, !tbaa !11
  br label %59

59:                                               ; preds = %74, %55
  %60 = phi i8 [ 32, %55 ], [ %87, %74 ]
  %61 = phi i32 [ 0, %55 ], [ %85, %74 ]
  %62 = phi i32 [ 0, %55 ], [ %84, %74 ]
  %63 = phi i8* [ getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), %55 ], [ %86, %74 ]
  %64 = zext i8 %60 to i64
  %65 = getelementptr inbounds i16, i16* %58, i64 %64
  %66 = load i16, i16* %65, align 2, !tbaa !13
  %67 = and i16 %66, 8192
  %68 = icmp eq i16 %67, 0
  %69 = xor i32 %61, 1
  %70 = select i1 %68, i32 %69, i32 0
  %71 = add nuw nsw i32 %70, %62
  %72 = getelementptr inbounds i8, i8* %63, i64 1
  %73 = icmp eq i8* %72, getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 17)
  br i1 %73, label %88, label %74, !llvm.loop !15

74:                                               ; preds = %59
  %75 = load i8, i8* %72, align 1, !tbaa !5
  %76 = zext i8 %75 to i64
  %77 = getelementptr inbounds i16, i16* %58, i64 %76
  %78 = load i16, i16* %77, align 2, !tbaa !13
  %79 = and i16 %78, 8192
  %80 = icmp eq i16 %79, 0
  %81 = lshr exact i16 %67, 13
  %82 = select i1 %80, i16 %81, i16 0
  %83 = zext i16 %82 to i32
  %84 = add nuw nsw i32 %71, %83
  %85 = zext i1 %80 to i32
  %86 = getelementptr inbounds i8, i8* %63, i64 2
  %87 = load i8, i8* %86, align 1, !tbaa !5
  br label %59

88:                                               ; preds = %59
  %89 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i64 0, i64 0), i32 noundef 1520461157, i32 noundef %71)
  %90 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i64 0, i64 0), i32 noundef 1, i8* noundef nonnull getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 4))
  %91 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %91) #11
  %92 = tail call i32** @__ctype_toupper_loc() #10
  %93 = load i32*, i32** %92, align 8, !tbaa !11
  %94 = getelementptr inbounds i32, i32* %93, i64 109
  %95 = load i32, i32* %94, align 4, !tbaa !17
  %96 = trunc i32 %95 to i8
  store i8 %96, i8* %91, align 16, !tbaa !5
  %97 = load i32*, i32** %92, align 8, !tbaa !11
  %98 = getelementptr inbounds i32, i32* %97, i64 105
  %99 = load i32, i32* %98, align 4, !tbaa !17
  %100 = trunc i32 %99 to i8
  %101 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 1
  store i8 %100, i8* %101, align 1, !tbaa !5
  %102 = load i32*, i32** %92, align 8, !tbaa !11
  %103 = getelementptr inbounds i32, i32* %102, i64 120
  %104 = load i32, i32* %103, align 4, !tbaa !17
  %105 = trunc i32 %104 to i8
  %106 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 2
  store i8 %105, i8* %106, align 2, !tbaa !5
  %107 = load i32*, i32** %92, align 8, !tbaa !11
  %108 = getelementptr inbounds i32, i32* %107, i64 101
  %109 = load i32, i32* %108, align 4, !tbaa !17
  %110 = trunc i32 %109 to i8
  %111 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 3
  store i8 %110, i8* %111, align 1, !tbaa !5
  %112 = load i32*, i32** %92, align 8, !tbaa !11
  %113 = getelementptr inbounds i32, i32* %112, i64 100
  %114 = load i32, i32* %113, align 4, !tbaa !17
  %115 = trunc i32 %114 to i8
  %116 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 4
  store i8 %115, i8* %116, align 4, !tbaa !5
  %117 = load i32*, i32** %92, align 8, !tbaa !11
  %118 = getelementptr inbounds i32, i32* %117, i64 32
  %119 = load i32, i32* %118, align 4, !tbaa !17
  %120 = trunc i32 %119 to i8
  %121 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 5
  store i8 %120, i8* %121, align 1, !tbaa !5
  %122 = load i32*, i32** %92, align 8, !tbaa !11
  %123 = getelementptr inbounds i32, i32* %122, i64 67
  %124 = load i32, i32* %123, align 4, !tbaa !17
  %125 = trunc i32 %124 to i8
  %126 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 6
  store i8 %125, i8* %126, align 2, !tbaa !5
  %127 = load i32*, i32** %92, align 8, !tbaa !11
  %128 = getelementptr inbounds i32, i32* %127, i64 97
  %129 = load i32, i32* %128, align 4, !tbaa !17
  %130 = trunc i32 %129 to i8
  %131 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 7
  store i8 %130, i8* %131, align 1, !tbaa !5
  %132 = load i32*, i32** %92, align 8, !tbaa !11
  %133 = getelementptr inbounds i32, i32* %132, i64 115
  %134 = load i32, i32* %133, align 4, !tbaa !17
  %135 = trunc i32 %134 to i8
  %136 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 8
  store i8 %135, i8* %136, align 8, !tbaa !5
  %137 = load i32*, i32** %92, align 8, !tbaa !11
  %138 = getelementptr inbounds i32, i32* %137, i64 101
  %139 = load i32, i32* %138, align 4, !tbaa !17
  %140 = trunc i32 %139 to i8
  %141 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 9
  store i8 %140, i8* %141, align 1, !tbaa !5
  %142 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 10
  store i8 0, i8* %142, align 2, !tbaa !5
  %143 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i64 0, i64 0), i8* noundef nonnull %91)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %91) #11
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %3) #11
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32** @__ctype_toupper_loc() local_unnamed_addr #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #8

attributes #0 = { nofree nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nounwind willreturn memory(read) }
attributes #10 = { nounwind willreturn memory(none) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !6, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !6, i64 0}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !6, i64 0}
