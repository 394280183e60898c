# The blog's my_rnd puzzle: np.random.rand() runs once, while tracing, and its
# value is a constant of the graph, so every call returns the same number.
import numpy as np
import tensorflow as tf

np.random.seed(0)

@tf.function
def my_rnd():
    r = np.random.rand()
    return tf.constant(r)

print(my_rnd())
print(my_rnd())
