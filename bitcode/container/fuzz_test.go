package container

import (
	"bytes"
	"encoding/binary"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// FuzzExtract feeds arbitrary bytes to Detect, List and Extract. They must
// not panic or hang; errors must wrap one of the sentinels; members must
// start with the bitcode magic and, when they alias the input, lie inside
// it at their Offset.
//
// Seeds: raw and wrapped bitcode, hand-built thin, big-endian, 32-bit and
// universal Mach-O files, xar bundles, and (when clang-16 is installed) a
// real ELF shared library with .llvmbc.
func FuzzExtract(f *testing.F) {
	bc, other := seedBitcode(f), otherBitcode(f)
	f.Add(bc)
	f.Add(Wrap(bc, 7))
	f.Add(append(append(append([]byte{}, bc...), 0, 0, 0, 0), other...))
	bundle := buildXar([]xarTestFile{{name: "1", content: bc}, {name: "2", content: other, compress: true}})
	f.Add(bundle)
	thin := buildMachO(true, binary.LittleEndian, 0x0100000C, []machoSection{{"__bundle", bundle}})
	f.Add(thin)
	f.Add(buildMachO(false, binary.BigEndian, 18, []machoSection{{"__bitcode", other}}))
	f.Add(buildFat(map[uint32][]byte{0x0100000C: thin, 7: buildMachO(false, binary.LittleEndian, 7, []machoSection{{"__bitcode", bc}})},
		[]uint32{7, 0x0100000C}))
	f.Add([]byte("define void @f() {\n  ret void\n}\n"))
	if clang, err := exec.LookPath("clang-16"); err == nil {
		dir := f.TempDir()
		src := filepath.Join(dir, "x.c")
		so := filepath.Join(dir, "x.so")
		if os.WriteFile(src, []byte(elfTestC), 0o644) == nil &&
			exec.Command(clang, "-O2", "-fPIC", "-fembed-bitcode", "-shared", src, "-o", so).Run() == nil {
			if b, err := os.ReadFile(so); err == nil {
				f.Add(b)
			}
		}
	}

	sentinels := []error{ErrNoBitcode, ErrAmbiguous, ErrNoMember, ErrMalformed, ErrNotBitcode}
	f.Fuzz(func(t *testing.T, data []byte) {
		_ = Detect(data).String()
		ms, err := List(data)
		if err != nil {
			ok := false
			for _, s := range sentinels {
				ok = ok || errors.Is(err, s)
			}
			if !ok {
				t.Fatalf("List error wraps no sentinel: %v", err)
			}
		}
		for _, m := range ms {
			if !bytes.HasPrefix(m.Data, bitcodeMagic) {
				t.Fatalf("member %s does not start with the bitcode magic", m.Name)
			}
			if m.Offset >= 0 && (m.Offset+int64(len(m.Data)) > int64(len(data)) ||
				!bytes.Equal(data[m.Offset:m.Offset+int64(len(m.Data))], m.Data)) {
				t.Fatalf("member %s: offset %d does not locate its %d bytes", m.Name, m.Offset, len(m.Data))
			}
		}
		got, err := Extract(data)
		if err == nil && (len(ms) != 1 || !bytes.Equal(got, ms[0].Data)) {
			t.Fatalf("Extract succeeded with %d members listed", len(ms))
		}
		if len(ms) > 1 && !errors.Is(err, ErrAmbiguous) {
			t.Fatalf("%d members but Extract said %v", len(ms), err)
		}
	})
}
