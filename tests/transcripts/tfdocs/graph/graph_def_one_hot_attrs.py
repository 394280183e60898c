# mode: modern
# OneHot's T is the dtype of its on/off values, TI that of its indices.
import tensorflow as tf
@tf.function
def f(i):
    return tf.one_hot(i, 3)

text = str(f.get_concrete_function(tf.constant([1])).graph.as_graph_def())
start = text.index('op: "OneHot"')
end = text.index('\n}', start)
print('\n'.join(line for line in text[start:end].splitlines() if 'key' in line or 'type' in line or ' i:' in line))
