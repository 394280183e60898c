# A Python while loop (its condition a Python value) is unrolled too.
import tensorflow as tf

@tf.function
def halve(x):
    n = 64
    while n > 1:
        x = x / 2.0 + 1.0
        n = n - 1
    return x

print(halve(tf.constant(8.0)).dtype)
