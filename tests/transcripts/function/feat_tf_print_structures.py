import tensorflow as tf

@tf.function
def f(x):
    tf.print("list:", [x, 1, "a"], "dict:", {"k": x}, 2.5, None)
    tf.print(x, x + 1, sep=" | ", end="!\n")
    tf.print(tf.constant("just a string"))

f(tf.constant([1, 2]))
f(tf.constant([3, 4]))
