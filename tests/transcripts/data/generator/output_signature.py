# mode: modern
import tensorflow as tf
# from_generator calls the generator on each iteration; output_signature gives the element_spec.
def gen():
    for i in range(1, 4):
        yield i, [1] * i
ds = tf.data.Dataset.from_generator(
    gen,
    output_signature=(tf.TensorSpec(shape=(), dtype=tf.int32), tf.TensorSpec(shape=(None,), dtype=tf.int32)),
)
print(ds)
print(ds.cardinality().numpy())
for i, row in ds:
    print(i.numpy(), row.numpy())
print(len(list(ds)))
