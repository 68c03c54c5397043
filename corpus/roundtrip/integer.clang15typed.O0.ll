source_filename = "integer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"rotl=%08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"sat=%d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"mulhi=%llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"bits=%d clz=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"bswap=%08x %016llx\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"div=%d %d %u %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"narrow=%d %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"of=%d\0A\00", align 1

define dso_local i32 @rotl(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = and i32 %6, 31
  %8 = shl i32 %5, %7
  %9 = load i32, i32* %3, align 4
  %10 = load i32, i32* %4, align 4
  %11 = sub i32 32, %10
  %12 = and i32 %11, 31
  %13 = lshr i32 %9, %12
  %14 = or i32 %8, %13
  ret i32 %14
}

define dso_local signext i8 @sat_add8(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  store i8 %0, i8* %4, align 1
  store i8 %1, i8* %5, align 1
  %7 = load i8, i8* %4, align 1
  %8 = load i8, i8* %5, align 1
  %9 = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %7, i8 %8)
  %10 = extractvalue { i8, i1 } %9, 1
  %11 = extractvalue { i8, i1 } %9, 0
  store i8 %11, i8* %6, align 1
  br i1 %10, label %12, label %19

12:
  %13 = load i8, i8* %4, align 1
  %14 = sext i8 %13 to i32
  %15 = icmp sgt i32 %14, 0
  %16 = zext i1 %15 to i64
  %17 = select i1 %15, i32 127, i32 -128
  %18 = trunc i32 %17 to i8
  store i8 %18, i8* %3, align 1
  br label %21

19:
  %20 = load i8, i8* %6, align 1
  store i8 %20, i8* %3, align 1
  br label %21

21:
  %22 = load i8, i8* %3, align 1
  ret i8 %22
}

declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8) #1

define dso_local i64 @mulhi(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = zext i64 %5 to i128
  %7 = load i64, i64* %4, align 8
  %8 = zext i64 %7 to i128
  %9 = mul i128 %6, %8
  %10 = lshr i128 %9, 64
  %11 = trunc i128 %10 to i64
  ret i64 %11
}

define dso_local i32 @bits(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = call i64 @llvm.ctpop.i64(i64 %3)
  %5 = trunc i64 %4 to i32
  %6 = mul nsw i32 %5, 100
  %7 = load i64, i64* %2, align 8
  %8 = or i64 %7, -9223372036854775808
  %9 = call i64 @llvm.cttz.i64(i64 %8, i1 true)
  %10 = trunc i64 %9 to i32
  %11 = add nsw i32 %6, %10
  ret i32 %11
}

declare i64 @llvm.ctpop.i64(i64) #1

declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

define dso_local signext i16 @narrow(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = trunc i64 %3 to i16
  ret i16 %4
}

define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %4 = call i32 @rotl(i32 noundef -2147483647, i32 noundef 3)
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i32 noundef %4)
  %6 = call signext i8 @sat_add8(i8 noundef signext 100, i8 noundef signext 100)
  %7 = sext i8 %6 to i32
  %8 = call signext i8 @sat_add8(i8 noundef signext -100, i8 noundef signext -100)
  %9 = sext i8 %8 to i32
  %10 = call signext i8 @sat_add8(i8 noundef signext 5, i8 noundef signext 6)
  %11 = sext i8 %10 to i32
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i64 0, i64 0), i32 noundef %7, i32 noundef %9, i32 noundef %11)
  %13 = call i64 @mulhi(i64 noundef -1, i64 noundef 3)
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), i64 noundef %13)
  %15 = call i32 @bits(i64 noundef 61680)
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), i32 noundef %15, i32 noundef 21)
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i64 0, i64 0), i32 noundef 1144201745, i64 noundef 578437695752307201)
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i32 noundef -3, i32 noundef -1, i32 noundef 2147483644, i32 noundef -4)
  %19 = call signext i16 @narrow(i64 noundef 70000)
  %20 = sext i16 %19 to i32
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.6, i64 0, i64 0), i32 noundef %20, i32 noundef 44)
  store i64 0, i64* %2, align 8
  %22 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 1099511627776, i64 1073741824)
  %23 = extractvalue { i64, i1 } %22, 1
  %24 = extractvalue { i64, i1 } %22, 0
  store i64 %24, i64* %2, align 8
  %25 = zext i1 %23 to i32
  store i32 %25, i32* %3, align 4
  %26 = load i32, i32* %3, align 4
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef %26)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #2

declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 15.0.6"}
