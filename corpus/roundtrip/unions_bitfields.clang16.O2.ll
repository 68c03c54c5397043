source_filename = "unions_bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.flags = type { i16, i48 }

@.str = private unnamed_addr constant [25 x i8] c"bits=%016llx byte7=%02x\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"pack=%u level=%d sizeof=%zu\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"int %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"dbl %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"str %s\0A\00", align 1

define dso_local i32 @pack(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = load i16, ptr %0, align 8
  %4 = and i16 %3, -512
  %5 = trunc i32 %1 to i16
  %6 = shl i16 %5, 4
  %7 = and i16 %6, 496
  %8 = or i16 %7, %4
  %9 = or i16 %8, 11
  store i16 %9, ptr %0, align 8
  %10 = getelementptr inbounds %struct.flags, ptr %0, i64 0, i32 1
  %11 = load i64, ptr %10, align 8
  %12 = and i64 %11, -17592186044416
  %13 = or i64 %12, 9973792143531
  store i64 %13, ptr %10, align 8
  %14 = shl i32 %1, 27
  %15 = ashr exact i32 %14, 27
  %16 = add nsw i32 %15, 74585
  ret i32 %16
}

define dso_local i32 @main() local_unnamed_addr #1 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef -4610560118520545280, i32 noundef 192)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 74578, i32 noundef -7, i64 noundef 16)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 42)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 3.250000e+00)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2)
  ret i32 0
}

declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
