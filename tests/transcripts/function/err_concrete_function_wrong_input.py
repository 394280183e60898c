import tensorflow as tf

@tf.function
def f(x):
    return x * 2

cf = f.get_concrete_function(tf.TensorSpec([2], tf.int32))
print(cf(tf.constant([1, 2])))
cf(tf.constant([1.0, 2.0]))
