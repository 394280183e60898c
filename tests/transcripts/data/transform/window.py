# mode: modern
import tensorflow as tf

# window makes a dataset of datasets: window k holds the elements k*shift,
# k*shift + stride, ... (size of them, fewer at the end unless
# drop_remainder); a nest of components gives a nest of windows.
ds = tf.data.Dataset.range(7).window(3)
print(ds)
print(ds.element_spec, ds.cardinality().numpy())
for w in ds:
    print(w, list(w.as_numpy_iterator()))
for args in ((3, 2, 1, True), (3, 1, 2, True), (3, 1, 2)):
    windows = tf.data.Dataset.range(7).window(*args)
    print(args, windows.cardinality().numpy(), [list(w.as_numpy_iterator()) for w in windows])
pairs = tf.data.Dataset.zip((tf.data.Dataset.range(4), tf.data.Dataset.range(10, 14))).window(2)
print(pairs.element_spec)
for a, b in pairs:
    print(list(a.as_numpy_iterator()), list(b.as_numpy_iterator()))
try:
    ds.as_numpy_iterator()
except TypeError as e:
    print("TypeError:", e)
