# A `:=` in the condition of a converted `if` binds like an assignment made
# just before the statement, for Python and tensor conditions alike.
import tensorflow as tf


@tf.function
def clip(x):
    if (m := tf.reduce_max(x)) > 2.0:
        x = x / m
    return x, m


print(clip(tf.constant([1.0, 4.0])))
print(clip(tf.constant([1.0, 2.0])))


@tf.function
def python_condition(n):
    if (k := n * 2) > 5:
        return k
    return -k


print(python_condition(3), python_condition(1))
