# keras.layers' image and categorical preprocessing: Resizing (bilinear and
# nearest, with TensorFlow's half-pixel centers), CenterCrop and
# CategoryEncoding and Hashing. Resizing is gathers and lerps over the static image size,
# in the order of TensorFlow's kernel, so its gradient comes from theirs.
import tensorflow as tf
from _keras_layers import Layer
import _keras_layers_util as util


def _bilinear_axis(n_in, n_out):
    # TensorFlow's compute_interpolation_weights (HalfPixelScaler): per
    # output index, the two input indices and the weight of the upper one.
    scale = n_in / n_out
    lower, upper, lerp = [], [], []
    for i in range(n_out):
        x = (i + 0.5) * scale - 0.5
        f = int(x // 1)
        lower.append(max(f, 0))
        c = f if x == f else f + 1
        upper.append(min(c, n_in - 1))
        lerp.append(x - f)
    return lower, upper, lerp


def _nearest_axis(n_in, n_out):
    scale = n_in / n_out
    return [min(int((i + 0.5) * scale // 1), n_in - 1) for i in range(n_out)]


def resize_images(images, height, width, interpolation):
    # images: (batch, h, w, c) or (h, w, c); float32 out.
    x = tf.cast(images, tf.float32)
    batched = len(x.shape) == 4
    if not batched:
        x = tf.expand_dims(x, 0)
    h, w = x.shape[1], x.shape[2]
    if interpolation == "nearest":
        x = tf.gather(x, _nearest_axis(h, height), axis=1)
        x = tf.gather(x, _nearest_axis(w, width), axis=2)
    elif interpolation == "bilinear":
        ylo, yhi, ylerp = _bilinear_axis(h, height)
        xlo, xhi, xlerp = _bilinear_axis(w, width)
        xl = tf.reshape(tf.constant(xlerp, tf.float32), [1, 1, width, 1])
        yl = tf.reshape(tf.constant(ylerp, tf.float32), [1, height, 1, 1])
        top_rows = tf.gather(x, ylo, axis=1)
        bottom_rows = tf.gather(x, yhi, axis=1)
        top_left = tf.gather(top_rows, xlo, axis=2)
        top_right = tf.gather(top_rows, xhi, axis=2)
        bottom_left = tf.gather(bottom_rows, xlo, axis=2)
        bottom_right = tf.gather(bottom_rows, xhi, axis=2)
        top = top_left + (top_right - top_left) * xl
        bottom = bottom_left + (bottom_right - bottom_left) * xl
        x = top + (bottom - top) * yl
    else:
        raise NotImplementedError(
            "Resizing(interpolation='" + str(interpolation) + "') is not supported by minitf; "
            "use 'bilinear' or 'nearest'"
        )
    return x if batched else x[0]


class Resizing(Layer):
    """A preprocessing layer which resizes images (bilinear or nearest)."""

    __module__ = "keras.src.layers.preprocessing.image_preprocessing.resizing"

    def __init__(
        self,
        height,
        width,
        interpolation="bilinear",
        crop_to_aspect_ratio=False,
        pad_to_aspect_ratio=False,
        fill_mode="constant",
        fill_value=0.0,
        antialias=False,
        data_format=None,
        **kwargs,
    ):
        Layer.__init__(self, **kwargs)
        self.height = height
        self.width = width
        self.interpolation = interpolation
        self.data_format = util.standardize_data_format(data_format)
        if crop_to_aspect_ratio or pad_to_aspect_ratio or antialias:
            raise NotImplementedError(
                "Resizing's crop_to_aspect_ratio, pad_to_aspect_ratio and antialias are not "
                "supported by minitf"
            )
        if interpolation not in ("bilinear", "nearest"):
            raise NotImplementedError(
                "Resizing(interpolation='" + str(interpolation) + "') is not supported by minitf; "
                "use 'bilinear' or 'nearest'"
            )
        self.crop_to_aspect_ratio = crop_to_aspect_ratio
        self.pad_to_aspect_ratio = pad_to_aspect_ratio
        self.fill_mode = fill_mode
        self.fill_value = fill_value
        self.antialias = antialias

    def call(self, inputs):
        return resize_images(inputs, self.height, self.width, self.interpolation)

    def compute_output_shape(self, input_shape):
        out = list(input_shape)
        out[-3] = self.height
        out[-2] = self.width
        return tuple(out)

    def get_config(self):
        config = Layer.get_config(self)
        config["height"] = self.height
        config["width"] = self.width
        config["interpolation"] = self.interpolation
        config["crop_to_aspect_ratio"] = self.crop_to_aspect_ratio
        config["pad_to_aspect_ratio"] = self.pad_to_aspect_ratio
        config["fill_mode"] = self.fill_mode
        config["fill_value"] = self.fill_value
        config["antialias"] = self.antialias
        config["data_format"] = self.data_format
        return config


class CenterCrop(Layer):
    """A preprocessing layer which crops images to the central height x width window."""

    __module__ = "keras.src.layers.preprocessing.image_preprocessing.center_crop"

    # The central height x width window; an image smaller than that is
    # cropped to the target's aspect ratio and resized (Keras' smart_resize).
    def __init__(self, height, width, data_format=None, **kwargs):
        Layer.__init__(self, **kwargs)
        self.height = height
        self.width = width
        self.data_format = util.standardize_data_format(data_format)

    def call(self, inputs):
        x = tf.cast(inputs, tf.float32)
        h, w = x.shape[-3], x.shape[-2]
        h_diff = h - self.height
        w_diff = w - self.width
        if h_diff >= 0 and w_diff >= 0:
            h0 = h_diff // 2
            w0 = w_diff // 2
            return x[..., h0 : h0 + self.height, w0 : w0 + self.width, :]
        crop_h = max(min(h, int(float(w * self.height) / self.width)), 1)
        crop_w = max(min(w, int(float(h * self.width) / self.height)), 1)
        h0 = int(float(h - crop_h) / 2)
        w0 = int(float(w - crop_w) / 2)
        x = x[..., h0 : h0 + crop_h, w0 : w0 + crop_w, :]
        return resize_images(x, self.height, self.width, "bilinear")

    def compute_output_shape(self, input_shape):
        input_shape = list(input_shape)
        if len(input_shape) not in (3, 4):
            raise ValueError(
                "`input_shape` must be a non-nested tuple or list of rank-1 with size 3 "
                "(unbatched) or 4 (batched). "
            )
        input_shape[-3] = self.height
        input_shape[-2] = self.width
        return tuple(input_shape)

    def get_config(self):
        config = Layer.get_config(self)
        config["height"] = self.height
        config["width"] = self.width
        config["data_format"] = self.data_format
        return config


class CategoryEncoding(Layer):
    """A preprocessing layer which encodes integer features (one_hot, multi_hot or count)."""

    __module__ = "keras.src.layers.preprocessing.category_encoding"

    def __init__(self, num_tokens=None, output_mode="multi_hot", sparse=False, **kwargs):
        Layer.__init__(self, **kwargs)
        if output_mode == "binary":
            output_mode = "multi_hot"
        if output_mode not in ("count", "one_hot", "multi_hot"):
            raise ValueError("Unknown arg for output_mode: " + str(output_mode))
        if num_tokens is None:
            raise ValueError(
                "num_tokens must be set to use this layer. If the number of tokens is not known "
                "beforehand, use the IntegerLookup layer instead."
            )
        if num_tokens < 1:
            raise ValueError(
                "`num_tokens` must be >= 1. Received: num_tokens=" + str(num_tokens) + "."
            )
        if sparse:
            raise NotImplementedError("CategoryEncoding(sparse=True) is not supported by minitf")
        self.num_tokens = num_tokens
        self.output_mode = output_mode
        self.sparse = sparse

    def __call__(self, inputs, *args, **kwargs):
        # Integer ids stay integers (the base class would make a list float).
        if not isinstance(inputs, (tf.Tensor, tf.Variable)) and not hasattr(inputs, "_layer"):
            inputs = tf.convert_to_tensor(inputs)
        return Layer.__call__(self, inputs, *args, **kwargs)

    def call(self, inputs, count_weights=None):
        if count_weights is not None and self.output_mode != "count":
            raise ValueError(
                "`count_weights` is not used when `output_mode` is not `'count'`. "
                "Received `count_weights=" + str(count_weights) + "`."
            )
        x = tf.cast(inputs, tf.int32)
        if len(x.shape) == 0:
            x = tf.expand_dims(x, -1)
        if self.output_mode == "one_hot":
            if len(x.shape) > 1 and x.shape[-1] == 1:
                x = tf.squeeze(x, axis=-1)
            return tf.one_hot(x, self.num_tokens, dtype=tf.float32)
        hot = tf.one_hot(x, self.num_tokens, dtype=tf.float32)
        axis = len(x.shape) - 1
        if self.output_mode == "multi_hot":
            return tf.reduce_max(hot, axis=axis)
        if count_weights is not None:
            w = tf.cast(tf.convert_to_tensor(count_weights), tf.float32)
            hot = hot * tf.expand_dims(w, -1)
        return tf.reduce_sum(hot, axis=axis)

    def compute_output_shape(self, input_shape):
        if len(input_shape) == 0:
            return (self.num_tokens,)
        if self.output_mode == "one_hot":
            if input_shape[-1] != 1 or len(input_shape) == 1:
                return tuple(input_shape) + (self.num_tokens,)
            return tuple(input_shape[:-1]) + (self.num_tokens,)
        return tuple(input_shape[:-1]) + (self.num_tokens,)

    def get_config(self):
        config = Layer.get_config(self)
        config["num_tokens"] = self.num_tokens
        config["output_mode"] = self.output_mode
        return config


class Hashing(Layer):
    """A preprocessing layer which hashes and bins categorical features."""

    __module__ = "keras.src.layers.preprocessing.hashing"

    # TensorFlow's to_hash_bucket_fast (FarmHash Fingerprint64) of each
    # value's string form, as Keras' TensorFlow backend hashes; mask_value
    # takes bin 0 and the others shift up by one.
    def __init__(
        self, num_bins, mask_value=None, salt=None, output_mode="int", sparse=False, **kwargs
    ):
        dtype = kwargs.pop("dtype", None)
        Layer.__init__(self, **kwargs)
        if num_bins is None or num_bins <= 0:
            raise ValueError(
                "The `num_bins` for `Hashing` cannot be `None` or non-positive values. "
                "Received: num_bins=" + str(num_bins) + "."
            )
        accepted = ("int", "one_hot", "multi_hot", "count")
        if output_mode not in accepted:
            raise ValueError(
                "Invalid value for argument `output_mode`. Expected one of "
                + str(accepted)
                + ". Received: output_mode="
                + str(output_mode)
            )
        if sparse and output_mode == "int":
            raise ValueError(
                '`sparse` may only be true if `output_mode` is `"one_hot"`, `"multi_hot"`, or '
                '`"count"`. Received: sparse='
                + str(sparse)
                + " and output_mode="
                + str(output_mode)
            )
        if sparse:
            raise NotImplementedError("Hashing(sparse=True) is not supported by minitf")
        if salt is not None:
            raise NotImplementedError(
                "Hashing(salt=...) (to_hash_bucket_strong) is not supported by minitf"
            )
        if dtype is None:
            dtype = "int64" if output_mode == "int" else "float32"
        self._policy_name = dtype
        self.num_bins = num_bins
        self.mask_value = mask_value
        self.strong_hash = False
        self.output_mode = output_mode
        self.sparse = sparse
        self.salt = None

    def __call__(self, inputs, *args, **kwargs):
        if not isinstance(inputs, (tf.Tensor, tf.Variable)) and not hasattr(inputs, "_layer"):
            inputs = tf.convert_to_tensor(inputs)
        return Layer.__call__(self, inputs, *args, **kwargs)

    def _hash_values_to_bins(self, values):
        bins = self.num_bins
        mask = None
        if self.mask_value is not None and bins > 1:
            bins -= 1
            mask = tf.equal(values, self.mask_value)
        if values.dtype.is_floating:
            values = tf.cast(values, tf.int64)
        if values.dtype != tf.string:
            values = tf.strings.as_string(values)
        values = tf.strings.to_hash_bucket_fast(values, bins)
        if mask is not None:
            values = values + tf.ones_like(values)
            values = tf.where(mask, tf.zeros_like(values), values)
        return values

    def call(self, inputs):
        x = inputs
        if self.output_mode == "one_hot" and len(x.shape) > 0 and x.shape[-1] == 1:
            x = tf.squeeze(x, axis=-1)
        bins = self._hash_values_to_bins(x)
        if self.output_mode == "int":
            return tf.cast(bins, tf.as_dtype(self._policy_name))
        hot = tf.one_hot(bins, self.num_bins, dtype=tf.float32)
        if self.output_mode == "one_hot":
            return hot
        axis = len(bins.shape) - 1
        if axis < 0:
            return hot
        if self.output_mode == "multi_hot":
            return tf.reduce_max(hot, axis=axis)
        return tf.reduce_sum(hot, axis=axis)

    def compute_output_shape(self, input_shape):
        if self.output_mode == "int":
            return tuple(input_shape)
        if len(input_shape) == 0:
            return (self.num_bins,)
        return tuple(input_shape[:-1]) + (self.num_bins,)

    def get_config(self):
        config = Layer.get_config(self)
        config["num_bins"] = self.num_bins
        config["salt"] = self.salt
        config["mask_value"] = self.mask_value
        config["output_mode"] = self.output_mode
        config["sparse"] = self.sparse
        return config
