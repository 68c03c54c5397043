package ir_test

import (
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// Constructs the corpus may lack, each a module that LLVM's verifier
// accepts (checked by the test when the tools are installed): Verify must
// accept them too.
var validSnippets = []struct {
	name, opt string
	args      []string
	src       string
}{
	{"opaque constructs", "opt-22", nil, `target triple = "x86_64-unknown-linux-gnu"

@g = global i32 0
@arr = global [2 x ptr] [ptr blockaddress(@ib, %l1), ptr blockaddress(@ib, %l2)]
@ifn = ifunc void (), ptr @res
@al = alias i32, ptr @g
@dle = global ptr dso_local_equivalent @callee
@nc = global ptr no_cfi @callee
@sp = global <4 x i32> splat (i32 7)

declare void @callee()
declare i32 @__gxx_personality_v0(...)
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)

define internal ptr @res() {
  ret ptr @callee
}

define i32 @ib(i32 %x) {
entry:
  %a = getelementptr [2 x ptr], ptr @arr, i64 0, i32 %x
  %t = load ptr, ptr %a, align 8
  indirectbr ptr %t, [label %l1, label %l2]
l1:
  ret i32 1
l2:
  ret i32 2
}

define i32 @asmgoto(i32 %x) {
entry:
  %r = callbr i32 asm "jmp ${1:l}", "=r,!i"() to label %fall [label %ind]
fall:
  ret i32 %r
ind:
  %r2 = phi i32 [ 7, %entry ]
  ret i32 %r2
}

define <4 x float> @vec(<4 x float> %a, <4 x float> %b, <4 x ptr> %ps, <vscale x 4 x i32> %s) {
  %sh = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 0, i32 5, i32 poison, i32 7>
  %e = extractelement <4 x float> %sh, i64 1
  %i = insertelement <4 x float> %sh, float %e, i32 3
  %q = getelementptr i32, <4 x ptr> %ps, <4 x i64> <i64 0, i64 1, i64 2, i64 3>
  %q2 = getelementptr i32, ptr null, <4 x i64> zeroinitializer
  %c = fcmp olt <4 x float> %i, %b
  %sel = select <4 x i1> %c, <4 x float> %i, <4 x float> %b
  %z = zext <vscale x 4 x i32> %s to <vscale x 4 x i64>
  %ss = shufflevector <vscale x 4 x i32> %s, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %pi = ptrtoint <4 x ptr> %q to <4 x i64>
  %bc = bitcast <4 x float> %sel to <2 x i64>
  %bc2 = bitcast <2 x i64> %bc to i128
  %fz = freeze <4 x float> %sel
  ret <4 x float> %fz
}

define void @atomics(ptr %p, ptr addrspace(1) %q) {
  %l = load atomic i32, ptr %p acquire, align 4
  store atomic i32 %l, ptr %p syncscope("singlethread") release, align 4
  %x = cmpxchg weak volatile ptr %p, i32 0, i32 1 acq_rel monotonic, align 4
  %y = atomicrmw fadd ptr %p, float 1.0 seq_cst, align 4
  %z = atomicrmw xchg ptr %p, ptr null monotonic, align 8
  %w = atomicrmw umax ptr %p, i64 3 monotonic, align 8
  fence syncscope("agent") seq_cst
  %c = addrspacecast ptr addrspace(1) %q to ptr
  %lf = load atomic double, ptr %c unordered, align 8
  ret void
}

define i32 @vararg(i32 %n, ...) {
  %ap = alloca ptr, align 8
  call void @llvm.va_start.p0(ptr %ap)
  %v = va_arg ptr %ap, i32
  call void @llvm.va_end.p0(ptr %ap)
  ret i32 %v
}

define i32 @sw(i128 %x) {
entry:
  switch i128 %x, label %d [ i128 170141183460469231731687303715884105727, label %a
                             i128 -1, label %a ]
a:
  %p = phi i32 [ 1, %entry ], [ 1, %entry ]
  ret i32 %p
d:
  ret i32 0
}

define i32 @eh() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @callee() to label %ok unwind label %lp
ok:
  %r = invoke i32 @tail(i32 1) to label %ok2 unwind label %lp
ok2:
  ret i32 %r
lp:
  %v = landingpad { ptr, i32 } catch ptr @g filter [1 x ptr] [ptr @g] filter [0 x ptr] zeroinitializer
  resume { ptr, i32 } %v
}

define i32 @tail(i32 %x) {
  %r = musttail call i32 @tail(i32 %x)
  ret i32 %r
}

define ptr @tailp(ptr %x) {
  %r = musttail call ptr @tailp(ptr %x)
  %b = bitcast ptr %r to ptr
  ret ptr %b
}

define void @tok() convergent {
  %t = call token @llvm.experimental.convergence.entry()
  ret void
}
declare token @llvm.experimental.convergence.entry()

define void @structs({ i32, [2 x double] } %s) {
  %e = extractvalue { i32, [2 x double] } %s, 1, 0
  %n = insertvalue { i32, [2 x double] } %s, double %e, 1, 1
  %m = alloca { i32, [2 x double] }, i32 3, align 8
  %f = getelementptr inbounds nuw { i32, [2 x double] }, ptr %m, i64 1, i32 1, i64 0
  store { i32, [2 x double] } %n, ptr %m, align 8
  ret void
}
`},
	{"funclets", "opt-22", nil, `declare void @callee()
declare i32 @__CxxFrameHandler3(...)

define void @win() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @callee() to label %ok unwind label %cs
ok:
  invoke void @callee() to label %done unwind label %cl
done:
  ret void
cs:
  %sw = catchswitch within none [label %h1, label %h2] unwind label %cl
h1:
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
  invoke void @callee() [ "funclet"(token %cp) ] to label %h1ok unwind label %inner
h1ok:
  catchret from %cp to label %ok
inner:
  %ic = cleanuppad within %cp []
  cleanupret from %ic unwind label %cl
h2:
  %cp2 = catchpad within %sw []
  catchret from %cp2 to label %ok
cl:
  %c = cleanuppad within none []
  call void @callee() [ "funclet"(token %c) ]
  cleanupret from %c unwind to caller
}
`},
	{"typed pointers", "opt-16", []string{"-opaque-pointers=0"}, `%T = type { i32, %T* }
%Opq = type opaque
@g = global i32 0
@h = global %T { i32 1, %T* null }
@s = constant [3 x i8] c"hi\00"
@ext = external global %Opq
declare i32 @f(i8*, ...)
declare void @h2(i32)

define i32 @typed(%T* %p, i32 addrspace(1)* %q) {
  %a = getelementptr %T, %T* %p, i64 0, i32 1
  %n = load %T*, %T** %a, align 8
  %c = call i32 (i8*, ...) @f(i8* getelementptr inbounds ([3 x i8], [3 x i8]* @s, i64 0, i64 0), i32 1)
  call void bitcast (i32 (i8*, ...)* @f to void (i32)*)(i32 3)
  %b = bitcast %T* %n to i8*
  %i = ptrtoint i8* %b to i64
  %cast = addrspacecast i32 addrspace(1)* %q to i32*
  %v = load i32, i32* %cast, align 4
  %cx = cmpxchg i32* @g, i32 0, i32 %v seq_cst seq_cst
  %ok = extractvalue { i32, i1 } %cx, 0
  %o = atomicrmw add i32* @g, i32 1 monotonic
  %pp = alloca i8*, align 8
  store i8* %b, i8** %pp, align 8
  %e = bitcast %Opq* @ext to i8*
  %cmp = icmp eq i8* %e, %b
  %r = select i1 %cmp, i32 %ok, i32 %o
  ret i32 %r
}
`},
}

func TestVerifyAcceptsLLVMValidSnippets(t *testing.T) {
	for _, s := range validSnippets {
		t.Run(s.name, func(t *testing.T) {
			m, err := lltext.Parse(s.name+".ll", []byte(s.src))
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			if err := ir.Verify(m); err != nil {
				t.Fatalf("Verify rejects a module LLVM accepts:\n%v", err)
			}
			if testing.Short() {
				return
			}
			if msg := llvmVerifyText(needTool(t, s.opt), []byte(s.src), s.args...); msg != "" {
				t.Fatalf("%s rejects the snippet (fix the snippet): %s", s.opt, msg)
			}
		})
	}
}
