# __index__ and __iter__ objects handed to tf ops.
import tensorflow as tf
class I:
    def __index__(self):
        return 2
class BadIter:
    def __iter__(self):
        return iter([1.0, "x", 2.0])
    def __len__(self): return 3
for f in [lambda: tf.constant(BadIter()), lambda: tf.ones([I(), 3]),
          lambda: tf.constant([[1, 2], [3]]), lambda: tf.reshape(tf.range(6), [I(), I(), -1]),
          lambda: tf.zeros([I()])[I()], lambda: tf.range(10)[I():I()],
          lambda: tf.Variable([1.0])[0].assign(2.0)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__)
