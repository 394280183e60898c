import tensorflow as tf

# A slice of a partly known tf.shape keeps the dims it takes (TF's
# PartialStridedSliceShape, in TF 2.0 as in later releases): the shape of
# tf.zeros(tf.shape(x)[1:]) has x's known dims.
@tf.function(input_signature=[tf.TensorSpec([None, 3, None])])
def f(x):
    print(tf.zeros(tf.shape(x)[1:]).shape)
    print(tf.zeros(tf.shape(x)[:2]).shape)
    print(tf.ones(tf.shape(x)[-2:]).shape)
    return x


f.get_concrete_function()
