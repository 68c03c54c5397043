package container

import (
	"bytes"
	"compress/zlib"
	"crypto/sha1"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"github.com/irfix/irfix/internal/testenv"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfix/irfix/bitcode/bitstream"
)

// requireTool returns the path of an external tool, or skips the test when
// it is absent — unless IRFIX_REQUIRE_LLVM=1, which makes that a failure.
func requireTool(tb testing.TB, name string) string {
	tb.Helper()
	return testenv.Tool(tb, name)
}

// seedBitcode returns a real bitcode file: the project's seed if present,
// else a small stream made with the bitstream Writer.
func seedBitcode(tb testing.TB) []byte {
	tb.Helper()
	if b, err := os.ReadFile(testenv.Seed(tb, "numba_cos.opaque16.bc")); err == nil {
		return b
	}
	w := bitstream.NewWriter()
	w.EmitMagic(bitstream.LLVMIRMagic)
	if err := w.EnterBlock(bitstream.ModuleBlockID, 3); err != nil {
		tb.Fatal(err)
	}
	if err := w.EmitRecord(1, []uint64{2}); err != nil {
		tb.Fatal(err)
	}
	if err := w.ExitBlock(); err != nil {
		tb.Fatal(err)
	}
	b, err := w.Bytes()
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// otherBitcode is a second, different module.
func otherBitcode(tb testing.TB) []byte {
	tb.Helper()
	w := bitstream.NewWriter()
	w.EmitMagic(bitstream.LLVMIRMagic)
	for _, id := range []uint32{bitstream.IdentificationBlockID, bitstream.ModuleBlockID} {
		if err := w.EnterBlock(id, 4); err != nil {
			tb.Fatal(err)
		}
		if err := w.EmitRecord(1, []uint64{7, 8, 9}); err != nil {
			tb.Fatal(err)
		}
		if err := w.ExitBlock(); err != nil {
			tb.Fatal(err)
		}
	}
	b, _ := w.Bytes()
	return b
}

// walkBitcode checks that b is a complete bitstream.
func walkBitcode(tb testing.TB, b []byte) {
	tb.Helper()
	r := bitstream.NewReader(b)
	for {
		_, err := r.Next()
		if err == io.EOF {
			return
		}
		if err != nil {
			tb.Fatalf("extracted bitcode does not read: %v", err)
		}
	}
}

func wantErrIs(t *testing.T, err, kind error, substr string) {
	t.Helper()
	if !errors.Is(err, kind) {
		t.Fatalf("error %v, want %v", err, kind)
	}
	if !strings.Contains(err.Error(), substr) {
		t.Fatalf("error %q does not mention %q", err, substr)
	}
}

// ---- Mach-O builder ----
//
// machoSection is one section of the __LLVM segment.
type machoSection struct {
	name string
	data []byte
}

// buildMachO lays out a minimal Mach-O file by hand, following
// <mach-o/loader.h>:
//
//	64-bit: mach_header_64 (32 bytes: magic, cputype, cpusubtype, filetype,
//	        ncmds, sizeofcmds, flags, reserved), one LC_SEGMENT_64 (cmd 0x19,
//	        72 bytes: cmd, cmdsize, segname[16], vmaddr, vmsize, fileoff,
//	        filesize (64-bit), maxprot, initprot, nsects, flags) followed by
//	        section_64 records (80 bytes: sectname[16], segname[16], addr,
//	        size (64-bit), offset, align, reloff, nreloc, flags, reserved1-3)
//	32-bit: mach_header (28 bytes, no reserved word), LC_SEGMENT (cmd 0x1,
//	        56 bytes, 32-bit addresses and sizes), section (68 bytes, two
//	        reserved words)
//
// then the section contents, each at a 4-byte aligned file offset. The
// header's magic is written in the file's byte order, so a big-endian file
// starts FE ED FA CF and a little-endian one CF FA ED FE.
func buildMachO(is64 bool, order binary.ByteOrder, cpu uint32, sects []machoSection) []byte {
	var hdrSize, segSize, sectSize int
	var magic, lc uint32
	if is64 {
		hdrSize, segSize, sectSize, magic, lc = 32, 72, 80, 0xFEEDFACF, 0x19
	} else {
		hdrSize, segSize, sectSize, magic, lc = 28, 56, 68, 0xFEEDFACE, 0x1
	}
	cmdSize := segSize + sectSize*len(sects)
	dataStart := (hdrSize + cmdSize + 3) &^ 3
	offsets := make([]int, len(sects))
	total := dataStart
	for i, s := range sects {
		offsets[i] = total
		total = (total + len(s.data) + 3) &^ 3
	}
	var b bytes.Buffer
	w := func(v any) { binary.Write(&b, order, v) }
	name16 := func(s string) [16]byte {
		var n [16]byte
		copy(n[:], s)
		return n
	}
	// Header.
	w(magic)
	w(cpu)
	w(uint32(0)) // cpusubtype
	w(uint32(1)) // MH_OBJECT
	w(uint32(1)) // ncmds
	w(uint32(cmdSize))
	w(uint32(0)) // flags
	if is64 {
		w(uint32(0)) // reserved
	}
	// Segment command.
	w(lc)
	w(uint32(cmdSize))
	w(name16("__LLVM"))
	segLen := total - dataStart
	if is64 {
		w(uint64(0))
		w(uint64(segLen))
		w(uint64(dataStart))
		w(uint64(segLen))
	} else {
		w(uint32(0))
		w(uint32(segLen))
		w(uint32(dataStart))
		w(uint32(segLen))
	}
	w(uint32(1)) // maxprot
	w(uint32(1)) // initprot
	w(uint32(len(sects)))
	w(uint32(0)) // flags
	for i, s := range sects {
		w(name16(s.name))
		w(name16("__LLVM"))
		if is64 {
			w(uint64(offsets[i] - dataStart))
			w(uint64(len(s.data)))
		} else {
			w(uint32(offsets[i] - dataStart))
			w(uint32(len(s.data)))
		}
		w(uint32(offsets[i]))
		w(uint32(0)) // align
		w(uint32(0)) // reloff
		w(uint32(0)) // nreloc
		w(uint32(0)) // flags
		w(uint32(0)) // reserved1
		w(uint32(0)) // reserved2
		if is64 {
			w(uint32(0)) // reserved3
		}
	}
	for i, s := range sects {
		for b.Len() < offsets[i] {
			b.WriteByte(0)
		}
		b.Write(s.data)
	}
	for b.Len() < total {
		b.WriteByte(0)
	}
	return b.Bytes()
}

// buildFat wraps thin Mach-O files in a universal header (big endian:
// magic 0xCAFEBABE, nfat_arch, then cputype, cpusubtype, offset, size,
// align per architecture), each slice at a 16-byte aligned offset.
func buildFat(slices map[uint32][]byte, order []uint32) []byte {
	var b bytes.Buffer
	w := func(v uint32) { binary.Write(&b, binary.BigEndian, v) }
	w(0xCAFEBABE)
	w(uint32(len(order)))
	off := (8 + 20*len(order) + 15) &^ 15
	offs := make([]int, len(order))
	for i, cpu := range order {
		offs[i] = off
		w(cpu)
		w(0)
		w(uint32(off))
		w(uint32(len(slices[cpu])))
		w(4) // 2^4 alignment
		off = (off + len(slices[cpu]) + 15) &^ 15
	}
	for i, cpu := range order {
		for b.Len() < offs[i] {
			b.WriteByte(0)
		}
		b.Write(slices[cpu])
	}
	return b.Bytes()
}

// ---- xar builder ----

type xarTestFile struct {
	name     string
	content  []byte
	compress bool
	// badChecksum stores a wrong archived checksum.
	badChecksum bool
}

// buildXar lays out a xar archive by hand: a 28-byte big-endian header
// ("xar!", header size 28, version 1, compressed and uncompressed TOC
// lengths, checksum algorithm 1 = sha1), the zlib-compressed XML TOC, then
// the heap: 20 bytes of TOC checksum, then each file's archived bytes.
func buildXar(files []xarTestFile) []byte {
	var heap bytes.Buffer
	heap.Write(make([]byte, 20)) // TOC checksum slot (not checked by readers here)
	var toc strings.Builder
	toc.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n<xar>\n <toc>\n")
	toc.WriteString("  <checksum style=\"sha1\"><offset>0</offset><size>20</size></checksum>\n")
	toc.WriteString("  <creation-time>2024-01-01T00:00:00</creation-time>\n")
	for i, f := range files {
		archived := f.content
		enc := "application/octet-stream"
		if f.compress {
			var z bytes.Buffer
			zw := zlib.NewWriter(&z)
			zw.Write(f.content)
			zw.Close()
			archived = z.Bytes()
			enc = "application/x-gzip"
		}
		sumA := sha1.Sum(archived)
		sumE := sha1.Sum(f.content)
		if f.badChecksum {
			sumA[0] ^= 0xFF
		}
		fmt.Fprintf(&toc, "  <file id=\"%d\">\n   <name>%s</name>\n   <type>file</type>\n   <file-type>Bitcode</file-type>\n", i+1, f.name)
		fmt.Fprintf(&toc, "   <data>\n    <length>%d</length>\n    <offset>%d</offset>\n    <size>%d</size>\n", len(archived), heap.Len(), len(f.content))
		fmt.Fprintf(&toc, "    <encoding style=\"%s\"/>\n", enc)
		fmt.Fprintf(&toc, "    <archived-checksum style=\"sha1\">%s</archived-checksum>\n", hex.EncodeToString(sumA[:]))
		fmt.Fprintf(&toc, "    <extracted-checksum style=\"sha1\">%s</extracted-checksum>\n   </data>\n  </file>\n", hex.EncodeToString(sumE[:]))
		heap.Write(archived)
	}
	toc.WriteString(" </toc>\n</xar>\n")
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	zw.Write([]byte(toc.String()))
	zw.Close()

	var b bytes.Buffer
	w := func(v any) { binary.Write(&b, binary.BigEndian, v) }
	b.WriteString("xar!")
	w(uint16(28))
	w(uint16(1))
	w(uint64(z.Len()))
	w(uint64(toc.Len()))
	w(uint32(1))
	b.Write(z.Bytes())
	b.Write(heap.Bytes())
	return b.Bytes()
}

func writeTemp(tb testing.TB, dir, name string, data []byte) string {
	tb.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		tb.Fatal(err)
	}
	return p
}
