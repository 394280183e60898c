# Helpers shared by the keras.layers modules: Keras 3's argument validation
# (argument_validation.standardize_tuple), output lengths of convolutions and
# pools, and the channels_last check.
import _keras_initializers as initializers
import _keras_activations as activations
import _keras_regularizers as regularizers
import _keras_constraints as constraints


def standardize_tuple(value, n, name, allow_zero=False):
    error_msg = f"The `{name}` argument must be a tuple of {n} integers. Received {name}={value}"
    if isinstance(value, int):
        value_tuple = (value,) * n
    else:
        try:
            value_tuple = tuple(value)
        except TypeError:
            raise ValueError(error_msg)
        if len(value_tuple) != n:
            raise ValueError(error_msg)
    if allow_zero:
        bad = [v for v in value_tuple if v < 0]
        req = ">= 0"
    else:
        bad = [v for v in value_tuple if v <= 0]
        req = "> 0"
    if bad:
        raise ValueError(
            error_msg
            + ", including values "
            + str(set(bad))
            + " that do not satisfy `value "
            + req
            + "`"
        )
    return value_tuple


def standardize_data_format(data_format):
    if data_format is None:
        return "channels_last"
    data_format = str(data_format).lower()
    if data_format not in ("channels_first", "channels_last"):
        raise ValueError(
            "The `data_format` argument must be one of {'channels_first', 'channels_last'}. "
            "Received: data_format=" + str(data_format)
        )
    if data_format == "channels_first":
        raise NotImplementedError("data_format='channels_first' is not supported by minitf")
    return data_format


def standardize_padding(value, allow_causal=False):
    padding = value.lower()
    if allow_causal:
        allowed = ("valid", "same", "causal")
    else:
        allowed = ("valid", "same")
    if padding not in allowed:
        raise ValueError(
            "The `padding` argument must be a list/tuple or one of "
            + str(allowed).replace("(", "{").replace(")", "}")
            + ". Received: "
            + padding
        )
    return padding


def pooled_length(n, pool, stride, padding):
    # Output length of a pool or convolution window along one axis.
    if n is None:
        return None
    if padding == "same":
        return (n - 1) // stride + 1
    return (n - pool) // stride + 1


def serialize_initializer(init):
    return initializers.serialize(init)


def serialize_activation(fn):
    return activations.serialize(fn)


def serialize_regularizer(reg):
    return regularizers.serialize(reg)


def serialize_constraint(c):
    return constraints.serialize(c)


def activity_regularizer(identifier):
    # Keras adds an activity penalty per call to the layer's losses; minitf
    # keeps weight penalties only, so asking for one is an error, not a
    # silent no-op.
    reg = regularizers.get(identifier)
    if reg is not None:
        raise NotImplementedError("activity_regularizer is not supported by minitf")
    return None
