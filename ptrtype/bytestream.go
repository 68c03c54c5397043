package ptrtype

import "github.com/irfix/irfix/ir"

// A byte stream read a word at a time. C reads an unaligned integer from
// a char* with memcpy (MEM_read32(ip), then ip += 4), which -O2 makes a
// load of the integer at the pointer itself; the pointer is also moved
// and indexed in bytes. In a module from a clang before 18 those byte
// getelementptrs are the source's (producer.go): the pointer is a char*,
// converted for each word read, whatever the reads' count against the
// byte offsets'. So there, a class decided an integer type wider than a
// byte whose own getelementptrs are all over bytes (at least one), that
// is indexed as no array of the integer, and whose accesses are all
// integers, is a char*: i8.

const whatByteStream = "C: a char* read a word at a time (memcpy of an integer; byte offsets in a module from clang before 18: bytestream.go)"

// byteStreams applies that rule after the vote.
func (a *analysis) byteStreams() {
	defer a.structCopies()             // (structcopy.go)
	defer a.paramsFromIndirectCalls()  // (indirectarg.go)
	defer a.unusedParamsFromSiblings() // (tablecalls.go)
	if !a.oldByteGEPs() {
		return
	}
	for r := range a.members {
		if len(a.members[r]) == 0 || a.find(slotID(r)) != slotID(r) {
			continue
		}
		root := slotID(r)
		t := a.sol[root]
		if t == nil || t.Kind != ir.IntKind || t.Bits <= 8 || a.slots[root].decided != "" || a.spelledClass(root) {
			continue
		}
		bytes, ok := 0, true
		for _, m := range a.members[root] {
			if a.slots[m].decl || a.slots[m].void {
				ok = false
				break
			}
			if b := a.slots[m].born; b.instr != nil && (b.instr.Op == ir.OpAlloca) || b.what == "global" {
				ok = false // (an object's own type)
				break
			}
			for _, v := range a.slots[m].votes {
				vt := a.inst(v.t)
				switch {
				case v.why.what == "getelementptr":
					if vt != ir.I8 {
						ok = false
					} else {
						bytes++
					}
				case v.flags&vAccess != 0:
					if vt.Kind != ir.IntKind {
						ok = false
					}
				}
				if !ok {
					break
				}
			}
			if !ok {
				break
			}
		}
		if ok && bytes > 0 {
			a.decideClass(root, ir.I8, whatByteStream)
		}
	}
}
