# mode: modern
# TF's TensorShapeUtils::MakeShape text for a shape operand whose element
# count passes int64, even when a later 0 would make it empty.
import tensorflow as tf
for shape in ([2**40, 2**40, 0], [2**62, 4], [2**40, 0, 2**40], [0, 2**62, 2**62]):
    try:
        tf.ones(shape)
    except tf.errors.InvalidArgumentError as e:
        print(e.message)
# A 0 among dimensions whose product fits is an ordinary empty tensor.
print(tf.ones([2**40, 0, 2**20]).shape)
print(tf.zeros([0, 2**31]).shape)
