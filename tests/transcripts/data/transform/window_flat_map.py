# mode: modern
import tensorflow as tf

# The tf.data guide's windows: flat_map over the window datasets, each
# batched whole, gives sliding windows as tensors.
range_ds = tf.data.Dataset.range(100000)
windows = range_ds.window(5, shift=1)
for x in windows.flat_map(lambda x: x).take(12):
    print(x.numpy(), end=" ")
print()


def make_window_dataset(ds, window_size=5, shift=1, stride=1):
    windows = ds.window(window_size, shift=shift, stride=stride)

    def sub_to_batch(sub):
        return sub.batch(window_size, drop_remainder=True)

    return windows.flat_map(sub_to_batch)


for example in make_window_dataset(range_ds, window_size=10, shift=5, stride=3).take(3):
    print(example.numpy())
pairs = tf.data.Dataset.zip((tf.data.Dataset.range(4), tf.data.Dataset.range(10, 14))).window(2)
print(list(pairs.flat_map(lambda a, b: tf.data.Dataset.zip((a.batch(2), b.batch(2)))).as_numpy_iterator()))
