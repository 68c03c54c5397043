package container

import (
	"bytes"
	"encoding/binary"
	"errors"
	"strings"
	"testing"
)

func TestDetect(t *testing.T) {
	bc := seedBitcode(t)
	thin := buildMachO(true, binary.LittleEndian, 0x0100000C, []machoSection{{"__bitcode", bc}})
	cases := []struct {
		name string
		data []byte
		want Format
	}{
		{"raw bitcode", bc, RawBitcode},
		{"wrapper", Wrap(bc, 7), Wrapper},
		{"elf", []byte("\x7fELF\x02\x01\x01\x00rest"), ELF},
		{"macho 64 le", thin, MachO},
		{"macho 32 le", []byte{0xCE, 0xFA, 0xED, 0xFE, 7, 0, 0, 0}, MachO},
		{"macho 64 be", []byte{0xFE, 0xED, 0xFA, 0xCF, 1, 0, 0, 7}, MachO},
		{"macho 32 be", []byte{0xFE, 0xED, 0xFA, 0xCE, 0, 0, 0, 18}, MachO},
		{"fat", buildFat(map[uint32][]byte{0x0100000C: thin}, []uint32{0x0100000C}), MachOFat},
		{"fat64 header", []byte{0xCA, 0xFE, 0xBA, 0xBF, 0, 0, 0, 2}, MachOFat},
		{"java class", []byte{0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 52}, Unknown},
		{"xar", buildXar([]xarTestFile{{name: "1", content: bc}}), Xar},
		{"ll define", []byte("define i32 @f() {\n  ret i32 0\n}\n"), Text},
		{"ll moduleid", []byte("; ModuleID = 'x.c'\nsource_filename = \"x.c\"\n"), Text},
		{"ll comments only", []byte("; ModuleID = '<stdin>'\n\n"), Text},
		{"ll bom and blank lines", []byte("\xEF\xBB\xBF\n\n  target triple = \"x86_64\"\n"), Text},
		{"ll global first", []byte("@g = global i32 0\n"), Text},
		{"ll metadata first", []byte("!0 = !{}\n"), Text},
		{"prose", []byte("hello, world\n"), Unknown},
		{"empty", nil, Unknown},
		// NUL is left to the text reader, which says where it is.
		{"nul bytes", []byte("define\x00"), Text},
		// llvm-as takes any byte in comments and strings (issue 14).
		{"latin-1 comment", []byte("; caf\xe9\ndefine i32 @f() {\n  ret i32 0\n}\n"), Text},
		{"latin-1 string", []byte("@s = global [5 x i8] c\"caf\xe9\\00\"\n"), Text},
		{"not utf8", []byte("define \xff\xfe"), Text},
		{"control bytes", []byte("define \x01\x02\x03"), Unknown},
		{"short", []byte{0xCA, 0xFE}, Unknown},
	}
	for _, c := range cases {
		if got := Detect(c.data); got != c.want {
			t.Errorf("%s: Detect = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestWrapperLayout checks Wrap against the header layout of "Bitcode
// Wrapper Format", written out by hand: magic 0x0B17C0DE, version 0, offset
// 20, size, cputype, each a little-endian 32-bit field.
func TestWrapperLayout(t *testing.T) {
	bc := []byte{'B', 'C', 0xC0, 0xDE, 1, 2, 3, 4}
	want := []byte{
		0xDE, 0xC0, 0x17, 0x0B, // magic
		0, 0, 0, 0, // version
		20, 0, 0, 0, // offset
		8, 0, 0, 0, // size
		0x07, 0x00, 0x00, 0x01, // cputype (x86_64 = 0x01000007)
		'B', 'C', 0xC0, 0xDE, 1, 2, 3, 4,
	}
	got := Wrap(bc, 0x01000007)
	if !bytes.Equal(got, want) {
		t.Fatalf("Wrap =\n% x\nwant\n% x", got, want)
	}
	h, payload, err := ParseWrapper(got)
	if err != nil {
		t.Fatal(err)
	}
	if h != (WrapperHeader{Magic: WrapperMagic, Version: 0, Offset: 20, Size: 8, CPUType: 0x01000007}) {
		t.Fatalf("header = %+v", h)
	}
	if !bytes.Equal(payload, bc) {
		t.Fatalf("payload = % x", payload)
	}
}

func TestWrapperRoundTrip(t *testing.T) {
	bc := seedBitcode(t)
	// Darwin pads wrapped files; trailing bytes after Size must be ignored.
	wrapped := append(Wrap(bc, 12), 0, 0, 0, 0, 0, 0, 0, 0)
	got, err := Extract(wrapped)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, bc) {
		t.Fatal("wrapper round trip changed the bitcode")
	}
	walkBitcode(t, got)
}

func TestWrapperHostile(t *testing.T) {
	bc := seedBitcode(t)
	w := Wrap(bc, 0)
	cases := map[string]func([]byte){
		"size past end":      func(b []byte) { binary.LittleEndian.PutUint32(b[12:], uint32(len(bc)+1)) },
		"offset inside head": func(b []byte) { binary.LittleEndian.PutUint32(b[8:], 4) },
		"offset overflow":    func(b []byte) { binary.LittleEndian.PutUint32(b[8:], 0xFFFFFFFF) },
		"payload not bc":     func(b []byte) { b[20] = 'X' },
	}
	for name, mutate := range cases {
		b := append([]byte{}, w...)
		mutate(b)
		if _, err := Extract(b); !errors.Is(err, ErrMalformed) {
			t.Errorf("%s: %v, want ErrMalformed", name, err)
		}
	}
	if _, err := Extract(w[:10]); !errors.Is(err, ErrMalformed) {
		t.Errorf("short header: %v", err)
	}
}

func TestRawBitcodeConcatenated(t *testing.T) {
	a, b := seedBitcode(t), otherBitcode(t)
	got, err := Extract(a)
	if err != nil || !bytes.Equal(got, a) {
		t.Fatalf("single module: %v", err)
	}
	// Two files back to back with padding, as a linker leaves them.
	both := append(append(append([]byte{}, a...), 0, 0, 0, 0), b...)
	ms, err := List(both)
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) != 2 || !bytes.Equal(ms[0].Data, a) || !bytes.Equal(ms[1].Data, b) ||
		ms[0].Name != "bitcode#0" || ms[1].Name != "bitcode#1" || ms[1].Offset != int64(len(a)+4) {
		t.Fatalf("members = %+v", summary(ms))
	}
	_, err = Extract(both)
	wantErrIs(t, err, ErrAmbiguous, `"bitcode#0", "bitcode#1"`)
	got, err = Extract(both, WithMember("bitcode#1"))
	if err != nil || !bytes.Equal(got, b) {
		t.Fatalf("WithMember: %v", err)
	}
	_, err = Extract(both, WithMember("nope"))
	wantErrIs(t, err, ErrNoMember, `"nope"`)
}

func summary(ms []Member) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.Name)
	}
	return out
}

func TestMachOThin(t *testing.T) {
	bc := seedBitcode(t)
	for _, c := range []struct {
		name  string
		is64  bool
		order binary.ByteOrder
	}{
		{"64-bit little endian", true, binary.LittleEndian},
		{"64-bit big endian", true, binary.BigEndian},
		{"32-bit little endian", false, binary.LittleEndian},
		{"32-bit big endian", false, binary.BigEndian},
	} {
		t.Run(c.name, func(t *testing.T) {
			file := buildMachO(c.is64, c.order, 7, []machoSection{
				{"__cmdline", []byte("-O2\x00")},
				{"__bitcode", bc},
			})
			if Detect(file) != MachO {
				t.Fatalf("Detect = %v", Detect(file))
			}
			ms, err := List(file)
			if err != nil {
				t.Fatal(err)
			}
			if len(ms) != 1 || ms[0].Name != "__LLVM,__bitcode" || !bytes.Equal(ms[0].Data, bc) ||
				!bytes.Equal(file[ms[0].Offset:ms[0].Offset+int64(len(bc))], bc) {
				t.Fatalf("members = %v", summary(ms))
			}
		})
	}
}

func TestMachONoBitcode(t *testing.T) {
	file := buildMachO(true, binary.LittleEndian, 7, []machoSection{{"__cmdline", []byte("x")}})
	_, err := Extract(file)
	wantErrIs(t, err, ErrNoBitcode, "no __LLVM,__bitcode or __LLVM,__bundle section in Mach-O file; was it built with -fembed-bitcode?")
	marker := buildMachO(true, binary.LittleEndian, 7, []machoSection{{"__bitcode", []byte{0}}})
	_, err = Extract(marker)
	wantErrIs(t, err, ErrNoBitcode, "-fembed-bitcode=marker")
}

func TestMachOBundleAndFat(t *testing.T) {
	a, b := seedBitcode(t), otherBitcode(t)
	bundle := buildXar([]xarTestFile{
		{name: "1", content: a},
		{name: "2", content: b, compress: true},
		{name: "ld-options", content: []byte("-arch arm64\n")},
	})
	armSlice := buildMachO(true, binary.LittleEndian, 0x0100000C, []machoSection{{"__bundle", bundle}})
	x86Slice := buildMachO(true, binary.LittleEndian, 0x01000007, []machoSection{{"__bitcode", b}})
	// A slice without bitcode is skipped, not an error.
	i386Slice := buildMachO(false, binary.LittleEndian, 7, []machoSection{{"__cmdline", []byte("x")}})

	// The thin arm64 file alone: two bitcode members in the bundle.
	ms, err := List(armSlice)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(summary(ms), " "); got != "__LLVM,__bundle/1 __LLVM,__bundle/2" {
		t.Fatalf("bundle members = %s", got)
	}
	if !bytes.Equal(ms[0].Data, a) || !bytes.Equal(ms[1].Data, b) || ms[1].Offset != -1 || ms[0].Offset < 0 ||
		!bytes.Equal(armSlice[ms[0].Offset:ms[0].Offset+int64(len(a))], a) {
		t.Fatal("bundle member contents or offsets wrong")
	}
	_, err = Extract(armSlice)
	wantErrIs(t, err, ErrAmbiguous, `"__LLVM,__bundle/1", "__LLVM,__bundle/2"`)

	fat := buildFat(map[uint32][]byte{0x0100000C: armSlice, 0x01000007: x86Slice, 7: i386Slice},
		[]uint32{7, 0x01000007, 0x0100000C})
	if Detect(fat) != MachOFat {
		t.Fatalf("Detect(fat) = %v", Detect(fat))
	}
	ms, err = List(fat)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(summary(ms), " "); got != "x86_64:__LLVM,__bitcode arm64:__LLVM,__bundle/1 arm64:__LLVM,__bundle/2" {
		t.Fatalf("fat members = %s", got)
	}
	if !bytes.Equal(fat[ms[0].Offset:ms[0].Offset+int64(len(b))], b) {
		t.Fatal("fat member offset does not point at its bytes")
	}
	got, err := Extract(fat, WithMember("arm64:__LLVM,__bundle/1"))
	if err != nil || !bytes.Equal(got, a) {
		t.Fatalf("WithMember arm64 bundle/1: %v", err)
	}
	walkBitcode(t, got)
	_, err = Extract(fat)
	wantErrIs(t, err, ErrAmbiguous, "holds 3 modules")

	onlyI386 := buildFat(map[uint32][]byte{7: i386Slice}, []uint32{7})
	_, err = Extract(onlyI386)
	wantErrIs(t, err, ErrNoBitcode, "(i386)")
}

func TestXarHostile(t *testing.T) {
	bc := seedBitcode(t)
	good := buildXar([]xarTestFile{{name: "1", content: bc, compress: true}})
	if got, err := Extract(good); err != nil || !bytes.Equal(got, bc) {
		t.Fatalf("good archive: %v", err)
	}
	bad := buildXar([]xarTestFile{{name: "1", content: bc, badChecksum: true}})
	_, err := Extract(bad)
	wantErrIs(t, err, ErrMalformed, "archived checksum")

	lie := append([]byte{}, good...)
	binary.BigEndian.PutUint64(lie[16:], 1<<40) // uncompressed TOC size
	_, err = Extract(lie)
	wantErrIs(t, err, ErrMalformed, "more than the")

	lie = append([]byte{}, good...)
	binary.BigEndian.PutUint64(lie[8:], 1<<40) // compressed TOC size
	_, err = Extract(lie)
	wantErrIs(t, err, ErrMalformed, "runs past the end")

	lie = append([]byte{}, good...)
	binary.BigEndian.PutUint16(lie[4:], 3) // header size
	_, err = Extract(lie)
	wantErrIs(t, err, ErrMalformed, "header size 3")

	noBC := buildXar([]xarTestFile{{name: "ld-options", content: []byte("-dead_strip")}})
	_, err = Extract(noBC)
	wantErrIs(t, err, ErrNoBitcode, "files: ld-options")

	_, err = Extract(good[:len(good)-10])
	wantErrIs(t, err, ErrMalformed, "heap")
}

func TestMachOHostile(t *testing.T) {
	bc := seedBitcode(t)
	file := buildMachO(true, binary.LittleEndian, 7, []machoSection{{"__bitcode", bc}})
	// Truncations anywhere must give an error, never a panic or a slice
	// out of range.
	for n := 0; n < len(file); n += 7 {
		if _, err := Extract(file[:n]); err == nil {
			t.Fatalf("truncated to %d bytes: no error", n)
		}
	}
	// Section size past the end of the file.
	big := append([]byte{}, file...)
	// section_64 starts at 32 + 72; its size field is at +40.
	binary.LittleEndian.PutUint64(big[32+72+40:], 1<<40)
	if _, err := Extract(big); !errors.Is(err, ErrMalformed) {
		t.Fatalf("huge section: %v", err)
	}
	fat := buildFat(map[uint32][]byte{7: file}, []uint32{7})
	binary.BigEndian.PutUint32(fat[8+12:], 1<<30) // slice size
	if _, err := Extract(fat); !errors.Is(err, ErrMalformed) {
		t.Fatalf("huge fat slice: %v", err)
	}
	binary.BigEndian.PutUint32(fat[4:], 40) // 40 architectures in a small file
	if _, err := Extract(fat); !errors.Is(err, ErrMalformed) {
		t.Fatalf("too many fat archs: %v", err)
	}
}

func TestNotBitcode(t *testing.T) {
	_, err := Extract([]byte("define void @f() {\n  ret void\n}\n"))
	wantErrIs(t, err, ErrNotBitcode, "LLVM IR text")
	_, err = Extract([]byte("GIF89a...."))
	wantErrIs(t, err, ErrNotBitcode, "unrecognised input")
	_, err = Extract([]byte("\x7fELF garbage"))
	wantErrIs(t, err, ErrMalformed, "ELF")
}
