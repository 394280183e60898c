# types: names for the built-in types that have no builtin name (function,
# method, generator, module...), SimpleNamespace, and GenericAlias
# (list[int]) and UnionType (int | None), as in CPython 3.11.
# Only the types minitf has are named here; CodeType, FrameType,
# CoroutineType and the descriptor types are absent.

import sys as _sys


def _f():
    pass


def _g():
    yield 1


class _C:
    def _m(self):
        pass


FunctionType = type(_f)
LambdaType = type(lambda: None)
GeneratorType = type(_g())
MethodType = type(_C()._m)
BuiltinFunctionType = type(len)
BuiltinMethodType = type(len)
ModuleType = type(_sys)
NoneType = type(None)
EllipsisType = type(Ellipsis)
NotImplementedType = type(NotImplemented)

del _f, _g, _C, _sys

# Namespaces being repr'd, by id: a namespace that contains itself shows as
# namespace(...) there.
_repr_running = set()


class SimpleNamespace:
    def __init__(self, *args, **kwargs):
        if args:
            raise TypeError("no positional arguments expected")
        for key, value in kwargs.items():
            setattr(self, key, value)

    def __repr__(self):
        name = "namespace" if type(self) is SimpleNamespace else type(self).__name__
        key = id(self)
        if key in _repr_running:
            return name + "(...)"
        _repr_running.add(key)
        try:
            items = ["%s=%r" % (k, v) for k, v in vars(self).items()]
        finally:
            _repr_running.discard(key)
        return name + "(" + ", ".join(items) + ")"

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return vars(self) == vars(other)
        return NotImplemented

    # Unhashable, as CPython's is. (CPython names the type
    # "types.SimpleNamespace" in its error messages; minitf's messages say
    # "SimpleNamespace".)
    __hash__ = None


def _repr_item(obj):
    # How CPython shows one argument of a generic alias: `...`, an alias as
    # its repr, a class by its (module-qualified unless built-in) name.
    if obj is Ellipsis:
        return "..."
    if hasattr(obj, "__origin__") and hasattr(obj, "__args__"):
        return repr(obj)
    qualname = getattr(obj, "__qualname__", None)
    module = getattr(obj, "__module__", None)
    if isinstance(qualname, str) and isinstance(module, str):
        return qualname if module == "builtins" else module + "." + qualname
    return repr(obj)


class GenericAlias:
    # list[int], dict[str, list[int]]: a class with its type arguments, as
    # the built-in generic classes return from subscription.
    def __init__(self, origin, args):
        if not isinstance(args, tuple):
            args = (args,)
        self.__origin__ = origin
        self.__args__ = args
        self.__parameters__ = ()

    def __repr__(self):
        origin = _repr_item(self.__origin__)
        if not self.__args__:
            return origin + "[()]"
        return origin + "[" + ", ".join(_repr_item(a) for a in self.__args__) + "]"

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)

    def __eq__(self, other):
        if not isinstance(other, GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash(self.__origin__) ^ hash(self.__args__)

    def __getitem__(self, item):
        raise TypeError("%r is not a generic class" % self)

    def __or__(self, other):
        return _union(self, other)

    def __ror__(self, other):
        return _union(other, self)

    def __getattr__(self, name):
        # Other attributes are the origin's, as in CPython.
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError("'GenericAlias' object has no attribute '%s'" % name)
        return getattr(self.__origin__, name)


class UnionType:
    # int | None: made by `|` between classes (types._union, which the
    # runtime calls for two classes or a class and None).
    def __init__(self, args):
        self.__args__ = args

    def __repr__(self):
        return " | ".join("None" if a is NoneType else _repr_item(a) for a in self.__args__)

    def __eq__(self, other):
        if not isinstance(other, UnionType):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __or__(self, other):
        return _union(self, other)

    def __ror__(self, other):
        return _union(other, self)


def _unionable(obj):
    return obj is None or isinstance(obj, (type, GenericAlias, UnionType))


def _union(a, b):
    if not (_unionable(a) and _unionable(b)):
        return NotImplemented
    args = []
    for side in (a, b):
        if side is None:
            side = NoneType
        for item in side.__args__ if isinstance(side, UnionType) else (side,):
            if item not in args:
                args.append(item)
    if len(args) == 1:
        return args[0]
    return UnionType(tuple(args))
