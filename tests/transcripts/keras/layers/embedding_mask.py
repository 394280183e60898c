# Embedding: Keras 3's docstring example, its mask (mask_zero=True), and the
# mask carried through a model to GlobalAveragePooling1D, which then averages
# the unmasked steps only.
import keras
import numpy as np
import tensorflow as tf

model = keras.Sequential()
model.add(keras.layers.Embedding(1000, 64))
input_array = np.random.randint(1000, size=(32, 10))
model.compile("rmsprop", "mse")
output_array = model.predict(input_array, verbose=0)
print(output_array.shape)

table = np.array([[0.0, 0.0], [1.0, 10.0], [2.0, 20.0], [3.0, 30.0], [4.0, 40.0]])
emb = keras.layers.Embedding(5, 2, mask_zero=True, weights=table)
ids = tf.constant([[1, 3, 0, 0]])
print(emb(ids))
print(emb.compute_mask(ids))
print(keras.layers.Embedding(5, 2).compute_mask(ids))

inputs = keras.Input(shape=(4,), dtype="int32")
x = keras.layers.Embedding(5, 2, mask_zero=True, weights=table)(inputs)
outputs = keras.layers.GlobalAveragePooling1D()(x)
model = keras.Model(inputs, outputs)
# (1 + 3) / 2 and (10 + 30) / 2: the padding steps do not count.
print(model(ids))
seq = keras.Sequential(
    [keras.Input(shape=(4,)), keras.layers.Embedding(5, 2, weights=table), keras.layers.GlobalAveragePooling1D()]
)
# Without a mask the mean is over all four steps.
print(seq(ids))
try:
    keras.layers.Embedding(0, 2)
except ValueError as e:
    print("ValueError:", e)
