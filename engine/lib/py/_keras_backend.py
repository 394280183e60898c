# Keras' global state (the TensorFlow backend of Keras 3): unique layer names,
# the random seed (set_random_seed seeds Python's, numpy's and TensorFlow's
# generators, as Keras does), and the clock that progress bars read.
import os
import time
import random
import numpy as np
import tensorflow as tf

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
