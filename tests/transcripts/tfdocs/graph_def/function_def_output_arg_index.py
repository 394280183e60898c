# mode: modern
# A body node names another node's output by that op's output arg: TopKV2's
# second output is "TopKV2:indices:0" (index 0 of the arg 'indices'), not ":1".
import tensorflow as tf

@tf.function
def f(x):
    values, indices = tf.math.top_k(x, k=2)
    return tf.cast(indices, tf.float32) + values

text = str(f.get_concrete_function(tf.constant([1.0, 3.0, 2.0])).function_def)
for line in text.splitlines():
    if line.startswith('  input:') or line.startswith('  value:'):
        print(line)
