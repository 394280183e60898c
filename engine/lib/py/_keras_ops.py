# keras.ops: Keras 3's backend-agnostic ops, on the TensorFlow backend. Each op
# takes tensors, Keras variables, numpy arrays or Python values, and gives
# what Keras 3 on TensorFlow gives: the same values, shape and dtype (Keras'
# result_type, not TF's own rules). Layers written with `from keras import
# ops` run on them, eagerly or traced by tf.function.
from _keras_ops_core import *
from _keras_ops_numpy import *
from _keras_ops_nn import *
from _keras_ops_math import *
import _keras_ops_numpy as numpy
import _keras_ops_nn as nn
