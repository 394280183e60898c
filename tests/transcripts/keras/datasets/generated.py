# mode: modern
# The generated teaching data sets: the same points for the same seed on every
# machine (a generator of their own), float32 features and int32 labels.
import tensorflow as tf

x, y = tf.keras.datasets.make_spirals(n_samples=6, n_classes=2, noise=0.1, seed=3)
print(x.shape, x.dtype, y.dtype, y.tolist())
print([[round(v, 4) for v in row] for row in x.tolist()])
x, y = tf.keras.datasets.make_blobs(n_samples=4, centers=2, n_features=3, seed=7)
print(x.shape, y.tolist())
print([[round(v, 4) for v in row] for row in x.tolist()])
x2, _ = tf.keras.datasets.make_blobs(n_samples=4, centers=2, n_features=3, seed=7)
print(x2.tolist() == x.tolist())
