# mode: modern
import tensorflow as tf

# Functions nested in an interleave function capture its tensors too: a
# filter's predicate, and a map two levels down that uses both enclosing
# functions' elements.
ds = tf.data.Dataset.range(1, 4)
multiples = ds.interleave(lambda x: tf.data.Dataset.range(7).filter(lambda y: y % x == 0), cycle_length=1)
print(list(multiples.as_numpy_iterator()))
digits = ds.interleave(
    lambda x: tf.data.Dataset.range(2).flat_map(
        lambda y: tf.data.Dataset.range(3).map(lambda z: x * 100 + y * 10 + z)
    ),
    cycle_length=2,
)
print(list(digits.as_numpy_iterator()))
