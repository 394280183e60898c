import tensorflow as tf
# Each op's output is checked against the session's memory budget (1 GiB
# here): tf.fill, tf.ones and tf.range fail with TF's ResourceExhaustedError,
# which a program can catch, and the session goes on.
for make in [lambda: tf.fill([50000, 50000], 1.0), lambda: tf.ones([3, 100000, 10000]),
             lambda: tf.range(10**10)]:
    try:
        make()
    except tf.errors.ResourceExhaustedError as e:
        print(type(e).__name__, isinstance(e, tf.errors.OpError))
        print(e.message)
print(tf.ones([2, 2]))
