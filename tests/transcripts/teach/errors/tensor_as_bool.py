# A tensor used as a Python bool outside converted code: TF's error, and a
# note with the learner's line and a caret.
import tensorflow as tf

@tf.function(autograph=False)
def absolute(x):
    if x > 0:
        return x
    return -x

absolute(tf.constant(1))
