; ModuleID = 'wave'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.const.pickledata.140736929049472 = internal constant [76 x i8] c"\80\04\95A\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Erange() arg 3 must not be zero\94\85\94N\87\94."
@.const.pickledata.140736929049472.sha1 = internal constant [20 x i8] c"\CA\8E\FB:r\D6\14\FE\87 2\CC\E3\AC2`\07\A3\07'"
@.const.picklebuf.140736929049472 = internal constant { i8*, i32, i8* } { i8* getelementptr inbounds ([76 x i8], [76 x i8]* @.const.pickledata.140736929049472, i32 0, i32 0), i32 76, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140736929049472.sha1, i32 0, i32 0) }
@.const.wave = internal constant [5 x i8] c"wave\00"
@_ZN08NumbaEnv13numba_kernels4waveB2v6B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common global i8* null
@PyExc_RuntimeError = external global i8
@".const.missing Environment: _ZN08NumbaEnv13numba_kernels4waveB2v6B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [166 x i8] c"missing Environment: _ZN08NumbaEnv13numba_kernels4waveB2v6B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.1" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fffde999990>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fffde999990>\00"

define i32 @_ZN13numba_kernels4waveB2v6B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8** noalias nocapture %retptr, { i8*, i32, i8* }** noalias nocapture %excinfo, double %arg.a, double %arg.w, double %arg.p, i8* %arg.t.0, i8* %arg.t.1, i64 %arg.t.2, i64 %arg.t.3, double* %arg.t.4, i64 %arg.t.5.0, i64 %arg.t.6.0, i8* %arg.out.0, i8* %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, double* %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.6.0) {
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
  %.42 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.42, align 8
  %.52 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.52, align 8
  %.62 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.62, align 8
  %.66 = alloca { i64*, i64, i64, i64* }, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.66, align 8
  %.75 = alloca i64, align 8
  store i64 0, i64* %.75, align 8
  %.78 = alloca i64, align 8
  store i64 0, i64* %.78, align 8
  %try_state = alloca i64, align 8
  store i64 0, i64* %try_state, align 8
  %"$phi56.0" = alloca { i64*, i64, i64, i64* }, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %"$phi56.0", align 8
  %.123 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.123, align 8
  %.126 = alloca { i64*, i64, i64, i64* }, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.126, align 8
  %.152 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.152, align 8
  %.158 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.158, align 8
  %"$phi58.1" = alloca i64, align 8
  store i64 0, i64* %"$phi58.1", align 8
  %.172 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.172, align 8
  %.205 = alloca double, align 8
  store double 0.000000e+00, double* %.205, align 8
  %.207 = alloca double, align 8
  store double 0.000000e+00, double* %.207, align 8
  %.220 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.220, align 8
  br label %B0

B0:                                               ; preds = %entry
  store double %arg.a, double* %a, align 8
  store double %arg.w, double* %w, align 8
  store double %arg.p, double* %p, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.31 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.32 = extractvalue [1 x i64] %extracted.strides, 0
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %t, align 8
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 5
  %.36 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, 6
  %.37 = extractvalue [1 x i64] %extracted.strides.1, 0
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %out, align 8
  %.41 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %t, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.42, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.41, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.42, align 8
  %.46 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.42, i32 0, i32 5
  %.47 = getelementptr inbounds [1 x i64], [1 x i64]* %.46, i32 0, i32 0
  %.48 = load i64, i64* %.47, align 8, !range !0
  %.49 = insertvalue [1 x i64] undef, i64 %.48, 0
  %.50 = extractvalue [1 x i64] %.49, 0
  %.51 = extractvalue [1 x i64] %.49, 0
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.52, align 8
  %.55 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.52, i32 0, i32 0
  store i64 0, i64* %.55, align 8
  %.57 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.52, i32 0, i32 1
  store i64 %.50, i64* %.57, align 8
  %.59 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.52, i32 0, i32 2
  store i64 1, i64* %.59, align 8
  %.61 = load { i64, i64, i64 }, { i64, i64, i64 }* %.52, align 8
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.62, align 8
  store { i64, i64, i64 } %.61, { i64, i64, i64 }* %.62, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.66, align 8
  %.69 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.62, i32 0, i32 0
  %.70 = load i64, i64* %.69, align 8
  %.71 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.62, i32 0, i32 1
  %.72 = load i64, i64* %.71, align 8
  %.73 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.62, i32 0, i32 2
  %.74 = load i64, i64* %.73, align 8
  store i64 %.70, i64* %.75, align 8
  %.80 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.66, i32 0, i32 0
  store i64* %.75, i64** %.80, align 8
  %.82 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.66, i32 0, i32 1
  store i64 %.72, i64* %.82, align 8
  %.84 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.66, i32 0, i32 2
  store i64 %.74, i64* %.84, align 8
  %.86 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.66, i32 0, i32 3
  store i64* %.78, i64** %.86, align 8
  %.88 = sub i64 %.72, %.70
  %.89 = icmp sgt i64 %.88, 0
  %.90 = icmp sgt i64 %.74, 0
  %.91 = xor i1 %.89, %.90
  %.92 = icmp eq i64 %.74, 0
  br i1 %.92, label %B0.if, label %B0.endif, !prof !1

B56:                                              ; preds = %for.end, %B0.endif.endif
  %.122 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %"$phi56.0", align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.123, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.126, align 8
  store { i64*, i64, i64, i64* } %.122, { i64*, i64, i64, i64* }* %.126, align 8
  %.130 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.126, i32 0, i32 3
  %.131 = load i64*, i64** %.130, align 8
  %.132 = load i64, i64* %.131, align 8
  %.133 = icmp sgt i64 %.132, 0
  %.134 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.123, i32 0, i32 1
  store i1 %.133, i1* %.134, align 1
  br i1 %.133, label %B56.if, label %B56.endif

B58:                                              ; preds = %B56.endif
  %.168 = load i64, i64* %"$phi58.1", align 8
  %.169 = load i64, i64* %"$phi58.1", align 8
  store i64 0, i64* %"$phi58.1", align 8
  %.171 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %t, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.172, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.171, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.172, align 8
  %.176 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.172, i32 0, i32 5
  %.177 = getelementptr inbounds [1 x i64], [1 x i64]* %.176, i32 0, i32 0
  %.178 = load i64, i64* %.177, align 8, !range !0
  %.179 = insertvalue [1 x i64] undef, i64 %.178, 0
  %.180 = extractvalue [1 x i64] %.179, 0
  %.181 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.172, i32 0, i32 6
  %.182 = load [1 x i64], [1 x i64]* %.181, align 8
  %.183 = extractvalue [1 x i64] %.182, 0
  %.184 = icmp slt i64 %.168, 0
  %.185 = add i64 %.168, %.180
  %.186 = select i1 %.184, i64 %.185, i64 %.168
  %.187 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.172, i32 0, i32 5
  %.188 = getelementptr inbounds [1 x i64], [1 x i64]* %.187, i32 0, i32 0
  %.189 = load i64, i64* %.188, align 8, !range !0
  %.190 = insertvalue [1 x i64] undef, i64 %.189, 0
  %.191 = extractvalue [1 x i64] %.190, 0
  %.192 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.172, i32 0, i32 6
  %.193 = load [1 x i64], [1 x i64]* %.192, align 8
  %.194 = extractvalue [1 x i64] %.193, 0
  %.195 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.172, i32 0, i32 4
  %.196 = load double*, double** %.195, align 8
  %.197 = mul i64 %.186, 1
  %.198 = add i64 0, %.197
  %.199 = getelementptr double, double* %.196, i64 %.198
  %.200 = load double, double* %.199, align 8
  %.201 = load double, double* %w, align 8
  %.202 = fmul double %.201, %.200
  %.203 = load double, double* %p, align 8
  %.204 = fadd double %.202, %.203
  br label %for.cond

B138:                                             ; preds = %B56.endif
  %.250 = load double, double* %w, align 8
  store double 0.000000e+00, double* %w, align 8
  %.252 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %t, align 8
  %extracted.meminfo.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.252, 0
  %extracted.parent.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.252, 1
  %extracted.nitems.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.252, 2
  %extracted.itemsize.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.252, 3
  %extracted.data.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.252, 4
  %extracted.shape.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.252, 5
  %.253 = extractvalue [1 x i64] %extracted.shape.2, 0
  %extracted.strides.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.252, 6
  %.254 = extractvalue [1 x i64] %extracted.strides.2, 0
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %t, align 8
  %.257 = load double, double* %p, align 8
  store double 0.000000e+00, double* %p, align 8
  %.259 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %out, align 8
  %extracted.meminfo.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.259, 0
  %extracted.parent.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.259, 1
  %extracted.nitems.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.259, 2
  %extracted.itemsize.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.259, 3
  %extracted.data.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.259, 4
  %extracted.shape.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.259, 5
  %.260 = extractvalue [1 x i64] %extracted.shape.3, 0
  %extracted.strides.3 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.259, 6
  %.261 = extractvalue [1 x i64] %extracted.strides.3, 0
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %out, align 8
  %.264 = load double, double* %a, align 8
  store double 0.000000e+00, double* %a, align 8
  %.266 = load i64, i64* %"$phi58.1", align 8
  store i64 0, i64* %"$phi58.1", align 8
  %.268 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %"$phi56.0", align 8
  %extracted.iter.3 = extractvalue { i64*, i64, i64, i64* } %.268, 0
  %extracted.stop.4 = extractvalue { i64*, i64, i64, i64* } %.268, 1
  %extracted.step.4 = extractvalue { i64*, i64, i64, i64* } %.268, 2
  %extracted.count.3 = extractvalue { i64*, i64, i64, i64* } %.268, 3
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %"$phi56.0", align 8
  store i8* null, i8** %retptr, align 8
  ret i32 0

B0.if:                                            ; preds = %B0
  store { i8*, i32, i8* }* @.const.picklebuf.140736929049472, { i8*, i32, i8* }** %excinfo, align 8
  store i64 0, i64* %try_state, align 8
  %.97 = load i64, i64* %try_state, align 8
  %.98 = icmp ugt i64 %.97, 0
  %.99 = load { i8*, i32, i8* }*, { i8*, i32, i8* }** %excinfo, align 8
  ret i32 1, !ret_is_raise !2

B0.endif:                                         ; preds = %B0
  br i1 %.91, label %B0.endif.if, label %B0.endif.else

B0.endif.if:                                      ; preds = %B0.endif
  %.102 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.66, i32 0, i32 3
  %.103 = load i64*, i64** %.102, align 8
  store i64 0, i64* %.103, align 8
  br label %B0.endif.endif

B0.endif.else:                                    ; preds = %B0.endif
  %.106 = srem i64 %.88, %.74
  %.107 = sub i64 0, %.106
  %.108 = select i1 %.89, i64 %.106, i64 %.107
  %.109 = icmp sgt i64 %.108, 0
  %.110 = sdiv i64 %.88, %.74
  %.111 = select i1 %.109, i64 1, i64 0
  %.112 = add i64 %.110, %.111
  %.113 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.66, i32 0, i32 3
  %.114 = load i64*, i64** %.113, align 8
  store i64 %.112, i64* %.114, align 8
  br label %B0.endif.endif

B0.endif.endif:                                   ; preds = %B0.endif.else, %B0.endif.if
  %.117 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.66, align 8
  %extracted.start = extractvalue { i64, i64, i64 } %.61, 0
  %extracted.stop = extractvalue { i64, i64, i64 } %.61, 1
  %extracted.step = extractvalue { i64, i64, i64 } %.61, 2
  %extracted.iter = extractvalue { i64*, i64, i64, i64* } %.117, 0
  %extracted.stop.1 = extractvalue { i64*, i64, i64, i64* } %.117, 1
  %extracted.step.1 = extractvalue { i64*, i64, i64, i64* } %.117, 2
  %extracted.count = extractvalue { i64*, i64, i64, i64* } %.117, 3
  %.119 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %"$phi56.0", align 8
  %extracted.iter.1 = extractvalue { i64*, i64, i64, i64* } %.119, 0
  %extracted.stop.2 = extractvalue { i64*, i64, i64, i64* } %.119, 1
  %extracted.step.2 = extractvalue { i64*, i64, i64, i64* } %.119, 2
  %extracted.count.1 = extractvalue { i64*, i64, i64, i64* } %.119, 3
  store { i64*, i64, i64, i64* } %.117, { i64*, i64, i64, i64* }* %"$phi56.0", align 8
  %extracted.iter.2 = extractvalue { i64*, i64, i64, i64* } %.117, 0
  %extracted.stop.3 = extractvalue { i64*, i64, i64, i64* } %.117, 1
  %extracted.step.3 = extractvalue { i64*, i64, i64, i64* } %.117, 2
  %extracted.count.2 = extractvalue { i64*, i64, i64, i64* } %.117, 3
  br label %B56

B56.if:                                           ; preds = %B56
  %.137 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.126, i32 0, i32 0
  %.138 = load i64*, i64** %.137, align 8
  %.139 = load i64, i64* %.138, align 8
  %.140 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.123, i32 0, i32 0
  store i64 %.139, i64* %.140, align 8
  %.142 = sub nsw i64 %.132, 1
  store i64 %.142, i64* %.131, align 8
  %.144 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.126, i32 0, i32 2
  %.145 = load i64, i64* %.144, align 8
  %.146 = add i64 %.139, %.145
  %.147 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.126, i32 0, i32 0
  %.148 = load i64*, i64** %.147, align 8
  store i64 %.146, i64* %.148, align 8
  br label %B56.endif

B56.endif:                                        ; preds = %B56.if, %B56
  %.151 = load { i64, i1 }, { i64, i1 }* %.123, align 8
  %extracted.first = extractvalue { i64, i1 } %.151, 0
  %extracted.second = extractvalue { i64, i1 } %.151, 1
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.152, align 8
  store { i64, i1 } %.151, { i64, i1 }* %.152, align 8
  %.156 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.152, i32 0, i32 0
  %.157 = load i64, i64* %.156, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.158, align 8
  store { i64, i1 } %.151, { i64, i1 }* %.158, align 8
  %.162 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.158, i32 0, i32 1
  %.163 = load i1, i1* %.162, align 1
  %extracted.first.1 = extractvalue { i64, i1 } %.151, 0
  %extracted.second.1 = extractvalue { i64, i1 } %.151, 1
  %.165 = load i64, i64* %"$phi58.1", align 8
  store i64 %.157, i64* %"$phi58.1", align 8
  br i1 %.163, label %B58, label %B138

for.cond:                                         ; preds = %for.body, %B58
  %loop.index = phi i64 [ 0, %B58 ], [ %.214, %for.body ]
  %.210 = icmp slt i64 %loop.index, 1
  br i1 %.210, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %.212 = call double @llvm.cos.f64(double %.204)
  store double %.212, double* %.207, align 8
  %.214 = add nsw i64 %loop.index, 1
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %.216 = load double, double* %.207, align 8
  %.217 = load double, double* %a, align 8
  %.218 = fmul double %.217, %.216
  %.219 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %out, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.220, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.219, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.220, align 8
  %.224 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.220, i32 0, i32 5
  %.225 = getelementptr inbounds [1 x i64], [1 x i64]* %.224, i32 0, i32 0
  %.226 = load i64, i64* %.225, align 8, !range !0
  %.227 = insertvalue [1 x i64] undef, i64 %.226, 0
  %.228 = extractvalue [1 x i64] %.227, 0
  %.229 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.220, i32 0, i32 6
  %.230 = load [1 x i64], [1 x i64]* %.229, align 8
  %.231 = extractvalue [1 x i64] %.230, 0
  %.232 = icmp slt i64 %.168, 0
  %.233 = add i64 %.168, %.228
  %.234 = select i1 %.232, i64 %.233, i64 %.168
  %.235 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.220, i32 0, i32 5
  %.236 = getelementptr inbounds [1 x i64], [1 x i64]* %.235, i32 0, i32 0
  %.237 = load i64, i64* %.236, align 8, !range !0
  %.238 = insertvalue [1 x i64] undef, i64 %.237, 0
  %.239 = extractvalue [1 x i64] %.238, 0
  %.240 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.220, i32 0, i32 6
  %.241 = load [1 x i64], [1 x i64]* %.240, align 8
  %.242 = extractvalue [1 x i64] %.241, 0
  %.243 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.220, i32 0, i32 4
  %.244 = load double*, double** %.243, align 8
  %.245 = mul i64 %.234, 1
  %.246 = add i64 0, %.245
  %.247 = getelementptr double, double* %.244, i64 %.246
  store double %.218, double* %.247, align 8
  br label %B56
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.cos.f64(double) #0

define i8* @_ZN7cpython13numba_kernels4waveB2v6B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* %py_closure, i8* %py_args, i8* %py_kws) {
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
  br i1 %.11, label %entry.if, label %entry.endif, !prof !1

entry.if:                                         ; preds = %entry
  ret i8* null

entry.endif:                                      ; preds = %entry
  %.15 = load i8*, i8** @_ZN08NumbaEnv13numba_kernels4waveB2v6B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = ptrtoint i8* %.15 to i64
  %.17 = add i64 %.16, 16
  %.18 = inttoptr i64 %.17 to i8*
  %.19 = bitcast i8* %.18 to { i8*, i8* }*
  %.20 = icmp eq i8* null, %.15
  br i1 %.20, label %entry.endif.if, label %entry.endif.endif, !prof !1

arg.end:                                          ; preds = %arg0.err, %entry.endif.endif.if
  ret i8* null

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* @PyExc_RuntimeError, i8* getelementptr inbounds ([166 x i8], [166 x i8]* @".const.missing Environment: _ZN08NumbaEnv13numba_kernels4waveB2v6B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i32 0, i32 0))
  ret i8* null

entry.endif.endif:                                ; preds = %entry.endif
  %.24 = load i8*, i8** %.5, align 8
  %.25 = call i8* @PyNumber_Float(i8* %.24)
  %.26 = call double @PyFloat_AsDouble(i8* %.25)
  call void @Py_DecRef(i8* %.25)
  %.28 = call i8* @PyErr_Occurred()
  %.29 = icmp ne i8* null, %.28
  br i1 %.29, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !1

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  br label %arg.end

entry.endif.endif.endif:                          ; preds = %entry.endif.endif
  %.33 = load i8*, i8** %.6, align 8
  %.34 = call i8* @PyNumber_Float(i8* %.33)
  %.35 = call double @PyFloat_AsDouble(i8* %.34)
  call void @Py_DecRef(i8* %.34)
  %.37 = call i8* @PyErr_Occurred()
  %.38 = icmp ne i8* null, %.37
  br i1 %.38, label %entry.endif.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !1

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
  br i1 %.47, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif, !prof !1

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
  br i1 %.63, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !1

arg2.err:                                         ; preds = %arg3.err, %entry.endif.endif.endif.endif.endif.endif.if
  br label %arg1.err

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i32 0, i32 0))
  br label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif
  %.67 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.52, align 8
  br i1 %.63, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif, !prof !1

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
  br i1 %.86, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif, !prof !1

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
  br i1 %.86, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !1

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
  %.105 = call i32 @_ZN13numba_kernels4waveB2v6B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8** %.97, { i8*, i32, i8* }** %excinfo, double %.26, double %.35, double %.44, i8* %extracted.meminfo.2, i8* %extracted.parent.2, i64 %extracted.nitems.2, i64 %extracted.itemsize.2, double* %extracted.data.2, i64 %.101, i64 %.102, i8* %extracted.meminfo.3, i8* %extracted.parent.3, i64 %extracted.nitems.3, i64 %extracted.itemsize.3, double* %extracted.data.3, i64 %.103, i64 %.104) #1
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
  br i1 %.111, label %entry.endif.endif.endif.e...endif.if, label %entry.endif.endif.endif.e...endif.endif, !prof !3

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
  br i1 %.138, label %entry.endif.endif.endif.e...endif.endif.if.if, label %entry.endif.endif.endif.e...endif.endif.if.endif, !prof !3

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

define i8* @cfunc._ZN13numba_kernels4waveB2v6B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double %.1, double %.2, double %.3, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.4, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.5) {
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
  %.15 = call i32 @_ZN13numba_kernels4waveB2v6B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8** %.7, { i8*, i32, i8* }** %excinfo, double %.1, double %.2, double %.3, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.11, i64 %.12, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, double* %extracted.data.1, i64 %.13, i64 %.14) #1
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
  br i1 %.22, label %entry.if, label %entry.endif, !prof !1

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(i32* %.27)
  br i1 %.23, label %entry.if.if, label %entry.if.endif

entry.endif:                                      ; preds = %.30, %entry
  ret i8* %.25

.30:                                              ; preds = %entry.if.endif.endif.endif, %entry.if.endif.endif.if, %entry.if.endif.if, %entry.if.if.endif
  %.52 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fffde999990>", i32 0, i32 0))
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
  br i1 %.40, label %entry.if.if.if, label %entry.if.if.endif, !prof !3

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
define linkonce_odr void @NRT_decref(i8* %.1) #1 {
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

attributes #0 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { noinline }

!0 = !{i64 0, i64 9223372036854775807}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{i1 true}
!3 = !{!"branch_weights", i32 99, i32 1}
