; features.14.ll: typed-pointer IR (LLVM 14 syntax; also read by LLVM 15
; and 16 with -opaque-pointers=0).
source_filename = "features.14.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S = type { i32, [4 x i8], %struct.S* }
%struct.Fwd = type { %struct.Later*, i64 }
%struct.Later = type { i8 }
%opaque.T = type opaque

@g1 = global i32 1, align 4
@g2 = global i64 2
@s = global %struct.S { i32 1, [4 x i8] c"abc\00", %struct.S* @s }
@fwd = global %struct.Fwd zeroinitializer
@ptrs = global [2 x i8*] [i8* bitcast (i32* @g1 to i8*), i8* bitcast (i64* @g2 to i8*)]
@ce = global i32* getelementptr inbounds (%struct.S, %struct.S* @s, i64 0, i32 0)
@vt = global { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast (i32 (i32, i32*)* @f to i8*), i8* bitcast (void ()* @g to i8*)] }
@inr = global i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @vt, i32 0, inrange i32 0, i32 1)
@ba = global i8* blockaddress(@f, %bb2)
@op = external global %opaque.T
@fp = global void (...)* bitcast (void ()* @g to void (...)*)
@ce3 = global i1 icmp eq (i32* @g1, i32* null)
@as1 = addrspace(1) global i32 5
@asc = global i32 addrspace(1)* @as1

@alias1 = alias i32, i32* @g1

define i32 @f(i32 %x, i32* %p) personality i32 (...)* @pers {
entry:
  %c = icmp ult i32 %x, 10
  br i1 %c, label %bb1, label %bb2
bb1:
  %cx = cmpxchg i32* %p, i32 1, i32 2 seq_cst seq_cst, align 4
  %v = extractvalue { i32, i1 } %cx, 0
  %rmw = atomicrmw add i32* %p, i32 1 monotonic, align 4
  br label %bb2
bb2:
  %ph = phi i32 [ 0, %entry ], [ %v, %bb1 ]
  %bc = bitcast i32* %p to i8*
  %gep = getelementptr i8, i8* %bc, i64 4
  %bc2 = bitcast i8* %gep to i32*
  %l = load i32, i32* %bc2, align 4
  %sp = getelementptr %struct.S, %struct.S* @s, i64 0, i32 2
  %sl = load %struct.S*, %struct.S** %sp
  %fc = call i32 bitcast (i32 (i32)* @callee to i32 (i32)*)(i32 %l)
  %ic = call i32 (i32, ...) bitcast (i32 (i32)* @callee to i32 (i32, ...)*)(i32 1, double 2.0)
  %asp = addrspacecast i32 addrspace(1)* @as1 to i32*
  %al = alloca [4 x i8*], align 16
  %aidx = getelementptr inbounds [4 x i8*], [4 x i8*]* %al, i64 0, i64 1
  store i8* %bc, i8** %aidx, align 8
  %s = add i32 %ph, %fc
  ret i32 %s
}

declare i32 @callee(i32)
declare i32 @pers(...)

define void @g() {
  %ind = load i8*, i8** @ba
  indirectbr i8* %ind, [label %done]
done:
  ret void
}

define void @byv(%struct.S* byval(%struct.S) %b, i32* sret(i32) %c) {
  ret void
}

; A blockaddress of the function's own block, used in its body (a
; function-level constant naming a block of the body being read).
define void @selfba(i1 %c) {
entry:
  br i1 %c, label %l, label %out
l:
  indirectbr i8* blockaddress(@selfba, %l), [label %l, label %out]
out:
  ret void
}
