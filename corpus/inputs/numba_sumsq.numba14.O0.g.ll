; ModuleID = 'sumsq'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.const.sumsq = internal constant [6 x i8] c"sumsq\00"
@_ZN08NumbaEnv13numba_kernels5sumsqB2v7B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE = common global i8* null
@PyExc_RuntimeError = external global i8
@".const.missing Environment: _ZN08NumbaEnv13numba_kernels5sumsqB2v7B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [149 x i8] c"missing Environment: _ZN08NumbaEnv13numba_kernels5sumsqB2v7B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.1" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fffde918450>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fffde918450>\00"

; Function Attrs: noinline
define i32 @_ZN13numba_kernels5sumsqB2v7B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture %retptr, { i8*, i32, i8* }** noalias nocapture %excinfo, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) #0 !dbg !4 {
entry:
  %inserted.meminfo = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } undef, i8* %arg.x.0, 0
  %inserted.parent = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.meminfo, i8* %arg.x.1, 1
  %inserted.nitems = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.parent, i64 %arg.x.2, 2
  %inserted.itemsize = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.nitems, i64 %arg.x.3, 3
  %inserted.data = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.itemsize, double* %arg.x.4, 4
  %.11 = insertvalue [1 x i64] undef, i64 %arg.x.5.0, 0
  %inserted.shape = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.11, 5
  %.12 = insertvalue [1 x i64] undef, i64 %arg.x.6.0, 0
  %inserted.strides = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.12, 6
  %x = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %x, align 8
  %s = alloca double, align 8
  store double 0.000000e+00, double* %s, align 8
  %s.2 = alloca double, align 8
  store double 0.000000e+00, double* %s.2, align 8
  %.29 = alloca { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, align 8
  store { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } zeroinitializer, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.29, align 8
  %.32 = alloca i64, align 8
  store i64 0, i64* %.32, align 8
  %"$10get_iter.2" = alloca { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, align 8
  store { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } zeroinitializer, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %"$10get_iter.2", align 8
  %"$phi12.0" = alloca { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, align 8
  store { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } zeroinitializer, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %"$phi12.0", align 8
  %.73 = alloca { double, i1 }, align 8
  store { double, i1 } zeroinitializer, { double, i1 }* %.73, align 8
  %.76 = alloca { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, align 8
  store { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } zeroinitializer, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.76, align 8
  %.82 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.82, align 8
  %"$12for_iter.1" = alloca { double, i1 }, align 8
  store { double, i1 } zeroinitializer, { double, i1 }* %"$12for_iter.1", align 8
  %.125 = alloca { double, i1 }, align 8
  store { double, i1 } zeroinitializer, { double, i1 }* %.125, align 8
  %"$12for_iter.2" = alloca double, align 8
  store double 0.000000e+00, double* %"$12for_iter.2", align 8
  %.135 = alloca { double, i1 }, align 8
  store { double, i1 } zeroinitializer, { double, i1 }* %.135, align 8
  %"$12for_iter.3" = alloca i1, align 1
  store i1 false, i1* %"$12for_iter.3", align 1
  %"$phi14.1" = alloca double, align 8
  store double 0.000000e+00, double* %"$phi14.1", align 8
  %v = alloca double, align 8
  store double 0.000000e+00, double* %v, align 8
  %"$binop_mul22.5" = alloca double, align 8
  store double 0.000000e+00, double* %"$binop_mul22.5", align 8
  %"$binop_iadd26.6" = alloca double, align 8
  store double 0.000000e+00, double* %"$binop_iadd26.6", align 8
  %s.1 = alloca double, align 8
  store double 0.000000e+00, double* %s.1, align 8
  %"$36return_value.1" = alloca double, align 8
  store double 0.000000e+00, double* %"$36return_value.1", align 8
  br label %B0

B0:                                               ; preds = %entry
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.13 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.14 = extractvalue [1 x i64] %extracted.strides, 0
  call void @NRT_incref(i8* %extracted.meminfo)
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %x, align 8
  call void @llvm.dbg.declare(metadata { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %x, metadata !35, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata double* %s, metadata !38, metadata !DIExpression()), !dbg !39
  %.21 = load double, double* %s, align 8, !dbg !39
  store double 0.000000e+00, double* %s, align 8, !dbg !39
  %.23 = load double, double* %s, align 8, !dbg !39
  call void @llvm.dbg.declare(metadata double* %s.2, metadata !40, metadata !DIExpression()), !dbg !39
  %.26 = load double, double* %s.2, align 8, !dbg !39
  store double %.23, double* %s.2, align 8, !dbg !39
  %.28 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %x, align 8
  store { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } zeroinitializer, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.29, align 8
  store i64 0, i64* %.32, align 8, !dbg !41
  %.35 = getelementptr inbounds { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.29, i32 0, i32 0, !dbg !41
  store i64* %.32, i64** %.35, align 8, !dbg !41
  %.37 = getelementptr inbounds { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.29, i32 0, i32 1, !dbg !41
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.28, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.37, align 8, !dbg !41
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.28, 0, !dbg !41
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.28, 1, !dbg !41
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.28, 2, !dbg !41
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.28, 3, !dbg !41
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.28, 4, !dbg !41
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.28, 5, !dbg !41
  %.39 = extractvalue [1 x i64] %extracted.shape.1, 0, !dbg !41
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.28, 6, !dbg !41
  %.40 = extractvalue [1 x i64] %extracted.strides.1, 0, !dbg !41
  call void @NRT_incref(i8* %extracted.meminfo.1), !dbg !41
  %.42 = load { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.29, align 8, !dbg !41
  %.44 = load { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %"$10get_iter.2", align 8, !dbg !41
  %extracted.index = extractvalue { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.44, 0
  %extracted.array = extractvalue { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.44, 1
  %extracted.meminfo.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array, 0
  %extracted.parent.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array, 1
  %extracted.nitems.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array, 2
  %extracted.itemsize.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array, 3
  %extracted.data.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array, 4
  %extracted.shape.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array, 5
  %.45 = extractvalue [1 x i64] %extracted.shape.2, 0
  %extracted.strides.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array, 6
  %.46 = extractvalue [1 x i64] %extracted.strides.2, 0
  store { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.42, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %"$10get_iter.2", align 8, !dbg !41
  %.49 = load { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %"$10get_iter.2", align 8, !dbg !41
  %extracted.index.1 = extractvalue { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.49, 0, !dbg !41
  %extracted.array.1 = extractvalue { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.49, 1, !dbg !41
  %extracted.meminfo.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.1, 0, !dbg !41
  %extracted.parent.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.1, 1, !dbg !41
  %extracted.nitems.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.1, 2, !dbg !41
  %extracted.itemsize.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.1, 3, !dbg !41
  %extracted.data.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.1, 4, !dbg !41
  %extracted.shape.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.1, 5, !dbg !41
  %.50 = extractvalue [1 x i64] %extracted.shape.3, 0, !dbg !41
  %extracted.strides.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.1, 6, !dbg !41
  %.51 = extractvalue [1 x i64] %extracted.strides.3, 0, !dbg !41
  call void @NRT_incref(i8* %extracted.meminfo.3), !dbg !41
  %.54 = load { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %"$phi12.0", align 8, !dbg !41
  %extracted.index.2 = extractvalue { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.54, 0
  %extracted.array.2 = extractvalue { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.54, 1
  %extracted.meminfo.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.2, 0
  %extracted.parent.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.2, 1
  %extracted.nitems.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.2, 2
  %extracted.itemsize.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.2, 3
  %extracted.data.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.2, 4
  %extracted.shape.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.2, 5
  %.55 = extractvalue [1 x i64] %extracted.shape.4, 0
  %extracted.strides.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.2, 6
  %.56 = extractvalue [1 x i64] %extracted.strides.4, 0
  store { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.49, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %"$phi12.0", align 8, !dbg !41
  %.59 = load double, double* %s, align 8, !dbg !41
  store double 0.000000e+00, double* %s, align 8, !dbg !41
  %.61 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %x, align 8, !dbg !41
  %extracted.meminfo.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.61, 0
  %extracted.parent.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.61, 1
  %extracted.nitems.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.61, 2
  %extracted.itemsize.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.61, 3
  %extracted.data.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.61, 4
  %extracted.shape.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.61, 5
  %.62 = extractvalue [1 x i64] %extracted.shape.5, 0
  %extracted.strides.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.61, 6
  %.63 = extractvalue [1 x i64] %extracted.strides.5, 0
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %x, align 8, !dbg !41
  %.66 = load { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %"$10get_iter.2", align 8, !dbg !41
  %extracted.index.3 = extractvalue { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.66, 0
  %extracted.array.3 = extractvalue { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.66, 1
  %extracted.meminfo.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.3, 0
  %extracted.parent.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.3, 1
  %extracted.nitems.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.3, 2
  %extracted.itemsize.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.3, 3
  %extracted.data.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.3, 4
  %extracted.shape.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.3, 5
  %.67 = extractvalue [1 x i64] %extracted.shape.6, 0
  %extracted.strides.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.3, 6
  %.68 = extractvalue [1 x i64] %extracted.strides.6, 0
  store { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } zeroinitializer, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %"$10get_iter.2", align 8, !dbg !41
  call void @NRT_decref(i8* %extracted.meminfo.2)
  call void @NRT_decref(i8* %extracted.meminfo.4)
  call void @NRT_decref(i8* %extracted.meminfo.5)
  call void @NRT_decref(i8* %extracted.meminfo.6)
  br label %B12, !dbg !41

B12:                                              ; preds = %B14, %B0
  %.72 = load { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %"$phi12.0", align 8, !dbg !41
  store { double, i1 } zeroinitializer, { double, i1 }* %.73, align 8
  store { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } zeroinitializer, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.76, align 8
  store { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.72, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.76, align 8, !dbg !41
  %.80 = getelementptr inbounds { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.76, i32 0, i32 1, !dbg !41
  %.81 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.80, align 8, !dbg !41
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.82, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.81, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.82, align 8, !dbg !41
  %.86 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.82, i32 0, i32 5, !dbg !41
  %.87 = getelementptr inbounds [1 x i64], [1 x i64]* %.86, i32 0, i32 0, !dbg !41
  %.88 = load i64, i64* %.87, align 8, !dbg !41, !range !42
  %.89 = insertvalue [1 x i64] undef, i64 %.88, 0, !dbg !41
  %.90 = extractvalue [1 x i64] %.89, 0, !dbg !41
  %.91 = getelementptr inbounds { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.76, i32 0, i32 0, !dbg !41
  %.92 = load i64*, i64** %.91, align 8, !dbg !41
  %.93 = load i64, i64* %.92, align 8, !dbg !41
  %.94 = icmp slt i64 %.93, %.90, !dbg !41
  %.95 = getelementptr inbounds { double, i1 }, { double, i1 }* %.73, i32 0, i32 1, !dbg !41
  store i1 %.94, i1* %.95, align 1, !dbg !41
  br i1 %.94, label %B12.if, label %B12.endif, !dbg !41

B14:                                              ; preds = %B12.endif
  %.154 = load i1, i1* %"$12for_iter.3", align 1, !dbg !41
  store i1 false, i1* %"$12for_iter.3", align 1, !dbg !41
  %.156 = load double, double* %"$phi14.1", align 8, !dbg !41
  call void @llvm.dbg.declare(metadata double* %v, metadata !43, metadata !DIExpression()), !dbg !41
  %.159 = load double, double* %v, align 8, !dbg !41
  store double %.156, double* %v, align 8, !dbg !41
  %.161 = load double, double* %v, align 8, !dbg !44
  %.162 = load double, double* %v, align 8, !dbg !44
  %.163 = fmul double %.161, %.162, !dbg !44
  %.165 = load double, double* %"$binop_mul22.5", align 8, !dbg !44
  store double %.163, double* %"$binop_mul22.5", align 8, !dbg !44
  %.167 = load double, double* %s.2, align 8, !dbg !44
  %.168 = load double, double* %"$binop_mul22.5", align 8, !dbg !44
  %.169 = fadd double %.167, %.168, !dbg !44
  %.171 = load double, double* %"$binop_iadd26.6", align 8, !dbg !44
  store double %.169, double* %"$binop_iadd26.6", align 8, !dbg !44
  %.173 = load double, double* %"$binop_iadd26.6", align 8, !dbg !44
  call void @llvm.dbg.declare(metadata double* %s.1, metadata !45, metadata !DIExpression()), !dbg !44
  %.176 = load double, double* %s.1, align 8, !dbg !44
  store double %.173, double* %s.1, align 8, !dbg !44
  %.178 = load double, double* %s.1, align 8, !dbg !44
  %.179 = load double, double* %s.2, align 8, !dbg !44
  store double %.178, double* %s.2, align 8, !dbg !44
  %.181 = load double, double* %"$phi14.1", align 8, !dbg !44
  store double 0.000000e+00, double* %"$phi14.1", align 8, !dbg !44
  %.183 = load double, double* %v, align 8, !dbg !44
  store double 0.000000e+00, double* %v, align 8, !dbg !44
  %.185 = load double, double* %"$binop_mul22.5", align 8, !dbg !44
  store double 0.000000e+00, double* %"$binop_mul22.5", align 8, !dbg !44
  %.187 = load double, double* %"$binop_iadd26.6", align 8, !dbg !44
  store double 0.000000e+00, double* %"$binop_iadd26.6", align 8, !dbg !44
  %.189 = load double, double* %s.1, align 8, !dbg !44
  store double 0.000000e+00, double* %s.1, align 8, !dbg !44
  br label %B12, !dbg !44

B34:                                              ; preds = %B12.endif
  %.192 = load double, double* %"$phi14.1", align 8, !dbg !46
  store double 0.000000e+00, double* %"$phi14.1", align 8, !dbg !46
  %.194 = load { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %"$phi12.0", align 8, !dbg !46
  %extracted.index.4 = extractvalue { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.194, 0
  %extracted.array.4 = extractvalue { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.194, 1
  %extracted.meminfo.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.4, 0
  %extracted.parent.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.4, 1
  %extracted.nitems.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.4, 2
  %extracted.itemsize.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.4, 3
  %extracted.data.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.4, 4
  %extracted.shape.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.4, 5
  %.195 = extractvalue [1 x i64] %extracted.shape.7, 0
  %extracted.strides.7 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.4, 6
  %.196 = extractvalue [1 x i64] %extracted.strides.7, 0
  call void @NRT_decref(i8* %extracted.meminfo.7)
  store { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } zeroinitializer, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %"$phi12.0", align 8, !dbg !46
  %.199 = load i1, i1* %"$12for_iter.3", align 1, !dbg !46
  store i1 false, i1* %"$12for_iter.3", align 1, !dbg !46
  %.201 = load double, double* %s.2, align 8, !dbg !46
  %.203 = load double, double* %"$36return_value.1", align 8, !dbg !46
  store double %.201, double* %"$36return_value.1", align 8, !dbg !46
  %.205 = load double, double* %s.2, align 8, !dbg !46
  store double 0.000000e+00, double* %s.2, align 8, !dbg !46
  %.207 = load double, double* %"$36return_value.1", align 8, !dbg !46
  store double %.207, double* %retptr, align 8, !dbg !46
  ret i32 0, !dbg !46

B12.if:                                           ; preds = %B12
  %.98 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.82, i32 0, i32 5, !dbg !41
  %.99 = getelementptr inbounds [1 x i64], [1 x i64]* %.98, i32 0, i32 0, !dbg !41
  %.100 = load i64, i64* %.99, align 8, !dbg !41, !range !42
  %.101 = insertvalue [1 x i64] undef, i64 %.100, 0, !dbg !41
  %.102 = extractvalue [1 x i64] %.101, 0, !dbg !41
  %.103 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.82, i32 0, i32 6, !dbg !41
  %.104 = load [1 x i64], [1 x i64]* %.103, align 8, !dbg !41
  %.105 = extractvalue [1 x i64] %.104, 0, !dbg !41
  %.106 = mul i64 %.105, %.93, !dbg !41
  %.107 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.82, i32 0, i32 4, !dbg !41
  %.108 = load double*, double** %.107, align 8, !dbg !41
  %.109 = ptrtoint double* %.108 to i64, !dbg !41
  %.110 = add i64 %.109, %.106, !dbg !41
  %.111 = inttoptr i64 %.110 to double*, !dbg !41
  %.112 = load double, double* %.111, align 8, !dbg !41
  %.113 = getelementptr inbounds { double, i1 }, { double, i1 }* %.73, i32 0, i32 0, !dbg !41
  store double %.112, double* %.113, align 8, !dbg !41
  %.115 = add nsw i64 %.93, 1, !dbg !41
  %.116 = getelementptr inbounds { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.76, i32 0, i32 0, !dbg !41
  %.117 = load i64*, i64** %.116, align 8, !dbg !41
  store i64 %.115, i64* %.117, align 8, !dbg !41
  br label %B12.endif, !dbg !41

B12.endif:                                        ; preds = %B12.if, %B12
  %.120 = load { double, i1 }, { double, i1 }* %.73, align 8, !dbg !41
  %extracted.first = extractvalue { double, i1 } %.120, 0, !dbg !41
  %extracted.second = extractvalue { double, i1 } %.120, 1, !dbg !41
  %.122 = load { double, i1 }, { double, i1 }* %"$12for_iter.1", align 8, !dbg !41
  %extracted.first.1 = extractvalue { double, i1 } %.122, 0
  %extracted.second.1 = extractvalue { double, i1 } %.122, 1
  store { double, i1 } %.120, { double, i1 }* %"$12for_iter.1", align 8, !dbg !41
  %.124 = load { double, i1 }, { double, i1 }* %"$12for_iter.1", align 8, !dbg !41
  store { double, i1 } zeroinitializer, { double, i1 }* %.125, align 8
  store { double, i1 } %.124, { double, i1 }* %.125, align 8, !dbg !41
  %.129 = getelementptr inbounds { double, i1 }, { double, i1 }* %.125, i32 0, i32 0, !dbg !41
  %.130 = load double, double* %.129, align 8, !dbg !41
  %.132 = load double, double* %"$12for_iter.2", align 8, !dbg !41
  store double %.130, double* %"$12for_iter.2", align 8, !dbg !41
  %.134 = load { double, i1 }, { double, i1 }* %"$12for_iter.1", align 8, !dbg !41
  store { double, i1 } zeroinitializer, { double, i1 }* %.135, align 8
  store { double, i1 } %.134, { double, i1 }* %.135, align 8, !dbg !41
  %.139 = getelementptr inbounds { double, i1 }, { double, i1 }* %.135, i32 0, i32 1, !dbg !41
  %.140 = load i1, i1* %.139, align 1, !dbg !41
  %.142 = load i1, i1* %"$12for_iter.3", align 1, !dbg !41
  store i1 %.140, i1* %"$12for_iter.3", align 1, !dbg !41
  %.144 = load double, double* %"$12for_iter.2", align 8, !dbg !41
  %.146 = load double, double* %"$phi14.1", align 8, !dbg !41
  store double %.144, double* %"$phi14.1", align 8, !dbg !41
  %.148 = load { double, i1 }, { double, i1 }* %"$12for_iter.1", align 8, !dbg !41
  %extracted.first.2 = extractvalue { double, i1 } %.148, 0
  %extracted.second.2 = extractvalue { double, i1 } %.148, 1
  store { double, i1 } zeroinitializer, { double, i1 }* %"$12for_iter.1", align 8, !dbg !41
  %.150 = load double, double* %"$12for_iter.2", align 8, !dbg !41
  store double 0.000000e+00, double* %"$12for_iter.2", align 8, !dbg !41
  %.152 = load i1, i1* %"$12for_iter.3", align 1, !dbg !41
  br i1 %.152, label %B14, label %B34, !dbg !41
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

define i8* @_ZN7cpython13numba_kernels5sumsqB2v7B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* %py_closure, i8* %py_args, i8* %py_kws) {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.const.sumsq, i32 0, i32 0), i64 1, i64 1, i8** %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21, align 8
  %.43 = alloca double, align 8
  store double 0.000000e+00, double* %.43, align 8
  %excinfo = alloca { i8*, i32, i8* }*, align 8
  store { i8*, i32, i8* }* null, { i8*, i32, i8* }** %excinfo, align 8
  br i1 %.7, label %entry.if, label %entry.endif, !prof !47

entry.if:                                         ; preds = %entry
  ret i8* null

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv13numba_kernels5sumsqB2v7B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.12 = ptrtoint i8* %.11 to i64
  %.13 = add i64 %.12, 16
  %.14 = inttoptr i64 %.13 to i8*
  %.15 = bitcast i8* %.14 to { i8*, i8* }*
  %.16 = icmp eq i8* null, %.11
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !47

arg.end:                                          ; preds = %entry.endif.endif.endif.if
  ret i8* null

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* @PyExc_RuntimeError, i8* getelementptr inbounds ([149 x i8], [149 x i8]* @".const.missing Environment: _ZN08NumbaEnv13numba_kernels5sumsqB2v7B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE", i32 0, i32 0))
  ret i8* null

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* %.24)
  %.26 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21, i32 0, i32 3
  %.27 = load i64, i64* %.26, align 8
  %.28 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21, i32 0, i32 3
  %.29 = load i64, i64* %.28, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 0, %.25
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !47

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i32 0, i32 0))
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.36 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21, align 8
  br i1 %.32, label %entry.endif.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !47

entry.endif.endif.endif.if:                       ; preds = %entry.endif.endif.endif
  br label %arg.end

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  store double 0.000000e+00, double* %.43, align 8
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 5
  %.47 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 6
  %.48 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.49 = call i32 @_ZN13numba_kernels5sumsqB2v7B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(double* %.43, { i8*, i32, i8* }** %excinfo, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, double* %extracted.data.1, i64 %.47, i64 %.48) #0
  %.50 = load { i8*, i32, i8* }*, { i8*, i32, i8* }** %excinfo, align 8
  %.51 = icmp eq i32 %.49, 0
  %.52 = icmp eq i32 %.49, -2
  %.53 = icmp eq i32 %.49, -1
  %.54 = icmp eq i32 %.49, -3
  %.55 = or i1 %.51, %.52
  %.56 = xor i1 %.55, true
  %.57 = icmp sge i32 %.49, 1
  %.58 = select i1 %.57, { i8*, i32, i8* }* %.50, { i8*, i32, i8* }* undef
  %.59 = load double, double* %.43, align 8
  %extracted.meminfo.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 0
  %extracted.parent.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 1
  %extracted.nitems.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 2
  %extracted.itemsize.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 3
  %extracted.data.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 4
  %extracted.shape.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 5
  %.60 = extractvalue [1 x i64] %extracted.shape.2, 0
  %extracted.strides.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 6
  %.61 = extractvalue [1 x i64] %extracted.strides.2, 0
  call void @NRT_decref(i8* %extracted.meminfo.2)
  br i1 %.55, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif, !prof !48

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  br i1 %.52, label %entry.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  br i1 %.57, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.if:              ; preds = %entry.endif.endif.endif.endif.if
  call void @Py_IncRef(i8* @_Py_NoneStruct)
  ret i8* @_Py_NoneStruct

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif.if
  %.67 = call i8* @PyFloat_FromDouble(double %.59)
  ret i8* %.67

.69:                                              ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif
  ret i8* null

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.72 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.58, align 8
  %.73 = extractvalue { i8*, i32, i8* } %.72, 0
  %.74 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.58, align 8
  %.75 = extractvalue { i8*, i32, i8* } %.74, 1
  %.76 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.58, align 8
  %.77 = extractvalue { i8*, i32, i8* } %.76, 2
  %.78 = call i8* @numba_unpickle(i8* %.73, i32 %.75, i8* %.77)
  %.79 = icmp ne i8* null, %.78
  br i1 %.79, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.endif, !prof !48

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  br i1 %.54, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  call void @numba_do_raise(i8* %.78)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if, %entry.endif.endif.endif.endif.endif.if
  br label %.69

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* @PyExc_StopIteration)
  br label %.69

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  br i1 %.53, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  br label %.69

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i32 0, i32 0))
  br label %.69
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...)

declare void @PyErr_SetString(i8*, i8*)

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture)

declare void @Py_IncRef(i8*)

declare i8* @PyFloat_FromDouble(double)

declare void @PyErr_Clear()

declare i8* @numba_unpickle(i8*, i32, i8*)

declare void @numba_do_raise(i8*)

declare void @PyErr_SetNone(i8*)

define double @cfunc._ZN13numba_kernels5sumsqB2v7B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8* }*, align 8
  store { i8*, i32, i8* }* null, { i8*, i32, i8* }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 6
  %.8 = extractvalue [1 x i64] %extracted.strides, 0
  %.9 = call i32 @_ZN13numba_kernels5sumsqB2v7B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(double* %.3, { i8*, i32, i8* }** %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 %.8) #0
  %.10 = load { i8*, i32, i8* }*, { i8*, i32, i8* }** %excinfo, align 8
  %.11 = icmp eq i32 %.9, 0
  %.12 = icmp eq i32 %.9, -2
  %.13 = icmp eq i32 %.9, -1
  %.14 = icmp eq i32 %.9, -3
  %.15 = or i1 %.11, %.12
  %.16 = xor i1 %.15, true
  %.17 = icmp sge i32 %.9, 1
  %.18 = select i1 %.17, { i8*, i32, i8* }* %.10, { i8*, i32, i8* }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.16, label %entry.if, label %entry.endif, !prof !47

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(i32* %.21)
  br i1 %.17, label %entry.if.if, label %entry.if.endif

entry.endif:                                      ; preds = %.24, %entry
  ret double %.19

.24:                                              ; preds = %entry.if.endif.endif.endif, %entry.if.endif.endif.if, %entry.if.endif.if, %entry.if.if.endif
  %.46 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fffde918450>", i32 0, i32 0))
  call void @PyErr_WriteUnraisable(i8* %.46)
  call void @Py_DecRef(i8* %.46)
  call void @numba_gil_release(i32* %.21)
  br label %entry.endif

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.27 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.18, align 8
  %.28 = extractvalue { i8*, i32, i8* } %.27, 0
  %.29 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.18, align 8
  %.30 = extractvalue { i8*, i32, i8* } %.29, 1
  %.31 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.18, align 8
  %.32 = extractvalue { i8*, i32, i8* } %.31, 2
  %.33 = call i8* @numba_unpickle(i8* %.28, i32 %.30, i8* %.32)
  %.34 = icmp ne i8* null, %.33
  br i1 %.34, label %entry.if.if.if, label %entry.if.if.endif, !prof !48

entry.if.endif:                                   ; preds = %entry.if
  br i1 %.14, label %entry.if.endif.if, label %entry.if.endif.endif

entry.if.if.if:                                   ; preds = %entry.if.if
  call void @numba_do_raise(i8* %.33)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if, %entry.if.if
  br label %.24

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* @PyExc_StopIteration)
  br label %.24

entry.if.endif.endif:                             ; preds = %entry.if.endif
  br i1 %.13, label %entry.if.endif.endif.if, label %entry.if.endif.endif.endif

entry.if.endif.endif.if:                          ; preds = %entry.if.endif.endif
  br label %.24

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif.endif
  call void @PyErr_SetString(i8* @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.1", i32 0, i32 0))
  br label %.24
}

declare void @numba_gil_ensure(i32*)

declare i8* @PyUnicode_FromString(i8*)

declare void @PyErr_WriteUnraisable(i8*)

declare void @Py_DecRef(i8*)

declare void @numba_gil_release(i32*)

; Function Attrs: noinline
define linkonce_odr void @NRT_incref(i8* %.1) #0 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %.3.if, label %.3.endif, !prof !47

.3.if:                                            ; preds = %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  %.5.i = add i64 %.4.i, 1
  ret void
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) #0 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %.3.if, label %.3.endif, !prof !47

.3.if:                                            ; preds = %.3
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.5.i = sub i64 %.4.i, 1
  %.10 = icmp eq i64 %.5.i, 0
  br i1 %.10, label %.3.endif.if, label %.3.endif.endif, !prof !47

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
!4 = distinct !DISubprogram(name: "sumsq", linkageName: "_ZN13numba_kernels5sumsqB2v7B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{!7, !9, !19}
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
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !20, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!20 = !{!21, !22, !23, !25, !26, !29, !34}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "meminfo", baseType: !14, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "parent", baseType: !14, size: 64, offset: 64)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "nitems", baseType: !24, size: 64, offset: 128)
!24 = !DIBasicType(name: "int64", size: 64, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "itemsize", baseType: !24, size: 64, offset: 192)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "data", baseType: !27, size: 64, offset: 256)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIBasicType(name: "float64", size: 64, encoding: DW_ATE_float)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "shape", baseType: !30, size: 64, offset: 320)
!30 = !DICompositeType(tag: DW_TAG_array_type, name: "UniTuple(int64 x 1) ([1 x i64])", baseType: !31, size: 64, elements: !32, identifier: "[1 x i64]")
!31 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_unsigned)
!32 = !{!33}
!33 = !DISubrange(count: 1)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "strides", baseType: !30, size: 64, offset: 384)
!35 = !DILocalVariable(name: "x", arg: 1, scope: !4, file: !1, line: 30, type: !36)
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !20, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!37 = !DILocation(line: 30, column: 1, scope: !4)
!38 = !DILocalVariable(name: "s", scope: !4, file: !1, line: 31, type: !28)
!39 = !DILocation(line: 31, column: 1, scope: !4)
!40 = !DILocalVariable(name: "s$2", scope: !4, file: !1, line: 31, type: !28)
!41 = !DILocation(line: 32, column: 1, scope: !4)
!42 = !{i64 0, i64 9223372036854775807}
!43 = !DILocalVariable(name: "v", scope: !4, file: !1, line: 32, type: !28)
!44 = !DILocation(line: 33, column: 1, scope: !4)
!45 = !DILocalVariable(name: "s$1", scope: !4, file: !1, line: 33, type: !28)
!46 = !DILocation(line: 34, column: 1, scope: !4)
!47 = !{!"branch_weights", i32 1, i32 99}
!48 = !{!"branch_weights", i32 99, i32 1}
