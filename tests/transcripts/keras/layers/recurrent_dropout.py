# dropout= in a recurrent layer drops input features while training, with one
# mask per call shared by every time step (Keras 3's implementation 2); at
# inference the inputs pass whole. recurrent_dropout is not supported.
import keras
import tensorflow as tf

ones = dict(kernel_initializer="ones", recurrent_initializer="zeros", activation="linear")
rnn = keras.layers.SimpleRNN(1, dropout=0.5, return_sequences=True, **ones)
x = tf.ones((4, 3, 10))
# Without dropout each step sums 10 ones.
print(rnn(x)[:, :, 0].numpy().tolist())
y = rnn(x, training=True)[:, :, 0].numpy()
# Kept features are scaled by 1 / (1 - 0.5): each step is 2 * (features kept),
# the same at every step of a sequence.
print(all([y[b][t] == y[b][0] for b in range(4) for t in range(3)]))
print(all([float(v) % 2 == 0 and 0 <= float(v) <= 20 for v in y.flatten()]))
print(keras.layers.LSTM(2, dropout=0.2).get_config()["dropout"])
try:
    keras.layers.LSTM(2, recurrent_dropout=0.2)
except NotImplementedError as e:
    print("NotImplementedError:", e)
