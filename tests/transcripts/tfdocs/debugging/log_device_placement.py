# mode: modern
# minitf does not log device placement: a clear error.
import tensorflow as tf
tf.debugging.set_log_device_placement(True)
