# mode: modern
# Inside a tf.function, a cross-entropy of a softmax's (or sigmoid's) output
# reads the logits that op was given, as Keras does: exact where the
# probabilities have rounded to 0 or 1 (clipped, they would give
# -log(1e-7) = 16.118095 instead of 100).
import tensorflow as tf
from keras import ops


@tf.function
def losses(logits):
    cce = ops.categorical_crossentropy(tf.constant([[1.0, 0.0]]), ops.softmax(logits))
    scce = ops.sparse_categorical_crossentropy(tf.constant([0]), ops.softmax(logits))
    bce = ops.binary_crossentropy(tf.constant([[1.0, 0.0]]), ops.sigmoid(logits))
    return cce, scce, bce


for loss in losses(tf.constant([[0.0, 100.0]])):
    print(loss)
