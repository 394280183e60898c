# Keras' global state (the TensorFlow backend of Keras 3): unique layer names,
# the random seed (set_random_seed seeds Python's, numpy's and TensorFlow's
# generators, as Keras does), and the clock that progress bars read.
import os
import time
import random
import numpy as np
import tensorflow as tf
import _keras_native

# Layer names are unique per base name until clear_session(): "dense", then
# "dense_1", as Keras 3 numbers them.
_name_uids = {}

# The counter behind seeds of initializers and dropout when no seed is given,
# so two layers built in a row draw different values from one global seed.
_seed_state = [None, 0]


def unique_name(base):
    n = _name_uids.get(base, 0)
    _name_uids[base] = n + 1
    if n == 0:
        return base
    return base + "_" + str(n)


def snake_case(name):
    # Keras' to_snake_case: "_" before a capitalised word ("MaxPooling2D" ->
    # "max_pooling2d"), then between a lower-case and an upper-case letter.
    out = ""
    for i, c in enumerate(name):
        if i > 0 and c.isupper() and i + 1 < len(name) and name[i + 1].islower():
            out += "_"
        out += c
    res = ""
    for i, c in enumerate(out):
        if i > 0 and c.isupper() and out[i - 1].islower():
            res += "_"
        res += c
    return res.lower()


def clear_session():
    _name_uids.clear()


# Keras 3's name scopes (keras/src/backend/common/name_scope.py): a variable's
# path is the names of the scopes open when it is made. A layer opens its
# scope to build, to call and to add a weight, and remembers the path around
# it the first time (its parent path), so a layer built inside a Sequential
# model's build is "sequential/dense" wherever it is called later.
_scope_stack = []


class name_scope:
    __module__ = "keras.src.backend.common.name_scope"

    def __init__(self, name, caller=None, deduplicate=True, override_parent=None):
        if not isinstance(name, str) or "/" in name:
            raise ValueError(
                "Argument `name` must be a string and cannot contain character `/`. Received: name="
                + str(name)
            )
        self.name = name
        self.caller = caller
        self.deduplicate = deduplicate
        self.override_parent = override_parent
        if (
            override_parent is None
            and deduplicate
            and getattr(caller, "_parent_path", None) is not None
        ):
            self.override_parent = caller._parent_path
        self._pop_on_exit = False

    def __enter__(self):
        # Re-entering the scope that is open (a layer's build inside its own
        # call) adds nothing.
        if self.deduplicate and _scope_stack:
            top = _scope_stack[-1]
            if self.caller is not None and self.caller is top.caller and self.name == top.name:
                return self
        _scope_stack.append(self)
        self._pop_on_exit = True
        return self

    def __exit__(self, *exc):
        if self._pop_on_exit:
            _scope_stack.pop()
        return False


def enter_layer_scope(layer):
    # A layer's scope without a context manager (each layer call opens one, so
    # the cost counts): its entry is made once, and the caller pops it when
    # this returns True.
    if layer._parent_path is None:
        layer._parent_path = current_path()
    entry = layer._scope_entry
    if entry is None or entry.name != layer.name:
        entry = name_scope(layer.name, caller=layer)
        layer._scope_entry = entry
    if _scope_stack:
        top = _scope_stack[-1]
        if top.caller is layer and top.name == entry.name:
            return False
    _scope_stack.append(entry)
    return True


def exit_layer_scope():
    _scope_stack.pop()


def current_path():
    parts = []
    for entry in _scope_stack:
        if entry.override_parent is not None:
            parts = [p for p in entry.override_parent.split("/") if p]
        parts.append(entry.name)
    return "/".join(parts)


def variable(initial_value, name, trainable=True):
    # Keras 3's variable, at the path of the scopes open now.
    parent = current_path()
    path = parent + "/" + name if parent else name
    return _keras_native.variable(initial_value, trainable, name, path)


def set_random_seed(seed):
    if not isinstance(seed, int):
        raise ValueError("Expected `seed` argument to be an integer. Received: seed=" + str(seed))
    random.seed(seed)
    np.random.seed(seed)
    tf.random.set_seed(seed)
    _seed_state[0] = seed
    _seed_state[1] = 0


def next_seed():
    # A fresh seed for an op that was given none: derived from the global seed
    # when one is set (reproducible runs), else None (TF's own random stream).
    if _seed_state[0] is None:
        return None
    _seed_state[1] += 1
    return _seed_state[0] * 1000003 + _seed_state[1]


# Progress bars print step times, which vary from run to run. With
# MINITF_KERAS_FROZEN_CLOCK=1 in the environment Keras' clock stands still at
# 0.0: bars then draw only their final state, and every time reads 0s, so a
# test can compare the whole output.
def now():
    if os.environ.get("MINITF_KERAS_FROZEN_CLOCK") == "1":
        return 0.0
    return time.time()


def terminal_columns():
    # shutil.get_terminal_size() as Keras calls it when output is not a
    # terminal: $COLUMNS, else 80.
    c = os.environ.get("COLUMNS")
    if c is not None and c.isdigit() and int(c) > 0:
        return int(c)
    return 80


def shape_tuple(shape):
    if isinstance(shape, int):
        return (shape,)
    if hasattr(shape, "as_list"):
        return tuple(shape.as_list())
    return tuple(shape)


def standardize_dtype(dtype):
    if dtype is None:
        return tf.float32
    return tf.as_dtype(dtype)


def _serialize_object(obj, module):
    # serialize_keras_object for Keras' own objects: None stays None, an
    # object becomes its class name and config under its public module.
    if obj is None:
        return None
    return {
        "module": module,
        "class_name": type(obj).__name__,
        "config": obj.get_config(),
        "registered_name": None,
    }
