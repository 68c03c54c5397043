; ModuleID = 'wave'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.const.pickledata.140736926777536 = internal constant [76 x i8] c"\80\04\95A\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Erange() arg 3 must not be zero\94\85\94N\87\94."
@.const.pickledata.140736926777536.sha1 = internal constant [20 x i8] c"\CA\8E\FB:r\D6\14\FE\87 2\CC\E3\AC2`\07\A3\07'"
@.const.picklebuf.140736926777536 = internal constant { i8*, i32, i8* } { i8* getelementptr inbounds ([76 x i8], [76 x i8]* @.const.pickledata.140736926777536, i32 0, i32 0), i32 76, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140736926777536.sha1, i32 0, i32 0) }
@.const.wave = internal constant [5 x i8] c"wave\00"
@_ZN08NumbaEnv13numba_kernels4waveB2v6B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common global i8* null
@PyExc_RuntimeError = external global i8
@".const.missing Environment: _ZN08NumbaEnv13numba_kernels4waveB2v6B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [182 x i8] c"missing Environment: _ZN08NumbaEnv13numba_kernels4waveB2v6B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.1" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fffde7d9810>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fffde7d9810>\00"

; Function Attrs: noinline
define i32 @_ZN13numba_kernels4waveB2v6B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8** noalias nocapture %retptr, { i8*, i32, i8* }** noalias nocapture %excinfo, double %arg.a, double %arg.w, double %arg.p, i8* %arg.t.0, i8* %arg.t.1, i64 %arg.t.2, i64 %arg.t.3, double* %arg.t.4, i64 %arg.t.5.0, i64 %arg.t.6.0, i8* %arg.out.0, i8* %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, double* %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.6.0) #0 !dbg !4 {
entry:
  %inserted.meminfo = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } undef, i8* %arg.t.0, 0
  %inserted.parent = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.meminfo, i8* %arg.t.1, 1
  %inserted.nitems = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.parent, i64 %arg.t.2, 2
  %inserted.itemsize = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.nitems, i64 %arg.t.3, 3
  %inserted.data = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.itemsize, double* %arg.t.4, 4
  %.21 = insertvalue [1 x i64] undef, i64 %arg.t.5.0, 0
  %inserted.shape = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.21, 5
  %.22 = insertvalue [1 x i64] undef, i64 %arg.t.6.0, 0
  %inserted.strides = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.22, 6
  %inserted.meminfo.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } undef, i8* %arg.out.0, 0
  %inserted.parent.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.meminfo.1, i8* %arg.out.1, 1
  %inserted.nitems.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %arg.out.2, 2
  %inserted.itemsize.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %arg.out.3, 3
  %inserted.data.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.itemsize.1, double* %arg.out.4, 4
  %.23 = insertvalue [1 x i64] undef, i64 %arg.out.5.0, 0
  %inserted.shape.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.23, 5
  %.24 = insertvalue [1 x i64] undef, i64 %arg.out.6.0, 0
  %inserted.strides.1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.shape.1, [1 x i64] %.24, 6
  %a = alloca double, align 8
  store double 0.000000e+00, double* %a, align 8
  %w = alloca double, align 8
  store double 0.000000e+00, double* %w, align 8
  %p = alloca double, align 8
  store double 0.000000e+00, double* %p, align 8
  %t = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %t, align 8
  %out = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %out, align 8
  %"$4load_global.0" = alloca i8*, align 8
  store i8* null, i8** %"$4load_global.0", align 8
  %.50 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.50, align 8
  %"$18load_attr.3" = alloca [1 x i64], align 8
  store [1 x i64] zeroinitializer, [1 x i64]* %"$18load_attr.3", align 8
  %"$const28.4" = alloca i64, align 8
  store i64 0, i64* %"$const28.4", align 8
  %"$30binary_subscr.5" = alloca i64, align 8
  store i64 0, i64* %"$30binary_subscr.5", align 8
  %.71 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.71, align 8
  %"$44call.6" = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %"$44call.6", align 8
  %.85 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.85, align 8
  %.89 = alloca { i64*, i64, i64, i64* }, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.89, align 8
  %.98 = alloca i64, align 8
  store i64 0, i64* %.98, align 8
  %.101 = alloca i64, align 8
  store i64 0, i64* %.101, align 8
  %try_state = alloca i64, align 8
  store i64 0, i64* %try_state, align 8
  %"$54get_iter.7" = alloca { i64*, i64, i64, i64* }, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %"$54get_iter.7", align 8
  %"$phi56.0" = alloca { i64*, i64, i64, i64* }, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %"$phi56.0", align 8
  %.163 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.163, align 8
  %.166 = alloca { i64*, i64, i64, i64* }, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.166, align 8
  %"$56for_iter.1" = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %"$56for_iter.1", align 8
  %.196 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.196, align 8
  %"$56for_iter.2" = alloca i64, align 8
  store i64 0, i64* %"$56for_iter.2", align 8
  %.206 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.206, align 8
  %"$56for_iter.3" = alloca i1, align 1
  store i1 false, i1* %"$56for_iter.3", align 1
  %"$phi58.1" = alloca i64, align 8
  store i64 0, i64* %"$phi58.1", align 8
  %i = alloca i64, align 8
  store i64 0, i64* %i, align 8
  %"$62load_global.3" = alloca i8*, align 8
  store i8* null, i8** %"$62load_global.3", align 8
  %"$74load_attr.5" = alloca i8*, align 8
  store i8* null, i8** %"$74load_attr.5", align 8
  %.241 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.241, align 8
  %"$90binary_subscr.9" = alloca double, align 8
  store double 0.000000e+00, double* %"$90binary_subscr.9", align 8
  %"$binop_mul100.10" = alloca double, align 8
  store double 0.000000e+00, double* %"$binop_mul100.10", align 8
  %"$binop_add106.12" = alloca double, align 8
  store double 0.000000e+00, double* %"$binop_add106.12", align 8
  %.286 = alloca double, align 8
  store double 0.000000e+00, double* %.286, align 8
  %.288 = alloca double, align 8
  store double 0.000000e+00, double* %.288, align 8
  %"$114call.13" = alloca double, align 8
  store double 0.000000e+00, double* %"$114call.13", align 8
  %"$binop_mul124.14" = alloca double, align 8
  store double 0.000000e+00, double* %"$binop_mul124.14", align 8
  %.310 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.310, align 8
  %"$const138.0" = alloca i8*, align 8
  store i8* null, i8** %"$const138.0", align 8
  %"$140return_value.1" = alloca i8*, align 8
  store i8* null, i8** %"$140return_value.1", align 8
  br label %B0

B0:                                               ; preds = %entry
  store double %arg.a, double* %a, align 8
  call void @llvm.dbg.declare(metadata double* %a, metadata !35, metadata !DIExpression()), !dbg !36
  store double %arg.w, double* %w, align 8
  call void @llvm.dbg.declare(metadata double* %w, metadata !37, metadata !DIExpression()), !dbg !36
  store double %arg.p, double* %p, align 8
  call void @llvm.dbg.declare(metadata double* %p, metadata !38, metadata !DIExpression()), !dbg !36
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.34 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.35 = extractvalue [1 x i64] %extracted.strides, 0
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %t, align 8
  call void @llvm.dbg.declare(metadata { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %t, metadata !39, metadata !DIExpression()), !dbg !36
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 5
  %.40 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 6
  %.41 = extractvalue [1 x i64] %extracted.strides.1, 0
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %out, align 8
  call void @llvm.dbg.declare(metadata { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %out, metadata !41, metadata !DIExpression()), !dbg !36
  %.47 = load i8*, i8** %"$4load_global.0", align 8, !dbg !43
  store i8* null, i8** %"$4load_global.0", align 8, !dbg !43
  %.49 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %t, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.50, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.49, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.50, align 8, !dbg !43
  %.54 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.50, i32 0, i32 5, !dbg !43
  %.55 = getelementptr inbounds [1 x i64], [1 x i64]* %.54, i32 0, i32 0, !dbg !43
  %.56 = load i64, i64* %.55, align 8, !dbg !43, !range !44
  %.57 = insertvalue [1 x i64] undef, i64 %.56, 0, !dbg !43
  %.59 = load [1 x i64], [1 x i64]* %"$18load_attr.3", align 8, !dbg !43
  %.60 = extractvalue [1 x i64] %.59, 0
  store [1 x i64] %.57, [1 x i64]* %"$18load_attr.3", align 8, !dbg !43
  %.63 = load i64, i64* %"$const28.4", align 8, !dbg !43
  store i64 0, i64* %"$const28.4", align 8, !dbg !43
  %.65 = load [1 x i64], [1 x i64]* %"$18load_attr.3", align 8, !dbg !43
  %.66 = extractvalue [1 x i64] %.65, 0, !dbg !43
  %.68 = load i64, i64* %"$30binary_subscr.5", align 8, !dbg !43
  store i64 %.66, i64* %"$30binary_subscr.5", align 8, !dbg !43
  %.70 = load i64, i64* %"$30binary_subscr.5", align 8, !dbg !43
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.71, align 8
  %.74 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.71, i32 0, i32 0, !dbg !43
  store i64 0, i64* %.74, align 8, !dbg !43
  %.76 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.71, i32 0, i32 1, !dbg !43
  store i64 %.70, i64* %.76, align 8, !dbg !43
  %.78 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.71, i32 0, i32 2, !dbg !43
  store i64 1, i64* %.78, align 8, !dbg !43
  %.80 = load { i64, i64, i64 }, { i64, i64, i64 }* %.71, align 8, !dbg !43
  %.82 = load { i64, i64, i64 }, { i64, i64, i64 }* %"$44call.6", align 8, !dbg !43
  %extracted.start = extractvalue { i64, i64, i64 } %.82, 0
  %extracted.stop = extractvalue { i64, i64, i64 } %.82, 1
  %extracted.step = extractvalue { i64, i64, i64 } %.82, 2
  store { i64, i64, i64 } %.80, { i64, i64, i64 }* %"$44call.6", align 8, !dbg !43
  %.84 = load { i64, i64, i64 }, { i64, i64, i64 }* %"$44call.6", align 8, !dbg !43
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.85, align 8
  store { i64, i64, i64 } %.84, { i64, i64, i64 }* %.85, align 8, !dbg !43
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.89, align 8
  %.92 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.85, i32 0, i32 0, !dbg !43
  %.93 = load i64, i64* %.92, align 8, !dbg !43
  %.94 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.85, i32 0, i32 1, !dbg !43
  %.95 = load i64, i64* %.94, align 8, !dbg !43
  %.96 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.85, i32 0, i32 2, !dbg !43
  %.97 = load i64, i64* %.96, align 8, !dbg !43
  store i64 %.93, i64* %.98, align 8, !dbg !43
  %.103 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.89, i32 0, i32 0, !dbg !43
  store i64* %.98, i64** %.103, align 8, !dbg !43
  %.105 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.89, i32 0, i32 1, !dbg !43
  store i64 %.95, i64* %.105, align 8, !dbg !43
  %.107 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.89, i32 0, i32 2, !dbg !43
  store i64 %.97, i64* %.107, align 8, !dbg !43
  %.109 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.89, i32 0, i32 3, !dbg !43
  store i64* %.101, i64** %.109, align 8, !dbg !43
  %.111 = sub i64 %.95, %.93, !dbg !43
  %.112 = icmp sgt i64 %.111, 0, !dbg !43
  %.113 = icmp sgt i64 %.97, 0, !dbg !43
  %.114 = xor i1 %.112, %.113, !dbg !43
  %.115 = icmp eq i64 %.97, 0, !dbg !43
  br i1 %.115, label %B0.if, label %B0.endif, !dbg !43, !prof !45

B56:                                              ; preds = %for.end, %B0.endif.endif
  %.162 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %"$phi56.0", align 8, !dbg !43
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.163, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.166, align 8
  store { i64*, i64, i64, i64* } %.162, { i64*, i64, i64, i64* }* %.166, align 8, !dbg !43
  %.170 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.166, i32 0, i32 3, !dbg !43
  %.171 = load i64*, i64** %.170, align 8, !dbg !43
  %.172 = load i64, i64* %.171, align 8, !dbg !43
  %.173 = icmp sgt i64 %.172, 0, !dbg !43
  %.174 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.163, i32 0, i32 1, !dbg !43
  store i1 %.173, i1* %.174, align 1, !dbg !43
  br i1 %.173, label %B56.if, label %B56.endif, !dbg !43

B58:                                              ; preds = %B56.endif
  %.225 = load i1, i1* %"$56for_iter.3", align 1, !dbg !43
  store i1 false, i1* %"$56for_iter.3", align 1, !dbg !43
  %.227 = load i64, i64* %"$phi58.1", align 8, !dbg !43
  call void @llvm.dbg.declare(metadata i64* %i, metadata !46, metadata !DIExpression()), !dbg !43
  %.230 = load i64, i64* %i, align 8, !dbg !43
  store i64 %.227, i64* %i, align 8, !dbg !43
  %.233 = load i8*, i8** %"$62load_global.3", align 8, !dbg !47
  store i8* null, i8** %"$62load_global.3", align 8, !dbg !47
  %.235 = load i8*, i8** %"$62load_global.3", align 8, !dbg !47
  %.237 = load i8*, i8** %"$74load_attr.5", align 8, !dbg !47
  store i8* null, i8** %"$74load_attr.5", align 8, !dbg !47
  %.239 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %t, align 8
  %.240 = load i64, i64* %i, align 8, !dbg !47
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.241, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.239, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.241, align 8, !dbg !47
  %.245 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.241, i32 0, i32 5, !dbg !47
  %.246 = getelementptr inbounds [1 x i64], [1 x i64]* %.245, i32 0, i32 0, !dbg !47
  %.247 = load i64, i64* %.246, align 8, !dbg !47, !range !44
  %.248 = insertvalue [1 x i64] undef, i64 %.247, 0, !dbg !47
  %.249 = extractvalue [1 x i64] %.248, 0, !dbg !47
  %.250 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.241, i32 0, i32 6, !dbg !47
  %.251 = load [1 x i64], [1 x i64]* %.250, align 8, !dbg !47
  %.252 = extractvalue [1 x i64] %.251, 0, !dbg !47
  %.253 = icmp slt i64 %.240, 0, !dbg !47
  %.254 = add i64 %.240, %.249, !dbg !47
  %.255 = select i1 %.253, i64 %.254, i64 %.240, !dbg !47
  %.256 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.241, i32 0, i32 5, !dbg !47
  %.257 = getelementptr inbounds [1 x i64], [1 x i64]* %.256, i32 0, i32 0, !dbg !47
  %.258 = load i64, i64* %.257, align 8, !dbg !47, !range !44
  %.259 = insertvalue [1 x i64] undef, i64 %.258, 0, !dbg !47
  %.260 = extractvalue [1 x i64] %.259, 0, !dbg !47
  %.261 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.241, i32 0, i32 6, !dbg !47
  %.262 = load [1 x i64], [1 x i64]* %.261, align 8, !dbg !47
  %.263 = extractvalue [1 x i64] %.262, 0, !dbg !47
  %.264 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.241, i32 0, i32 4, !dbg !47
  %.265 = load double*, double** %.264, align 8, !dbg !47
  %.266 = mul i64 %.255, 1, !dbg !47
  %.267 = add i64 0, %.266, !dbg !47
  %.268 = getelementptr double, double* %.265, i64 %.267, !dbg !47
  %.269 = load double, double* %.268, align 8, !dbg !47
  %.271 = load double, double* %"$90binary_subscr.9", align 8, !dbg !47
  store double %.269, double* %"$90binary_subscr.9", align 8, !dbg !47
  %.273 = load double, double* %w, align 8
  %.274 = load double, double* %"$90binary_subscr.9", align 8, !dbg !47
  %.275 = fmul double %.273, %.274, !dbg !47
  %.277 = load double, double* %"$binop_mul100.10", align 8, !dbg !47
  store double %.275, double* %"$binop_mul100.10", align 8, !dbg !47
  %.279 = load double, double* %"$binop_mul100.10", align 8, !dbg !47
  %.280 = load double, double* %p, align 8
  %.281 = fadd double %.279, %.280, !dbg !47
  %.283 = load double, double* %"$binop_add106.12", align 8, !dbg !47
  store double %.281, double* %"$binop_add106.12", align 8, !dbg !47
  %.285 = load double, double* %"$binop_add106.12", align 8, !dbg !47
  br label %for.cond, !dbg !47

B138:                                             ; preds = %B56.endif
  %.358 = load double, double* %w, align 8, !dbg !43
  store double 0.000000e+00, double* %w, align 8, !dbg !43
  %.360 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %t, align 8, !dbg !43
  %extracted.meminfo.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.360, 0
  %extracted.parent.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.360, 1
  %extracted.nitems.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.360, 2
  %extracted.itemsize.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.360, 3
  %extracted.data.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.360, 4
  %extracted.shape.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.360, 5
  %.361 = extractvalue [1 x i64] %extracted.shape.2, 0
  %extracted.strides.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.360, 6
  %.362 = extractvalue [1 x i64] %extracted.strides.2, 0
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %t, align 8, !dbg !43
  %.365 = load double, double* %p, align 8, !dbg !43
  store double 0.000000e+00, double* %p, align 8, !dbg !43
  %.367 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %out, align 8, !dbg !43
  %extracted.meminfo.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.367, 0
  %extracted.parent.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.367, 1
  %extracted.nitems.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.367, 2
  %extracted.itemsize.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.367, 3
  %extracted.data.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.367, 4
  %extracted.shape.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.367, 5
  %.368 = extractvalue [1 x i64] %extracted.shape.3, 0
  %extracted.strides.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.367, 6
  %.369 = extractvalue [1 x i64] %extracted.strides.3, 0
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %out, align 8, !dbg !43
  %.372 = load double, double* %a, align 8, !dbg !43
  store double 0.000000e+00, double* %a, align 8, !dbg !43
  %.374 = load i64, i64* %"$phi58.1", align 8, !dbg !43
  store i64 0, i64* %"$phi58.1", align 8, !dbg !43
  %.376 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %"$phi56.0", align 8, !dbg !43
  %extracted.iter.4 = extractvalue { i64*, i64, i64, i64* } %.376, 0
  %extracted.stop.6 = extractvalue { i64*, i64, i64, i64* } %.376, 1
  %extracted.step.6 = extractvalue { i64*, i64, i64, i64* } %.376, 2
  %extracted.count.4 = extractvalue { i64*, i64, i64, i64* } %.376, 3
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %"$phi56.0", align 8, !dbg !43
  %.378 = load i1, i1* %"$56for_iter.3", align 1, !dbg !43
  store i1 false, i1* %"$56for_iter.3", align 1, !dbg !43
  %.381 = load i8*, i8** %"$const138.0", align 8, !dbg !43
  store i8* null, i8** %"$const138.0", align 8, !dbg !43
  %.383 = load i8*, i8** %"$const138.0", align 8, !dbg !43
  %.385 = load i8*, i8** %"$140return_value.1", align 8, !dbg !43
  store i8* %.383, i8** %"$140return_value.1", align 8, !dbg !43
  %.387 = load i8*, i8** %"$const138.0", align 8, !dbg !43
  store i8* null, i8** %"$const138.0", align 8, !dbg !43
  %.389 = load i8*, i8** %"$140return_value.1", align 8, !dbg !43
  store i8* %.389, i8** %retptr, align 8, !dbg !43
  ret i32 0, !dbg !43

B0.if:                                            ; preds = %B0
  store { i8*, i32, i8* }* @.const.picklebuf.140736926777536, { i8*, i32, i8* }** %excinfo, align 8, !dbg !43
  store i64 0, i64* %try_state, align 8
  %.120 = load i64, i64* %try_state, align 8, !dbg !43
  %.121 = icmp ugt i64 %.120, 0, !dbg !43
  %.122 = load { i8*, i32, i8* }*, { i8*, i32, i8* }** %excinfo, align 8, !dbg !43
  ret i32 1, !dbg !43, !ret_is_raise !48

B0.endif:                                         ; preds = %B0
  br i1 %.114, label %B0.endif.if, label %B0.endif.else, !dbg !43

B0.endif.if:                                      ; preds = %B0.endif
  %.125 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.89, i32 0, i32 3, !dbg !43
  %.126 = load i64*, i64** %.125, align 8, !dbg !43
  store i64 0, i64* %.126, align 8, !dbg !43
  br label %B0.endif.endif, !dbg !43

B0.endif.else:                                    ; preds = %B0.endif
  %.129 = srem i64 %.111, %.97, !dbg !43
  %.130 = sub i64 0, %.129, !dbg !43
  %.131 = select i1 %.112, i64 %.129, i64 %.130, !dbg !43
  %.132 = icmp sgt i64 %.131, 0, !dbg !43
  %.133 = sdiv i64 %.111, %.97, !dbg !43
  %.134 = select i1 %.132, i64 1, i64 0, !dbg !43
  %.135 = add i64 %.133, %.134, !dbg !43
  %.136 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.89, i32 0, i32 3, !dbg !43
  %.137 = load i64*, i64** %.136, align 8, !dbg !43
  store i64 %.135, i64* %.137, align 8, !dbg !43
  br label %B0.endif.endif, !dbg !43

B0.endif.endif:                                   ; preds = %B0.endif.else, %B0.endif.if
  %.140 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.89, align 8, !dbg !43
  %.142 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %"$54get_iter.7", align 8, !dbg !43
  %extracted.iter = extractvalue { i64*, i64, i64, i64* } %.142, 0
  %extracted.stop.1 = extractvalue { i64*, i64, i64, i64* } %.142, 1
  %extracted.step.1 = extractvalue { i64*, i64, i64, i64* } %.142, 2
  %extracted.count = extractvalue { i64*, i64, i64, i64* } %.142, 3
  store { i64*, i64, i64, i64* } %.140, { i64*, i64, i64, i64* }* %"$54get_iter.7", align 8, !dbg !43
  %.144 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %"$54get_iter.7", align 8, !dbg !43
  %extracted.iter.1 = extractvalue { i64*, i64, i64, i64* } %.144, 0, !dbg !43
  %extracted.stop.2 = extractvalue { i64*, i64, i64, i64* } %.144, 1, !dbg !43
  %extracted.step.2 = extractvalue { i64*, i64, i64, i64* } %.144, 2, !dbg !43
  %extracted.count.1 = extractvalue { i64*, i64, i64, i64* } %.144, 3, !dbg !43
  %.146 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %"$phi56.0", align 8, !dbg !43
  %extracted.iter.2 = extractvalue { i64*, i64, i64, i64* } %.146, 0
  %extracted.stop.3 = extractvalue { i64*, i64, i64, i64* } %.146, 1
  %extracted.step.3 = extractvalue { i64*, i64, i64, i64* } %.146, 2
  %extracted.count.2 = extractvalue { i64*, i64, i64, i64* } %.146, 3
  store { i64*, i64, i64, i64* } %.144, { i64*, i64, i64, i64* }* %"$phi56.0", align 8, !dbg !43
  %.148 = load i64, i64* %"$const28.4", align 8, !dbg !43
  store i64 0, i64* %"$const28.4", align 8, !dbg !43
  %.150 = load [1 x i64], [1 x i64]* %"$18load_attr.3", align 8, !dbg !43
  %.151 = extractvalue [1 x i64] %.150, 0
  store [1 x i64] zeroinitializer, [1 x i64]* %"$18load_attr.3", align 8, !dbg !43
  %.153 = load i8*, i8** %"$4load_global.0", align 8, !dbg !43
  store i8* null, i8** %"$4load_global.0", align 8, !dbg !43
  %.155 = load i64, i64* %"$30binary_subscr.5", align 8, !dbg !43
  store i64 0, i64* %"$30binary_subscr.5", align 8, !dbg !43
  %.157 = load { i64, i64, i64 }, { i64, i64, i64 }* %"$44call.6", align 8, !dbg !43
  %extracted.start.1 = extractvalue { i64, i64, i64 } %.157, 0
  %extracted.stop.4 = extractvalue { i64, i64, i64 } %.157, 1
  %extracted.step.4 = extractvalue { i64, i64, i64 } %.157, 2
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %"$44call.6", align 8, !dbg !43
  %.159 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %"$54get_iter.7", align 8, !dbg !43
  %extracted.iter.3 = extractvalue { i64*, i64, i64, i64* } %.159, 0
  %extracted.stop.5 = extractvalue { i64*, i64, i64, i64* } %.159, 1
  %extracted.step.5 = extractvalue { i64*, i64, i64, i64* } %.159, 2
  %extracted.count.3 = extractvalue { i64*, i64, i64, i64* } %.159, 3
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %"$54get_iter.7", align 8, !dbg !43
  br label %B56, !dbg !43

B56.if:                                           ; preds = %B56
  %.177 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.166, i32 0, i32 0, !dbg !43
  %.178 = load i64*, i64** %.177, align 8, !dbg !43
  %.179 = load i64, i64* %.178, align 8, !dbg !43
  %.180 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.163, i32 0, i32 0, !dbg !43
  store i64 %.179, i64* %.180, align 8, !dbg !43
  %.182 = sub nsw i64 %.172, 1, !dbg !43
  store i64 %.182, i64* %.171, align 8, !dbg !43
  %.184 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.166, i32 0, i32 2, !dbg !43
  %.185 = load i64, i64* %.184, align 8, !dbg !43
  %.186 = add i64 %.179, %.185, !dbg !43
  %.187 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.166, i32 0, i32 0, !dbg !43
  %.188 = load i64*, i64** %.187, align 8, !dbg !43
  store i64 %.186, i64* %.188, align 8, !dbg !43
  br label %B56.endif, !dbg !43

B56.endif:                                        ; preds = %B56.if, %B56
  %.191 = load { i64, i1 }, { i64, i1 }* %.163, align 8, !dbg !43
  %extracted.first = extractvalue { i64, i1 } %.191, 0, !dbg !43
  %extracted.second = extractvalue { i64, i1 } %.191, 1, !dbg !43
  %.193 = load { i64, i1 }, { i64, i1 }* %"$56for_iter.1", align 8, !dbg !43
  %extracted.first.1 = extractvalue { i64, i1 } %.193, 0
  %extracted.second.1 = extractvalue { i64, i1 } %.193, 1
  store { i64, i1 } %.191, { i64, i1 }* %"$56for_iter.1", align 8, !dbg !43
  %.195 = load { i64, i1 }, { i64, i1 }* %"$56for_iter.1", align 8, !dbg !43
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.196, align 8
  store { i64, i1 } %.195, { i64, i1 }* %.196, align 8, !dbg !43
  %.200 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.196, i32 0, i32 0, !dbg !43
  %.201 = load i64, i64* %.200, align 8, !dbg !43
  %.203 = load i64, i64* %"$56for_iter.2", align 8, !dbg !43
  store i64 %.201, i64* %"$56for_iter.2", align 8, !dbg !43
  %.205 = load { i64, i1 }, { i64, i1 }* %"$56for_iter.1", align 8, !dbg !43
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.206, align 8
  store { i64, i1 } %.205, { i64, i1 }* %.206, align 8, !dbg !43
  %.210 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.206, i32 0, i32 1, !dbg !43
  %.211 = load i1, i1* %.210, align 1, !dbg !43
  %.213 = load i1, i1* %"$56for_iter.3", align 1, !dbg !43
  store i1 %.211, i1* %"$56for_iter.3", align 1, !dbg !43
  %.215 = load i64, i64* %"$56for_iter.2", align 8, !dbg !43
  %.217 = load i64, i64* %"$phi58.1", align 8, !dbg !43
  store i64 %.215, i64* %"$phi58.1", align 8, !dbg !43
  %.219 = load { i64, i1 }, { i64, i1 }* %"$56for_iter.1", align 8, !dbg !43
  %extracted.first.2 = extractvalue { i64, i1 } %.219, 0
  %extracted.second.2 = extractvalue { i64, i1 } %.219, 1
  store { i64, i1 } zeroinitializer, { i64, i1 }* %"$56for_iter.1", align 8, !dbg !43
  %.221 = load i64, i64* %"$56for_iter.2", align 8, !dbg !43
  store i64 0, i64* %"$56for_iter.2", align 8, !dbg !43
  %.223 = load i1, i1* %"$56for_iter.3", align 1, !dbg !43
  br i1 %.223, label %B58, label %B138, !dbg !43

for.cond:                                         ; preds = %for.body, %B58
  %loop.index = phi i64 [ 0, %B58 ], [ %.295, %for.body ], !dbg !47
  %.291 = icmp slt i64 %loop.index, 1, !dbg !47
  br i1 %.291, label %for.body, label %for.end, !dbg !47

for.body:                                         ; preds = %for.cond
  %.293 = call double @llvm.cos.f64(double %.285), !dbg !47
  store double %.293, double* %.288, align 8, !dbg !47
  %.295 = add nsw i64 %loop.index, 1, !dbg !47
  br label %for.cond, !dbg !47

for.end:                                          ; preds = %for.cond
  %.297 = load double, double* %.288, align 8, !dbg !47
  %.299 = load double, double* %"$114call.13", align 8, !dbg !47
  store double %.297, double* %"$114call.13", align 8, !dbg !47
  %.301 = load double, double* %a, align 8
  %.302 = load double, double* %"$114call.13", align 8, !dbg !47
  %.303 = fmul double %.301, %.302, !dbg !47
  %.305 = load double, double* %"$binop_mul124.14", align 8, !dbg !47
  store double %.303, double* %"$binop_mul124.14", align 8, !dbg !47
  %.307 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %out, align 8
  %.308 = load double, double* %"$binop_mul124.14", align 8, !dbg !47
  %.309 = load i64, i64* %i, align 8, !dbg !47
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.310, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.307, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.310, align 8, !dbg !47
  %.314 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.310, i32 0, i32 5, !dbg !47
  %.315 = getelementptr inbounds [1 x i64], [1 x i64]* %.314, i32 0, i32 0, !dbg !47
  %.316 = load i64, i64* %.315, align 8, !dbg !47, !range !44
  %.317 = insertvalue [1 x i64] undef, i64 %.316, 0, !dbg !47
  %.318 = extractvalue [1 x i64] %.317, 0, !dbg !47
  %.319 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.310, i32 0, i32 6, !dbg !47
  %.320 = load [1 x i64], [1 x i64]* %.319, align 8, !dbg !47
  %.321 = extractvalue [1 x i64] %.320, 0, !dbg !47
  %.322 = icmp slt i64 %.309, 0, !dbg !47
  %.323 = add i64 %.309, %.318, !dbg !47
  %.324 = select i1 %.322, i64 %.323, i64 %.309, !dbg !47
  %.325 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.310, i32 0, i32 5, !dbg !47
  %.326 = getelementptr inbounds [1 x i64], [1 x i64]* %.325, i32 0, i32 0, !dbg !47
  %.327 = load i64, i64* %.326, align 8, !dbg !47, !range !44
  %.328 = insertvalue [1 x i64] undef, i64 %.327, 0, !dbg !47
  %.329 = extractvalue [1 x i64] %.328, 0, !dbg !47
  %.330 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.310, i32 0, i32 6, !dbg !47
  %.331 = load [1 x i64], [1 x i64]* %.330, align 8, !dbg !47
  %.332 = extractvalue [1 x i64] %.331, 0, !dbg !47
  %.333 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.310, i32 0, i32 4, !dbg !47
  %.334 = load double*, double** %.333, align 8, !dbg !47
  %.335 = mul i64 %.324, 1, !dbg !47
  %.336 = add i64 0, %.335, !dbg !47
  %.337 = getelementptr double, double* %.334, i64 %.336, !dbg !47
  store double %.308, double* %.337, align 8, !dbg !47
  %.339 = load i64, i64* %"$phi58.1", align 8, !dbg !47
  store i64 0, i64* %"$phi58.1", align 8, !dbg !47
  %.341 = load i8*, i8** %"$62load_global.3", align 8, !dbg !47
  store i8* null, i8** %"$62load_global.3", align 8, !dbg !47
  %.343 = load double, double* %"$90binary_subscr.9", align 8, !dbg !47
  store double 0.000000e+00, double* %"$90binary_subscr.9", align 8, !dbg !47
  %.345 = load double, double* %"$binop_mul100.10", align 8, !dbg !47
  store double 0.000000e+00, double* %"$binop_mul100.10", align 8, !dbg !47
  %.347 = load double, double* %"$binop_add106.12", align 8, !dbg !47
  store double 0.000000e+00, double* %"$binop_add106.12", align 8, !dbg !47
  %.349 = load i8*, i8** %"$74load_attr.5", align 8, !dbg !47
  store i8* null, i8** %"$74load_attr.5", align 8, !dbg !47
  %.351 = load double, double* %"$114call.13", align 8, !dbg !47
  store double 0.000000e+00, double* %"$114call.13", align 8, !dbg !47
  %.353 = load i64, i64* %i, align 8, !dbg !47
  store i64 0, i64* %i, align 8, !dbg !47
  %.355 = load double, double* %"$binop_mul124.14", align 8, !dbg !47
  store double 0.000000e+00, double* %"$binop_mul124.14", align 8, !dbg !47
  br label %B56, !dbg !47
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.cos.f64(double) #1

define i8* @_ZN7cpython13numba_kernels4waveB2v6B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* %py_closure, i8* %py_args, i8* %py_kws) {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = alloca i8*, align 8
  %.8 = alloca i8*, align 8
  %.9 = alloca i8*, align 8
  %.10 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.const.wave, i32 0, i32 0), i64 5, i64 5, i8** %.5, i8** %.6, i8** %.7, i8** %.8, i8** %.9)
  %.11 = icmp eq i32 %.10, 0
  %.52 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.52, align 8
  %.75 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.75, align 8
  %.97 = alloca i8*, align 8
  store i8* null, i8** %.97, align 8
  %excinfo = alloca { i8*, i32, i8* }*, align 8
  store { i8*, i32, i8* }* null, { i8*, i32, i8* }** %excinfo, align 8
  br i1 %.11, label %entry.if, label %entry.endif, !prof !45

entry.if:                                         ; preds = %entry
  ret i8* null

entry.endif:                                      ; preds = %entry
  %.15 = load i8*, i8** @_ZN08NumbaEnv13numba_kernels4waveB2v6B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = ptrtoint i8* %.15 to i64
  %.17 = add i64 %.16, 16
  %.18 = inttoptr i64 %.17 to i8*
  %.19 = bitcast i8* %.18 to { i8*, i8* }*
  %.20 = icmp eq i8* null, %.15
  br i1 %.20, label %entry.endif.if, label %entry.endif.endif, !prof !45

arg.end:                                          ; preds = %arg0.err, %entry.endif.endif.if
  ret i8* null

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* @PyExc_RuntimeError, i8* getelementptr inbounds ([182 x i8], [182 x i8]* @".const.missing Environment: _ZN08NumbaEnv13numba_kernels4waveB2v6B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i32 0, i32 0))
  ret i8* null

entry.endif.endif:                                ; preds = %entry.endif
  %.24 = load i8*, i8** %.5, align 8
  %.25 = call i8* @PyNumber_Float(i8* %.24)
  %.26 = call double @PyFloat_AsDouble(i8* %.25)
  call void @Py_DecRef(i8* %.25)
  %.28 = call i8* @PyErr_Occurred()
  %.29 = icmp ne i8* null, %.28
  br i1 %.29, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !45

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  br label %arg.end

entry.endif.endif.endif:                          ; preds = %entry.endif.endif
  %.33 = load i8*, i8** %.6, align 8
  %.34 = call i8* @PyNumber_Float(i8* %.33)
  %.35 = call double @PyFloat_AsDouble(i8* %.34)
  call void @Py_DecRef(i8* %.34)
  %.37 = call i8* @PyErr_Occurred()
  %.38 = icmp ne i8* null, %.37
  br i1 %.38, label %entry.endif.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !45

arg0.err:                                         ; preds = %arg1.err, %entry.endif.endif.endif.if
  br label %arg.end

entry.endif.endif.endif.if:                       ; preds = %entry.endif.endif.endif
  br label %arg0.err

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.42 = load i8*, i8** %.7, align 8
  %.43 = call i8* @PyNumber_Float(i8* %.42)
  %.44 = call double @PyFloat_AsDouble(i8* %.43)
  call void @Py_DecRef(i8* %.43)
  %.46 = call i8* @PyErr_Occurred()
  %.47 = icmp ne i8* null, %.46
  br i1 %.47, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif, !prof !45

arg1.err:                                         ; preds = %arg2.err, %entry.endif.endif.endif.endif.if
  br label %arg0.err

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  br label %arg1.err

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %.51 = load i8*, i8** %.8, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.52, align 8
  %.55 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.52 to i8*
  %.56 = call i32 @NRT_adapt_ndarray_from_python(i8* %.51, i8* %.55)
  %.57 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.52, i32 0, i32 3
  %.58 = load i64, i64* %.57, align 8
  %.59 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.52, i32 0, i32 3
  %.60 = load i64, i64* %.59, align 8
  %.61 = icmp ne i64 %.60, 8
  %.62 = icmp ne i32 0, %.56
  %.63 = or i1 %.62, %.61
  br i1 %.63, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !45

arg2.err:                                         ; preds = %arg3.err, %entry.endif.endif.endif.endif.endif.endif.if
  br label %arg1.err

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i32 0, i32 0))
  br label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif
  %.67 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.52, align 8
  br i1 %.63, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif, !prof !45

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  br label %arg2.err

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.74 = load i8*, i8** %.9, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.75, align 8
  %.78 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.75 to i8*
  %.79 = call i32 @NRT_adapt_ndarray_from_python(i8* %.74, i8* %.78)
  %.80 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.75, i32 0, i32 3
  %.81 = load i64, i64* %.80, align 8
  %.82 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.75, i32 0, i32 3
  %.83 = load i64, i64* %.82, align 8
  %.84 = icmp ne i64 %.83, 8
  %.85 = icmp ne i32 0, %.79
  %.86 = or i1 %.85, %.84
  br i1 %.86, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif, !prof !45

arg3.err:                                         ; preds = %entry.endif.endif.endif.e...if
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.67, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.67, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.67, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.67, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.67, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.67, 5
  %.70 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.67, 6
  %.71 = extractvalue [1 x i64] %extracted.strides, 0
  call void @NRT_decref(i8* %extracted.meminfo)
  br label %arg2.err

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i32 0, i32 0))
  br label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif
  %.90 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.75, align 8
  br i1 %.86, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !45

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  br label %arg3.err

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  store i8* null, i8** %.97, align 8
  %extracted.meminfo.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.67, 0
  %extracted.parent.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.67, 1
  %extracted.nitems.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.67, 2
  %extracted.itemsize.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.67, 3
  %extracted.data.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.67, 4
  %extracted.shape.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.67, 5
  %.101 = extractvalue [1 x i64] %extracted.shape.2, 0
  %extracted.strides.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.67, 6
  %.102 = extractvalue [1 x i64] %extracted.strides.2, 0
  %extracted.meminfo.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.90, 0
  %extracted.parent.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.90, 1
  %extracted.nitems.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.90, 2
  %extracted.itemsize.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.90, 3
  %extracted.data.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.90, 4
  %extracted.shape.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.90, 5
  %.103 = extractvalue [1 x i64] %extracted.shape.3, 0
  %extracted.strides.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.90, 6
  %.104 = extractvalue [1 x i64] %extracted.strides.3, 0
  %.105 = call i32 @_ZN13numba_kernels4waveB2v6B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8** %.97, { i8*, i32, i8* }** %excinfo, double %.26, double %.35, double %.44, i8* %extracted.meminfo.2, i8* %extracted.parent.2, i64 %extracted.nitems.2, i64 %extracted.itemsize.2, double* %extracted.data.2, i64 %.101, i64 %.102, i8* %extracted.meminfo.3, i8* %extracted.parent.3, i64 %extracted.nitems.3, i64 %extracted.itemsize.3, double* %extracted.data.3, i64 %.103, i64 %.104) #0
  %.106 = load { i8*, i32, i8* }*, { i8*, i32, i8* }** %excinfo, align 8
  %.107 = icmp eq i32 %.105, 0
  %.108 = icmp eq i32 %.105, -2
  %.109 = icmp eq i32 %.105, -1
  %.110 = icmp eq i32 %.105, -3
  %.111 = or i1 %.107, %.108
  %.112 = xor i1 %.111, true
  %.113 = icmp sge i32 %.105, 1
  %.114 = select i1 %.113, { i8*, i32, i8* }* %.106, { i8*, i32, i8* }* undef
  %.115 = load i8*, i8** %.97, align 8
  %extracted.meminfo.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.67, 0
  %extracted.parent.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.67, 1
  %extracted.nitems.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.67, 2
  %extracted.itemsize.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.67, 3
  %extracted.data.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.67, 4
  %extracted.shape.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.67, 5
  %.116 = extractvalue [1 x i64] %extracted.shape.4, 0
  %extracted.strides.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.67, 6
  %.117 = extractvalue [1 x i64] %extracted.strides.4, 0
  call void @NRT_decref(i8* %extracted.meminfo.4)
  %extracted.meminfo.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.90, 0
  %extracted.parent.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.90, 1
  %extracted.nitems.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.90, 2
  %extracted.itemsize.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.90, 3
  %extracted.data.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.90, 4
  %extracted.shape.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.90, 5
  %.119 = extractvalue [1 x i64] %extracted.shape.5, 0
  %extracted.strides.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.90, 6
  %.120 = extractvalue [1 x i64] %extracted.strides.5, 0
  call void @NRT_decref(i8* %extracted.meminfo.5)
  br i1 %.111, label %entry.endif.endif.endif.e...endif.if, label %entry.endif.endif.endif.e...endif.endif, !prof !49

entry.endif.endif.endif.e...endif.if:             ; preds = %entry.endif.endif.endif.e...endif
  br i1 %.108, label %entry.endif.endif.endif.e...endif.if.if, label %entry.endif.endif.endif.e...endif.if.endif

entry.endif.endif.endif.e...endif.endif:          ; preds = %entry.endif.endif.endif.e...endif
  br i1 %.113, label %entry.endif.endif.endif.e...endif.endif.if, label %entry.endif.endif.endif.e...endif.endif.endif

entry.endif.endif.endif.e...endif.if.if:          ; preds = %entry.endif.endif.endif.e...endif.if
  call void @Py_IncRef(i8* @_Py_NoneStruct)
  ret i8* @_Py_NoneStruct

entry.endif.endif.endif.e...endif.if.endif:       ; preds = %entry.endif.endif.endif.e...endif.if
  call void @Py_IncRef(i8* @_Py_NoneStruct)
  ret i8* @_Py_NoneStruct

.128:                                             ; preds = %entry.endif.endif.endif.e...endif.1, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...endif.endif.endif.if, %entry.endif.endif.endif.e...endif.endif.if.endif
  ret i8* null

entry.endif.endif.endif.e...endif.endif.if:       ; preds = %entry.endif.endif.endif.e...endif.endif
  call void @PyErr_Clear()
  %.131 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.114, align 8
  %.132 = extractvalue { i8*, i32, i8* } %.131, 0
  %.133 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.114, align 8
  %.134 = extractvalue { i8*, i32, i8* } %.133, 1
  %.135 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.114, align 8
  %.136 = extractvalue { i8*, i32, i8* } %.135, 2
  %.137 = call i8* @numba_unpickle(i8* %.132, i32 %.134, i8* %.136)
  %.138 = icmp ne i8* null, %.137
  br i1 %.138, label %entry.endif.endif.endif.e...endif.endif.if.if, label %entry.endif.endif.endif.e...endif.endif.if.endif, !prof !49

entry.endif.endif.endif.e...endif.endif.endif:    ; preds = %entry.endif.endif.endif.e...endif.endif
  br i1 %.110, label %entry.endif.endif.endif.e...endif.endif.endif.if, label %entry.endif.endif.endif.e...endif.endif.endif.endif

entry.endif.endif.endif.e...endif.endif.if.if:    ; preds = %entry.endif.endif.endif.e...endif.endif.if
  call void @numba_do_raise(i8* %.137)
  br label %entry.endif.endif.endif.e...endif.endif.if.endif

entry.endif.endif.endif.e...endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif.endif.if.if, %entry.endif.endif.endif.e...endif.endif.if
  br label %.128

entry.endif.endif.endif.e...endif.endif.endif.if: ; preds = %entry.endif.endif.endif.e...endif.endif.endif
  call void @PyErr_SetNone(i8* @PyExc_StopIteration)
  br label %.128

entry.endif.endif.endif.e...endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.e...endif.endif.endif
  br i1 %.109, label %entry.endif.endif.endif.e...if.1, label %entry.endif.endif.endif.e...endif.1

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.e...endif.endif.endif.endif
  br label %.128

entry.endif.endif.endif.e...endif.1:              ; preds = %entry.endif.endif.endif.e...endif.endif.endif.endif
  call void @PyErr_SetString(i8* @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i32 0, i32 0))
  br label %.128
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...)

declare void @PyErr_SetString(i8*, i8*)

declare i8* @PyNumber_Float(i8*)

declare double @PyFloat_AsDouble(i8*)

declare void @Py_DecRef(i8*)

declare i8* @PyErr_Occurred()

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture)

declare void @Py_IncRef(i8*)

declare void @PyErr_Clear()

declare i8* @numba_unpickle(i8*, i32, i8*)

declare void @numba_do_raise(i8*)

declare void @PyErr_SetNone(i8*)

define i8* @cfunc._ZN13numba_kernels4waveB2v6B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double %.1, double %.2, double %.3, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.4, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.5) {
entry:
  %.7 = alloca i8*, align 8
  store i8* null, i8** %.7, align 8
  store i8* null, i8** %.7, align 8
  %excinfo = alloca { i8*, i32, i8* }*, align 8
  store { i8*, i32, i8* }* null, { i8*, i32, i8* }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.4, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.4, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.4, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.4, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.4, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.4, 5
  %.11 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.4, 6
  %.12 = extractvalue [1 x i64] %extracted.strides, 0
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.5, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.5, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.5, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.5, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.5, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.5, 5
  %.13 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.5, 6
  %.14 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.15 = call i32 @_ZN13numba_kernels4waveB2v6B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8** %.7, { i8*, i32, i8* }** %excinfo, double %.1, double %.2, double %.3, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.11, i64 %.12, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, double* %extracted.data.1, i64 %.13, i64 %.14) #0
  %.16 = load { i8*, i32, i8* }*, { i8*, i32, i8* }** %excinfo, align 8
  %.17 = icmp eq i32 %.15, 0
  %.18 = icmp eq i32 %.15, -2
  %.19 = icmp eq i32 %.15, -1
  %.20 = icmp eq i32 %.15, -3
  %.21 = or i1 %.17, %.18
  %.22 = xor i1 %.21, true
  %.23 = icmp sge i32 %.15, 1
  %.24 = select i1 %.23, { i8*, i32, i8* }* %.16, { i8*, i32, i8* }* undef
  %.25 = load i8*, i8** %.7, align 8
  %.27 = alloca i32, align 4
  store i32 0, i32* %.27, align 4
  br i1 %.22, label %entry.if, label %entry.endif, !prof !45

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(i32* %.27)
  br i1 %.23, label %entry.if.if, label %entry.if.endif

entry.endif:                                      ; preds = %.30, %entry
  ret i8* %.25

.30:                                              ; preds = %entry.if.endif.endif.endif, %entry.if.endif.endif.if, %entry.if.endif.if, %entry.if.if.endif
  %.52 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fffde7d9810>", i32 0, i32 0))
  call void @PyErr_WriteUnraisable(i8* %.52)
  call void @Py_DecRef(i8* %.52)
  call void @numba_gil_release(i32* %.27)
  br label %entry.endif

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.33 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.24, align 8
  %.34 = extractvalue { i8*, i32, i8* } %.33, 0
  %.35 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.24, align 8
  %.36 = extractvalue { i8*, i32, i8* } %.35, 1
  %.37 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.24, align 8
  %.38 = extractvalue { i8*, i32, i8* } %.37, 2
  %.39 = call i8* @numba_unpickle(i8* %.34, i32 %.36, i8* %.38)
  %.40 = icmp ne i8* null, %.39
  br i1 %.40, label %entry.if.if.if, label %entry.if.if.endif, !prof !49

entry.if.endif:                                   ; preds = %entry.if
  br i1 %.20, label %entry.if.endif.if, label %entry.if.endif.endif

entry.if.if.if:                                   ; preds = %entry.if.if
  call void @numba_do_raise(i8* %.39)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if, %entry.if.if
  br label %.30

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* @PyExc_StopIteration)
  br label %.30

entry.if.endif.endif:                             ; preds = %entry.if.endif
  br i1 %.19, label %entry.if.endif.endif.if, label %entry.if.endif.endif.endif

entry.if.endif.endif.if:                          ; preds = %entry.if.endif.endif
  br label %.30

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif.endif
  call void @PyErr_SetString(i8* @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.1", i32 0, i32 0))
  br label %.30
}

declare void @numba_gil_ensure(i32*)

declare i8* @PyUnicode_FromString(i8*)

declare void @PyErr_WriteUnraisable(i8*)

declare void @numba_gil_release(i32*)

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) #0 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %.3.if, label %.3.endif, !prof !45

.3.if:                                            ; preds = %.3
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.5.i = sub i64 %.4.i, 1
  %.10 = icmp eq i64 %.5.i, 0
  br i1 %.10, label %.3.endif.if, label %.3.endif.endif, !prof !45

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  call void @NRT_MemInfo_call_dtor(i8* %.1)
  br label %.3.endif.endif

.3.endif.endif:                                   ; preds = %.3.endif.if, %.3.endif
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*)

attributes #0 = { noinline }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang (Numba)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "numba_kernels.py", directory: "/tmp/irfix-numba")
!2 = !{i32 2, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "wave", linkageName: "_ZN13numba_kernels4waveB2v6B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{!7, !10, !18, !18, !18, !19, !34}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "i8", size: 8, encoding: DW_ATE_unsigned)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Anonymous struct ({i8*, i32, i8*})", size: 160, elements: !13, identifier: "{i8*, i32, i8*}")
!13 = !{!14, !15, !17}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "<field 0>", baseType: !8, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "<field 1>", baseType: !16, size: 32, offset: 64)
!16 = !DIBasicType(name: "i32", size: 32, encoding: DW_ATE_unsigned)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "<field 2>", baseType: !8, size: 64, offset: 96)
!18 = !DIBasicType(name: "float64", size: 64, encoding: DW_ATE_float)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !20, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!20 = !{!21, !22, !23, !25, !26, !28, !33}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "meminfo", baseType: !8, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "parent", baseType: !8, size: 64, offset: 64)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "nitems", baseType: !24, size: 64, offset: 128)
!24 = !DIBasicType(name: "int64", size: 64, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "itemsize", baseType: !24, size: 64, offset: 192)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "data", baseType: !27, size: 64, offset: 256)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "shape", baseType: !29, size: 64, offset: 320)
!29 = !DICompositeType(tag: DW_TAG_array_type, name: "UniTuple(int64 x 1) ([1 x i64])", baseType: !30, size: 64, elements: !31, identifier: "[1 x i64]")
!30 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_unsigned)
!31 = !{!32}
!32 = !DISubrange(count: 1)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "strides", baseType: !29, size: 64, offset: 384)
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !20, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!35 = !DILocalVariable(name: "a", arg: 1, scope: !4, file: !1, line: 23, type: !18)
!36 = !DILocation(line: 23, column: 1, scope: !4)
!37 = !DILocalVariable(name: "w", arg: 2, scope: !4, file: !1, line: 23, type: !18)
!38 = !DILocalVariable(name: "p", arg: 3, scope: !4, file: !1, line: 23, type: !18)
!39 = !DILocalVariable(name: "t", arg: 4, scope: !4, file: !1, line: 23, type: !40)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !20, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!41 = !DILocalVariable(name: "out", arg: 5, scope: !4, file: !1, line: 23, type: !42)
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !20, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!43 = !DILocation(line: 24, column: 1, scope: !4)
!44 = !{i64 0, i64 9223372036854775807}
!45 = !{!"branch_weights", i32 1, i32 99}
!46 = !DILocalVariable(name: "i", scope: !4, file: !1, line: 24, type: !24)
!47 = !DILocation(line: 25, column: 1, scope: !4)
!48 = !{i1 true}
!49 = !{!"branch_weights", i32 99, i32 1}
