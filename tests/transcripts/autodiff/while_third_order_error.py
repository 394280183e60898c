# mode: modern
# A third derivative through a while loop is minitf's clear NotImplementedError
# (the second-order gradient's backward loop carries stacks of run-time shape).
import tensorflow as tf


@tf.function
def third(x):
    with tf.GradientTape() as t3:
        t3.watch(x)
        with tf.GradientTape() as t2:
            t2.watch(x)
            with tf.GradientTape() as t1:
                t1.watch(x)
                y = x
                for i in tf.range(3):
                    y = y * x
            d1 = t1.gradient(y, x)
        d2 = t2.gradient(d1, x)
    return t3.gradient(d2, x)


try:
    third(tf.constant(2.0))
except NotImplementedError as e:
    print(str(e).splitlines()[-1].strip())
