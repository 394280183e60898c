# Every new layer trains: a small model around each runs fit (a traced
# train step) and predict, and the loss stays finite.
import math
import keras
import numpy as np

keras.utils.set_random_seed(3)
L = keras.layers
cases = [
    ("conv1d+pools", (6, 2), [L.Conv1D(3, 2, padding="causal"), L.MaxPooling1D(), L.AveragePooling1D(1), L.GlobalMaxPooling1D()]),
    ("conv2d_transpose", (3, 3, 1), [L.Conv2DTranspose(2, 2, strides=2), L.AveragePooling2D(2), L.GlobalAveragePooling2D()]),
    ("activations", (4,), [L.Dense(4), L.LeakyReLU(), L.ReLU(max_value=6.0), L.ELU(), L.PReLU(), L.Softmax()]),
    ("reshaping", (6,), [L.Reshape((3, 2)), L.Permute((2, 1)), L.Flatten(), L.RepeatVector(2), L.GlobalMaxPooling1D()]),
    ("normalizing", (4,), [L.Rescaling(0.5), L.LayerNormalization(), L.GaussianNoise(0.1), L.Dense(3)]),
    ("spatial_dropout", (5, 3), [L.SpatialDropout1D(0.5), L.Lambda(lambda t: t * 2.0), L.GlobalAveragePooling1D()]),
    ("recurrent", (5, 3), [L.SimpleRNN(4, return_sequences=True), L.LSTM(4, return_sequences=True), L.GRU(2)]),
    ("wrappers", (5, 3), [L.TimeDistributed(L.Dense(2)), L.Bidirectional(L.LSTM(2))]),
    ("images", (4, 4, 1), [L.Resizing(6, 6), L.CenterCrop(4, 4), L.SpatialDropout2D(0.2), L.GlobalMaxPooling2D()]),
]
for name, shape, layers in cases:
    model = keras.Sequential([keras.Input(shape)] + layers + [L.Dense(1)])
    model.compile(optimizer="adam", loss="mse")
    x = np.random.random((8,) + shape)
    y = np.random.random((8, 1))
    history = model.fit(x, y, epochs=2, batch_size=4, verbose=0)
    losses = history.history["loss"]
    print(name, len(losses), all([math.isfinite(v) for v in losses]), model.predict(x, verbose=0).shape)

ids = np.array([[1, 2, 0], [3, 0, 0]])
model = keras.Sequential([keras.Input((3,)), L.Embedding(4, 2, mask_zero=True), L.LSTM(2), L.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
print("embedding", len(model.fit(ids, np.ones((2, 1)), epochs=1, verbose=0).history["loss"]))
a = keras.Input((3,))
b = keras.Input((3,))
merged = [L.subtract([a, b]), L.multiply([a, b]), L.average([a, b]), L.maximum([a, b]), L.minimum([a, b]), L.dot([a, b], axes=1)]
model = keras.Model([a, b], L.Dense(1)(L.concatenate(merged)))
model.compile(optimizer="sgd", loss="mse")
history = model.fit([np.ones((4, 3)), np.zeros((4, 3))], np.ones((4, 1)), epochs=1, verbose=0)
print("merging", model.output_shape, len(history.history["loss"]))
