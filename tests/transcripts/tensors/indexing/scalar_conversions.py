import tensorflow as tf
x = tf.constant(3.7)
print(float(x), int(x), bool(x))
n = tf.constant(5)
print(int(n), float(n), bool(tf.constant(0)))
print(n.__index__(), tf.constant(2).__index__())
print(bool(tf.constant([1])))
print(f"{x}", f"{tf.constant(1.5):.3f}", f"{tf.constant([1, 2])}")
if tf.constant(True):
    print("truthy")
