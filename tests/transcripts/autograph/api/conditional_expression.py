import tensorflow as tf
@tf.function
def absval(x):
  return x if x > 0 else -x
print(absval(tf.constant(-4)), absval(tf.constant(3)))
