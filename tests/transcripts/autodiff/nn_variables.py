# mode: modern
# tf.nn functions read variables like any op: the tape watches them.
import tensorflow as tf

v = tf.Variable([[1.0, -2.0], [3.0, 4.0]])
b = tf.Variable([1.0, 2.0])
with tf.GradientTape() as t:
    y = tf.reduce_sum(tf.nn.relu(tf.nn.bias_add(v, b)))
    z = tf.reduce_sum(tf.nn.sigmoid_cross_entropy_with_logits(labels=v, logits=v))
print(t.gradient(y, [v, b]))
print(t.watched_variables()[0].name, len(t.watched_variables()))
