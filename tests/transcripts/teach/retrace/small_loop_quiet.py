# A short Python loop stays below the unrolling threshold: no note.
import tensorflow as tf

@tf.function
def f(x):
    for i in range(3):
        x = x + 1
    return x

print(f(tf.constant(1)))
