package ptrtype

import (
	"strconv"

	"github.com/irfix/irfix/ir"
)

// A struct of N like scalars written as one vector. The SLP vectorizer
// writes `cfg->channels = c; cfg->sampleRate = r;` of a
// `struct { ma_uint32 channels, sampleRate; }` as one `store <2 x i32>`:
// typed IR casts the struct pointer to <2 x i32>* there, and a pointer
// whose only evidence is such an access would take the vector type,
// which no C declaration spells. When the module has exactly one named
// struct whose fields are N of the vector's element type (its layout is
// the vector's), the pointer is to that struct; with none or several
// the vote stands. Only for classes no source-level fact types that no
// getelementptr indexes (an array of T read as vectors is the
// vectorizer's loop, and its pointer is a T*, left to the vote).

const whatVecStruct = "C: a struct of like scalars the SLP vectorizer reads or writes as one vector: the module's only struct with that layout (vecstruct.go)"

func (a *analysis) vectorStructs() {
	var byShape map[*ir.Type][]*ir.Type // vector type → named structs of its layout (made on first use)
	for r := range a.members {
		v := a.sol[r]
		if len(a.members[r]) == 0 || v == nil || v.Kind != ir.VectorKind || v.Elem == nil || !scalarElem(v.Elem) && v.Elem != ir.I8 {
			continue
		}
		root := slotID(r)
		if a.find(root) != root || a.spelledClass(root) || a.indexedClass(root) {
			continue
		}
		if byShape == nil {
			byShape = map[*ir.Type][]*ir.Type{}
			for _, t := range a.m.Types {
				if t.Opaque || t.Packed || len(t.Fields) < 2 {
					continue
				}
				same := true
				for _, f := range t.Fields {
					same = same && f == t.Fields[0]
				}
				if same && scalarElem(t.Fields[0]) {
					vt := ir.VectorOf(uint64(len(t.Fields)), t.Fields[0], false)
					byShape[vt] = append(byShape[vt], t)
				}
			}
		}
		ss := byShape[v]
		if len(ss) != 1 {
			continue
		}
		a.decideClass(root, ss[0], whatVecStruct+": "+ss[0].String()+" = "+strconv.Itoa(len(ss[0].Fields))+" x "+v.Elem.String())
	}
}

// indexedClass reports whether a getelementptr indexes class r's
// pointers (as an array or into a struct), or a member is decided.
func (a *analysis) indexedClass(r slotID) bool {
	for _, m := range a.members[r] {
		if a.slots[m].decided != "" {
			return true
		}
		for _, v := range a.slots[m].votes {
			if v.why.what == "getelementptr" {
				return true
			}
		}
	}
	return false
}
