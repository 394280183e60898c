# mode: modern
# A GatherV2 NodeDef of graph.as_graph_def() carries TF's type attrs (Taxis, Tindices, Tparams).
import tensorflow as tf
@tf.function
def f(x):
    return tf.gather(x, [1])

text = str(f.get_concrete_function(tf.constant([1., 2.])).graph.as_graph_def())
start = text.index('name: "GatherV2"')
print(text[start:text.index('\n}', start)])
