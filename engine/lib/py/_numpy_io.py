# numpy's .npy / .npz files (numpy/lib/npyio.py): save, savez, load, on the
# format code of _numpy_native (lib/np_io.cpp).
import _numpy_native as _nat

np = None

__all__ = ["save", "savez", "savez_compressed", "load"]


def _path(file, ext):
    if not isinstance(file, str):
        raise NotImplementedError("minitf's numpy saves to a file name (a str) only")
    return file if file.endswith(ext) else file + ext


def save(file, arr, allow_pickle=True, fix_imports=True):
    _nat.save_npy(_path(file, ".npy"), np.asarray(arr))


def savez(file, *args, **kwds):
    _savez(file, args, kwds, False)


def savez_compressed(file, *args, **kwds):
    _savez(file, args, kwds, True)


def _savez(file, args, kwds, compress):
    # numpy's order: the keyword arrays, then arr_0, arr_1, ...
    items = {}
    for k, v in kwds.items():
        items[k] = np.asarray(v)
    for i, a in enumerate(args):
        key = "arr_" + str(i)
        if key in kwds:
            raise ValueError("Cannot use un-named variables and keyword " + key)
        items[key] = np.asarray(a)
    _nat.save_npz(_path(file, ".npz"), list(items.items()), compress)


class NpzFile:
    """The arrays of a .npz file, by name (np.load's result)."""

    def __init__(self, arrays):
        self._arrays = arrays
        self.files = list(arrays)

    def __getitem__(self, key):
        if key in self._arrays:
            return self._arrays[key]
        raise KeyError(key + " is not a file in the archive")

    def __contains__(self, key):
        return key in self._arrays

    def __iter__(self):
        return iter(self.files)

    def __len__(self):
        return len(self.files)

    def keys(self):
        return self._arrays.keys()

    def values(self):
        return self._arrays.values()

    def items(self):
        return self._arrays.items()

    def get(self, key, default=None):
        return self._arrays.get(key, default)

    def close(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False


NpzFile.__module__ = "numpy.lib.npyio"


def load(file, mmap_mode=None, allow_pickle=False, fix_imports=True, encoding="ASCII"):
    if not isinstance(file, str):
        raise NotImplementedError("minitf's numpy loads from a file name (a str) only")
    data = _nat.load(file)
    if isinstance(data, dict):
        return NpzFile(data)
    return data
