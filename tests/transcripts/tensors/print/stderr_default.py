import tensorflow as tf
print("before")
tf.print("Graph execution: ", tf.constant(1.1))
tf.print(tf.constant([[1, 2], [3, 4]]))
print("after")
