# mode: modern
# AutoGraph converts int() and float() of a tensor (its int_ / float_
# overloads): a cast to int32 / float32 in the graph, not a Python number.
import tensorflow as tf

@tf.function
def to_int(x):
    n = int(x)
    print("traced:", n)
    return n

@tf.function
def to_float(x):
    return float(x) / 2

print(to_int(tf.constant(2.7)))
print(to_float(tf.constant(3)))
