package container

import (
	"bytes"
	"compress/bzip2"
	"compress/zlib"
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/binary"
	"encoding/hex"
	"encoding/xml"
	"errors"
	"fmt"
	"hash"
	"io"
	"path"
	"strings"
)

// A xar archive (the format of a Mach-O __LLVM,__bundle section) is:
//
//	header (big endian): magic "xar!", header size u16, version u16,
//	    compressed TOC length u64, uncompressed TOC length u64,
//	    checksum algorithm u32 [, algorithm name when it is 3]
//	TOC: zlib-compressed XML, right after the header
//	heap: file contents, right after the TOC; <data><offset> is relative
//	    to the start of the heap
//
// Files are <file> elements (nested for directories) with <name>, <type>
// and <data> holding <offset>, <length> (archived bytes), <size> (extracted
// bytes), <encoding style="..."> and checksums.

const (
	xarMinHeader   = 28
	maxXarTOC      = 16 << 20  // decompressed TOC limit
	maxXarFile     = 512 << 20 // decompressed member limit
	maxXarNesting  = 4         // bundles inside bundles
	xarOctetStream = "application/octet-stream"
	xarGzip        = "application/x-gzip" // zlib data, despite the name
	xarBzip2       = "application/x-bzip2"
)

type xarTOC struct {
	Files []xarFile `xml:"toc>file"`
}

type xarFile struct {
	Name  string    `xml:"name"`
	Type  string    `xml:"type"`
	Data  *xarData  `xml:"data"`
	Files []xarFile `xml:"file"`
}

type xarData struct {
	Offset            uint64      `xml:"offset"`
	Length            uint64      `xml:"length"`
	Size              uint64      `xml:"size"`
	Encoding          xarStyle    `xml:"encoding"`
	ArchivedChecksum  xarChecksum `xml:"archived-checksum"`
	ExtractedChecksum xarChecksum `xml:"extracted-checksum"`
}

type xarStyle struct {
	Style string `xml:"style,attr"`
}

type xarChecksum struct {
	Style string `xml:"style,attr"`
	Value string `xml:",chardata"`
}

// xarMembers returns the bitcode files of a xar archive; other files
// (object files, linker options) are left out. name prefixes member names.
func xarMembers(data []byte, name string, offset int64) ([]Member, error) {
	return xarMembersDepth(data, name, offset, 0)
}

func xarMembersDepth(data []byte, name string, offset int64, depth int) ([]Member, error) {
	files, heapStart, err := readXar(data, name)
	if err != nil {
		return nil, err
	}
	var ms []Member
	var others []string
	heap := data[heapStart:]
	for _, f := range files {
		content, inPlace, err := xarContent(heap, f)
		if err != nil {
			return nil, fmt.Errorf("%s: file %q: %w", name, f.path, err)
		}
		memberName := name + "/" + f.path
		off := int64(-1)
		if inPlace {
			off = offset + int64(heapStart) + int64(f.data.Offset)
		}
		switch Detect(content) {
		case RawBitcode:
			ms = append(ms, Member{Name: memberName, Data: content, Offset: off})
		case Wrapper:
			h, bc, err := ParseWrapper(content)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", memberName, err)
			}
			if off >= 0 {
				off += int64(h.Offset)
			}
			ms = append(ms, Member{Name: memberName, Data: bc, Offset: off})
		case Xar:
			if depth+1 >= maxXarNesting {
				return nil, fmt.Errorf("%w: %s: xar archives nested more than %d deep", ErrMalformed, memberName, maxXarNesting)
			}
			sub, err := xarMembersDepth(content, memberName, off, depth+1)
			if err != nil && !errors.Is(err, ErrNoBitcode) {
				return nil, err
			}
			ms = append(ms, sub...)
		default:
			others = append(others, f.path)
		}
	}
	if len(ms) == 0 {
		return nil, fmt.Errorf("%w: the xar archive in %s holds no bitcode file (files: %s)", ErrNoBitcode, name, strings.Join(others, ", "))
	}
	return ms, nil
}

type xarEntry struct {
	path string
	data *xarData
}

// readXar parses the header and TOC, returning the regular files (with
// their paths) and the offset of the heap.
func readXar(data []byte, name string) ([]xarEntry, uint64, error) {
	if len(data) < xarMinHeader || !bytes.HasPrefix(data, xarMagic) {
		return nil, 0, fmt.Errorf("%w: %s is not a xar archive (first bytes % x)", ErrMalformed, name, data[:min(len(data), 8)])
	}
	hsize := uint64(binary.BigEndian.Uint16(data[4:]))
	tocLen := binary.BigEndian.Uint64(data[8:])
	tocRaw := binary.BigEndian.Uint64(data[16:])
	if hsize < xarMinHeader || hsize > uint64(len(data)) {
		return nil, 0, fmt.Errorf("%w: %s: xar header size %d is out of range", ErrMalformed, name, hsize)
	}
	if tocLen > uint64(len(data))-hsize {
		return nil, 0, fmt.Errorf("%w: %s: xar TOC of %d bytes runs past the end of the %d-byte archive", ErrMalformed, name, tocLen, len(data))
	}
	if tocRaw > maxXarTOC {
		return nil, 0, fmt.Errorf("%w: %s: xar TOC claims %d bytes uncompressed, more than the %d this reader accepts", ErrMalformed, name, tocRaw, maxXarTOC)
	}
	zr, err := zlib.NewReader(bytes.NewReader(data[hsize : hsize+tocLen]))
	if err != nil {
		return nil, 0, fmt.Errorf("%w: %s: xar TOC: %v", ErrMalformed, name, err)
	}
	xmlText, err := io.ReadAll(io.LimitReader(zr, int64(tocRaw)+1))
	if err != nil {
		return nil, 0, fmt.Errorf("%w: %s: xar TOC: %v", ErrMalformed, name, err)
	}
	if uint64(len(xmlText)) != tocRaw {
		return nil, 0, fmt.Errorf("%w: %s: xar TOC is %d bytes uncompressed, header says %d", ErrMalformed, name, len(xmlText), tocRaw)
	}
	var toc xarTOC
	if err := xml.Unmarshal(xmlText, &toc); err != nil {
		return nil, 0, fmt.Errorf("%w: %s: xar TOC: %v", ErrMalformed, name, err)
	}
	var out []xarEntry
	var walk func(dir string, fs []xarFile)
	walk = func(dir string, fs []xarFile) {
		for i := range fs {
			f := &fs[i]
			p := path.Join(dir, f.Name)
			if f.Data != nil && (f.Type == "" || f.Type == "file") {
				out = append(out, xarEntry{path: p, data: f.Data})
			}
			walk(p, f.Files)
		}
	}
	walk("", toc.Files)
	return out, hsize + tocLen, nil
}

// xarContent returns a file's extracted bytes, checking its checksums.
// inPlace reports whether they are a slice of the heap (not decompressed).
func xarContent(heap []byte, f xarEntry) (content []byte, inPlace bool, err error) {
	d := f.data
	end := d.Offset + d.Length
	if end < d.Offset || end > uint64(len(heap)) {
		return nil, false, fmt.Errorf("%w: data at heap bytes %d..%d, but the heap has %d", ErrMalformed, d.Offset, end, len(heap))
	}
	archived := heap[d.Offset:end:end]
	if err := verifyChecksum(archived, d.ArchivedChecksum, "archived"); err != nil {
		return nil, false, err
	}
	var r io.Reader
	switch style := strings.TrimSpace(d.Encoding.Style); style {
	case "", xarOctetStream:
		content, inPlace = archived, true
	case xarGzip:
		zr, err := zlib.NewReader(bytes.NewReader(archived))
		if err != nil {
			return nil, false, fmt.Errorf("%w: %v", ErrMalformed, err)
		}
		r = zr
	case xarBzip2:
		r = bzip2.NewReader(bytes.NewReader(archived))
	default:
		return nil, false, fmt.Errorf("%w: unsupported xar encoding %q", ErrMalformed, style)
	}
	if r != nil {
		if d.Size > maxXarFile {
			return nil, false, fmt.Errorf("%w: claims %d bytes uncompressed, more than the %d this reader accepts", ErrMalformed, d.Size, maxXarFile)
		}
		content, err = io.ReadAll(io.LimitReader(r, int64(d.Size)+1))
		if err != nil {
			return nil, false, fmt.Errorf("%w: decompressing: %v", ErrMalformed, err)
		}
		if uint64(len(content)) != d.Size {
			return nil, false, fmt.Errorf("%w: decompressed to %d bytes, TOC says %d", ErrMalformed, len(content), d.Size)
		}
	}
	if err := verifyChecksum(content, d.ExtractedChecksum, "extracted"); err != nil {
		return nil, false, err
	}
	return content, inPlace, nil
}

// verifyChecksum checks a TOC checksum element when its algorithm is one
// the standard library has; an absent one, or another algorithm, passes.
func verifyChecksum(b []byte, c xarChecksum, which string) error {
	var h hash.Hash
	switch strings.ToLower(strings.TrimSpace(c.Style)) {
	case "sha1":
		h = sha1.New()
	case "md5":
		h = md5.New()
	case "sha256":
		h = sha256.New()
	case "sha512":
		h = sha512.New()
	default:
		return nil
	}
	want := strings.ToLower(strings.TrimSpace(c.Value))
	if want == "" {
		return nil
	}
	h.Write(b)
	if got := hex.EncodeToString(h.Sum(nil)); got != want {
		return fmt.Errorf("%w: %s checksum (%s) is %s, TOC says %s", ErrMalformed, which, c.Style, got, want)
	}
	return nil
}
