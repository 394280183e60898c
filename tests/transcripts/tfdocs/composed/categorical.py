# mode: modern
# tf.random.categorical: int64 samples of shape [batch, num_samples]; -inf logits never drawn.
import tensorflow as tf
tf.random.set_seed(5)
s = tf.random.categorical(tf.math.log([[0.5, 0.5], [0.0, 1.0]]), 5)
print(s.dtype, s.shape)
print(s[1].numpy())
t = tf.random.categorical([[1.0, 2.0, 3.0]], 2000, dtype=tf.int32, seed=1)
counts = [int(tf.reduce_sum(tf.cast(t == k, tf.int32))) for k in range(3)]
print(t.dtype, [round(c / 2000, 1) for c in counts])
