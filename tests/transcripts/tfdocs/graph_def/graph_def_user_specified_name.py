# mode: modern
# A tf.function parameter's Placeholder records the name the user gave it
# (_user_specified_name), as the graph guide's as_graph_def() output shows.
import tensorflow as tf

@tf.function
def f(x):
    return x

text = str(f.get_concrete_function(tf.constant(1)).graph.as_graph_def())
print(text[:text.index('\n}\n') + 3], end='')
