import tensorflow as tf

# One element of a partly known tf.shape: TF 2.12+ knows tf.shape(x)[1] is 3
# when x's second dimension is (tf.shape(x)[-1] too), so a shape packed from
# it has that dim; TF 2.0 knew an element only when all of x's shape was.
@tf.function(input_signature=[tf.TensorSpec([None, 3])])
def f(x):
    print(tf.shape(x)[1])
    print(tf.zeros([tf.shape(x)[1], 2]).shape)
    print(tf.zeros([tf.shape(x)[0], tf.shape(x)[-1]]).shape)
    return tf.zeros([tf.shape(x)[1], 2])


print(f(tf.ones([4, 3])).shape)
