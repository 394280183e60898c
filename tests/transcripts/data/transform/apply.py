# mode: modern
import tensorflow as tf

# apply(f) is f(dataset), which must be a dataset.
def evens_doubled(ds):
    return ds.filter(lambda x: x % 2 == 0).map(lambda x: x * 2)


print(list(tf.data.Dataset.range(7).apply(evens_doubled).as_numpy_iterator()))
try:
    tf.data.Dataset.range(3).apply(lambda ds: 5)
except TypeError as e:
    print("TypeError:", e)
