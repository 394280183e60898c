# mode: modern
# A physical CPU split into logical CPUs before the runtime starts.
import tensorflow as tf
cpu = tf.config.list_physical_devices('CPU')[0]
print(tf.config.get_logical_device_configuration(cpu))
tf.config.set_logical_device_configuration(
    cpu, [tf.config.LogicalDeviceConfiguration(), tf.config.LogicalDeviceConfiguration()])
print(tf.config.list_logical_devices('CPU'))
try:
    tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()])
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration(memory_limit=1024)])
except ValueError as e:
    print("ValueError:", e)
