# mode: modern
# Softmax cross-entropy, sparse and dense, and the gradient of the mean loss.
import tensorflow as tf

logits = tf.constant([[2.0, 1.0, 0.1], [0.5, 2.5, 0.3]])
labels = tf.constant([0, 1])
with tf.GradientTape() as tape:
    tape.watch(logits)
    loss = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits)
    mean = tf.reduce_mean(loss)
print(loss)
g = tape.gradient(mean, logits)
p = tf.nn.softmax(logits)
onehot = tf.constant([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]])
print(tf.reduce_max(tf.abs(g - (p - onehot) / 2.0)).numpy() < 1e-7)
dense = tf.nn.softmax_cross_entropy_with_logits(labels=onehot, logits=logits)
print(tf.reduce_max(tf.abs(dense - loss)).numpy() < 1e-6)
print(tf.nn.l2_loss(tf.constant([1.0, 2.0, 3.0])))
print(tf.nn.bias_add(tf.constant([[1.0, 2.0], [3.0, 4.0]]), [10.0, 20.0]))
mean, variance = tf.nn.moments(tf.constant([[1.0, 2.0], [3.0, 6.0]]), axes=[0])
print(mean, variance)
