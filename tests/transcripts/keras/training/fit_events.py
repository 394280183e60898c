# mode: modern
# fit runs its step as a tf.function: it is traced once per batch shape (the
# last, smaller batch retraces), and its events show like any other function's.
# With run_eagerly=True nothing is traced.
import tensorflow as tf

x = tf.ones([40, 3])
y = tf.zeros([40, 1])
model = tf.keras.Sequential([tf.keras.layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
model.fit(x, y, batch_size=16, epochs=2, verbose=0)
eager = tf.keras.Sequential([tf.keras.layers.Dense(1)])
eager.compile(optimizer="sgd", loss="mse", run_eagerly=True)
eager.fit(x, y, batch_size=16, epochs=2, verbose=0)
print(int(model.optimizer.iterations), int(eager.optimizer.iterations))
