# keras.layers: the Layer base class (weights, build on first call, the
# symbolic calls of the functional API) and the layers Keras 3 ships that a
# first model needs.
import tensorflow as tf
import _keras_backend as backend
import _keras_initializers as initializers
import _keras_activations as activations
import _keras_native


class KerasTensor:
    __module__ = "keras.src.backend.common.keras_tensor"

    # A symbolic placeholder of the functional API: a shape whose first
    # dimension (the batch) is None, and the layer call that made it.
    def __init__(self, shape, dtype="float32", layer=None, inputs=None, name=None, node_index=0):
        self.shape = tuple(shape)
        self.dtype = dtype
        self._layer = layer
        self._inputs = inputs or []
        # Keras names symbolic tensors "keras_tensor", "keras_tensor_1"...
        # from the same counter as layers, unless Input was given a name.
        self.name = name if name is not None else backend.unique_name("keras_tensor")
        # Which call of its layer made it (Keras' node index): a shared layer
        # has one node per call.
        self._node_index = node_index

    def __repr__(self):
        return (
            "<KerasTensor shape="
            + str(self.shape)
            + ", dtype="
            + self.dtype
            + ", sparse=False, ragged=False, name="
            + str(self.name)
            + ">"
        )


def _concrete_shape(shape):
    # A stand-in batch of one for the unknown dimensions, to run a layer on
    # zeros and read its output shape.
    return [1 if d is None else d for d in shape]


def _append_new(out, v):
    # By identity: `in` would compare variables element-wise.
    for x in out:
        if x is v:
            return
    out.append(v)


def _call_accepts(fn, name):
    names, kwargs = _keras_native.call_params(fn)
    return kwargs or name in names


class InputSpec:
    __module__ = "keras.src.layers.input_spec"

    # What a layer accepts: a rank (exact or least) and sizes of given axes.
    def __init__(self, ndim=None, min_ndim=None, axes=None):
        self.ndim = ndim
        self.min_ndim = min_ndim
        self.axes = axes or {}

    def check(self, layer_name, shape):
        # Keras 3.15's texts (keras/src/layers/input_spec.py); a spec without
        # a name says 'None', as Keras' does.
        shape = tuple(shape)
        ndim = len(shape)
        head = (
            "Input 0 with name 'None' of layer '"
            + layer_name
            + "' is incompatible with the layer: "
        )
        if self.ndim is not None and ndim != self.ndim:
            raise ValueError(
                head
                + "expected ndim="
                + str(self.ndim)
                + ", found ndim="
                + str(ndim)
                + ". Full shape received: "
                + str(shape)
            )
        if self.min_ndim is not None and ndim < self.min_ndim:
            raise ValueError(
                head
                + "expected min_ndim="
                + str(self.min_ndim)
                + ", found ndim="
                + str(ndim)
                + ". Full shape received: "
                + str(shape)
            )
        for axis in self.axes:
            value = self.axes[axis]
            if value is not None and shape[axis] is not None and shape[axis] != value:
                raise ValueError(
                    head
                    + "expected axis "
                    + str(axis)
                    + " of input shape to have value "
                    + str(value)
                    + ", but received input with shape "
                    + str(shape)
                )


def _shape_of(x):
    if isinstance(x, KerasTensor):
        return x.shape
    return tuple(x.shape.as_list())


class Layer:
    __module__ = "keras.src.layers.layer"

    def __init__(self, name=None, trainable=True, dtype=None, input_shape=None, **kwargs):
        unknown = {}
        for k in kwargs:
            if k not in ("input_dim", "batch_input_shape"):
                unknown[k] = kwargs[k]
        if unknown:
            raise ValueError(
                "Unrecognized keyword arguments passed to "
                + type(self).__name__
                + ": "
                + str(unknown)
            )
        self.name = (
            name
            if name is not None
            else backend.unique_name(backend.snake_case(type(self).__name__))
        )
        # The path around the layer, fixed when its scope first opens, and
        # the scope's entry.
        self._parent_path = None
        self._scope_entry = None
        self.trainable = trainable
        self.built = False
        self._own_weights = []
        self._build_shape = None
        self._output_shape = None
        # Whether call() takes `training` (Keras inspects its signature once).
        self._call_takes_training = _call_accepts(self.call, "training")
        self._call_takes_mask = _call_accepts(self.call, "mask")
        # Symbolic calls so far (Keras' inbound nodes). A count, not a list
        # of the tensors: those point back at the layer.
        self._node_count = 0
        self.input_spec = None
        self.supports_masking = False
        # Weight regularization penalties, as (variable, regularizer) pairs,
        # and each weight's constraint, applied after an optimizer update.
        self._regularized = []
        self._constraints = []
        if input_shape is not None:
            self._input_shape_arg = tuple(input_shape)
        elif "input_dim" in kwargs:
            self._input_shape_arg = (kwargs["input_dim"],)
        else:
            self._input_shape_arg = None

    def build(self, input_shape):
        self.built = True

    def _build_at_init(self):
        # Keras builds a layer at __init__ when it has no build() of its own
        # (nothing to create): it then reads built=True from the start.
        if type(self).build is Layer.build:
            self.built = True

    def call(self, inputs):
        return inputs

    def compute_mask(self, inputs, mask=None):
        # Keras: a layer that supports masking passes its input's mask on;
        # any other drops it.
        if not self.supports_masking:
            return None
        return mask

    def get_config(self):
        # Keras 3's base config: the name, trainable, and the dtype policy
        # as serialize_keras_object writes it.
        self._check_super_called()
        return {
            "name": self.name,
            "trainable": self.trainable,
            "dtype": {
                "module": "keras",
                "class_name": "DTypePolicy",
                "config": {"name": getattr(self, "_policy_name", "float32")},
                "registered_name": None,
            },
        }

    def _check_super_called(self):
        if "_own_weights" not in self.__dict__:
            raise RuntimeError(
                "In layer '"
                + type(self).__name__
                + "', you forgot to call `super().__init__()` as the first statement in the `__init__()` method. Go add it!"
            )

    def compute_output_shape(self, input_shape):
        out = self.call(tf.zeros(_concrete_shape(input_shape)))
        shape = tuple(out.shape.as_list())
        if len(input_shape) > 0 and input_shape[0] is None and len(shape) > 0:
            shape = (None,) + shape[1:]
        return shape

    def add_weight(
        self,
        shape=None,
        initializer="glorot_uniform",
        dtype=None,
        trainable=True,
        name=None,
        regularizer=None,
        constraint=None,
    ):
        self._check_super_called()
        if shape is None:
            shape = ()
        init = initializers.get(initializer)
        if name is None:
            name = "variable_" + str(len(self._own_weights))
        with self._open_name_scope():
            v = backend.variable(init(list(shape), dtype=dtype), name, trainable=trainable)
        self._own_weights.append(v)
        if regularizer is not None:
            self._regularized.append((v, regularizer))
        if constraint is not None:
            self._constraints.append((v, constraint))
        return v

    @property
    def losses(self):
        # Keras: the penalties of the regularized weights, computed afresh
        # (so in a traced step they are part of the graph), the layer's own
        # first, then its sublayers'.
        out = [reg(v) for v, reg in self._regularized]
        for layer in self._flat_layers():
            out.extend(layer.losses)
        return out

    def _apply_constraints(self):
        # After an optimizer step: each constrained weight is projected back.
        for v, c in self._constraints:
            v.assign(c(v))
        for layer in self._flat_layers():
            layer._apply_constraints()

    def _open_name_scope(self):
        if self._parent_path is None:
            self._parent_path = backend.current_path()
        return backend.name_scope(self.name, caller=self)

    def _maybe_build(self, shape):
        if not self.built:
            self._build_shape = shape
            with self._open_name_scope():
                self.build(shape)
            self.built = True

    def __call__(self, inputs, *args, **kwargs):
        self._check_super_called()
        if isinstance(inputs, KerasTensor):
            if self.input_spec is not None:
                self.input_spec.check(self.name, inputs.shape)
            self._maybe_build(inputs.shape)
            shape = self.compute_output_shape(inputs.shape)
            self._output_shape = shape
            self._node_count += 1
            return KerasTensor(shape, layer=self, inputs=[inputs], node_index=self._node_count - 1)
        if (
            isinstance(inputs, (list, tuple))
            and len(inputs) > 0
            and all([isinstance(t, KerasTensor) for t in inputs])
        ):
            # A layer of several inputs (Add, Concatenate) in a functional graph.
            shapes = [t.shape for t in inputs]
            self._maybe_build(shapes)
            shape = self.compute_output_shape(shapes)
            self._output_shape = shape
            self._node_count += 1
            return KerasTensor(
                shape, layer=self, inputs=list(inputs), node_index=self._node_count - 1
            )
        if isinstance(inputs, (list, tuple)) and not self.built:
            self._maybe_build([tuple(t.shape.as_list()) for t in inputs])
        if not isinstance(inputs, (tf.Tensor, tf.Variable)) and not isinstance(
            inputs, (list, tuple, dict)
        ):
            inputs = tf.convert_to_tensor(inputs, dtype_hint=tf.float32)
        if isinstance(inputs, tf.Tensor) and inputs.dtype == tf.float64:
            inputs = tf.cast(inputs, tf.float32)
        if self.input_spec is not None and isinstance(inputs, (tf.Tensor, tf.Variable)):
            self.input_spec.check(self.name, _shape_of(inputs))
        if not self.built:
            shape = tuple(inputs.shape.as_list()) if hasattr(inputs, "shape") else None
            self._maybe_build(shape)
        if "training" in kwargs and not self._call_takes_training:
            kwargs = dict(kwargs)
            del kwargs["training"]
        pushed = backend.enter_layer_scope(self)
        try:
            return self.call(inputs, *args, **kwargs)
        finally:
            if pushed:
                backend.exit_layer_scope()

    # Variables: the layer's own, then those of the layers it holds as
    # attributes (or in lists), in the order they were set.
    def _sublayers(self):
        out = []
        for k in self.__dict__:
            v = self.__dict__[k]
            if isinstance(v, Layer):
                out.append(v)
            elif isinstance(v, (list, tuple)) and k != "_own_weights":
                for x in v:
                    if isinstance(x, Layer):
                        out.append(x)
        return out

    def _flat_layers(self):
        seen = []
        for layer in self._sublayers():
            if layer not in seen:
                seen.append(layer)
        return seen

    @property
    def weights(self):
        # Keras' order: the layer's own trainable, then its own
        # non-trainable weights, then each sublayer's weights in turn.
        self._check_super_called()
        out = [v for v in self._own_weights if v.trainable] + [
            v for v in self._own_weights if not v.trainable
        ]
        for layer in self._flat_layers():
            for v in layer.weights:
                _append_new(out, v)
        return out

    @property
    def trainable_weights(self):
        self._check_super_called()
        if not self.trainable:
            return []
        out = [v for v in self._own_weights if v.trainable]
        for layer in self._flat_layers():
            for v in layer.trainable_weights:
                _append_new(out, v)
        return out

    @property
    def non_trainable_weights(self):
        out = [v for v in self._own_weights if not v.trainable or not self.trainable]
        for layer in self._flat_layers():
            for v in layer.non_trainable_weights if self.trainable else layer.weights:
                _append_new(out, v)
        return out

    @property
    def trainable_variables(self):
        return self.trainable_weights

    @property
    def non_trainable_variables(self):
        return self.non_trainable_weights

    @property
    def variables(self):
        return self.weights

    def get_weights(self):
        return [v.numpy() for v in self.weights]

    def set_weights(self, weights):
        ws = self.weights
        if len(weights) != len(ws):
            raise ValueError(
                "You called `set_weights(weights)` on layer '"
                + self.name
                + "' with a weight list of length "
                + str(len(weights))
                + ", but the layer was expecting "
                + str(len(ws))
                + " weights."
            )
        for v, w in zip(ws, weights):
            w = tf.convert_to_tensor(w, dtype=v.dtype)
            if tuple(w.shape.as_list()) != tuple(v.shape.as_list()):
                raise ValueError(
                    "Layer "
                    + self.name
                    + " weight shape "
                    + str(tuple(v.shape.as_list()))
                    + " is not compatible with provided weight shape "
                    + str(tuple(w.shape.as_list()))
                    + "."
                )
            v.assign(w)

    def count_params(self):
        n = 0
        for v in self.weights:
            k = 1
            for d in v.shape.as_list():
                k *= d
            n += k
        return n

    def __repr__(self):
        return "<" + type(self).__name__ + " name=" + self.name + ", built=" + str(self.built) + ">"


class InputLayer(Layer):
    __module__ = "keras.src.layers.core.input_layer"

    def __init__(self, shape=None, batch_size=None, dtype=None, name=None):
        Layer.__init__(self, name=name if name is not None else backend.unique_name("input_layer"))
        self._batch_shape = (batch_size,) + tuple(shape)
        self.built = True
        self._node_count = 1
        self._output_shape = self._batch_shape


def Input(shape=None, batch_size=None, dtype=None, name=None):
    if shape is None:
        raise ValueError("You must pass a `shape` argument.")
    layer = InputLayer(backend.shape_tuple(shape), batch_size=batch_size, dtype=dtype, name=name)
    return KerasTensor(layer._batch_shape, layer=layer, name=name)


def _weight_options(
    layer,
    kernel_regularizer,
    bias_regularizer,
    activity_regularizer,
    kernel_constraint,
    bias_constraint,
):
    # The regularizers and constraints of a kernel-and-bias layer.
    import _keras_regularizers as regularizers
    import _keras_constraints as constraints

    layer.kernel_regularizer = regularizers.get(kernel_regularizer)
    layer.bias_regularizer = regularizers.get(bias_regularizer)
    if regularizers.get(activity_regularizer) is not None:
        raise NotImplementedError("activity_regularizer is not supported by minitf")
    layer.activity_regularizer = None
    layer.kernel_constraint = constraints.get(kernel_constraint)
    layer.bias_constraint = constraints.get(bias_constraint)


def _weight_options_config(layer, config):
    import _keras_regularizers as regularizers
    import _keras_constraints as constraints

    config["kernel_regularizer"] = regularizers.serialize(layer.kernel_regularizer)
    config["bias_regularizer"] = regularizers.serialize(layer.bias_regularizer)
    config["kernel_constraint"] = constraints.serialize(layer.kernel_constraint)
    config["bias_constraint"] = constraints.serialize(layer.bias_constraint)


class Dense(Layer):
    __module__ = "keras.src.layers.core.dense"

    def __init__(
        self,
        units,
        activation=None,
        use_bias=True,
        kernel_initializer="glorot_uniform",
        bias_initializer="zeros",
        kernel_regularizer=None,
        bias_regularizer=None,
        activity_regularizer=None,
        kernel_constraint=None,
        bias_constraint=None,
        **kwargs,
    ):
        Layer.__init__(self, **kwargs)
        _weight_options(
            self,
            kernel_regularizer,
            bias_regularizer,
            activity_regularizer,
            kernel_constraint,
            bias_constraint,
        )
        if not isinstance(units, int) or units <= 0:
            raise ValueError(
                "Received an invalid value for `units`, expected a positive integer. Received: units="
                + str(units)
            )
        self.units = units
        self.activation = activations.get(activation)
        self.use_bias = use_bias
        self.kernel_initializer = initializers.get(kernel_initializer)
        self.bias_initializer = initializers.get(bias_initializer)
        self.input_spec = InputSpec(min_ndim=2)

    def build(self, input_shape):
        self.input_spec = InputSpec(min_ndim=2, axes={-1: input_shape[-1]})
        self.kernel = self.add_weight(
            shape=(input_shape[-1], self.units),
            initializer=self.kernel_initializer,
            name="kernel",
            regularizer=self.kernel_regularizer,
            constraint=self.kernel_constraint,
        )
        if self.use_bias:
            self.bias = self.add_weight(
                shape=(self.units,),
                initializer=self.bias_initializer,
                name="bias",
                regularizer=self.bias_regularizer,
                constraint=self.bias_constraint,
            )
        else:
            self.bias = None
        self.built = True

    def call(self, inputs):
        # Inputs of rank > 2 take a batched product, as Keras 3's ops.matmul.
        x = tf.matmul(inputs, self.kernel)
        if self.bias is not None:
            x = x + self.bias
        return self.activation(x)

    def compute_output_shape(self, input_shape):
        return tuple(input_shape[:-1]) + (self.units,)

    def get_config(self):
        config = Layer.get_config(self)
        config["units"] = self.units
        config["activation"] = activations.serialize(self.activation)
        config["use_bias"] = self.use_bias
        config["kernel_initializer"] = initializers.serialize(self.kernel_initializer)
        config["bias_initializer"] = initializers.serialize(self.bias_initializer)
        _weight_options_config(self, config)
        config["quantization_config"] = None
        return config


class Flatten(Layer):
    __module__ = "keras.src.layers.reshaping.flatten"

    def call(self, inputs):
        n = 1
        for d in inputs.shape.as_list()[1:]:
            n *= d
        return tf.reshape(inputs, [-1, n])

    def compute_output_shape(self, input_shape):
        n = 1
        for d in input_shape[1:]:
            if d is None:
                return (input_shape[0], None)
            n *= d
        return (input_shape[0], n)


class Activation(Layer):
    __module__ = "keras.src.layers.activations.activation"

    def __init__(self, activation, **kwargs):
        Layer.__init__(self, **kwargs)
        self.activation = activations.get(activation)

    def call(self, inputs):
        return self.activation(inputs)

    def compute_output_shape(self, input_shape):
        return tuple(input_shape)


class Dropout(Layer):
    __module__ = "keras.src.layers.regularization.dropout"

    def __init__(self, rate, noise_shape=None, seed=None, **kwargs):
        Layer.__init__(self, **kwargs)
        if not (0 <= rate <= 1):
            raise ValueError(
                "Invalid value received for argument `rate`. Expected a float value between 0 and 1. Received: rate="
                + str(rate)
            )
        self.rate = rate
        self.seed = seed if seed is not None else backend.next_seed()

    def call(self, inputs, training=False):
        if training and self.rate > 0:
            return tf.nn.dropout(inputs, rate=self.rate, seed=self.seed)
        return inputs

    def compute_output_shape(self, input_shape):
        return tuple(input_shape)


def _pair(v):
    if isinstance(v, int):
        return (v, v)
    return tuple(v)


class Conv2D(Layer):
    __module__ = "keras.src.layers.convolutional.conv2d"

    def __init__(
        self,
        filters,
        kernel_size,
        strides=(1, 1),
        padding="valid",
        activation=None,
        use_bias=True,
        kernel_initializer="glorot_uniform",
        bias_initializer="zeros",
        kernel_regularizer=None,
        bias_regularizer=None,
        activity_regularizer=None,
        kernel_constraint=None,
        bias_constraint=None,
        **kwargs,
    ):
        Layer.__init__(self, **kwargs)
        _weight_options(
            self,
            kernel_regularizer,
            bias_regularizer,
            activity_regularizer,
            kernel_constraint,
            bias_constraint,
        )
        self.filters = filters
        self.kernel_size = _pair(kernel_size)
        self.strides = _pair(strides)
        self.padding = padding.lower()
        self.activation = activations.get(activation)
        self.use_bias = use_bias
        self.kernel_initializer = initializers.get(kernel_initializer)
        self.bias_initializer = initializers.get(bias_initializer)
        self.input_spec = InputSpec(min_ndim=4)

    def build(self, input_shape):
        self.input_spec = InputSpec(min_ndim=4, axes={-1: input_shape[-1]})
        shape = self.kernel_size + (input_shape[-1], self.filters)
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

    def call(self, inputs):
        x = tf.nn.conv2d(
            inputs,
            self.kernel,
            strides=[1, self.strides[0], self.strides[1], 1],
            padding=self.padding.upper(),
        )
        if self.bias is not None:
            x = tf.nn.bias_add(x, self.bias)
        return self.activation(x)


class MaxPooling2D(Layer):
    __module__ = "keras.src.layers.pooling.max_pooling2d"

    def __init__(self, pool_size=(2, 2), strides=None, padding="valid", **kwargs):
        Layer.__init__(self, **kwargs)
        self.pool_size = _pair(pool_size)
        self.strides = _pair(strides) if strides is not None else self.pool_size
        self.padding = padding.lower()
        self.input_spec = InputSpec(ndim=4)

    def call(self, inputs):
        return tf.nn.max_pool2d(
            inputs,
            ksize=[1, self.pool_size[0], self.pool_size[1], 1],
            strides=[1, self.strides[0], self.strides[1], 1],
            padding=self.padding.upper(),
        )


class _Merge(Layer):
    # Layers that combine a list of same-shaped inputs into one.
    def _check_inputs(self, shapes):
        if not isinstance(shapes, list) or len(shapes) < 2:
            raise ValueError(
                "A merge layer should be called on a list of at least 2 inputs. Got "
                + str(0 if not isinstance(shapes, list) else len(shapes))
                + " inputs."
            )

    def build(self, input_shape):
        self._check_inputs(input_shape)


class Add(_Merge):
    __module__ = "keras.src.layers.merging.add"

    def call(self, inputs):
        out = inputs[0]
        for x in inputs[1:]:
            out = out + x
        return out

    def compute_output_shape(self, input_shape):
        return tuple(input_shape[0])


class Concatenate(_Merge):
    __module__ = "keras.src.layers.merging.concatenate"

    def __init__(self, axis=-1, **kwargs):
        _Merge.__init__(self, **kwargs)
        self.axis = axis

    def call(self, inputs):
        return tf.concat(list(inputs), axis=self.axis)

    def compute_output_shape(self, input_shape):
        out = list(input_shape[0])
        total = 0
        for shape in input_shape:
            if shape[self.axis] is None:
                total = None
                break
            total += shape[self.axis]
        out[self.axis] = total
        return tuple(out)


class BatchNormalization(Layer):
    __module__ = "keras.src.layers.normalization.batch_normalization"

    # Keras 3's batch normalization over the last axis: batch statistics and
    # an update of the moving ones when training, the moving ones otherwise.
    def __init__(self, axis=-1, momentum=0.99, epsilon=1e-3, center=True, scale=True, **kwargs):
        Layer.__init__(self, **kwargs)
        if axis != -1:
            raise NotImplementedError(
                "BatchNormalization(axis=...) other than -1 is not supported by minitf"
            )
        self.axis = axis
        self.momentum = momentum
        self.epsilon = epsilon
        self.center = center
        self.scale = scale

    def build(self, input_shape):
        dim = input_shape[-1]
        self.gamma = (
            self.add_weight(shape=(dim,), initializer="ones", name="gamma") if self.scale else None
        )
        self.beta = (
            self.add_weight(shape=(dim,), initializer="zeros", name="beta") if self.center else None
        )
        self.moving_mean = self.add_weight(
            shape=(dim,), initializer="zeros", trainable=False, name="moving_mean"
        )
        self.moving_variance = self.add_weight(
            shape=(dim,), initializer="ones", trainable=False, name="moving_variance"
        )
        self.input_spec = InputSpec(axes={-1: dim})
        self.built = True

    def call(self, inputs, training=None):
        if training and self.trainable:
            axes = list(range(len(inputs.shape) - 1))
            mean, variance = tf.nn.moments(inputs, axes=axes)
            self.moving_mean.assign(self.moving_mean * self.momentum + mean * (1.0 - self.momentum))
            self.moving_variance.assign(
                self.moving_variance * self.momentum + variance * (1.0 - self.momentum)
            )
        else:
            mean = self.moving_mean
            variance = self.moving_variance
        # tf.nn.batch_normalization's arithmetic.
        inv = tf.math.rsqrt(variance + self.epsilon)
        if self.gamma is not None:
            inv = inv * self.gamma
        if self.beta is not None:
            return inputs * inv + (self.beta - mean * inv)
        return inputs * inv - mean * inv

    def compute_output_shape(self, input_shape):
        return tuple(input_shape)


def _call_in_model(layer, x, mask, training):
    # One layer's call inside a model, as Keras' functional and Sequential
    # calls run it: `training` to layers that take it, the mask of the
    # input (Embedding(mask_zero=True)'s) to layers whose call takes `mask`;
    # returns the output and the mask it carries on (compute_mask).
    kwargs = {}
    if training is not None and layer._call_takes_training:
        kwargs["training"] = training
    if mask is not None and layer._call_takes_mask:
        kwargs["mask"] = mask
    out = layer(x, **kwargs)
    return out, layer.compute_mask(x, mask)
