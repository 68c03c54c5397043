; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.c = private unnamed_addr constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 2.500000e-01, double 1.250000e-01], align 16
@.str = private unnamed_addr constant [10 x i8] c"dot=%.6f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [11 x i8] c"norm=%.6f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [15 x i8] c"softplus=%.6f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [13 x i8] c"horner=%.6f\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [17 x i8] c"f(1,1,1,1)=%.6f\0A\00", align 1, !dbg !22

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @dot(double* noundef %0, double* noundef %1, i32 noundef %2) #0 !dbg !39 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !46, metadata !DIExpression()), !dbg !47
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !48, metadata !DIExpression()), !dbg !49
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !50, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.declare(metadata double* %7, metadata !52, metadata !DIExpression()), !dbg !53
  store double 0.000000e+00, double* %7, align 8, !dbg !53
  call void @llvm.dbg.declare(metadata i32* %8, metadata !54, metadata !DIExpression()), !dbg !56
  store i32 0, i32* %8, align 4, !dbg !56
  br label %9, !dbg !57

9:                                                ; preds = %26, %3
  %10 = load i32, i32* %8, align 4, !dbg !58
  %11 = load i32, i32* %6, align 4, !dbg !60
  %12 = icmp slt i32 %10, %11, !dbg !61
  br i1 %12, label %13, label %29, !dbg !62

13:                                               ; preds = %9
  %14 = load double*, double** %4, align 8, !dbg !63
  %15 = load i32, i32* %8, align 4, !dbg !64
  %16 = sext i32 %15 to i64, !dbg !63
  %17 = getelementptr inbounds double, double* %14, i64 %16, !dbg !63
  %18 = load double, double* %17, align 8, !dbg !63
  %19 = load double*, double** %5, align 8, !dbg !65
  %20 = load i32, i32* %8, align 4, !dbg !66
  %21 = sext i32 %20 to i64, !dbg !65
  %22 = getelementptr inbounds double, double* %19, i64 %21, !dbg !65
  %23 = load double, double* %22, align 8, !dbg !65
  %24 = load double, double* %7, align 8, !dbg !67
  %25 = call double @llvm.fmuladd.f64(double %18, double %23, double %24), !dbg !67
  store double %25, double* %7, align 8, !dbg !67
  br label %26, !dbg !68

26:                                               ; preds = %13
  %27 = load i32, i32* %8, align 4, !dbg !69
  %28 = add nsw i32 %27, 1, !dbg !69
  store i32 %28, i32* %8, align 4, !dbg !69
  br label %9, !dbg !70, !llvm.loop !71

29:                                               ; preds = %9
  %30 = load double, double* %7, align 8, !dbg !74
  ret double %30, !dbg !75
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @axpy(i32 noundef %0, double noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !76 {
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !80, metadata !DIExpression()), !dbg !81
  store double %1, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !82, metadata !DIExpression()), !dbg !83
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !84, metadata !DIExpression()), !dbg !85
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !86, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.declare(metadata i32* %9, metadata !88, metadata !DIExpression()), !dbg !90
  store i32 0, i32* %9, align 4, !dbg !90
  br label %10, !dbg !91

10:                                               ; preds = %31, %4
  %11 = load i32, i32* %9, align 4, !dbg !92
  %12 = load i32, i32* %5, align 4, !dbg !94
  %13 = icmp slt i32 %11, %12, !dbg !95
  br i1 %13, label %14, label %34, !dbg !96

14:                                               ; preds = %10
  %15 = load double, double* %6, align 8, !dbg !97
  %16 = load double*, double** %7, align 8, !dbg !98
  %17 = load i32, i32* %9, align 4, !dbg !99
  %18 = sext i32 %17 to i64, !dbg !98
  %19 = getelementptr inbounds double, double* %16, i64 %18, !dbg !98
  %20 = load double, double* %19, align 8, !dbg !98
  %21 = load double*, double** %8, align 8, !dbg !100
  %22 = load i32, i32* %9, align 4, !dbg !101
  %23 = sext i32 %22 to i64, !dbg !100
  %24 = getelementptr inbounds double, double* %21, i64 %23, !dbg !100
  %25 = load double, double* %24, align 8, !dbg !100
  %26 = call double @llvm.fmuladd.f64(double %15, double %20, double %25), !dbg !102
  %27 = load double*, double** %8, align 8, !dbg !103
  %28 = load i32, i32* %9, align 4, !dbg !104
  %29 = sext i32 %28 to i64, !dbg !103
  %30 = getelementptr inbounds double, double* %27, i64 %29, !dbg !103
  store double %26, double* %30, align 8, !dbg !105
  br label %31, !dbg !103

31:                                               ; preds = %14
  %32 = load i32, i32* %9, align 4, !dbg !106
  %33 = add nsw i32 %32, 1, !dbg !106
  store i32 %33, i32* %9, align 4, !dbg !106
  br label %10, !dbg !107, !llvm.loop !108

34:                                               ; preds = %10
  ret void, !dbg !110
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @norm2(double* noundef %0, i32 noundef %1) #0 !dbg !111 {
  %3 = alloca double*, align 8
  %4 = alloca i32, align 4
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !114, metadata !DIExpression()), !dbg !115
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !116, metadata !DIExpression()), !dbg !117
  %5 = load double*, double** %3, align 8, !dbg !118
  %6 = load double*, double** %3, align 8, !dbg !119
  %7 = load i32, i32* %4, align 4, !dbg !120
  %8 = call double @dot(double* noundef %5, double* noundef %6, i32 noundef %7), !dbg !121
  %9 = call double @sqrt(double noundef %8) #5, !dbg !122
  ret double %9, !dbg !123
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @softplus_sum(double* noundef %0, i32 noundef %1) #0 !dbg !124 {
  %3 = alloca double*, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !125, metadata !DIExpression()), !dbg !126
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !127, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.declare(metadata double* %5, metadata !129, metadata !DIExpression()), !dbg !130
  store double 0.000000e+00, double* %5, align 8, !dbg !130
  call void @llvm.dbg.declare(metadata i32* %6, metadata !131, metadata !DIExpression()), !dbg !133
  store i32 0, i32* %6, align 4, !dbg !133
  br label %7, !dbg !134

7:                                                ; preds = %22, %2
  %8 = load i32, i32* %6, align 4, !dbg !135
  %9 = load i32, i32* %4, align 4, !dbg !137
  %10 = icmp slt i32 %8, %9, !dbg !138
  br i1 %10, label %11, label %25, !dbg !139

11:                                               ; preds = %7
  %12 = load double*, double** %3, align 8, !dbg !140
  %13 = load i32, i32* %6, align 4, !dbg !141
  %14 = sext i32 %13 to i64, !dbg !140
  %15 = getelementptr inbounds double, double* %12, i64 %14, !dbg !140
  %16 = load double, double* %15, align 8, !dbg !140
  %17 = call double @exp(double noundef %16) #5, !dbg !142
  %18 = fadd double 1.000000e+00, %17, !dbg !143
  %19 = call double @log(double noundef %18) #5, !dbg !144
  %20 = load double, double* %5, align 8, !dbg !145
  %21 = fadd double %20, %19, !dbg !145
  store double %21, double* %5, align 8, !dbg !145
  br label %22, !dbg !146

22:                                               ; preds = %11
  %23 = load i32, i32* %6, align 4, !dbg !147
  %24 = add nsw i32 %23, 1, !dbg !147
  store i32 %24, i32* %6, align 4, !dbg !147
  br label %7, !dbg !148, !llvm.loop !149

25:                                               ; preds = %7
  %26 = load double, double* %5, align 8, !dbg !151
  ret double %26, !dbg !152
}

; Function Attrs: nounwind
declare double @log(double noundef) #2

; Function Attrs: nounwind
declare double @exp(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @horner(double* noundef %0, i32 noundef %1, double noundef %2) #0 !dbg !153 {
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !156, metadata !DIExpression()), !dbg !157
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !158, metadata !DIExpression()), !dbg !159
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !160, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.declare(metadata double* %7, metadata !162, metadata !DIExpression()), !dbg !163
  store double 0.000000e+00, double* %7, align 8, !dbg !163
  call void @llvm.dbg.declare(metadata i32* %8, metadata !164, metadata !DIExpression()), !dbg !166
  %9 = load i32, i32* %5, align 4, !dbg !167
  %10 = sub nsw i32 %9, 1, !dbg !168
  store i32 %10, i32* %8, align 4, !dbg !166
  br label %11, !dbg !169

11:                                               ; preds = %23, %3
  %12 = load i32, i32* %8, align 4, !dbg !170
  %13 = icmp sge i32 %12, 0, !dbg !172
  br i1 %13, label %14, label %26, !dbg !173

14:                                               ; preds = %11
  %15 = load double, double* %7, align 8, !dbg !174
  %16 = load double, double* %6, align 8, !dbg !175
  %17 = load double*, double** %4, align 8, !dbg !176
  %18 = load i32, i32* %8, align 4, !dbg !177
  %19 = sext i32 %18 to i64, !dbg !176
  %20 = getelementptr inbounds double, double* %17, i64 %19, !dbg !176
  %21 = load double, double* %20, align 8, !dbg !176
  %22 = call double @llvm.fmuladd.f64(double %15, double %16, double %21), !dbg !178
  store double %22, double* %7, align 8, !dbg !179
  br label %23, !dbg !180

23:                                               ; preds = %14
  %24 = load i32, i32* %8, align 4, !dbg !181
  %25 = add nsw i32 %24, -1, !dbg !181
  store i32 %25, i32* %8, align 4, !dbg !181
  br label %11, !dbg !182, !llvm.loop !183

26:                                               ; preds = %11
  %27 = load double, double* %7, align 8, !dbg !185
  ret double %27, !dbg !186
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !187 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x double], align 16
  %3 = alloca [64 x double], align 16
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca [4 x double], align 16
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [64 x double]* %2, metadata !190, metadata !DIExpression()), !dbg !194
  call void @llvm.dbg.declare(metadata [64 x double]* %3, metadata !195, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.declare(metadata i32* %4, metadata !197, metadata !DIExpression()), !dbg !199
  store i32 0, i32* %4, align 4, !dbg !199
  br label %7, !dbg !200

7:                                                ; preds = %28, %0
  %8 = load i32, i32* %4, align 4, !dbg !201
  %9 = icmp slt i32 %8, 64, !dbg !203
  br i1 %9, label %10, label %31, !dbg !204

10:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata double* %5, metadata !205, metadata !DIExpression()), !dbg !207
  %11 = load i32, i32* %4, align 4, !dbg !208
  %12 = sitofp i32 %11 to double, !dbg !208
  %13 = fdiv double %12, 6.400000e+01, !dbg !209
  store double %13, double* %5, align 8, !dbg !207
  %14 = load double, double* %5, align 8, !dbg !210
  %15 = call double @signal(double noundef 1.500000e+00, double noundef 2.000000e+00, double noundef 2.500000e-01, double noundef %14), !dbg !211
  %16 = load i32, i32* %4, align 4, !dbg !212
  %17 = sext i32 %16 to i64, !dbg !213
  %18 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 %17, !dbg !213
  store double %15, double* %18, align 8, !dbg !214
  %19 = load double, double* %5, align 8, !dbg !215
  %20 = call double @pow(double noundef %19, double noundef 1.500000e+00) #5, !dbg !216
  %21 = load double, double* %5, align 8, !dbg !217
  %22 = fadd double %21, 1.000000e+00, !dbg !218
  %23 = call double @sqrt(double noundef %22) #5, !dbg !219
  %24 = fadd double %20, %23, !dbg !220
  %25 = load i32, i32* %4, align 4, !dbg !221
  %26 = sext i32 %25 to i64, !dbg !222
  %27 = getelementptr inbounds [64 x double], [64 x double]* %3, i64 0, i64 %26, !dbg !222
  store double %24, double* %27, align 8, !dbg !223
  br label %28, !dbg !224

28:                                               ; preds = %10
  %29 = load i32, i32* %4, align 4, !dbg !225
  %30 = add nsw i32 %29, 1, !dbg !225
  store i32 %30, i32* %4, align 4, !dbg !225
  br label %7, !dbg !226, !llvm.loop !227

31:                                               ; preds = %7
  %32 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 0, !dbg !229
  %33 = getelementptr inbounds [64 x double], [64 x double]* %3, i64 0, i64 0, !dbg !230
  call void @axpy(i32 noundef 64, double noundef 5.000000e-01, double* noundef %32, double* noundef %33), !dbg !231
  call void @llvm.dbg.declare(metadata [4 x double]* %6, metadata !232, metadata !DIExpression()), !dbg !236
  %34 = bitcast [4 x double]* %6 to i8*, !dbg !236
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %34, i8* align 16 bitcast ([4 x double]* @__const.main.c to i8*), i64 32, i1 false), !dbg !236
  %35 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 0, !dbg !237
  %36 = getelementptr inbounds [64 x double], [64 x double]* %3, i64 0, i64 0, !dbg !238
  %37 = call double @dot(double* noundef %35, double* noundef %36, i32 noundef 64), !dbg !239
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), double noundef %37), !dbg !240
  %39 = getelementptr inbounds [64 x double], [64 x double]* %3, i64 0, i64 0, !dbg !241
  %40 = call double @norm2(double* noundef %39, i32 noundef 64), !dbg !242
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), double noundef %40), !dbg !243
  %42 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 0, !dbg !244
  %43 = call double @softplus_sum(double* noundef %42, i32 noundef 64), !dbg !245
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), double noundef %43), !dbg !246
  %45 = getelementptr inbounds [4 x double], [4 x double]* %6, i64 0, i64 0, !dbg !247
  %46 = call double @horner(double* noundef %45, i32 noundef 4, double noundef 7.500000e-01), !dbg !248
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), double noundef %46), !dbg !249
  %48 = call double @signal(double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00), !dbg !250
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), double noundef %48), !dbg !251
  ret i32 0, !dbg !252
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @signal(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #0 !dbg !253 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store double %0, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !256, metadata !DIExpression()), !dbg !257
  store double %1, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !258, metadata !DIExpression()), !dbg !259
  store double %2, double* %7, align 8
  call void @llvm.dbg.declare(metadata double* %7, metadata !260, metadata !DIExpression()), !dbg !261
  store double %3, double* %8, align 8
  call void @llvm.dbg.declare(metadata double* %8, metadata !262, metadata !DIExpression()), !dbg !263
  %9 = load double, double* %5, align 8, !dbg !264
  %10 = load double, double* %6, align 8, !dbg !265
  %11 = load double, double* %8, align 8, !dbg !266
  %12 = load double, double* %7, align 8, !dbg !267
  %13 = call double @llvm.fmuladd.f64(double %10, double %11, double %12), !dbg !268
  %14 = call double @cos(double noundef %13) #5, !dbg !269
  %15 = fmul double %9, %14, !dbg !270
  ret double %15, !dbg !271
}

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare double @cos(double noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "numeric.c", directory: "/irfix/corpus/src", checksumkind: CSK_MD5, checksum: "6737786bef22243f29da3423b66bae44")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 11)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 15)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 17)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !28, globals: !30, splitDebugInlining: false, nameTableKind: None)
!28 = !{!29}
!29 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!30 = !{!0, !7, !12, !17, !22}
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 8, !"PIC Level", i32 2}
!35 = !{i32 7, !"PIE Level", i32 2}
!36 = !{i32 7, !"uwtable", i32 2}
!37 = !{i32 7, !"frame-pointer", i32 2}
!38 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!39 = distinct !DISubprogram(name: "dot", scope: !2, file: !2, line: 11, type: !40, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !27, retainedNodes: !45)
!40 = !DISubroutineType(types: !41)
!41 = !{!29, !42, !42, !44}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !{}
!46 = !DILocalVariable(name: "x", arg: 1, scope: !39, file: !2, line: 11, type: !42)
!47 = !DILocation(line: 11, column: 26, scope: !39)
!48 = !DILocalVariable(name: "y", arg: 2, scope: !39, file: !2, line: 11, type: !42)
!49 = !DILocation(line: 11, column: 43, scope: !39)
!50 = !DILocalVariable(name: "n", arg: 3, scope: !39, file: !2, line: 11, type: !44)
!51 = !DILocation(line: 11, column: 50, scope: !39)
!52 = !DILocalVariable(name: "s", scope: !39, file: !2, line: 12, type: !29)
!53 = !DILocation(line: 12, column: 10, scope: !39)
!54 = !DILocalVariable(name: "i", scope: !55, file: !2, line: 13, type: !44)
!55 = distinct !DILexicalBlock(scope: !39, file: !2, line: 13, column: 3)
!56 = !DILocation(line: 13, column: 12, scope: !55)
!57 = !DILocation(line: 13, column: 8, scope: !55)
!58 = !DILocation(line: 13, column: 19, scope: !59)
!59 = distinct !DILexicalBlock(scope: !55, file: !2, line: 13, column: 3)
!60 = !DILocation(line: 13, column: 23, scope: !59)
!61 = !DILocation(line: 13, column: 21, scope: !59)
!62 = !DILocation(line: 13, column: 3, scope: !55)
!63 = !DILocation(line: 14, column: 10, scope: !59)
!64 = !DILocation(line: 14, column: 12, scope: !59)
!65 = !DILocation(line: 14, column: 17, scope: !59)
!66 = !DILocation(line: 14, column: 19, scope: !59)
!67 = !DILocation(line: 14, column: 7, scope: !59)
!68 = !DILocation(line: 14, column: 5, scope: !59)
!69 = !DILocation(line: 13, column: 27, scope: !59)
!70 = !DILocation(line: 13, column: 3, scope: !59)
!71 = distinct !{!71, !62, !72, !73}
!72 = !DILocation(line: 14, column: 20, scope: !55)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !DILocation(line: 15, column: 10, scope: !39)
!75 = !DILocation(line: 15, column: 3, scope: !39)
!76 = distinct !DISubprogram(name: "axpy", scope: !2, file: !2, line: 18, type: !77, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !27, retainedNodes: !45)
!77 = !DISubroutineType(types: !78)
!78 = !{null, !44, !29, !42, !79}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!80 = !DILocalVariable(name: "n", arg: 1, scope: !76, file: !2, line: 18, type: !44)
!81 = !DILocation(line: 18, column: 15, scope: !76)
!82 = !DILocalVariable(name: "a", arg: 2, scope: !76, file: !2, line: 18, type: !29)
!83 = !DILocation(line: 18, column: 25, scope: !76)
!84 = !DILocalVariable(name: "x", arg: 3, scope: !76, file: !2, line: 18, type: !42)
!85 = !DILocation(line: 18, column: 42, scope: !76)
!86 = !DILocalVariable(name: "y", arg: 4, scope: !76, file: !2, line: 18, type: !79)
!87 = !DILocation(line: 18, column: 53, scope: !76)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 19, type: !44)
!89 = distinct !DILexicalBlock(scope: !76, file: !2, line: 19, column: 3)
!90 = !DILocation(line: 19, column: 12, scope: !89)
!91 = !DILocation(line: 19, column: 8, scope: !89)
!92 = !DILocation(line: 19, column: 19, scope: !93)
!93 = distinct !DILexicalBlock(scope: !89, file: !2, line: 19, column: 3)
!94 = !DILocation(line: 19, column: 23, scope: !93)
!95 = !DILocation(line: 19, column: 21, scope: !93)
!96 = !DILocation(line: 19, column: 3, scope: !89)
!97 = !DILocation(line: 20, column: 12, scope: !93)
!98 = !DILocation(line: 20, column: 16, scope: !93)
!99 = !DILocation(line: 20, column: 18, scope: !93)
!100 = !DILocation(line: 20, column: 23, scope: !93)
!101 = !DILocation(line: 20, column: 25, scope: !93)
!102 = !DILocation(line: 20, column: 21, scope: !93)
!103 = !DILocation(line: 20, column: 5, scope: !93)
!104 = !DILocation(line: 20, column: 7, scope: !93)
!105 = !DILocation(line: 20, column: 10, scope: !93)
!106 = !DILocation(line: 19, column: 27, scope: !93)
!107 = !DILocation(line: 19, column: 3, scope: !93)
!108 = distinct !{!108, !96, !109, !73}
!109 = !DILocation(line: 20, column: 26, scope: !89)
!110 = !DILocation(line: 21, column: 1, scope: !76)
!111 = distinct !DISubprogram(name: "norm2", scope: !2, file: !2, line: 23, type: !112, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !27, retainedNodes: !45)
!112 = !DISubroutineType(types: !113)
!113 = !{!29, !42, !44}
!114 = !DILocalVariable(name: "x", arg: 1, scope: !111, file: !2, line: 23, type: !42)
!115 = !DILocation(line: 23, column: 28, scope: !111)
!116 = !DILocalVariable(name: "n", arg: 2, scope: !111, file: !2, line: 23, type: !44)
!117 = !DILocation(line: 23, column: 35, scope: !111)
!118 = !DILocation(line: 23, column: 56, scope: !111)
!119 = !DILocation(line: 23, column: 59, scope: !111)
!120 = !DILocation(line: 23, column: 62, scope: !111)
!121 = !DILocation(line: 23, column: 52, scope: !111)
!122 = !DILocation(line: 23, column: 47, scope: !111)
!123 = !DILocation(line: 23, column: 40, scope: !111)
!124 = distinct !DISubprogram(name: "softplus_sum", scope: !2, file: !2, line: 25, type: !112, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !27, retainedNodes: !45)
!125 = !DILocalVariable(name: "x", arg: 1, scope: !124, file: !2, line: 25, type: !42)
!126 = !DILocation(line: 25, column: 35, scope: !124)
!127 = !DILocalVariable(name: "n", arg: 2, scope: !124, file: !2, line: 25, type: !44)
!128 = !DILocation(line: 25, column: 42, scope: !124)
!129 = !DILocalVariable(name: "s", scope: !124, file: !2, line: 26, type: !29)
!130 = !DILocation(line: 26, column: 10, scope: !124)
!131 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 27, type: !44)
!132 = distinct !DILexicalBlock(scope: !124, file: !2, line: 27, column: 3)
!133 = !DILocation(line: 27, column: 12, scope: !132)
!134 = !DILocation(line: 27, column: 8, scope: !132)
!135 = !DILocation(line: 27, column: 19, scope: !136)
!136 = distinct !DILexicalBlock(scope: !132, file: !2, line: 27, column: 3)
!137 = !DILocation(line: 27, column: 23, scope: !136)
!138 = !DILocation(line: 27, column: 21, scope: !136)
!139 = !DILocation(line: 27, column: 3, scope: !132)
!140 = !DILocation(line: 28, column: 24, scope: !136)
!141 = !DILocation(line: 28, column: 26, scope: !136)
!142 = !DILocation(line: 28, column: 20, scope: !136)
!143 = !DILocation(line: 28, column: 18, scope: !136)
!144 = !DILocation(line: 28, column: 10, scope: !136)
!145 = !DILocation(line: 28, column: 7, scope: !136)
!146 = !DILocation(line: 28, column: 5, scope: !136)
!147 = !DILocation(line: 27, column: 27, scope: !136)
!148 = !DILocation(line: 27, column: 3, scope: !136)
!149 = distinct !{!149, !139, !150, !73}
!150 = !DILocation(line: 28, column: 29, scope: !132)
!151 = !DILocation(line: 29, column: 10, scope: !124)
!152 = !DILocation(line: 29, column: 3, scope: !124)
!153 = distinct !DISubprogram(name: "horner", scope: !2, file: !2, line: 32, type: !154, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !27, retainedNodes: !45)
!154 = !DISubroutineType(types: !155)
!155 = !{!29, !42, !44, !29}
!156 = !DILocalVariable(name: "c", arg: 1, scope: !153, file: !2, line: 32, type: !42)
!157 = !DILocation(line: 32, column: 29, scope: !153)
!158 = !DILocalVariable(name: "n", arg: 2, scope: !153, file: !2, line: 32, type: !44)
!159 = !DILocation(line: 32, column: 36, scope: !153)
!160 = !DILocalVariable(name: "x", arg: 3, scope: !153, file: !2, line: 32, type: !29)
!161 = !DILocation(line: 32, column: 46, scope: !153)
!162 = !DILocalVariable(name: "r", scope: !153, file: !2, line: 33, type: !29)
!163 = !DILocation(line: 33, column: 10, scope: !153)
!164 = !DILocalVariable(name: "i", scope: !165, file: !2, line: 34, type: !44)
!165 = distinct !DILexicalBlock(scope: !153, file: !2, line: 34, column: 3)
!166 = !DILocation(line: 34, column: 12, scope: !165)
!167 = !DILocation(line: 34, column: 16, scope: !165)
!168 = !DILocation(line: 34, column: 18, scope: !165)
!169 = !DILocation(line: 34, column: 8, scope: !165)
!170 = !DILocation(line: 34, column: 23, scope: !171)
!171 = distinct !DILexicalBlock(scope: !165, file: !2, line: 34, column: 3)
!172 = !DILocation(line: 34, column: 25, scope: !171)
!173 = !DILocation(line: 34, column: 3, scope: !165)
!174 = !DILocation(line: 35, column: 9, scope: !171)
!175 = !DILocation(line: 35, column: 13, scope: !171)
!176 = !DILocation(line: 35, column: 17, scope: !171)
!177 = !DILocation(line: 35, column: 19, scope: !171)
!178 = !DILocation(line: 35, column: 15, scope: !171)
!179 = !DILocation(line: 35, column: 7, scope: !171)
!180 = !DILocation(line: 35, column: 5, scope: !171)
!181 = !DILocation(line: 34, column: 32, scope: !171)
!182 = !DILocation(line: 34, column: 3, scope: !171)
!183 = distinct !{!183, !173, !184, !73}
!184 = !DILocation(line: 35, column: 20, scope: !165)
!185 = !DILocation(line: 36, column: 10, scope: !153)
!186 = !DILocation(line: 36, column: 3, scope: !153)
!187 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 39, type: !188, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !27, retainedNodes: !45)
!188 = !DISubroutineType(types: !189)
!189 = !{!44}
!190 = !DILocalVariable(name: "x", scope: !187, file: !2, line: 40, type: !191)
!191 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 4096, elements: !192)
!192 = !{!193}
!193 = !DISubrange(count: 64)
!194 = !DILocation(line: 40, column: 10, scope: !187)
!195 = !DILocalVariable(name: "y", scope: !187, file: !2, line: 40, type: !191)
!196 = !DILocation(line: 40, column: 16, scope: !187)
!197 = !DILocalVariable(name: "i", scope: !198, file: !2, line: 41, type: !44)
!198 = distinct !DILexicalBlock(scope: !187, file: !2, line: 41, column: 3)
!199 = !DILocation(line: 41, column: 12, scope: !198)
!200 = !DILocation(line: 41, column: 8, scope: !198)
!201 = !DILocation(line: 41, column: 19, scope: !202)
!202 = distinct !DILexicalBlock(scope: !198, file: !2, line: 41, column: 3)
!203 = !DILocation(line: 41, column: 21, scope: !202)
!204 = !DILocation(line: 41, column: 3, scope: !198)
!205 = !DILocalVariable(name: "t", scope: !206, file: !2, line: 42, type: !29)
!206 = distinct !DILexicalBlock(scope: !202, file: !2, line: 41, column: 31)
!207 = !DILocation(line: 42, column: 12, scope: !206)
!208 = !DILocation(line: 42, column: 16, scope: !206)
!209 = !DILocation(line: 42, column: 18, scope: !206)
!210 = !DILocation(line: 43, column: 35, scope: !206)
!211 = !DILocation(line: 43, column: 12, scope: !206)
!212 = !DILocation(line: 43, column: 7, scope: !206)
!213 = !DILocation(line: 43, column: 5, scope: !206)
!214 = !DILocation(line: 43, column: 10, scope: !206)
!215 = !DILocation(line: 44, column: 16, scope: !206)
!216 = !DILocation(line: 44, column: 12, scope: !206)
!217 = !DILocation(line: 44, column: 31, scope: !206)
!218 = !DILocation(line: 44, column: 33, scope: !206)
!219 = !DILocation(line: 44, column: 26, scope: !206)
!220 = !DILocation(line: 44, column: 24, scope: !206)
!221 = !DILocation(line: 44, column: 7, scope: !206)
!222 = !DILocation(line: 44, column: 5, scope: !206)
!223 = !DILocation(line: 44, column: 10, scope: !206)
!224 = !DILocation(line: 45, column: 3, scope: !206)
!225 = !DILocation(line: 41, column: 27, scope: !202)
!226 = !DILocation(line: 41, column: 3, scope: !202)
!227 = distinct !{!227, !204, !228, !73}
!228 = !DILocation(line: 45, column: 3, scope: !198)
!229 = !DILocation(line: 46, column: 16, scope: !187)
!230 = !DILocation(line: 46, column: 19, scope: !187)
!231 = !DILocation(line: 46, column: 3, scope: !187)
!232 = !DILocalVariable(name: "c", scope: !187, file: !2, line: 47, type: !233)
!233 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 256, elements: !234)
!234 = !{!235}
!235 = !DISubrange(count: 4)
!236 = !DILocation(line: 47, column: 10, scope: !187)
!237 = !DILocation(line: 48, column: 28, scope: !187)
!238 = !DILocation(line: 48, column: 31, scope: !187)
!239 = !DILocation(line: 48, column: 24, scope: !187)
!240 = !DILocation(line: 48, column: 3, scope: !187)
!241 = !DILocation(line: 49, column: 31, scope: !187)
!242 = !DILocation(line: 49, column: 25, scope: !187)
!243 = !DILocation(line: 49, column: 3, scope: !187)
!244 = !DILocation(line: 50, column: 42, scope: !187)
!245 = !DILocation(line: 50, column: 29, scope: !187)
!246 = !DILocation(line: 50, column: 3, scope: !187)
!247 = !DILocation(line: 51, column: 34, scope: !187)
!248 = !DILocation(line: 51, column: 27, scope: !187)
!249 = !DILocation(line: 51, column: 3, scope: !187)
!250 = !DILocation(line: 52, column: 31, scope: !187)
!251 = !DILocation(line: 52, column: 3, scope: !187)
!252 = !DILocation(line: 53, column: 3, scope: !187)
!253 = distinct !DISubprogram(name: "signal", scope: !2, file: !2, line: 7, type: !254, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !27, retainedNodes: !45)
!254 = !DISubroutineType(types: !255)
!255 = !{!29, !29, !29, !29, !29}
!256 = !DILocalVariable(name: "a", arg: 1, scope: !253, file: !2, line: 7, type: !29)
!257 = !DILocation(line: 7, column: 29, scope: !253)
!258 = !DILocalVariable(name: "w", arg: 2, scope: !253, file: !2, line: 7, type: !29)
!259 = !DILocation(line: 7, column: 39, scope: !253)
!260 = !DILocalVariable(name: "p", arg: 3, scope: !253, file: !2, line: 7, type: !29)
!261 = !DILocation(line: 7, column: 49, scope: !253)
!262 = !DILocalVariable(name: "t", arg: 4, scope: !253, file: !2, line: 7, type: !29)
!263 = !DILocation(line: 7, column: 59, scope: !253)
!264 = !DILocation(line: 8, column: 10, scope: !253)
!265 = !DILocation(line: 8, column: 18, scope: !253)
!266 = !DILocation(line: 8, column: 22, scope: !253)
!267 = !DILocation(line: 8, column: 26, scope: !253)
!268 = !DILocation(line: 8, column: 24, scope: !253)
!269 = !DILocation(line: 8, column: 14, scope: !253)
!270 = !DILocation(line: 8, column: 12, scope: !253)
!271 = !DILocation(line: 8, column: 3, scope: !253)
