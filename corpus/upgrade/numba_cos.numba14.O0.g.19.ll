source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@_ZN08NumbaEnv13numba_kernels9cos_modelB2v1B70c8tJTC_2fWQIonW1C86yhgMwAmBYtiKB8t3aGKYqQyqDQi2SAJoCYFmEQRRI8mAA_3d_3dEdddd = common global ptr null
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fffdea1d650>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fffdea1d650>\00"

define i32 @_ZN13numba_kernels9cos_modelB2v1B70c8tJTC_2fWQIonW1C86yhgMwAmBYtiKB8t3aGKYqQyqDQi2SAJoCYFmEQRRI8mAA_3d_3dEdddd(ptr noalias nocapture %retptr, ptr noalias nocapture %excinfo, double %arg.a, double %arg.w, double %arg.p, double %arg.t) #0 !dbg !4 {
entry:
  %a = alloca double, align 8
  store double 0.000000e+00, ptr %a, align 8
  %w = alloca double, align 8
  store double 0.000000e+00, ptr %w, align 8
  %p = alloca double, align 8
  store double 0.000000e+00, ptr %p, align 8
  %t = alloca double, align 8
  store double 0.000000e+00, ptr %t, align 8
  %$6load_global.1 = alloca ptr, align 8
  store ptr null, ptr %$6load_global.1, align 8
  %$18load_attr.3 = alloca ptr, align 8
  store ptr null, ptr %$18load_attr.3, align 8
  %$binop_mul32.6 = alloca double, align 8
  store double 0.000000e+00, ptr %$binop_mul32.6, align 8
  %$binop_add38.8 = alloca double, align 8
  store double 0.000000e+00, ptr %$binop_add38.8, align 8
  %.40 = alloca double, align 8
  store double 0.000000e+00, ptr %.40, align 8
  %.42 = alloca double, align 8
  store double 0.000000e+00, ptr %.42, align 8
  %$46call.9 = alloca double, align 8
  store double 0.000000e+00, ptr %$46call.9, align 8
  %$binop_mul56.10 = alloca double, align 8
  store double 0.000000e+00, ptr %$binop_mul56.10, align 8
  %$60return_value.11 = alloca double, align 8
  store double 0.000000e+00, ptr %$60return_value.11, align 8
  br label %B0

B0:
  store double %arg.a, ptr %a, align 8
    #dbg_declare(ptr %a, !20, !DIExpression(), !21)
  store double %arg.w, ptr %w, align 8
    #dbg_declare(ptr %w, !22, !DIExpression(), !21)
  store double %arg.p, ptr %p, align 8
    #dbg_declare(ptr %p, !23, !DIExpression(), !21)
  store double %arg.t, ptr %t, align 8
    #dbg_declare(ptr %t, !24, !DIExpression(), !21)
  %.21 = load ptr, ptr %$6load_global.1, align 8, !dbg !25
  store ptr null, ptr %$6load_global.1, align 8, !dbg !25
  %.23 = load ptr, ptr %$6load_global.1, align 8, !dbg !25
  %.25 = load ptr, ptr %$18load_attr.3, align 8, !dbg !25
  store ptr null, ptr %$18load_attr.3, align 8, !dbg !25
  %.27 = load double, ptr %w, align 8
  %.28 = load double, ptr %t, align 8
  %.29 = fmul double %.27, %.28, !dbg !25
  %.31 = load double, ptr %$binop_mul32.6, align 8, !dbg !25
  store double %.29, ptr %$binop_mul32.6, align 8, !dbg !25
  %.33 = load double, ptr %$binop_mul32.6, align 8, !dbg !25
  %.34 = load double, ptr %p, align 8
  %.35 = fadd double %.33, %.34, !dbg !25
  %.37 = load double, ptr %$binop_add38.8, align 8, !dbg !25
  store double %.35, ptr %$binop_add38.8, align 8, !dbg !25
  %.39 = load double, ptr %$binop_add38.8, align 8, !dbg !25
  br label %for.cond, !dbg !25

for.cond:
  %loop.index = phi i64 [ 0, %B0 ], [ %.49, %for.body ], !dbg !25
  %.45 = icmp slt i64 %loop.index, 1, !dbg !25
  br i1 %.45, label %for.body, label %for.end, !dbg !25

for.body:
  %.47 = call double @llvm.cos.f64(double %.39), !dbg !25
  store double %.47, ptr %.42, align 8, !dbg !25
  %.49 = add nsw i64 %loop.index, 1, !dbg !25
  br label %for.cond, !dbg !25

for.end:
  %.51 = load double, ptr %.42, align 8, !dbg !25
  %.53 = load double, ptr %$46call.9, align 8, !dbg !25
  store double %.51, ptr %$46call.9, align 8, !dbg !25
  %.55 = load double, ptr %a, align 8
  %.56 = load double, ptr %$46call.9, align 8, !dbg !25
  %.57 = fmul double %.55, %.56, !dbg !25
  %.59 = load double, ptr %$binop_mul56.10, align 8, !dbg !25
  store double %.57, ptr %$binop_mul56.10, align 8, !dbg !25
  %.61 = load double, ptr %$binop_mul56.10, align 8, !dbg !25
  %.63 = load double, ptr %$60return_value.11, align 8, !dbg !25
  store double %.61, ptr %$60return_value.11, align 8, !dbg !25
  %.65 = load ptr, ptr %$6load_global.1, align 8, !dbg !25
  store ptr null, ptr %$6load_global.1, align 8, !dbg !25
  %.67 = load double, ptr %w, align 8, !dbg !25
  store double 0.000000e+00, ptr %w, align 8, !dbg !25
  %.69 = load double, ptr %t, align 8, !dbg !25
  store double 0.000000e+00, ptr %t, align 8, !dbg !25
  %.71 = load double, ptr %p, align 8, !dbg !25
  store double 0.000000e+00, ptr %p, align 8, !dbg !25
  %.73 = load double, ptr %$binop_mul32.6, align 8, !dbg !25
  store double 0.000000e+00, ptr %$binop_mul32.6, align 8, !dbg !25
  %.75 = load double, ptr %$binop_add38.8, align 8, !dbg !25
  store double 0.000000e+00, ptr %$binop_add38.8, align 8, !dbg !25
  %.77 = load ptr, ptr %$18load_attr.3, align 8, !dbg !25
  store ptr null, ptr %$18load_attr.3, align 8, !dbg !25
  %.79 = load double, ptr %a, align 8, !dbg !25
  store double 0.000000e+00, ptr %a, align 8, !dbg !25
  %.81 = load double, ptr %$46call.9, align 8, !dbg !25
  store double 0.000000e+00, ptr %$46call.9, align 8, !dbg !25
  %.83 = load double, ptr %$binop_mul56.10, align 8, !dbg !25
  store double 0.000000e+00, ptr %$binop_mul56.10, align 8, !dbg !25
  %.85 = load double, ptr %$60return_value.11, align 8, !dbg !25
  store double %.85, ptr %retptr, align 8, !dbg !25
  ret i32 0, !dbg !25
}

declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare double @llvm.cos.f64(double) #1

define double @cfunc._ZN13numba_kernels9cos_modelB2v1B70c8tJTC_2fWQIonW1C86yhgMwAmBYtiKB8t3aGKYqQyqDQi2SAJoCYFmEQRRI8mAA_3d_3dEdddd(double %.1, double %.2, double %.3, double %.4) {
entry:
  %.6 = alloca double, align 8
  store double 0.000000e+00, ptr %.6, align 8
  store double 0.000000e+00, ptr %.6, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %.10 = call i32 @_ZN13numba_kernels9cos_modelB2v1B70c8tJTC_2fWQIonW1C86yhgMwAmBYtiKB8t3aGKYqQyqDQi2SAJoCYFmEQRRI8mAA_3d_3dEdddd(ptr %.6, ptr %excinfo, double %.1, double %.2, double %.3, double %.4) #0
  %.11 = load ptr, ptr %excinfo, align 8
  %.12 = icmp eq i32 %.10, 0
  %.13 = icmp eq i32 %.10, -2
  %.14 = icmp eq i32 %.10, -1
  %.15 = icmp eq i32 %.10, -3
  %.16 = or i1 %.12, %.13
  %.17 = xor i1 %.16, true
  %.18 = icmp sge i32 %.10, 1
  %.19 = select i1 %.18, ptr %.11, ptr undef
  %.20 = load double, ptr %.6, align 8
  %.22 = alloca i32, align 4
  store i32 0, ptr %.22, align 4
  br i1 %.17, label %entry.if, label %entry.endif, !prof !26

entry.if:
  call void @numba_gil_ensure(ptr %.22)
  br i1 %.18, label %entry.if.if, label %entry.if.endif

entry.endif:
  ret double %.20

.25:
  %.47 = call ptr @PyUnicode_FromString(ptr getelementptr inbounds ([53 x i8], ptr @".const.<numba.core.cpu.CPUContext object at 0x7fffdea1d650>", i32 0, i32 0))
  call void @PyErr_WriteUnraisable(ptr %.47)
  call void @Py_DecRef(ptr %.47)
  call void @numba_gil_release(ptr %.22)
  br label %entry.endif

entry.if.if:
  call void @PyErr_Clear()
  %.28 = load { ptr, i32, ptr }, ptr %.19, align 8
  %.29 = extractvalue { ptr, i32, ptr } %.28, 0
  %.30 = load { ptr, i32, ptr }, ptr %.19, align 8
  %.31 = extractvalue { ptr, i32, ptr } %.30, 1
  %.32 = load { ptr, i32, ptr }, ptr %.19, align 8
  %.33 = extractvalue { ptr, i32, ptr } %.32, 2
  %.34 = call ptr @numba_unpickle(ptr %.29, i32 %.31, ptr %.33)
  %.35 = icmp ne ptr null, %.34
  br i1 %.35, label %entry.if.if.if, label %entry.if.if.endif, !prof !27

entry.if.endif:
  br i1 %.15, label %entry.if.endif.if, label %entry.if.endif.endif

entry.if.if.if:
  call void @numba_do_raise(ptr %.34)
  br label %entry.if.if.endif

entry.if.if.endif:
  br label %.25

entry.if.endif.if:
  call void @PyErr_SetNone(ptr @PyExc_StopIteration)
  br label %.25

entry.if.endif.endif:
  br i1 %.14, label %entry.if.endif.endif.if, label %entry.if.endif.endif.endif

entry.if.endif.endif.if:
  br label %.25

entry.if.endif.endif.endif:
  call void @PyErr_SetString(ptr @PyExc_SystemError, ptr getelementptr inbounds ([43 x i8], ptr @".const.unknown error when calling native function", i32 0, i32 0))
  br label %.25
}

declare void @numba_gil_ensure(ptr)

declare ptr @PyUnicode_FromString(ptr)

declare void @PyErr_WriteUnraisable(ptr)

declare void @Py_DecRef(ptr)

declare void @numba_gil_release(ptr)

declare void @PyErr_Clear()

declare ptr @numba_unpickle(ptr, i32, ptr)

declare void @numba_do_raise(ptr)

declare void @PyErr_SetNone(ptr)

declare void @PyErr_SetString(ptr, ptr)

attributes #0 = { noinline }
attributes #1 = { nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang (Numba)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "numba_kernels.py", directory: "/tmp/irfix-numba")
!2 = !{i32 2, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "cos_model", linkageName: "_ZN13numba_kernels9cos_modelB2v1B70c8tJTC_2fWQIonW1C86yhgMwAmBYtiKB8t3aGKYqQyqDQi2SAJoCYFmEQRRI8mAA_3d_3dEdddd", scope: !1, file: !1, line: 16, type: !5, scopeLine: 16, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{!7, !9, !19, !19, !19, !19}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Anonymous struct ({i8*, i32, i8*})", size: 160, elements: !12, identifier: "{i8*, i32, i8*}")
!12 = !{!13, !16, !18}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "<field 0>", baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "i8", size: 8, encoding: DW_ATE_unsigned)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "<field 1>", baseType: !17, size: 32, offset: 64)
!17 = !DIBasicType(name: "i32", size: 32, encoding: DW_ATE_unsigned)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "<field 2>", baseType: !14, size: 64, offset: 96)
!19 = !DIBasicType(name: "float64", size: 64, encoding: DW_ATE_float)
!20 = !DILocalVariable(name: "a", arg: 1, scope: !4, file: !1, line: 16, type: !19)
!21 = !DILocation(line: 16, column: 1, scope: !4)
!22 = !DILocalVariable(name: "w", arg: 2, scope: !4, file: !1, line: 16, type: !19)
!23 = !DILocalVariable(name: "p", arg: 3, scope: !4, file: !1, line: 16, type: !19)
!24 = !DILocalVariable(name: "t", arg: 4, scope: !4, file: !1, line: 16, type: !19)
!25 = !DILocation(line: 17, column: 1, scope: !4)
!26 = !{!"branch_weights", i32 1, i32 99}
!27 = !{!"branch_weights", i32 99, i32 1}
