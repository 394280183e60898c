# mode: modern
# Soft placement, threading, device details and op determinism on a CPU.
import tensorflow as tf
cpu = tf.config.list_physical_devices('CPU')[0]
print(tf.config.experimental.get_device_details(cpu))
print(tf.config.get_soft_device_placement())
tf.config.set_soft_device_placement(False)
print(tf.config.get_soft_device_placement())
print(tf.config.threading.get_inter_op_parallelism_threads())
print(tf.config.threading.get_intra_op_parallelism_threads())
tf.config.threading.set_intra_op_parallelism_threads(2)
print(tf.config.threading.get_intra_op_parallelism_threads())
tf.config.experimental.enable_op_determinism()
print(tf.config.functions_run_eagerly())
