# Sizes past int64 and past 64-bit byte counts (issue #30): every op that
# allocates checks its output's element and byte counts, so each call below is
# TF's error and the session goes on. Mutations of these shapes are the
# fuzzer's way to the size arithmetic.
import numpy as np
import tensorflow as tf

big = tf.constant([2**31, 2**31], tf.int64)
huge = tf.constant([2**40, 2**40], tf.int64)
cases = [
    lambda: tf.range(2**61),
    lambda: tf.zeros([2**31, 2**31]),
    lambda: tf.fill([2**62], 1.0),
    lambda: tf.constant(1.0, shape=[2**62]),
    lambda: tf.ones([2**40, 2**40, 0]),
    lambda: tf.ones([0, 2**40, 2**40]),
    lambda: tf.reshape(tf.ones([0]), [0, 2**62, 2**62]),
    lambda: tf.tile(tf.ones([2, 2]), big),
    lambda: tf.tile(tf.ones([2, 2]), huge),
    lambda: tf.broadcast_to(1.0, big),
    lambda: tf.broadcast_to(1.0, huge),
    lambda: tf.one_hot(tf.zeros([2**20], tf.int32), 2**31 - 1),
    lambda: tf.random.uniform(big),
    lambda: tf.random.normal(huge),
    lambda: tf.ones([2**31, 0]) @ tf.ones([0, 2**31]),
    lambda: tf.concat([tf.ones([0, 2**62]), tf.ones([0, 2**62])], axis=1),
    lambda: tf.pad(tf.ones([1]), tf.constant([[2**62, 2**62]], tf.int64)),
    lambda: tf.linalg.diag(tf.ones([0, 2**40])),
    lambda: tf.stack([tf.ones([2**62, 0])] * 4),
    lambda: tf.reduce_sum(tf.ones([2**40, 0, 2**20]), axis=1),
    lambda: tf.ones([2**40, 1]) + tf.ones([1, 2**40]),
    lambda: tf.linspace(0.0, 1.0, tf.constant(2**62, tf.int64)),
    lambda: np.zeros((2**62,)),
    lambda: np.ones((2**40, 0, 2**40)),
    lambda: np.zeros((2**40,)),
]
for i, make in enumerate(cases):
    try:
        make()
        print(i, "ok")
    except (tf.errors.OpError, ValueError, MemoryError) as e:
        print(i, type(e).__name__)
print(tf.ones([2**40, 0, 2**20]).shape, tf.range(3).numpy())
