# mode: modern
# The bounds broadcast against t (docstring).
import tensorflow as tf
t = tf.constant([[-1, 0., 10.], [-1, 0, 10]])
clip_min = [[2], [1]]
print(tf.clip_by_value(t, clip_value_min=clip_min, clip_value_max=100).numpy())
