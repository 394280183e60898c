# mode: modern
# fill is one of TF's printf flag characters; a longer one is an InvalidArgumentError.
import tensorflow as tf
tf.strings.as_string(7, width=4, fill='ab')
