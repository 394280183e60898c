import tensorflow as tf
# limit - start is 2**63, one more than int64 holds; the four elements do fit.
r = tf.range(-2**62, 2**62, 2**61)
print(r)
print(tf.range(2**62, -2**62, -2**61).numpy().tolist())
