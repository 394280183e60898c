# keras.layers' activation layers: LeakyReLU, ReLU, Softmax, ELU, PReLU
# (Keras 3's defaults, texts and configs).
import tensorflow as tf
import _keras_initializers as initializers
import _keras_regularizers as regularizers
import _keras_constraints as constraints
from _keras_layers import Layer, InputSpec
from _keras_layers_util import serialize_initializer, serialize_regularizer, serialize_constraint

# Keras' _large_negative_number for float32: what a masked logit becomes.
_LARGE_NEGATIVE = -1e9


class LeakyReLU(Layer):
    """Leaky version of a Rectified Linear Unit: x if x >= 0, else negative_slope * x."""

    __module__ = "keras.src.layers.activations.leaky_relu"

    def __init__(self, negative_slope=0.3, **kwargs):
        if "alpha" in kwargs:
            negative_slope = kwargs.pop("alpha")
        Layer.__init__(self, **kwargs)
        if negative_slope is None or negative_slope < 0:
            raise ValueError(
                "The negative_slope value of a Leaky ReLU layer cannot be None or negative "
                "value. Expected a float. Received: negative_slope=" + str(negative_slope)
            )
        self.negative_slope = negative_slope
        self.supports_masking = True
        self._build_at_init()

    def call(self, inputs):
        return tf.nn.leaky_relu(inputs, alpha=self.negative_slope)

    def compute_output_shape(self, input_shape):
        return tuple(input_shape)

    def get_config(self):
        config = Layer.get_config(self)
        config["negative_slope"] = self.negative_slope
        return config


class ReLU(Layer):
    """Rectified Linear Unit activation, with optional max_value, negative_slope and threshold."""

    __module__ = "keras.src.layers.activations.relu"

    def __init__(self, max_value=None, negative_slope=0.0, threshold=0.0, **kwargs):
        Layer.__init__(self, **kwargs)
        if max_value is not None and max_value < 0.0:
            raise ValueError(
                "max_value of a ReLU layer cannot be a negative value. Received: max_value="
                + str(max_value)
            )
        if negative_slope is None or negative_slope < 0.0:
            raise ValueError(
                "negative_slope of a ReLU layer cannot be None or a negative value. "
                "Received: negative_slope=" + str(negative_slope)
            )
        if threshold is None or threshold < 0.0:
            raise ValueError(
                "threshold of a ReLU layer cannot be None or a negative value. "
                "Received: threshold=" + str(threshold)
            )
        self.max_value = max_value
        self.negative_slope = negative_slope
        self.threshold = threshold
        self.supports_masking = True
        self._build_at_init()

    def call(self, inputs):
        # Keras' activations.relu, step for step (so -0.0 and the clip come
        # out as they do there).
        x = inputs
        slope = self.negative_slope
        if slope != 0.0:
            if self.max_value is None and self.threshold == 0:
                return tf.nn.leaky_relu(x, alpha=slope)
            if self.threshold != 0:
                negative_part = tf.nn.relu(-x + self.threshold)
            else:
                negative_part = tf.nn.relu(-x)
        clip_max = self.max_value is not None
        if self.threshold != 0:
            x = x * tf.cast(x > tf.cast(self.threshold, x.dtype), x.dtype)
        elif self.max_value == 6:
            x = tf.nn.relu6(x)
            clip_max = False
        else:
            x = tf.nn.relu(x)
        if clip_max:
            x = tf.clip_by_value(x, 0.0, float(self.max_value))
        if slope != 0.0:
            x = x - slope * negative_part
        return x

    def compute_output_shape(self, input_shape):
        return tuple(input_shape)

    def get_config(self):
        config = Layer.get_config(self)
        config["max_value"] = self.max_value
        config["negative_slope"] = self.negative_slope
        config["threshold"] = self.threshold
        return config


def _check_mask(inputs, mask):
    # Keras' checks: the mask broadcasts to the inputs.
    in_shape = tuple(inputs.shape.as_list())
    m_shape = tuple(mask.shape.as_list())
    if len(m_shape) > len(in_shape):
        raise ValueError(
            "The `mask` must be broadcastable to `inputs` and must not have more dimensions. "
            "Received: inputs.shape=" + str(in_shape) + ", mask.shape=" + str(m_shape)
        )
    for m_dim, i_dim in zip(m_shape[::-1], in_shape[::-1]):
        if m_dim is not None and i_dim is not None and m_dim != 1 and m_dim != i_dim:
            raise ValueError(
                "The `mask` must be broadcastable to `inputs`. Each mask dimension must be 1 or "
                "match the corresponding input dimension. Received: inputs.shape="
                + str(in_shape)
                + ", mask.shape="
                + str(m_shape)
            )


class Softmax(Layer):
    """Softmax activation layer over an axis; masked positions get zero probability."""

    __module__ = "keras.src.layers.activations.softmax"

    def __init__(self, axis=-1, **kwargs):
        Layer.__init__(self, **kwargs)
        self.axis = axis
        self.supports_masking = True
        self._build_at_init()

    def call(self, inputs, mask=None):
        if mask is not None:
            mask = tf.convert_to_tensor(mask)
            _check_mask(inputs, mask)
            if mask.dtype != tf.bool:
                mask = mask > tf.cast(0.5, mask.dtype)
            inputs = tf.where(mask, inputs, tf.cast(_LARGE_NEGATIVE, inputs.dtype))
        if isinstance(self.axis, (tuple, list)):
            if len(self.axis) > 1:
                out = tf.exp(
                    inputs - tf.reduce_logsumexp(inputs, axis=list(self.axis), keepdims=True)
                )
            else:
                out = tf.nn.softmax(inputs, axis=self.axis[0])
        else:
            out = tf.nn.softmax(inputs, axis=self.axis)
        if mask is not None:
            out = tf.where(mask, out, tf.zeros_like(out))
        return out

    def compute_output_shape(self, input_shape):
        return tuple(input_shape)

    def get_config(self):
        config = Layer.get_config(self)
        config["axis"] = self.axis
        return config


class ELU(Layer):
    """Exponential Linear Unit: x if x > 0, else alpha * (exp(x) - 1)."""

    __module__ = "keras.src.layers.activations.elu"

    def __init__(self, alpha=1.0, **kwargs):
        Layer.__init__(self, **kwargs)
        self.alpha = alpha
        self.supports_masking = True
        self._build_at_init()

    def call(self, inputs):
        # Keras' TensorFlow backend: alpha scales TF's elu where x <= 0.
        inputs = tf.convert_to_tensor(inputs)
        res = tf.nn.elu(inputs)
        if self.alpha == 1:
            return res
        return tf.where(inputs > 0, res, self.alpha * res)

    def compute_output_shape(self, input_shape):
        return tuple(input_shape)


class PReLU(Layer):
    """Parametric ReLU: x if x >= 0, else alpha * x, with alpha a learned weight."""

    __module__ = "keras.src.layers.activations.prelu"

    def __init__(
        self,
        alpha_initializer="Zeros",
        alpha_regularizer=None,
        alpha_constraint=None,
        shared_axes=None,
        **kwargs,
    ):
        Layer.__init__(self, **kwargs)
        self.supports_masking = True
        self.alpha_initializer = initializers.get(alpha_initializer)
        self.alpha_regularizer = regularizers.get(alpha_regularizer)
        self.alpha_constraint = constraints.get(alpha_constraint)
        if shared_axes is None:
            self.shared_axes = None
        elif not isinstance(shared_axes, (list, tuple)):
            self.shared_axes = [shared_axes]
        else:
            self.shared_axes = list(shared_axes)

    def build(self, input_shape):
        param_shape = list(input_shape[1:])
        if self.shared_axes is not None:
            for i in self.shared_axes:
                param_shape[i - 1] = 1
        self.alpha = self.add_weight(
            shape=param_shape,
            name="alpha",
            initializer=self.alpha_initializer,
            regularizer=self.alpha_regularizer,
            constraint=self.alpha_constraint,
        )
        axes = {}
        if self.shared_axes:
            for i in range(1, len(input_shape)):
                if i not in self.shared_axes:
                    axes[i] = input_shape[i]
        self.input_spec = InputSpec(ndim=len(input_shape), axes=axes)
        self.built = True

    def call(self, inputs):
        return tf.nn.relu(inputs) - self.alpha * tf.nn.relu(-inputs)

    def compute_output_shape(self, input_shape):
        return tuple(input_shape)

    def get_config(self):
        config = Layer.get_config(self)
        config["alpha_initializer"] = serialize_initializer(self.alpha_initializer)
        config["alpha_regularizer"] = serialize_regularizer(self.alpha_regularizer)
        config["alpha_constraint"] = serialize_constraint(self.alpha_constraint)
        config["shared_axes"] = self.shared_axes
        return config
