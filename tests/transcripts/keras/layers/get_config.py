# get_config() of the new layers: Keras 3's keys in Keras 3's order (the
# base name, trainable and dtype policy first), initializers, regularizers
# and constraints serialized as serialize_keras_object writes them.
import keras

L = keras.layers
for layer in (
    L.Reshape((3, 4), name="r"),
    L.Permute((2, 1), name="p"),
    L.RepeatVector(3, name="rv"),
    L.LeakyReLU(name="lr"),
    L.ReLU(max_value=6.0, name="relu6"),
    L.Softmax(axis=1, name="sm"),
    L.GlobalAveragePooling1D(name="gap"),
    L.AveragePooling2D(3, strides=1, padding="same", name="ap"),
    L.GaussianNoise(0.1, name="gn"),
    L.SpatialDropout1D(0.2, name="sd"),
    L.Rescaling(0.5, offset=1.0, name="rs"),
    L.CategoryEncoding(3, name="ce"),
):
    print(layer.get_config())
config = L.Conv1D(
    2,
    3,
    kernel_regularizer=keras.regularizers.L2(0.1),
    kernel_constraint=keras.constraints.MaxNorm(3),
    name="c",
).get_config()
for key in config:
    print(key, config[key])
print(L.Embedding(5, 2, mask_zero=True, name="e").get_config()["embeddings_initializer"])
config = L.LSTM(3, return_sequences=True, name="l").get_config()
print(list(config))
print(config["recurrent_initializer"], config["unit_forget_bias"])
print(L.GRU(2, name="g").get_config()["reset_after"])
print(L.Dense(2, name="d").get_config())
try:
    L.Lambda(lambda x: x).get_config()
except NotImplementedError as e:
    print("NotImplementedError:", e)
