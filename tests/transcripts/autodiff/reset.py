# mode: modern
# reset() forgets what was recorded so far.
import tensorflow as tf

x = tf.Variable(2.0)
with tf.GradientTape() as t:
    loss = x * x
    t.reset()
    loss += 3.0 * x
print(t.gradient(loss, x))
