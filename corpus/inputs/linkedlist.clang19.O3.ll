; ModuleID = 'linkedlist.c'
source_filename = "linkedlist.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"first=%d sum=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local ptr @reverse(ptr noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %9, label %3

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %7, %3 ], [ %0, %1 ]
  %5 = phi ptr [ %4, %3 ], [ null, %1 ]
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !5
  store ptr %5, ptr %6, align 8, !tbaa !5
  %8 = icmp eq ptr %7, null
  br i1 %8, label %9, label %3, !llvm.loop !11

9:                                                ; preds = %3, %1
  %10 = phi ptr [ null, %1 ], [ %4, %3 ]
  ret ptr %10
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @sum(ptr noundef readonly %0) local_unnamed_addr #1 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %12, label %3

3:                                                ; preds = %1, %3
  %4 = phi i64 [ %8, %3 ], [ 0, %1 ]
  %5 = phi ptr [ %10, %3 ], [ %0, %1 ]
  %6 = load i32, ptr %5, align 8, !tbaa !13
  %7 = sext i32 %6 to i64
  %8 = add nsw i64 %4, %7
  %9 = getelementptr inbounds i8, ptr %5, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !5
  %11 = icmp eq ptr %10, null
  br i1 %11, label %12, label %3, !llvm.loop !14

12:                                               ; preds = %3, %1
  %13 = phi i64 [ 0, %1 ], [ %8, %3 ]
  ret i64 %13
}

; Function Attrs: nounwind uwtable
define dso_local void @free_list(ptr noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %8, label %3

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %6, %3 ], [ %0, %1 ]
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  tail call void @free(ptr noundef nonnull %4) #8
  %7 = icmp eq ptr %6, null
  br i1 %7, label %8, label %3, !llvm.loop !15

8:                                                ; preds = %3, %1
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 {
  %1 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #9
  %2 = icmp eq ptr %1, null
  br i1 %2, label %22, label %23

3:                                                ; preds = %59, %3
  %4 = phi ptr [ %7, %3 ], [ %57, %59 ]
  %5 = phi ptr [ %4, %3 ], [ null, %59 ]
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !5
  store ptr %5, ptr %6, align 8, !tbaa !5
  %8 = icmp eq ptr %7, null
  br i1 %8, label %9, label %3, !llvm.loop !11

9:                                                ; preds = %3
  %10 = load i32, ptr %4, align 8, !tbaa !13
  br label %11

11:                                               ; preds = %9, %11
  %12 = phi i64 [ %16, %11 ], [ 0, %9 ]
  %13 = phi ptr [ %18, %11 ], [ %4, %9 ]
  %14 = load i32, ptr %13, align 8, !tbaa !13
  %15 = sext i32 %14 to i64
  %16 = add nsw i64 %12, %15
  %17 = getelementptr inbounds i8, ptr %13, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !5
  %19 = icmp eq ptr %18, null
  br i1 %19, label %20, label %11, !llvm.loop !14

20:                                               ; preds = %11
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10, i64 noundef %16)
  br label %69

22:                                               ; preds = %55, %51, %47, %43, %39, %35, %31, %27, %23, %0
  tail call void @abort() #10
  unreachable

23:                                               ; preds = %0
  store i32 1, ptr %1, align 8, !tbaa !13
  %24 = getelementptr inbounds i8, ptr %1, i64 8
  store ptr null, ptr %24, align 8, !tbaa !5
  %25 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #9
  %26 = icmp eq ptr %25, null
  br i1 %26, label %22, label %27

27:                                               ; preds = %23
  store i32 4, ptr %25, align 8, !tbaa !13
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr %1, ptr %28, align 8, !tbaa !5
  %29 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #9
  %30 = icmp eq ptr %29, null
  br i1 %30, label %22, label %31

31:                                               ; preds = %27
  store i32 9, ptr %29, align 8, !tbaa !13
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  store ptr %25, ptr %32, align 8, !tbaa !5
  %33 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #9
  %34 = icmp eq ptr %33, null
  br i1 %34, label %22, label %35

35:                                               ; preds = %31
  store i32 16, ptr %33, align 8, !tbaa !13
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  store ptr %29, ptr %36, align 8, !tbaa !5
  %37 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #9
  %38 = icmp eq ptr %37, null
  br i1 %38, label %22, label %39

39:                                               ; preds = %35
  store i32 25, ptr %37, align 8, !tbaa !13
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  store ptr %33, ptr %40, align 8, !tbaa !5
  %41 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #9
  %42 = icmp eq ptr %41, null
  br i1 %42, label %22, label %43

43:                                               ; preds = %39
  store i32 36, ptr %41, align 8, !tbaa !13
  %44 = getelementptr inbounds i8, ptr %41, i64 8
  store ptr %37, ptr %44, align 8, !tbaa !5
  %45 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #9
  %46 = icmp eq ptr %45, null
  br i1 %46, label %22, label %47

47:                                               ; preds = %43
  store i32 49, ptr %45, align 8, !tbaa !13
  %48 = getelementptr inbounds i8, ptr %45, i64 8
  store ptr %41, ptr %48, align 8, !tbaa !5
  %49 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #9
  %50 = icmp eq ptr %49, null
  br i1 %50, label %22, label %51

51:                                               ; preds = %47
  store i32 64, ptr %49, align 8, !tbaa !13
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  store ptr %45, ptr %52, align 8, !tbaa !5
  %53 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #9
  %54 = icmp eq ptr %53, null
  br i1 %54, label %22, label %55

55:                                               ; preds = %51
  store i32 81, ptr %53, align 8, !tbaa !13
  %56 = getelementptr inbounds i8, ptr %53, i64 8
  store ptr %49, ptr %56, align 8, !tbaa !5
  %57 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #9
  %58 = icmp eq ptr %57, null
  br i1 %58, label %22, label %59

59:                                               ; preds = %55
  store i32 100, ptr %57, align 8, !tbaa !13
  %60 = getelementptr inbounds i8, ptr %57, i64 8
  store ptr %53, ptr %60, align 8, !tbaa !5
  br label %3

61:                                               ; preds = %69
  %62 = tail call i32 @putchar(i32 10)
  br label %63

63:                                               ; preds = %61, %63
  %64 = phi ptr [ %66, %63 ], [ %4, %61 ]
  %65 = getelementptr inbounds i8, ptr %64, i64 8
  %66 = load ptr, ptr %65, align 8, !tbaa !5
  tail call void @free(ptr noundef nonnull %64) #8
  %67 = icmp eq ptr %66, null
  br i1 %67, label %68, label %63, !llvm.loop !15

68:                                               ; preds = %63
  ret i32 0

69:                                               ; preds = %20, %69
  %70 = phi ptr [ %4, %20 ], [ %74, %69 ]
  %71 = load i32, ptr %70, align 8, !tbaa !13
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %71)
  %73 = getelementptr inbounds i8, ptr %70, i64 8
  %74 = load ptr, ptr %73, align 8, !tbaa !5
  %75 = icmp eq ptr %74, null
  br i1 %75, label %61, label %69, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
