# mode: modern
# The cross-entropies of keras.ops.nn, per sample (no reduction over the
# batch): from probabilities, which are clipped to [1e-7, 1 - 1e-7] (and for
# the categorical one renormalized to sum to 1), or from logits. (float64
# inputs, so the values print as exactly as their formulas give them.)
import numpy as np
from keras import ops

t = np.array([0.0, 1.0, 1.0, 0.0])
p = np.array([0.1, 0.9, 0.8, 0.2])
print(ops.binary_crossentropy(t, p))
print(ops.binary_crossentropy(np.array([0.0, 1.0]), np.array([0.0, 2.0]), from_logits=True))
print(ops.binary_crossentropy(np.array([1.0]), np.array([0.0])))

onehot = np.array([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])
probs = np.array([[0.9, 0.05, 0.05], [0.1, 0.8, 0.1], [0.2, 0.3, 0.5]])
print(ops.categorical_crossentropy(onehot, probs))
print(ops.categorical_crossentropy(np.array([[1.0, 0.0]]), np.array([[2.0, 2.0]])))
logits = np.array([[2.0, 1.0, 0.0], [0.0, 0.0, 0.0]])
print(ops.categorical_crossentropy(np.array([[1.0, 0.0, 0.0], [0.0, 0.0, 1.0]]), logits, from_logits=True))

print(ops.sparse_categorical_crossentropy(ops.convert_to_tensor([0, 1, 2]), probs))
print(ops.sparse_categorical_crossentropy(np.array([0, 2]), logits, from_logits=True))
print(ops.sparse_categorical_crossentropy([[0], [2]], logits, from_logits=True))
