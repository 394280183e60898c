# mode: modern
# tf.linspace(10.0, 12.0, 3) (docstring).
import tensorflow as tf
print(tf.linspace(10.0, 12.0, 3, name='linspace'))
