# mode: modern
# Element-wise join with a separator (docstring).
import tensorflow as tf
print(tf.strings.join([['abc', '123'], ['def', '456'], ['ghi', '789']], separator='.').numpy())
