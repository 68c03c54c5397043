; Instruction-level semantics that C does not reach directly: odd integer
; widths, vectors of i1, funnel shifts, saturating and overflow intrinsics,
; atomics, va_arg, freeze, switch on i128, aggregates in registers.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fx = private constant [9 x i8] c"%s %llx\0A\00"
@fd = private constant [9 x i8] c"%s %lld\0A\00"
@fa = private constant [7 x i8] c"%s %a\0A\00"
@n.i17 = private constant [4 x i8] c"i17\00"
@n.i33 = private constant [4 x i8] c"i33\00"
@n.i65 = private constant [4 x i8] c"i65\00"
@n.vec = private constant [4 x i8] c"vec\00"
@n.fsh = private constant [4 x i8] c"fsh\00"
@n.sat = private constant [4 x i8] c"sat\00"
@n.ovf = private constant [4 x i8] c"ovf\00"
@n.atm = private constant [4 x i8] c"atm\00"
@n.va = private constant [3 x i8] c"va\00"
@n.sw = private constant [3 x i8] c"sw\00"
@n.agg = private constant [4 x i8] c"agg\00"
@n.bit = private constant [4 x i8] c"bit\00"
@n.cnv = private constant [4 x i8] c"cnv\00"
@n.red = private constant [4 x i8] c"red\00"

declare i32 @printf(ptr, ...)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i16 @llvm.fshl.i16(i16, i16, i16)
declare i8 @llvm.sadd.sat.i8(i8, i8)
declare i8 @llvm.ssub.sat.i8(i8, i8)
declare i16 @llvm.uadd.sat.i16(i16, i16)
declare i16 @llvm.usub.sat.i16(i16, i16)
declare <4 x i8> @llvm.sadd.sat.v4i8(<4 x i8>, <4 x i8>)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare { i64, i1 } @llvm.ssub.with.overflow.i64(i64, i64)
declare { i17, i1 } @llvm.sadd.with.overflow.i17(i17, i17)
declare i32 @llvm.bitreverse.i32(i32)
declare i48 @llvm.bswap.i48(i48)
declare i64 @llvm.ctlz.i64(i64, i1)
declare <4 x i32> @llvm.cttz.v4i32(<4 x i32>, i1)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.fptosi.sat.i32.f64(double)
declare i8 @llvm.fptoui.sat.i8.f32(float)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare double @llvm.vector.reduce.fmin.v2f64(<2 x double>)
declare void @llvm.va_start(ptr)
declare void @llvm.va_end(ptr)

define void @px(ptr %n, i64 %v) {
  call i32 (ptr, ...) @printf(ptr @fx, ptr %n, i64 %v)
  ret void
}
define void @pd(ptr %n, i64 %v) {
  call i32 (ptr, ...) @printf(ptr @fd, ptr %n, i64 %v)
  ret void
}
define void @pa(ptr %n, double %v) {
  call i32 (ptr, ...) @printf(ptr @fa, ptr %n, double %v)
  ret void
}

define i64 @vsum(i32 %n, ...) {
entry:
  %ap = alloca [1 x { i32, i32, ptr, ptr }], align 16
  call void @llvm.va_start(ptr %ap)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
  %v = va_arg ptr %ap, i64
  %d = va_arg ptr %ap, double
  %di = fptosi double %d to i64
  %t = add i64 %v, %di
  %s1 = add i64 %s, %t
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  call void @llvm.va_end(ptr %ap)
  ret i64 %s1
}

define i32 @main() {
  ; odd widths
  %a17 = add i17 65535, 65535
  %m17 = mul i17 %a17, 3
  %s17 = ashr i17 %m17, 2
  %x17 = sext i17 %s17 to i64
  call void @pd(ptr @n.i17, i64 %x17)
  %u17 = udiv i17 -1, 7
  %z17 = zext i17 %u17 to i64
  call void @pd(ptr @n.i17, i64 %z17)
  %a33 = sub i33 0, 4294967297
  %r33 = srem i33 %a33, 1000
  %x33 = sext i33 %r33 to i64
  call void @pd(ptr @n.i33, i64 %x33)
  %h33 = lshr i33 %a33, 1
  %y33 = zext i33 %h33 to i64
  call void @px(ptr @n.i33, i64 %y33)
  %a65 = shl i65 1, 64
  %b65 = add i65 %a65, 12345
  %c65 = mul i65 %b65, 3
  %d65 = lshr i65 %c65, 3
  %e65 = trunc i65 %d65 to i64
  call void @px(ptr @n.i65, i64 %e65)
  %f65 = sdiv i65 %a65, -3
  %g65 = trunc i65 %f65 to i64
  call void @px(ptr @n.i65, i64 %g65)

  ; vectors of i1 and bitcasts
  %cmp = icmp sgt <8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 5, i32 6, i32 -7, i32 8>, zeroinitializer
  %bits = bitcast <8 x i1> %cmp to i8
  %bz = zext i8 %bits to i64
  call void @px(ptr @n.vec, i64 %bz)
  %v2 = bitcast <2 x i32> <i32 -1, i32 5> to i64
  call void @px(ptr @n.vec, i64 %v2)
  %v3 = bitcast double 1.5 to <4 x i16>
  %e3 = extractelement <4 x i16> %v3, i32 3
  %e3z = zext i16 %e3 to i64
  call void @px(ptr @n.vec, i64 %e3z)
  %sh = shufflevector <4 x i32> <i32 10, i32 20, i32 30, i32 40>, <4 x i32> <i32 50, i32 60, i32 70, i32 80>, <3 x i32> <i32 7, i32 0, i32 5>
  %shs = extractelement <3 x i32> %sh, i32 2
  %shz = zext i32 %shs to i64
  call void @pd(ptr @n.vec, i64 %shz)
  %ie = insertelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 99, i64 2
  %rx = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %ie)
  %rxz = zext i32 %rx to i64
  call void @pd(ptr @n.red, i64 %rxz)
  %ru = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> <i32 3, i32 -1, i32 7, i32 0>)
  %ruz = zext i32 %ru to i64
  call void @px(ptr @n.red, i64 %ruz)
  %rf = call float @llvm.vector.reduce.fadd.v4f32(float 0.5, <4 x float> <float 1.0, float 0.25, float 1.0e8, float -1.0e8>)
  %rfd = fpext float %rf to double
  call void @pa(ptr @n.red, double %rfd)
  %rm = call double @llvm.vector.reduce.fmin.v2f64(<2 x double> <double 3.0, double -0.5>)
  call void @pa(ptr @n.red, double %rm)

  ; funnel shifts, bit ops
  %f1 = call i32 @llvm.fshl.i32(i32 u0x12345678, i32 u0x9abcdef0, i32 36)
  %f1z = zext i32 %f1 to i64
  call void @px(ptr @n.fsh, i64 %f1z)
  %f2 = call i32 @llvm.fshr.i32(i32 u0x12345678, i32 u0x9abcdef0, i32 12)
  %f2z = zext i32 %f2 to i64
  call void @px(ptr @n.fsh, i64 %f2z)
  %f3 = call i16 @llvm.fshl.i16(i16 u0x8001, i16 u0x8001, i16 1)
  %f3z = zext i16 %f3 to i64
  call void @px(ptr @n.fsh, i64 %f3z)
  %br = call i32 @llvm.bitreverse.i32(i32 1)
  %brz = zext i32 %br to i64
  call void @px(ptr @n.bit, i64 %brz)
  %bs = call i48 @llvm.bswap.i48(i48 u0x123456789abc)
  %bsz = zext i48 %bs to i64
  call void @px(ptr @n.bit, i64 %bsz)
  %cl = call i64 @llvm.ctlz.i64(i64 0, i1 false)
  call void @pd(ptr @n.bit, i64 %cl)
  %ct = call <4 x i32> @llvm.cttz.v4i32(<4 x i32> <i32 8, i32 0, i32 -2147483648, i32 6>, i1 false)
  %ct1 = extractelement <4 x i32> %ct, i32 1
  %ct2 = extractelement <4 x i32> %ct, i32 2
  %ctsum = add i32 %ct1, %ct2
  %ctz = zext i32 %ctsum to i64
  call void @pd(ptr @n.bit, i64 %ctz)
  %ab = call i32 @llvm.abs.i32(i32 -2147483648, i1 false)
  %abz = zext i32 %ab to i64
  call void @px(ptr @n.bit, i64 %abz)

  ; saturating and overflow
  %s1 = call i8 @llvm.sadd.sat.i8(i8 100, i8 100)
  %s1s = sext i8 %s1 to i64
  call void @pd(ptr @n.sat, i64 %s1s)
  %s2 = call i8 @llvm.ssub.sat.i8(i8 -100, i8 100)
  %s2s = sext i8 %s2 to i64
  call void @pd(ptr @n.sat, i64 %s2s)
  %s3 = call i16 @llvm.uadd.sat.i16(i16 65000, i16 1000)
  %s3z = zext i16 %s3 to i64
  call void @pd(ptr @n.sat, i64 %s3z)
  %s4 = call i16 @llvm.usub.sat.i16(i16 5, i16 6)
  %s4z = zext i16 %s4 to i64
  call void @pd(ptr @n.sat, i64 %s4z)
  %s5 = call <4 x i8> @llvm.sadd.sat.v4i8(<4 x i8> <i8 127, i8 -128, i8 5, i8 -5>, <4 x i8> <i8 1, i8 -1, i8 5, i8 -5>)
  %s5b = bitcast <4 x i8> %s5 to i32
  %s5z = zext i32 %s5b to i64
  call void @px(ptr @n.sat, i64 %s5z)
  %o1 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 65536, i32 65537)
  %o1v = extractvalue { i32, i1 } %o1, 0
  %o1f = extractvalue { i32, i1 } %o1, 1
  %o1vz = zext i32 %o1v to i64
  %o1fz = zext i1 %o1f to i64
  call void @pd(ptr @n.ovf, i64 %o1vz)
  call void @pd(ptr @n.ovf, i64 %o1fz)
  %o2 = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 -9223372036854775807, i64 2)
  %o2v = extractvalue { i64, i1 } %o2, 0
  call void @pd(ptr @n.ovf, i64 %o2v)
  %o3 = call { i17, i1 } @llvm.sadd.with.overflow.i17(i17 65535, i17 1)
  %o3f = extractvalue { i17, i1 } %o3, 1
  %o3fz = zext i1 %o3f to i64
  call void @pd(ptr @n.ovf, i64 %o3fz)

  ; conversions
  %c1 = call i32 @llvm.fptosi.sat.i32.f64(double 1.0e20)
  %c1s = sext i32 %c1 to i64
  call void @pd(ptr @n.cnv, i64 %c1s)
  %c2 = call i8 @llvm.fptoui.sat.i8.f32(float -3.5)
  %c2z = zext i8 %c2 to i64
  call void @pd(ptr @n.cnv, i64 %c2z)
  %c3 = uitofp i64 18446744073709551615 to float
  %c3d = fpext float %c3 to double
  call void @pa(ptr @n.cnv, double %c3d)
  %c4 = sitofp i65 -18446744073709551616 to double
  call void @pa(ptr @n.cnv, double %c4)
  %c5 = fptrunc double 0x3FF0000010000000 to half
  %c5d = fpext half %c5 to double
  call void @pa(ptr @n.cnv, double %c5d)
  %c6 = fptoui double 4294967295.9 to i32
  %c6z = zext i32 %c6 to i64
  call void @pd(ptr @n.cnv, i64 %c6z)

  ; atomics
  %slot = alloca i32
  store i32 10, ptr %slot
  %x1 = atomicrmw add ptr %slot, i32 5 seq_cst
  %x2 = atomicrmw nand ptr %slot, i32 12 acq_rel
  %x3 = atomicrmw umin ptr %slot, i32 3 monotonic
  %x4 = atomicrmw xchg ptr %slot, i32 77 seq_cst
  %cx = cmpxchg ptr %slot, i32 77, i32 88 seq_cst seq_cst
  %cxo = extractvalue { i32, i1 } %cx, 0
  %cx2 = cmpxchg ptr %slot, i32 1, i32 2 seq_cst seq_cst
  %cx2f = extractvalue { i32, i1 } %cx2, 1
  fence seq_cst
  %fin = load atomic i32, ptr %slot seq_cst, align 4
  %t1 = add i32 %x1, %x2
  %t2 = add i32 %t1, %x3
  %t3 = add i32 %t2, %x4
  %t4 = add i32 %t3, %cxo
  %t5 = add i32 %t4, %fin
  %cx2z = zext i1 %cx2f to i32
  %t6 = add i32 %t5, %cx2z
  %t6z = zext i32 %t6 to i64
  call void @px(ptr @n.atm, i64 %t6z)

  ; va_arg instruction
  %va = call i64 (i32, ...) @vsum(i32 9, i64 1, double 2.5, i64 3, double 4.5, i64 5, double 6.5, i64 7, double 8.5, i64 9, double 10.5, i64 11, double 12.5, i64 13, double 14.5, i64 15, double 16.5, i64 17, double 18.5)
  call void @pd(ptr @n.va, i64 %va)

  ; switch on i128, freeze, aggregates
  %big = shl i128 1, 100
  %bigp = add i128 %big, 7
  switch i128 %bigp, label %sw.d [ i128 7, label %sw.a
                                   i128 1267650600228229401496703205383, label %sw.b ]
sw.a:
  call void @pd(ptr @n.sw, i64 1)
  br label %sw.e
sw.b:
  call void @pd(ptr @n.sw, i64 2)
  br label %sw.e
sw.d:
  call void @pd(ptr @n.sw, i64 3)
  br label %sw.e
sw.e:
  %fr = freeze i32 123
  %agg0 = insertvalue { i32, [2 x double], { i8, ptr } } undef, i32 %fr, 0
  %agg1 = insertvalue { i32, [2 x double], { i8, ptr } } %agg0, double 2.25, 1, 1
  %agg2 = insertvalue { i32, [2 x double], { i8, ptr } } %agg1, i8 -3, 2, 0
  %aslot = alloca { i32, [2 x double], { i8, ptr } }
  store { i32, [2 x double], { i8, ptr } } %agg2, ptr %aslot
  %ap = getelementptr { i32, [2 x double], { i8, ptr } }, ptr %aslot, i64 0, i32 1, i64 1
  %ad = load double, ptr %ap
  call void @pa(ptr @n.agg, double %ad)
  %ab8 = getelementptr inbounds i8, ptr %aslot, i64 24
  %ai8 = load i8, ptr %ab8
  %ai = sext i8 %ai8 to i64
  call void @pd(ptr @n.agg, i64 %ai)
  %back = load { i32, [2 x double] }, ptr %aslot
  %bi = extractvalue { i32, [2 x double] } %back, 0
  %biz = zext i32 %bi to i64
  call void @pd(ptr @n.agg, i64 %biz)
  ret i32 0
}
