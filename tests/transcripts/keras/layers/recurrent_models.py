# LSTM, Bidirectional and TimeDistributed in models: the shapes of Keras 3's
# docstring examples, the weights and summary rows (parameter counts by
# hand: an LSTM of u units over d features has 4 * (d*u + u*u + u)), a mask
# from Embedding skipping padded steps, and fit.
import keras
import numpy as np
import tensorflow as tf

inputs = np.random.random((32, 10, 8))
print(keras.layers.LSTM(4)(inputs).shape)
lstm = keras.layers.LSTM(4, return_sequences=True, return_state=True)
whole_seq_output, final_memory_state, final_carry_state = lstm(inputs)
print(whole_seq_output.shape, final_memory_state.shape, final_carry_state.shape)
print([w.path for w in lstm.weights])

model = keras.Sequential(
    [
        keras.Input(shape=(5, 10)),
        keras.layers.Bidirectional(keras.layers.LSTM(10, return_sequences=True)),
        keras.layers.Bidirectional(keras.layers.LSTM(10)),
        keras.layers.Dense(5),
        keras.layers.Activation("softmax"),
    ]
)
model.summary()

inputs = keras.Input(shape=(10, 128, 128, 3))
outputs = keras.layers.TimeDistributed(keras.layers.Conv2D(64, (3, 3)))(inputs)
print(outputs.shape)
td = keras.layers.TimeDistributed(keras.layers.Dense(1, kernel_initializer="ones"))
print(td(tf.constant([[[1.0, 2.0], [3.0, 4.0]]])))

# Rows 1 and 2 of the table; a step of id 0 is padding. With the mask the
# RNN stops at the last real step, so both sequences give the same state.
table = np.array([[0.0], [1.0], [2.0]])
rnn = dict(kernel_initializer="ones", recurrent_initializer="ones")
masked = keras.Sequential(
    [keras.layers.Embedding(3, 1, mask_zero=True, weights=table), keras.layers.SimpleRNN(1, **rnn)]
)


def r(t):
    return [round(float(v), 4) for v in tf.reshape(t, [-1])]


# tanh(2 + tanh(1)) = 0.992, one more step of 2 gives tanh(2 + 0.992) = 0.995.
print(r(masked(tf.constant([[1, 2, 0, 0], [1, 2, 2, 0]]))))
print(r(masked(tf.constant([[1, 2, 0, 0]]))) == r(masked(tf.constant([[1, 2]]))))

model = keras.Sequential([keras.Input((3, 2)), keras.layers.GRU(2), keras.layers.Dense(1)])
model.compile("adam", "mse")
history = model.fit(np.ones((4, 3, 2)), np.ones((4, 1)), epochs=2, batch_size=2, verbose=0)
print(len(history.history["loss"]), model.predict(np.ones((1, 3, 2)), verbose=0).shape)
