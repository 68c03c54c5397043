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
//
// An existing path that is not a regular file — a device such as
// /dev/null, or a named pipe — is written in place instead, since a rename
// would replace the device itself. A directory is an error.
func Write(path string, fill func(w io.Writer) error) (err error) {
	perm := DefaultPerm
	if st, statErr := os.Stat(path); statErr == nil {
		switch {
		case st.IsDir():
			return &fs.PathError{Op: "write", Path: path, Err: errors.New("is a directory")}
		case !st.Mode().IsRegular():
			// A device or pipe (-o /dev/null, -o /dev/stdout): it cannot
			// be replaced by a rename, and there is nothing to protect.
			return writeDirect(path, fill)
		}
		perm = st.Mode().Perm()
	} else if !errors.Is(statErr, fs.ErrNotExist) {
		return pathError("write", path, statErr)
	}

	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return pathError("write", path, err)
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
		return pathError("write", path, err)
	}
	if err = tmp.Sync(); err != nil {
		return pathError("write", path, err)
	}
	if err = tmp.Close(); err != nil {
		return pathError("write", path, err)
	}
	if err = os.Rename(tmpName, path); err != nil {
		return pathError("write", path, err)
	}
	return nil
}

// writeDirect writes to an existing non-regular file in place.
func writeDirect(path string, fill func(w io.Writer) error) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_TRUNC, 0)
	if err != nil {
		return pathError("write", path, err)
	}
	if err := fill(f); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return pathError("write", path, err)
	}
	return nil
}

// pathError reports a failure in terms of the destination the caller
// named, not the temporary file: `write out.ll: no such file or directory`.
func pathError(op, path string, err error) error {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		err = pe.Err
	case errors.As(err, &le):
		err = le.Err
	}
	return &fs.PathError{Op: op, Path: path, Err: err}
}
