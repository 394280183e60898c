import tensorflow as tf

# Shape operands known in part while tracing: tf.shape of a partly known
# shape, and a packed list of known and unknown sizes, give the static shape
# its known dims (TF's ConstantPartialShape); two unknowns in a reshape stay
# unknown.
@tf.function(input_signature=[tf.TensorSpec([None, 3])])
def f(x):
    print(tf.zeros(tf.shape(x)).shape)
    print(tf.zeros([tf.shape(x)[0], 2]).shape)
    print(tf.broadcast_to(1.0, tf.shape(x)).shape)
    print(tf.random.uniform(tf.concat([tf.shape(x), [5]], axis=0)).shape)
    print(tf.reshape(x, [tf.shape(x)[0], -1]).shape)
    return x


f.get_concrete_function()
