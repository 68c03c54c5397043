; ModuleID = 'piecewise'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.const.pickledata.140736927533632 = internal constant [75 x i8] c"\80\04\95@\00\00\00\00\00\00\00\8C\08builtins\94\8C\11ZeroDivisionError\94\93\94\8C\16integer modulo by zero\94\85\94N\87\94."
@.const.pickledata.140736927533632.sha1 = internal constant [20 x i8] c"\FF\B2A\96\E7\1DMRt\D7)[\CE\CA\00\9E\A2Z_\9D"
@.const.picklebuf.140736927533632 = internal constant { i8*, i32, i8* } { i8* getelementptr inbounds ([75 x i8], [75 x i8]* @.const.pickledata.140736927533632, i32 0, i32 0), i32 75, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140736927533632.sha1, i32 0, i32 0) }
@.const.piecewise = internal constant [10 x i8] c"piecewise\00"
@_ZN08NumbaEnv13numba_kernels9piecewiseB2v8B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEdx = common global i8* null
@PyExc_RuntimeError = external global i8
@".const.missing Environment: _ZN08NumbaEnv13numba_kernels9piecewiseB2v8B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEdx" = internal constant [124 x i8] c"missing Environment: _ZN08NumbaEnv13numba_kernels9piecewiseB2v8B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEdx\00"
@_Py_NoneStruct = external global i8
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.1" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fffde6d4b50>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fffde6d4b50>\00"

; Function Attrs: noinline
define i32 @_ZN13numba_kernels9piecewiseB2v8B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEdx(double* noalias nocapture %retptr, { i8*, i32, i8* }** noalias nocapture %excinfo, double %arg.x, i64 %arg.k) #0 !dbg !4 {
entry:
  %x = alloca double, align 8
  store double 0.000000e+00, double* %x, align 8
  %k = alloca i64, align 8
  store i64 0, i64* %k, align 8
  %"$const6.1" = alloca double, align 8
  store double 0.000000e+00, double* %"$const6.1", align 8
  %"$8compare_op.2" = alloca i1, align 1
  store i1 false, i1* %"$8compare_op.2", align 1
  %bool14 = alloca i8*, align 8
  store i8* null, i8** %bool14, align 8
  %"$14pred" = alloca i1, align 1
  store i1 false, i1* %"$14pred", align 1
  %"$16load_global.0" = alloca i8*, align 8
  store i8* null, i8** %"$16load_global.0", align 8
  %"$28load_attr.2" = alloca i8*, align 8
  store i8* null, i8** %"$28load_attr.2", align 8
  %.47 = alloca double, align 8
  store double 0.000000e+00, double* %.47, align 8
  %.49 = alloca double, align 8
  store double 0.000000e+00, double* %.49, align 8
  %"$44call.4" = alloca double, align 8
  store double 0.000000e+00, double* %"$44call.4", align 8
  %r = alloca double, align 8
  store double 0.000000e+00, double* %r, align 8
  %r.4 = alloca double, align 8
  store double 0.000000e+00, double* %r.4, align 8
  %"$const66.1" = alloca double, align 8
  store double 0.000000e+00, double* %"$const66.1", align 8
  %"$68compare_op.2" = alloca i1, align 1
  store i1 false, i1* %"$68compare_op.2", align 1
  %bool74 = alloca i8*, align 8
  store i8* null, i8** %bool74, align 8
  %"$74pred" = alloca i1, align 1
  store i1 false, i1* %"$74pred", align 1
  %"$76load_global.0" = alloca i8*, align 8
  store i8* null, i8** %"$76load_global.0", align 8
  %"$88load_attr.2" = alloca i8*, align 8
  store i8* null, i8** %"$88load_attr.2", align 8
  %.123 = alloca double, align 8
  store double 0.000000e+00, double* %.123, align 8
  %.125 = alloca double, align 8
  store double 0.000000e+00, double* %.125, align 8
  %"$104call.4" = alloca double, align 8
  store double 0.000000e+00, double* %"$104call.4", align 8
  %r.1 = alloca double, align 8
  store double 0.000000e+00, double* %r.1, align 8
  %"$binop_mul128.2" = alloca double, align 8
  store double 0.000000e+00, double* %"$binop_mul128.2", align 8
  %"$const132.3" = alloca double, align 8
  store double 0.000000e+00, double* %"$const132.3", align 8
  %r.2 = alloca double, align 8
  store double 0.000000e+00, double* %r.2, align 8
  %r.5 = alloca double, align 8
  store double 0.000000e+00, double* %r.5, align 8
  %"$const142.1" = alloca i64, align 8
  store i64 0, i64* %"$const142.1", align 8
  %quot = alloca i64, align 8
  store i64 0, i64* %quot, align 8
  %rem = alloca i64, align 8
  store i64 0, i64* %rem, align 8
  %try_state = alloca i64, align 8
  store i64 0, i64* %try_state, align 8
  %.211 = alloca i64, align 8
  store i64 0, i64* %.211, align 8
  %.214 = alloca i64, align 8
  store i64 0, i64* %.214, align 8
  %"$binop_mod144.2" = alloca i64, align 8
  store i64 0, i64* %"$binop_mod144.2", align 8
  %"$const148.3" = alloca i64, align 8
  store i64 0, i64* %"$const148.3", align 8
  %"$150compare_op.4" = alloca i1, align 1
  store i1 false, i1* %"$150compare_op.4", align 1
  %bool156 = alloca i8*, align 8
  store i8* null, i8** %bool156, align 8
  %"$156pred" = alloca i1, align 1
  store i1 false, i1* %"$156pred", align 1
  %r.3 = alloca double, align 8
  store double 0.000000e+00, double* %r.3, align 8
  %"$166return_value.1" = alloca double, align 8
  store double 0.000000e+00, double* %"$166return_value.1", align 8
  br label %B0

B0:                                               ; preds = %entry
  store double %arg.x, double* %x, align 8
  call void @llvm.dbg.declare(metadata double* %x, metadata !21, metadata !DIExpression()), !dbg !22
  store i64 %arg.k, i64* %k, align 8
  call void @llvm.dbg.declare(metadata i64* %k, metadata !23, metadata !DIExpression()), !dbg !22
  %.13 = load double, double* %"$const6.1", align 8, !dbg !24
  store double 1.000000e+00, double* %"$const6.1", align 8, !dbg !24
  %.15 = load double, double* %x, align 8
  %.16 = load double, double* %"$const6.1", align 8, !dbg !24
  %.17 = fcmp ogt double %.15, %.16, !dbg !24
  %.19 = load i1, i1* %"$8compare_op.2", align 1, !dbg !24
  store i1 %.17, i1* %"$8compare_op.2", align 1, !dbg !24
  call void @llvm.dbg.declare(metadata i8** %bool14, metadata !25, metadata !DIExpression()), !dbg !24
  %.23 = load i8*, i8** %bool14, align 8, !dbg !24
  store i8* null, i8** %bool14, align 8, !dbg !24
  %.25 = load i1, i1* %"$8compare_op.2", align 1, !dbg !24
  %.27 = load i1, i1* %"$14pred", align 1, !dbg !24
  store i1 %.25, i1* %"$14pred", align 1, !dbg !24
  %.29 = load double, double* %"$const6.1", align 8, !dbg !24
  store double 0.000000e+00, double* %"$const6.1", align 8, !dbg !24
  %.31 = load i8*, i8** %bool14, align 8, !dbg !24
  store i8* null, i8** %bool14, align 8, !dbg !24
  %.33 = load i1, i1* %"$8compare_op.2", align 1, !dbg !24
  store i1 false, i1* %"$8compare_op.2", align 1, !dbg !24
  %.35 = load i1, i1* %"$14pred", align 1, !dbg !24
  br i1 %.35, label %B16, label %B64, !dbg !24

B16:                                              ; preds = %B0
  %.37 = load i1, i1* %"$14pred", align 1, !dbg !26
  store i1 false, i1* %"$14pred", align 1, !dbg !26
  %.40 = load i8*, i8** %"$16load_global.0", align 8, !dbg !26
  store i8* null, i8** %"$16load_global.0", align 8, !dbg !26
  %.42 = load i8*, i8** %"$16load_global.0", align 8, !dbg !26
  %.44 = load i8*, i8** %"$28load_attr.2", align 8, !dbg !26
  store i8* null, i8** %"$28load_attr.2", align 8, !dbg !26
  %.46 = load double, double* %x, align 8
  br label %for.cond, !dbg !26

B64:                                              ; preds = %B0
  %.86 = load i1, i1* %"$14pred", align 1, !dbg !27
  store i1 false, i1* %"$14pred", align 1, !dbg !27
  %.89 = load double, double* %"$const66.1", align 8, !dbg !27
  store double -1.000000e+00, double* %"$const66.1", align 8, !dbg !27
  %.91 = load double, double* %x, align 8
  %.92 = load double, double* %"$const66.1", align 8, !dbg !27
  %.93 = fcmp olt double %.91, %.92, !dbg !27
  %.95 = load i1, i1* %"$68compare_op.2", align 1, !dbg !27
  store i1 %.93, i1* %"$68compare_op.2", align 1, !dbg !27
  call void @llvm.dbg.declare(metadata i8** %bool74, metadata !28, metadata !DIExpression()), !dbg !27
  %.99 = load i8*, i8** %bool74, align 8, !dbg !27
  store i8* null, i8** %bool74, align 8, !dbg !27
  %.101 = load i1, i1* %"$68compare_op.2", align 1, !dbg !27
  %.103 = load i1, i1* %"$74pred", align 1, !dbg !27
  store i1 %.101, i1* %"$74pred", align 1, !dbg !27
  %.105 = load double, double* %"$const66.1", align 8, !dbg !27
  store double 0.000000e+00, double* %"$const66.1", align 8, !dbg !27
  %.107 = load i8*, i8** %bool74, align 8, !dbg !27
  store i8* null, i8** %bool74, align 8, !dbg !27
  %.109 = load i1, i1* %"$68compare_op.2", align 1, !dbg !27
  store i1 false, i1* %"$68compare_op.2", align 1, !dbg !27
  %.111 = load i1, i1* %"$74pred", align 1, !dbg !27
  br i1 %.111, label %B76, label %B124, !dbg !27

B76:                                              ; preds = %B64
  %.113 = load i1, i1* %"$74pred", align 1, !dbg !29
  store i1 false, i1* %"$74pred", align 1, !dbg !29
  %.116 = load i8*, i8** %"$76load_global.0", align 8, !dbg !29
  store i8* null, i8** %"$76load_global.0", align 8, !dbg !29
  %.118 = load i8*, i8** %"$76load_global.0", align 8, !dbg !29
  %.120 = load i8*, i8** %"$88load_attr.2", align 8, !dbg !29
  store i8* null, i8** %"$88load_attr.2", align 8, !dbg !29
  %.122 = load double, double* %x, align 8
  br label %for.cond.1, !dbg !29

B124:                                             ; preds = %B64
  %.160 = load i1, i1* %"$74pred", align 1, !dbg !30
  store i1 false, i1* %"$74pred", align 1, !dbg !30
  %.162 = load double, double* %x, align 8
  %.163 = load double, double* %x, align 8
  %.164 = fmul double %.162, %.163, !dbg !30
  %.166 = load double, double* %"$binop_mul128.2", align 8, !dbg !30
  store double %.164, double* %"$binop_mul128.2", align 8, !dbg !30
  %.169 = load double, double* %"$const132.3", align 8, !dbg !30
  store double 5.000000e-01, double* %"$const132.3", align 8, !dbg !30
  %.171 = load double, double* %"$binop_mul128.2", align 8, !dbg !30
  %.172 = load double, double* %"$const132.3", align 8, !dbg !30
  %.173 = fmul double %.171, %.172, !dbg !30
  call void @llvm.dbg.declare(metadata double* %r.2, metadata !31, metadata !DIExpression()), !dbg !30
  %.176 = load double, double* %r.2, align 8, !dbg !30
  store double %.173, double* %r.2, align 8, !dbg !30
  %.178 = load double, double* %r.2, align 8, !dbg !30
  %.179 = load double, double* %r.4, align 8, !dbg !30
  store double %.178, double* %r.4, align 8, !dbg !30
  %.181 = load double, double* %x, align 8, !dbg !32
  store double 0.000000e+00, double* %x, align 8, !dbg !32
  %.183 = load double, double* %"$const132.3", align 8, !dbg !32
  store double 0.000000e+00, double* %"$const132.3", align 8, !dbg !32
  %.185 = load double, double* %"$binop_mul128.2", align 8, !dbg !32
  store double 0.000000e+00, double* %"$binop_mul128.2", align 8, !dbg !32
  %.187 = load double, double* %r.2, align 8, !dbg !32
  store double 0.000000e+00, double* %r.2, align 8, !dbg !32
  br label %B140, !dbg !32

B140:                                             ; preds = %for.end.1, %for.end, %B124
  %.190 = load double, double* %r.4, align 8, !dbg !33
  call void @llvm.dbg.declare(metadata double* %r.5, metadata !34, metadata !DIExpression()), !dbg !33
  %.193 = load double, double* %r.5, align 8, !dbg !33
  store double %.190, double* %r.5, align 8, !dbg !33
  %.196 = load i64, i64* %"$const142.1", align 8, !dbg !32
  store i64 2, i64* %"$const142.1", align 8, !dbg !32
  %.198 = load i64, i64* %k, align 8
  %.199 = load i64, i64* %"$const142.1", align 8, !dbg !32
  %.202 = icmp eq i64 2, 0, !dbg !32
  br i1 %.202, label %B140.if, label %B140.else, !dbg !32, !prof !35

B158:                                             ; preds = %B140.endif
  %.278 = load i1, i1* %"$156pred", align 1, !dbg !33
  store i1 false, i1* %"$156pred", align 1, !dbg !33
  %.280 = load double, double* %r.4, align 8, !dbg !33
  %.281 = fsub double -0.000000e+00, %.280, !dbg !33
  call void @llvm.dbg.declare(metadata double* %r.3, metadata !36, metadata !DIExpression()), !dbg !33
  %.284 = load double, double* %r.3, align 8, !dbg !33
  store double %.281, double* %r.3, align 8, !dbg !33
  %.286 = load double, double* %r.3, align 8, !dbg !33
  %.287 = load double, double* %r.5, align 8, !dbg !33
  store double %.286, double* %r.5, align 8, !dbg !33
  %.289 = load double, double* %r.4, align 8, !dbg !37
  store double 0.000000e+00, double* %r.4, align 8, !dbg !37
  %.291 = load double, double* %r.3, align 8, !dbg !37
  store double 0.000000e+00, double* %r.3, align 8, !dbg !37
  br label %B164, !dbg !37

B164:                                             ; preds = %B140.endif, %B158
  %.294 = load double, double* %r.4, align 8, !dbg !37
  store double 0.000000e+00, double* %r.4, align 8, !dbg !37
  %.296 = load i1, i1* %"$156pred", align 1, !dbg !37
  store i1 false, i1* %"$156pred", align 1, !dbg !37
  %.298 = load double, double* %r.5, align 8, !dbg !37
  %.300 = load double, double* %"$166return_value.1", align 8, !dbg !37
  store double %.298, double* %"$166return_value.1", align 8, !dbg !37
  %.302 = load double, double* %r.5, align 8, !dbg !37
  store double 0.000000e+00, double* %r.5, align 8, !dbg !37
  %.304 = load double, double* %"$166return_value.1", align 8, !dbg !37
  store double %.304, double* %retptr, align 8, !dbg !37
  ret i32 0, !dbg !37

for.cond:                                         ; preds = %for.body, %B16
  %loop.index = phi i64 [ 0, %B16 ], [ %.56, %for.body ], !dbg !26
  %.52 = icmp slt i64 %loop.index, 1, !dbg !26
  br i1 %.52, label %for.body, label %for.end, !dbg !26

for.body:                                         ; preds = %for.cond
  %.54 = call double @llvm.log.f64(double %.46), !dbg !26
  store double %.54, double* %.49, align 8, !dbg !26
  %.56 = add nsw i64 %loop.index, 1, !dbg !26
  br label %for.cond, !dbg !26

for.end:                                          ; preds = %for.cond
  %.58 = load double, double* %.49, align 8, !dbg !26
  %.60 = load double, double* %"$44call.4", align 8, !dbg !26
  store double %.58, double* %"$44call.4", align 8, !dbg !26
  %.62 = load double, double* %"$44call.4", align 8, !dbg !26
  %.63 = load i64, i64* %k, align 8
  %.64 = sitofp i64 %.63 to double, !dbg !26
  %.65 = fmul double %.62, %.64, !dbg !26
  call void @llvm.dbg.declare(metadata double* %r, metadata !38, metadata !DIExpression()), !dbg !26
  %.68 = load double, double* %r, align 8, !dbg !26
  store double %.65, double* %r, align 8, !dbg !26
  %.70 = load double, double* %r, align 8, !dbg !26
  call void @llvm.dbg.declare(metadata double* %r.4, metadata !39, metadata !DIExpression()), !dbg !26
  %.73 = load double, double* %r.4, align 8, !dbg !26
  store double %.70, double* %r.4, align 8, !dbg !26
  %.75 = load i8*, i8** %"$16load_global.0", align 8, !dbg !26
  store i8* null, i8** %"$16load_global.0", align 8, !dbg !26
  %.77 = load double, double* %x, align 8, !dbg !26
  store double 0.000000e+00, double* %x, align 8, !dbg !26
  %.79 = load i8*, i8** %"$28load_attr.2", align 8, !dbg !26
  store i8* null, i8** %"$28load_attr.2", align 8, !dbg !26
  %.81 = load double, double* %"$44call.4", align 8, !dbg !26
  store double 0.000000e+00, double* %"$44call.4", align 8, !dbg !26
  %.83 = load double, double* %r, align 8, !dbg !26
  store double 0.000000e+00, double* %r, align 8, !dbg !26
  br label %B140, !dbg !26

for.cond.1:                                       ; preds = %for.body.1, %B76
  %loop.index.1 = phi i64 [ 0, %B76 ], [ %.132, %for.body.1 ], !dbg !29
  %.128 = icmp slt i64 %loop.index.1, 1, !dbg !29
  br i1 %.128, label %for.body.1, label %for.end.1, !dbg !29

for.body.1:                                       ; preds = %for.cond.1
  %.130 = call double @llvm.exp.f64(double %.122), !dbg !29
  store double %.130, double* %.125, align 8, !dbg !29
  %.132 = add nsw i64 %loop.index.1, 1, !dbg !29
  br label %for.cond.1, !dbg !29

for.end.1:                                        ; preds = %for.cond.1
  %.134 = load double, double* %.125, align 8, !dbg !29
  %.136 = load double, double* %"$104call.4", align 8, !dbg !29
  store double %.134, double* %"$104call.4", align 8, !dbg !29
  %.138 = load double, double* %"$104call.4", align 8, !dbg !29
  %.139 = load i64, i64* %k, align 8
  %.140 = sitofp i64 %.139 to double, !dbg !29
  %.141 = fsub double %.138, %.140, !dbg !29
  call void @llvm.dbg.declare(metadata double* %r.1, metadata !40, metadata !DIExpression()), !dbg !29
  %.144 = load double, double* %r.1, align 8, !dbg !29
  store double %.141, double* %r.1, align 8, !dbg !29
  %.146 = load double, double* %r.1, align 8, !dbg !29
  %.147 = load double, double* %r.4, align 8, !dbg !29
  store double %.146, double* %r.4, align 8, !dbg !29
  %.149 = load i8*, i8** %"$76load_global.0", align 8, !dbg !29
  store i8* null, i8** %"$76load_global.0", align 8, !dbg !29
  %.151 = load double, double* %x, align 8, !dbg !29
  store double 0.000000e+00, double* %x, align 8, !dbg !29
  %.153 = load i8*, i8** %"$88load_attr.2", align 8, !dbg !29
  store i8* null, i8** %"$88load_attr.2", align 8, !dbg !29
  %.155 = load double, double* %"$104call.4", align 8, !dbg !29
  store double 0.000000e+00, double* %"$104call.4", align 8, !dbg !29
  %.157 = load double, double* %r.1, align 8, !dbg !29
  store double 0.000000e+00, double* %r.1, align 8, !dbg !29
  br label %B140, !dbg !29

B140.if:                                          ; preds = %B140
  store { i8*, i32, i8* }* @.const.picklebuf.140736927533632, { i8*, i32, i8* }** %excinfo, align 8, !dbg !32
  store i64 0, i64* %try_state, align 8
  %.207 = load i64, i64* %try_state, align 8, !dbg !32
  %.208 = icmp ugt i64 %.207, 0, !dbg !32
  %.209 = load { i8*, i32, i8* }*, { i8*, i32, i8* }** %excinfo, align 8, !dbg !32
  ret i32 1, !dbg !32, !ret_is_raise !41

B140.else:                                        ; preds = %B140
  store i64 0, i64* %.211, align 8, !dbg !32
  store i64 0, i64* %.214, align 8, !dbg !32
  %.217 = icmp eq i64 %.198, -9223372036854775808, !dbg !32
  %.218 = icmp eq i64 2, -1, !dbg !32
  %.219 = and i1 %.217, %.218, !dbg !32
  %.220 = xor i1 %.219, true, !dbg !32
  br i1 %.220, label %B140.else.if, label %B140.else.endif, !dbg !32, !prof !42

B140.endif:                                       ; preds = %B140.else.endif
  %.243 = load i64, i64* %rem, align 8, !dbg !32
  %.245 = load i64, i64* %"$binop_mod144.2", align 8, !dbg !32
  store i64 %.243, i64* %"$binop_mod144.2", align 8, !dbg !32
  %.248 = load i64, i64* %"$const148.3", align 8, !dbg !32
  store i64 0, i64* %"$const148.3", align 8, !dbg !32
  %.250 = load i64, i64* %"$binop_mod144.2", align 8, !dbg !32
  %.251 = load i64, i64* %"$const148.3", align 8, !dbg !32
  %.252 = icmp eq i64 %.250, 0, !dbg !32
  %.254 = load i1, i1* %"$150compare_op.4", align 1, !dbg !32
  store i1 %.252, i1* %"$150compare_op.4", align 1, !dbg !32
  call void @llvm.dbg.declare(metadata i8** %bool156, metadata !43, metadata !DIExpression()), !dbg !32
  %.258 = load i8*, i8** %bool156, align 8, !dbg !32
  store i8* null, i8** %bool156, align 8, !dbg !32
  %.260 = load i1, i1* %"$150compare_op.4", align 1, !dbg !32
  %.262 = load i1, i1* %"$156pred", align 1, !dbg !32
  store i1 %.260, i1* %"$156pred", align 1, !dbg !32
  %.264 = load i64, i64* %k, align 8, !dbg !32
  store i64 0, i64* %k, align 8, !dbg !32
  %.266 = load i64, i64* %"$const142.1", align 8, !dbg !32
  store i64 0, i64* %"$const142.1", align 8, !dbg !32
  %.268 = load i64, i64* %"$const148.3", align 8, !dbg !32
  store i64 0, i64* %"$const148.3", align 8, !dbg !32
  %.270 = load i64, i64* %"$binop_mod144.2", align 8, !dbg !32
  store i64 0, i64* %"$binop_mod144.2", align 8, !dbg !32
  %.272 = load i8*, i8** %bool156, align 8, !dbg !32
  store i8* null, i8** %bool156, align 8, !dbg !32
  %.274 = load i1, i1* %"$150compare_op.4", align 1, !dbg !32
  store i1 false, i1* %"$150compare_op.4", align 1, !dbg !32
  %.276 = load i1, i1* %"$156pred", align 1, !dbg !32
  br i1 %.276, label %B158, label %B164, !dbg !32

B140.else.if:                                     ; preds = %B140.else
  %.222 = sdiv i64 %.198, 2, !dbg !32
  %.223 = srem i64 %.198, 2, !dbg !32
  %.224 = xor i64 2, %.223, !dbg !32
  %.225 = icmp slt i64 %.224, 0, !dbg !32
  %.226 = icmp ne i64 %.223, 0, !dbg !32
  %.227 = and i1 %.226, %.225, !dbg !32
  br i1 %.227, label %B140.else.if.if, label %B140.else.if.else, !dbg !32

B140.else.endif:                                  ; preds = %B140.else.if.endif, %B140.else
  %.238 = load i64, i64* %.211, align 8, !dbg !32
  %.239 = load i64, i64* %.214, align 8, !dbg !32
  store i64 %.238, i64* %quot, align 8, !dbg !32
  store i64 %.239, i64* %rem, align 8, !dbg !32
  br label %B140.endif, !dbg !32

B140.else.if.if:                                  ; preds = %B140.else.if
  %.232 = sub i64 %.222, 1, !dbg !32
  store i64 %.232, i64* %.211, align 8, !dbg !32
  %.234 = add i64 %.223, 2, !dbg !32
  store i64 %.234, i64* %.214, align 8, !dbg !32
  br label %B140.else.if.endif, !dbg !32

B140.else.if.else:                                ; preds = %B140.else.if
  store i64 %.222, i64* %.211, align 8, !dbg !32
  store i64 %.223, i64* %.214, align 8, !dbg !32
  br label %B140.else.if.endif, !dbg !32

B140.else.if.endif:                               ; preds = %B140.else.if.else, %B140.else.if.if
  br label %B140.else.endif, !dbg !32
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.log.f64(double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.exp.f64(double) #1

define i8* @_ZN7cpython13numba_kernels9piecewiseB2v8B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEdx(i8* %py_closure, i8* %py_args, i8* %py_kws) {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.const.piecewise, i32 0, i32 0), i64 2, i64 2, i8** %.5, i8** %.6)
  %.8 = icmp eq i32 %.7, 0
  %.31 = alloca i64, align 8
  store i64 0, i64* %.31, align 8
  %.46 = alloca double, align 8
  store double 0.000000e+00, double* %.46, align 8
  %excinfo = alloca { i8*, i32, i8* }*, align 8
  store { i8*, i32, i8* }* null, { i8*, i32, i8* }** %excinfo, align 8
  br i1 %.8, label %entry.if, label %entry.endif, !prof !35

entry.if:                                         ; preds = %entry
  ret i8* null

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv13numba_kernels9piecewiseB2v8B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEdx, align 8
  %.13 = ptrtoint i8* %.12 to i64
  %.14 = add i64 %.13, 16
  %.15 = inttoptr i64 %.14 to i8*
  %.16 = bitcast i8* %.15 to { i8*, i8* }*
  %.17 = icmp eq i8* null, %.12
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !35

arg.end:                                          ; preds = %arg0.err, %entry.endif.endif.if
  ret i8* null

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* @PyExc_RuntimeError, i8* getelementptr inbounds ([124 x i8], [124 x i8]* @".const.missing Environment: _ZN08NumbaEnv13numba_kernels9piecewiseB2v8B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEdx", i32 0, i32 0))
  ret i8* null

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.22 = call i8* @PyNumber_Float(i8* %.21)
  %.23 = call double @PyFloat_AsDouble(i8* %.22)
  call void @Py_DecRef(i8* %.22)
  %.25 = call i8* @PyErr_Occurred()
  %.26 = icmp ne i8* null, %.25
  br i1 %.26, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !35

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  br label %arg.end

entry.endif.endif.endif:                          ; preds = %entry.endif.endif
  %.30 = load i8*, i8** %.6, align 8
  %.33 = call i8* @PyNumber_Long(i8* %.30)
  %.34 = icmp ne i8* null, %.33
  br i1 %.34, label %entry.endif.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !42

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif.if
  br label %arg.end

entry.endif.endif.endif.if:                       ; preds = %entry.endif.endif.endif
  %.36 = call i64 @PyLong_AsLongLong(i8* %.33)
  call void @Py_DecRef(i8* %.33)
  store i64 %.36, i64* %.31, align 8
  br label %entry.endif.endif.endif.endif

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif.if, %entry.endif.endif.endif
  %.40 = load i64, i64* %.31, align 8
  %.41 = call i8* @PyErr_Occurred()
  %.42 = icmp ne i8* null, %.41
  br i1 %.42, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif, !prof !35

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  br label %arg0.err

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.46, align 8
  %.50 = call i32 @_ZN13numba_kernels9piecewiseB2v8B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEdx(double* %.46, { i8*, i32, i8* }** %excinfo, double %.23, i64 %.40) #0
  %.51 = load { i8*, i32, i8* }*, { i8*, i32, i8* }** %excinfo, align 8
  %.52 = icmp eq i32 %.50, 0
  %.53 = icmp eq i32 %.50, -2
  %.54 = icmp eq i32 %.50, -1
  %.55 = icmp eq i32 %.50, -3
  %.56 = or i1 %.52, %.53
  %.57 = xor i1 %.56, true
  %.58 = icmp sge i32 %.50, 1
  %.59 = select i1 %.58, { i8*, i32, i8* }* %.51, { i8*, i32, i8* }* undef
  %.60 = load double, double* %.46, align 8
  br i1 %.56, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !42

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  br i1 %.53, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  call void @Py_IncRef(i8* @_Py_NoneStruct)
  ret i8* @_Py_NoneStruct

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if
  %.65 = call i8* @PyFloat_FromDouble(double %.60)
  ret i8* %.65

.67:                                              ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.if.endif
  ret i8* null

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.70 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.59, align 8
  %.71 = extractvalue { i8*, i32, i8* } %.70, 0
  %.72 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.59, align 8
  %.73 = extractvalue { i8*, i32, i8* } %.72, 1
  %.74 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.59, align 8
  %.75 = extractvalue { i8*, i32, i8* } %.74, 2
  %.76 = call i8* @numba_unpickle(i8* %.71, i32 %.73, i8* %.75)
  %.77 = icmp ne i8* null, %.76
  br i1 %.77, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.endif, !prof !42

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  br i1 %.55, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  call void @numba_do_raise(i8* %.76)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.endif.endif.endif.endif.endif.if
  br label %.67

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* @PyExc_StopIteration)
  br label %.67

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  br i1 %.54, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  br label %.67

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i32 0, i32 0))
  br label %.67
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...)

declare void @PyErr_SetString(i8*, i8*)

declare i8* @PyNumber_Float(i8*)

declare double @PyFloat_AsDouble(i8*)

declare void @Py_DecRef(i8*)

declare i8* @PyErr_Occurred()

declare i8* @PyNumber_Long(i8*)

declare i64 @PyLong_AsLongLong(i8*)

declare void @Py_IncRef(i8*)

declare i8* @PyFloat_FromDouble(double)

declare void @PyErr_Clear()

declare i8* @numba_unpickle(i8*, i32, i8*)

declare void @numba_do_raise(i8*)

declare void @PyErr_SetNone(i8*)

define double @cfunc._ZN13numba_kernels9piecewiseB2v8B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEdx(double %.1, i64 %.2) {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8* }*, align 8
  store { i8*, i32, i8* }* null, { i8*, i32, i8* }** %excinfo, align 8
  %.8 = call i32 @_ZN13numba_kernels9piecewiseB2v8B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEdx(double* %.4, { i8*, i32, i8* }** %excinfo, double %.1, i64 %.2) #0
  %.9 = load { i8*, i32, i8* }*, { i8*, i32, i8* }** %excinfo, align 8
  %.10 = icmp eq i32 %.8, 0
  %.11 = icmp eq i32 %.8, -2
  %.12 = icmp eq i32 %.8, -1
  %.13 = icmp eq i32 %.8, -3
  %.14 = or i1 %.10, %.11
  %.15 = xor i1 %.14, true
  %.16 = icmp sge i32 %.8, 1
  %.17 = select i1 %.16, { i8*, i32, i8* }* %.9, { i8*, i32, i8* }* undef
  %.18 = load double, double* %.4, align 8
  %.20 = alloca i32, align 4
  store i32 0, i32* %.20, align 4
  br i1 %.15, label %entry.if, label %entry.endif, !prof !35

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(i32* %.20)
  br i1 %.16, label %entry.if.if, label %entry.if.endif

entry.endif:                                      ; preds = %.23, %entry
  ret double %.18

.23:                                              ; preds = %entry.if.endif.endif.endif, %entry.if.endif.endif.if, %entry.if.endif.if, %entry.if.if.endif
  %.45 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fffde6d4b50>", i32 0, i32 0))
  call void @PyErr_WriteUnraisable(i8* %.45)
  call void @Py_DecRef(i8* %.45)
  call void @numba_gil_release(i32* %.20)
  br label %entry.endif

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.26 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.17, align 8
  %.27 = extractvalue { i8*, i32, i8* } %.26, 0
  %.28 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.17, align 8
  %.29 = extractvalue { i8*, i32, i8* } %.28, 1
  %.30 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.17, align 8
  %.31 = extractvalue { i8*, i32, i8* } %.30, 2
  %.32 = call i8* @numba_unpickle(i8* %.27, i32 %.29, i8* %.31)
  %.33 = icmp ne i8* null, %.32
  br i1 %.33, label %entry.if.if.if, label %entry.if.if.endif, !prof !42

entry.if.endif:                                   ; preds = %entry.if
  br i1 %.13, label %entry.if.endif.if, label %entry.if.endif.endif

entry.if.if.if:                                   ; preds = %entry.if.if
  call void @numba_do_raise(i8* %.32)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if, %entry.if.if
  br label %.23

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* @PyExc_StopIteration)
  br label %.23

entry.if.endif.endif:                             ; preds = %entry.if.endif
  br i1 %.12, label %entry.if.endif.endif.if, label %entry.if.endif.endif.endif

entry.if.endif.endif.if:                          ; preds = %entry.if.endif.endif
  br label %.23

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif.endif
  call void @PyErr_SetString(i8* @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.1", i32 0, i32 0))
  br label %.23
}

declare void @numba_gil_ensure(i32*)

declare i8* @PyUnicode_FromString(i8*)

declare void @PyErr_WriteUnraisable(i8*)

declare void @numba_gil_release(i32*)

attributes #0 = { noinline }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang (Numba)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "numba_kernels.py", directory: "/tmp/irfix-numba")
!2 = !{i32 2, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "piecewise", linkageName: "_ZN13numba_kernels9piecewiseB2v8B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEdx", scope: !1, file: !1, line: 39, type: !5, scopeLine: 39, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{!7, !9, !19, !20}
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
!20 = !DIBasicType(name: "int64", size: 64, encoding: DW_ATE_signed)
!21 = !DILocalVariable(name: "x", arg: 1, scope: !4, file: !1, line: 39, type: !19)
!22 = !DILocation(line: 39, column: 1, scope: !4)
!23 = !DILocalVariable(name: "k", arg: 2, scope: !4, file: !1, line: 39, type: !20)
!24 = !DILocation(line: 40, column: 1, scope: !4)
!25 = !DILocalVariable(name: "bool14", scope: !4, file: !1, line: 40, type: !14)
!26 = !DILocation(line: 41, column: 1, scope: !4)
!27 = !DILocation(line: 42, column: 1, scope: !4)
!28 = !DILocalVariable(name: "bool74", scope: !4, file: !1, line: 42, type: !14)
!29 = !DILocation(line: 43, column: 1, scope: !4)
!30 = !DILocation(line: 45, column: 1, scope: !4)
!31 = !DILocalVariable(name: "r$2", scope: !4, file: !1, line: 45, type: !19)
!32 = !DILocation(line: 46, column: 1, scope: !4)
!33 = !DILocation(line: 47, column: 1, scope: !4)
!34 = !DILocalVariable(name: "r$5", scope: !4, file: !1, line: 47, type: !19)
!35 = !{!"branch_weights", i32 1, i32 99}
!36 = !DILocalVariable(name: "r$3", scope: !4, file: !1, line: 47, type: !19)
!37 = !DILocation(line: 48, column: 1, scope: !4)
!38 = !DILocalVariable(name: "r", scope: !4, file: !1, line: 41, type: !19)
!39 = !DILocalVariable(name: "r$4", scope: !4, file: !1, line: 41, type: !19)
!40 = !DILocalVariable(name: "r$1", scope: !4, file: !1, line: 43, type: !19)
!41 = !{i1 true}
!42 = !{!"branch_weights", i32 99, i32 1}
!43 = !DILocalVariable(name: "bool156", scope: !4, file: !1, line: 46, type: !14)
