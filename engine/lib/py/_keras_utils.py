# keras.utils: seeding, the progress bar, and one-hot labels.
import numpy as np
import tensorflow as tf
import _keras_backend as backend
import _keras_callbacks as callbacks

set_random_seed = backend.set_random_seed
Progbar = callbacks.Progbar


def to_categorical(x, num_classes=None):
    # Keras: a tensor gives a float32 one-hot tensor, anything else a float64
    # numpy array; a trailing axis of 1 is dropped first.
    if isinstance(x, (tf.Tensor, tf.Variable)):
        shape = x.shape.as_list()
        if len(shape) > 1 and shape[-1] == 1:
            x = tf.reshape(x, shape[:-1])
        if num_classes is None:
            raise ValueError("to_categorical of a tensor needs `num_classes`.")
        return tf.one_hot(tf.cast(x, tf.int32), num_classes)
    labels = tf.constant(np.array(x, dtype=np.int64))
    shape = labels.shape.as_list()
    if len(shape) > 1 and shape[-1] == 1:
        labels = tf.reshape(labels, shape[:-1])
    if not num_classes:
        num_classes = int(tf.reduce_max(labels)) + 1
    return tf.one_hot(labels, num_classes, dtype=tf.float64).numpy()
