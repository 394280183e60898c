# mode: modern
# TF exports softplus, sigmoid and tanh under tf.nn and tf.math as one
# function each (softplus takes `features`, sigmoid and tanh take `x`).
import tensorflow as tf

print(tf.nn.softplus is tf.math.softplus, tf.nn.sigmoid is tf.math.sigmoid, tf.nn.tanh is tf.math.tanh)
print(tf.math.softplus(features=[0.0, 100.0]))
print(tf.nn.sigmoid(x=0.0), tf.nn.tanh(x=0.0))
