import tensorflow as tf

leaked = []

@tf.function
def f(x):
    y = x * 2
    leaked.append(y)
    return y

print(f(tf.constant(3)))
print(leaked[0])
leaked[0] + 1
