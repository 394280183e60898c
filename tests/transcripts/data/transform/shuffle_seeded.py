# mode: modern
import tensorflow as tf
# A seeded shuffle is deterministic: a permutation of the input, the same one
# for the same seed; reshuffle_each_iteration=False keeps it across epochs.
# (minitf cannot reproduce TF's random streams, so only these facts are checked.)
a = tf.data.Dataset.range(20).shuffle(5, seed=7, reshuffle_each_iteration=False)
first = list(a.as_numpy_iterator())
print(sorted(first) == list(range(20)), first != list(range(20)))
print(list(a.as_numpy_iterator()) == first)
b = tf.data.Dataset.range(20).shuffle(5, seed=7, reshuffle_each_iteration=False)
print(list(b.as_numpy_iterator()) == first)
print(a)
