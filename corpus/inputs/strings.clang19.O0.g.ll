; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"Hello, irfix corpus\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [2 x i8] c"!\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [13 x i8] c"len=%zu/%zu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [8 x i8] c"rev=%s\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [20 x i8] c"hash=%08x words=%d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [6 x i8] c"irfix\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [18 x i8] c"  one two  three \00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [15 x i8] c"cmp=%d chr=%s\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [8 x i8] c"find:me\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [11 x i8] c"mixed Case\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [7 x i8] c"up=%s\0A\00", align 1, !dbg !46

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reverse_in_place(ptr noundef %0) #0 !dbg !85 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !90, !DIExpression(), !91)
    #dbg_declare(ptr %3, !92, !DIExpression(), !93)
  %6 = load ptr, ptr %2, align 8, !dbg !94
  %7 = call i64 @strlen(ptr noundef %6) #5, !dbg !95
  store i64 %7, ptr %3, align 8, !dbg !93
    #dbg_declare(ptr %4, !96, !DIExpression(), !98)
  store i64 0, ptr %4, align 8, !dbg !98
  br label %8, !dbg !99

8:                                                ; preds = %35, %1
  %9 = load i64, ptr %4, align 8, !dbg !100
  %10 = load i64, ptr %3, align 8, !dbg !102
  %11 = udiv i64 %10, 2, !dbg !103
  %12 = icmp ult i64 %9, %11, !dbg !104
  br i1 %12, label %13, label %38, !dbg !105

13:                                               ; preds = %8
    #dbg_declare(ptr %5, !106, !DIExpression(), !108)
  %14 = load ptr, ptr %2, align 8, !dbg !109
  %15 = load i64, ptr %4, align 8, !dbg !110
  %16 = getelementptr inbounds i8, ptr %14, i64 %15, !dbg !109
  %17 = load i8, ptr %16, align 1, !dbg !109
  store i8 %17, ptr %5, align 1, !dbg !108
  %18 = load ptr, ptr %2, align 8, !dbg !111
  %19 = load i64, ptr %3, align 8, !dbg !112
  %20 = sub i64 %19, 1, !dbg !113
  %21 = load i64, ptr %4, align 8, !dbg !114
  %22 = sub i64 %20, %21, !dbg !115
  %23 = getelementptr inbounds i8, ptr %18, i64 %22, !dbg !111
  %24 = load i8, ptr %23, align 1, !dbg !111
  %25 = load ptr, ptr %2, align 8, !dbg !116
  %26 = load i64, ptr %4, align 8, !dbg !117
  %27 = getelementptr inbounds i8, ptr %25, i64 %26, !dbg !116
  store i8 %24, ptr %27, align 1, !dbg !118
  %28 = load i8, ptr %5, align 1, !dbg !119
  %29 = load ptr, ptr %2, align 8, !dbg !120
  %30 = load i64, ptr %3, align 8, !dbg !121
  %31 = sub i64 %30, 1, !dbg !122
  %32 = load i64, ptr %4, align 8, !dbg !123
  %33 = sub i64 %31, %32, !dbg !124
  %34 = getelementptr inbounds i8, ptr %29, i64 %33, !dbg !120
  store i8 %28, ptr %34, align 1, !dbg !125
  br label %35, !dbg !126

35:                                               ; preds = %13
  %36 = load i64, ptr %4, align 8, !dbg !127
  %37 = add i64 %36, 1, !dbg !127
  store i64 %37, ptr %4, align 8, !dbg !127
  br label %8, !dbg !128, !llvm.loop !129

38:                                               ; preds = %8
  ret void, !dbg !132
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @hash(ptr noundef %0) #0 !dbg !133 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !138, !DIExpression(), !139)
    #dbg_declare(ptr %3, !140, !DIExpression(), !141)
  store i32 -2128831035, ptr %3, align 4, !dbg !141
  br label %4, !dbg !142

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8, !dbg !143
  %6 = load i8, ptr %5, align 1, !dbg !144
  %7 = icmp ne i8 %6, 0, !dbg !142
  br i1 %7, label %8, label %16, !dbg !142

8:                                                ; preds = %4
  %9 = load i32, ptr %3, align 4, !dbg !145
  %10 = load ptr, ptr %2, align 8, !dbg !146
  %11 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !146
  store ptr %11, ptr %2, align 8, !dbg !146
  %12 = load i8, ptr %10, align 1, !dbg !147
  %13 = zext i8 %12 to i32, !dbg !148
  %14 = xor i32 %9, %13, !dbg !149
  %15 = mul i32 %14, 16777619, !dbg !150
  store i32 %15, ptr %3, align 4, !dbg !151
  br label %4, !dbg !142, !llvm.loop !152

16:                                               ; preds = %4
  %17 = load i32, ptr %3, align 4, !dbg !154
  ret i32 %17, !dbg !155
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @words(ptr noundef %0) #0 !dbg !156 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !159, !DIExpression(), !160)
    #dbg_declare(ptr %3, !161, !DIExpression(), !162)
  store i32 0, ptr %3, align 4, !dbg !162
    #dbg_declare(ptr %4, !163, !DIExpression(), !164)
  store i32 0, ptr %4, align 4, !dbg !164
  br label %5, !dbg !165

5:                                                ; preds = %30, %1
  %6 = load ptr, ptr %2, align 8, !dbg !166
  %7 = load i8, ptr %6, align 1, !dbg !169
  %8 = icmp ne i8 %7, 0, !dbg !170
  br i1 %8, label %9, label %33, !dbg !170

9:                                                ; preds = %5
  %10 = call ptr @__ctype_b_loc() #6, !dbg !171
  %11 = load ptr, ptr %10, align 8, !dbg !171
  %12 = load ptr, ptr %2, align 8, !dbg !171
  %13 = load i8, ptr %12, align 1, !dbg !171
  %14 = zext i8 %13 to i32, !dbg !171
  %15 = sext i32 %14 to i64, !dbg !171
  %16 = getelementptr inbounds i16, ptr %11, i64 %15, !dbg !171
  %17 = load i16, ptr %16, align 2, !dbg !171
  %18 = zext i16 %17 to i32, !dbg !171
  %19 = and i32 %18, 8192, !dbg !171
  %20 = icmp ne i32 %19, 0, !dbg !171
  br i1 %20, label %21, label %22, !dbg !174

21:                                               ; preds = %9
  store i32 0, ptr %4, align 4, !dbg !175
  br label %29, !dbg !176

22:                                               ; preds = %9
  %23 = load i32, ptr %4, align 4, !dbg !177
  %24 = icmp ne i32 %23, 0, !dbg !177
  br i1 %24, label %28, label %25, !dbg !179

25:                                               ; preds = %22
  store i32 1, ptr %4, align 4, !dbg !180
  %26 = load i32, ptr %3, align 4, !dbg !182
  %27 = add nsw i32 %26, 1, !dbg !182
  store i32 %27, ptr %3, align 4, !dbg !182
  br label %28, !dbg !183

28:                                               ; preds = %25, %22
  br label %29

29:                                               ; preds = %28, %21
  br label %30, !dbg !184

30:                                               ; preds = %29
  %31 = load ptr, ptr %2, align 8, !dbg !185
  %32 = getelementptr inbounds i8, ptr %31, i32 1, !dbg !185
  store ptr %32, ptr %2, align 8, !dbg !185
  br label %5, !dbg !186, !llvm.loop !187

33:                                               ; preds = %5
  %34 = load i32, ptr %3, align 4, !dbg !189
  ret i32 %34, !dbg !190
}

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !191 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x i8], align 16
  %3 = alloca [16 x i8], align 16
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !194, !DIExpression(), !198)
  %6 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0, !dbg !199
  %7 = call ptr @strcpy(ptr noundef %6, ptr noundef @.str) #7, !dbg !200
  %8 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0, !dbg !201
  %9 = call ptr @strcat(ptr noundef %8, ptr noundef @.str.1) #7, !dbg !202
  %10 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0, !dbg !203
  %11 = call i64 @my_strlen(ptr noundef %10), !dbg !204
  %12 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0, !dbg !205
  %13 = call i64 @strlen(ptr noundef %12) #5, !dbg !206
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %11, i64 noundef %13), !dbg !207
  %15 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0, !dbg !208
  call void @reverse_in_place(ptr noundef %15), !dbg !209
  %16 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0, !dbg !210
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %16), !dbg !211
  %18 = call i32 @hash(ptr noundef @.str.5), !dbg !212
  %19 = call i32 @words(ptr noundef @.str.6), !dbg !213
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %18, i32 noundef %19), !dbg !214
  %21 = call ptr @strchr(ptr noundef @.str.8, i32 noundef 58) #5, !dbg !215
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef 1, ptr noundef %21), !dbg !216
    #dbg_declare(ptr %3, !217, !DIExpression(), !221)
    #dbg_declare(ptr %4, !222, !DIExpression(), !223)
  store ptr @.str.9, ptr %4, align 8, !dbg !223
    #dbg_declare(ptr %5, !224, !DIExpression(), !225)
  store i64 0, ptr %5, align 8, !dbg !225
  br label %23, !dbg !226

23:                                               ; preds = %45, %0
  %24 = load ptr, ptr %4, align 8, !dbg !227
  %25 = load i64, ptr %5, align 8, !dbg !230
  %26 = getelementptr inbounds i8, ptr %24, i64 %25, !dbg !227
  %27 = load i8, ptr %26, align 1, !dbg !227
  %28 = sext i8 %27 to i32, !dbg !227
  %29 = icmp ne i32 %28, 0, !dbg !227
  br i1 %29, label %30, label %33, !dbg !231

30:                                               ; preds = %23
  %31 = load i64, ptr %5, align 8, !dbg !232
  %32 = icmp ult i64 %31, 15, !dbg !233
  br label %33

33:                                               ; preds = %30, %23
  %34 = phi i1 [ false, %23 ], [ %32, %30 ], !dbg !234
  br i1 %34, label %35, label %48, !dbg !235

35:                                               ; preds = %33
  %36 = load ptr, ptr %4, align 8, !dbg !236
  %37 = load i64, ptr %5, align 8, !dbg !237
  %38 = getelementptr inbounds i8, ptr %36, i64 %37, !dbg !236
  %39 = load i8, ptr %38, align 1, !dbg !236
  %40 = zext i8 %39 to i32, !dbg !238
  %41 = call i32 @toupper(i32 noundef %40) #5, !dbg !239
  %42 = trunc i32 %41 to i8, !dbg !240
  %43 = load i64, ptr %5, align 8, !dbg !241
  %44 = getelementptr inbounds [16 x i8], ptr %3, i64 0, i64 %43, !dbg !242
  store i8 %42, ptr %44, align 1, !dbg !243
  br label %45, !dbg !242

45:                                               ; preds = %35
  %46 = load i64, ptr %5, align 8, !dbg !244
  %47 = add i64 %46, 1, !dbg !244
  store i64 %47, ptr %5, align 8, !dbg !244
  br label %23, !dbg !245, !llvm.loop !246

48:                                               ; preds = %33
  %49 = load i64, ptr %5, align 8, !dbg !248
  %50 = getelementptr inbounds [16 x i8], ptr %3, i64 0, i64 %49, !dbg !249
  store i8 0, ptr %50, align 1, !dbg !250
  %51 = getelementptr inbounds [16 x i8], ptr %3, i64 0, i64 0, !dbg !251
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %51), !dbg !252
  ret i32 0, !dbg !253
}

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind
declare ptr @strcat(ptr noundef, ptr noundef) #3

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @my_strlen(ptr noundef %0) #0 !dbg !254 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !257, !DIExpression(), !258)
    #dbg_declare(ptr %3, !259, !DIExpression(), !260)
  %4 = load ptr, ptr %2, align 8, !dbg !261
  store ptr %4, ptr %3, align 8, !dbg !260
  br label %5, !dbg !262

5:                                                ; preds = %9, %1
  %6 = load ptr, ptr %3, align 8, !dbg !263
  %7 = load i8, ptr %6, align 1, !dbg !264
  %8 = icmp ne i8 %7, 0, !dbg !262
  br i1 %8, label %9, label %12, !dbg !262

9:                                                ; preds = %5
  %10 = load ptr, ptr %3, align 8, !dbg !265
  %11 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !265
  store ptr %11, ptr %3, align 8, !dbg !265
  br label %5, !dbg !262, !llvm.loop !266

12:                                               ; preds = %5
  %13 = load ptr, ptr %3, align 8, !dbg !267
  %14 = load ptr, ptr %2, align 8, !dbg !268
  %15 = ptrtoint ptr %13 to i64, !dbg !269
  %16 = ptrtoint ptr %14 to i64, !dbg !269
  %17 = sub i64 %15, %16, !dbg !269
  ret i64 %17, !dbg !270
}

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #1

; Function Attrs: nounwind willreturn memory(read)
declare i32 @toupper(i32 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) }
attributes #6 = { nounwind willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!51}
!llvm.module.flags = !{!77, !78, !79, !80, !81, !82, !83}
!llvm.ident = !{!84}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "strings.c", directory: "/irfix/corpus/src", checksumkind: CSK_MD5, checksum: "55b7a6da90fefbeed8af46883c03a8a8")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 20)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 2)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 13)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 8)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !3, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 6)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 18)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 15)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !19, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 11)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 7)
!51 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !52, retainedTypes: !69, globals: !76, splitDebugInlining: false, nameTableKind: None)
!52 = !{!53}
!53 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !54, line: 46, baseType: !55, size: 32, elements: !56)
!54 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!55 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!56 = !{!57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68}
!57 = !DIEnumerator(name: "_ISupper", value: 256)
!58 = !DIEnumerator(name: "_ISlower", value: 512)
!59 = !DIEnumerator(name: "_ISalpha", value: 1024)
!60 = !DIEnumerator(name: "_ISdigit", value: 2048)
!61 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!62 = !DIEnumerator(name: "_ISspace", value: 8192)
!63 = !DIEnumerator(name: "_ISprint", value: 16384)
!64 = !DIEnumerator(name: "_ISgraph", value: 32768)
!65 = !DIEnumerator(name: "_ISblank", value: 1)
!66 = !DIEnumerator(name: "_IScntrl", value: 2)
!67 = !DIEnumerator(name: "_ISpunct", value: 4)
!68 = !DIEnumerator(name: "_ISalnum", value: 8)
!69 = !{!70, !71, !72, !4, !73}
!70 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!71 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!72 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !74, line: 18, baseType: !75)
!74 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!75 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!76 = !{!0, !7, !12, !17, !22, !24, !29, !34, !39, !41, !46}
!77 = !{i32 7, !"Dwarf Version", i32 5}
!78 = !{i32 2, !"Debug Info Version", i32 3}
!79 = !{i32 1, !"wchar_size", i32 4}
!80 = !{i32 8, !"PIC Level", i32 2}
!81 = !{i32 7, !"PIE Level", i32 2}
!82 = !{i32 7, !"uwtable", i32 2}
!83 = !{i32 7, !"frame-pointer", i32 2}
!84 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!85 = distinct !DISubprogram(name: "reverse_in_place", scope: !2, file: !2, line: 12, type: !86, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !51, retainedNodes: !89)
!86 = !DISubroutineType(types: !87)
!87 = !{null, !88}
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!89 = !{}
!90 = !DILocalVariable(name: "s", arg: 1, scope: !85, file: !2, line: 12, type: !88)
!91 = !DILocation(line: 12, column: 29, scope: !85)
!92 = !DILocalVariable(name: "n", scope: !85, file: !2, line: 13, type: !73)
!93 = !DILocation(line: 13, column: 10, scope: !85)
!94 = !DILocation(line: 13, column: 21, scope: !85)
!95 = !DILocation(line: 13, column: 14, scope: !85)
!96 = !DILocalVariable(name: "i", scope: !97, file: !2, line: 14, type: !73)
!97 = distinct !DILexicalBlock(scope: !85, file: !2, line: 14, column: 3)
!98 = !DILocation(line: 14, column: 15, scope: !97)
!99 = !DILocation(line: 14, column: 8, scope: !97)
!100 = !DILocation(line: 14, column: 22, scope: !101)
!101 = distinct !DILexicalBlock(scope: !97, file: !2, line: 14, column: 3)
!102 = !DILocation(line: 14, column: 26, scope: !101)
!103 = !DILocation(line: 14, column: 28, scope: !101)
!104 = !DILocation(line: 14, column: 24, scope: !101)
!105 = !DILocation(line: 14, column: 3, scope: !97)
!106 = !DILocalVariable(name: "t", scope: !107, file: !2, line: 15, type: !4)
!107 = distinct !DILexicalBlock(scope: !101, file: !2, line: 14, column: 38)
!108 = !DILocation(line: 15, column: 10, scope: !107)
!109 = !DILocation(line: 15, column: 14, scope: !107)
!110 = !DILocation(line: 15, column: 16, scope: !107)
!111 = !DILocation(line: 16, column: 12, scope: !107)
!112 = !DILocation(line: 16, column: 14, scope: !107)
!113 = !DILocation(line: 16, column: 16, scope: !107)
!114 = !DILocation(line: 16, column: 22, scope: !107)
!115 = !DILocation(line: 16, column: 20, scope: !107)
!116 = !DILocation(line: 16, column: 5, scope: !107)
!117 = !DILocation(line: 16, column: 7, scope: !107)
!118 = !DILocation(line: 16, column: 10, scope: !107)
!119 = !DILocation(line: 17, column: 20, scope: !107)
!120 = !DILocation(line: 17, column: 5, scope: !107)
!121 = !DILocation(line: 17, column: 7, scope: !107)
!122 = !DILocation(line: 17, column: 9, scope: !107)
!123 = !DILocation(line: 17, column: 15, scope: !107)
!124 = !DILocation(line: 17, column: 13, scope: !107)
!125 = !DILocation(line: 17, column: 18, scope: !107)
!126 = !DILocation(line: 18, column: 3, scope: !107)
!127 = !DILocation(line: 14, column: 34, scope: !101)
!128 = !DILocation(line: 14, column: 3, scope: !101)
!129 = distinct !{!129, !105, !130, !131}
!130 = !DILocation(line: 18, column: 3, scope: !97)
!131 = !{!"llvm.loop.mustprogress"}
!132 = !DILocation(line: 19, column: 1, scope: !85)
!133 = distinct !DISubprogram(name: "hash", scope: !2, file: !2, line: 21, type: !134, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !51, retainedNodes: !89)
!134 = !DISubroutineType(types: !135)
!135 = !{!55, !136}
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!138 = !DILocalVariable(name: "s", arg: 1, scope: !133, file: !2, line: 21, type: !136)
!139 = !DILocation(line: 21, column: 27, scope: !133)
!140 = !DILocalVariable(name: "h", scope: !133, file: !2, line: 22, type: !55)
!141 = !DILocation(line: 22, column: 12, scope: !133)
!142 = !DILocation(line: 23, column: 3, scope: !133)
!143 = !DILocation(line: 23, column: 11, scope: !133)
!144 = !DILocation(line: 23, column: 10, scope: !133)
!145 = !DILocation(line: 23, column: 19, scope: !133)
!146 = !DILocation(line: 23, column: 40, scope: !133)
!147 = !DILocation(line: 23, column: 38, scope: !133)
!148 = !DILocation(line: 23, column: 23, scope: !133)
!149 = !DILocation(line: 23, column: 21, scope: !133)
!150 = !DILocation(line: 23, column: 44, scope: !133)
!151 = !DILocation(line: 23, column: 16, scope: !133)
!152 = distinct !{!152, !142, !153, !131}
!153 = !DILocation(line: 23, column: 46, scope: !133)
!154 = !DILocation(line: 24, column: 10, scope: !133)
!155 = !DILocation(line: 24, column: 3, scope: !133)
!156 = distinct !DISubprogram(name: "words", scope: !2, file: !2, line: 27, type: !157, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !51, retainedNodes: !89)
!157 = !DISubroutineType(types: !158)
!158 = !{!71, !136}
!159 = !DILocalVariable(name: "s", arg: 1, scope: !156, file: !2, line: 27, type: !136)
!160 = !DILocation(line: 27, column: 23, scope: !156)
!161 = !DILocalVariable(name: "n", scope: !156, file: !2, line: 28, type: !71)
!162 = !DILocation(line: 28, column: 7, scope: !156)
!163 = !DILocalVariable(name: "in", scope: !156, file: !2, line: 28, type: !71)
!164 = !DILocation(line: 28, column: 14, scope: !156)
!165 = !DILocation(line: 29, column: 3, scope: !156)
!166 = !DILocation(line: 29, column: 11, scope: !167)
!167 = distinct !DILexicalBlock(scope: !168, file: !2, line: 29, column: 3)
!168 = distinct !DILexicalBlock(scope: !156, file: !2, line: 29, column: 3)
!169 = !DILocation(line: 29, column: 10, scope: !167)
!170 = !DILocation(line: 29, column: 3, scope: !168)
!171 = !DILocation(line: 30, column: 9, scope: !172)
!172 = distinct !DILexicalBlock(scope: !173, file: !2, line: 30, column: 9)
!173 = distinct !DILexicalBlock(scope: !167, file: !2, line: 29, column: 19)
!174 = !DILocation(line: 30, column: 9, scope: !173)
!175 = !DILocation(line: 30, column: 40, scope: !172)
!176 = !DILocation(line: 30, column: 37, scope: !172)
!177 = !DILocation(line: 31, column: 15, scope: !178)
!178 = distinct !DILexicalBlock(scope: !172, file: !2, line: 31, column: 14)
!179 = !DILocation(line: 31, column: 14, scope: !172)
!180 = !DILocation(line: 31, column: 24, scope: !181)
!181 = distinct !DILexicalBlock(scope: !178, file: !2, line: 31, column: 19)
!182 = !DILocation(line: 31, column: 30, scope: !181)
!183 = !DILocation(line: 31, column: 34, scope: !181)
!184 = !DILocation(line: 32, column: 3, scope: !173)
!185 = !DILocation(line: 29, column: 15, scope: !167)
!186 = !DILocation(line: 29, column: 3, scope: !167)
!187 = distinct !{!187, !170, !188, !131}
!188 = !DILocation(line: 32, column: 3, scope: !168)
!189 = !DILocation(line: 33, column: 10, scope: !156)
!190 = !DILocation(line: 33, column: 3, scope: !156)
!191 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 36, type: !192, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !51, retainedNodes: !89)
!192 = !DISubroutineType(types: !193)
!193 = !{!71}
!194 = !DILocalVariable(name: "buf", scope: !191, file: !2, line: 37, type: !195)
!195 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !196)
!196 = !{!197}
!197 = !DISubrange(count: 64)
!198 = !DILocation(line: 37, column: 8, scope: !191)
!199 = !DILocation(line: 38, column: 10, scope: !191)
!200 = !DILocation(line: 38, column: 3, scope: !191)
!201 = !DILocation(line: 39, column: 10, scope: !191)
!202 = !DILocation(line: 39, column: 3, scope: !191)
!203 = !DILocation(line: 40, column: 37, scope: !191)
!204 = !DILocation(line: 40, column: 27, scope: !191)
!205 = !DILocation(line: 40, column: 50, scope: !191)
!206 = !DILocation(line: 40, column: 43, scope: !191)
!207 = !DILocation(line: 40, column: 3, scope: !191)
!208 = !DILocation(line: 41, column: 20, scope: !191)
!209 = !DILocation(line: 41, column: 3, scope: !191)
!210 = !DILocation(line: 42, column: 22, scope: !191)
!211 = !DILocation(line: 42, column: 3, scope: !191)
!212 = !DILocation(line: 43, column: 34, scope: !191)
!213 = !DILocation(line: 43, column: 49, scope: !191)
!214 = !DILocation(line: 43, column: 3, scope: !191)
!215 = !DILocation(line: 44, column: 55, scope: !191)
!216 = !DILocation(line: 44, column: 3, scope: !191)
!217 = !DILocalVariable(name: "up", scope: !191, file: !2, line: 45, type: !218)
!218 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !219)
!219 = !{!220}
!220 = !DISubrange(count: 16)
!221 = !DILocation(line: 45, column: 8, scope: !191)
!222 = !DILocalVariable(name: "src", scope: !191, file: !2, line: 46, type: !136)
!223 = !DILocation(line: 46, column: 15, scope: !191)
!224 = !DILocalVariable(name: "i", scope: !191, file: !2, line: 47, type: !73)
!225 = !DILocation(line: 47, column: 10, scope: !191)
!226 = !DILocation(line: 48, column: 3, scope: !191)
!227 = !DILocation(line: 48, column: 10, scope: !228)
!228 = distinct !DILexicalBlock(scope: !229, file: !2, line: 48, column: 3)
!229 = distinct !DILexicalBlock(scope: !191, file: !2, line: 48, column: 3)
!230 = !DILocation(line: 48, column: 14, scope: !228)
!231 = !DILocation(line: 48, column: 17, scope: !228)
!232 = !DILocation(line: 48, column: 20, scope: !228)
!233 = !DILocation(line: 48, column: 22, scope: !228)
!234 = !DILocation(line: 0, scope: !228)
!235 = !DILocation(line: 48, column: 3, scope: !229)
!236 = !DILocation(line: 48, column: 81, scope: !228)
!237 = !DILocation(line: 48, column: 85, scope: !228)
!238 = !DILocation(line: 48, column: 66, scope: !228)
!239 = !DILocation(line: 48, column: 58, scope: !228)
!240 = !DILocation(line: 48, column: 52, scope: !228)
!241 = !DILocation(line: 48, column: 47, scope: !228)
!242 = !DILocation(line: 48, column: 44, scope: !228)
!243 = !DILocation(line: 48, column: 50, scope: !228)
!244 = !DILocation(line: 48, column: 40, scope: !228)
!245 = !DILocation(line: 48, column: 3, scope: !228)
!246 = distinct !{!246, !235, !247, !131}
!247 = !DILocation(line: 48, column: 87, scope: !229)
!248 = !DILocation(line: 49, column: 6, scope: !191)
!249 = !DILocation(line: 49, column: 3, scope: !191)
!250 = !DILocation(line: 49, column: 9, scope: !191)
!251 = !DILocation(line: 50, column: 21, scope: !191)
!252 = !DILocation(line: 50, column: 3, scope: !191)
!253 = !DILocation(line: 51, column: 3, scope: !191)
!254 = distinct !DISubprogram(name: "my_strlen", scope: !2, file: !2, line: 6, type: !255, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !51, retainedNodes: !89)
!255 = !DISubroutineType(types: !256)
!256 = !{!73, !136}
!257 = !DILocalVariable(name: "s", arg: 1, scope: !254, file: !2, line: 6, type: !136)
!258 = !DILocation(line: 6, column: 37, scope: !254)
!259 = !DILocalVariable(name: "p", scope: !254, file: !2, line: 7, type: !136)
!260 = !DILocation(line: 7, column: 15, scope: !254)
!261 = !DILocation(line: 7, column: 19, scope: !254)
!262 = !DILocation(line: 8, column: 3, scope: !254)
!263 = !DILocation(line: 8, column: 11, scope: !254)
!264 = !DILocation(line: 8, column: 10, scope: !254)
!265 = !DILocation(line: 8, column: 15, scope: !254)
!266 = distinct !{!266, !262, !265, !131}
!267 = !DILocation(line: 9, column: 19, scope: !254)
!268 = !DILocation(line: 9, column: 23, scope: !254)
!269 = !DILocation(line: 9, column: 21, scope: !254)
!270 = !DILocation(line: 9, column: 3, scope: !254)
