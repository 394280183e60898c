# mode: modern
import tensorflow as tf

@tf.function
def f(x):
    print("Python execution: ", x)
    tf.print("Graph execution: ", x)
    return x

f(1)
f(1.0)
f(True)
f(2)
print(f(1.0))
