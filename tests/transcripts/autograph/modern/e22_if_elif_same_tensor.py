import tensorflow as tf
tf.compat.set_version("2.x")
@tf.function
def if_elif(a, b):
  if a > b:
    tf.print("a > b", a, b)
  elif a == b:
    tf.print("a == b", a, b)
  else:
    tf.print("a < b", a, b)
x = tf.constant(1)
if_elif(x, x)
