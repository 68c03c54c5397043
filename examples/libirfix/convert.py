# python3 examples/libirfix/convert.py LIB IN TARGET OUT: irfix_convert from
# Python with ctypes (LIB is the path of libirfix.so).
import ctypes
import sys

lib = ctypes.CDLL(sys.argv[1])
lib.irfix_convert.argtypes = [
    ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p,
    ctypes.POINTER(ctypes.POINTER(ctypes.c_uint8)),
    ctypes.POINTER(ctypes.c_size_t), ctypes.POINTER(ctypes.c_char_p)]
lib.irfix_convert.restype = ctypes.c_int
lib.irfix_free.argtypes = [ctypes.c_void_p]


def convert(data: bytes, target: str) -> bytes:
    out = ctypes.POINTER(ctypes.c_uint8)()
    n, err = ctypes.c_size_t(), ctypes.c_char_p()
    rc = lib.irfix_convert(data, len(data), target.encode(),
                           ctypes.byref(out), ctypes.byref(n), ctypes.byref(err))
    if rc != 0:
        msg = err.value.decode()  # "<class>: <message>"
        lib.irfix_free(err)
        raise RuntimeError(f"irfix exit {rc}: {msg}")
    try:
        return ctypes.string_at(out, n.value)
    finally:
        lib.irfix_free(out)


with open(sys.argv[2], "rb") as f:
    bc = convert(f.read(), sys.argv[3])
with open(sys.argv[4], "wb") as f:
    f.write(bc)
