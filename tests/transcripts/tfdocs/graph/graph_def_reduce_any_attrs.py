# mode: modern
# Any has no T attr (its input is declared bool), only Tidx and keep_dims.
import tensorflow as tf
@tf.function
def f(x):
    return tf.reduce_any(x)

text = str(f.get_concrete_function(tf.constant([True])).graph.as_graph_def())
start = text.index('name: "Any"')
print(text[start:text.index('\n}', start)])
