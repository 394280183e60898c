# mode: modern
import tensorflow as tf

# A tf.function may return a dataset, as TF returns one from a graph.
@tf.function
def evens(n):
    print("tracing")
    return tf.data.Dataset.range(n).filter(lambda x: x % 2 == 0)


print(list(evens(7).as_numpy_iterator()))
print(list(evens(4).as_numpy_iterator()))
