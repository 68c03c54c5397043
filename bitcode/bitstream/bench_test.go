package bitstream

import (
	"fmt"
	"io"
	"strings"
	"testing"
)

// bigLL generates a module with n functions of straight-line arithmetic,
// globals and string constants: a few megabytes of bitcode.
func bigLL(n int) string {
	var b strings.Builder
	b.WriteString("target triple = \"x86_64-pc-linux-gnu\"\n")
	for i := range n {
		fmt.Fprintf(&b, "@s%d = private constant [26 x i8] c\"string constant number %03d\"\n", i, i%1000)
		fmt.Fprintf(&b, "define double @f%d(double %%a, double %%b, ptr %%p) {\nentry:\n", i)
		prev := "%a"
		for j := range 40 {
			fmt.Fprintf(&b, "  %%x%d = fmul double %s, %%b\n", j, prev)
			fmt.Fprintf(&b, "  %%y%d = fadd double %%x%d, %d.0\n", j, j, j+i)
			fmt.Fprintf(&b, "  store double %%y%d, ptr %%p, align 8\n", j)
			prev = fmt.Sprintf("%%y%d", j)
		}
		fmt.Fprintf(&b, "  ret double %s\n}\n", prev)
	}
	return b.String()
}

// BenchmarkReader walks a large .bc made by llvm-as-16 (skipped without
// it) and reports throughput.
func BenchmarkReader(b *testing.B) {
	llvmAs, err := lookTool("llvm-as-16")
	if err != nil {
		b.Skip("llvm-as-16 not installed")
	}
	data := assemble(b, llvmAs, bigLL(2000))
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		r := NewReader(data)
		for {
			_, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkReaderSkipFunctions measures the lazy-loading pattern: skip
// every function body by its length.
func BenchmarkReaderSkipFunctions(b *testing.B) {
	llvmAs, err := lookTool("llvm-as-16")
	if err != nil {
		b.Skip("llvm-as-16 not installed")
	}
	data := assemble(b, llvmAs, bigLL(2000))
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for b.Loop() {
		r := NewReader(data)
		for {
			e, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			if e.Kind == KindEnterBlock && e.BlockID == FunctionBlockID {
				if err := r.SkipBlock(); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
}

// BenchmarkWriter writes the entries of the same bitcode (read once,
// outside the timer) with the Writer.
func BenchmarkWriter(b *testing.B) {
	llvmAs, err := lookTool("llvm-as-16")
	if err != nil {
		b.Skip("llvm-as-16 not installed")
	}
	data := assemble(b, llvmAs, bigLL(2000))
	rec, err := record(data)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := rec.write(); err != nil {
			b.Fatal(err)
		}
	}
}
