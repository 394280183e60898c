# collections: namedtuple, defaultdict, Counter, OrderedDict and deque, with
# CPython 3.11's behaviour, reprs and error texts.
#
# minitf cannot subclass the built-in tuple and dict types, so these classes
# keep a tuple or dict inside and give the same protocols (indexing,
# iteration, comparison, hashing, unpacking): isinstance(p, tuple) and
# isinstance(d, dict) are False here, where CPython says True.

from types import GenericAlias as _GenericAlias

_KEYWORDS = frozenset(
    [
        "False",
        "None",
        "True",
        "and",
        "as",
        "assert",
        "async",
        "await",
        "break",
        "class",
        "continue",
        "def",
        "del",
        "elif",
        "else",
        "except",
        "finally",
        "for",
        "from",
        "global",
        "if",
        "import",
        "in",
        "is",
        "lambda",
        "nonlocal",
        "not",
        "or",
        "pass",
        "raise",
        "return",
        "try",
        "while",
        "with",
        "yield",
    ]
)


def _name_list(names):
    # CPython's "'a', 'b', and 'c'" list of missing argument names.
    quoted = ["'" + n + "'" for n in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return quoted[0] + " and " + quoted[1]
    return ", ".join(quoted[:-1]) + ", and " + quoted[-1]


def _bind(qualname, names, defaults, args, kwargs, self_counts):
    # Binds positional and keyword arguments to names as a function with
    # those parameters (the last len(defaults) of them defaulted) would, with
    # CPython's TypeError texts. self_counts: the method's own first
    # parameter (cls or self) counts in "takes N positional arguments".
    n = len(names)
    if len(args) > n:
        extra = 1 if self_counts else 0
        required = n - len(defaults)
        if defaults:
            takes = "from " + str(required + extra) + " to " + str(n + extra)
            takes = takes + " positional arguments"
        else:
            count = n + extra
            takes = str(count) + (" positional argument" if count == 1 else " positional arguments")
        given = len(args) + extra
        raise TypeError(
            qualname
            + "() takes "
            + takes
            + " but "
            + str(given)
            + (" was given" if given == 1 else " were given")
        )
    values = list(args)
    for key in kwargs:
        if key not in names:
            raise TypeError(qualname + "() got an unexpected keyword argument '" + key + "'")
        if names.index(key) < len(args):
            raise TypeError(qualname + "() got multiple values for argument '" + key + "'")
    missing = []
    first_default = n - len(defaults)
    for i in range(len(args), n):
        name = names[i]
        if name in kwargs:
            values.append(kwargs[name])
        elif i >= first_default:
            values.append(defaults[i - first_default])
        else:
            missing.append(name)
            values.append(None)
    if missing:
        raise TypeError(
            qualname
            + "() missing "
            + str(len(missing))
            + " required positional argument"
            + ("s" if len(missing) > 1 else "")
            + ": "
            + _name_list(missing)
        )
    return values


# ---- namedtuple ---------------------------------------------------------------------


class _NamedTuple:
    # The base of every namedtuple class: the values live in a tuple.
    __slots__ = ("_t",)
    _fields = ()
    _field_defaults = {}

    def __init__(self, *args, **kwargs):
        cls = type(self)
        self._t = tuple(
            _bind(cls.__name__ + ".__new__", cls._fields, cls._defaults_tuple, args, kwargs, True)
        )

    @classmethod
    def _make(cls, iterable):
        values = tuple(iterable)
        if len(values) != len(cls._fields):
            raise TypeError(
                "Expected " + str(len(cls._fields)) + " arguments, got " + str(len(values))
            )
        result = cls.__new_empty__()
        result._t = values
        return result

    @classmethod
    def __new_empty__(cls):
        # An instance whose values _make or _replace sets.
        return cls(*cls._fields)

    def _replace(self, **kwds):
        values = list(self._t)
        fields = type(self)._fields
        for i in range(len(fields)):
            if fields[i] in kwds:
                values[i] = kwds.pop(fields[i])
        if kwds:
            raise ValueError("Got unexpected field names: " + repr(list(kwds)))
        return type(self)._make(values)

    def _asdict(self):
        return dict(zip(type(self)._fields, self._t))

    def __repr__(self):
        fields = type(self)._fields
        parts = [fields[i] + "=" + repr(self._t[i]) for i in range(len(fields))]
        return type(self).__name__ + "(" + ", ".join(parts) + ")"

    def __getnewargs__(self):
        return self._t

    def __len__(self):
        return len(self._t)

    def __getitem__(self, index):
        return self._t[index]

    def __iter__(self):
        return iter(self._t)

    def __reversed__(self):
        return reversed(self._t)

    def __contains__(self, value):
        return value in self._t

    def __hash__(self):
        return hash(self._t)

    def __eq__(self, other):
        other = _as_tuple(other)
        if other is None:
            return NotImplemented
        return self._t == other

    def __ne__(self, other):
        other = _as_tuple(other)
        if other is None:
            return NotImplemented
        return self._t != other

    def __lt__(self, other):
        other = _as_tuple(other)
        if other is None:
            return NotImplemented
        return self._t < other

    def __le__(self, other):
        other = _as_tuple(other)
        if other is None:
            return NotImplemented
        return self._t <= other

    def __gt__(self, other):
        other = _as_tuple(other)
        if other is None:
            return NotImplemented
        return self._t > other

    def __ge__(self, other):
        other = _as_tuple(other)
        if other is None:
            return NotImplemented
        return self._t >= other

    def __add__(self, other):
        other = _as_tuple(other)
        if other is None:
            return NotImplemented
        return self._t + other

    def __radd__(self, other):
        if isinstance(other, tuple):
            return other + self._t
        return NotImplemented

    def __mul__(self, n):
        return self._t * n

    def __rmul__(self, n):
        return self._t * n

    def count(self, value):
        return self._t.count(value)

    def index(self, value, *args):
        return self._t.index(value, *args)


def _as_tuple(value):
    # The tuple a namedtuple compares with, or None for other types.
    if isinstance(value, tuple):
        return value
    if isinstance(value, _NamedTuple):
        return value._t
    return None


def _field_property(index, name):
    def get(self):
        return self._t[index]

    def set(self, value):
        raise AttributeError("can't set attribute")

    return property(get, set)


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    if isinstance(field_names, str):
        field_names = field_names.replace(",", " ").split()
    field_names = list(map(str, field_names))
    typename = str(typename)
    if rename:
        seen = set()
        for index in range(len(field_names)):
            name = field_names[index]
            if not name.isidentifier() or name in _KEYWORDS or name.startswith("_") or name in seen:
                field_names[index] = "_" + str(index)
            seen.add(field_names[index])
    for name in [typename] + field_names:
        if not isinstance(name, str):
            raise TypeError("Type names and field names must be strings")
        if not name.isidentifier():
            raise ValueError("Type names and field names must be valid identifiers: " + repr(name))
        if name in _KEYWORDS:
            raise ValueError("Type names and field names cannot be a keyword: " + repr(name))
    seen = set()
    for name in field_names:
        if name.startswith("_") and not rename:
            raise ValueError("Field names cannot start with an underscore: " + repr(name))
        if name in seen:
            raise ValueError("Encountered duplicate field name: " + repr(name))
        seen.add(name)
    field_defaults = {}
    defaults_tuple = ()
    if defaults is not None:
        defaults_tuple = tuple(defaults)
        if len(defaults_tuple) > len(field_names):
            raise TypeError("Got more default values than field names")
        names = field_names[len(field_names) - len(defaults_tuple) :]
        field_defaults = dict(zip(names, defaults_tuple))

    class cls(_NamedTuple):
        __slots__ = ()

    cls.__name__ = typename
    cls.__qualname__ = typename
    cls._fields = tuple(field_names)
    cls._field_defaults = field_defaults
    cls._defaults_tuple = defaults_tuple
    cls.__match_args__ = tuple(field_names)
    cls.__doc__ = typename + "(" + ", ".join(field_names) + ")"
    for index in range(len(field_names)):
        setattr(cls, field_names[index], _field_property(index, field_names[index]))
    if module is not None:
        cls.__module__ = module
    else:
        cls.__module__ = "__main__"
    return cls


# ---- the dict-like classes ------------------------------------------------------------


class _DictWrapper:
    # A mapping kept in a dict: the methods every dict-like class shares.
    @classmethod
    def __class_getitem__(cls, item):
        return _GenericAlias(cls, item)

    def __len__(self):
        return len(self._d)

    def __iter__(self):
        return iter(self._d)

    def __reversed__(self):
        return reversed(self._d)

    def __contains__(self, key):
        return key in self._d

    def __getitem__(self, key):
        d = self._d
        if key in d:
            return d[key]
        return self.__missing__(key)

    def __missing__(self, key):
        raise KeyError(key)

    def __setitem__(self, key, value):
        self._d[key] = value

    def __delitem__(self, key):
        del self._d[key]

    def __bool__(self):
        return len(self._d) > 0

    __hash__ = None

    def __eq__(self, other):
        if isinstance(other, _DictWrapper):
            return self._d == other._d
        if isinstance(other, dict):
            return self._d == other
        return NotImplemented

    def __ne__(self, other):
        result = self.__eq__(other)
        if result is NotImplemented:
            return result
        return not result

    def keys(self):
        return self._d.keys()

    def values(self):
        return self._d.values()

    def items(self):
        return self._d.items()

    def get(self, key, default=None):
        return self._d.get(key, default)

    def pop(self, key, *default):
        return self._d.pop(key, *default)

    def popitem(self):
        return self._d.popitem()

    def setdefault(self, key, default=None):
        return self._d.setdefault(key, default)

    def clear(self):
        self._d.clear()

    def update(self, *args, **kwargs):
        if len(args) > 1:
            raise TypeError("update expected at most 1 argument, got " + str(len(args)))
        if args:
            _update_dict(self._d, args[0])
        _update_dict(self._d, kwargs)


def _update_dict(d, other):
    # dict.update's rules: a mapping (anything with keys()) or pairs.
    if isinstance(other, _DictWrapper):
        other = other._d
    if isinstance(other, dict):
        d.update(other)
    elif hasattr(other, "keys"):
        for key in other.keys():
            d[key] = other[key]
    else:
        d.update(other)


def _as_dict(value):
    if isinstance(value, _DictWrapper):
        return value._d
    return value


class defaultdict(_DictWrapper):
    def __init__(self, default_factory=None, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError("first argument must be callable or None")
        self.default_factory = default_factory
        self._d = {}
        if args or kwargs:
            self.update(*args, **kwargs)

    def __getitem__(self, key):
        d = self._d
        if key in d:
            return d[key]
        return self.__missing__(key)

    def __missing__(self, key):
        if self.default_factory is None:
            raise KeyError(key)
        value = self.default_factory()
        self._d[key] = value
        return value

    def __repr__(self):
        factory = self.default_factory
        if factory is None:
            text = "None"
        else:
            text = repr(factory)
        return "defaultdict(" + text + ", " + repr(self._d) + ")"

    def copy(self):
        return defaultdict(self.default_factory, self._d)

    __copy__ = copy

    def __or__(self, other):
        if not isinstance(other, (dict, _DictWrapper)):
            return NotImplemented
        result = self.copy()
        result.update(other)
        return result


class OrderedDict(_DictWrapper):
    def __init__(self, *args, **kwargs):
        self._d = {}
        self.update(*args, **kwargs)

    def __eq__(self, other):
        # Two OrderedDicts compare their order too; with a dict, only the items.
        if isinstance(other, OrderedDict):
            return list(self._d.items()) == list(other._d.items())
        return _DictWrapper.__eq__(self, other)

    def popitem(self, last=True):
        if not self._d:
            raise KeyError("dictionary is empty")
        if last:
            return self._d.popitem()
        key = next(iter(self._d))
        return (key, self._d.pop(key))

    def move_to_end(self, key, last=True):
        d = self._d
        value = d.pop(key)
        if last:
            d[key] = value
        else:
            rest = list(d.items())
            d.clear()
            d[key] = value
            for k, v in rest:
                d[k] = v

    def __repr__(self):
        if not self._d:
            return "OrderedDict()"
        return "OrderedDict(" + repr(list(self._d.items())) + ")"

    def copy(self):
        return OrderedDict(self._d)

    __copy__ = copy

    @classmethod
    def fromkeys(cls, iterable, value=None):
        result = cls()
        for key in iterable:
            result._d[key] = value
        return result


class Counter(_DictWrapper):
    def __init__(self, iterable=None, **kwds):
        self._d = {}
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def __getitem__(self, key):
        return self._d.get(key, 0)

    def total(self):
        return sum(self._d.values())

    def most_common(self, n=None):
        items = sorted(self._d.items(), key=_count_of, reverse=True)
        if n is None:
            return items
        return items[: max(n, 0)]

    def elements(self):
        result = []
        for key, count in self._d.items():
            for _ in range(count):
                result.append(key)
        return iter(result)

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            "Counter.fromkeys() is undefined.  Use Counter(iterable) instead."
        )

    def update(self, iterable=None, **kwds):
        d = self._d
        if iterable is not None:
            if (
                isinstance(iterable, _DictWrapper)
                or isinstance(iterable, dict)
                or hasattr(iterable, "keys")
            ):
                for key in iterable.keys():
                    d[key] = d.get(key, 0) + iterable[key]
            else:
                for key in iterable:
                    d[key] = d.get(key, 0) + 1
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, **kwds):
        d = self._d
        if iterable is not None:
            if (
                isinstance(iterable, _DictWrapper)
                or isinstance(iterable, dict)
                or hasattr(iterable, "keys")
            ):
                for key in iterable.keys():
                    d[key] = d.get(key, 0) - iterable[key]
            else:
                for key in iterable:
                    d[key] = d.get(key, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return Counter(self)

    __copy__ = copy

    def __delitem__(self, key):
        # Deleting a missing key is not an error for a Counter.
        if key in self._d:
            del self._d[key]

    def __repr__(self):
        if not self._d:
            return "Counter()"
        parts = [repr(k) + ": " + repr(v) for k, v in self.most_common()]
        return "Counter({" + ", ".join(parts) + "})"

    def _combined(self, other, both, only_other):
        # Counter's multiset operations: each key's new count from the two
        # counts (a missing key counts 0); only positive counts are kept.
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for key, count in self._d.items():
            value = both(count, other[key])
            if value > 0:
                result._d[key] = value
        for key, count in other._d.items():
            if key not in self._d:
                value = only_other(count)
                if value > 0:
                    result._d[key] = value
        return result

    def __add__(self, other):
        return self._combined(other, lambda a, b: a + b, lambda b: b)

    def __sub__(self, other):
        return self._combined(other, lambda a, b: a - b, lambda b: 0 - b)

    def __or__(self, other):
        return self._combined(other, lambda a, b: b if a < b else a, lambda b: b)

    def __and__(self, other):
        return self._combined(other, lambda a, b: a if a < b else b, lambda b: 0)

    def __pos__(self):
        result = Counter()
        for key, count in self._d.items():
            if count > 0:
                result._d[key] = count
        return result

    def __neg__(self):
        result = Counter()
        for key, count in self._d.items():
            if count < 0:
                result._d[key] = 0 - count
        return result


def _count_of(item):
    return item[1]


# ---- deque ---------------------------------------------------------------------------


# Free slots a deque keeps beyond its items' count when it makes room at the
# front: small deques then grow in steps of some size, not of one.
_DEQUE_SPARE = 16


class deque:
    # The items are _items[_head:]; the slots before _head are free (None).
    # popleft advances _head, and appendleft moves it back, first making as
    # many free slots as there are items when none is left; the free prefix
    # is dropped once it is twice the items (and some), so a mix of the two
    # cannot make every call pay for a copy. Both ends are amortised O(1).
    __hash__ = None

    @classmethod
    def __class_getitem__(cls, item):
        return _GenericAlias(cls, item)

    def __init__(self, iterable=(), maxlen=None):
        if maxlen is not None:
            if not isinstance(maxlen, int):
                raise TypeError("an integer is required")
            if maxlen < 0:
                raise ValueError("maxlen must be non-negative")
        self._items = []
        self._head = 0
        self._maxlen = maxlen
        # Bumped by every change of the items' order or count, as CPython's
        # deque->state: an iterator that sees it move raises RuntimeError.
        self._state = 0
        self.extend(iterable)

    @property
    def maxlen(self):
        return self._maxlen

    def _compact(self):
        if self._head > 0:
            del self._items[: self._head]
            self._head = 0

    def __len__(self):
        return len(self._items) - self._head

    def __bool__(self):
        return len(self._items) > self._head

    def _iterate(self, reverse):
        # By position from the front (or back), reading the deque afresh at
        # each step: a compaction moves no position, a change is an error.
        state = self._state
        k = 0
        while True:
            if self._state != state:
                raise RuntimeError("deque mutated during iteration")
            size = len(self._items) - self._head
            if k >= size:
                return
            yield self._items[len(self._items) - 1 - k if reverse else self._head + k]
            k += 1

    def __iter__(self):
        return self._iterate(False)

    def __reversed__(self):
        return self._iterate(True)

    def __contains__(self, value):
        self._compact()
        return value in self._items

    def append(self, value):
        self._state += 1
        self._items.append(value)
        if self._maxlen is not None and len(self._items) - self._head > self._maxlen:
            self.popleft()

    def appendleft(self, value):
        self._state += 1
        head = self._head
        if head == 0:
            head = len(self._items) + _DEQUE_SPARE
            self._items[:0] = [None] * head
        head -= 1
        self._items[head] = value
        self._head = head
        if self._maxlen is not None and len(self._items) - self._head > self._maxlen:
            self._items.pop()

    def pop(self):
        if len(self._items) == self._head:
            raise IndexError("pop from an empty deque")
        self._state += 1
        value = self._items.pop()
        if len(self._items) == self._head:
            self._items = []
            self._head = 0
        return value

    def popleft(self):
        items = self._items
        head = self._head
        if len(items) == head:
            raise IndexError("pop from an empty deque")
        self._state += 1
        value = items[head]
        items[head] = None
        head += 1
        if head == len(items):
            self._items = []
            head = 0
        elif head > 2 * (len(items) - head) + _DEQUE_SPARE:
            del items[:head]
            head = 0
        self._head = head
        return value

    def extend(self, iterable):
        if iterable is self:
            iterable = list(iterable)
        for value in iterable:
            self.append(value)

    def extendleft(self, iterable):
        if iterable is self:
            iterable = list(iterable)
        for value in iterable:
            self.appendleft(value)

    def clear(self):
        self._state += 1
        self._items = []
        self._head = 0

    def copy(self):
        return deque(self, self._maxlen)

    __copy__ = copy

    def count(self, value):
        self._compact()
        return self._items.count(value)

    def index(self, value, *args):
        self._compact()
        try:
            return self._items.index(value, *args)
        except ValueError:
            raise ValueError(repr(value) + " is not in deque") from None

    def insert(self, index, value):
        if self._maxlen is not None and len(self) >= self._maxlen:
            raise IndexError("deque already at its maximum size")
        self._compact()
        self._state += 1
        self._items.insert(index, value)

    def remove(self, value):
        self._compact()
        try:
            self._items.remove(value)
        except ValueError:
            raise ValueError(repr(value) + " is not in deque") from None
        self._state += 1

    def reverse(self):
        self._compact()
        self._items.reverse()

    def rotate(self, n=1):
        self._compact()
        size = len(self._items)
        if size <= 1:
            return
        self._state += 1
        n = n % size
        if n:
            self._items = self._items[-n:] + self._items[:-n]

    def _index(self, index):
        if not isinstance(index, int):
            raise TypeError("sequence index must be integer, not " + repr(type(index).__name__))
        size = len(self._items) - self._head
        if index < 0:
            index += size
        if index < 0 or index >= size:
            raise IndexError("deque index out of range")
        return self._head + index

    def __getitem__(self, index):
        return self._items[self._index(index)]

    def __setitem__(self, index, value):
        self._items[self._index(index)] = value

    def __delitem__(self, index):
        position = self._index(index)
        self._state += 1
        del self._items[position]

    def __repr__(self):
        self._compact()
        if self._maxlen is None:
            return "deque(" + repr(self._items) + ")"
        return "deque(" + repr(self._items) + ", maxlen=" + str(self._maxlen) + ")"

    def __eq__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        self._compact()
        other._compact()
        return self._items == other._items

    def __ne__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return not self.__eq__(other)

    def __lt__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return list(self) < list(other)

    def __le__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return list(self) <= list(other)

    def __gt__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return list(self) > list(other)

    def __ge__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return list(self) >= list(other)

    def __add__(self, other):
        if not isinstance(other, deque):
            raise TypeError(
                'can only concatenate deque (not "' + type(other).__name__ + '") to deque'
            )
        result = deque(self, self._maxlen)
        result.extend(other)
        return result
