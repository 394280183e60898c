# mode: modern
# Hiding GPUs on a CPU-only machine changes nothing; unknown devices are errors.
import tensorflow as tf
print(tf.config.get_visible_devices())
tf.config.set_visible_devices([], 'GPU')
print(tf.config.get_visible_devices('CPU'))
x = tf.constant(1.0) + 1.0
print(tf.config.list_logical_devices())
tf.config.set_visible_devices([], 'GPU')
try:
    tf.config.set_visible_devices(tf.config.PhysicalDevice('/physical_device:GPU:0', 'GPU'), 'GPU')
except ValueError as e:
    print("ValueError:", e)
try:
    tf.config.set_visible_devices([], 'CPU')
except RuntimeError as e:
    print("RuntimeError:", e)
