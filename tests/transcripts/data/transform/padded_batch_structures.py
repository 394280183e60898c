# mode: modern
import tensorflow as tf

# Tuples of components: each pads by its own shape; one padding value is
# broadcast to every component; strings pad with b''.
def sentences():
    yield ["a"], 1
    yield ["b", "c", "d"], 3


spec = (tf.TensorSpec([None], tf.string), tf.TensorSpec([], tf.int32))
pairs = tf.data.Dataset.from_generator(sentences, output_signature=spec)
for words, n in pairs.padded_batch(2):
    print(words)
    print(n)
nums = tf.data.Dataset.range(3).map(lambda x: (tf.range(x), tf.fill([2, x], x)))
for a, m in nums.padded_batch(3, padding_values=tf.constant(9, tf.int64)):
    print(a.numpy().tolist(), m.numpy().tolist())
