# mode: modern
# fit, evaluate and predict read a tf.data pipeline: batches from a dataset
# train exactly as the same arrays in the same order do (shuffle=False).
import tensorflow as tf
from tensorflow import keras

x, y = keras.datasets.make_blobs(n_samples=96, centers=3, seed=1)


def trained(data, **kw):
    keras.utils.set_random_seed(0)
    model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(8, activation="relu"),
                              keras.layers.Dense(3)])
    model.compile(optimizer=keras.optimizers.SGD(0.05),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
    history = model.fit(*data, epochs=3, verbose=0, **kw)
    return model, history.history


ds = tf.data.Dataset.from_tensor_slices((x, y)).batch(32)
from_ds, hist_ds = trained((ds,))
from_arrays, hist_arrays = trained((x, y), batch_size=32, shuffle=False)
print(sorted(hist_ds), len(hist_ds["loss"]))
print(hist_ds == hist_arrays)
print(from_ds.evaluate(ds, verbose=0) == from_arrays.evaluate(x, y, batch_size=32, verbose=0))
print(from_ds.predict(ds.map(lambda a, b: a), verbose=0).shape)
