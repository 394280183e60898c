# itertools: iterator building blocks with CPython 3.11's behaviour and error
# texts. Each public name is a class, as CPython's are types; most hand their
# work to a generator.


class _Iterator:
    def __iter__(self):
        return self

    def __next__(self):
        return next(self._it)


def _is_int(v):
    return isinstance(v, int)


def _index(v):
    if not _is_int(v):
        raise TypeError("'" + type(v).__name__ + "' object cannot be interpreted as an integer")
    return v


class count(_Iterator):
    def __init__(self, start=0, step=1):
        for v in (start, step):
            if not isinstance(v, (int, float, complex)):
                raise TypeError("a number is required")
        self._n = start
        self._step = step

    def __next__(self):
        n = self._n
        self._n = n + self._step
        return n

    def __repr__(self):
        if _is_int(self._step) and self._step == 1:
            return "count(" + repr(self._n) + ")"
        return "count(" + repr(self._n) + ", " + repr(self._step) + ")"


def _cycle(it):
    saved = []
    for x in it:
        yield x
        saved.append(x)
    while saved:
        for x in saved:
            yield x


class cycle(_Iterator):
    def __init__(self, iterable):
        self._it = _cycle(iter(iterable))


class repeat(_Iterator):
    def __init__(self, object, times=None):
        self._obj = object
        if times is None:
            self._left = -1
        else:
            self._left = max(0, _index(times))

    def __next__(self):
        if self._left == 0:
            raise StopIteration
        if self._left > 0:
            self._left -= 1
        return self._obj

    def __repr__(self):
        if self._left < 0:
            return "repeat(" + repr(self._obj) + ")"
        return "repeat(" + repr(self._obj) + ", " + str(self._left) + ")"


def _chain(iterables):
    for it in iterables:
        yield from it


class chain(_Iterator):
    def __init__(self, *iterables):
        self._it = _chain(iterables)

    @classmethod
    def from_iterable(cls, iterables):
        c = cls()
        c._it = _chain(iterables)
        return c


_STOP_ERROR = "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize."
_INDEX_ERROR = "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize."


def _islice(it, start, stop, step):
    # As CPython's: items before `start` and between steps are consumed,
    # and nothing past `stop` is.
    i = 0
    nxt = start
    while True:
        while i < nxt:
            try:
                next(it)
            except StopIteration:
                return
            i += 1
        if stop is not None and i >= stop:
            return
        try:
            item = next(it)
        except StopIteration:
            return
        i += 1
        nxt += step
        if stop is not None and nxt > stop:
            nxt = stop
        yield item


class islice(_Iterator):
    def __init__(self, iterable, *args):
        if not args:
            raise TypeError("islice expected at least 2 arguments, got 1")
        if len(args) > 3:
            raise TypeError("islice expected at most 4 arguments, got " + str(len(args) + 1))
        if len(args) == 1:
            start, stop, step = None, args[0], None
        else:
            start, stop = args[0], args[1]
            step = args[2] if len(args) == 3 else None
        if stop is not None and (not _is_int(stop) or stop < 0):
            raise ValueError(_STOP_ERROR)
        if start is None:
            start = 0
        elif not _is_int(start) or start < 0:
            raise ValueError(_INDEX_ERROR)
        if step is None:
            step = 1
        elif not _is_int(step) or step <= 0:
            raise ValueError("Step for islice() must be a positive integer or None.")
        self._it = _islice(iter(iterable), start, stop, step)


def _pool(iterable):
    # A snapshot of the input, as CPython takes one (tuple(iterable)); a range
    # is already an immutable sequence with O(1) indexing, so it is kept as it
    # is: product(range(10**9), repeat=3) yields its first item at once.
    if type(iterable) is range or type(iterable) is tuple:
        return iterable
    return tuple(iterable)


def _product(pools):
    # An odometer over the pools' indices: each item costs O(1) amortised and
    # nothing but the current item is kept.
    sizes = [len(pool) for pool in pools]
    for size in sizes:
        if size == 0:
            return
    n = len(pools)
    indices = [0] * n
    current = [pool[0] for pool in pools]
    while True:
        yield tuple(current)
        i = n - 1
        while i >= 0:
            k = indices[i] + 1
            if k < sizes[i]:
                indices[i] = k
                current[i] = pools[i][k]
                break
            indices[i] = 0
            current[i] = pools[i][0]
            i -= 1
        if i < 0:
            return


class product(_Iterator):
    def __init__(self, *iterables, repeat=1):
        repeat = _index(repeat)
        if repeat < 0:
            raise ValueError("repeat argument cannot be negative")
        pools = [_pool(p) for p in iterables] * repeat
        self._it = _product(pools)


def _permutations(pool, r):
    # In CPython's order (lexicographic by position), one item at a time; the
    # positions in use are a set, so a pool of 10**9 costs no list of flags.
    n = len(pool)
    used = set()
    chosen = []

    def extend():
        if len(chosen) == r:
            yield tuple(chosen)
            return
        for i in range(n):
            if i not in used:
                used.add(i)
                chosen.append(pool[i])
                yield from extend()
                chosen.pop()
                used.discard(i)

    if r <= n:
        yield from extend()


class permutations(_Iterator):
    def __init__(self, iterable, r=None):
        pool = _pool(iterable)
        if r is None:
            r = len(pool)
        elif _index(r) < 0:
            raise ValueError("r must be non-negative")
        self._it = _permutations(pool, r)


def _combinations(pool, r):
    n = len(pool)
    chosen = []

    def extend(first):
        if len(chosen) == r:
            yield tuple(chosen)
            return
        for i in range(first, n - (r - len(chosen)) + 1):
            chosen.append(pool[i])
            yield from extend(i + 1)
            chosen.pop()

    yield from extend(0)


class combinations(_Iterator):
    def __init__(self, iterable, r):
        if _index(r) < 0:
            raise ValueError("r must be non-negative")
        self._it = _combinations(_pool(iterable), r)


def _zip_longest(its, fillvalue):
    active = len(its)
    if active == 0:
        return
    while True:
        values = []
        for k in range(len(its)):
            it = its[k]
            if it is None:
                values.append(fillvalue)
                continue
            try:
                v = next(it)
            except StopIteration:
                active -= 1
                if active == 0:
                    return
                its[k] = None
                v = fillvalue
            values.append(v)
        yield tuple(values)


class zip_longest(_Iterator):
    def __init__(self, *iterables, fillvalue=None):
        self._it = _zip_longest([iter(x) for x in iterables], fillvalue)


_EMPTY = object()


class _grouper(_Iterator):
    # One group of a groupby: valid until the groupby moves on.

    def __init__(self, parent, key):
        self._parent = parent
        self._key = key

    def __next__(self):
        p = self._parent
        if p._group is not self or not p._fill():
            raise StopIteration
        if not (p._pending_key == self._key):
            raise StopIteration
        item = p._pending
        p._pending = _EMPTY
        return item


class groupby(_Iterator):
    def __init__(self, iterable, key=None):
        self._it = iter(iterable)
        self._keyfunc = key
        self._pending = _EMPTY
        self._pending_key = None
        self._group = None

    def _fill(self):
        # Makes sure the next item (and its key) is fetched; False at the end.
        if self._pending is not _EMPTY:
            return True
        if self._it is None:
            return False
        try:
            item = next(self._it)
        except StopIteration:
            self._it = None
            return False
        self._pending_key = item if self._keyfunc is None else self._keyfunc(item)
        self._pending = item
        return True

    def __next__(self):
        group = self._group
        if group is not None:
            while self._fill() and self._pending_key == group._key:
                self._pending = _EMPTY
        if not self._fill():
            self._group = None
            raise StopIteration
        key = self._pending_key
        self._group = _grouper(self, key)
        return (key, self._group)


def _accumulate(it, func, initial):
    total = initial
    if initial is None:
        try:
            total = next(it)
        except StopIteration:
            return
    yield total
    for x in it:
        total = total + x if func is None else func(total, x)
        yield total


class accumulate(_Iterator):
    def __init__(self, iterable, func=None, *, initial=None):
        self._it = _accumulate(iter(iterable), func, initial)


# ---- tee ------------------------------------------------------------------------------

# The items read from the source are kept in blocks of this many, linked from
# the oldest that some tee has not passed: a block goes once every tee is past
# it (blocks, not one link per item, keep the chain short to free).
_TEE_BLOCK = 57


class _TeeData:
    def __init__(self, it):
        self.it = it
        self.values = []
        self.next = None


class _tee(_Iterator):
    def __init__(self, data, index):
        self._data = data
        self._index = index

    def __next__(self):
        data = self._data
        index = self._index
        if index == _TEE_BLOCK:
            if data.next is None:
                data.next = _TeeData(data.it)
            data = data.next
            self._data = data
            index = 0
        if index == len(data.values):
            # StopIteration from the source ends this tee; the next call asks
            # the source again, as CPython's tee does.
            data.values.append(next(data.it))
        self._index = index + 1
        return data.values[index]

    def __copy__(self):
        return _tee(self._data, self._index)


def tee(iterable, n=2):
    n = _index(n)
    if n < 0:
        raise ValueError("n must be >= 0")
    if n == 0:
        return ()
    # As CPython's: an iterator that can copy itself (a tee) is the first
    # result, and its copies the others.
    it = iter(iterable)
    copy = getattr(it, "__copy__", None)
    if copy is None:
        it = _tee(_TeeData(it), 0)
        copy = it.__copy__
    result = [it]
    for _ in range(n - 1):
        result.append(copy())
    return tuple(result)
