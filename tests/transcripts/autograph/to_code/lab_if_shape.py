import tensorflow as tf
def f(x):
    if x>0:
        x = x * x
    return x

print(tf.autograph.to_code(f), end='')
