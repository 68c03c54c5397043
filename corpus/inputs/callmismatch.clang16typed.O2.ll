; ModuleID = 'callmismatch.c'
source_filename = "callmismatch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, i8*, i8* }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @take2(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @vsum(i32 noundef %0, ...) local_unnamed_addr #1 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #6
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %35

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = load i32, i32* %6, align 16
  %11 = load i8*, i8** %7, align 8
  %12 = and i32 %0, 1
  %13 = icmp eq i32 %0, 1
  br i1 %13, label %16, label %14

14:                                               ; preds = %5
  %15 = and i32 %0, -2
  br label %37

16:                                               ; preds = %63, %5
  %17 = phi i32 [ undef, %5 ], [ %69, %63 ]
  %18 = phi i8* [ %11, %5 ], [ %64, %63 ]
  %19 = phi i32 [ %10, %5 ], [ %65, %63 ]
  %20 = phi i32 [ 0, %5 ], [ %69, %63 ]
  %21 = icmp eq i32 %12, 0
  br i1 %21, label %35, label %22

22:                                               ; preds = %16
  %23 = icmp ult i32 %19, 41
  br i1 %23, label %26, label %24

24:                                               ; preds = %22
  %25 = getelementptr i8, i8* %18, i64 8
  store i8* %25, i8** %7, align 8
  br label %30

26:                                               ; preds = %22
  %27 = zext i32 %19 to i64
  %28 = getelementptr i8, i8* %9, i64 %27
  %29 = add nuw nsw i32 %19, 8
  store i32 %29, i32* %6, align 16
  br label %30

30:                                               ; preds = %26, %24
  %31 = phi i8* [ %28, %26 ], [ %18, %24 ]
  %32 = bitcast i8* %31 to i32*
  %33 = load i32, i32* %32, align 4
  %34 = add nsw i32 %33, %20
  br label %35

35:                                               ; preds = %30, %16, %1
  %36 = phi i32 [ 0, %1 ], [ %17, %16 ], [ %34, %30 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #6
  ret i32 %36

37:                                               ; preds = %63, %14
  %38 = phi i8* [ %11, %14 ], [ %64, %63 ]
  %39 = phi i32 [ %10, %14 ], [ %65, %63 ]
  %40 = phi i32 [ 0, %14 ], [ %69, %63 ]
  %41 = phi i32 [ 0, %14 ], [ %70, %63 ]
  %42 = icmp ult i32 %39, 41
  br i1 %42, label %43, label %47

43:                                               ; preds = %37
  %44 = zext i32 %39 to i64
  %45 = getelementptr i8, i8* %9, i64 %44
  %46 = add nuw nsw i32 %39, 8
  store i32 %46, i32* %6, align 16
  br label %49

47:                                               ; preds = %37
  %48 = getelementptr i8, i8* %38, i64 8
  store i8* %48, i8** %7, align 8
  br label %49

49:                                               ; preds = %47, %43
  %50 = phi i8* [ %38, %43 ], [ %48, %47 ]
  %51 = phi i32 [ %46, %43 ], [ %39, %47 ]
  %52 = phi i8* [ %45, %43 ], [ %38, %47 ]
  %53 = bitcast i8* %52 to i32*
  %54 = load i32, i32* %53, align 4
  %55 = add nsw i32 %54, %40
  %56 = icmp ult i32 %51, 41
  br i1 %56, label %59, label %57

57:                                               ; preds = %49
  %58 = getelementptr i8, i8* %50, i64 8
  store i8* %58, i8** %7, align 8
  br label %63

59:                                               ; preds = %49
  %60 = zext i32 %51 to i64
  %61 = getelementptr i8, i8* %9, i64 %60
  %62 = add nuw nsw i32 %51, 8
  store i32 %62, i32* %6, align 16
  br label %63

63:                                               ; preds = %59, %57
  %64 = phi i8* [ %50, %59 ], [ %58, %57 ]
  %65 = phi i32 [ %62, %59 ], [ %51, %57 ]
  %66 = phi i8* [ %61, %59 ], [ %50, %57 ]
  %67 = bitcast i8* %66 to i32*
  %68 = load i32, i32* %67, align 4
  %69 = add nsw i32 %68, %55
  %70 = add i32 %41, 2
  %71 = icmp eq i32 %70, %15
  br i1 %71, label %16, label %37, !llvm.loop !5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @deref(i32* nocapture noundef readonly %0) local_unnamed_addr #4 {
  %2 = load i32, i32* %0, align 4, !tbaa !7
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @count_mismatch() local_unnamed_addr #0 {
  ret i32 1
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @vararg_mismatch() local_unnamed_addr #1 {
  %1 = tail call i32 (i32, ...) @vsum(i32 noundef 1, i32 noundef 2)
  ret i32 %1
}

; Function Attrs: mustprogress nosync nounwind willreturn uwtable
define dso_local double @return_mismatch() local_unnamed_addr #5 {
  %1 = tail call double bitcast (i32 (i32, i32)* @take2 to double (i32, i32)*)(i32 noundef 1, i32 noundef 2)
  ret double %1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @indirect_cast(i64* nocapture noundef readonly %0) local_unnamed_addr #4 {
  %2 = bitcast i64* %0 to i32*
  %3 = load i32, i32* %2, align 4, !tbaa !7
  ret i32 %3
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
