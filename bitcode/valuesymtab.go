package bitcode

import (
	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/ir"
)

// Record codes of VALUE_SYMTAB_BLOCK (LLVMBitCodes.h, ValueSymtabCodes).
const (
	vstCodeEntry   = 1 // VST_ENTRY:   [valueid, namechar x N]
	vstCodeBBEntry = 2 // VST_BBENTRY: [bbid, namechar x N]
	vstCodeFnEntry = 3 // VST_FNENTRY: [valueid, offset, namechar x N]
)

// readModuleVST decodes the module-level VALUE_SYMTAB_BLOCK. With a string
// table (bitcode version 2) it only holds function offsets for lazy
// loading, which a reader that reads every body in order does not need;
// older bitcode names the global values here (BitcodeReader.cpp
// parseValueSymbolTable).
func (d *decoder) readModuleVST() error {
	return d.records(func(e *bitstream.Entry) error {
		if d.useStrtab {
			return nil
		}
		var id uint64
		var name []uint64
		switch e.Code {
		case vstCodeEntry:
			if len(e.Ops) < 1 {
				return d.invalid(e, "VST_ENTRY record has no value ID")
			}
			id, name = e.Ops[0], e.Ops[1:]
		case vstCodeFnEntry:
			if len(e.Ops) < 2 {
				return d.invalid(e, "VST_FNENTRY record needs a value ID and an offset")
			}
			id, name = e.Ops[0], e.Ops[2:]
		default:
			return nil
		}
		if id >= uint64(len(d.vals)) {
			return d.invalid(e, "symbol table names value %d, which is not defined", id)
		}
		gv, ok := d.vals[id].(ir.GlobalValue)
		if !ok {
			return d.invalid(e, "module symbol table names value %d, which is not a global value", id)
		}
		gv.Common().Name = recordString(name)
		return nil
	})
}

// readFunctionVST decodes a function's VALUE_SYMTAB_BLOCK: names of
// arguments and instructions (by absolute value ID) and of basic blocks
// (by block index).
func (d *decoder) readFunctionVST() error {
	fs := d.fn
	return d.records(func(e *bitstream.Entry) error {
		if len(e.Ops) < 1 {
			return d.invalid(e, "symbol table record has no ID")
		}
		id, name := e.Ops[0], recordString(e.Ops[1:])
		switch e.Code {
		case vstCodeEntry:
			if id >= uint64(len(d.vals)) {
				return d.invalid(e, "symbol table names value %d, which is not defined", id)
			}
			switch v := d.vals[id].(type) {
			case *ir.Instr:
				v.Name = name
			case *ir.Param:
				v.Name = name
			case ir.GlobalValue:
				if d.wk != nil {
					return errSequential // a body renaming a global
				}
				v.Common().Name = name
			default:
				return d.invalid(e, "symbol table names value %d, which cannot have a name", id)
			}
		case vstCodeBBEntry:
			if id >= uint64(len(fs.blocks)) {
				return d.invalid(e, "symbol table names block %d, but the function has %d", id, len(fs.blocks))
			}
			fs.block(id).Name = name
		}
		return nil
	})
}
