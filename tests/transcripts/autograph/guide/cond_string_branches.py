# mode: modern
# A converted if whose branches assign or return Python strings: they become
# string tensors, the outputs of the tf.cond.
import tensorflow as tf

@tf.function
def sign(x):
    if x > 0:
        y = 'Positive'
    else:
        y = 'Negative'
    return y

@tf.function
def sign_return(x):
    if x > 0:
        return 'Positive'
    else:
        return 'Non-positive'

print(sign(tf.constant(2)))
print(sign(tf.constant(-2)).numpy())
print(sign_return(tf.constant(0)).numpy())
