# mode: modern
import tensorflow as tf

# A tf.function may return a dataset built from its tensors: slices of its
# argument, a count, and a map capturing its tensor. The function is traced
# once; each call's dataset has that call's values.
@tf.function
def scaled(x, k):
    print("tracing")
    return tf.data.Dataset.from_tensor_slices(x).map(lambda v: v * k)


print(list(scaled(tf.constant([1, 2, 3]), tf.constant(2)).as_numpy_iterator()))
print(list(scaled(tf.constant([4, 5, 6]), tf.constant(10)).as_numpy_iterator()))


@tf.function
def first(n):
    return tf.data.Dataset.range(10).take(n)


print(list(first(tf.constant(3, tf.int64)).as_numpy_iterator()))
