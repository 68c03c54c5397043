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
  %4 = phi i64 [ %8, %3 ], [ 0, %1 ]
  %5 = phi i32* [ %12, %3 ], [ %0, %1 ]
  %6 = load i32, i32* %5, align 8, !tbaa !15
  %7 = sext i32 %6 to i64
  %8 = add nsw i64 %4, %7
  %9 = bitcast i32* %5 to i8*
  %10 = getelementptr inbounds i8, i8* %9, i64 8
  %11 = bitcast i8* %10 to i32**
  %12 = load i32*, i32** %11, align 8, !tbaa !9
  %13 = icmp eq i32* %12, null
  br i1 %13, label %14, label %3, !llvm.loop !16

14:
  %15 = phi i64 [ 0, %1 ], [ %8, %3 ]
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
  %2 = icmp eq i8* %1, null
  br i1 %2, label %26, label %27

3:
  %4 = phi i8* [ %8, %3 ], [ %78, %80 ]
  %5 = phi i8* [ %4, %3 ], [ null, %80 ]
  %6 = getelementptr inbounds i8, i8* %4, i64 8
  %7 = bitcast i8* %6 to i8**
  %8 = load i8*, i8** %7, align 8, !tbaa !9
  store i8* %5, i8** %7, align 8, !tbaa !9
  %9 = icmp eq i8* %8, null
  br i1 %9, label %10, label %3, !llvm.loop !13

10:
  %11 = bitcast i8* %4 to i32*
  %12 = load i32, i32* %11, align 8, !tbaa !15
  br label %13

13:
  %14 = phi i64 [ %19, %13 ], [ 0, %10 ]
  %15 = phi i8* [ %22, %13 ], [ %4, %10 ]
  %16 = bitcast i8* %15 to i32*
  %17 = load i32, i32* %16, align 8, !tbaa !15
  %18 = sext i32 %17 to i64
  %19 = add nsw i64 %14, %18
  %20 = getelementptr inbounds i8, i8* %15, i64 8
  %21 = bitcast i8* %20 to i8**
  %22 = load i8*, i8** %21, align 8, !tbaa !9
  %23 = icmp eq i8* %22, null
  br i1 %23, label %24, label %13, !llvm.loop !16

24:
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef %12, i64 noundef %19)
  br label %93

26:
  tail call void @abort() #6
  unreachable

27:
  %28 = bitcast i8* %1 to i32*
  store i32 1, i32* %28, align 8, !tbaa !15
  %29 = getelementptr inbounds i8, i8* %1, i64 8
  store i8 0, i8* %29, align 8, !tbaa !9
  %30 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %31 = icmp eq i8* %30, null
  br i1 %31, label %26, label %32

32:
  %33 = bitcast i8* %30 to i32*
  store i32 4, i32* %33, align 8, !tbaa !15
  %34 = getelementptr inbounds i8, i8* %30, i64 8
  %35 = bitcast i8* %34 to i8**
  store i8* %1, i8** %35, align 8, !tbaa !9
  %36 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %37 = icmp eq i8* %36, null
  br i1 %37, label %26, label %38

38:
  %39 = bitcast i8* %36 to i32*
  store i32 9, i32* %39, align 8, !tbaa !15
  %40 = getelementptr inbounds i8, i8* %36, i64 8
  %41 = bitcast i8* %40 to i8**
  store i8* %30, i8** %41, align 8, !tbaa !9
  %42 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %43 = icmp eq i8* %42, null
  br i1 %43, label %26, label %44

44:
  %45 = bitcast i8* %42 to i32*
  store i32 16, i32* %45, align 8, !tbaa !15
  %46 = getelementptr inbounds i8, i8* %42, i64 8
  %47 = bitcast i8* %46 to i8**
  store i8* %36, i8** %47, align 8, !tbaa !9
  %48 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %49 = icmp eq i8* %48, null
  br i1 %49, label %26, label %50

50:
  %51 = bitcast i8* %48 to i32*
  store i32 25, i32* %51, align 8, !tbaa !15
  %52 = getelementptr inbounds i8, i8* %48, i64 8
  %53 = bitcast i8* %52 to i8**
  store i8* %42, i8** %53, align 8, !tbaa !9
  %54 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %55 = icmp eq i8* %54, null
  br i1 %55, label %26, label %56

56:
  %57 = bitcast i8* %54 to i32*
  store i32 36, i32* %57, align 8, !tbaa !15
  %58 = getelementptr inbounds i8, i8* %54, i64 8
  %59 = bitcast i8* %58 to i8**
  store i8* %48, i8** %59, align 8, !tbaa !9
  %60 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %61 = icmp eq i8* %60, null
  br i1 %61, label %26, label %62

62:
  %63 = bitcast i8* %60 to i32*
  store i32 49, i32* %63, align 8, !tbaa !15
  %64 = getelementptr inbounds i8, i8* %60, i64 8
  %65 = bitcast i8* %64 to i8**
  store i8* %54, i8** %65, align 8, !tbaa !9
  %66 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %67 = icmp eq i8* %66, null
  br i1 %67, label %26, label %68

68:
  %69 = bitcast i8* %66 to i32*
  store i32 64, i32* %69, align 8, !tbaa !15
  %70 = getelementptr inbounds i8, i8* %66, i64 8
  %71 = bitcast i8* %70 to i8**
  store i8* %60, i8** %71, align 8, !tbaa !9
  %72 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %73 = icmp eq i8* %72, null
  br i1 %73, label %26, label %74

74:
  %75 = bitcast i8* %72 to i32*
  store i32 81, i32* %75, align 8, !tbaa !15
  %76 = getelementptr inbounds i8, i8* %72, i64 8
  %77 = bitcast i8* %76 to i8**
  store i8* %66, i8** %77, align 8, !tbaa !9
  %78 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5
  %79 = icmp eq i8* %78, null
  br i1 %79, label %26, label %80

80:
  %81 = bitcast i8* %78 to i32*
  store i32 100, i32* %81, align 8, !tbaa !15
  %82 = getelementptr inbounds i8, i8* %78, i64 8
  %83 = bitcast i8* %82 to i8**
  store i8* %72, i8** %83, align 8, !tbaa !9
  br label %3

84:
  %85 = tail call i32 @putchar(i32 10)
  br label %86

86:
  %87 = phi i8* [ %90, %86 ], [ %4, %84 ]
  %88 = getelementptr inbounds i8, i8* %87, i64 8
  %89 = bitcast i8* %88 to i8**
  %90 = load i8*, i8** %89, align 8, !tbaa !9
  tail call void @free(i8* noundef nonnull %87) #3
  %91 = icmp eq i8* %90, null
  br i1 %91, label %92, label %86, !llvm.loop !17

92:
  ret i32 0

93:
  %94 = phi i8* [ %4, %24 ], [ %100, %93 ]
  %95 = bitcast i8* %94 to i32*
  %96 = load i32, i32* %95, align 8, !tbaa !15
  %97 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %96)
  %98 = getelementptr inbounds i8, i8* %94, i64 8
  %99 = bitcast i8* %98 to i8**
  %100 = load i8*, i8** %99, align 8, !tbaa !9
  %101 = icmp eq i8* %100, null
  br i1 %101, label %84, label %93, !llvm.loop !18
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
