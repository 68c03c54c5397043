package ptrtype

import (
	"testing"

	"github.com/irfix/irfix/ir"
)

// FuzzDemangle: the demangler reads names from any module; whatever the
// bytes, it returns (decoded or not) without panicking. The seeds are
// names of the corpus (go test runs them; go test -fuzz explores).
func FuzzDemangle(f *testing.F) {
	for _, s := range []string{
		"_ZNSt4pairIPSt18_Rb_tree_node_baseS1_EC2IRS1_S4_Lb1EEEOT_OT0_",
		"_ZNSt4pairIKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdEC2IJRS6_EJLm0EEJEJEEERSt5tupleIJDpT_EERSA_IJDpT1_EESt12_Index_tupleIJXspT0_EEESJ_IJXspT2_EEE",
		"_ZSt12__get_helperILm0EP7AccountJSt14default_deleteIS0_EEERT0_RSt11_Tuple_implIXT_EJS4_DpT1_EE",
		"_ZNSt14_Function_base13_Base_managerIZ4mainE3$_0E15_M_init_functorIRKS1_EEvRSt9_Any_dataOT_",
		"_ZZ4mainENK3$_0clERK7Account",
		"_ZZ3fooiENK3$_1clEv",
		"_ZN5NamedaSERKS_",
		"_Z7biggestI6SquareET_PKPS1_iPFdPKS1_E",
		"_ZNKSt14default_deleteI7AccountEclEPS0_",
		"_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_",
	} {
		f.Add(s)
	}
	shape := ir.NewNamedStruct("struct.Shape")
	classes := func(n string) *ir.Type {
		if n == "Shape" || isUnnamedClass(n) {
			return shape
		}
		return nil
	}
	family := func(n string) *ir.Type {
		if n == "std::tuple" {
			return shape
		}
		return nil
	}
	f.Fuzz(func(t *testing.T, name string) {
		itaniumParamsFamily(name, classes, family)
		itaniumRet(name, classes, family)
		methodClass(name)
		localMethodClass(name)
		templateMethodClass(name)
	})
}
