# compile() takes the new losses and metrics by object or by name; fit logs
# them (sorted by name) and evaluate returns them.
import keras
import numpy as np

keras.utils.set_random_seed(1)
model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1, activation="sigmoid")])
model.compile(
    optimizer="sgd",
    loss=keras.losses.Huber(),
    metrics=[keras.metrics.Precision(), "recall", keras.metrics.AUC(), keras.metrics.RootMeanSquaredError()],
)
x = np.array([[0.0, 1.0], [1.0, 0.0], [1.0, 1.0], [0.0, 0.0]])
y = np.array([0.0, 1.0, 1.0, 0.0])
history = model.fit(x, y, epochs=2, verbose=0)
print(sorted(history.history))
results = model.evaluate(x, y, verbose=0, return_dict=True)
print(sorted(results))
print(all([0.0 <= results[k] <= 1.0 for k in ("precision", "recall", "auc")]))
