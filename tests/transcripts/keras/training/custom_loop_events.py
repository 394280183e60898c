# mode: modern
# A custom training step under tf.function: Python `print` runs while tracing
# only. The optimizer makes its slot variables during the first trace, so TF
# traces the function a second time to check it (no new variables then); a
# later call with a new batch shape retraces, and the rest run the graph.
import tensorflow as tf
from tensorflow import keras

model = keras.Sequential([keras.Input(shape=(3,)), keras.layers.Dense(2)])
optimizer = keras.optimizers.Adam(0.01)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)


@tf.function
def train_step(x, y):
    print("tracing train_step for", x.shape)
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(x, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


for batch in (4, 4, 4, 2):
    train_step(tf.ones([batch, 3]), tf.zeros([batch], dtype=tf.int32))
print("steps:", int(optimizer.iterations), "optimizer variables:", len(optimizer.variables))
