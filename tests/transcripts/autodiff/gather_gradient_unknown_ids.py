# mode: modern
# tf.gather's gradient in a tf.function traced for a batch of ids of unknown
# length (an embedding lookup): each table row gets the sum of the gradients
# of the rows looked up from it, whatever the batch.
import tensorflow as tf

table = tf.Variable([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])

@tf.function(input_signature=[tf.TensorSpec([None], tf.int32)])
def table_grad(ids):
    with tf.GradientTape() as tape:
        rows = tf.gather(table, ids)
        loss = tf.reduce_sum(rows * rows)
    return tf.convert_to_tensor(tape.gradient(loss, table))

print(table_grad(tf.constant([0, 2])).numpy())
print(table_grad(tf.constant([1, 1, 1, 0])).numpy())

@tf.function(input_signature=[tf.TensorSpec([None, 2], tf.int32)])
def nd_grad(pos):
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(tf.gather_nd(table, pos))
    return tape.gradient(loss, table)

print(nd_grad(tf.constant([[0, 1], [2, 0], [0, 1]])).numpy())
