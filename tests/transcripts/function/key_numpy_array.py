import numpy as np
import tensorflow as tf

@tf.function
def f(x):
    print("tracing", x)
    return x + 1

print(f(np.array([1.0, 2.0])))
print(f(np.array([3.0, 4.0])))
print(f(np.array([1, 2])))
print(f.experimental_get_tracing_count())
