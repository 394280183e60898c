import tensorflow as tf
def add(a, b):
    return a + b
print(tf.autograph.to_code(add), end='')
