# mode: modern
# tf.nn activations and their gradients (values away from the kinks).
import tensorflow as tf

x = tf.constant([[-1.0, 0.5, 2.0], [3.0, -0.25, 7.0]])
for f in [tf.nn.relu, tf.nn.relu6, tf.nn.leaky_relu, tf.nn.elu]:
    with tf.GradientTape() as t:
        t.watch(x)
        y = f(x)
    print(f.__name__)
    print(y.numpy())
    print(t.gradient(y, x).numpy())
with tf.GradientTape() as t:
    t.watch(x)
    y = tf.nn.leaky_relu(x, alpha=0.5)
print(t.gradient(y, x).numpy())
