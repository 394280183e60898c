# mode: modern
# gradient() returns the structure of its sources: a list, a dict, a tuple.
import tensorflow as tf

w = tf.Variable([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], name='w')
b = tf.Variable(tf.zeros(2, dtype=tf.float32), name='b')
x = [[1.0, 2.0, 3.0]]
with tf.GradientTape(persistent=True) as tape:
    y = x @ w + b
    loss = tf.reduce_mean(y**2)
[dl_dw, dl_db] = tape.gradient(loss, [w, b])
print(w.shape)
print(dl_dw.shape)
print(dl_dw)
print(dl_db)
grad = tape.gradient(loss, {'w': w, 'b': b})
print(sorted(grad.keys()))
print(grad['b'])
pair = tape.gradient(loss, (b, (w,)))
print(type(pair).__name__, type(pair[1]).__name__, pair[1][0].shape)
