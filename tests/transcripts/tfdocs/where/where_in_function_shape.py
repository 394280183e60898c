# mode: modern
# In a graph the number of True elements is unknown: (None, rank).
import tensorflow as tf
@tf.function
def f(x):
    r = tf.where(x)
    print(r.shape)
    return r

print(f(tf.constant([True, False, True])).numpy().tolist())
