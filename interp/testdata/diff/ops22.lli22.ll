; Newer IR (LLVM 19-22): three-way compares, samesign/nneg/disjoint and GEP
; nuw/nusw flags on values that keep them, splat constants, minimumnum,
; trunc nuw/nsw, ptrtoaddr.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@f = private constant [5 x i8] c"%lld\00"
@g = private constant [4 x i8] c" %a\00"
@nl = private constant [2 x i8] c"\0A\00"
@arr = global [4 x i32] [i32 5, i32 6, i32 7, i32 8]

declare i32 @printf(ptr, ...)
declare i8 @llvm.scmp.i8.i32(i32, i32)
declare <2 x i8> @llvm.ucmp.v2i8.v2i32(<2 x i32>, <2 x i32>)
declare double @llvm.minimumnum.f64(double, double)
declare double @llvm.maximumnum.f64(double, double)
declare double @llvm.minimum.f64(double, double)

define void @p(i64 %v) {
  call i32 (ptr, ...) @printf(ptr @f, i64 %v)
  call i32 (ptr, ...) @printf(ptr @nl)
  ret void
}
define void @pa(double %v) {
  call i32 (ptr, ...) @printf(ptr @g, double %v)
  call i32 (ptr, ...) @printf(ptr @nl)
  ret void
}

define i32 @main() {
  %c1 = call i8 @llvm.scmp.i8.i32(i32 -5, i32 3)
  %c1s = sext i8 %c1 to i64
  call void @p(i64 %c1s)
  %c2 = call <2 x i8> @llvm.ucmp.v2i8.v2i32(<2 x i32> <i32 -5, i32 3>, <2 x i32> <i32 3, i32 3>)
  %c2a = extractelement <2 x i8> %c2, i32 0
  %c2b = extractelement <2 x i8> %c2, i32 1
  %c2s = sext i8 %c2a to i64
  call void @p(i64 %c2s)
  %c2t = sext i8 %c2b to i64
  call void @p(i64 %c2t)
  %ss = icmp samesign ult i32 3, 9
  %ssz = zext i1 %ss to i64
  call void @p(i64 %ssz)
  %nn = zext nneg i8 100 to i64
  call void @p(i64 %nn)
  %dj = or disjoint i32 256, 7
  %djz = zext i32 %dj to i64
  call void @p(i64 %djz)
  %tr = trunc nuw nsw i64 77 to i8
  %trz = zext i8 %tr to i64
  call void @p(i64 %trz)
  %gp = getelementptr inbounds nuw [4 x i32], ptr @arr, i64 0, i64 2
  %gv = load i32, ptr %gp
  %gvz = zext i32 %gv to i64
  call void @p(i64 %gvz)
  %gn = getelementptr nusw i32, ptr %gp, i64 -1
  %gnv = load i32, ptr %gn
  %gnz = zext i32 %gnv to i64
  call void @p(i64 %gnz)
  %sp = add <4 x i32> splat (i32 40), <i32 1, i32 2, i32 3, i32 4>
  %spe = extractelement <4 x i32> %sp, i32 3
  %spz = zext i32 %spe to i64
  call void @p(i64 %spz)
  %m1 = call double @llvm.minimumnum.f64(double 0x7FF8000000000000, double -2.0)
  call void @pa(double %m1)
  %m2 = call double @llvm.maximumnum.f64(double -0.0, double 0.0)
  call void @pa(double %m2)
  %m3 = call double @llvm.minimum.f64(double -0.0, double 0.0)
  call void @pa(double %m3)
  %pa1 = ptrtoaddr ptr %gp to i64
  %pa2 = ptrtoaddr ptr @arr to i64
  %pd = sub i64 %pa1, %pa2
  call void @p(i64 %pd)
  %u = uitofp nneg i32 12 to double
  call void @pa(double %u)
  ret i32 0
}
