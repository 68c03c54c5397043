; ModuleID = 'linkedlist.c'
source_filename = "linkedlist.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, %struct.node* }

@.str = private unnamed_addr constant [18 x i8] c"first=%d sum=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local %struct.node* @reverse(%struct.node* noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq %struct.node* %0, null
  br i1 %2, label %9, label %3

3:                                                ; preds = %1, %3
  %4 = phi %struct.node* [ %7, %3 ], [ %0, %1 ]
  %5 = phi %struct.node* [ %4, %3 ], [ null, %1 ]
  %6 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 1
  %7 = load %struct.node*, %struct.node** %6, align 8, !tbaa !5
  store %struct.node* %5, %struct.node** %6, align 8, !tbaa !5
  %8 = icmp eq %struct.node* %7, null
  br i1 %8, label %9, label %3, !llvm.loop !11

9:                                                ; preds = %3, %1
  %10 = phi %struct.node* [ null, %1 ], [ %4, %3 ]
  ret %struct.node* %10
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @sum(%struct.node* noundef readonly %0) local_unnamed_addr #1 {
  %2 = icmp eq %struct.node* %0, null
  br i1 %2, label %13, label %3

3:                                                ; preds = %1, %3
  %4 = phi i64 [ %9, %3 ], [ 0, %1 ]
  %5 = phi %struct.node* [ %11, %3 ], [ %0, %1 ]
  %6 = getelementptr inbounds %struct.node, %struct.node* %5, i64 0, i32 0
  %7 = load i32, i32* %6, align 8, !tbaa !13
  %8 = sext i32 %7 to i64
  %9 = add nsw i64 %4, %8
  %10 = getelementptr inbounds %struct.node, %struct.node* %5, i64 0, i32 1
  %11 = load %struct.node*, %struct.node** %10, align 8, !tbaa !5
  %12 = icmp eq %struct.node* %11, null
  br i1 %12, label %13, label %3, !llvm.loop !14

13:                                               ; preds = %3, %1
  %14 = phi i64 [ 0, %1 ], [ %9, %3 ]
  ret i64 %14
}

; Function Attrs: nounwind uwtable
define dso_local void @free_list(%struct.node* noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq %struct.node* %0, null
  br i1 %2, label %9, label %3

3:                                                ; preds = %1, %3
  %4 = phi %struct.node* [ %6, %3 ], [ %0, %1 ]
  %5 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 1
  %6 = load %struct.node*, %struct.node** %5, align 8, !tbaa !5
  %7 = bitcast %struct.node* %4 to i8*
  tail call void @free(i8* noundef %7) #8
  %8 = icmp eq %struct.node* %6, null
  br i1 %8, label %9, label %3, !llvm.loop !15

9:                                                ; preds = %3, %1
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(i8* allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 {
  %1 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #9
  %2 = icmp eq i8* %1, null
  br i1 %2, label %30, label %31

3:                                                ; preds = %86
  %4 = bitcast i8* %91 to %struct.node*
  %5 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 0
  store i32 100, i32* %5, align 8, !tbaa !13
  %6 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 1
  %7 = bitcast %struct.node** %6 to i8**
  store i8* %84, i8** %7, align 8, !tbaa !5
  br label %8

8:                                                ; preds = %3, %8
  %9 = phi %struct.node* [ %12, %8 ], [ %4, %3 ]
  %10 = phi %struct.node* [ %9, %8 ], [ null, %3 ]
  %11 = getelementptr inbounds %struct.node, %struct.node* %9, i64 0, i32 1
  %12 = load %struct.node*, %struct.node** %11, align 8, !tbaa !5
  store %struct.node* %10, %struct.node** %11, align 8, !tbaa !5
  %13 = icmp eq %struct.node* %12, null
  br i1 %13, label %14, label %8, !llvm.loop !11

14:                                               ; preds = %8
  %15 = getelementptr inbounds %struct.node, %struct.node* %9, i64 0, i32 0
  %16 = load i32, i32* %15, align 8, !tbaa !13
  br label %17

17:                                               ; preds = %14, %17
  %18 = phi i64 [ %23, %17 ], [ 0, %14 ]
  %19 = phi %struct.node* [ %25, %17 ], [ %9, %14 ]
  %20 = getelementptr inbounds %struct.node, %struct.node* %19, i64 0, i32 0
  %21 = load i32, i32* %20, align 8, !tbaa !13
  %22 = sext i32 %21 to i64
  %23 = add nsw i64 %18, %22
  %24 = getelementptr inbounds %struct.node, %struct.node* %19, i64 0, i32 1
  %25 = load %struct.node*, %struct.node** %24, align 8, !tbaa !5
  %26 = icmp eq %struct.node* %25, null
  br i1 %26, label %27, label %17, !llvm.loop !14

27:                                               ; preds = %17
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef %16, i64 noundef %23)
  %29 = icmp eq %struct.node* %9, null
  br i1 %29, label %93, label %102

30:                                               ; preds = %86, %79, %72, %65, %58, %51, %44, %37, %31, %0
  tail call void @abort() #10
  unreachable

31:                                               ; preds = %0
  %32 = bitcast i8* %1 to %struct.node*
  %33 = getelementptr inbounds %struct.node, %struct.node* %32, i64 0, i32 0
  store i32 1, i32* %33, align 8, !tbaa !13
  %34 = getelementptr inbounds %struct.node, %struct.node* %32, i64 0, i32 1
  store %struct.node* null, %struct.node** %34, align 8, !tbaa !5
  %35 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #9
  %36 = icmp eq i8* %35, null
  br i1 %36, label %30, label %37

37:                                               ; preds = %31
  %38 = bitcast i8* %35 to %struct.node*
  %39 = getelementptr inbounds %struct.node, %struct.node* %38, i64 0, i32 0
  store i32 4, i32* %39, align 8, !tbaa !13
  %40 = getelementptr inbounds %struct.node, %struct.node* %38, i64 0, i32 1
  %41 = bitcast %struct.node** %40 to i8**
  store i8* %1, i8** %41, align 8, !tbaa !5
  %42 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #9
  %43 = icmp eq i8* %42, null
  br i1 %43, label %30, label %44

44:                                               ; preds = %37
  %45 = bitcast i8* %42 to %struct.node*
  %46 = getelementptr inbounds %struct.node, %struct.node* %45, i64 0, i32 0
  store i32 9, i32* %46, align 8, !tbaa !13
  %47 = getelementptr inbounds %struct.node, %struct.node* %45, i64 0, i32 1
  %48 = bitcast %struct.node** %47 to i8**
  store i8* %35, i8** %48, align 8, !tbaa !5
  %49 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #9
  %50 = icmp eq i8* %49, null
  br i1 %50, label %30, label %51

51:                                               ; preds = %44
  %52 = bitcast i8* %49 to %struct.node*
  %53 = getelementptr inbounds %struct.node, %struct.node* %52, i64 0, i32 0
  store i32 16, i32* %53, align 8, !tbaa !13
  %54 = getelementptr inbounds %struct.node, %struct.node* %52, i64 0, i32 1
  %55 = bitcast %struct.node** %54 to i8**
  store i8* %42, i8** %55, align 8, !tbaa !5
  %56 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #9
  %57 = icmp eq i8* %56, null
  br i1 %57, label %30, label %58

58:                                               ; preds = %51
  %59 = bitcast i8* %56 to %struct.node*
  %60 = getelementptr inbounds %struct.node, %struct.node* %59, i64 0, i32 0
  store i32 25, i32* %60, align 8, !tbaa !13
  %61 = getelementptr inbounds %struct.node, %struct.node* %59, i64 0, i32 1
  %62 = bitcast %struct.node** %61 to i8**
  store i8* %49, i8** %62, align 8, !tbaa !5
  %63 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #9
  %64 = icmp eq i8* %63, null
  br i1 %64, label %30, label %65

65:                                               ; preds = %58
  %66 = bitcast i8* %63 to %struct.node*
  %67 = getelementptr inbounds %struct.node, %struct.node* %66, i64 0, i32 0
  store i32 36, i32* %67, align 8, !tbaa !13
  %68 = getelementptr inbounds %struct.node, %struct.node* %66, i64 0, i32 1
  %69 = bitcast %struct.node** %68 to i8**
  store i8* %56, i8** %69, align 8, !tbaa !5
  %70 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #9
  %71 = icmp eq i8* %70, null
  br i1 %71, label %30, label %72

72:                                               ; preds = %65
  %73 = bitcast i8* %70 to %struct.node*
  %74 = getelementptr inbounds %struct.node, %struct.node* %73, i64 0, i32 0
  store i32 49, i32* %74, align 8, !tbaa !13
  %75 = getelementptr inbounds %struct.node, %struct.node* %73, i64 0, i32 1
  %76 = bitcast %struct.node** %75 to i8**
  store i8* %63, i8** %76, align 8, !tbaa !5
  %77 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #9
  %78 = icmp eq i8* %77, null
  br i1 %78, label %30, label %79

79:                                               ; preds = %72
  %80 = bitcast i8* %77 to %struct.node*
  %81 = getelementptr inbounds %struct.node, %struct.node* %80, i64 0, i32 0
  store i32 64, i32* %81, align 8, !tbaa !13
  %82 = getelementptr inbounds %struct.node, %struct.node* %80, i64 0, i32 1
  %83 = bitcast %struct.node** %82 to i8**
  store i8* %70, i8** %83, align 8, !tbaa !5
  %84 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #9
  %85 = icmp eq i8* %84, null
  br i1 %85, label %30, label %86

86:                                               ; preds = %79
  %87 = bitcast i8* %84 to %struct.node*
  %88 = getelementptr inbounds %struct.node, %struct.node* %87, i64 0, i32 0
  store i32 81, i32* %88, align 8, !tbaa !13
  %89 = getelementptr inbounds %struct.node, %struct.node* %87, i64 0, i32 1
  %90 = bitcast %struct.node** %89 to i8**
  store i8* %77, i8** %90, align 8, !tbaa !5
  %91 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #9
  %92 = icmp eq i8* %91, null
  br i1 %92, label %30, label %3

93:                                               ; preds = %102, %27
  %94 = tail call i32 @putchar(i32 10)
  br label %95

95:                                               ; preds = %93, %95
  %96 = phi %struct.node* [ %98, %95 ], [ %9, %93 ]
  %97 = getelementptr inbounds %struct.node, %struct.node* %96, i64 0, i32 1
  %98 = load %struct.node*, %struct.node** %97, align 8, !tbaa !5
  %99 = bitcast %struct.node* %96 to i8*
  tail call void @free(i8* noundef %99) #8
  %100 = icmp eq %struct.node* %98, null
  br i1 %100, label %101, label %95, !llvm.loop !15

101:                                              ; preds = %95
  ret i32 0

102:                                              ; preds = %27, %102
  %103 = phi %struct.node* [ %108, %102 ], [ %9, %27 ]
  %104 = getelementptr inbounds %struct.node, %struct.node* %103, i64 0, i32 0
  %105 = load i32, i32* %104, align 8, !tbaa !13
  %106 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %105)
  %107 = getelementptr inbounds %struct.node, %struct.node* %103, i64 0, i32 1
  %108 = load %struct.node*, %struct.node** %107, align 8, !tbaa !5
  %109 = icmp eq %struct.node* %108, null
  br i1 %109, label %93, label %102, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !10, i64 8}
!6 = !{!"node", !7, i64 0, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!6, !7, i64 0}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
