import tensorflow as tf
@tf.function
def sign(x):
  if x > 0:
    s = 1
  else:
    if x < 0:
      s = -1
    else:
      s = 0
  return s
print(sign(tf.constant(5)), sign(tf.constant(-5)), sign(tf.constant(0)))
