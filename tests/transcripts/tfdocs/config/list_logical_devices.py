# mode: modern
# Logical devices: the runtime's CPU.
import tensorflow as tf
print(tf.config.list_logical_devices())
print(tf.config.list_logical_devices('GPU'))
