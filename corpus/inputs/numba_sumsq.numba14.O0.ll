; ModuleID = 'sumsq'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.const.sumsq = internal constant [6 x i8] c"sumsq\00"
@_ZN08NumbaEnv13numba_kernels5sumsqB2v7B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common global i8* null
@PyExc_RuntimeError = external global i8
@".const.missing Environment: _ZN08NumbaEnv13numba_kernels5sumsqB2v7B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [133 x i8] c"missing Environment: _ZN08NumbaEnv13numba_kernels5sumsqB2v7B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.1" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fffde6c8a50>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fffde6c8a50>\00"

define i32 @_ZN13numba_kernels5sumsqB2v7B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture %retptr, { i8*, i32, i8* }** noalias nocapture %excinfo, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) {
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
  %s.2 = alloca double, align 8
  store double 0.000000e+00, double* %s.2, align 8
  %.19 = alloca { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, align 8
  store { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } zeroinitializer, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.19, align 8
  %.22 = alloca i64, align 8
  store i64 0, i64* %.22, align 8
  %"$phi12.0" = alloca { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, align 8
  store { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } zeroinitializer, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %"$phi12.0", align 8
  %.50 = alloca { double, i1 }, align 8
  store { double, i1 } zeroinitializer, { double, i1 }* %.50, align 8
  %.53 = alloca { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, align 8
  store { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } zeroinitializer, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.53, align 8
  %.59 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.59, align 8
  %.98 = alloca { double, i1 }, align 8
  store { double, i1 } zeroinitializer, { double, i1 }* %.98, align 8
  %.104 = alloca { double, i1 }, align 8
  store { double, i1 } zeroinitializer, { double, i1 }* %.104, align 8
  %"$phi14.1" = alloca double, align 8
  store double 0.000000e+00, double* %"$phi14.1", align 8
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
  %.17 = load double, double* %s.2, align 8
  store double 0.000000e+00, double* %s.2, align 8
  store { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } zeroinitializer, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.19, align 8
  store i64 0, i64* %.22, align 8
  %.25 = getelementptr inbounds { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.19, i32 0, i32 0
  store i64* %.22, i64** %.25, align 8
  %.27 = getelementptr inbounds { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.19, i32 0, i32 1
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.27, align 8
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.29 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.30 = extractvalue [1 x i64] %extracted.strides.1, 0
  call void @NRT_incref(i8* %extracted.meminfo.1)
  %.32 = load { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.19, align 8
  %extracted.meminfo.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.33 = extractvalue [1 x i64] %extracted.shape.2, 0
  %extracted.strides.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.34 = extractvalue [1 x i64] %extracted.strides.2, 0
  %extracted.index = extractvalue { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.32, 0
  %extracted.array = extractvalue { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.32, 1
  %extracted.meminfo.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array, 0
  %extracted.parent.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array, 1
  %extracted.nitems.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array, 2
  %extracted.itemsize.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array, 3
  %extracted.data.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array, 4
  %extracted.shape.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array, 5
  %.36 = extractvalue [1 x i64] %extracted.shape.3, 0
  %extracted.strides.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array, 6
  %.37 = extractvalue [1 x i64] %extracted.strides.3, 0
  call void @NRT_incref(i8* %extracted.meminfo.3)
  %.40 = load { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %"$phi12.0", align 8
  %extracted.index.1 = extractvalue { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.40, 0
  %extracted.array.1 = extractvalue { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.40, 1
  %extracted.meminfo.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.1, 0
  %extracted.parent.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.1, 1
  %extracted.nitems.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.1, 2
  %extracted.itemsize.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.1, 3
  %extracted.data.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.1, 4
  %extracted.shape.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.1, 5
  %.41 = extractvalue [1 x i64] %extracted.shape.4, 0
  %extracted.strides.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.1, 6
  %.42 = extractvalue [1 x i64] %extracted.strides.4, 0
  store { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.32, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %"$phi12.0", align 8
  %extracted.index.2 = extractvalue { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.32, 0
  %extracted.array.2 = extractvalue { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.32, 1
  %extracted.meminfo.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.2, 0
  %extracted.parent.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.2, 1
  %extracted.nitems.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.2, 2
  %extracted.itemsize.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.2, 3
  %extracted.data.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.2, 4
  %extracted.shape.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.2, 5
  %.45 = extractvalue [1 x i64] %extracted.shape.5, 0
  %extracted.strides.5 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.2, 6
  %.46 = extractvalue [1 x i64] %extracted.strides.5, 0
  call void @NRT_decref(i8* %extracted.meminfo.2)
  call void @NRT_decref(i8* %extracted.meminfo.4)
  call void @NRT_decref(i8* %extracted.meminfo.5)
  br label %B12

B12:                                              ; preds = %B14, %B0
  %.49 = load { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %"$phi12.0", align 8
  store { double, i1 } zeroinitializer, { double, i1 }* %.50, align 8
  store { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } zeroinitializer, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.53, align 8
  store { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.49, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.53, align 8
  %.57 = getelementptr inbounds { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.53, i32 0, i32 1
  %.58 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.57, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.59, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.58, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.59, align 8
  %.63 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.59, i32 0, i32 5
  %.64 = getelementptr inbounds [1 x i64], [1 x i64]* %.63, i32 0, i32 0
  %.65 = load i64, i64* %.64, align 8, !range !0
  %.66 = insertvalue [1 x i64] undef, i64 %.65, 0
  %.67 = extractvalue [1 x i64] %.66, 0
  %.68 = getelementptr inbounds { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.53, i32 0, i32 0
  %.69 = load i64*, i64** %.68, align 8
  %.70 = load i64, i64* %.69, align 8
  %.71 = icmp slt i64 %.70, %.67
  %.72 = getelementptr inbounds { double, i1 }, { double, i1 }* %.50, i32 0, i32 1
  store i1 %.71, i1* %.72, align 1
  br i1 %.71, label %B12.if, label %B12.endif

B14:                                              ; preds = %B12.endif
  %.114 = load double, double* %"$phi14.1", align 8
  %.115 = load double, double* %"$phi14.1", align 8
  store double 0.000000e+00, double* %"$phi14.1", align 8
  %.117 = fmul double %.114, %.114
  %.118 = load double, double* %s.2, align 8
  %.119 = fadd double %.118, %.117
  %.120 = load double, double* %s.2, align 8
  store double %.119, double* %s.2, align 8
  br label %B12

B34:                                              ; preds = %B12.endif
  %.123 = load double, double* %"$phi14.1", align 8
  store double 0.000000e+00, double* %"$phi14.1", align 8
  %.125 = load { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %"$phi12.0", align 8
  %extracted.index.3 = extractvalue { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.125, 0
  %extracted.array.3 = extractvalue { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } %.125, 1
  %extracted.meminfo.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.3, 0
  %extracted.parent.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.3, 1
  %extracted.nitems.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.3, 2
  %extracted.itemsize.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.3, 3
  %extracted.data.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.3, 4
  %extracted.shape.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.3, 5
  %.126 = extractvalue [1 x i64] %extracted.shape.6, 0
  %extracted.strides.6 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %extracted.array.3, 6
  %.127 = extractvalue [1 x i64] %extracted.strides.6, 0
  call void @NRT_decref(i8* %extracted.meminfo.6)
  store { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } } zeroinitializer, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %"$phi12.0", align 8
  %.130 = load double, double* %s.2, align 8
  %.131 = load double, double* %s.2, align 8
  store double 0.000000e+00, double* %s.2, align 8
  store double %.130, double* %retptr, align 8
  ret i32 0

B12.if:                                           ; preds = %B12
  %.75 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.59, i32 0, i32 5
  %.76 = getelementptr inbounds [1 x i64], [1 x i64]* %.75, i32 0, i32 0
  %.77 = load i64, i64* %.76, align 8, !range !0
  %.78 = insertvalue [1 x i64] undef, i64 %.77, 0
  %.79 = extractvalue [1 x i64] %.78, 0
  %.80 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.59, i32 0, i32 6
  %.81 = load [1 x i64], [1 x i64]* %.80, align 8
  %.82 = extractvalue [1 x i64] %.81, 0
  %.83 = mul i64 %.82, %.70
  %.84 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.59, i32 0, i32 4
  %.85 = load double*, double** %.84, align 8
  %.86 = ptrtoint double* %.85 to i64
  %.87 = add i64 %.86, %.83
  %.88 = inttoptr i64 %.87 to double*
  %.89 = load double, double* %.88, align 8
  %.90 = getelementptr inbounds { double, i1 }, { double, i1 }* %.50, i32 0, i32 0
  store double %.89, double* %.90, align 8
  %.92 = add nsw i64 %.70, 1
  %.93 = getelementptr inbounds { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64*, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.53, i32 0, i32 0
  %.94 = load i64*, i64** %.93, align 8
  store i64 %.92, i64* %.94, align 8
  br label %B12.endif

B12.endif:                                        ; preds = %B12.if, %B12
  %.97 = load { double, i1 }, { double, i1 }* %.50, align 8
  %extracted.first = extractvalue { double, i1 } %.97, 0
  %extracted.second = extractvalue { double, i1 } %.97, 1
  store { double, i1 } zeroinitializer, { double, i1 }* %.98, align 8
  store { double, i1 } %.97, { double, i1 }* %.98, align 8
  %.102 = getelementptr inbounds { double, i1 }, { double, i1 }* %.98, i32 0, i32 0
  %.103 = load double, double* %.102, align 8
  store { double, i1 } zeroinitializer, { double, i1 }* %.104, align 8
  store { double, i1 } %.97, { double, i1 }* %.104, align 8
  %.108 = getelementptr inbounds { double, i1 }, { double, i1 }* %.104, i32 0, i32 1
  %.109 = load i1, i1* %.108, align 1
  %extracted.first.1 = extractvalue { double, i1 } %.97, 0
  %extracted.second.1 = extractvalue { double, i1 } %.97, 1
  %.111 = load double, double* %"$phi14.1", align 8
  store double %.103, double* %"$phi14.1", align 8
  br i1 %.109, label %B14, label %B34
}

define i8* @_ZN7cpython13numba_kernels5sumsqB2v7B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* %py_closure, i8* %py_args, i8* %py_kws) {
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
  br i1 %.7, label %entry.if, label %entry.endif, !prof !1

entry.if:                                         ; preds = %entry
  ret i8* null

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv13numba_kernels5sumsqB2v7B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.12 = ptrtoint i8* %.11 to i64
  %.13 = add i64 %.12, 16
  %.14 = inttoptr i64 %.13 to i8*
  %.15 = bitcast i8* %.14 to { i8*, i8* }*
  %.16 = icmp eq i8* null, %.11
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !1

arg.end:                                          ; preds = %entry.endif.endif.endif.if
  ret i8* null

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* @PyExc_RuntimeError, i8* getelementptr inbounds ([133 x i8], [133 x i8]* @".const.missing Environment: _ZN08NumbaEnv13numba_kernels5sumsqB2v7B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dE5ArrayIdLi1E1C7mutable7alignedE", i32 0, i32 0))
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
  br i1 %.32, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !1

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i32 0, i32 0))
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.36 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21, align 8
  br i1 %.32, label %entry.endif.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !1

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
  %.49 = call i32 @_ZN13numba_kernels5sumsqB2v7B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* %.43, { i8*, i32, i8* }** %excinfo, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, double* %extracted.data.1, i64 %.47, i64 %.48) #0
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
  br i1 %.55, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif, !prof !2

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
  br i1 %.79, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.endif, !prof !2

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

define double @cfunc._ZN13numba_kernels5sumsqB2v7B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) {
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
  %.9 = call i32 @_ZN13numba_kernels5sumsqB2v7B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* %.3, { i8*, i32, i8* }** %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 %.8) #0
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
  br i1 %.16, label %entry.if, label %entry.endif, !prof !1

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(i32* %.21)
  br i1 %.17, label %entry.if.if, label %entry.if.endif

entry.endif:                                      ; preds = %.24, %entry
  ret double %.19

.24:                                              ; preds = %entry.if.endif.endif.endif, %entry.if.endif.endif.if, %entry.if.endif.if, %entry.if.if.endif
  %.46 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fffde6c8a50>", i32 0, i32 0))
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
  br i1 %.34, label %entry.if.if.if, label %entry.if.if.endif, !prof !2

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
  br i1 %.4, label %.3.if, label %.3.endif, !prof !1

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
  br i1 %.4, label %.3.if, label %.3.endif, !prof !1

.3.if:                                            ; preds = %.3
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.5.i = sub i64 %.4.i, 1
  %.10 = icmp eq i64 %.5.i, 0
  br i1 %.10, label %.3.endif.if, label %.3.endif.endif, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  call void @NRT_MemInfo_call_dtor(i8* %.1)
  br label %.3.endif.endif

.3.endif.endif:                                   ; preds = %.3.endif.if, %.3.endif
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*)

attributes #0 = { noinline }

!0 = !{i64 0, i64 9223372036854775807}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!"branch_weights", i32 99, i32 1}
