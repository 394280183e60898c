# keras (Keras 3 on the TensorFlow backend, as TF 2.16+ ships it as tf.keras;
# the formats and texts are Keras 3.15's): the top-level names and the
# submodules. The same module answers `import keras`, `tf.keras` and `import
# tensorflow.keras`.
import _keras_backend as backend
import _keras_layers_api as layers
import _keras_initializers as initializers
import _keras_activations as activations
import _keras_losses as losses
import _keras_metrics_api as metrics
import _keras_optimizers as optimizers
import _keras_callbacks as callbacks
import _keras_models as models
import _keras_utils as utils
import _keras_datasets as datasets
import _keras_ops as ops
import _keras_regularizers as regularizers
import _keras_constraints as constraints

__version__ = "3.15.1"

Model = models.Model
Sequential = models.Sequential
Input = layers.Input
Layer = layers.Layer
KerasTensor = layers.KerasTensor
