# mode: modern
# A Tile NodeDef names the multiples' dtype Tmultiples.
import tensorflow as tf
@tf.function
def f(x):
    return tf.tile(x, [2])

text = str(f.get_concrete_function(tf.constant([1, 2])).graph.as_graph_def())
start = text.index('name: "Tile"')
print(text[start:text.index('\n}', start)])
