import tensorflow as tf
@tf.function
def double(a):
  print("Tracing with", a)
  return a + a

print(double(tf.constant(1)))
print()
print(double(tf.constant(1.1)))
print()
print(double(tf.constant("a")))
print()
print(double(tf.constant("b")))
cf = double.get_concrete_function(tf.constant("a"))
for node in cf.graph.as_graph_def().node:
  print(f'{node.input} -> {node.name}')
print(cf.structured_outputs)
print(cf)
print(cf(tf.constant("c")))
print(double.get_concrete_function(tf.TensorSpec(shape=[None], dtype=tf.int32)))
print([op.name for op in cf.graph.get_operations()], [op.type for op in cf.graph.get_operations()])
