# numpy.random's Generator API (numpy/random/_generator.pyx) on PCG64 seeded by
# SeedSequence, drawing the same numbers as numpy for the same seed (the bit
# stream is lib/np_generator.cpp).
import _numpy_native as _nat

np = None

__all__ = [
    "default_rng",
    "Generator",
    "PCG64",
    "SeedSequence",
    "shuffle",
    "permutation",
    "choice",
]


def _words(seed):
    # SeedSequence's entropy: each non-negative int as 32-bit words, least
    # significant first.
    if seed is None:
        return []
    seeds = seed if isinstance(seed, (list, tuple)) else [seed]
    words = []
    for s in seeds:
        if isinstance(s, np.ndarray) or isinstance(s, np.generic):
            s = int(s)
        if not isinstance(s, int) or isinstance(s, bool):
            raise TypeError(
                "SeedSequence expects int or sequence of ints for entropy not " + repr(s)
            )
        if s < 0:
            raise ValueError("expected non-negative integer")
        if s == 0:
            words.append(0)
        while s > 0:
            words.append(s & 0xFFFFFFFF)
            s >>= 32
    return words


class SeedSequence:
    def __init__(self, entropy=None):
        self.entropy = entropy
        self._words = _words(entropy)


class PCG64:
    def __init__(self, seed=None):
        seq = seed if isinstance(seed, SeedSequence) else SeedSequence(seed)
        self.seed_seq = seq
        self._state = _nat.pcg_seed(seq._words)


def _shape(size):
    if size is None:
        return ()
    return tuple(size) if isinstance(size, (tuple, list)) else (size,)


def _out(arr, size):
    return arr[()] if size is None else arr


class Generator:
    def __init__(self, bit_generator):
        self.bit_generator = bit_generator
        self._state = bit_generator._state

    def __repr__(self):
        return "Generator(PCG64)"

    def random(self, size=None, dtype=None, out=None):
        if dtype is not None and np.dtype(dtype) != np.dtype("float64") or out is not None:
            raise NotImplementedError("minitf's Generator.random makes float64 only")
        return _out(_nat.pcg_doubles(self._state, _shape(size), 0.0, 1.0), size)

    def uniform(self, low=0.0, high=1.0, size=None):
        if not isinstance(low, (int, float)) or not isinstance(high, (int, float)):
            raise NotImplementedError("minitf's Generator.uniform takes scalar low and high")
        return _out(_nat.pcg_doubles(self._state, _shape(size), float(low), float(high)), size)

    def integers(self, low, high=None, size=None, dtype=None, endpoint=False):
        if dtype is not None and np.dtype(dtype) != np.dtype("int64"):
            raise NotImplementedError("minitf's Generator.integers makes int64 only")
        only_high = high is None
        if only_high:
            high = low
            low = 0
        low = int(low)
        top = int(high) if endpoint else int(high) - 1
        if low > top:
            if only_high:
                raise ValueError("high < 0" if endpoint else "high <= 0")
            raise ValueError("low > high" if endpoint else "low >= high")
        return _out(_nat.pcg_integers(self._state, _shape(size), low, top), size)

    def choice(self, a, size=None, replace=True, p=None, axis=0, shuffle=True):
        if isinstance(a, int):
            if a <= 0:
                raise ValueError("a must be a positive integer unless no samples are taken")
            pop = a
            arr = None
        elif isinstance(a, (list, tuple)) and [v for v in a if isinstance(v, str)]:
            # minitf has no str arrays: one pick from a list of strings is
            # that string (numpy's np.str_ prints the same).
            if size is not None or p is not None or not replace:
                raise NotImplementedError("minitf's numpy has no str arrays")
            if not a:
                raise ValueError("a cannot be empty unless no samples are taken")
            return a[int(_nat.pcg_integers(self._state, (), 0, len(a) - 1))]
        else:
            arr = np.asarray(a)
            if arr.ndim == 0:
                raise ValueError("a must be a sequence or an integer, not <class 'numpy.ndarray'>")
            pop = arr.shape[axis]
            if pop == 0:
                raise ValueError("a cannot be empty unless no samples are taken")
        if not replace:
            raise NotImplementedError("minitf's Generator.choice draws with replacement only")
        if p is not None:
            pa = np.asarray(p).astype(np.float64)
            if pa.ndim != 1:
                raise ValueError("p must be 1-dimensional")
            if pa.size != pop:
                raise ValueError("a and p must have same size")
            if bool(np.any(pa < 0)):
                raise ValueError("probabilities are not non-negative")
            if abs(float(pa.sum()) - 1.0) > 1e-8:
                raise ValueError("probabilities do not sum to 1")
            cdf = np.cumsum(pa)
            cdf = cdf / cdf[-1]
            u = _nat.pcg_doubles(self._state, _shape(size), 0.0, 1.0)
            idx = np.asarray(np.searchsorted(cdf, u, side="right"))
        else:
            idx = _nat.pcg_integers(self._state, _shape(size), 0, pop - 1)
        if arr is None:
            return _out(idx, size)
        res = np.take(arr, idx, axis=axis)
        return res[()] if size is None and res.ndim == 0 else res

    def shuffle(self, x, axis=0):
        if axis != 0:
            raise NotImplementedError("minitf's Generator.shuffle shuffles axis 0 only")
        n = len(x)
        order = _nat.pcg_shuffle_order(self._state, n)
        if isinstance(x, list):
            items = list(x)
            for i, j in enumerate(order.tolist()):
                x[i] = items[j]
            return None
        x[...] = x[order]
        return None

    def permutation(self, x, axis=0):
        if isinstance(x, int):
            arr = np.arange(x)
            self.shuffle(arr)
            return arr
        arr = np.asarray(x)
        if arr.ndim < 1:
            raise np.AxisError("axis 0 is out of bounds for array of dimension 0")
        order = _nat.pcg_shuffle_order(self._state, arr.shape[0])
        return arr[order]

    def normal(self, loc=0.0, scale=1.0, size=None):
        raise NotImplementedError(
            "minitf's numpy Generator.normal is not available (numpy's ziggurat tables); "
            "np.random.seed with np.random.normal draws numpy's legacy stream"
        )

    def standard_normal(self, size=None, dtype=None, out=None):
        return self.normal(size=size)


def default_rng(seed=None):
    if isinstance(seed, Generator):
        return seed
    if isinstance(seed, PCG64):
        return Generator(seed)
    return Generator(PCG64(seed))


# The legacy global RandomState's shuffle, permutation and choice (MT19937,
# numpy/random/mtrand.pyx), on numpy.random's native draws.


def shuffle(x):
    n = len(x)
    order = np.random._shuffle_order(n)
    if isinstance(x, list):
        items = list(x)
        for i, j in enumerate(order.tolist()):
            x[i] = items[j]
        return None
    x[...] = x[order]
    return None


def permutation(x):
    if isinstance(x, int):
        arr = np.arange(x)
        shuffle(arr)
        return arr
    arr = np.asarray(x)
    if arr.ndim < 1:
        raise IndexError("x must be an integer or at least 1-dimensional")
    return arr[np.random._shuffle_order(arr.shape[0])]


def choice(a, size=None, replace=True, p=None):
    if isinstance(a, int):
        if a <= 0:
            raise ValueError("a must be greater than 0 unless no samples are taken")
        pop = a
        arr = None
    else:
        arr = np.asarray(a)
        if arr.ndim != 1:
            raise ValueError("a must be 1-dimensional")
        pop = arr.shape[0]
        if pop == 0:
            raise ValueError("'a' cannot be empty unless no samples are taken")
    if not replace:
        raise NotImplementedError("minitf's numpy.random.choice draws with replacement only")
    if p is not None:
        pa = np.asarray(p).astype(np.float64)
        if pa.ndim != 1:
            raise ValueError("'p' must be 1-dimensional")
        if pa.size != pop:
            raise ValueError("'a' and 'p' must have same size")
        if bool(np.any(pa < 0)):
            raise ValueError("probabilities are not non-negative")
        if abs(float(pa.sum()) - 1.0) > 1e-8:
            raise ValueError("probabilities do not sum to 1")
        cdf = np.cumsum(pa)
        cdf = cdf / cdf[-1]
        u = np.random.random_sample(size)
        idx = np.searchsorted(cdf, u, side="right")
    else:
        idx = np.random.randint(0, pop, size=size)
    if arr is None:
        return idx
    return arr[idx]
