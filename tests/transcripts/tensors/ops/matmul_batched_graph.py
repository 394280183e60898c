import tensorflow as tf

# In a graph a batched product is one BatchMatMulV2 op (BatchMatMulV3 in
# modern TF), whose batch dimension may be unknown.
f = tf.function(lambda x, y: x @ y)
concrete = f.get_concrete_function(tf.TensorSpec([None, 2, 3]), tf.TensorSpec([3, 4]))
print([op.type for op in concrete.graph.get_operations()])
print(concrete.structured_outputs)
print(f(tf.ones([5, 2, 3]), tf.ones([3, 4])).shape)
