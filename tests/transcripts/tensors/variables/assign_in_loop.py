import tensorflow as tf
counter = tf.Variable(0)
for i in range(5):
    counter.assign_add(i)
print(counter)
acc = tf.Variable(tf.zeros([2]))
for _ in range(3):
    acc.assign_add(tf.ones([2]))
print(acc.numpy())
