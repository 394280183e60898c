# mode: modern
# PhysicalDevice is a namedtuple of the device's name and type.
import tensorflow as tf
cpu = tf.config.list_physical_devices('CPU')[0]
print(cpu.name, cpu.device_type)
print(type(cpu))
print(cpu == tf.config.PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU'))
