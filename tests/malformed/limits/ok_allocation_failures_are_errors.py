# address-space-limit: 3G
# Allocations within the memory budget (1T: the runner sets it) that the allocator cannot
# satisfy: TF's ResourceExhaustedError for a tensor, numpy's _ArrayMemoryError
# for an array, CPython's MemoryError for a kernel's scratch memory (once
# mimalloc's operator new called abort()); the session goes on each time.
import sys
import numpy as np
import tensorflow as tf
try:
    tf.zeros([2**30])
except tf.errors.ResourceExhaustedError as e:
    print(e.message)
try:
    np.zeros((2**29,))
except MemoryError as e:
    print(type(e).__name__ + ":", e)
a = tf.ones([2**14, 2**14], tf.float16)
for product in (lambda: tf.matmul(a, a), lambda: a @ a, tf.function(lambda: tf.matmul(a, a))):
    try:
        product()
    except MemoryError as e:
        print(repr(e))
print(tf.reduce_sum(tf.ones([3])))
