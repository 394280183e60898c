# summary() rows of the new layers: output shapes and parameter counts, each
# worked out by hand in the comments.
import keras

L = keras.layers
model = keras.Sequential(
    [
        keras.Input((10,)),
        L.Embedding(100, 8),  # 100 * 8 = 800
        L.Conv1D(4, 3),  # 3 * 8 * 4 + 4 = 100; length 10 - 3 + 1 = 8
        L.MaxPooling1D(),  # length 4
        L.LSTM(5, return_sequences=True),  # 4 * (4*5 + 5*5 + 5) = 200
        L.GRU(3),  # 3 * (5*3 + 3*3) + 2 * 9 = 90
        L.RepeatVector(2),
        L.SimpleRNN(2),  # 3*2 + 2*2 + 2 = 12
        L.LayerNormalization(),  # 2 + 2 = 4
        L.PReLU(),  # 2
        L.Dense(1),  # 3
    ]
)
model.summary()
inputs = keras.Input((8, 8, 3))
x = L.Rescaling(1.0 / 255)(inputs)
x = L.Conv2DTranspose(2, 3, strides=2)(x)  # 3*3*2*3 + 2 = 56; 7*2 + 3 = 17
x = L.AveragePooling2D(2)(x)  # 8
x = L.GlobalAveragePooling2D()(x)
left = L.Dense(2)(x)  # 6
right = L.Dense(2)(x)  # 6
out = L.concatenate([L.subtract([left, right]), L.dot([left, right], axes=1)])
keras.Model(inputs, out).summary()
