# keras.layers' Conv1D and Conv2DTranspose (Conv2D is in _keras_layers), and
# the pools beyond MaxPooling2D: MaxPooling1D, AveragePooling1D/2D and the
# global pools. channels_last only; a 1-D window runs as a 2-D one of height 1.
import tensorflow as tf
import _keras_initializers as initializers
import _keras_activations as activations
import _keras_regularizers as regularizers
import _keras_constraints as constraints
from _keras_layers import Layer, InputSpec
import _keras_layers_util as util


class _Conv(Layer):
    # Keras' BaseConv / BaseConvTranspose arguments and config.
    def __init__(
        self,
        rank,
        filters,
        kernel_size,
        strides=1,
        padding="valid",
        data_format=None,
        dilation_rate=1,
        groups=1,
        activation=None,
        use_bias=True,
        kernel_initializer="glorot_uniform",
        bias_initializer="zeros",
        kernel_regularizer=None,
        bias_regularizer=None,
        activity_regularizer=None,
        kernel_constraint=None,
        bias_constraint=None,
        transpose=False,
        output_padding=None,
        **kwargs,
    ):
        Layer.__init__(self, **kwargs)
        self.rank = rank
        self.filters = filters
        self.groups = groups
        self.kernel_size = util.standardize_tuple(kernel_size, rank, "kernel_size")
        self.strides = util.standardize_tuple(strides, rank, "strides")
        self.dilation_rate = util.standardize_tuple(dilation_rate, rank, "dilation_rate")
        self.padding = util.standardize_padding(padding, allow_causal=rank == 1 and not transpose)
        self.data_format = util.standardize_data_format(data_format)
        self.activation = activations.get(activation)
        self.use_bias = use_bias
        self.kernel_initializer = initializers.get(kernel_initializer)
        self.bias_initializer = initializers.get(bias_initializer)
        self.kernel_regularizer = regularizers.get(kernel_regularizer)
        self.bias_regularizer = regularizers.get(bias_regularizer)
        self.activity_regularizer = util.activity_regularizer(activity_regularizer)
        self.kernel_constraint = constraints.get(kernel_constraint)
        self.bias_constraint = constraints.get(bias_constraint)
        self._transpose = transpose
        if output_padding is not None:
            output_padding = util.standardize_tuple(
                output_padding, rank, "output_padding", allow_zero=True
            )
        self.output_padding = output_padding
        self.input_spec = InputSpec(min_ndim=rank + 2)
        if filters is not None and filters <= 0:
            raise ValueError(
                "Invalid value for argument `filters`. Expected a strictly positive value. "
                "Received filters=" + str(filters) + "."
            )
        if groups <= 0:
            raise ValueError(
                "The number of groups must be a positive integer. Received: groups="
                + str(groups)
                + "."
            )
        if filters is not None and filters % groups != 0:
            raise ValueError(
                "The number of filters must be evenly divisible by the number of groups. "
                "Received: groups=" + str(groups) + ", filters=" + str(filters) + "."
            )
        if not all(self.kernel_size):
            raise ValueError(
                "The argument `kernel_size` cannot contain 0. Received kernel_size="
                + str(self.kernel_size)
                + "."
            )
        if groups != 1:
            raise NotImplementedError(
                "grouped convolutions (groups > 1) are not supported by minitf"
            )
        if max(self.dilation_rate) > 1:
            raise NotImplementedError("dilated convolutions are not supported by minitf")

    def build(self, input_shape):
        channels = input_shape[-1]
        if channels is None:
            raise ValueError(
                "The channel dimension of the inputs should be defined. The input_shape "
                "received is " + str(tuple(input_shape)) + ", where axis -1 (0-based) is the "
                "channel dimension, which found to be `None`."
            )
        self.input_spec = InputSpec(min_ndim=self.rank + 2, axes={-1: channels})
        if self._transpose:
            shape = self.kernel_size + (self.filters, channels)
        else:
            shape = self.kernel_size + (channels // self.groups, self.filters)
        self.kernel = self.add_weight(
            shape=shape,
            initializer=self.kernel_initializer,
            name="kernel",
            regularizer=self.kernel_regularizer,
            constraint=self.kernel_constraint,
        )
        if self.use_bias:
            self.bias = self.add_weight(
                shape=(self.filters,),
                initializer=self.bias_initializer,
                name="bias",
                regularizer=self.bias_regularizer,
                constraint=self.bias_constraint,
            )
        else:
            self.bias = None
        self.built = True

    def _finish(self, x):
        if self.bias is not None:
            x = tf.nn.bias_add(x, self.bias)
        return self.activation(x)

    def get_config(self):
        config = Layer.get_config(self)
        config["filters"] = self.filters
        config["kernel_size"] = self.kernel_size
        config["strides"] = self.strides
        config["padding"] = self.padding
        if self._transpose:
            config["output_padding"] = self.output_padding
        config["data_format"] = self.data_format
        config["dilation_rate"] = self.dilation_rate
        if not self._transpose:
            config["groups"] = self.groups
        config["activation"] = util.serialize_activation(self.activation)
        config["use_bias"] = self.use_bias
        config["kernel_initializer"] = util.serialize_initializer(self.kernel_initializer)
        config["bias_initializer"] = util.serialize_initializer(self.bias_initializer)
        config["kernel_regularizer"] = util.serialize_regularizer(self.kernel_regularizer)
        config["bias_regularizer"] = util.serialize_regularizer(self.bias_regularizer)
        config["activity_regularizer"] = util.serialize_regularizer(self.activity_regularizer)
        config["kernel_constraint"] = util.serialize_constraint(self.kernel_constraint)
        config["bias_constraint"] = util.serialize_constraint(self.bias_constraint)
        return config


class Conv1D(_Conv):
    """1D convolution layer (temporal convolution), channels_last."""

    __module__ = "keras.src.layers.convolutional.conv1d"

    def __init__(self, filters, kernel_size, strides=1, padding="valid", **kwargs):
        _Conv.__init__(self, 1, filters, kernel_size, strides=strides, padding=padding, **kwargs)

    def call(self, inputs):
        x = inputs
        padding = self.padding
        if padding == "causal":
            # Keras: pad the left by (kernel - 1) * dilation, then a valid window.
            x = tf.pad(x, [[0, 0], [self.kernel_size[0] - 1, 0], [0, 0]])
            padding = "valid"
        x = tf.expand_dims(x, 1)
        k = tf.expand_dims(self.kernel, 0)
        y = tf.nn.conv2d(x, k, strides=[1, 1, self.strides[0], 1], padding=padding.upper())
        return self._finish(tf.squeeze(y, axis=1))

    def compute_output_shape(self, input_shape):
        padding = "valid" if self.padding == "causal" else self.padding
        n = input_shape[1]
        if self.padding == "causal" and n is not None:
            n = n + self.kernel_size[0] - 1
        length = util.pooled_length(n, self.kernel_size[0], self.strides[0], padding)
        return (input_shape[0], length, self.filters)


def _transpose_length(n, kernel, stride, padding, output_padding):
    # Keras' compute_conv_transpose_output_shape along one axis.
    if n is None:
        return None
    if padding == "valid":
        extra = max(kernel, stride) - kernel if output_padding is None else output_padding
        return (n - 1) * stride + kernel + extra
    if output_padding is None:
        return n * stride
    return (n - 1) * stride + kernel % 2 + output_padding


class Conv2DTranspose(_Conv):
    """2D transposed convolution layer (the gradient of Conv2D with respect to its input)."""

    __module__ = "keras.src.layers.convolutional.conv2d_transpose"

    def __init__(
        self, filters, kernel_size, strides=(1, 1), padding="valid", output_padding=None, **kwargs
    ):
        _Conv.__init__(
            self,
            2,
            filters,
            kernel_size,
            strides=strides,
            padding=padding,
            transpose=True,
            output_padding=output_padding,
            **kwargs,
        )
        self.input_spec = InputSpec(ndim=4)
        if output_padding is not None:
            for i in range(2):
                if self.output_padding[i] >= self.strides[i]:
                    raise ValueError(
                        "`output_padding` must be strictly less than `strides` for all "
                        "dimensions. At dimension "
                        + str(i)
                        + ", `output_padding` is "
                        + str(self.output_padding[i])
                        + " but `strides` is "
                        + str(self.strides[i])
                        + ". Received: output_padding="
                        + str(self.output_padding)
                        + ", strides="
                        + str(self.strides)
                    )

    def build(self, input_shape):
        _Conv.build(self, input_shape)
        self.input_spec = InputSpec(ndim=4, axes={-1: input_shape[-1]})

    def _out_hw(self, h, w):
        op = self.output_padding or (None, None)
        return (
            _transpose_length(h, self.kernel_size[0], self.strides[0], self.padding, op[0]),
            _transpose_length(w, self.kernel_size[1], self.strides[1], self.padding, op[1]),
        )

    def call(self, inputs):
        shape = inputs.shape.as_list()
        h, w = self._out_hw(shape[1], shape[2])
        batch = tf.shape(inputs)[0]
        out_shape = tf.stack([batch, h, w, self.filters])
        y = tf.nn.conv2d_transpose(
            inputs,
            self.kernel,
            out_shape,
            strides=[1, self.strides[0], self.strides[1], 1],
            padding=self.padding.upper(),
        )
        return self._finish(y)

    def compute_output_shape(self, input_shape):
        h, w = self._out_hw(input_shape[1], input_shape[2])
        return (input_shape[0], h, w, self.filters)


class _Pooling(Layer):
    # Keras' BasePooling.
    def __init__(self, pool_size, strides, dims, mode, padding="valid", data_format=None, **kwargs):
        Layer.__init__(self, **kwargs)
        self.pool_size = util.standardize_tuple(pool_size, dims, "pool_size")
        strides = pool_size if strides is None else strides
        self.strides = util.standardize_tuple(strides, dims, "strides", allow_zero=True)
        self.pool_mode = mode
        self.padding = util.standardize_padding(padding)
        self.data_format = util.standardize_data_format(data_format)
        self._dims = dims
        self.input_spec = InputSpec(ndim=dims + 2)
        self._build_at_init()

    def call(self, inputs):
        x = inputs
        if self._dims == 1:
            x = tf.expand_dims(x, 1)
            ksize = [1, 1, self.pool_size[0], 1]
            strides = [1, 1, self.strides[0], 1]
        else:
            ksize = [1, self.pool_size[0], self.pool_size[1], 1]
            strides = [1, self.strides[0], self.strides[1], 1]
        fn = tf.nn.max_pool2d if self.pool_mode == "max" else tf.nn.avg_pool2d
        y = fn(x, ksize=ksize, strides=strides, padding=self.padding.upper())
        if self._dims == 1:
            y = tf.squeeze(y, axis=1)
        return y

    def compute_output_shape(self, input_shape):
        out = [input_shape[0]]
        for i in range(self._dims):
            out.append(
                util.pooled_length(
                    input_shape[1 + i], self.pool_size[i], self.strides[i], self.padding
                )
            )
        out.append(input_shape[-1])
        return tuple(out)

    def get_config(self):
        config = Layer.get_config(self)
        config["pool_size"] = self.pool_size
        config["padding"] = self.padding
        config["strides"] = self.strides
        config["data_format"] = self.data_format
        return config


class MaxPooling1D(_Pooling):
    """Max pooling operation for 1D temporal data."""

    __module__ = "keras.src.layers.pooling.max_pooling1d"

    def __init__(self, pool_size=2, strides=None, padding="valid", data_format=None, **kwargs):
        _Pooling.__init__(self, pool_size, strides, 1, "max", padding, data_format, **kwargs)


class AveragePooling1D(_Pooling):
    """Average pooling for temporal data."""

    __module__ = "keras.src.layers.pooling.average_pooling1d"

    def __init__(self, pool_size, strides=None, padding="valid", data_format=None, **kwargs):
        _Pooling.__init__(self, pool_size, strides, 1, "average", padding, data_format, **kwargs)


class AveragePooling2D(_Pooling):
    """Average pooling operation for 2D spatial data."""

    __module__ = "keras.src.layers.pooling.average_pooling2d"

    def __init__(self, pool_size, strides=None, padding="valid", data_format=None, **kwargs):
        _Pooling.__init__(self, pool_size, strides, 2, "average", padding, data_format, **kwargs)


class _GlobalPooling(Layer):
    # Keras' BaseGlobalPooling: reduce every spatial axis.
    def __init__(self, dims, data_format=None, keepdims=False, **kwargs):
        Layer.__init__(self, **kwargs)
        self.data_format = util.standardize_data_format(data_format)
        self.keepdims = keepdims
        self._dims = dims
        self.input_spec = InputSpec(ndim=dims + 2)
        self._build_at_init()

    def _axes(self):
        return list(range(1, self._dims + 1))

    def compute_output_shape(self, input_shape):
        if self.keepdims:
            return (input_shape[0],) + (1,) * self._dims + (input_shape[-1],)
        return (input_shape[0], input_shape[-1])

    def get_config(self):
        config = Layer.get_config(self)
        config["data_format"] = self.data_format
        config["keepdims"] = self.keepdims
        return config


class GlobalMaxPooling1D(_GlobalPooling):
    """Global max pooling operation for temporal data."""

    __module__ = "keras.src.layers.pooling.global_max_pooling1d"

    def __init__(self, data_format=None, keepdims=False, **kwargs):
        _GlobalPooling.__init__(self, 1, data_format, keepdims, **kwargs)

    def call(self, inputs):
        return tf.reduce_max(inputs, axis=self._axes(), keepdims=self.keepdims)


class GlobalMaxPooling2D(_GlobalPooling):
    """Global max pooling operation for 2D data."""

    __module__ = "keras.src.layers.pooling.global_max_pooling2d"

    def __init__(self, data_format=None, keepdims=False, **kwargs):
        _GlobalPooling.__init__(self, 2, data_format, keepdims, **kwargs)

    def call(self, inputs):
        return tf.reduce_max(inputs, axis=self._axes(), keepdims=self.keepdims)


class GlobalAveragePooling1D(_GlobalPooling):
    """Global average pooling operation for temporal data; a mask excludes padded steps."""

    __module__ = "keras.src.layers.pooling.global_average_pooling1d"

    def __init__(self, data_format=None, keepdims=False, **kwargs):
        _GlobalPooling.__init__(self, 1, data_format, keepdims, **kwargs)
        self.supports_masking = True

    def call(self, inputs, mask=None):
        if mask is not None:
            # Keras: the mean over the unmasked steps only.
            m = tf.expand_dims(tf.cast(mask, tf.bool), 2)
            x = tf.where(m, inputs, tf.zeros_like(inputs))
            fm = tf.cast(m, inputs.dtype)
            return tf.reduce_sum(x, axis=1, keepdims=self.keepdims) / tf.reduce_sum(
                fm, axis=1, keepdims=self.keepdims
            )
        return tf.reduce_mean(inputs, axis=1, keepdims=self.keepdims)

    def compute_mask(self, inputs, mask=None):
        return None


class GlobalAveragePooling2D(_GlobalPooling):
    """Global average pooling operation for 2D data."""

    __module__ = "keras.src.layers.pooling.global_average_pooling2d"

    def __init__(self, data_format=None, keepdims=False, **kwargs):
        _GlobalPooling.__init__(self, 2, data_format, keepdims, **kwargs)

    def call(self, inputs):
        return tf.reduce_mean(inputs, axis=self._axes(), keepdims=self.keepdims)
