# After a trace that raised, the next call traces the same signature again;
# its event says so instead of naming a new signature.
import tensorflow as tf

fail = True

@tf.function
def f(x):
    if fail:
        raise ValueError("not yet")
    return x * 2

try:
    f(tf.constant(1))
except ValueError:
    print("ValueError")
fail = False
print(f(tf.constant(1)))
