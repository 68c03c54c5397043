; ModuleID = 'bench.c'
source_filename = "bench.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"primes=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"trace=%.3f\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"fib=%u\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"isort=%ld\0A\00", align 1
@flags = internal unnamed_addr global [3000000 x i8] zeroinitializer, align 16
@a = internal unnamed_addr global [80 x [80 x double]] zeroinitializer, align 16
@b = internal unnamed_addr global [80 x [80 x double]] zeroinitializer, align 16
@c = internal unnamed_addr global [80 x [80 x double]] zeroinitializer, align 16
@v = internal unnamed_addr global [4000 x i32] zeroinitializer, align 16

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(2999998) getelementptr inbounds ([3000000 x i8], ptr @flags, i64 0, i64 2), i8 1, i64 2999998, i1 false), !tbaa !5
  br label %1

1:                                                ; preds = %16, %0
  %2 = phi i64 [ 2, %0 ], [ %18, %16 ]
  %3 = phi i64 [ 4, %0 ], [ %19, %16 ]
  %4 = phi i32 [ 0, %0 ], [ %17, %16 ]
  %5 = getelementptr inbounds [3000000 x i8], ptr @flags, i64 0, i64 %2
  %6 = load i8, ptr %5, align 1, !tbaa !5
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %16, label %8

8:                                                ; preds = %1
  %9 = add nsw i32 %4, 1
  %10 = icmp ult i64 %2, 1500000
  br i1 %10, label %11, label %16

11:                                               ; preds = %8, %11
  %12 = phi i64 [ %14, %11 ], [ %3, %8 ]
  %13 = getelementptr inbounds [3000000 x i8], ptr @flags, i64 0, i64 %12
  store i8 0, ptr %13, align 1, !tbaa !5
  %14 = add nuw nsw i64 %12, %2
  %15 = icmp ult i64 %14, 3000000
  br i1 %15, label %11, label %16, !llvm.loop !8

16:                                               ; preds = %11, %8, %1
  %17 = phi i32 [ %4, %1 ], [ %9, %8 ], [ %9, %11 ]
  %18 = add nuw nsw i64 %2, 1
  %19 = add nuw nsw i64 %3, 2
  %20 = icmp eq i64 %18, 3000000
  br i1 %20, label %21, label %1, !llvm.loop !10

21:                                               ; preds = %16
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %17)
  br label %23

23:                                               ; preds = %29, %21
  %24 = phi i64 [ 0, %21 ], [ %25, %29 ]
  %25 = add nuw nsw i64 %24, 1
  %26 = trunc i64 %25 to i32
  %27 = sitofp i32 %26 to double
  %28 = fmul double %27, 5.000000e-01
  br label %31

29:                                               ; preds = %31
  %30 = icmp eq i64 %25, 80
  br i1 %30, label %54, label %23, !llvm.loop !11

31:                                               ; preds = %31, %23
  %32 = phi i64 [ 0, %23 ], [ %52, %31 ]
  %33 = trunc i64 %32 to i32
  %34 = sitofp i32 %33 to double
  %35 = fadd double %28, %34
  %36 = getelementptr inbounds [80 x [80 x double]], ptr @a, i64 0, i64 %24, i64 %32
  store double %35, ptr %36, align 16, !tbaa !12
  %37 = icmp eq i64 %24, %32
  %38 = uitofp i1 %37 to double
  %39 = fmul double %34, 2.500000e-01
  %40 = fadd double %39, %38
  %41 = getelementptr inbounds [80 x [80 x double]], ptr @b, i64 0, i64 %24, i64 %32
  store double %40, ptr %41, align 16, !tbaa !12
  %42 = or i64 %32, 1
  %43 = trunc i64 %42 to i32
  %44 = sitofp i32 %43 to double
  %45 = fadd double %28, %44
  %46 = getelementptr inbounds [80 x [80 x double]], ptr @a, i64 0, i64 %24, i64 %42
  store double %45, ptr %46, align 8, !tbaa !12
  %47 = icmp eq i64 %24, %42
  %48 = uitofp i1 %47 to double
  %49 = fmul double %44, 2.500000e-01
  %50 = fadd double %49, %48
  %51 = getelementptr inbounds [80 x [80 x double]], ptr @b, i64 0, i64 %24, i64 %42
  store double %50, ptr %51, align 8, !tbaa !12
  %52 = add nuw nsw i64 %32, 2
  %53 = icmp eq i64 %52, 80
  br i1 %53, label %29, label %31, !llvm.loop !14

54:                                               ; preds = %29, %58
  %55 = phi i64 [ %59, %58 ], [ 0, %29 ]
  br label %56

56:                                               ; preds = %61, %54
  %57 = phi i64 [ 0, %54 ], [ %63, %61 ]
  br label %65

58:                                               ; preds = %61
  %59 = add nuw nsw i64 %55, 1
  %60 = icmp eq i64 %59, 80
  br i1 %60, label %83, label %54, !llvm.loop !15

61:                                               ; preds = %65
  %62 = getelementptr inbounds [80 x [80 x double]], ptr @c, i64 0, i64 %55, i64 %57
  store double %80, ptr %62, align 8, !tbaa !12
  %63 = add nuw nsw i64 %57, 1
  %64 = icmp eq i64 %63, 80
  br i1 %64, label %58, label %56, !llvm.loop !16

65:                                               ; preds = %65, %56
  %66 = phi i64 [ 0, %56 ], [ %81, %65 ]
  %67 = phi double [ 0.000000e+00, %56 ], [ %80, %65 ]
  %68 = getelementptr inbounds [80 x [80 x double]], ptr @a, i64 0, i64 %55, i64 %66
  %69 = load double, ptr %68, align 16, !tbaa !12
  %70 = getelementptr inbounds [80 x [80 x double]], ptr @b, i64 0, i64 %66, i64 %57
  %71 = load double, ptr %70, align 8, !tbaa !12
  %72 = fmul double %69, %71
  %73 = fadd double %67, %72
  %74 = or i64 %66, 1
  %75 = getelementptr inbounds [80 x [80 x double]], ptr @a, i64 0, i64 %55, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !12
  %77 = getelementptr inbounds [80 x [80 x double]], ptr @b, i64 0, i64 %74, i64 %57
  %78 = load double, ptr %77, align 8, !tbaa !12
  %79 = fmul double %76, %78
  %80 = fadd double %73, %79
  %81 = add nuw nsw i64 %66, 2
  %82 = icmp eq i64 %81, 80
  br i1 %82, label %61, label %65, !llvm.loop !17

83:                                               ; preds = %58, %83
  %84 = phi i64 [ %105, %83 ], [ 0, %58 ]
  %85 = phi double [ %104, %83 ], [ 0.000000e+00, %58 ]
  %86 = getelementptr inbounds [80 x [80 x double]], ptr @c, i64 0, i64 %84, i64 %84
  %87 = load double, ptr %86, align 8, !tbaa !12
  %88 = fadd double %85, %87
  %89 = add nuw nsw i64 %84, 1
  %90 = getelementptr inbounds [80 x [80 x double]], ptr @c, i64 0, i64 %89, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !12
  %92 = fadd double %88, %91
  %93 = add nuw nsw i64 %84, 2
  %94 = getelementptr inbounds [80 x [80 x double]], ptr @c, i64 0, i64 %93, i64 %93
  %95 = load double, ptr %94, align 8, !tbaa !12
  %96 = fadd double %92, %95
  %97 = add nuw nsw i64 %84, 3
  %98 = getelementptr inbounds [80 x [80 x double]], ptr @c, i64 0, i64 %97, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !12
  %100 = fadd double %96, %99
  %101 = add nuw nsw i64 %84, 4
  %102 = getelementptr inbounds [80 x [80 x double]], ptr @c, i64 0, i64 %101, i64 %101
  %103 = load double, ptr %102, align 8, !tbaa !12
  %104 = fadd double %100, %103
  %105 = add nuw nsw i64 %84, 5
  %106 = icmp eq i64 %105, 80
  br i1 %106, label %107, label %83, !llvm.loop !18

107:                                              ; preds = %83
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %104)
  %109 = tail call fastcc i32 @fib(i32 noundef 27)
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %109)
  br label %111

111:                                              ; preds = %111, %107
  %112 = phi i64 [ 0, %107 ], [ %125, %111 ]
  %113 = phi i32 [ 12345, %107 ], [ %121, %111 ]
  %114 = mul i32 %113, 1103515245
  %115 = add i32 %114, 12345
  %116 = lshr i32 %115, 8
  %117 = urem i32 %116, 10000
  %118 = getelementptr inbounds [4000 x i32], ptr @v, i64 0, i64 %112
  store i32 %117, ptr %118, align 8, !tbaa !19
  %119 = or i64 %112, 1
  %120 = mul i32 %115, 1103515245
  %121 = add i32 %120, 12345
  %122 = lshr i32 %121, 8
  %123 = urem i32 %122, 10000
  %124 = getelementptr inbounds [4000 x i32], ptr @v, i64 0, i64 %119
  store i32 %123, ptr %124, align 4, !tbaa !19
  %125 = add nuw nsw i64 %112, 2
  %126 = icmp eq i64 %125, 4000
  br i1 %126, label %127, label %111, !llvm.loop !21

127:                                              ; preds = %111, %141
  %128 = phi i64 [ %146, %141 ], [ 1, %111 ]
  %129 = getelementptr inbounds [4000 x i32], ptr @v, i64 0, i64 %128
  %130 = load i32, ptr %129, align 4, !tbaa !19
  br label %131

131:                                              ; preds = %138, %127
  %132 = phi i64 [ %128, %127 ], [ %133, %138 ]
  %133 = add nsw i64 %132, -1
  %134 = and i64 %133, 4294967295
  %135 = getelementptr inbounds [4000 x i32], ptr @v, i64 0, i64 %134
  %136 = load i32, ptr %135, align 4, !tbaa !19
  %137 = icmp sgt i32 %136, %130
  br i1 %137, label %138, label %141

138:                                              ; preds = %131
  %139 = getelementptr inbounds [4000 x i32], ptr @v, i64 0, i64 %132
  store i32 %136, ptr %139, align 4, !tbaa !19
  %140 = icmp sgt i64 %132, 1
  br i1 %140, label %131, label %141, !llvm.loop !22

141:                                              ; preds = %138, %131
  %142 = phi i64 [ 0, %138 ], [ %132, %131 ]
  %143 = shl i64 %142, 32
  %144 = ashr exact i64 %143, 32
  %145 = getelementptr inbounds [4000 x i32], ptr @v, i64 0, i64 %144
  store i32 %130, ptr %145, align 4, !tbaa !19
  %146 = add nuw nsw i64 %128, 1
  %147 = icmp eq i64 %146, 4000
  br i1 %147, label %148, label %127, !llvm.loop !23

148:                                              ; preds = %141, %148
  %149 = phi i64 [ %175, %148 ], [ 0, %141 ]
  %150 = phi i64 [ %174, %148 ], [ 0, %141 ]
  %151 = getelementptr inbounds [4000 x i32], ptr @v, i64 0, i64 %149
  %152 = load i32, ptr %151, align 16, !tbaa !19
  %153 = sext i32 %152 to i64
  %154 = add nsw i64 %150, %153
  %155 = add nuw nsw i64 %149, 100
  %156 = getelementptr inbounds [4000 x i32], ptr @v, i64 0, i64 %155
  %157 = load i32, ptr %156, align 16, !tbaa !19
  %158 = sext i32 %157 to i64
  %159 = add nsw i64 %154, %158
  %160 = add nuw nsw i64 %149, 200
  %161 = getelementptr inbounds [4000 x i32], ptr @v, i64 0, i64 %160
  %162 = load i32, ptr %161, align 16, !tbaa !19
  %163 = sext i32 %162 to i64
  %164 = add nsw i64 %159, %163
  %165 = add nuw nsw i64 %149, 300
  %166 = getelementptr inbounds [4000 x i32], ptr @v, i64 0, i64 %165
  %167 = load i32, ptr %166, align 16, !tbaa !19
  %168 = sext i32 %167 to i64
  %169 = add nsw i64 %164, %168
  %170 = add nuw nsw i64 %149, 400
  %171 = getelementptr inbounds [4000 x i32], ptr @v, i64 0, i64 %170
  %172 = load i32, ptr %171, align 16, !tbaa !19
  %173 = sext i32 %172 to i64
  %174 = add nsw i64 %169, %173
  %175 = add nuw nsw i64 %149, 500
  %176 = icmp ult i64 %149, 3500
  br i1 %176, label %148, label %177, !llvm.loop !24

177:                                              ; preds = %148
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %174)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @fib(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp ult i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add i32 %4, -1
  %7 = tail call fastcc i32 @fib(i32 noundef %6)
  %8 = add i32 %4, -2
  %9 = add i32 %7, %5
  %10 = icmp ult i32 %8, 2
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add i32 %13, %12
  ret i32 %14
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!11 = distinct !{!11, !9}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !6, i64 0}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !6, i64 0}
!21 = distinct !{!21, !9}
!22 = distinct !{!22, !9}
!23 = distinct !{!23, !9}
!24 = distinct !{!24, !9}
