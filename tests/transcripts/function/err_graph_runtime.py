import tensorflow as tf

@tf.function(input_signature=[tf.TensorSpec(shape=[None], dtype=tf.float32)])
def f(x):
    return tf.reshape(x, [2, 2])

print(f(tf.constant([1.0, 2.0, 3.0, 4.0])))
f(tf.constant([1.0, 2.0, 3.0]))
