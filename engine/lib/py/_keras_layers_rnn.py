# keras.layers' recurrent layers: SimpleRNN, LSTM and GRU over their cells
# (Keras 3's weights, default initializers and gate order: LSTM i, f, c, o
# with unit_forget_bias; GRU z, r, h with reset_after), and the wrappers
# Bidirectional and TimeDistributed. The time loop is unrolled in Python
# over the sequence's static length, so a traced call is one graph of steps.
import tensorflow as tf
import _keras_initializers as initializers
import _keras_activations as activations
import _keras_regularizers as regularizers
import _keras_constraints as constraints
from _keras_layers import Layer, InputSpec, KerasTensor
import _keras_layers_util as util
import _keras_backend as backend


class _Cell(Layer):
    # The weights every cell has: kernel, recurrent_kernel, bias, `gates`
    # blocks of `units` side by side.
    def __init__(
        self,
        units,
        gates,
        activation="tanh",
        recurrent_activation="sigmoid",
        use_bias=True,
        kernel_initializer="glorot_uniform",
        recurrent_initializer="orthogonal",
        bias_initializer="zeros",
        kernel_regularizer=None,
        recurrent_regularizer=None,
        bias_regularizer=None,
        kernel_constraint=None,
        recurrent_constraint=None,
        bias_constraint=None,
        dropout=0.0,
        recurrent_dropout=0.0,
        seed=None,
        **kwargs,
    ):
        Layer.__init__(self, **kwargs)
        if not isinstance(units, int) or units <= 0:
            raise ValueError(
                "Received an invalid value for argument `units`, expected a positive integer, "
                "got " + str(units) + "."
            )
        if recurrent_dropout:
            raise NotImplementedError(
                "recurrent_dropout in recurrent layers is not supported by minitf"
            )
        self.units = units
        self._gates = gates
        self.activation = activations.get(activation)
        self.recurrent_activation = activations.get(recurrent_activation)
        self.use_bias = use_bias
        self.kernel_initializer = initializers.get(kernel_initializer)
        self.recurrent_initializer = initializers.get(recurrent_initializer)
        self.bias_initializer = initializers.get(bias_initializer)
        self.kernel_regularizer = regularizers.get(kernel_regularizer)
        self.recurrent_regularizer = regularizers.get(recurrent_regularizer)
        self.bias_regularizer = regularizers.get(bias_regularizer)
        self.kernel_constraint = constraints.get(kernel_constraint)
        self.recurrent_constraint = constraints.get(recurrent_constraint)
        self.bias_constraint = constraints.get(bias_constraint)
        self.dropout = min(1.0, max(0.0, dropout))
        self.recurrent_dropout = recurrent_dropout
        self.seed = seed
        self._dropout_seed = seed if seed is not None else backend.next_seed()

    def _bias_shape(self):
        return (self._gates * self.units,)

    def _bias_initializer(self):
        return self.bias_initializer

    def build(self, input_shape):
        n = self._gates * self.units
        self.kernel = self.add_weight(
            shape=(input_shape[-1], n),
            name="kernel",
            initializer=self.kernel_initializer,
            regularizer=self.kernel_regularizer,
            constraint=self.kernel_constraint,
        )
        self.recurrent_kernel = self.add_weight(
            shape=(self.units, n),
            name="recurrent_kernel",
            initializer=self.recurrent_initializer,
            regularizer=self.recurrent_regularizer,
            constraint=self.recurrent_constraint,
        )
        self.bias = None
        if self.use_bias:
            self.bias = self.add_weight(
                shape=self._bias_shape(),
                name="bias",
                initializer=self._bias_initializer(),
                regularizer=self.bias_regularizer,
                constraint=self.bias_constraint,
            )
        self.built = True


class SimpleRNNCell(_Cell):
    """Cell class for SimpleRNN: one step of a fully-connected RNN."""

    __module__ = "keras.src.layers.rnn.simple_rnn"

    def __init__(self, units, activation="tanh", **kwargs):
        _Cell.__init__(self, units, 1, activation=activation, **kwargs)
        self.state_size = units

    def call(self, x, states):
        h = tf.matmul(x, self.kernel)
        if self.bias is not None:
            h = h + self.bias
        out = self.activation(h + tf.matmul(states[0], self.recurrent_kernel))
        return out, [out]


class _UnitForgetBias:
    # LSTM's bias initializer with unit_forget_bias: the forget gate's block
    # starts at one, the others from the given initializer.
    def __init__(self, init, units):
        self.init = init
        self.units = units

    def __call__(self, shape, dtype=None):
        u = self.units
        return tf.concat(
            [self.init([u], dtype=dtype), tf.ones([u]), self.init([2 * u], dtype=dtype)], axis=0
        )


class LSTMCell(_Cell):
    """Cell class for the LSTM layer: one step (gates i, f, c, o)."""

    __module__ = "keras.src.layers.rnn.lstm"

    def __init__(self, units, unit_forget_bias=True, **kwargs):
        kwargs.pop("implementation", None)
        _Cell.__init__(self, units, 4, **kwargs)
        self.unit_forget_bias = unit_forget_bias
        self.state_size = [units, units]

    def _bias_initializer(self):
        if self.unit_forget_bias:
            return _UnitForgetBias(self.bias_initializer, self.units)
        return self.bias_initializer

    def call(self, x, states):
        h_prev, c_prev = states[0], states[1]
        z = tf.matmul(x, self.kernel) + tf.matmul(h_prev, self.recurrent_kernel)
        if self.bias is not None:
            z = z + self.bias
        u = self.units
        i = self.recurrent_activation(z[:, :u])
        f = self.recurrent_activation(z[:, u : 2 * u])
        c = f * c_prev + i * self.activation(z[:, 2 * u : 3 * u])
        o = self.recurrent_activation(z[:, 3 * u :])
        h = o * self.activation(c)
        return h, [h, c]


class GRUCell(_Cell):
    """Cell class for the GRU layer: one step (gates z, r, h)."""

    __module__ = "keras.src.layers.rnn.gru"

    def __init__(self, units, reset_after=True, **kwargs):
        _Cell.__init__(self, units, 3, **kwargs)
        self.reset_after = reset_after
        self.state_size = units

    def _bias_shape(self):
        if self.reset_after:
            return (2, 3 * self.units)
        return (3 * self.units,)

    def call(self, x, states):
        h_prev = states[0]
        u = self.units
        mx = tf.matmul(x, self.kernel)
        if self.reset_after:
            if self.bias is not None:
                mx = mx + self.bias[0]
            inner = tf.matmul(h_prev, self.recurrent_kernel)
            if self.bias is not None:
                inner = inner + self.bias[1]
            z = self.recurrent_activation(mx[:, :u] + inner[:, :u])
            r = self.recurrent_activation(mx[:, u : 2 * u] + inner[:, u : 2 * u])
            hh = self.activation(mx[:, 2 * u :] + r * inner[:, 2 * u :])
        else:
            if self.bias is not None:
                mx = mx + self.bias
            rk = self.recurrent_kernel
            z = self.recurrent_activation(mx[:, :u] + tf.matmul(h_prev, rk[:, :u]))
            r = self.recurrent_activation(mx[:, u : 2 * u] + tf.matmul(h_prev, rk[:, u : 2 * u]))
            hh = self.activation(mx[:, 2 * u :] + tf.matmul(r * h_prev, rk[:, 2 * u :]))
        h = z * h_prev + (1.0 - z) * hh
        return h, [h]


def _state_sizes(cell):
    s = cell.state_size
    return list(s) if isinstance(s, (list, tuple)) else [s]


class RNN(Layer):
    """Base class for recurrent layers: runs a cell over the time axis."""

    __module__ = "keras.src.layers.rnn.rnn"

    def __init__(
        self,
        cell,
        return_sequences=False,
        return_state=False,
        go_backwards=False,
        stateful=False,
        unroll=False,
        zero_output_for_mask=False,
        **kwargs,
    ):
        Layer.__init__(self, **kwargs)
        if stateful:
            raise NotImplementedError("stateful recurrent layers are not supported by minitf")
        self.cell = cell
        self.return_sequences = return_sequences
        self.return_state = return_state
        self.go_backwards = go_backwards
        self.stateful = stateful
        self.unroll = unroll
        self.zero_output_for_mask = zero_output_for_mask
        self.supports_masking = True
        self.input_spec = InputSpec(min_ndim=3)

    @property
    def state_size(self):
        return _state_sizes(self.cell)

    def build(self, input_shape):
        self.cell._maybe_build((input_shape[0],) + tuple(input_shape[2:]))
        self.built = True

    def compute_output_shape(self, input_shape):
        batch = input_shape[0]
        units = self.state_size[0]
        if self.return_sequences:
            out = (batch, input_shape[1], units)
        else:
            out = (batch, units)
        if self.return_state:
            return [out] + [(batch, s) for s in self.state_size]
        return out

    def __call__(self, inputs, *args, **kwargs):
        if self.return_state and isinstance(inputs, KerasTensor):
            raise NotImplementedError(
                "return_state=True in a functional model (a layer with several outputs) "
                "is not supported by minitf; call the layer on tensors"
            )
        return Layer.__call__(self, inputs, *args, **kwargs)

    def call(self, inputs, mask=None, training=None, initial_state=None):
        steps = inputs.shape[1]
        if steps is None:
            raise NotImplementedError(
                "recurrent layers over sequences of unknown length are not supported by minitf"
            )
        batch = tf.shape(inputs)[0]
        if initial_state is None:
            states = [tf.zeros(tf.stack([batch, s]), dtype=inputs.dtype) for s in self.state_size]
        else:
            states = (
                list(initial_state) if isinstance(initial_state, (list, tuple)) else [initial_state]
            )
        if mask is not None:
            mask = tf.cast(mask, tf.bool)
        # Keras' input dropout: one mask per call, the same at every step
        # (the default implementation 2 of each cell).
        dp_mask = None
        if training and 0.0 < self.cell.dropout < 1.0:
            dp_mask = tf.nn.dropout(
                tf.ones_like(inputs[:, 0]), rate=self.cell.dropout, seed=self.cell._dropout_seed
            )
        order = list(range(steps))
        if self.go_backwards:
            order.reverse()
        outputs = []
        output = None
        for t in order:
            x_t = inputs[:, t]
            if dp_mask is not None:
                x_t = x_t * dp_mask
            out, new_states = self.cell.call(x_t, states)
            if mask is not None:
                # Keras: a masked step keeps the states, and its output is the
                # previous one (zeros with zero_output_for_mask).
                m = tf.expand_dims(mask[:, t], 1)
                new_states = [tf.where(m, n, s) for n, s in zip(new_states, states)]
                prev = output if output is not None and not self.zero_output_for_mask else None
                out = tf.where(m, out, prev if prev is not None else tf.zeros_like(out))
            states = new_states
            output = out
            outputs.append(out)
        if self.return_sequences:
            result = tf.stack(outputs, axis=1)
        else:
            result = output
        if self.return_state:
            return [result] + states
        return result

    def compute_mask(self, inputs, mask=None):
        if self.return_sequences:
            return mask
        return None

    def _cell_config(self):
        c = self.cell
        config = {
            "units": c.units,
            "activation": activations.serialize(c.activation),
        }
        if not isinstance(c, SimpleRNNCell):
            config["recurrent_activation"] = activations.serialize(c.recurrent_activation)
        config["use_bias"] = c.use_bias
        config["kernel_initializer"] = initializers.serialize(c.kernel_initializer)
        config["recurrent_initializer"] = initializers.serialize(c.recurrent_initializer)
        config["bias_initializer"] = initializers.serialize(c.bias_initializer)
        if isinstance(c, LSTMCell):
            config["unit_forget_bias"] = c.unit_forget_bias
        config["kernel_regularizer"] = regularizers.serialize(c.kernel_regularizer)
        config["recurrent_regularizer"] = regularizers.serialize(c.recurrent_regularizer)
        config["bias_regularizer"] = regularizers.serialize(c.bias_regularizer)
        config["activity_regularizer"] = None
        config["kernel_constraint"] = constraints.serialize(c.kernel_constraint)
        config["recurrent_constraint"] = constraints.serialize(c.recurrent_constraint)
        config["bias_constraint"] = constraints.serialize(c.bias_constraint)
        config["dropout"] = c.dropout
        config["recurrent_dropout"] = c.recurrent_dropout
        if isinstance(c, GRUCell):
            config["reset_after"] = c.reset_after
        config["seed"] = c.seed
        return config

    def get_config(self):
        config = Layer.get_config(self)
        config["return_sequences"] = self.return_sequences
        config["return_state"] = self.return_state
        config["go_backwards"] = self.go_backwards
        config["stateful"] = self.stateful
        config["unroll"] = self.unroll
        config["zero_output_for_mask"] = self.zero_output_for_mask
        if type(self) is not RNN:
            for k, v in self._cell_config().items():
                config[k] = v
        return config


def _rnn_kwargs(kwargs):
    # The arguments that belong to the RNN layer rather than to its cell.
    out = {}
    for k in ("return_sequences", "return_state", "go_backwards", "stateful", "unroll"):
        if k in kwargs:
            out[k] = kwargs.pop(k)
    for k in ("name", "trainable", "dtype", "input_shape"):
        if k in kwargs:
            out[k] = kwargs.pop(k)
    util.activity_regularizer(kwargs.pop("activity_regularizer", None))
    kwargs.pop("use_cudnn", None)
    return out


class SimpleRNN(RNN):
    """Fully-connected RNN where the output is fed back as the new input."""

    __module__ = "keras.src.layers.rnn.simple_rnn"

    def __init__(self, units, **kwargs):
        rnn_kwargs = _rnn_kwargs(kwargs)
        cell = SimpleRNNCell(units, name="simple_rnn_cell", **kwargs)
        RNN.__init__(self, cell, **rnn_kwargs)
        self.units = units


class LSTM(RNN):
    """Long Short-Term Memory layer - Hochreiter 1997."""

    __module__ = "keras.src.layers.rnn.lstm"

    def __init__(self, units, **kwargs):
        rnn_kwargs = _rnn_kwargs(kwargs)
        cell = LSTMCell(units, name="lstm_cell", **kwargs)
        RNN.__init__(self, cell, **rnn_kwargs)
        self.units = units


class GRU(RNN):
    """Gated Recurrent Unit - Cho et al. 2014."""

    __module__ = "keras.src.layers.rnn.gru"

    def __init__(self, units, **kwargs):
        rnn_kwargs = _rnn_kwargs(kwargs)
        cell = GRUCell(units, name="gru_cell", **kwargs)
        RNN.__init__(self, cell, **rnn_kwargs)
        self.units = units


class Bidirectional(Layer):
    """Bidirectional wrapper for RNNs: a forward and a backward copy, outputs merged."""

    __module__ = "keras.src.layers.rnn.bidirectional"

    # A forward copy and a go_backwards copy of an RNN layer, whose outputs
    # (the backward one put back in time order) are merged.
    def __init__(self, layer, merge_mode="concat", backward_layer=None, **kwargs):
        if isinstance(layer, Layer) and not isinstance(layer, RNN):
            raise NotImplementedError(
                "Bidirectional of a layer that is not recurrent (SimpleRNN, LSTM, GRU) is not "
                "supported by minitf"
            )
        if not isinstance(layer, RNN):
            raise ValueError(
                "Please initialize `Bidirectional` layer with a `keras.layers.Layer` instance. "
                "Received: " + str(layer)
            )
        if merge_mode not in ("sum", "mul", "ave", "concat", None):
            raise ValueError(
                "Invalid merge mode. Received: " + str(merge_mode) + ". Merge mode should be one "
                "of {'sum', 'mul', 'ave', 'concat', None}"
            )
        if merge_mode is None:
            raise NotImplementedError("Bidirectional(merge_mode=None) is not supported by minitf")
        Layer.__init__(self, **kwargs)
        self.forward_layer = _copy_rnn(layer, "forward_" + layer.name, layer.go_backwards)
        if backward_layer is None:
            self.backward_layer = _copy_rnn(layer, "backward_" + layer.name, not layer.go_backwards)
        else:
            self.backward_layer = backward_layer
        self.merge_mode = merge_mode
        self.return_sequences = layer.return_sequences
        self.return_state = layer.return_state
        if self.return_state:
            raise NotImplementedError("Bidirectional(return_state=True) is not supported by minitf")
        self.supports_masking = True
        self.input_spec = layer.input_spec

    def build(self, input_shape):
        self.forward_layer._maybe_build(input_shape)
        self.backward_layer._maybe_build(input_shape)
        self.built = True

    def compute_output_shape(self, input_shape):
        out = list(self.forward_layer.compute_output_shape(input_shape))
        if self.merge_mode == "concat":
            out[-1] = out[-1] * 2
        return tuple(out)

    def call(self, inputs, mask=None, training=None):
        kwargs = {} if mask is None else {"mask": mask}
        y = self.forward_layer(inputs, **kwargs)
        y_rev = self.backward_layer(inputs, **kwargs)
        if self.return_sequences:
            y_rev = tf.reverse(y_rev, axis=[1])
        if self.merge_mode == "concat":
            return tf.concat([y, y_rev], axis=-1)
        if self.merge_mode == "sum":
            return y + y_rev
        if self.merge_mode == "ave":
            return (y + y_rev) / 2
        return y * y_rev

    def compute_mask(self, inputs, mask=None):
        return mask if self.return_sequences else None

    def get_config(self):
        raise NotImplementedError("Bidirectional.get_config() is not supported by minitf")


def _copy_rnn(layer, name, go_backwards):
    # Keras builds the two directions from the layer's config.
    c = layer.cell
    kwargs = {
        "activation": c.activation,
        "use_bias": c.use_bias,
        "kernel_initializer": c.kernel_initializer,
        "recurrent_initializer": c.recurrent_initializer,
        "bias_initializer": c.bias_initializer,
        "kernel_regularizer": c.kernel_regularizer,
        "recurrent_regularizer": c.recurrent_regularizer,
        "bias_regularizer": c.bias_regularizer,
        "kernel_constraint": c.kernel_constraint,
        "recurrent_constraint": c.recurrent_constraint,
        "bias_constraint": c.bias_constraint,
        "seed": c.seed,
        "return_sequences": layer.return_sequences,
        "return_state": layer.return_state,
        "go_backwards": go_backwards,
        "name": name,
    }
    if isinstance(c, LSTMCell):
        kwargs["recurrent_activation"] = c.recurrent_activation
        kwargs["unit_forget_bias"] = c.unit_forget_bias
    elif isinstance(c, GRUCell):
        kwargs["recurrent_activation"] = c.recurrent_activation
        kwargs["reset_after"] = c.reset_after
    return type(layer)(c.units, **kwargs)


class TimeDistributed(Layer):
    """This wrapper allows to apply a layer to every temporal slice of an input."""

    __module__ = "keras.src.layers.rnn.time_distributed"

    # The same layer on every time step: batch and time folded into one
    # batch, the layer applied, then unfolded.
    def __init__(self, layer, **kwargs):
        Layer.__init__(self, **kwargs)
        if not isinstance(layer, Layer):
            raise ValueError(
                "Please initialize `TimeDistributed` layer with a `keras.layers.Layer` instance. "
                "Received: " + str(layer)
            )
        self.layer = layer
        self.supports_masking = True

    def build(self, input_shape):
        if len(input_shape) < 3:
            raise ValueError(
                "`TimeDistributed` Layer should be passed an `input_shape` with at least 3 "
                "dimensions, received: " + str(tuple(input_shape))
            )
        self.layer._maybe_build((input_shape[0],) + tuple(input_shape[2:]))
        self.built = True

    def compute_output_shape(self, input_shape):
        inner = self.layer.compute_output_shape((input_shape[0],) + tuple(input_shape[2:]))
        return (input_shape[0], input_shape[1]) + tuple(inner[1:])

    def call(self, inputs, training=None, mask=None):
        shape = inputs.shape.as_list()
        if shape[1] is None:
            raise NotImplementedError(
                "TimeDistributed over sequences of unknown length is not supported by minitf"
            )
        batch = tf.shape(inputs)[0]
        x = tf.reshape(inputs, [-1] + shape[2:])
        if training is not None and self.layer._call_takes_training:
            y = self.layer(x, training=training)
        else:
            y = self.layer(x)
        rest = y.shape.as_list()[1:]
        return tf.reshape(
            y, tf.concat([tf.stack([batch, shape[1]]), tf.constant(rest, tf.int32)], 0)
        )

    def get_config(self):
        raise NotImplementedError("TimeDistributed.get_config() is not supported by minitf")
