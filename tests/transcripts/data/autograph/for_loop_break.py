# mode: modern
import tensorflow as tf
# break ends the dataset loop, as AutoGraph rewrites it into the loop's test.
@tf.function
def first_sum():
    s = tf.constant(0, dtype=tf.int64)
    for x in tf.data.Dataset.range(10):
        if x > 3:
            break
        s += x
    return s
print(first_sum().numpy())
