# mode: modern
import tensorflow as tf
# With tf.random.set_seed, a shuffle without a seed of its own is
# deterministic too: the same program gives the same order.
def orders():
    tf.random.set_seed(42)
    a = tf.data.Dataset.range(10).shuffle(10)
    b = tf.data.Dataset.range(10).shuffle(10)
    return list(a.as_numpy_iterator()), list(b.as_numpy_iterator())
first = orders()
second = orders()
print(first == second, first[0] != first[1], sorted(first[0]) == list(range(10)))
