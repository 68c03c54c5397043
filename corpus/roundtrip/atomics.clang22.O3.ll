source_filename = "atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@flag = dso_local global i32 0, align 4
@vcount = dso_local global i32 0, align 4
@acount = dso_local global i64 0, align 8
@.str = private unnamed_addr constant [13 x i8] c"volatile=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"atomic=%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"cas ok=%d flag=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"old=%d \00", align 1
@plain = dso_local global i32 0, align 4
@.str.4 = private unnamed_addr constant [8 x i8] c"new=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"xchg=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"final=%d before=%d\0A\00", align 1

define dso_local void @spin_volatile(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %18

3:
  %4 = and i32 %0, 3
  %5 = icmp ult i32 %0, 4
  br i1 %5, label %10, label %6

6:
  %7 = and i32 %0, 2147483644
  br label %19

8:
  %9 = icmp eq i32 %4, 0
  br i1 %9, label %18, label %10

10:
  %11 = icmp ne i32 %4, 0
  tail call void @llvm.assume(i1 %11)
  br label %12

12:
  %13 = phi i32 [ 0, %10 ], [ %16, %12 ]
  %14 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %15 = add nsw i32 %14, 1
  store volatile i32 %15, ptr @vcount, align 4, !tbaa !5
  %16 = add i32 %13, 1
  %17 = icmp eq i32 %16, %4
  br i1 %17, label %18, label %12, !llvm.loop !9

18:
  ret void

19:
  %20 = phi i32 [ 0, %6 ], [ %29, %19 ]
  %21 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %22 = add nsw i32 %21, 1
  store volatile i32 %22, ptr @vcount, align 4, !tbaa !5
  %23 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %24 = add nsw i32 %23, 1
  store volatile i32 %24, ptr @vcount, align 4, !tbaa !5
  %25 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %26 = add nsw i32 %25, 1
  store volatile i32 %26, ptr @vcount, align 4, !tbaa !5
  %27 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %28 = add nsw i32 %27, 1
  store volatile i32 %28, ptr @vcount, align 4, !tbaa !5
  %29 = add i32 %20, 4
  %30 = icmp eq i32 %29, %7
  br i1 %30, label %8, label %19, !llvm.loop !11
}

define dso_local i64 @atomic_work(i32 noundef %0) local_unnamed_addr #1 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %17

3:
  %4 = and i32 %0, 7
  %5 = icmp ult i32 %0, 8
  br i1 %5, label %10, label %6

6:
  %7 = and i32 %0, 2147483640
  br label %20

8:
  %9 = icmp eq i32 %4, 0
  br i1 %9, label %17, label %10

10:
  %11 = icmp ne i32 %4, 0
  tail call void @llvm.assume(i1 %11)
  br label %12

12:
  %13 = phi i32 [ 0, %10 ], [ %15, %12 ]
  %14 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %15 = add i32 %13, 1
  %16 = icmp eq i32 %15, %4
  br i1 %16, label %17, label %12, !llvm.loop !13

17:
  %18 = atomicrmw sub ptr @acount, i64 1 monotonic, align 8
  fence seq_cst
  %19 = load atomic i64, ptr @acount acquire, align 8
  ret i64 %19

20:
  %21 = phi i32 [ 0, %6 ], [ %30, %20 ]
  %22 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %23 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %24 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %25 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %26 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %27 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %28 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %29 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %30 = add i32 %21, 8
  %31 = icmp eq i32 %30, %7
  br i1 %31, label %8, label %20, !llvm.loop !14
}

define dso_local i32 @cas_loop(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = load atomic i32, ptr %0 monotonic, align 4
  br label %4

4:
  %5 = phi i32 [ %3, %2 ], [ %9, %4 ]
  %6 = add nsw i32 %5, %1
  %7 = cmpxchg ptr %0, i32 %5, i32 %6 acq_rel acquire, align 4
  %8 = extractvalue { i32, i1 } %7, 1
  %9 = extractvalue { i32, i1 } %7, 0
  br i1 %8, label %10, label %4, !llvm.loop !15

10:
  ret i32 %5
}

define dso_local noundef i32 @main() local_unnamed_addr #3 {
  %1 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store volatile i32 %2, ptr @vcount, align 4, !tbaa !5
  %3 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store volatile i32 %4, ptr @vcount, align 4, !tbaa !5
  %5 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %6 = add nsw i32 %5, 1
  store volatile i32 %6, ptr @vcount, align 4, !tbaa !5
  %7 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %8 = add nsw i32 %7, 1
  store volatile i32 %8, ptr @vcount, align 4, !tbaa !5
  %9 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %10 = add nsw i32 %9, 1
  store volatile i32 %10, ptr @vcount, align 4, !tbaa !5
  %11 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %12 = add nsw i32 %11, 1
  store volatile i32 %12, ptr @vcount, align 4, !tbaa !5
  %13 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %14 = add nsw i32 %13, 1
  store volatile i32 %14, ptr @vcount, align 4, !tbaa !5
  %15 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %16 = add nsw i32 %15, 1
  store volatile i32 %16, ptr @vcount, align 4, !tbaa !5
  %17 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %18 = add nsw i32 %17, 1
  store volatile i32 %18, ptr @vcount, align 4, !tbaa !5
  %19 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %20 = add nsw i32 %19, 1
  store volatile i32 %20, ptr @vcount, align 4, !tbaa !5
  %21 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %21)
  %23 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %24 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %25 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %26 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %27 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %28 = atomicrmw sub ptr @acount, i64 1 monotonic, align 8
  fence seq_cst
  %29 = load atomic i64, ptr @acount acquire, align 8
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %29)
  %31 = cmpxchg ptr @flag, i32 0, i32 7 seq_cst seq_cst, align 4
  %32 = extractvalue { i32, i1 } %31, 1
  %33 = zext i1 %32 to i32
  %34 = load atomic i32, ptr @flag seq_cst, align 4
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %33, i32 noundef %34)
  %36 = load atomic i32, ptr @plain monotonic, align 4
  br label %37

37:
  %38 = phi i32 [ %36, %0 ], [ %42, %37 ]
  %39 = add nsw i32 %38, 5
  %40 = cmpxchg ptr @plain, i32 %38, i32 %39 acq_rel acquire, align 4
  %41 = extractvalue { i32, i1 } %40, 1
  %42 = extractvalue { i32, i1 } %40, 0
  br i1 %41, label %43, label %37, !llvm.loop !15

43:
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %38)
  %45 = atomicrmw add ptr @plain, i32 1 seq_cst, align 4
  %46 = add i32 %45, 1
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %46)
  %48 = atomicrmw xchg ptr @plain, i32 99 seq_cst, align 4
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %48)
  fence release
  %50 = atomicrmw or ptr @plain, i32 256 monotonic, align 4
  %51 = load i32, ptr @plain, align 4, !tbaa !5
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %51, i32 noundef %50)
  ret i32 0
}

declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #4

declare void @llvm.assume(i1 noundef) #5

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: none, target_mem0: none, target_mem1: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
