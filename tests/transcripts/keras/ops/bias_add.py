# mode: modern
# On TensorFlow, Keras' ops.add treats an x2 that squeezes to a vector as a
# bias for an x1 of rank 2 or more (it calls tf.nn.bias_add): added along
# x1's last axis when the sizes match, else along axis 1 (channels first).
# Where broadcasting would differ, the bias rule wins; an x1 that is the
# vector broadcasts as numpy does.
import tensorflow as tf
from keras import ops

print(ops.add(tf.zeros((2, 4)), tf.ones((4, 1))).shape)
print(ops.add(tf.zeros((1, 4)), tf.ones((4, 1))).shape, ops.add(tf.ones((4, 1)), tf.zeros((1, 4))).shape)
print(ops.add(tf.zeros((2, 3, 2)), [1.0, 2.0, 3.0])[1])
print(ops.add(tf.zeros((2, 3)), [[1.0, 2.0, 3.0]]))
