; ModuleID = 'unions_bitfields.c'
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i32 @pack(%struct.flags* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr %struct.flags, %struct.flags* %0, i64 0, i32 0
  %4 = load i16, i16* %3, align 8
  %5 = and i16 %4, -512
  %6 = trunc i32 %1 to i16
  %7 = shl i16 %6, 4
  %8 = and i16 %7, 496
  %9 = or i16 %8, %5
  %10 = or i16 %9, 11
  store i16 %10, i16* %3, align 8
  %11 = getelementptr inbounds %struct.flags, %struct.flags* %0, i64 0, i32 1
  %12 = bitcast i48* %11 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = and i64 %13, -17592186044416
  %15 = or i64 %14, 9973792143531
  store i64 %15, i64* %12, align 8
  %16 = shl i32 %1, 27
  %17 = ashr exact i32 %16, 27
  %18 = add nsw i32 %17, 74585
  ret i32 %18
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i64 0, i64 0), i64 noundef -4610560118520545280, i32 noundef 192)
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.1, i64 0, i64 0), i32 noundef 74578, i32 noundef -7, i64 noundef 16)
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i64 0, i64 0), i64 noundef 42)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), double noundef 3.250000e+00)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0))
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

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
