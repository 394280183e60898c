# keras.layers: Embedding, Lambda, LayerNormalization, the preprocessing
# layers Rescaling and Normalization, and the noise layers GaussianNoise and
# SpatialDropout1D/2D (Keras 3's defaults, texts, weights and configs).
import tensorflow as tf
import numpy as np
import _keras_backend as backend
import _keras_initializers as initializers
import _keras_regularizers as regularizers
import _keras_constraints as constraints
import _keras_native
from _keras_layers import Layer, InputSpec, Dropout
import _keras_layers_util as util

# Keras' backend.epsilon(): the floor of Normalization's standard deviation.
_EPSILON = 1e-7


class Embedding(Layer):
    """Turns nonnegative integers (indexes) into dense vectors of fixed size; mask_zero masks index 0."""

    __module__ = "keras.src.layers.core.embedding"

    def __init__(
        self,
        input_dim,
        output_dim,
        embeddings_initializer="uniform",
        embeddings_regularizer=None,
        embeddings_constraint=None,
        mask_zero=False,
        weights=None,
        **kwargs,
    ):
        if not isinstance(input_dim, int) or isinstance(input_dim, bool) or input_dim <= 0:
            raise ValueError(
                "`input_dim` must be a positive integer. Received: input_dim="
                + str(input_dim)
                + " (of type "
                + type(input_dim).__name__
                + ")."
            )
        if not isinstance(output_dim, int) or isinstance(output_dim, bool) or output_dim <= 0:
            raise ValueError(
                "`output_dim` must be a positive integer. Received: output_dim="
                + str(output_dim)
                + " (of type "
                + type(output_dim).__name__
                + ")."
            )
        kwargs.pop("input_length", None)
        activity_regularizer = kwargs.pop("activity_regularizer", None)
        Layer.__init__(self, **kwargs)
        self.input_dim = input_dim
        self.output_dim = output_dim
        self.embeddings_initializer = initializers.get(embeddings_initializer)
        self.embeddings_regularizer = regularizers.get(embeddings_regularizer)
        self.embeddings_constraint = constraints.get(embeddings_constraint)
        self.activity_regularizer = util.activity_regularizer(activity_regularizer)
        self.mask_zero = mask_zero
        self.supports_masking = mask_zero
        if weights is not None:
            self._maybe_build(None)
            if not (isinstance(weights, list) and len(weights) == 1):
                weights = [weights]
            self.set_weights(weights)

    def build(self, input_shape=None):
        if self.built:
            return
        self.embeddings = self.add_weight(
            shape=(self.input_dim, self.output_dim),
            initializer=self.embeddings_initializer,
            name="embeddings",
            regularizer=self.embeddings_regularizer,
            constraint=self.embeddings_constraint,
        )
        self.built = True

    def call(self, inputs):
        if inputs.dtype != tf.int32 and inputs.dtype != tf.int64:
            inputs = tf.cast(inputs, tf.int32)
        return tf.gather(self.embeddings, inputs)

    def compute_mask(self, inputs, mask=None):
        if not self.mask_zero:
            return None
        return tf.not_equal(tf.convert_to_tensor(inputs), 0)

    def compute_output_shape(self, input_shape):
        return tuple(input_shape) + (self.output_dim,)

    def get_config(self):
        config = Layer.get_config(self)
        config["input_dim"] = self.input_dim
        config["output_dim"] = self.output_dim
        config["embeddings_initializer"] = util.serialize_initializer(self.embeddings_initializer)
        config["embeddings_regularizer"] = util.serialize_regularizer(self.embeddings_regularizer)
        config["activity_regularizer"] = util.serialize_regularizer(self.activity_regularizer)
        config["embeddings_constraint"] = util.serialize_constraint(self.embeddings_constraint)
        config["mask_zero"] = self.mask_zero
        config["quantization_config"] = None
        return config


class Lambda(Layer):
    """Wraps an arbitrary expression as a Layer object."""

    __module__ = "keras.src.layers.core.lambda_layer"

    def __init__(self, function, output_shape=None, mask=None, arguments=None, **kwargs):
        Layer.__init__(self, **kwargs)
        self.arguments = arguments or {}
        self.function = function
        self.supports_masking = mask is not None
        self.mask = mask
        # Not _output_shape: that is the shape the summary shows.
        self._lambda_output_shape = output_shape
        self._fn_expects_training_arg = _keras_native.call_params(function)[0].count("training") > 0
        self._fn_expects_mask_arg = _keras_native.call_params(function)[0].count("mask") > 0

    def compute_output_shape(self, input_shape):
        if self._lambda_output_shape is None:
            return Layer.compute_output_shape(self, input_shape)
        if callable(self._lambda_output_shape):
            return tuple(self._lambda_output_shape(input_shape))
        return (input_shape[0],) + tuple(self._lambda_output_shape)

    def call(self, inputs, mask=None, training=None):
        kwargs = dict(self.arguments)
        if self._fn_expects_mask_arg:
            kwargs["mask"] = mask
        if self._fn_expects_training_arg:
            kwargs["training"] = training
        return self.function(inputs, **kwargs)

    def compute_mask(self, inputs, mask=None):
        if callable(self.mask):
            return self.mask(inputs, mask)
        return self.mask

    def get_config(self):
        raise NotImplementedError(
            "Lambda.get_config() is not supported by minitf (Keras serializes the function's bytecode)"
        )


def _canonical_axes(axis, ndim):
    axes = list(axis) if isinstance(axis, (list, tuple)) else [axis]
    out = []
    for a in axes:
        if a < -ndim or a >= ndim:
            raise ValueError(
                "axis " + str(a) + " is out of bounds for an array of dimension " + str(ndim)
            )
        out.append(a % ndim)
    return out


class LayerNormalization(Layer):
    """Layer normalization: normalizes each sample over the given axes, then scales and shifts."""

    __module__ = "keras.src.layers.normalization.layer_normalization"

    def __init__(
        self,
        axis=-1,
        epsilon=1e-3,
        center=True,
        scale=True,
        beta_initializer="zeros",
        gamma_initializer="ones",
        beta_regularizer=None,
        gamma_regularizer=None,
        beta_constraint=None,
        gamma_constraint=None,
        **kwargs,
    ):
        rms_scaling = kwargs.pop("rms_scaling", False)
        Layer.__init__(self, **kwargs)
        if isinstance(axis, (list, tuple)):
            self.axis = list(axis)
        elif isinstance(axis, int):
            self.axis = axis
        else:
            raise TypeError(
                "Expected an int or a list/tuple of ints for the argument 'axis', but received: "
                + repr(axis)
            )
        self.epsilon = epsilon
        self.center = center
        self.scale = scale
        self.rms_scaling = rms_scaling
        self.beta_initializer = initializers.get(beta_initializer)
        self.gamma_initializer = initializers.get(gamma_initializer)
        self.beta_regularizer = regularizers.get(beta_regularizer)
        self.gamma_regularizer = regularizers.get(gamma_regularizer)
        self.beta_constraint = constraints.get(beta_constraint)
        self.gamma_constraint = constraints.get(gamma_constraint)
        self.supports_masking = True

    def build(self, input_shape):
        axes = _canonical_axes(self.axis, len(input_shape))
        if len(set(axes)) != len(axes):
            raise ValueError("Duplicate axes are not allowed. Received: axis=" + str(self.axis))
        self.axis = sorted(axes)
        shape = tuple([input_shape[d] for d in self.axis])
        self.gamma = None
        self.beta = None
        if self.scale or self.rms_scaling:
            self.gamma = self.add_weight(
                name="gamma",
                shape=shape,
                initializer=self.gamma_initializer,
                regularizer=self.gamma_regularizer,
                constraint=self.gamma_constraint,
            )
        if self.center and not self.rms_scaling:
            self.beta = self.add_weight(
                name="beta",
                shape=shape,
                initializer=self.beta_initializer,
                regularizer=self.beta_regularizer,
                constraint=self.beta_constraint,
            )
        self.built = True

    def _broadcast(self, v, ndim):
        # A weight over the normalized axes, shaped to broadcast over the rest.
        shape = [1] * ndim
        for i, d in enumerate(self.axis):
            shape[d] = v.shape[i]
        return tf.reshape(v, shape)

    def call(self, inputs):
        # Keras' ops.layer_normalization: x * inv + (beta - mean * inv), with
        # inv = gamma / sqrt(variance + epsilon).
        ndim = len(inputs.shape)
        mean, variance = tf.nn.moments(inputs, axes=self.axis, keepdims=True)
        if self.rms_scaling:
            inv = tf.math.rsqrt(variance + self.epsilon)
            return inputs * inv * self._broadcast(self.gamma, ndim)
        inv = tf.math.rsqrt(variance + self.epsilon)
        if self.gamma is not None:
            inv = inv * self._broadcast(self.gamma, ndim)
        res = -mean * inv
        if self.beta is not None:
            res = res + self._broadcast(self.beta, ndim)
        return inputs * inv + res

    def compute_output_shape(self, input_shape):
        _canonical_axes(self.axis, len(input_shape))
        return tuple(input_shape)

    def get_config(self):
        config = Layer.get_config(self)
        config["axis"] = self.axis
        config["epsilon"] = self.epsilon
        config["center"] = self.center
        config["scale"] = self.scale
        config["rms_scaling"] = self.rms_scaling
        config["beta_initializer"] = util.serialize_initializer(self.beta_initializer)
        config["gamma_initializer"] = util.serialize_initializer(self.gamma_initializer)
        config["beta_regularizer"] = util.serialize_regularizer(self.beta_regularizer)
        config["gamma_regularizer"] = util.serialize_regularizer(self.gamma_regularizer)
        config["beta_constraint"] = util.serialize_constraint(self.beta_constraint)
        config["gamma_constraint"] = util.serialize_constraint(self.gamma_constraint)
        return config


class Rescaling(Layer):
    """A preprocessing layer which rescales input values: x * scale + offset."""

    __module__ = "keras.src.layers.preprocessing.rescaling"

    def __init__(self, scale, offset=0.0, **kwargs):
        Layer.__init__(self, **kwargs)
        self.scale = scale
        self.offset = offset
        self.supports_masking = True

    def call(self, inputs):
        x = tf.cast(inputs, tf.float32)
        return x * tf.cast(self.scale, tf.float32) + tf.cast(self.offset, tf.float32)

    def compute_output_shape(self, input_shape):
        return tuple(input_shape)

    def get_config(self):
        config = Layer.get_config(self)
        config["scale"] = self.scale
        config["offset"] = self.offset
        return config


class Normalization(Layer):
    """A preprocessing layer that normalizes features by a mean and variance, given or learned by adapt()."""

    __module__ = "keras.src.layers.preprocessing.normalization"

    # Keras 3: (x - mean) / max(sqrt(variance), epsilon) over the kept axes,
    # from given values or from adapt(data).
    def __init__(self, axis=-1, mean=None, variance=None, invert=False, **kwargs):
        Layer.__init__(self, **kwargs)
        if axis is None:
            axis = ()
        elif isinstance(axis, int):
            axis = (axis,)
        else:
            axis = tuple(axis)
        self.axis = axis
        self.input_mean = mean
        self.input_variance = variance
        self.invert = invert
        self.supports_masking = True
        self._build_input_shape = None
        self.mean = None
        if (mean is not None) != (variance is not None):
            raise ValueError(
                "When setting values directly, both `mean` and `variance` must be set. "
                "Received: mean=" + str(mean) + " and variance=" + str(variance)
            )

    def build(self, input_shape):
        if input_shape is None:
            return
        input_shape = tuple(input_shape)
        ndim = len(input_shape)
        self._build_input_shape = input_shape
        for a in self.axis:
            if a < -ndim or a >= ndim:
                raise ValueError(
                    "All `axis` values must be in the range [-ndim, ndim). Received inputs "
                    "with ndim=" + str(ndim) + ", while axis=" + str(self.axis)
                )
        self._keep_axis = tuple(sorted([d if d >= 0 else d + ndim for d in self.axis]))
        for d in self._keep_axis:
            if input_shape[d] is None:
                raise ValueError(
                    "All `axis` values to be kept must have a known shape. Received axis="
                    + str(self.axis)
                    + ", inputs.shape="
                    + str(input_shape)
                    + ", with unknown axis at index "
                    + str(d)
                )
        self._reduce_axis = tuple([d for d in range(ndim) if d not in self._keep_axis])
        self._broadcast_shape = [input_shape[d] if d in self._keep_axis else 1 for d in range(ndim)]
        self._mean_and_var_shape = tuple([input_shape[d] for d in self._keep_axis])
        if self.input_mean is None:
            self.adapt_mean = self.add_weight(
                name="mean", shape=self._mean_and_var_shape, initializer="zeros", trainable=False
            )
            self.adapt_variance = self.add_weight(
                name="variance",
                shape=self._mean_and_var_shape,
                initializer="ones",
                trainable=False,
            )
            self.count = self.add_weight(
                name="count", shape=(), dtype="int64", initializer="zeros", trainable=False
            )
            self.built = True
            self.finalize_state()
        else:
            mean = tf.cast(tf.convert_to_tensor(self.input_mean), tf.float32)
            variance = tf.cast(tf.convert_to_tensor(self.input_variance), tf.float32)
            if len(mean.shape) > 0:
                expanded = [1] * ndim
                for i in range(1, len(mean.shape) + 1):
                    expanded[self._keep_axis[-i]] = mean.shape[-i]
                mean = tf.reshape(mean, expanded)
                variance = tf.reshape(variance, expanded)
            self.mean = tf.broadcast_to(mean, self._broadcast_shape)
            self.variance = tf.broadcast_to(variance, self._broadcast_shape)
            self.built = True

    def adapt(self, data):
        if isinstance(data, (list, tuple)):
            data = np.array(data)
        if not (isinstance(data, (tf.Tensor, tf.Variable)) or type(data).__name__ == "ndarray"):
            raise TypeError(
                "Unsupported data type: "
                + str(type(data))
                + ". `adapt` supports `np.ndarray`, backend tensors, `tf.data.Dataset`, and "
                "`keras.utils.PyDataset`."
            )
        x = tf.cast(tf.convert_to_tensor(data), tf.float64)
        input_shape = tuple(x.shape.as_list())
        if not self.built:
            self.build(input_shape)
        else:
            for d in self._keep_axis:
                if input_shape[d] != self._build_input_shape[d]:
                    raise ValueError(
                        "The layer was built with input_shape="
                        + str(self._build_input_shape)
                        + ", but adapt() is being called with data with an incompatible shape, "
                        "data.shape=" + str(input_shape)
                    )
        axes = list(self._reduce_axis)
        mean = tf.reduce_mean(x, axis=axes)
        var = tf.reduce_mean(tf.square(x - tf.reduce_mean(x, axis=axes, keepdims=True)), axis=axes)
        self.adapt_mean.assign(tf.cast(mean, tf.float32))
        self.adapt_variance.assign(tf.cast(var, tf.float32))
        self.finalize_state()

    def finalize_state(self):
        if self.input_mean is not None or not self.built:
            return
        self.mean = tf.reshape(self.adapt_mean, self._broadcast_shape)
        self.variance = tf.reshape(self.adapt_variance, self._broadcast_shape)

    def call(self, inputs):
        if self.mean is None:
            raise ValueError("You must call `.build(input_shape)` on the layer before using it.")
        inputs = tf.cast(inputs, tf.float32)
        if self.input_mean is None:
            # Read the variables now, so a traced call sees adapt()'s values.
            self.finalize_state()
        std = tf.maximum(tf.sqrt(self.variance), _EPSILON)
        if self.invert:
            return self.mean + inputs * std
        return (inputs - self.mean) / std

    def compute_output_shape(self, input_shape):
        return tuple(input_shape)

    def get_config(self):
        config = Layer.get_config(self)
        config["axis"] = self.axis
        config["invert"] = self.invert
        config["mean"] = np.array(self.input_mean).tolist()
        config["variance"] = np.array(self.input_variance).tolist()
        return config


class GaussianNoise(Layer):
    """Apply additive zero-centered Gaussian noise while training."""

    __module__ = "keras.src.layers.regularization.gaussian_noise"

    def __init__(self, stddev, seed=None, **kwargs):
        Layer.__init__(self, **kwargs)
        if not 0 <= stddev <= 1:
            raise ValueError(
                "Invalid value received for argument `stddev`. Expected a float value between "
                "0 and 1. Received: stddev=" + str(stddev)
            )
        self.stddev = stddev
        self.seed = seed
        self._seed = seed if seed is not None else backend.next_seed()
        self.supports_masking = True
        self._build_at_init()

    def call(self, inputs, training=False):
        if training and self.stddev > 0:
            return inputs + tf.random.normal(
                tf.shape(inputs), mean=0.0, stddev=self.stddev, dtype=inputs.dtype, seed=self._seed
            )
        return inputs

    def compute_output_shape(self, input_shape):
        return tuple(input_shape)

    def get_config(self):
        config = Layer.get_config(self)
        config["stddev"] = self.stddev
        config["seed"] = self.seed
        return config


class _SpatialDropout(Dropout):
    # Keras' BaseSpatialDropout: whole channels are dropped together.
    def __init__(self, rate, seed=None, name=None, dtype=None):
        Dropout.__init__(self, rate, seed=seed, name=name, dtype=dtype)
        self._given_seed = seed

    def call(self, inputs, training=False):
        if training and self.rate > 0:
            return tf.nn.dropout(
                inputs, rate=self.rate, noise_shape=self._noise_shape(inputs), seed=self.seed
            )
        return inputs

    def get_config(self):
        return {"rate": self.rate, "seed": self._given_seed, "name": self.name, "dtype": "float32"}


class SpatialDropout1D(_SpatialDropout):
    """Spatial 1D version of Dropout: drops entire 1D feature maps."""

    __module__ = "keras.src.layers.regularization.spatial_dropout"

    def __init__(self, rate, seed=None, name=None, dtype=None):
        _SpatialDropout.__init__(self, rate, seed=seed, name=name, dtype=dtype)
        self.input_spec = InputSpec(ndim=3)

    def _noise_shape(self, inputs):
        s = tf.shape(inputs)
        return tf.stack([s[0], 1, s[2]])


class SpatialDropout2D(_SpatialDropout):
    """Spatial 2D version of Dropout: drops entire 2D feature maps."""

    __module__ = "keras.src.layers.regularization.spatial_dropout"

    def __init__(self, rate, data_format=None, seed=None, name=None, dtype=None):
        _SpatialDropout.__init__(self, rate, seed=seed, name=name, dtype=dtype)
        self.data_format = util.standardize_data_format(data_format)
        self.input_spec = InputSpec(ndim=4)

    def _noise_shape(self, inputs):
        s = tf.shape(inputs)
        return tf.stack([s[0], 1, 1, s[3]])

    def get_config(self):
        config = _SpatialDropout.get_config(self)
        config["data_format"] = self.data_format
        return config
