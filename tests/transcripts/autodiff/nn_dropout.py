# mode: modern
# dropout keeps each element with probability 1 - rate, scaled by 1 / (1 - rate).
import tensorflow as tf

x = tf.ones((4, 5))
y = tf.nn.dropout(x, rate=0.5, seed=1)
values = sorted(set(y.numpy().flatten().tolist()))
print(values)
print(tf.nn.dropout(x, rate=0.0) is x)
try:
    tf.nn.dropout(x, rate=1.0)
except ValueError as e:
    print(e)
