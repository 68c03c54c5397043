package ptrtype

import (
	"testing"

	"github.com/irfix/irfix/ir/lltext"
)

// catch (const Oops& e) at -O0: the landing pad's selector is compared
// with llvm.eh.typeid.for(typeinfo for Oops) and the matching handler's
// __cxa_begin_catch returns the caught Oops, which clang casts to Oops*
// and keeps in the reference's slot (an Oops**, here never read back).
// Neither the call's result nor the slot is a void* (clang's write-only
// i8* slots, spill.go, hold other values): the handler's typeinfo names
// the type. The catch (int) handler's
// object is an i32.
func TestCatchHandlerObjectType(t *testing.T) {
	src := `
%class.Oops = type { ptr, i32 }

@_ZTI4Oops = external constant ptr
@_ZTIi = external constant ptr

define i32 @_Z4sizev(ptr %o) {
  %c = getelementptr inbounds %class.Oops, ptr %o, i32 0, i32 1
  %v = load i32, ptr %c
  ret i32 %v
}

define void @f() personality ptr @__gxx_personality_v0 {
entry:
  %exn.slot = alloca ptr
  %sel.slot = alloca i32
  %e = alloca ptr
  %n = alloca ptr
  invoke void @g()
          to label %done unwind label %lpad
lpad:
  %l = landingpad { ptr, i32 }
          catch ptr @_ZTI4Oops
          catch ptr @_ZTIi
  %x = extractvalue { ptr, i32 } %l, 0
  store ptr %x, ptr %exn.slot
  %s = extractvalue { ptr, i32 } %l, 1
  store i32 %s, ptr %sel.slot
  br label %dispatch
dispatch:
  %sel = load i32, ptr %sel.slot
  %id = call i32 @llvm.eh.typeid.for(ptr @_ZTI4Oops)
  %m = icmp eq i32 %sel, %id
  br i1 %m, label %catch, label %next
catch:
  %exn = load ptr, ptr %exn.slot
  %obj = call ptr @__cxa_begin_catch(ptr %exn)
  store ptr %obj, ptr %e
  call void @__cxa_end_catch()
  br label %done
next:
  %id2 = call i32 @llvm.eh.typeid.for(ptr @_ZTIi)
  %m2 = icmp ne i32 %sel, %id2
  br i1 %m2, label %resume, label %catchint
catchint:
  %exn2 = load ptr, ptr %exn.slot
  %iobj = call ptr @__cxa_begin_catch(ptr %exn2)
  store ptr %iobj, ptr %n
  call void @__cxa_end_catch()
  br label %done
resume:
  %exn3 = load ptr, ptr %exn.slot
  call void @_Unwind_Resume(ptr %exn3)
  unreachable
done:
  ret void
}

declare void @g()
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare void @_Unwind_Resume(ptr)
declare i32 @llvm.eh.typeid.for(ptr)
declare i32 @__gxx_personality_v0(...)
`
	m, err := lltext.Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	r := Infer(m)
	f := m.Func("f")
	for name, want := range map[string]string{
		"obj": "%class.Oops*", "e": "%class.Oops**", "iobj": "i32*",
	} {
		v := instrNamed(f, name)
		if v == nil {
			t.Fatalf("no %%%s", name)
		}
		if got := r.TypeOf(v).String(); got != want {
			t.Errorf("%%%s: %s, want %s\n%s", name, got, want, r.Explain(v))
		}
	}
}
