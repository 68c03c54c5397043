package corpus

import (
	"flag"
	"testing"
)

// The seventh real-world C library (gen_expat.sh, family c-realworld7;
// gen_expat_o0.sh, family c-realworld7-O0): libexpat (xmlparse.c,
// xmlrole.c, xmltok.c) as the npm package node-expat@2.4.1 ships it, with a
// driver linked into one module, at -O2 and -O0 by clang-15/16 typed and
// clang-16/19/22 opaque. Added in session 16 as tuning sources after the
// split (tuneOnly): their misses are looked at and fixed with general
// rules, so they are never in the report half. They run with -expat /
// -expat-o0 or IRFIX_EXPAT=1 / IRFIX_EXPAT_O0=1.
var expatLib = &realWorldLib{
	flag: flag.Bool("expat", false, "build and test libexpat (corpus/gen_expat.sh)"),
	name: "libexpat", env: "IRFIX_EXPAT", script: "gen_expat.sh", out: "expat-out", prefix: "expat/", cost: "under a minute",
}

// TestExpat: libexpat compiled at -O2 by clang-16, clang-19 and clang-22,
// lowered to 14, 15-typed and 16-typed, is accepted by those readers as
// text and as irfix's bitcode, and prints under their lli what it prints
// under its own (the events of a document with a DTD, entities and
// namespaces parsed whole, in chunks and through XML_GetBuffer; external
// entities through child parsers; three encodings; errors with their line
// and column; the memory suite's counts). With -wide-full the typed modules
// are lowered to every target too.
func TestExpat(t *testing.T) { expatLib.testLowered(t) }

// The same sources at -O0 (gen_expat_o0.sh, family c-realworld7-O0): the
// unoptimized shape (an alloca per local and parameter, a load or store at
// every use), as the report half's C has.
var expatO0Lib = &realWorldLib{
	flag: flag.Bool("expat-o0", false, "build and test libexpat at -O0 (corpus/gen_expat_o0.sh)"),
	name: "libexpat -O0", env: "IRFIX_EXPAT_O0", script: "gen_expat_o0.sh", out: "expat-o0-out", prefix: "expat-o0/", cost: "under a minute",
}

// TestExpatO0: as TestExpat, for the -O0 modules.
func TestExpatO0(t *testing.T) { expatO0Lib.testLowered(t) }
