# SimpleRNN, LSTM and GRU steps with known weights (kernels and recurrent
# kernels of ones, zero biases), checked against Keras 3's cell formulas:
#   SimpleRNN  h = tanh(x W + h U + b)
#   LSTM       gates i, f, c, o; the forget bias starts at 1 (unit_forget_bias)
#   GRU        gates z, r, h; reset_after: h~ = tanh(x Wh + r * (h Uh))
import keras
import tensorflow as tf

ones = dict(kernel_initializer="ones", recurrent_initializer="ones")
x = tf.constant([[[0.5], [0.5]]])
rnn = keras.layers.SimpleRNN(1, return_sequences=True, **ones)
# tanh(0.5) = 0.4621, then tanh(0.5 + 0.4621) = 0.7452
print([round(float(v), 4) for v in tf.reshape(rnn(x), [-1])])

lstm = keras.layers.LSTM(1, return_state=True, **ones)
out, h, c = lstm(tf.constant([[[1.0]]]))
# i = o = sigmoid(1), f = sigmoid(2); c = i * tanh(1) = 0.5568; h = o * tanh(c) = 0.3696
print(round(float(out[0, 0]), 4), round(float(h[0, 0]), 4), round(float(c[0, 0]), 4))
print(lstm.cell.bias.numpy().tolist())

gru = keras.layers.GRU(1, **ones)
# z = sigmoid(1); h = (1 - z) * tanh(1) = 0.2048
print(round(float(gru(tf.constant([[[1.0]]]))[0, 0]), 4))
print([tuple(w.shape) for w in gru.weights])
old_gru = keras.layers.GRU(2, reset_after=False)
print(tuple(old_gru(tf.ones((1, 1, 3))).shape), [tuple(w.shape) for w in old_gru.weights])

# go_backwards reads the sequence from its end: the last input counts most.
x = tf.constant([[[1.0], [0.0]]])
fwd = keras.layers.SimpleRNN(1, **ones)
bwd = keras.layers.SimpleRNN(1, go_backwards=True, **ones)
# tanh(tanh(1)) = 0.642 and tanh(1 + tanh(0)) = 0.7616
print(round(float(fwd(x)[0, 0]), 4), round(float(bwd(x)[0, 0]), 4))
