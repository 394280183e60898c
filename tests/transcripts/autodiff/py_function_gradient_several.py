# mode: modern
# Several tf.py_function calls under one tape each keep their own gradient,
# and a loop of taped calls gives each step its own.
import tensorflow as tf
x = tf.constant(2.0)
with tf.GradientTape(persistent=True) as t:
    t.watch(x)
    a = tf.py_function(lambda v: v * v, [x], tf.float32)
    b = tf.py_function(lambda v: v * 10.0, [x], tf.float32)
    c = tf.py_function(lambda v: v * v * v, [x], tf.float32)
print(t.gradient(a, x), t.gradient(b, x), t.gradient(c, x))
for i in range(3):
    with tf.GradientTape() as t:
        t.watch(x)
        y = tf.py_function(lambda v: v * float(i), [x], tf.float32)
    print(t.gradient(y, x))
