# A tf.function made inside the loop: each new object traces again, and the
# event names the cause instead of calling it a first trace.
import tensorflow as tf

def add_one(x):
    return x + 1

for i in range(3):
    tf.function(add_one)(tf.constant(i))
