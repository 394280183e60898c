# tf.nest: nested structures with TF 2.x's rules (tensorflow/python/util/
# nest_util.py and util.cc, the CORE modality). Lists, tuples, namedtuples,
# dicts (OrderedDict, defaultdict ...), dict views, ranges and deques nest;
# everything else is an atom: None, strings, sets, tensors, numpy arrays.
# Dicts flatten in sorted key order and pack back in their own key order.
#
# tf.data's structures (_tf_data) use the DATA modality of the same rules:
# there a list is one atom (tf.data makes it one tensor). `_flatten`,
# `_pack` and `_map` below take the modality, so both share one truth.

# AutoGraph calls this module's functions as they are, as TF's own code.
__autograph_do_not_convert__ = True

import collections as _collections

__all__ = ["flatten", "pack_sequence_as", "map_structure", "assert_same_structure", "is_nested"]

# The types of dict views (collections.abc.MappingView in TF's checks).
_VIEW_TYPES = (type({}.keys()), type({}.values()), type({}.items()))
# How many characters of a value pack_sequence_as's errors show (TF's).
_TRUNCATE = 100


class _DotString:
    # An atom's stand-in when an error prints a structure's shape.
    def __str__(self):
        return "."

    def __repr__(self):
        return "."


_DOT = _DotString()


# ---- what nests --------------------------------------------------------------


def _is_mapping(s):
    # minitf's OrderedDict, defaultdict and Counter wrap a dict (they are not
    # dict subclasses, as in CPython).
    return isinstance(s, dict) or isinstance(s, _collections._DictWrapper)


def _is_namedtuple(s):
    return isinstance(s, _collections._NamedTuple)


def _is_list(s):
    return isinstance(s, list)


def _is_nested(s, lists=True):
    if isinstance(s, tuple) or _is_mapping(s) or _is_namedtuple(s):
        return True
    if _is_list(s):
        return lists
    if isinstance(s, str):
        return False
    return isinstance(s, range) or isinstance(s, _collections.deque) or type(s) in _VIEW_TYPES


def _sorted(d):
    try:
        return sorted(d.keys())
    except TypeError:
        raise TypeError("nest only supports dicts with sortable keys.") from None


def _values(s):
    # A nested structure's items in TF's deterministic order.
    if _is_mapping(s):
        return [s[k] for k in _sorted(s)]
    return list(s)


def _sequence_like(instance, args):
    # `args` as a structure of the type of `instance`.
    if _is_mapping(instance):
        result = dict(zip(_sorted(instance), args))
        if isinstance(instance, _collections.defaultdict):
            d = _collections.defaultdict(instance.default_factory)
        else:
            d = type(instance)()
        for key in instance:
            d[key] = result[key]
        return d
    if _is_namedtuple(instance):
        return type(instance)(*args)
    if isinstance(instance, range) or type(instance) in _VIEW_TYPES:
        return list(args)
    return type(instance)(args)


# ---- the shared core (both modalities) ----------------------------------------


def _flatten(structure, lists=True, out=None):
    if out is None:
        out = []
    if _is_nested(structure, lists):
        for item in _values(structure):
            _flatten(item, lists, out)
    else:
        out.append(structure)
    return out


def _packed(structure, flat, index, lists):
    # (next index into flat, the items of `structure` packed from flat[index:]).
    packed = []
    for s in _values(structure):
        if _is_nested(s, lists):
            index, child = _packed(s, flat, index, lists)
            packed.append(_sequence_like(s, child))
        else:
            packed.append(flat[index])
            index += 1
    return index, packed


def _pack(structure, flat, lists=True):
    # No checks: `flat` comes from _flatten of a structure like `structure`.
    if not _is_nested(structure, lists):
        return flat[0]
    return _sequence_like(structure, _packed(structure, flat, 0, lists)[1])


def _map(func, structure, lists=True):
    return _pack(structure, [func(x) for x in _flatten(structure, lists)], lists)


# ---- tf.nest -----------------------------------------------------------------


def is_nested(seq):
    """Returns true if its input is a nested structure."""
    return _is_nested(seq)


def flatten(structure, expand_composites=False):
    """Returns a flat list from a given structure."""
    if structure is None:
        return [None]
    return _flatten(structure)


def _truncate(value):
    text = str(value)
    return text[:_TRUNCATE] + ("..." if len(text) > _TRUNCATE else "")


def pack_sequence_as(structure, flat_sequence, expand_composites=False):
    """Returns a given flattened sequence packed into a given structure."""
    if not _is_nested(flat_sequence):
        raise TypeError(
            "Attempted to pack value:\n  "
            + _truncate(flat_sequence)
            + "\ninto a structure, but found incompatible type `"
            + str(type(flat_sequence))
            + "` instead."
        )
    if not _is_nested(structure):
        if len(flat_sequence) != 1:
            raise ValueError(
                "The target structure is of type `"
                + str(type(structure))
                + "`\n  "
                + _truncate(structure)
                + "\nHowever the input is a sequence ("
                + str(type(flat_sequence))
                + ") of length "
                + str(len(flat_sequence))
                + ".\n  "
                + _truncate(flat_sequence)
                + "\nnest cannot guarantee that it is safe to map one to the other."
            )
        return flat_sequence[0]
    flat = list(flat_sequence)
    count = len(_flatten(structure))
    if count != len(flat):
        raise ValueError(
            "Could not pack sequence. Structure had %d atoms, but flat_sequence had %d items.  "
            "Structure: %s, flat_sequence: %s." % (count, len(flat), structure, flat_sequence)
        )
    return _pack(structure, flat)


def _text(o):
    # util.cc's PyObjectToString.
    return "type=" + type(o).__name__ + " str=" + str(o)


def _keys_error(o1, o2):
    return (
        "The two dictionaries don't have the same set of keys. First structure has keys "
        + _text(list(o1.keys()))
        + ", while second structure has keys "
        + _text(list(o2.keys())),
        False,
    )


def _mismatch(o1, o2, check_types):
    # (message, is a TypeError) where the two differ first, or None.
    seq1 = _is_nested(o1)
    seq2 = _is_nested(o2)
    if seq1 != seq2:
        seq, atom = (o1, o2) if seq1 else (o2, o1)
        return (
            'Substructure "'
            + _text(seq)
            + '" is a sequence, while substructure "'
            + _text(atom)
            + '" is not',
            False,
        )
    if not seq1:
        return None
    if check_types:
        both_named = _is_namedtuple(o1) and _is_namedtuple(o2)
        if both_named:
            same = type(o1)._fields == type(o2)._fields and type(o1).__name__ == type(o2).__name__
        else:
            same = (
                type(o1) is type(o2)
                or (_is_list(o1) and _is_list(o2))
                or (_is_mapping(o1) and _is_mapping(o2))
            )
        if not same:
            return (
                "The two namedtuples don't have the same sequence type. First structure "
                + _text(o1)
                + " has type "
                + type(o1).__name__
                + ", while second structure "
                + _text(o2)
                + " has type "
                + type(o2).__name__,
                True,
            )
        if _is_mapping(o1):
            if len(o1) != len(o2):
                return _keys_error(o1, o2)
            for key in o1:
                if key not in o2:
                    return _keys_error(o1, o2)
    items1 = _values(o1)
    items2 = _values(o2)
    for i in range(max(len(items1), len(items2))):
        if i >= len(items1) or i >= len(items2):
            return (
                "The two structures don't have the same number of elements. First structure: "
                + _text(o1)
                + ". Second structure: "
                + _text(o2),
                False,
            )
        found = _mismatch(items1[i], items2[i], check_types)
        if found is not None:
            return found
    return None


def assert_same_structure(nest1, nest2, check_types=True, expand_composites=False):
    """Asserts that two structures are nested in the same way."""
    found = _mismatch(nest1, nest2, bool(check_types))
    if found is None:
        return
    message, is_type_error = found
    text = (
        "The two structures don't have the same nested structure.\n\nFirst structure: "
        + _text(nest1)
        + "\n\nSecond structure: "
        + _text(nest2)
        + "\n\nMore specifically: "
        + message
        + "\nEntire first structure:\n"
        + str(_map(lambda _: _DOT, nest1))
        + "\nEntire second structure:\n"
        + str(_map(lambda _: _DOT, nest2))
    )
    raise (TypeError if is_type_error else ValueError)(text)


def map_structure(func, *structure, **kwargs):
    """Creates a new structure by applying `func` to each atom in `structure`."""
    if not callable(func):
        raise TypeError("func must be callable, got: %s" % (func,))
    if not structure:
        raise ValueError("Must provide at least one structure")
    check_types = kwargs.pop("check_types", True)
    kwargs.pop("expand_composites", False)
    if kwargs:
        raise ValueError(
            "Only valid keyword arguments are `check_types` and `expand_composites`, not: `%s`"
            % "`, `".join(kwargs.keys())
        )
    for other in structure[1:]:
        assert_same_structure(structure[0], other, check_types=check_types)
    flat = [flatten(s) for s in structure]
    return pack_sequence_as(structure[0], [func(*x) for x in zip(*flat)])
