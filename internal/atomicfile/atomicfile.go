// Package atomicfile writes output files so that readers see either the old
// file or the complete new one, never a partial write: data goes to a
// temporary file in the destination's directory, which is synced and then
// renamed over the destination. On any failure the temporary file is
// removed and the destination is left as it was.
//
//	err := atomicfile.WriteFile("out.ll", data)
//
// The rename is atomic only within one file system, which is why the
// temporary file lives next to the destination rather than in os.TempDir.
package atomicfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// DefaultPerm is the mode of a newly created file. It is set with chmod,
// so the umask does not narrow it. A replaced file keeps its own mode.
const DefaultPerm fs.FileMode = 0o644

// WriteFile atomically replaces path with data. See Write.
func WriteFile(path string, data []byte) error {
	return Write(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// Write atomically replaces path with whatever fill writes. If fill returns
// an error, or writing, syncing or renaming fails, nothing is left behind:
// the temporary file is removed and path is untouched. The new file gets
// the mode of the file it replaces, or DefaultPerm if there was none.
func Write(path string, fill func(w io.Writer) error) (err error) {
	perm := DefaultPerm
	if st, statErr := os.Stat(path); statErr == nil {
		if !st.Mode().IsRegular() {
			return fmt.Errorf("atomicfile: %s is not a regular file", path)
		}
		perm = st.Mode().Perm()
	} else if !errors.Is(statErr, fs.ErrNotExist) {
		return fmt.Errorf("atomicfile: %w", statErr)
	}

	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return fmt.Errorf("atomicfile: %w", err)
	}
	tmpName := tmp.Name()
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmpName)
		}
	}()

	if err = fill(tmp); err != nil {
		return err
	}
	if err = tmp.Chmod(perm); err != nil {
		return fmt.Errorf("atomicfile: %w", err)
	}
	if err = tmp.Sync(); err != nil {
		return fmt.Errorf("atomicfile: sync %s: %w", tmpName, err)
	}
	if err = tmp.Close(); err != nil {
		return fmt.Errorf("atomicfile: close %s: %w", tmpName, err)
	}
	if err = os.Rename(tmpName, path); err != nil {
		return fmt.Errorf("atomicfile: %w", err)
	}
	return nil
}
