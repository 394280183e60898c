# Bad inputs to the new layers raise Keras 3's errors (input specs, shape
# checks, argument checks); what minitf leaves out says so.
import keras
import tensorflow as tf

L = keras.layers
attempts = [
    lambda: L.Conv1D(2, 3)(tf.ones((2, 3))),
    lambda: L.LSTM(2)(tf.ones((2, 3))),
    lambda: L.Permute((2, 1))(tf.ones((2, 3))),
    lambda: L.Reshape((4,))(tf.ones((2, 3))),
    lambda: L.Conv2DTranspose(2, 3)(tf.ones((1, 2, 2))),
    lambda: L.Dot(axes=1)([tf.ones((2, 3)), tf.ones((2, 4))]),
    lambda: L.subtract([tf.ones((2, 3)), tf.ones((2, 3)), tf.ones((2, 3))]),
    lambda: L.TimeDistributed(L.Dense(2))(tf.ones((2, 3))),
    lambda: L.Softmax()(tf.ones((2,)), mask=tf.ones((3,))),
    lambda: L.Conv1D(0, 3),
    lambda: L.Resizing(2, 2, interpolation="bicubic"),
    lambda: L.GRU(2, recurrent_dropout=0.2),
    lambda: L.Bidirectional(L.Dense(2)),
    lambda: keras.metrics.AUC(curve="PR"),
    lambda: L.Dense(2, activity_regularizer="l2"),
]
for attempt in attempts:
    try:
        attempt()
        print("no error")
    except (ValueError, NotImplementedError, tf.errors.InvalidArgumentError) as e:
        print(type(e).__name__ + ":", e)
