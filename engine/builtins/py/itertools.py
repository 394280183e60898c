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


def _product(pools):
    results = [()]
    for pool in pools:
        results = [r + (x,) for r in results for x in pool]
    for r in results:
        yield r


class product(_Iterator):
    def __init__(self, *iterables, repeat=1):
        repeat = _index(repeat)
        if repeat < 0:
            raise ValueError("repeat argument cannot be negative")
        pools = [tuple(p) for p in iterables] * repeat
        self._it = _product(pools)


def _permutations(pool, r):
    n = len(pool)
    used = [False] * n
    chosen = []

    def extend():
        if len(chosen) == r:
            yield tuple(chosen)
            return
        for i in range(n):
            if not used[i]:
                used[i] = True
                chosen.append(pool[i])
                yield from extend()
                chosen.pop()
                used[i] = False

    if r <= n:
        yield from extend()


class permutations(_Iterator):
    def __init__(self, iterable, r=None):
        pool = tuple(iterable)
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
        self._it = _combinations(tuple(iterable), r)


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
