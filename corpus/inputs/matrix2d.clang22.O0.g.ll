; ModuleID = 'matrix2d.c'
source_filename = "matrix2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = dso_local global [6 x [6 x double]] zeroinitializer, align 16, !dbg !0
@B = dso_local global [6 x [6 x double]] zeroinitializer, align 16, !dbg !23
@C = dso_local global [6 x [6 x double]] zeroinitializer, align 16, !dbg !27
@.str = private unnamed_addr constant [30 x i8] c"trace=%.4f c01=%.4f c10=%.4f\0A\00", align 1, !dbg !12
@__const.main.grid = private unnamed_addr constant [3 x [4 x i32]] [[4 x i32] [i32 1, i32 2, i32 3, i32 4], [4 x i32] [i32 5, i32 6, i32 7, i32 8], [4 x i32] [i32 9, i32 10, i32 11, i32 12]], align 16
@.str.1 = private unnamed_addr constant [9 x i8] c"grid=%d\0A\00", align 1, !dbg !18

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @matmul(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !37 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !43, !DIExpression(), !44)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !45, !DIExpression(), !46)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !47, !DIExpression(), !48)
    #dbg_declare(ptr %7, !49, !DIExpression(), !52)
  store i32 0, ptr %7, align 4, !dbg !52
  br label %11, !dbg !53

11:                                               ; preds = %57, %3
  %12 = load i32, ptr %7, align 4, !dbg !54
  %13 = icmp slt i32 %12, 6, !dbg !56
  br i1 %13, label %14, label %60, !dbg !57

14:                                               ; preds = %11
    #dbg_declare(ptr %8, !58, !DIExpression(), !60)
  store i32 0, ptr %8, align 4, !dbg !60
  br label %15, !dbg !61

15:                                               ; preds = %53, %14
  %16 = load i32, ptr %8, align 4, !dbg !62
  %17 = icmp slt i32 %16, 6, !dbg !64
  br i1 %17, label %18, label %56, !dbg !65

18:                                               ; preds = %15
    #dbg_declare(ptr %9, !66, !DIExpression(), !68)
  store double 0.000000e+00, ptr %9, align 8, !dbg !68
    #dbg_declare(ptr %10, !69, !DIExpression(), !71)
  store i32 0, ptr %10, align 4, !dbg !71
  br label %19, !dbg !72

19:                                               ; preds = %41, %18
  %20 = load i32, ptr %10, align 4, !dbg !73
  %21 = icmp slt i32 %20, 6, !dbg !75
  br i1 %21, label %22, label %44, !dbg !76

22:                                               ; preds = %19
  %23 = load ptr, ptr %4, align 8, !dbg !77
  %24 = load i32, ptr %7, align 4, !dbg !78
  %25 = sext i32 %24 to i64, !dbg !77
  %26 = getelementptr inbounds [6 x double], ptr %23, i64 %25, !dbg !77
  %27 = load i32, ptr %10, align 4, !dbg !79
  %28 = sext i32 %27 to i64, !dbg !77
  %29 = getelementptr inbounds [6 x double], ptr %26, i64 0, i64 %28, !dbg !77
  %30 = load double, ptr %29, align 8, !dbg !77
  %31 = load ptr, ptr %5, align 8, !dbg !80
  %32 = load i32, ptr %10, align 4, !dbg !81
  %33 = sext i32 %32 to i64, !dbg !80
  %34 = getelementptr inbounds [6 x double], ptr %31, i64 %33, !dbg !80
  %35 = load i32, ptr %8, align 4, !dbg !82
  %36 = sext i32 %35 to i64, !dbg !80
  %37 = getelementptr inbounds [6 x double], ptr %34, i64 0, i64 %36, !dbg !80
  %38 = load double, ptr %37, align 8, !dbg !80
  %39 = load double, ptr %9, align 8, !dbg !83
  %40 = call double @llvm.fmuladd.f64(double %30, double %38, double %39), !dbg !83
  store double %40, ptr %9, align 8, !dbg !83
  br label %41, !dbg !84

41:                                               ; preds = %22
  %42 = load i32, ptr %10, align 4, !dbg !85
  %43 = add nsw i32 %42, 1, !dbg !85
  store i32 %43, ptr %10, align 4, !dbg !85
  br label %19, !dbg !86, !llvm.loop !87

44:                                               ; preds = %19
  %45 = load double, ptr %9, align 8, !dbg !90
  %46 = load ptr, ptr %6, align 8, !dbg !91
  %47 = load i32, ptr %7, align 4, !dbg !92
  %48 = sext i32 %47 to i64, !dbg !91
  %49 = getelementptr inbounds [6 x double], ptr %46, i64 %48, !dbg !91
  %50 = load i32, ptr %8, align 4, !dbg !93
  %51 = sext i32 %50 to i64, !dbg !91
  %52 = getelementptr inbounds [6 x double], ptr %49, i64 0, i64 %51, !dbg !91
  store double %45, ptr %52, align 8, !dbg !94
  br label %53, !dbg !95

53:                                               ; preds = %44
  %54 = load i32, ptr %8, align 4, !dbg !96
  %55 = add nsw i32 %54, 1, !dbg !96
  store i32 %55, ptr %8, align 4, !dbg !96
  br label %15, !dbg !97, !llvm.loop !98

56:                                               ; preds = %15
  br label %57, !dbg !99

57:                                               ; preds = %56
  %58 = load i32, ptr %7, align 4, !dbg !100
  %59 = add nsw i32 %58, 1, !dbg !100
  store i32 %59, ptr %7, align 4, !dbg !100
  br label %11, !dbg !101, !llvm.loop !102

60:                                               ; preds = %11
  ret void, !dbg !104
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @transpose(i32 noundef %0, ptr noundef %1) #0 !dbg !105 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !112, !DIExpression(), !113)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !114, !DIExpression(), !115)
  %8 = load i32, ptr %3, align 4, !dbg !116
  %9 = zext i32 %8 to i64
  %10 = load i32, ptr %3, align 4, !dbg !117
  %11 = zext i32 %10 to i64
    #dbg_declare(ptr %5, !118, !DIExpression(), !120)
  store i32 0, ptr %5, align 4, !dbg !120
  br label %12, !dbg !121

12:                                               ; preds = %63, %2
  %13 = load i32, ptr %5, align 4, !dbg !122
  %14 = load i32, ptr %3, align 4, !dbg !124
  %15 = icmp slt i32 %13, %14, !dbg !125
  br i1 %15, label %16, label %66, !dbg !126

16:                                               ; preds = %12
    #dbg_declare(ptr %6, !127, !DIExpression(), !129)
  %17 = load i32, ptr %5, align 4, !dbg !130
  %18 = add nsw i32 %17, 1, !dbg !131
  store i32 %18, ptr %6, align 4, !dbg !129
  br label %19, !dbg !132

19:                                               ; preds = %59, %16
  %20 = load i32, ptr %6, align 4, !dbg !133
  %21 = load i32, ptr %3, align 4, !dbg !135
  %22 = icmp slt i32 %20, %21, !dbg !136
  br i1 %22, label %23, label %62, !dbg !137

23:                                               ; preds = %19
    #dbg_declare(ptr %7, !138, !DIExpression(), !140)
  %24 = load ptr, ptr %4, align 8, !dbg !141
  %25 = load i32, ptr %5, align 4, !dbg !142
  %26 = sext i32 %25 to i64, !dbg !141
  %27 = mul nsw i64 %26, %11, !dbg !141
  %28 = getelementptr inbounds double, ptr %24, i64 %27, !dbg !141
  %29 = load i32, ptr %6, align 4, !dbg !143
  %30 = sext i32 %29 to i64, !dbg !141
  %31 = getelementptr inbounds double, ptr %28, i64 %30, !dbg !141
  %32 = load double, ptr %31, align 8, !dbg !141
  store double %32, ptr %7, align 8, !dbg !140
  %33 = load ptr, ptr %4, align 8, !dbg !144
  %34 = load i32, ptr %6, align 4, !dbg !145
  %35 = sext i32 %34 to i64, !dbg !144
  %36 = mul nsw i64 %35, %11, !dbg !144
  %37 = getelementptr inbounds double, ptr %33, i64 %36, !dbg !144
  %38 = load i32, ptr %5, align 4, !dbg !146
  %39 = sext i32 %38 to i64, !dbg !144
  %40 = getelementptr inbounds double, ptr %37, i64 %39, !dbg !144
  %41 = load double, ptr %40, align 8, !dbg !144
  %42 = load ptr, ptr %4, align 8, !dbg !147
  %43 = load i32, ptr %5, align 4, !dbg !148
  %44 = sext i32 %43 to i64, !dbg !147
  %45 = mul nsw i64 %44, %11, !dbg !147
  %46 = getelementptr inbounds double, ptr %42, i64 %45, !dbg !147
  %47 = load i32, ptr %6, align 4, !dbg !149
  %48 = sext i32 %47 to i64, !dbg !147
  %49 = getelementptr inbounds double, ptr %46, i64 %48, !dbg !147
  store double %41, ptr %49, align 8, !dbg !150
  %50 = load double, ptr %7, align 8, !dbg !151
  %51 = load ptr, ptr %4, align 8, !dbg !152
  %52 = load i32, ptr %6, align 4, !dbg !153
  %53 = sext i32 %52 to i64, !dbg !152
  %54 = mul nsw i64 %53, %11, !dbg !152
  %55 = getelementptr inbounds double, ptr %51, i64 %54, !dbg !152
  %56 = load i32, ptr %5, align 4, !dbg !154
  %57 = sext i32 %56 to i64, !dbg !152
  %58 = getelementptr inbounds double, ptr %55, i64 %57, !dbg !152
  store double %50, ptr %58, align 8, !dbg !155
  br label %59, !dbg !156

59:                                               ; preds = %23
  %60 = load i32, ptr %6, align 4, !dbg !157
  %61 = add nsw i32 %60, 1, !dbg !157
  store i32 %61, ptr %6, align 4, !dbg !157
  br label %19, !dbg !158, !llvm.loop !159

62:                                               ; preds = %19
  br label %63, !dbg !160

63:                                               ; preds = %62
  %64 = load i32, ptr %5, align 4, !dbg !161
  %65 = add nsw i32 %64, 1, !dbg !161
  store i32 %65, ptr %5, align 4, !dbg !161
  br label %12, !dbg !162, !llvm.loop !163

66:                                               ; preds = %12
  ret void, !dbg !165
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @trace(i32 noundef %0, ptr noundef %1) #0 !dbg !166 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !169, !DIExpression(), !170)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !171, !DIExpression(), !172)
  %7 = load i32, ptr %3, align 4, !dbg !173
  %8 = zext i32 %7 to i64
  %9 = load i32, ptr %3, align 4, !dbg !174
  %10 = zext i32 %9 to i64
    #dbg_declare(ptr %5, !175, !DIExpression(), !176)
  store double 0.000000e+00, ptr %5, align 8, !dbg !176
    #dbg_declare(ptr %6, !177, !DIExpression(), !179)
  store i32 0, ptr %6, align 4, !dbg !179
  br label %11, !dbg !180

11:                                               ; preds = %27, %2
  %12 = load i32, ptr %6, align 4, !dbg !181
  %13 = load i32, ptr %3, align 4, !dbg !183
  %14 = icmp slt i32 %12, %13, !dbg !184
  br i1 %14, label %15, label %30, !dbg !185

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8, !dbg !186
  %17 = load i32, ptr %6, align 4, !dbg !187
  %18 = sext i32 %17 to i64, !dbg !186
  %19 = mul nsw i64 %18, %10, !dbg !186
  %20 = getelementptr inbounds double, ptr %16, i64 %19, !dbg !186
  %21 = load i32, ptr %6, align 4, !dbg !188
  %22 = sext i32 %21 to i64, !dbg !186
  %23 = getelementptr inbounds double, ptr %20, i64 %22, !dbg !186
  %24 = load double, ptr %23, align 8, !dbg !186
  %25 = load double, ptr %5, align 8, !dbg !189
  %26 = fadd double %25, %24, !dbg !189
  store double %26, ptr %5, align 8, !dbg !189
  br label %27, !dbg !190

27:                                               ; preds = %15
  %28 = load i32, ptr %6, align 4, !dbg !191
  %29 = add nsw i32 %28, 1, !dbg !191
  store i32 %29, ptr %6, align 4, !dbg !191
  br label %11, !dbg !192, !llvm.loop !193

30:                                               ; preds = %11
  %31 = load double, ptr %5, align 8, !dbg !195
  ret double %31, !dbg !196
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !197 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [3 x [4 x i32]], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !200, !DIExpression(), !202)
  store i32 0, ptr %2, align 4, !dbg !202
  br label %8, !dbg !203

8:                                                ; preds = %49, %0
  %9 = load i32, ptr %2, align 4, !dbg !204
  %10 = icmp slt i32 %9, 6, !dbg !206
  br i1 %10, label %11, label %52, !dbg !207

11:                                               ; preds = %8
    #dbg_declare(ptr %3, !208, !DIExpression(), !210)
  store i32 0, ptr %3, align 4, !dbg !210
  br label %12, !dbg !211

12:                                               ; preds = %45, %11
  %13 = load i32, ptr %3, align 4, !dbg !212
  %14 = icmp slt i32 %13, 6, !dbg !214
  br i1 %14, label %15, label %48, !dbg !215

15:                                               ; preds = %12
  %16 = load i32, ptr %2, align 4, !dbg !216
  %17 = sitofp i32 %16 to double, !dbg !216
  %18 = load i32, ptr %3, align 4, !dbg !218
  %19 = sitofp i32 %18 to double, !dbg !218
  %20 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %19, double %17), !dbg !219
  %21 = load i32, ptr %2, align 4, !dbg !220
  %22 = sext i32 %21 to i64, !dbg !221
  %23 = getelementptr inbounds [6 x [6 x double]], ptr @A, i64 0, i64 %22, !dbg !221
  %24 = load i32, ptr %3, align 4, !dbg !222
  %25 = sext i32 %24 to i64, !dbg !221
  %26 = getelementptr inbounds [6 x double], ptr %23, i64 0, i64 %25, !dbg !221
  store double %20, ptr %26, align 8, !dbg !223
  %27 = load i32, ptr %2, align 4, !dbg !224
  %28 = load i32, ptr %3, align 4, !dbg !225
  %29 = icmp eq i32 %27, %28, !dbg !226
  br i1 %29, label %30, label %31, !dbg !227

30:                                               ; preds = %15
  br label %37, !dbg !227

31:                                               ; preds = %15
  %32 = load i32, ptr %2, align 4, !dbg !228
  %33 = load i32, ptr %3, align 4, !dbg !229
  %34 = sub nsw i32 %32, %33, !dbg !230
  %35 = sitofp i32 %34 to double, !dbg !231
  %36 = fmul double 1.000000e-01, %35, !dbg !232
  br label %37, !dbg !227

37:                                               ; preds = %31, %30
  %38 = phi double [ 2.000000e+00, %30 ], [ %36, %31 ], !dbg !227
  %39 = load i32, ptr %2, align 4, !dbg !233
  %40 = sext i32 %39 to i64, !dbg !234
  %41 = getelementptr inbounds [6 x [6 x double]], ptr @B, i64 0, i64 %40, !dbg !234
  %42 = load i32, ptr %3, align 4, !dbg !235
  %43 = sext i32 %42 to i64, !dbg !234
  %44 = getelementptr inbounds [6 x double], ptr %41, i64 0, i64 %43, !dbg !234
  store double %38, ptr %44, align 8, !dbg !236
  br label %45, !dbg !237

45:                                               ; preds = %37
  %46 = load i32, ptr %3, align 4, !dbg !238
  %47 = add nsw i32 %46, 1, !dbg !238
  store i32 %47, ptr %3, align 4, !dbg !238
  br label %12, !dbg !239, !llvm.loop !240

48:                                               ; preds = %12
  br label %49, !dbg !241

49:                                               ; preds = %48
  %50 = load i32, ptr %2, align 4, !dbg !242
  %51 = add nsw i32 %50, 1, !dbg !242
  store i32 %51, ptr %2, align 4, !dbg !242
  br label %8, !dbg !243, !llvm.loop !244

52:                                               ; preds = %8
  call void @matmul(ptr noundef @A, ptr noundef @B, ptr noundef @C), !dbg !246
  call void @transpose(i32 noundef 6, ptr noundef @C), !dbg !247
  %53 = call double @trace(i32 noundef 6, ptr noundef @C), !dbg !248
  %54 = load double, ptr getelementptr inbounds ([6 x double], ptr @C, i64 0, i64 1), align 8, !dbg !249
  %55 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 1), align 16, !dbg !250
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %53, double noundef %54, double noundef %55), !dbg !251
    #dbg_declare(ptr %4, !252, !DIExpression(), !257)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.grid, i64 48, i1 false), !dbg !257
    #dbg_declare(ptr %5, !258, !DIExpression(), !259)
  store i32 0, ptr %5, align 4, !dbg !259
    #dbg_declare(ptr %6, !260, !DIExpression(), !262)
  store i32 0, ptr %6, align 4, !dbg !262
  br label %57, !dbg !263

57:                                               ; preds = %81, %52
  %58 = load i32, ptr %6, align 4, !dbg !264
  %59 = icmp slt i32 %58, 3, !dbg !266
  br i1 %59, label %60, label %84, !dbg !267

60:                                               ; preds = %57
    #dbg_declare(ptr %7, !268, !DIExpression(), !270)
  store i32 0, ptr %7, align 4, !dbg !270
  br label %61, !dbg !271

61:                                               ; preds = %77, %60
  %62 = load i32, ptr %7, align 4, !dbg !272
  %63 = icmp slt i32 %62, 4, !dbg !274
  br i1 %63, label %64, label %80, !dbg !275

64:                                               ; preds = %61
  %65 = load i32, ptr %6, align 4, !dbg !276
  %66 = sext i32 %65 to i64, !dbg !277
  %67 = getelementptr inbounds [3 x [4 x i32]], ptr %4, i64 0, i64 %66, !dbg !277
  %68 = load i32, ptr %7, align 4, !dbg !278
  %69 = sext i32 %68 to i64, !dbg !277
  %70 = getelementptr inbounds [4 x i32], ptr %67, i64 0, i64 %69, !dbg !277
  %71 = load i32, ptr %70, align 4, !dbg !277
  %72 = load i32, ptr %6, align 4, !dbg !279
  %73 = add nsw i32 %72, 1, !dbg !280
  %74 = mul nsw i32 %71, %73, !dbg !281
  %75 = load i32, ptr %5, align 4, !dbg !282
  %76 = add nsw i32 %75, %74, !dbg !282
  store i32 %76, ptr %5, align 4, !dbg !282
  br label %77, !dbg !283

77:                                               ; preds = %64
  %78 = load i32, ptr %7, align 4, !dbg !284
  %79 = add nsw i32 %78, 1, !dbg !284
  store i32 %79, ptr %7, align 4, !dbg !284
  br label %61, !dbg !285, !llvm.loop !286

80:                                               ; preds = %61
  br label %81, !dbg !287

81:                                               ; preds = %80
  %82 = load i32, ptr %6, align 4, !dbg !288
  %83 = add nsw i32 %82, 1, !dbg !288
  store i32 %83, ptr %6, align 4, !dbg !288
  br label %57, !dbg !289, !llvm.loop !290

84:                                               ; preds = %57
  %85 = load i32, ptr %5, align 4, !dbg !292
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %85), !dbg !293
  ret i32 0, !dbg !294
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 6, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "matrix2d.c", directory: "/irfix/corpus/src", checksumkind: CSK_MD5, checksum: "b324472053b4a0ba98197759621d0a5d")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 384, elements: !9)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{!10}
!10 = !DISubrange(count: 6)
!11 = !{!12, !18, !0, !23, !27}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 240, elements: !16)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17}
!17 = !DISubrange(count: 30)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 72, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 9)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 6, type: !25, isLocal: false, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 2304, elements: !26)
!26 = !{!10, !10}
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 6, type: !25, isLocal: false, isDefinition: true)
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 8, !"PIC Level", i32 2}
!33 = !{i32 7, !"PIE Level", i32 2}
!34 = !{i32 7, !"uwtable", i32 2}
!35 = !{i32 7, !"frame-pointer", i32 2}
!36 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!37 = distinct !DISubprogram(name: "matmul", scope: !3, file: !3, line: 8, type: !38, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !42)
!38 = !DISubroutineType(types: !39)
!39 = !{null, !5, !5, !40}
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 384, elements: !9)
!42 = !{}
!43 = !DILocalVariable(name: "a", arg: 1, scope: !37, file: !3, line: 8, type: !5)
!44 = !DILocation(line: 8, column: 26, scope: !37)
!45 = !DILocalVariable(name: "b", arg: 2, scope: !37, file: !3, line: 8, type: !5)
!46 = !DILocation(line: 8, column: 48, scope: !37)
!47 = !DILocalVariable(name: "c", arg: 3, scope: !37, file: !3, line: 8, type: !40)
!48 = !DILocation(line: 8, column: 64, scope: !37)
!49 = !DILocalVariable(name: "i", scope: !50, file: !3, line: 9, type: !51)
!50 = distinct !DILexicalBlock(scope: !37, file: !3, line: 9, column: 3)
!51 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!52 = !DILocation(line: 9, column: 12, scope: !50)
!53 = !DILocation(line: 9, column: 8, scope: !50)
!54 = !DILocation(line: 9, column: 19, scope: !55)
!55 = distinct !DILexicalBlock(scope: !50, file: !3, line: 9, column: 3)
!56 = !DILocation(line: 9, column: 21, scope: !55)
!57 = !DILocation(line: 9, column: 3, scope: !50)
!58 = !DILocalVariable(name: "j", scope: !59, file: !3, line: 10, type: !51)
!59 = distinct !DILexicalBlock(scope: !55, file: !3, line: 10, column: 5)
!60 = !DILocation(line: 10, column: 14, scope: !59)
!61 = !DILocation(line: 10, column: 10, scope: !59)
!62 = !DILocation(line: 10, column: 21, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !3, line: 10, column: 5)
!64 = !DILocation(line: 10, column: 23, scope: !63)
!65 = !DILocation(line: 10, column: 5, scope: !59)
!66 = !DILocalVariable(name: "s", scope: !67, file: !3, line: 11, type: !8)
!67 = distinct !DILexicalBlock(scope: !63, file: !3, line: 10, column: 33)
!68 = !DILocation(line: 11, column: 14, scope: !67)
!69 = !DILocalVariable(name: "k", scope: !70, file: !3, line: 12, type: !51)
!70 = distinct !DILexicalBlock(scope: !67, file: !3, line: 12, column: 7)
!71 = !DILocation(line: 12, column: 16, scope: !70)
!72 = !DILocation(line: 12, column: 12, scope: !70)
!73 = !DILocation(line: 12, column: 23, scope: !74)
!74 = distinct !DILexicalBlock(scope: !70, file: !3, line: 12, column: 7)
!75 = !DILocation(line: 12, column: 25, scope: !74)
!76 = !DILocation(line: 12, column: 7, scope: !70)
!77 = !DILocation(line: 12, column: 40, scope: !74)
!78 = !DILocation(line: 12, column: 42, scope: !74)
!79 = !DILocation(line: 12, column: 45, scope: !74)
!80 = !DILocation(line: 12, column: 50, scope: !74)
!81 = !DILocation(line: 12, column: 52, scope: !74)
!82 = !DILocation(line: 12, column: 55, scope: !74)
!83 = !DILocation(line: 12, column: 37, scope: !74)
!84 = !DILocation(line: 12, column: 35, scope: !74)
!85 = !DILocation(line: 12, column: 31, scope: !74)
!86 = !DILocation(line: 12, column: 7, scope: !74)
!87 = distinct !{!87, !76, !88, !89}
!88 = !DILocation(line: 12, column: 56, scope: !70)
!89 = !{!"llvm.loop.mustprogress"}
!90 = !DILocation(line: 13, column: 17, scope: !67)
!91 = !DILocation(line: 13, column: 7, scope: !67)
!92 = !DILocation(line: 13, column: 9, scope: !67)
!93 = !DILocation(line: 13, column: 12, scope: !67)
!94 = !DILocation(line: 13, column: 15, scope: !67)
!95 = !DILocation(line: 14, column: 5, scope: !67)
!96 = !DILocation(line: 10, column: 29, scope: !63)
!97 = !DILocation(line: 10, column: 5, scope: !63)
!98 = distinct !{!98, !65, !99, !89}
!99 = !DILocation(line: 14, column: 5, scope: !59)
!100 = !DILocation(line: 9, column: 27, scope: !55)
!101 = !DILocation(line: 9, column: 3, scope: !55)
!102 = distinct !{!102, !57, !103, !89}
!103 = !DILocation(line: 14, column: 5, scope: !50)
!104 = !DILocation(line: 15, column: 1, scope: !37)
!105 = distinct !DISubprogram(name: "transpose", scope: !3, file: !3, line: 17, type: !106, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !42)
!106 = !DISubroutineType(types: !107)
!107 = !{null, !51, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: -1)
!112 = !DILocalVariable(name: "n", arg: 1, scope: !105, file: !3, line: 17, type: !51)
!113 = !DILocation(line: 17, column: 20, scope: !105)
!114 = !DILocalVariable(name: "m", arg: 2, scope: !105, file: !3, line: 17, type: !108)
!115 = !DILocation(line: 17, column: 30, scope: !105)
!116 = !DILocation(line: 17, column: 32, scope: !105)
!117 = !DILocation(line: 17, column: 35, scope: !105)
!118 = !DILocalVariable(name: "i", scope: !119, file: !3, line: 18, type: !51)
!119 = distinct !DILexicalBlock(scope: !105, file: !3, line: 18, column: 3)
!120 = !DILocation(line: 18, column: 12, scope: !119)
!121 = !DILocation(line: 18, column: 8, scope: !119)
!122 = !DILocation(line: 18, column: 19, scope: !123)
!123 = distinct !DILexicalBlock(scope: !119, file: !3, line: 18, column: 3)
!124 = !DILocation(line: 18, column: 23, scope: !123)
!125 = !DILocation(line: 18, column: 21, scope: !123)
!126 = !DILocation(line: 18, column: 3, scope: !119)
!127 = !DILocalVariable(name: "j", scope: !128, file: !3, line: 19, type: !51)
!128 = distinct !DILexicalBlock(scope: !123, file: !3, line: 19, column: 5)
!129 = !DILocation(line: 19, column: 14, scope: !128)
!130 = !DILocation(line: 19, column: 18, scope: !128)
!131 = !DILocation(line: 19, column: 20, scope: !128)
!132 = !DILocation(line: 19, column: 10, scope: !128)
!133 = !DILocation(line: 19, column: 25, scope: !134)
!134 = distinct !DILexicalBlock(scope: !128, file: !3, line: 19, column: 5)
!135 = !DILocation(line: 19, column: 29, scope: !134)
!136 = !DILocation(line: 19, column: 27, scope: !134)
!137 = !DILocation(line: 19, column: 5, scope: !128)
!138 = !DILocalVariable(name: "t", scope: !139, file: !3, line: 20, type: !8)
!139 = distinct !DILexicalBlock(scope: !134, file: !3, line: 19, column: 37)
!140 = !DILocation(line: 20, column: 14, scope: !139)
!141 = !DILocation(line: 20, column: 18, scope: !139)
!142 = !DILocation(line: 20, column: 20, scope: !139)
!143 = !DILocation(line: 20, column: 23, scope: !139)
!144 = !DILocation(line: 21, column: 17, scope: !139)
!145 = !DILocation(line: 21, column: 19, scope: !139)
!146 = !DILocation(line: 21, column: 22, scope: !139)
!147 = !DILocation(line: 21, column: 7, scope: !139)
!148 = !DILocation(line: 21, column: 9, scope: !139)
!149 = !DILocation(line: 21, column: 12, scope: !139)
!150 = !DILocation(line: 21, column: 15, scope: !139)
!151 = !DILocation(line: 22, column: 17, scope: !139)
!152 = !DILocation(line: 22, column: 7, scope: !139)
!153 = !DILocation(line: 22, column: 9, scope: !139)
!154 = !DILocation(line: 22, column: 12, scope: !139)
!155 = !DILocation(line: 22, column: 15, scope: !139)
!156 = !DILocation(line: 23, column: 5, scope: !139)
!157 = !DILocation(line: 19, column: 33, scope: !134)
!158 = !DILocation(line: 19, column: 5, scope: !134)
!159 = distinct !{!159, !137, !160, !89}
!160 = !DILocation(line: 23, column: 5, scope: !128)
!161 = !DILocation(line: 18, column: 27, scope: !123)
!162 = !DILocation(line: 18, column: 3, scope: !123)
!163 = distinct !{!163, !126, !164, !89}
!164 = !DILocation(line: 23, column: 5, scope: !119)
!165 = !DILocation(line: 24, column: 1, scope: !105)
!166 = distinct !DISubprogram(name: "trace", scope: !3, file: !3, line: 26, type: !167, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !42)
!167 = !DISubroutineType(types: !168)
!168 = !{!8, !51, !108}
!169 = !DILocalVariable(name: "n", arg: 1, scope: !166, file: !3, line: 26, type: !51)
!170 = !DILocation(line: 26, column: 18, scope: !166)
!171 = !DILocalVariable(name: "m", arg: 2, scope: !166, file: !3, line: 26, type: !108)
!172 = !DILocation(line: 26, column: 28, scope: !166)
!173 = !DILocation(line: 26, column: 30, scope: !166)
!174 = !DILocation(line: 26, column: 33, scope: !166)
!175 = !DILocalVariable(name: "t", scope: !166, file: !3, line: 27, type: !8)
!176 = !DILocation(line: 27, column: 10, scope: !166)
!177 = !DILocalVariable(name: "i", scope: !178, file: !3, line: 28, type: !51)
!178 = distinct !DILexicalBlock(scope: !166, file: !3, line: 28, column: 3)
!179 = !DILocation(line: 28, column: 12, scope: !178)
!180 = !DILocation(line: 28, column: 8, scope: !178)
!181 = !DILocation(line: 28, column: 19, scope: !182)
!182 = distinct !DILexicalBlock(scope: !178, file: !3, line: 28, column: 3)
!183 = !DILocation(line: 28, column: 23, scope: !182)
!184 = !DILocation(line: 28, column: 21, scope: !182)
!185 = !DILocation(line: 28, column: 3, scope: !178)
!186 = !DILocation(line: 28, column: 36, scope: !182)
!187 = !DILocation(line: 28, column: 38, scope: !182)
!188 = !DILocation(line: 28, column: 41, scope: !182)
!189 = !DILocation(line: 28, column: 33, scope: !182)
!190 = !DILocation(line: 28, column: 31, scope: !182)
!191 = !DILocation(line: 28, column: 27, scope: !182)
!192 = !DILocation(line: 28, column: 3, scope: !182)
!193 = distinct !{!193, !185, !194, !89}
!194 = !DILocation(line: 28, column: 42, scope: !178)
!195 = !DILocation(line: 29, column: 10, scope: !166)
!196 = !DILocation(line: 29, column: 3, scope: !166)
!197 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !198, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !42)
!198 = !DISubroutineType(types: !199)
!199 = !{!51}
!200 = !DILocalVariable(name: "i", scope: !201, file: !3, line: 33, type: !51)
!201 = distinct !DILexicalBlock(scope: !197, file: !3, line: 33, column: 3)
!202 = !DILocation(line: 33, column: 12, scope: !201)
!203 = !DILocation(line: 33, column: 8, scope: !201)
!204 = !DILocation(line: 33, column: 19, scope: !205)
!205 = distinct !DILexicalBlock(scope: !201, file: !3, line: 33, column: 3)
!206 = !DILocation(line: 33, column: 21, scope: !205)
!207 = !DILocation(line: 33, column: 3, scope: !201)
!208 = !DILocalVariable(name: "j", scope: !209, file: !3, line: 34, type: !51)
!209 = distinct !DILexicalBlock(scope: !205, file: !3, line: 34, column: 5)
!210 = !DILocation(line: 34, column: 14, scope: !209)
!211 = !DILocation(line: 34, column: 10, scope: !209)
!212 = !DILocation(line: 34, column: 21, scope: !213)
!213 = distinct !DILexicalBlock(scope: !209, file: !3, line: 34, column: 5)
!214 = !DILocation(line: 34, column: 23, scope: !213)
!215 = !DILocation(line: 34, column: 5, scope: !209)
!216 = !DILocation(line: 35, column: 17, scope: !217)
!217 = distinct !DILexicalBlock(scope: !213, file: !3, line: 34, column: 33)
!218 = !DILocation(line: 35, column: 27, scope: !217)
!219 = !DILocation(line: 35, column: 19, scope: !217)
!220 = !DILocation(line: 35, column: 9, scope: !217)
!221 = !DILocation(line: 35, column: 7, scope: !217)
!222 = !DILocation(line: 35, column: 12, scope: !217)
!223 = !DILocation(line: 35, column: 15, scope: !217)
!224 = !DILocation(line: 36, column: 18, scope: !217)
!225 = !DILocation(line: 36, column: 23, scope: !217)
!226 = !DILocation(line: 36, column: 20, scope: !217)
!227 = !DILocation(line: 36, column: 17, scope: !217)
!228 = !DILocation(line: 36, column: 41, scope: !217)
!229 = !DILocation(line: 36, column: 45, scope: !217)
!230 = !DILocation(line: 36, column: 43, scope: !217)
!231 = !DILocation(line: 36, column: 40, scope: !217)
!232 = !DILocation(line: 36, column: 38, scope: !217)
!233 = !DILocation(line: 36, column: 9, scope: !217)
!234 = !DILocation(line: 36, column: 7, scope: !217)
!235 = !DILocation(line: 36, column: 12, scope: !217)
!236 = !DILocation(line: 36, column: 15, scope: !217)
!237 = !DILocation(line: 37, column: 5, scope: !217)
!238 = !DILocation(line: 34, column: 29, scope: !213)
!239 = !DILocation(line: 34, column: 5, scope: !213)
!240 = distinct !{!240, !215, !241, !89}
!241 = !DILocation(line: 37, column: 5, scope: !209)
!242 = !DILocation(line: 33, column: 27, scope: !205)
!243 = !DILocation(line: 33, column: 3, scope: !205)
!244 = distinct !{!244, !207, !245, !89}
!245 = !DILocation(line: 37, column: 5, scope: !201)
!246 = !DILocation(line: 38, column: 3, scope: !197)
!247 = !DILocation(line: 39, column: 3, scope: !197)
!248 = !DILocation(line: 40, column: 44, scope: !197)
!249 = !DILocation(line: 40, column: 57, scope: !197)
!250 = !DILocation(line: 40, column: 66, scope: !197)
!251 = !DILocation(line: 40, column: 3, scope: !197)
!252 = !DILocalVariable(name: "grid", scope: !197, file: !3, line: 41, type: !253)
!253 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 384, elements: !254)
!254 = !{!255, !256}
!255 = !DISubrange(count: 3)
!256 = !DISubrange(count: 4)
!257 = !DILocation(line: 41, column: 7, scope: !197)
!258 = !DILocalVariable(name: "s", scope: !197, file: !3, line: 42, type: !51)
!259 = !DILocation(line: 42, column: 7, scope: !197)
!260 = !DILocalVariable(name: "i", scope: !261, file: !3, line: 43, type: !51)
!261 = distinct !DILexicalBlock(scope: !197, file: !3, line: 43, column: 3)
!262 = !DILocation(line: 43, column: 12, scope: !261)
!263 = !DILocation(line: 43, column: 8, scope: !261)
!264 = !DILocation(line: 43, column: 19, scope: !265)
!265 = distinct !DILexicalBlock(scope: !261, file: !3, line: 43, column: 3)
!266 = !DILocation(line: 43, column: 21, scope: !265)
!267 = !DILocation(line: 43, column: 3, scope: !261)
!268 = !DILocalVariable(name: "j", scope: !269, file: !3, line: 44, type: !51)
!269 = distinct !DILexicalBlock(scope: !265, file: !3, line: 44, column: 5)
!270 = !DILocation(line: 44, column: 14, scope: !269)
!271 = !DILocation(line: 44, column: 10, scope: !269)
!272 = !DILocation(line: 44, column: 21, scope: !273)
!273 = distinct !DILexicalBlock(scope: !269, file: !3, line: 44, column: 5)
!274 = !DILocation(line: 44, column: 23, scope: !273)
!275 = !DILocation(line: 44, column: 5, scope: !269)
!276 = !DILocation(line: 44, column: 43, scope: !273)
!277 = !DILocation(line: 44, column: 38, scope: !273)
!278 = !DILocation(line: 44, column: 46, scope: !273)
!279 = !DILocation(line: 44, column: 52, scope: !273)
!280 = !DILocation(line: 44, column: 54, scope: !273)
!281 = !DILocation(line: 44, column: 49, scope: !273)
!282 = !DILocation(line: 44, column: 35, scope: !273)
!283 = !DILocation(line: 44, column: 33, scope: !273)
!284 = !DILocation(line: 44, column: 29, scope: !273)
!285 = !DILocation(line: 44, column: 5, scope: !273)
!286 = distinct !{!286, !275, !287, !89}
!287 = !DILocation(line: 44, column: 57, scope: !269)
!288 = !DILocation(line: 43, column: 27, scope: !265)
!289 = !DILocation(line: 43, column: 3, scope: !265)
!290 = distinct !{!290, !267, !291, !89}
!291 = !DILocation(line: 44, column: 57, scope: !261)
!292 = !DILocation(line: 45, column: 23, scope: !197)
!293 = !DILocation(line: 45, column: 3, scope: !197)
!294 = !DILocation(line: 46, column: 3, scope: !197)
