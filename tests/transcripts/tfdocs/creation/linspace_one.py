# mode: modern
# num=1 gives the start alone.
import tensorflow as tf
print(tf.linspace(3.0, 9.0, 1))
