package ptrtype

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
)

// TestSpillSlots: clang's write-only i8* slots — the sret return pointer
// saved for the debugger and a new-expression's allocation kept for its
// cleanup — are i8** allocas although the stored pointer is a class
// pointer elsewhere; an ordinary local that is read back keeps the type
// its loads show.
func TestSpillSlots(t *testing.T) {
	m, r := infer(t, `%struct.S = type { double, i32 }

declare noalias ptr @_Znwm(i64)
declare void @_ZdlPv(ptr)
declare void @_ZN1SC1Ev(ptr)

define void @_Z4makev(ptr noalias sret(%struct.S) align 8 %0) {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @_ZN1SC1Ev(ptr %0)
  ret void
}

define ptr @_Z5make2v() personality ptr null {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = call ptr @_Znwm(i64 16)
  store ptr %3, ptr %1, align 8
  invoke void @_ZN1SC1Ev(ptr %3) to label %ok unwind label %lp
ok:
  store ptr %3, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.S, ptr %4, i32 0, i32 1
  store i32 1, ptr %5, align 4
  ret ptr %4
lp:
  %6 = landingpad { ptr, i32 } cleanup
  %7 = load ptr, ptr %1, align 8
  call void @_ZdlPv(ptr %7)
  resume { ptr, i32 } %6
}
`)
	f := m.Func("_Z4makev")
	res := f.Blocks[0].Instrs[0]
	if got := r.TypeOf(res).String(); got != "i8**" {
		t.Errorf("sret save slot: %s, want i8**\n%s", got, r.Explain(res))
	}
	if ex := r.Explain(res).String(); !strings.Contains(ex, "sret return pointer") {
		t.Errorf("explain lacks the convention:\n%s", ex)
	}
	g := m.Func("_Z5make2v")
	cleanup, local := g.Blocks[0].Instrs[0], g.Blocks[0].Instrs[1]
	if got := r.TypeOf(cleanup).String(); got != "i8**" {
		t.Errorf("new-expression cleanup slot: %s, want i8**\n%s", got, r.Explain(cleanup))
	}
	if got := r.TypeOf(local).String(); got != "%struct.S**" {
		t.Errorf("a local read back as S*: %s, want %%struct.S**\n%s", got, r.Explain(local))
	}
}

// TestNumbaExcInfoLocal: an inlined callee's excinfo local in a Numba
// function holds a pointer to the exception-info structure of the
// layout the module shows.
func TestNumbaExcInfoLocal(t *testing.T) {
	m, r := infer(t, `@.const.picklebuf.1 = internal constant { ptr, i32, ptr } { ptr null, i32 0, ptr null }

define i32 @_ZN8__main__1fB2v1Ed(ptr noalias nocapture %retptr, ptr noalias nocapture %excinfo, double %x) {
entry:
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %e = load ptr, ptr %excinfo.1, align 8
  %c = fcmp olt double %x, 0.0
  br i1 %c, label %raise, label %ok
raise:
  store ptr @.const.picklebuf.1, ptr %excinfo, align 8
  ret i32 1
ok:
  store double %x, ptr %retptr, align 8
  ret i32 0
}
`)
	al := m.Func("_ZN8__main__1fB2v1Ed").Blocks[0].Instrs[0]
	if got := r.TypeOf(al).String(); got != "{ i8*, i32, i8* }**" {
		t.Errorf("%%excinfo.1: %s, want { i8*, i32, i8* }**\n%s", got, r.Explain(al))
	}
}

// TestOperatorMethodThis: an operator member (Named::operator=) takes
// its class as `this`, as other methods do.
func TestOperatorMethodThis(t *testing.T) {
	if got := methodClass("_ZN5NamedaSERKS_"); got != "Named" {
		t.Errorf("methodClass(Named::operator=) = %q, want Named", got)
	}
	if got := methodClass("_ZNK2ns3VecplERKS0_"); got != "ns::Vec" {
		t.Errorf("methodClass(ns::Vec::operator+) = %q, want ns::Vec", got)
	}
	m, r := infer(t, `%struct.Named = type { ptr, i32 }

define ptr @_ZN5NamedaSERKS_(ptr %this, ptr %o) {
  ret ptr %this
}
`)
	f := m.Func("_ZN5NamedaSERKS_")
	if got := r.TypeOf(f.Params[0]).String(); got != "%struct.Named*" {
		t.Errorf("this of Named::operator=: %s, want %%struct.Named*\n%s", got, r.Explain(f.Params[0]))
	}
}

// TestLocalUnnamedClass: a lambda of main is clang's unnamed class
// `$_0` in mangled names (main::$_0, `Z4mainE3$_0`) and %class.anon in
// the IR: its call operator's this and the std::function machinery's
// references to it are %class.anon*, and a reference to a template
// parameter bound to a reference collapses (T = X const&: T&& is X&).
func TestLocalUnnamedClass(t *testing.T) {
	m, r := infer(t, `%class.anon = type { ptr }
%"union.std::_Any_data" = type { [16 x i8] }

define double @"_ZZ4mainENK3$_0clERKd"(ptr %this, ptr %x) {
  %p = load ptr, ptr %this, align 8
  %v = load double, ptr %x, align 8
  ret double %v
}

define void @"_ZNSt14_Function_base13_Base_managerIZ4mainE3$_0E15_M_init_functorIRKS1_EEvRSt9_Any_dataOT_"(ptr %d, ptr %f) {
  ret void
}
`)
	op := m.Func("_ZZ4mainENK3$_0clERKd")
	if got := r.TypeOf(op.Params[0]).String(); got != "%class.anon*" {
		t.Errorf("this of main's lambda: %s, want %%class.anon*\n%s", got, r.Explain(op.Params[0]))
	}
	init := m.Func("_ZNSt14_Function_base13_Base_managerIZ4mainE3$_0E15_M_init_functorIRKS1_EEvRSt9_Any_dataOT_")
	if got := r.TypeOf(init.Params[1]).String(); got != "%class.anon*" {
		t.Errorf("OT_ with T = main::$_0 const&: %s, want %%class.anon*\n%s", got, r.Explain(init.Params[1]))
	}
	if got := localMethodClass("_ZZ3fooiENK3$_1clEv"); got != "$_1" {
		t.Errorf("localMethodClass(foo(int)::$_1::operator()) = %q, want $_1", got)
	}
}

// TestStdFreeFunctionsAndPacks: ::std free functions (_ZSt...) spell
// their parameters like any other name; template argument packs (J...E),
// a template parameter as an expression (XT_E) and pack expansions (Dp)
// are decoded enough to keep the substitutions in step; a pointer to an
// instantiation whose caller passes an object starting with it (a
// std::tuple passed as its _Tuple_impl) is that instantiation.
func TestStdFreeFunctionsAndPacks(t *testing.T) {
	src := `%"struct.std::_Rb_tree_node_base" = type { i32, ptr, ptr, ptr }
%struct.Account = type { ptr, double }
%"struct.std::_Head_base" = type { ptr }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }

declare void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 zeroext, ptr, ptr, ptr)

define ptr @_ZSt12__get_helperILm0EP7AccountJSt14default_deleteIS0_EEERT0_RSt11_Tuple_implIXT_EJS4_DpT1_EE(ptr %t) {
  ret ptr %t
}

define void @use(ptr %a, ptr %b) {
  %tu = alloca %"class.std::tuple", align 8
  call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 zeroext true, ptr %a, ptr %b, ptr %b)
  %h = call ptr @_ZSt12__get_helperILm0EP7AccountJSt14default_deleteIS0_EEERT0_RSt11_Tuple_implIXT_EJS4_DpT1_EE(ptr %tu)
  %acc = load ptr, ptr %h, align 8
  ret void
}
`
	m, r := infer(t, src)
	rb := m.Func("_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_")
	for k := 1; k <= 3; k++ {
		if got := r.TypeOf(rb.Params[k]).String(); got != `%"struct.std::_Rb_tree_node_base"*` {
			t.Errorf("_Rb_tree_insert_and_rebalance param %d: %s, want %%\"struct.std::_Rb_tree_node_base\"*\n%s", k, got, r.Explain(rb.Params[k]))
		}
	}
	gh := m.Func("_ZSt12__get_helperILm0EP7AccountJSt14default_deleteIS0_EEERT0_RSt11_Tuple_implIXT_EJS4_DpT1_EE")
	if got := r.TypeOf(gh.Params[0]).String(); got != `%"struct.std::_Tuple_impl"*` {
		t.Errorf("__get_helper's _Tuple_impl&: %s, want %%\"struct.std::_Tuple_impl\"*\n%s", got, r.Explain(gh.Params[0]))
	}
}

// TestCxaAtexitPrototype: __cxa_atexit(void (*)(void*), void*, void*) —
// the destructor it registers is a void (i8*)*, whatever is passed.
func TestCxaAtexitPrototype(t *testing.T) {
	m, r := infer(t, `%struct.T = type { ptr }
@obj = global %struct.T zeroinitializer
@__dso_handle = external hidden global i8

declare i32 @__cxa_atexit(ptr, ptr, ptr)

define void @_ZN1TD1Ev(ptr %this) {
  %p = load ptr, ptr %this, align 8
  ret void
}

define void @init() {
  %r = call i32 @__cxa_atexit(ptr @_ZN1TD1Ev, ptr @obj, ptr @__dso_handle)
  ret void
}
`)
	if got := r.Sig(m.Func("__cxa_atexit")).String(); got != "i32 (void (i8*)*, i8*, i8*)" {
		t.Errorf("__cxa_atexit: %s, want i32 (void (i8*)*, i8*, i8*)", got)
	}
}

// TestUpcastToPolymorphicBase: an array of Shape* holding a Circle's
// address (stored first) and read back as a Shape* (indexed as a Shape)
// is a Shape* array: the polymorphic base collects the derived
// candidate's votes.
func TestUpcastToPolymorphicBase(t *testing.T) {
	m, r := infer(t, `%struct.Shape = type { ptr }
%struct.Circle = type { %struct.Shape, double }
@_ZTV5Shape = external global { [4 x ptr] }

declare void @_ZN6CircleC2Ed(ptr, double)
declare double @_Z5totalPKP5Shapei(ptr, i32)

define double @main() {
  %c = alloca %struct.Circle, align 8
  %arr = alloca [1 x ptr], align 8
  call void @_ZN6CircleC2Ed(ptr %c, double 1.0)
  %e = getelementptr inbounds [1 x ptr], ptr %arr, i64 0, i64 0
  store ptr %c, ptr %e, align 8
  %e2 = getelementptr inbounds [1 x ptr], ptr %arr, i64 0, i64 0
  %p = load ptr, ptr %e2, align 8
  %vp = getelementptr inbounds %struct.Shape, ptr %p, i32 0, i32 0
  %vt = load ptr, ptr %vp, align 8
  %t = call double @_Z5totalPKP5Shapei(ptr %e2, i32 1)
  ret double %t
}
`)
	arr := m.Func("main").Blocks[0].Instrs[1]
	if got := r.TypeOf(arr).String(); got != "[1 x %struct.Shape*]*" {
		t.Errorf("Shape* array holding a Circle: %s, want [1 x %%struct.Shape*]*\n%s", got, r.Explain(arr))
	}
}

// TestCtorTemplateSubstitutions: a constructor template's prefix (X::X
// before its template arguments) is a substitution candidate and has no
// return type; a template argument that is a substitution of a
// reference binds T to a reference (T&& collapses); a template's name
// used again with other arguments is another instantiation. Expected
// types are c++filt's reading of the names.
func TestCtorTemplateSubstitutions(t *testing.T) {
	nb := ir.NewNamedStruct("struct.std::_Rb_tree_node_base")
	classes := func(s string) *ir.Type {
		if s == "std::_Rb_tree_node_base" {
			return nb
		}
		return nil
	}
	pp := ir.TypedPtr(ir.TypedPtr(nb, 0), 0)
	for _, c := range []struct {
		name string
		want []*ir.Type
	}{
		// pair<_Rb_tree_node_base*, _Rb_tree_node_base*>::pair<..., true>(_Rb_tree_node_base* const&, _Rb_tree_node_base* const&)
		{"_ZNSt4pairIPSt18_Rb_tree_node_baseS1_EC2IS1_S1_Lb1EEERKS1_S5_", []*ir.Type{pp, pp}},
		// pair<...>::pair<_Rb_tree_node_base*&, _Rb_tree_node_base*&, true>(_Rb_tree_node_base*&, _Rb_tree_node_base*&)
		{"_ZNSt4pairIPSt18_Rb_tree_node_baseS1_EC2IRS1_S4_Lb1EEEOT_OT0_", []*ir.Type{pp, pp}},
	} {
		got, complete, nested := itaniumParams(c.name, classes)
		if !complete || !nested || len(got) != len(c.want) {
			t.Errorf("%s: %v complete=%v nested=%v, want %v", c.name, got, complete, nested, c.want)
			continue
		}
		for k := range got {
			if got[k] != c.want[k] {
				t.Errorf("%s param %d: %v, want %v", c.name, k, got[k], c.want[k])
			}
		}
	}
	// pair<const string, double>::pair<const string&, 0>(tuple<const string&>&, tuple<>&, ...):
	// the second tuple (SA_ with other arguments) is a std::tuple
	// instantiation, not the type named %"class.std::tuple".
	m, r := infer(t, `%"class.std::tuple" = type { ptr }
%"class.std::tuple.18" = type { i8 }

define void @_ZNSt4pairIKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdEC2IJRS6_EJLm0EEJEJEEERSt5tupleIJDpT_EERSA_IJDpT1_EESt12_Index_tupleIJXspT0_EEESJ_IJXspT2_EEE(ptr %this, ptr %a, ptr %b) {
  ret void
}

define void @caller(ptr %p, ptr %a) {
  %e = alloca %"class.std::tuple.18", align 1
  call void @_ZNSt4pairIKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdEC2IJRS6_EJLm0EEJEJEEERSt5tupleIJDpT_EERSA_IJDpT1_EESt12_Index_tupleIJXspT0_EEESJ_IJXspT2_EEE(ptr %p, ptr %a, ptr %e)
  ret void
}
`)
	f := m.Funcs[0]
	if got := r.TypeOf(f.Params[2]).String(); got != `%"class.std::tuple.18"*` {
		t.Errorf("tuple<>& parameter: %s, want %%\"class.std::tuple.18\"*\n%s", got, r.Explain(f.Params[2]))
	}
}

// TestSpelledInside: fill(Stack<Shape*, 3>&, Shape** v, int) stores
// v[i] into the stack's array: the array holds Shape*, which only the
// spelled type of v says.
func TestSpelledInside(t *testing.T) {
	m, r := infer(t, `%struct.Shape = type { ptr, double }
%struct.Stack = type <{ [3 x ptr], i32, [4 x i8] }>

define void @_Z4fillR5StackIP5ShapeLi3EEPS1_i(ptr %s, ptr %v, i32 %n) {
  %i = sext i32 %n to i64
  %p = getelementptr inbounds ptr, ptr %v, i64 %i
  %x = load ptr, ptr %p, align 8
  %q = getelementptr inbounds %struct.Stack, ptr %s, i64 0, i32 0, i64 %i
  store ptr %x, ptr %q, align 8
  ret void
}
`)
	if got := r.Body(m.NamedType("struct.Stack"))[0].String(); got != "[3 x %struct.Shape*]" {
		t.Errorf("Stack's array: %s, want [3 x %%struct.Shape*]", got)
	}
	x := m.Func("_Z4fillR5StackIP5ShapeLi3EEPS1_i").Blocks[0].Instrs[2]
	if ex := r.Explain(x).String(); !strings.Contains(ex, "inside %struct.Shape*") {
		t.Errorf("explain should name the spelled type it follows:\n%s", ex)
	}
}

// TestTemplateReturnType: a function template's name spells its return
// type: std::__get_helper<0, Account*, default_delete<Account>> returns
// Account*& (T0_&), an %struct.Account** in typed IR.
func TestTemplateReturnType(t *testing.T) {
	m, r := infer(t, `%struct.Account = type { ptr, double }
%"struct.std::_Tuple_impl" = type { ptr }

define ptr @_ZSt12__get_helperILm0EP7AccountJSt14default_deleteIS0_EEERT0_RSt11_Tuple_implIXT_EJS4_DpT1_EE(ptr %t) {
  ret ptr %t
}
`)
	f := m.Func("_ZSt12__get_helperILm0EP7AccountJSt14default_deleteIS0_EEERT0_RSt11_Tuple_implIXT_EJS4_DpT1_EE")
	if got := r.Sig(f).Ret.String(); got != "%struct.Account**" {
		t.Errorf("__get_helper returns T0_& (Account*&): %s, want %%struct.Account**", got)
	}
	if got := itaniumRet("_Z1fIiEvT_", func(string) *ir.Type { return nil }, nil); got != ir.Void {
		t.Errorf("f<int>(int) returns %v, want void", got)
	}
	if got := itaniumRet("_Z1fi", func(string) *ir.Type { return nil }, nil); got != nil {
		t.Errorf("a non-template name spells no return type; got %v", got)
	}
}
