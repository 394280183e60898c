# mode: modern
import tensorflow as tf

# A map inside a flat_map function may use that function's tensors: the map
# function is traced once, capturing x, and each input element's dataset
# passes its own x to it.
def per_element(x):
    def shifted(y):
        print("tracing shifted")
        return y * 10 + x

    return tf.data.Dataset.range(3).map(shifted)


ds = tf.data.Dataset.range(1, 4).flat_map(per_element)
print(list(ds.as_numpy_iterator()))
print(list(ds.as_numpy_iterator()))
