import tensorflow as tf
print(tf.constant([1+2j, 3-1j]))
print(tf.constant([["ab", "c"], ["d", "ef"]]))
print(repr(tf.constant(["x", "y"])))
print(tf.constant("it's"))
