# The new layers run the same inside tf.function as eagerly, and the tape
# differentiates through them (each gradient worked out by hand below).
import keras
import tensorflow as tf

conv = keras.layers.Conv1D(1, 2, kernel_initializer="ones", use_bias=False)
x = tf.ones((1, 4, 2))
with tf.GradientTape() as tape:
    y = tf.reduce_sum(conv(x))
# Each kernel entry meets 3 windows of ones.
print(y, tape.gradient(y, conv.kernel)[:, :, 0])

up = keras.layers.Conv2DTranspose(1, 2, strides=2, kernel_initializer="ones", use_bias=False)
x = tf.constant([[[[1.0], [2.0]], [[3.0], [4.0]]]])
with tf.GradientTape() as tape:
    y = up(x)
    total = tf.reduce_sum(y)
# Stride 2 over a 2x2 kernel: every input value fills its own 2x2 block.
print(y[0, :, :, 0])
# Each kernel entry multiplies every input once: 1 + 2 + 3 + 4.
print(tape.gradient(total, up.kernel)[:, :, 0, 0])

prelu = keras.layers.PReLU(alpha_initializer=keras.initializers.Constant(0.25))
with tf.GradientTape() as tape:
    y = tf.reduce_sum(prelu(tf.constant([[-4.0, 2.0]])))
# d/d alpha of -alpha * relu(-x) is -relu(-x): -4 and 0.
print(y, tape.gradient(y, prelu.alpha))

emb = keras.layers.Embedding(3, 2, embeddings_initializer="ones")
with tf.GradientTape() as tape:
    y = tf.reduce_sum(emb(tf.constant([[2, 2, 0]])))
# Row 2 is gathered twice, row 0 once, row 1 never.
print(tf.convert_to_tensor(tape.gradient(y, emb.embeddings)))

ln = keras.layers.LayerNormalization()
pool = keras.layers.AveragePooling1D(2)
rep = keras.layers.RepeatVector(2)


@tf.function
def f(t):
    return pool(ln(rep(t)))


t = tf.constant([[1.0, 3.0, 5.0, 7.0]])
eager = pool(ln(rep(t)))
print(bool(tf.reduce_all(tf.abs(f(t) - eager) < 1e-6)), f(t).shape)
