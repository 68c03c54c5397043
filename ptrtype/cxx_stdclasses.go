package ptrtype

import (
	"sort"
	"strings"

	"github.com/irfix/irfix/ir"
)

// stdExceptionBases are the standard library's exception classes (and
// std::type_info), all declared `class` in libstdc++ and libc++, with
// their one base: the C++ library ABI, as C library prototypes are
// (libcstructs.go). "" is a class with no base.
var stdExceptionBases = map[string]string{
	"std::exception": "", "std::type_info": "",
	"std::bad_alloc": "std::exception", "std::bad_cast": "std::exception",
	"std::bad_typeid": "std::exception", "std::bad_exception": "std::exception",
	"std::bad_function_call": "std::exception", "std::bad_array_new_length": "std::bad_alloc",
	"std::logic_error": "std::exception", "std::runtime_error": "std::exception",
	"std::out_of_range": "std::logic_error", "std::invalid_argument": "std::logic_error",
	"std::length_error": "std::logic_error", "std::domain_error": "std::logic_error",
	"std::range_error": "std::runtime_error", "std::overflow_error": "std::runtime_error",
	"std::underflow_error": "std::runtime_error",
}

// droppedStdClasses gives back the standard exception classes a module
// throws, catches or calls methods of when llvm-dis dropped their types
// (a class nothing allocates or indexes: only its pointers named it). A
// class's name is "class.std::X"; its body is what the ABI fixes:
// std::exception is its vptr { i32 (...)** }, std::type_info its vptr
// and name { i32 (...)**, i8* }, a class that adds no members to its
// base is { base } (bad_alloc, bad_cast, ...). logic_error and
// runtime_error hold a string whose clang type is an anonymous union
// numbered in creation order, which the module cannot say: they (and
// their subclasses) come back opaque — a pointer to them is still the
// class's, and none of their fields is a pointer of its own.
func droppedStdClasses(m *ir.Module) []*ir.Type {
	have := map[string]bool{}
	for _, s := range m.Types {
		for _, pre := range []string{"class.", "struct.", "union."} {
			if src, ok := strings.CutPrefix(s.Name, pre); ok {
				have[trimUniqueSuffix(strings.TrimSuffix(src, ".base"))] = true
			}
		}
	}
	named := map[string]bool{}
	for _, f := range m.Funcs {
		if cls := methodClass(f.Name); cls != "" {
			named[cls] = true
		}
	}
	var added []*ir.Type
	made := map[string]*ir.Type{}
	var make_ func(cls string) *ir.Type
	make_ = func(cls string) *ir.Type {
		if t := made[cls]; t != nil {
			return t
		}
		if have[cls] {
			return m.NamedType("class." + cls) // nil when it has another spelling
		}
		base, ok := stdExceptionBases[cls]
		if !ok {
			return nil
		}
		x := ir.NewNamedStruct("class." + cls)
		made[cls] = x
		switch { // (the module is opaque: the vptr's type comes from cxxConventions)
		case cls == "std::exception":
			x.SetBody(false, ir.Ptr)
		case cls == "std::type_info":
			x.SetBody(false, ir.Ptr, ir.Ptr)
		case cls == "std::logic_error" || cls == "std::runtime_error" ||
			base == "std::logic_error" || base == "std::runtime_error":
			// opaque: see above
		default:
			b := make_(base)
			if b == nil || b.Opaque {
				delete(made, cls)
				return nil
			}
			x.SetBody(false, b)
		}
		m.Types = append(m.Types, x)
		added = append(added, x)
		return x
	}
	classes := make([]string, 0, len(stdExceptionBases))
	for cls := range stdExceptionBases {
		classes = append(classes, cls)
	}
	sort.Strings(classes) // (a deterministic module)
	for _, cls := range classes {
		if have[cls] || made[cls] != nil {
			continue
		}
		if !named[cls] && m.Global("_ZTI"+mangleClass(cls)) == nil {
			continue // the module neither throws, catches nor calls it
		}
		make_(cls)
	}
	return added
}
