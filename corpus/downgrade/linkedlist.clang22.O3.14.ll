source_filename = "linkedlist.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"first=%d sum=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1

define dso_local i8* @reverse(i8* noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i8* %0, null
  br i1 %2, label %10, label %3

3:
  %4 = phi i8* [ %8, %3 ], [ %0, %1 ]
  %5 = phi i8* [ %4, %3 ], [ null, %1 ]
  %6 = getelementptr inbounds i8, i8* %4, i64 8
  %7 = bitcast i8* %6 to i8**
  %8 = load i8*, i8** %7, align 8, !tbaa !9
  store i8* %5, i8** %7, align 8, !tbaa !9
  %9 = icmp eq i8* %8, null
  br i1 %9, label %10, label %3, !llvm.loop !13

10:
  %11 = phi i8* [ null, %1 ], [ %4, %3 ]
  ret i8* %11
}

define dso_local i64 @sum(i32* noundef readonly %0) local_unnamed_addr #1 {
  %2 = icmp eq i32* %0, null
  br i1 %2, label %14, label %3

3:
  %4 = phi i64 [ %9, %3 ], [ 0, %1 ]
  %5 = phi i32* [ %12, %3 ], [ %0, %1 ]
  %6 = bitcast i32* %5 to i8*
  %7 = load i32, i32* %5, align 8, !tbaa !15
  %8 = sext i32 %7 to i64
  %9 = add nsw i64 %4, %8
  %10 = getelementptr inbounds i8, i8* %6, i64 8
  %11 = bitcast i8* %10 to i32**
  %12 = load i32*, i32** %11, align 8, !tbaa !9
  %13 = icmp eq i32* %12, null
  br i1 %13, label %14, label %3, !llvm.loop !16

14:
  %15 = phi i64 [ 0, %1 ], [ %9, %3 ]
  ret i64 %15
}

define dso_local void @free_list(i8* noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq i8* %0, null
  br i1 %2, label %9, label %3

3:
  %4 = phi i8* [ %7, %3 ], [ %0, %1 ]
  %5 = getelementptr inbounds i8, i8* %4, i64 8
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 8, !tbaa !9
  tail call void @free(i8* noundef nonnull %4) #3
  %8 = icmp eq i8* %7, null
  br i1 %8, label %9, label %3, !llvm.loop !17

9:
  ret void
}

declare void @free(i8* nocapture noundef) local_unnamed_addr #4

define dso_local noundef i32 @main() local_unnamed_addr #2 {
  %1 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %2 = bitcast i8* %1 to i32*
  %3 = icmp eq i8* %1, null
  br i1 %3, label %27, label %28

4:
  %5 = phi i32* [ %10, %4 ], [ %80, %82 ]
  %6 = phi i32* [ %5, %4 ], [ null, %82 ]
  %7 = bitcast i32* %5 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 8
  %9 = bitcast i8* %8 to i32**
  %10 = load i32*, i32** %9, align 8, !tbaa !9
  store i32* %6, i32** %9, align 8, !tbaa !9
  %11 = icmp eq i32* %10, null
  br i1 %11, label %12, label %4, !llvm.loop !13

12:
  %13 = load i32, i32* %5, align 8, !tbaa !15
  br label %14

14:
  %15 = phi i64 [ %20, %14 ], [ 0, %12 ]
  %16 = phi i32* [ %23, %14 ], [ %5, %12 ]
  %17 = bitcast i32* %16 to i8*
  %18 = load i32, i32* %16, align 8, !tbaa !15
  %19 = sext i32 %18 to i64
  %20 = add nsw i64 %15, %19
  %21 = getelementptr inbounds i8, i8* %17, i64 8
  %22 = bitcast i8* %21 to i32**
  %23 = load i32*, i32** %22, align 8, !tbaa !9
  %24 = icmp eq i32* %23, null
  br i1 %24, label %25, label %14, !llvm.loop !16

25:
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef %13, i64 noundef %20)
  br label %94

27:
  tail call void @abort() #6
  unreachable

28:
  store i32 1, i32* %2, align 8, !tbaa !15
  %29 = getelementptr inbounds i8, i8* %1, i64 8
  %30 = bitcast i8* %29 to i8**
  store i8* null, i8** %30, align 8, !tbaa !9
  %31 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %32 = bitcast i8* %31 to i32*
  %33 = icmp eq i8* %31, null
  br i1 %33, label %27, label %34

34:
  store i32 4, i32* %32, align 8, !tbaa !15
  %35 = getelementptr inbounds i8, i8* %31, i64 8
  %36 = bitcast i8* %35 to i8**
  store i8* %1, i8** %36, align 8, !tbaa !9
  %37 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %38 = bitcast i8* %37 to i32*
  %39 = icmp eq i8* %37, null
  br i1 %39, label %27, label %40

40:
  store i32 9, i32* %38, align 8, !tbaa !15
  %41 = getelementptr inbounds i8, i8* %37, i64 8
  %42 = bitcast i8* %41 to i8**
  store i8* %31, i8** %42, align 8, !tbaa !9
  %43 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %44 = bitcast i8* %43 to i32*
  %45 = icmp eq i8* %43, null
  br i1 %45, label %27, label %46

46:
  store i32 16, i32* %44, align 8, !tbaa !15
  %47 = getelementptr inbounds i8, i8* %43, i64 8
  %48 = bitcast i8* %47 to i8**
  store i8* %37, i8** %48, align 8, !tbaa !9
  %49 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %50 = bitcast i8* %49 to i32*
  %51 = icmp eq i8* %49, null
  br i1 %51, label %27, label %52

52:
  store i32 25, i32* %50, align 8, !tbaa !15
  %53 = getelementptr inbounds i8, i8* %49, i64 8
  %54 = bitcast i8* %53 to i8**
  store i8* %43, i8** %54, align 8, !tbaa !9
  %55 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %56 = bitcast i8* %55 to i32*
  %57 = icmp eq i8* %55, null
  br i1 %57, label %27, label %58

58:
  store i32 36, i32* %56, align 8, !tbaa !15
  %59 = getelementptr inbounds i8, i8* %55, i64 8
  %60 = bitcast i8* %59 to i8**
  store i8* %49, i8** %60, align 8, !tbaa !9
  %61 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %62 = bitcast i8* %61 to i32*
  %63 = icmp eq i8* %61, null
  br i1 %63, label %27, label %64

64:
  store i32 49, i32* %62, align 8, !tbaa !15
  %65 = getelementptr inbounds i8, i8* %61, i64 8
  %66 = bitcast i8* %65 to i8**
  store i8* %55, i8** %66, align 8, !tbaa !9
  %67 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %68 = bitcast i8* %67 to i32*
  %69 = icmp eq i8* %67, null
  br i1 %69, label %27, label %70

70:
  store i32 64, i32* %68, align 8, !tbaa !15
  %71 = getelementptr inbounds i8, i8* %67, i64 8
  %72 = bitcast i8* %71 to i8**
  store i8* %61, i8** %72, align 8, !tbaa !9
  %73 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %74 = bitcast i8* %73 to i32*
  %75 = icmp eq i8* %73, null
  br i1 %75, label %27, label %76

76:
  store i32 81, i32* %74, align 8, !tbaa !15
  %77 = getelementptr inbounds i8, i8* %73, i64 8
  %78 = bitcast i8* %77 to i8**
  store i8* %67, i8** %78, align 8, !tbaa !9
  %79 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %80 = bitcast i8* %79 to i32*
  %81 = icmp eq i8* %79, null
  br i1 %81, label %27, label %82

82:
  store i32 100, i32* %80, align 8, !tbaa !15
  %83 = getelementptr inbounds i8, i8* %79, i64 8
  %84 = bitcast i8* %83 to i8**
  store i8* %73, i8** %84, align 8, !tbaa !9
  br label %4

85:
  %86 = tail call i32 @putchar(i32 10)
  br label %87

87:
  %88 = phi i8* [ %91, %87 ], [ %7, %85 ]
  %89 = getelementptr inbounds i8, i8* %88, i64 8
  %90 = bitcast i8* %89 to i8**
  %91 = load i8*, i8** %90, align 8, !tbaa !9
  tail call void @free(i8* noundef nonnull %88) #3
  %92 = icmp eq i8* %91, null
  br i1 %92, label %93, label %87, !llvm.loop !17

93:
  ret i32 0

94:
  %95 = phi i32* [ %5, %25 ], [ %101, %94 ]
  %96 = bitcast i32* %95 to i8*
  %97 = load i32, i32* %95, align 8, !tbaa !15
  %98 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %97)
  %99 = getelementptr inbounds i8, i8* %96, i64 8
  %100 = bitcast i8* %99 to i32**
  %101 = load i32*, i32** %100, align 8, !tbaa !9
  %102 = icmp eq i32* %101, null
  br i1 %102, label %85, label %94, !llvm.loop !18
}

declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #7

declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #8

declare void @abort() local_unnamed_addr #9

declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

attributes #0 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind readonly uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { noreturn nounwind }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inaccessiblememonly mustprogress nofree nounwind willreturn allocsize(0) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { cold nofree noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !11, i64 8}
!10 = !{!"node", !6, i64 0, !11, i64 8}
!11 = !{!"p1 _ZTS4node", !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!10, !6, i64 0}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
