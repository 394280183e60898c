import tensorflow as tf
print(tf.range(2000))
print(tf.reshape(tf.range(1200.), [40, 30]))
