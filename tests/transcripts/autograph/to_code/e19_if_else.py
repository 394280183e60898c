import tensorflow as tf
@tf.function
def if_else(a, b):
  if a > b:
    tf.print("a > b", a, b)
  else:
    tf.print("a <= b", a, b)

print(tf.autograph.to_code(if_else.python_function), end='')
