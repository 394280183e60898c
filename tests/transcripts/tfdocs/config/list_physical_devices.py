# mode: modern
# A CPU-only machine: one physical CPU, no GPU.
import tensorflow as tf
print(tf.config.list_physical_devices())
print(tf.config.list_physical_devices('CPU'))
print(tf.config.list_physical_devices('GPU'))
print(tf.config.experimental.list_physical_devices('GPU'))
print("Num GPUs Available: ", len(tf.config.list_physical_devices('GPU')))
