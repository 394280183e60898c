# mode: modern
import tensorflow as tf
# range's elements are int64 unless output_type says otherwise.
print(list(tf.data.Dataset.range(5).as_numpy_iterator()))
print(list(tf.data.Dataset.range(2, 5).as_numpy_iterator()))
print(list(tf.data.Dataset.range(1, 5, 2).as_numpy_iterator()))
print(list(tf.data.Dataset.range(5, 1, -2).as_numpy_iterator()))
ds = tf.data.Dataset.range(3, output_type=tf.int32)
print(ds)
print(ds.cardinality().numpy(), len(ds))
