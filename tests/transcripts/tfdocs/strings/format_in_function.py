# mode: modern
# Inside tf.function tf.strings.format is a StringFormat node, as tf.print's.
import tensorflow as tf
@tf.function
def f(x):
    return tf.strings.format("x={}", x)

print(f(tf.constant([1, 2])).numpy())
print([op.type for op in f.get_concrete_function(tf.constant([1])).graph.get_operations()])
