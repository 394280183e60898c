# keras.layers: the public names, gathered from the modules that define them
# (the base Layer and first layers in _keras_layers, the rest by family).
from _keras_layers import *
from _keras_layers_reshaping import Reshape, Permute, RepeatVector
from _keras_layers_activations import LeakyReLU, ReLU, Softmax, ELU, PReLU
from _keras_layers_conv import (
    Conv1D,
    Conv2DTranspose,
    MaxPooling1D,
    AveragePooling1D,
    AveragePooling2D,
    GlobalMaxPooling1D,
    GlobalMaxPooling2D,
    GlobalAveragePooling1D,
    GlobalAveragePooling2D,
)
from _keras_layers_core import (
    Embedding,
    Lambda,
    LayerNormalization,
    Rescaling,
    Normalization,
    GaussianNoise,
    SpatialDropout1D,
    SpatialDropout2D,
)
from _keras_layers_merging import (
    Subtract,
    Multiply,
    Average,
    Maximum,
    Minimum,
    Dot,
    add,
    subtract,
    multiply,
    average,
    maximum,
    minimum,
    concatenate,
    dot,
)

from _keras_layers_rnn import (
    RNN,
    SimpleRNNCell,
    LSTMCell,
    GRUCell,
    SimpleRNN,
    LSTM,
    GRU,
    Bidirectional,
    TimeDistributed,
)
from _keras_layers_preprocessing import Resizing, CenterCrop, CategoryEncoding, Hashing

# Keras' aliases.
MaxPool1D = MaxPooling1D
AvgPool1D = AveragePooling1D
AvgPool2D = AveragePooling2D
GlobalMaxPool1D = GlobalMaxPooling1D
GlobalMaxPool2D = GlobalMaxPooling2D
GlobalAvgPool1D = GlobalAveragePooling1D
GlobalAvgPool2D = GlobalAveragePooling2D
Convolution1D = Conv1D
Convolution2DTranspose = Conv2DTranspose
