# mode: modern
# A variable that a converted loop reads and writes is a loop variable even
# when nothing reads it after the loop (Python range, tf.range, while True).
import tensorflow as tf

@tf.function
def python_range(x):
    n = 0
    for i in range(3):
        n += 1
    return x

@tf.function
def tensor_range(x):
    n = 0
    for i in tf.range(3):
        n += 1
    return x

@tf.function
def forever(x):
    n = 0
    while True:
        n += 1
        if n >= 3:
            break
    return x

print(python_range(tf.constant(1)))
print(tensor_range(tf.constant(2)))
print(forever(tf.constant(3)))
