package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/irfix/irfix/internal/testenv"
)

// Issue 14, item 5: first-use friction.

// TestUnknownFlagNamesCommand: a flag the command does not have is a
// usage error whose message names the command.
func TestUnknownFlagNamesCommand(t *testing.T) {
	for _, cmd := range []string{"convert", "downgrade", "upgrade", "check", "fixcalls", "as", "dis", "verify", "run"} {
		r := runIrfix(t, "", nil, cmd, "--frob", "x.ll")
		if r.code != 2 || !strings.HasPrefix(r.stderr, "irfix: usage: "+cmd+": ") || !strings.Contains(r.stderr, "frob") {
			t.Errorf("irfix %s --frob: exit %d, stderr %q; want exit 2 and `irfix: usage: %s: ...frob...`", cmd, r.code, r.stderr, cmd)
		}
	}
}

// TestTargetShortFlag: every command with --target also takes -t.
func TestTargetShortFlag(t *testing.T) {
	n := 0
	for _, c := range commands {
		for _, f := range c.Flags {
			names := f.Names()
			if !slices.Contains(names, "target") {
				continue
			}
			n++
			has := false
			for _, a := range names {
				has = has || a == "t"
			}
			if !has {
				t.Errorf("irfix %s: --target has no -t (names %v)", c.Name, names)
			}
		}
	}
	if n < 5 {
		t.Errorf("found only %d --target flags", n)
	}
}

// TestEmitDefaultInHelp: downgrade's and upgrade's help states --emit's
// real default (the input's form), not "ll".
func TestEmitDefaultInHelp(t *testing.T) {
	for _, cmd := range []string{"downgrade", "upgrade"} {
		r := runIrfix(t, "", nil, cmd, "--help")
		var line string
		for _, l := range strings.Split(r.stdout, "\n") {
			if strings.Contains(l, "--emit") {
				line = l
			}
		}
		if r.code != 0 || strings.Contains(line, `(default: "ll")`) || !strings.Contains(line, "bc for bitcode") {
			t.Errorf("irfix %s --help: --emit line %q", cmd, line)
		}
	}
}

// TestDiffIsText: --diff shows a text diff for bitcode input too.
func TestDiffIsText(t *testing.T) {
	seed := seedPath(t, seedBC)
	for _, args := range [][]string{
		{"downgrade", seed, "--diff"},
		{"downgrade", seed, "--diff", "--emit", "bc"},
		{"downgrade", seed, "--diff", "-t", "14"},
	} {
		r := runIrfix(t, "", nil, args...)
		if r.code != 0 || !utf8.ValidString(r.stdout) || strings.Contains(r.stdout, "BC\xc0\xde") || !strings.Contains(r.stdout, "\n+define ") {
			t.Errorf("irfix %s: exit %d, stderr %q, stdout not a text diff:\n%.300s", strings.Join(args, " "), r.code, r.stderr, r.stdout)
		}
	}
	r := runIrfix(t, "", nil, "downgrade", seed, "--diff")
	if !strings.Contains(r.stdout, "\n+define i32 @_ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd(double* ") {
		t.Errorf("downgrade --diff does not show the typed definition:\n%s", r.stdout)
	}
}

// TestFixcallsBitcodeOut: fixcalls --fix writes bitcode for bitcode input
// (read by the reader it is for) and text for text.
func TestFixcallsBitcodeOut(t *testing.T) {
	dir := t.TempDir()
	opaque := seedPath(t, "../../../shared/seed/julia_ccall_mismatch.opaque16.bc")
	as16 := testenv.Tool(t, "llvm-as-16")
	typedBC := filepath.Join(dir, "typed.bc")
	if out, err := exec.Command(as16, "-opaque-pointers=0", seedPath(t, "../../../shared/seed/julia_ccall_mismatch.typed.ll"), "-o", typedBC).CombinedOutput(); err != nil {
		t.Fatalf("llvm-as-16 -opaque-pointers=0: %v\n%s", err, out)
	}
	for _, c := range []struct {
		in, target string
		typed      bool
	}{{opaque, "", false}, {typedBC, "16-typed", true}} {
		out := filepath.Join(dir, "fixed.bc")
		args := []string{"fixcalls", "--fix", c.in, "-o", out}
		if c.target != "" {
			args = append(args, "-t", c.target)
		}
		r := runIrfix(t, dir, nil, args...)
		if r.code != 0 {
			t.Errorf("irfix %s: exit %d, %s", strings.Join(args, " "), r.code, r.stderr)
			continue
		}
		bc, _ := os.ReadFile(out)
		if isText(bc) {
			t.Errorf("irfix %s: text output for bitcode input", strings.Join(args, " "))
			continue
		}
		reads(t, "fixcalls --fix "+filepath.Base(c.in), bc, "16", c.typed)
	}
	r := runIrfix(t, dir, nil, "fixcalls", "--fix", seedPath(t, "../../../shared/seed/julia_ccall_mismatch.opaque16.ll"))
	if r.code != 0 || !strings.Contains(r.stdout, "define") {
		t.Errorf("fixcalls --fix of text: exit %d, output not text", r.code)
	}
}

// TestCheckFixWorks: every fix command check suggests succeeds and gives a
// module the reader accepts; where the module cannot be expressed for the
// reader, check says no command can instead of suggesting one that fails.
func TestCheckFixWorks(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{seedBC, seedLL} {
		data, err := os.ReadFile(seedPath(t, f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(f)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	te := "define void @f(target(\"spirv.Event\") %e) {\n  ret void\n}\ndefine void @g(ptr %p) memory(none) {\n  ret void\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "te.ll"), []byte(te), 0o644); err != nil {
		t.Fatal(err)
	}
	fixes := 0
	for _, in := range []string{filepath.Base(seedBC), filepath.Base(seedLL)} {
		for _, rd := range []string{"14", "15-typed", "15", "16-typed"} {
			r := runIrfix(t, dir, nil, "check", in, "--reader", rd)
			if r.code != 1 {
				t.Errorf("check %s --reader %s: exit %d, want 1 (rejected)", in, rd, r.code)
			}
			for _, line := range strings.Split(r.stderr, "\n") {
				_, cmd, ok := strings.Cut(line, "; fix: irfix ")
				if !ok {
					continue
				}
				fixes++
				args := strings.Fields(cmd)
				if fr := runIrfix(t, dir, nil, args...); fr.code != 0 {
					t.Errorf("check's fix `irfix %s` failed: exit %d, %s", cmd, fr.code, fr.stderr)
					continue
				}
				out := args[len(args)-1]
				if cr := runIrfix(t, dir, nil, "check", out, "--reader", rd); cr.code != 0 {
					t.Errorf("after `irfix %s`, check --reader %s still rejects %s: %s", cmd, rd, out, cr.stderr)
				}
			}
		}
	}
	if fixes == 0 {
		t.Fatal("check suggested no fix command at all")
	}
	r := runIrfix(t, dir, nil, "check", "te.ll", "--reader", "15")
	if strings.Contains(r.stderr, "fix: irfix") || !strings.Contains(r.stderr, "no irfix command converts this module for 15") {
		t.Errorf("check of a module 15 cannot express suggests a fix or does not say none works:\n%s", r.stderr)
	}
}

// TestReadmeListsFlags: README's command table names every flag of every
// command (in that command's rows; the pipeline's debugging switches in
// the paragraph about them), and every examples/ file it uses exists.
func TestReadmeListsFlags(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(data)
	debug := map[string]bool{}
	for _, f := range debugFlags() {
		debug[f.Names()[0]] = true
	}
	for _, c := range commands {
		var rows []string
		for _, l := range strings.Split(readme, "\n") {
			if strings.HasPrefix(l, "| `irfix "+c.Name+" ") || strings.HasPrefix(l, "| `irfix "+c.Name+"`") {
				rows = append(rows, l)
			}
		}
		if len(rows) == 0 {
			t.Errorf("README has no row for irfix %s", c.Name)
			continue
		}
		row := strings.Join(rows, "\n")
		for _, f := range c.Flags {
			names := f.Names()
			where := row
			if debug[names[0]] {
				where = readme
			}
			found := false
			for _, n := range names {
				dash := "--"
				if len(n) == 1 {
					dash = "-"
				}
				found = found || strings.Contains(where, dash+n+" ") || strings.Contains(where, dash+n+"`") ||
					strings.Contains(where, dash+n+"]") || strings.Contains(where, dash+n+"=") || strings.Contains(where, dash+n+" \\|")
			}
			if !found {
				t.Errorf("README's row for irfix %s does not list --%s", c.Name, names[0])
			}
		}
	}
	for _, m := range regexpExamples.FindAllString(readme, -1) {
		if _, err := os.Stat(filepath.Join("..", "..", m)); err != nil {
			t.Errorf("README uses %s, which is not in the repository", m)
		}
	}
}

var regexpExamples = regexp.MustCompile(`examples/[A-Za-z0-9_./-]*[A-Za-z0-9_]`)

// TestRunStatusDistinct: a program's own exit status (even 1, 2 or 3)
// passes through and is reported by irfix's last stderr line; irfix's own
// failures use 1 and 2 with their own messages and never that line.
func TestRunStatusDistinct(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	status := "program exited with status"
	for _, n := range []string{"1", "2", "3", "77"} {
		p := write("exit"+n+".ll", "define i32 @main() {\n  ret i32 "+n+"\n}\n")
		r := runIrfix(t, dir, nil, "run", p)
		want := "irfix: run: " + p + ": " + status + " " + n + "\n"
		if fmt.Sprint(r.code) != n || !strings.HasSuffix(r.stderr, want) {
			t.Errorf("program returning %s: exit %d, stderr %q; want exit %s and last line %q", n, r.code, r.stderr, n, want)
		}
	}
	ub := write("ub.ll", "define i32 @main() {\n  %r = udiv i32 1, 0\n  ret i32 %r\n}\n")
	ext := write("ext.ll", "declare i32 @frob(i32)\ndefine i32 @main() {\n  %r = call i32 @frob(i32 1)\n  ret i32 %r\n}\n")
	for _, c := range []struct {
		args []string
		code int
	}{
		{[]string{"run", ub}, 1},
		{[]string{"run", ext}, 1},
		{[]string{"run", write("bad.ll", "define i32 @main( {\n")}, 1},
		{[]string{"run", ub, "--max-steps", "0"}, 2},
		{[]string{"run"}, 2},
	} {
		r := runIrfix(t, dir, nil, c.args...)
		if r.code != c.code || strings.Contains(r.stderr, status) || !strings.HasPrefix(r.stderr, "irfix: ") {
			t.Errorf("irfix %s: exit %d (want %d), stderr %q", strings.Join(c.args, " "), r.code, c.code, r.stderr)
		}
	}
	r := runIrfix(t, "", nil, "run", "--help")
	if !strings.Contains(r.stdout, "program exited with") {
		t.Errorf("run --help does not say how the program's status is reported:\n%s", r.stdout)
	}
}
