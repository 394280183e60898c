# Hostile objects handed to tf and numpy: __index__, __len__, __iter__, __float__.
import tensorflow as tf
import numpy as np

class Idx:
    def __index__(self):
        return 2
class BadLen:
    def __len__(self):
        return 3
    def __getitem__(self, i):
        if i > 1:
            raise IndexError
        return i
class F:
    def __float__(self):
        raise RuntimeError("no float")

for f in [lambda: tf.zeros([Idx(), Idx()]), lambda: tf.constant(BadLen()),
          lambda: np.array(BadLen()), lambda: tf.constant([F()]),
          lambda: tf.range(Idx()), lambda: tf.reshape(tf.range(4), [Idx(), -1])]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__)
