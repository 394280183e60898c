# mode: modern
# The cross-entropies check their arguments' shapes with Keras' texts.
from keras import ops

attempts = [
    lambda: ops.binary_crossentropy([1.0, 0.0], [[0.5], [0.5]]),
    lambda: ops.categorical_crossentropy([[1.0, 0.0]], [[0.5, 0.25, 0.25]]),
    lambda: ops.categorical_crossentropy(1.0, 0.5),
    lambda: ops.sparse_categorical_crossentropy([[0, 1]], ops.convert_to_tensor([[0.5, 0.5]])),
    lambda: ops.sparse_categorical_crossentropy([0, 1, 0], ops.convert_to_tensor([[0.5, 0.5]])),
    lambda: ops.sparse_categorical_crossentropy([0], ops.convert_to_tensor([[0.5, 0.5]]), axis=0),
]
for attempt in attempts:
    try:
        attempt()
    except ValueError as e:
        print("ValueError:", e)
