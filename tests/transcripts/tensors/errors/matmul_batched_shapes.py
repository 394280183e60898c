import tensorflow as tf

# A batched product checks the ranks, then the batch dimensions, then the
# inner dimensions.
for a, b in (([2, 3, 4], [2, 5, 6]), ([2, 3, 4], [3, 4, 5]), ([4], [2, 4, 5])):
    try:
        tf.matmul(tf.ones(a), tf.ones(b))
    except tf.errors.InvalidArgumentError as e:
        print(type(e).__name__, e.message)
