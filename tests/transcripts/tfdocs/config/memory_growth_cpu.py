# mode: modern
# Memory growth is a GPU setting: a CPU refuses it, and has no entry to read.
import tensorflow as tf
cpu = tf.config.list_physical_devices('CPU')[0]
try:
    tf.config.experimental.set_memory_growth(cpu, True)
except ValueError as e:
    print("ValueError:", e)
try:
    tf.config.experimental.get_memory_growth(cpu)
except KeyError as e:
    print("KeyError:", e)
