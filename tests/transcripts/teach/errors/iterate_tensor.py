# Iterating a symbolic tensor in a function AutoGraph does not convert.
import tensorflow as tf

@tf.function(autograph=False)
def total(x):
    s = 0
    for v in x:
        s += v
    return s

total(tf.constant([1, 2]))
