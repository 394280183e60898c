# tf.data: the Dataset API, written in minitf's own Python. A dataset is a
# Python object that knows its element_spec and cardinality and makes a
# fresh Python iterator of eager tensors each time it is iterated, as TF's
# OwnedIterator does. The `tensorflow` module sets the global `tf` after it
# has built itself (this module cannot import it: tf.data is part of it).
#
# Elements are nested structures as in tf.data: tuples and dicts nest; a list
# is one tensor (tf.data converts it), as are numpy arrays and Python numbers.

from _tf_data_talk import _TALK_NAMES, _modern_class, _talk_class
import _tf_function
import _tf_nest

tf = None

# AutoGraph calls this module's functions as they are, as TF's own code.
__autograph_do_not_convert__ = True

INFINITE_CARDINALITY = -1
UNKNOWN_CARDINALITY = -2
AUTOTUNE = -1

__all__ = ["Dataset", "DatasetSpec", "AUTOTUNE", "INFINITE_CARDINALITY", "UNKNOWN_CARDINALITY"]
# tf.data.experimental: where TF 2.0 code finds AUTOTUNE and cardinality.
__experimental__ = ["AUTOTUNE", "INFINITE_CARDINALITY", "UNKNOWN_CARDINALITY", "cardinality"]

# The largest int64: enumerate's count and an infinite range's limit.
_INT64_MAX = 9223372036854775807


# ---- nested structures -------------------------------------------------------


def _is_nest(s):
    return type(s) is tuple or type(s) is dict


def _map(f, s):
    if type(s) is tuple:
        return tuple([_map(f, x) for x in s])
    if type(s) is dict:
        return {k: _map(f, s[k]) for k in s}
    return f(s)


def _map2(f, a, b):
    if type(a) is tuple:
        return tuple([_map2(f, a[i], b[i]) for i in range(len(a))])
    if type(a) is dict:
        return {k: _map2(f, a[k], b[k]) for k in a}
    return f(a, b)


def _flatten(s):
    # tf.nest's rules in tf.data's modality (a list is one atom): dicts in
    # sorted key order.
    return _tf_nest._flatten(s, False)


def _pack(structure, flat):
    return _tf_nest._pack(structure, flat, False)


def _is_symbolic(v):
    return isinstance(v, tf.Tensor) and not hasattr(v, "numpy")


def _symbolic_error(v):
    return NotImplementedError(
        "minitf's tf.data builds datasets from eager values; a symbolic tensor of a "
        "tf.function (" + v.name + ") cannot be part of a dataset"
    )


def _to_tensor(v):
    # A dataset made while a tf.function traces (a flat_map function's, or
    # one the function returns) may hold the trace's symbolic tensors: it is
    # a template that each call of the graph binds to their values
    # (Dataset._bind). Its other tensors are eager.
    if isinstance(v, tf.Tensor):
        if _is_symbolic(v) and tf.executing_eagerly():
            raise _symbolic_error(v)
        return v
    with tf.init_scope():
        return tf.convert_to_tensor(v)


def _to_tensors(s):
    return _map(_to_tensor, s)


def _spec_of(t):
    return tf.TensorSpec(shape=t.shape, dtype=t.dtype)


def _same_structure(a, b):
    if type(a) is tuple:
        return (
            type(b) is tuple
            and len(a) == len(b)
            and all([_same_structure(a[i], b[i]) for i in range(len(a))])
        )
    if type(a) is dict:
        return (
            type(b) is dict
            and sorted(a) == sorted(b)
            and all([_same_structure(a[k], b[k]) for k in a])
        )
    return not _is_nest(b)


def _legacy_text(s, leaf):
    # TF 2.0's repr: str() of the nest of shapes or types with quotes removed.
    if type(s) is tuple:
        items = [_legacy_text(x, leaf) for x in s]
        if len(items) == 1:
            return "(" + items[0] + ",)"
        return "(" + ", ".join(items) + ")"
    if type(s) is dict:
        return "{" + ", ".join([k + ": " + _legacy_text(s[k], leaf) for k in s]) + "}"
    return leaf(s)


# ---- the element function wrapper ---------------------------------------------


class _CapturingFunction:
    # A function over dataset elements, traced once as a tf.function (see
    # _TracedFunction). Traced inside another trace (a flat_map function's,
    # or a tf.function's that returns the dataset), it may capture that
    # trace's tensors (TF's captured inputs): the dataset template holding
    # it then holds them, and binding the template to their values binds
    # them too (_bind), so each call passes them to the graph.

    def _trace(self, func, args):
        # The native decorator itself: tf.function's Python signature is
        # TF's, without this private option (placeholders named args_0...).
        self._fn = _tf_function._function(func, _flat_argument_names=True)
        self._cf = self._fn.get_concrete_function(*args)
        self._captures = self._cf._enclosing_captures
        return self._cf

    def __call__(self, element):
        args = element if type(element) is tuple else (element,)
        if self._captures:
            return self._cf._call_with_captures(self._captures, *args)
        return self._fn(*args)

    def _bind(self, mapping):
        new = object.__new__(type(self))
        for k, v in self.__dict__.items():
            new.__dict__[k] = v
        new._captures = [_bind_value(c, mapping) for c in self._captures]
        return new

    def _symbolic_leaves(self, out):
        for c in self._captures:
            _collect_symbolic(c, out)
        return out


class _TracedFunction(_CapturingFunction):
    # A user function over dataset elements, traced once into a graph as
    # TF traces it: a tf.function traced for the element spec when the
    # dataset is made (a tuple element is unpacked into positional
    # arguments). Each element then reuses that trace, whose spec's None
    # dimensions accept any size.
    def __init__(self, func, spec):
        if not callable(func):
            raise TypeError("'" + type(func).__name__ + "' object is not callable")
        args = list(spec) if type(spec) is tuple else [spec]
        outputs = self._trace(func, args).structured_outputs
        self.output_spec = _map(_output_spec, outputs)


def _output_spec(t):
    if isinstance(t, tf.Tensor):
        return _spec_of(t)
    with tf.init_scope():
        return _spec_of(tf.convert_to_tensor(t))


# TF 2.0's legacy output shapes and types; a DatasetSpec component (a window)
# is its own shape and type.
def _legacy_shape(spec):
    return repr(spec) if isinstance(spec, DatasetSpec) else str(spec.shape)


def _legacy_type(spec):
    return repr(spec) if isinstance(spec, DatasetSpec) else repr(spec.dtype)


def _bind_value(v, mapping):
    if isinstance(v, Dataset) or isinstance(v, _CapturingFunction):
        return v._bind(mapping)
    if type(v) is tuple:
        return tuple([_bind_value(x, mapping) for x in v])
    if type(v) is list:
        return [_bind_value(x, mapping) for x in v]
    if type(v) is dict:
        return {k: _bind_value(v[k], mapping) for k in v}
    if _is_symbolic(v):
        if id(v) not in mapping:
            raise _symbolic_error(v)
        return mapping[id(v)]
    return v


def _collect_symbolic(v, out):
    if isinstance(v, Dataset) or isinstance(v, _CapturingFunction):
        v._symbolic_leaves(out)
    elif type(v) is tuple or type(v) is list:
        for x in v:
            _collect_symbolic(x, out)
    elif type(v) is dict:
        for k in v:
            _collect_symbolic(v[k], out)
    elif _is_symbolic(v) and all([x is not v for x in out]):
        out.append(v)


def _ops():
    # The datasets themselves live in _tf_data_ops, which imports this
    # module for the base class; it is imported on first use.
    import _tf_data_ops

    return _tf_data_ops


def _nested():
    # flat_map and interleave, likewise.
    import _tf_data_nested

    return _tf_data_nested


def _regroup():
    # concatenate, padded_batch, shard and take_while, likewise.
    import _tf_data_regroup

    return _tf_data_regroup


# ---- Dataset -------------------------------------------------------------------


class Dataset:
    # Subclasses set _spec (the element_spec) and define _elements(), a
    # generator of elements, and _card(), the cardinality as a Python int.

    def __new__(cls, *args, **kwargs):
        # In talk mode a dataset is an instance of TF 2.0's class for it
        # (_talk_class), so that type() shows TF 2.0's name and module.
        if cls.__name__ in _TALK_NAMES and tf.compat.get_version() == "2.0":
            cls = _talk_class(cls)
        return object.__new__(cls)

    @property
    def element_spec(self):
        return self._spec

    def cardinality(self):
        return tf.constant(self._card(), dtype=tf.int64)

    def _card(self):
        return UNKNOWN_CARDINALITY

    def __iter__(self):
        return OwnedIterator(self)

    def __len__(self):
        if not tf.executing_eagerly():
            raise TypeError(
                "`tf.data.Dataset` only supports `len` in eager mode. Use "
                "`tf.data.Dataset.cardinality()` instead."
            )
        n = self._card()
        if n == INFINITE_CARDINALITY:
            raise TypeError("The dataset is infinite.")
        if n == UNKNOWN_CARDINALITY:
            raise TypeError("The dataset length is unknown.")
        return n

    def __bool__(self):
        return True

    def __repr__(self):
        name = _modern_class(type(self)).__name__
        if tf.compat.get_version() == "2.0":
            name = _TALK_NAMES.get(name, name)
            shapes = _legacy_text(self._spec, _legacy_shape)
            types = _legacy_text(self._spec, _legacy_type)
            return "<" + name + " shapes: " + shapes + ", types: " + types + ">"
        return "<" + name + " element_spec=" + _spec_repr(self._spec) + ">"

    def as_numpy_iterator(self):
        if not tf.executing_eagerly():
            raise RuntimeError(
                "`tf.data.Dataset.as_numpy_iterator()` is only supported in eager mode."
            )
        for spec in _flatten(self._spec):
            if isinstance(spec, DatasetSpec):
                raise TypeError(
                    "`tf.data.Dataset.as_numpy_iterator()` is not supported for datasets that "
                    "produce values of type <class 'tensorflow.python.data.ops.dataset_ops."
                    "DatasetV2'>"
                )
        return _NumpyIterator(self)

    # ---- a dataset as a tf.function argument ----

    _token = None

    def _trace_input(self):
        # The function layer keys a dataset argument by its DatasetSpec and
        # passes the graph a token for it, as TF passes a variant tensor.
        # (The function layer may ask while it traces: the token is eager.)
        self._token = _register_dataset(self, self._token)
        with tf.init_scope():
            token = tf.constant(self._token, dtype=tf.int64)
        return ("DatasetSpec(" + _spec_repr(self._spec) + ", TensorShape([]))", token)

    def _from_trace_input(self, token):
        return _VariantDataset(token, self._spec)

    def _arguments(self):
        # The dataset arguments of a tf.function this pipeline reads.
        return []

    # ---- a dataset made by a flat_map / interleave function ----

    def _bind(self, mapping):
        # A copy whose symbolic tensors (of the function's trace) are the
        # values `mapping` gives by id, and whose input datasets are bound
        # in turn; _rebound() then recomputes what depends on the values.
        new = object.__new__(type(self))
        for k, v in self.__dict__.items():
            new.__dict__[k] = _bind_value(v, mapping)
        new._rebound()
        return new

    def _rebound(self):
        pass

    # ---- a dataset returned by a tf.function (OutputTemplate::Composite) ----

    def _trace_output(self):
        # The graph outputs the symbolic tensors; each call binds them.
        spec = "DatasetSpec(" + _spec_repr(self._spec) + ", TensorShape([]))"
        return (spec, self._symbolic_leaves([]))

    def _from_trace_output(self, values):
        leaves = self._symbolic_leaves([])
        mapping = {}
        for i in range(len(leaves)):
            mapping[id(leaves[i])] = values[i]
        return self._bind(mapping)

    def _symbolic_leaves(self, out):
        # The symbolic tensors this pipeline holds, each once, in order.
        for v in self.__dict__.values():
            _collect_symbolic(v, out)
        return out

    def _ag_loop_source(self):
        # AutoGraph's `for x in dataset` in a tf.function (autograph/loops.cpp)
        # stages a while loop over this: `start` opens an iterator when the
        # graph runs and reads the first element, `fetch` reads the next one;
        # each gives a has-value flag and the element's flat components.
        _check_readable(self)
        specs = _flatten(self._spec)
        dtypes = [s.dtype for s in specs]
        structure = self._spec
        dataset = self

        arguments = self._arguments()

        # The iterator this loop opened last: a loop left by `break` leaves
        # it open, and the next run of the loop closes it.
        last = [None]

        def start(*tokens):
            for i in range(len(arguments)):
                arguments[i]._bound = _datasets[int(tokens[i].numpy())]
            if last[0] in _graph_iterators:
                del _graph_iterators[last[0]]
            token = _open_iterator(dataset)
            last[0] = token
            return [tf.constant(token, dtype=tf.int64)] + _read_next(token, specs)

        def fetch(token):
            return _read_next(int(token.numpy()), specs)

        def open_iterator():
            inputs = [a._token_tensor for a in arguments]
            return tf.py_function(start, inputs, [tf.int64, tf.bool] + dtypes)

        def next_element(token):
            return tf.py_function(fetch, [token], [tf.bool] + dtypes)

        def pack(flat):
            return _pack(structure, list(flat))

        return (open_iterator, next_element, pack, specs)

    # ---- sources ----

    @staticmethod
    def from_tensor_slices(tensors, name=None):
        return _ops()._TensorSliceDataset(tensors)

    @staticmethod
    def from_tensors(tensors, name=None):
        return _ops()._TensorDataset(tensors)

    @staticmethod
    def range(*args, output_type=None, name=None):
        return _ops()._RangeDataset(args, output_type)

    @staticmethod
    def zip(*args, datasets=None, name=None):
        if datasets is not None and args:
            raise TypeError("Both `*args` and `datasets` cannot be set.")
        if datasets is None:
            if len(args) == 1:
                datasets = args[0]
            else:
                datasets = tuple(args)
        return _ops()._ZipDataset(datasets)

    @staticmethod
    def from_generator(
        generator,
        output_types=None,
        output_shapes=None,
        args=None,
        output_signature=None,
        name=None,
    ):
        return _ops()._make_generator_dataset(
            generator, output_types, output_shapes, args, output_signature
        )

    # ---- transformations ----

    def map(self, map_func, num_parallel_calls=None, deterministic=None, name=None):
        if num_parallel_calls is None:
            return _ops()._MapDataset(self, map_func)
        return _ops()._ParallelMapDataset(self, map_func, num_parallel_calls)

    def filter(self, predicate, name=None):
        return _ops()._FilterDataset(self, predicate)

    def batch(
        self,
        batch_size,
        drop_remainder=False,
        num_parallel_calls=None,
        deterministic=None,
        name=None,
    ):
        if num_parallel_calls is None:
            return _ops()._BatchDataset(self, batch_size, drop_remainder)
        return _ops()._ParallelBatchDataset(self, batch_size, drop_remainder)

    def unbatch(self, name=None):
        return _ops()._UnbatchDataset(self)

    def shuffle(self, buffer_size, seed=None, reshuffle_each_iteration=None, name=None):
        return _ops()._ShuffleDataset(self, buffer_size, seed, reshuffle_each_iteration)

    def repeat(self, count=None, name=None):
        return _ops()._RepeatDataset(self, count)

    def take(self, count, name=None):
        return _ops()._TakeDataset(self, count)

    def skip(self, count, name=None):
        return _ops()._SkipDataset(self, count)

    def prefetch(self, buffer_size, name=None):
        return _ops()._PrefetchDataset(self, buffer_size)

    def cache(self, filename="", name=None):
        return _ops()._CacheDataset(self, filename)

    def flat_map(self, map_func, name=None):
        return _nested()._FlatMapDataset(self, map_func)

    def interleave(
        self,
        map_func,
        cycle_length=None,
        block_length=None,
        num_parallel_calls=None,
        deterministic=None,
        name=None,
    ):
        if num_parallel_calls is None:
            return _nested()._InterleaveDataset(self, map_func, cycle_length, block_length)
        return _nested()._ParallelInterleaveDataset(self, map_func, cycle_length, block_length)

    def window(self, size, shift=None, stride=1, drop_remainder=False, name=None):
        return _nested()._WindowDataset(self, size, shift, stride, drop_remainder)

    def padded_batch(
        self, batch_size, padded_shapes=None, padding_values=None, drop_remainder=False, name=None
    ):
        return _regroup()._PaddedBatchDataset(
            self, batch_size, padded_shapes, padding_values, drop_remainder
        )

    def concatenate(self, dataset, name=None):
        return _regroup()._ConcatenateDataset(self, dataset)

    def shard(self, num_shards, index, name=None):
        return _regroup()._ShardDataset(self, num_shards, index)

    def take_while(self, predicate, name=None):
        return _regroup()._TakeWhileDataset(self, predicate)

    def apply(self, transformation_func):
        dataset = transformation_func(self)
        if not isinstance(dataset, Dataset):
            raise TypeError(
                "`transformation_func` must return a `tf.data.Dataset` object. Got "
                + str(type(dataset))
                + "."
            )
        return dataset

    def enumerate(self, start=0, name=None):
        return Dataset.zip((Dataset.range(start, _INT64_MAX), self))

    def reduce(self, initial_state, reduce_func, name=None):
        if not tf.executing_eagerly():
            state = _map(tf.convert_to_tensor, initial_state)
            # In a tf.function: a dataset loop in the graph (a nested
            # tf.function, whose for loop AutoGraph converts).
            if _is_nest(state):
                raise NotImplementedError(
                    "minitf's Dataset.reduce in a tf.function takes one tensor as its state"
                )
            return _graph_reduce()(self, state, reduce_func)
        state = _to_tensors(initial_state)
        for element in self:
            state = _to_tensors(reduce_func(state, element))
        return state


def _reduce_loop(dataset, state, reduce_func):
    for element in dataset:
        state = reduce_func(state, element)
    return state


_graph_reduce_fn = []


def _graph_reduce():
    if not _graph_reduce_fn:
        _graph_reduce_fn.append(tf.function(_reduce_loop))
    return _graph_reduce_fn[0]


def cardinality(dataset):
    return dataset.cardinality()


def _spec_repr(spec):
    if type(spec) is tuple:
        items = [_spec_repr(x) for x in spec]
        if len(items) == 1:
            return "(" + items[0] + ",)"
        return "(" + ", ".join(items) + ")"
    if type(spec) is dict:
        return "{" + ", ".join([repr(k) + ": " + _spec_repr(spec[k]) for k in spec]) + "}"
    return repr(spec)


# The datasets passed to tf.functions, by token, most recently passed last.
# A graph looks its dataset arguments up while the call that passed them
# runs; each call registers them again, so only the latest few are kept.
_datasets = {}
_next_dataset_token = [0]

# Dataset arguments kept at once: far more than one call passes (a call's own
# arguments are always the most recent), few enough that datasets made anew
# for every call (one per epoch) do not pile up.
_MAX_LIVE_DATASET_ARGUMENTS = 64


def _register_dataset(dataset, token):
    if token is None:
        token = _next_dataset_token[0]
        _next_dataset_token[0] = token + 1
    elif token in _datasets:
        del _datasets[token]
    _datasets[token] = dataset
    while len(_datasets) > _MAX_LIVE_DATASET_ARGUMENTS:
        del _datasets[next(iter(_datasets))]
    return token


class DatasetSpec:
    __module__ = "tensorflow.python.data.ops.dataset_ops"

    # The spec of a dataset as a value: the elements of window(), and what
    # a dataset argument of a function is keyed by.
    def __init__(self, element_spec, dataset_shape=()):
        self._element_spec = element_spec

    @property
    def element_spec(self):
        return self._element_spec

    def __repr__(self):
        return "DatasetSpec(" + _spec_repr(self._element_spec) + ", TensorShape([]))"

    def __eq__(self, other):
        return isinstance(other, DatasetSpec) and repr(self) == repr(other)

    def __hash__(self):
        return hash(repr(self))


class _VariantDataset(Dataset):
    # A dataset argument inside a tf.function's body: the element_spec of the
    # dataset it stands for, and the token tensor the graph receives. A loop
    # over it (or over a pipeline built on it) binds it to that dataset when
    # the graph runs. A window of window() is one too, bound from the start.
    def __init__(self, token, spec, bound=None):
        self._token_tensor = token
        self._spec = spec
        self._bound = bound

    def _arguments(self):
        return [self]

    def _rebound(self):
        # A flat_map function's template bound to a call: the token is the
        # value the call passed, and the dataset it stands for is registered.
        t = self._token_tensor
        if t is not None and not _is_symbolic(t) and self._bound is None:
            self._bound = _datasets.get(int(t.numpy()))

    def _card(self):
        return UNKNOWN_CARDINALITY if self._bound is None else self._bound._card()

    def _elements(self):
        if self._bound is None:
            raise NotImplementedError(
                "minitf reads a dataset argument of a tf.function only in a `for` loop over it "
                "(or over a dataset built from it)"
            )
        return self._bound._elements()


# The iterators that running graphs read, by token; an exhausted one is
# dropped, and one left by `break` when its loop runs again.
_graph_iterators = {}
_next_token = [0]


def _open_iterator(dataset):
    token = _next_token[0]
    _next_token[0] = token + 1
    _graph_iterators[token] = dataset._elements()
    return token


def _zeros_like_spec(spec):
    dims = spec.shape.as_list() if spec.shape.rank is not None else []
    shape = tf.constant([0 if d is None else d for d in dims], dtype=tf.int32)
    return tf.zeros(shape, dtype=spec.dtype)


def _read_next(token, specs):
    it = _graph_iterators.get(token)
    if it is not None:
        try:
            return [tf.constant(True)] + _flatten(next(it))
        except StopIteration:
            del _graph_iterators[token]
    # After the last element the loop's test is False; the components are
    # placeholders of the element's dtypes that the loop never reads.
    return [tf.constant(False)] + [_zeros_like_spec(s) for s in specs]


def _check_readable(dataset):
    # A template still holding a trace's symbolic tensors (made in a
    # tf.function and read there) has no values to read: minitf reads
    # datasets eagerly, a graph's loop through py_function. The dataset
    # arguments of the function are bound when the loop runs.
    tokens = [a._token_tensor for a in dataset._arguments()]
    for v in dataset._symbolic_leaves([]):
        if all([v is not t for t in tokens]):
            raise NotImplementedError(
                "minitf reads datasets eagerly, so a dataset that holds a tf.function's symbolic "
                "tensors can be read only once the function has returned it; "
                + v.name
                + " is one (return the dataset, or build it from Python values or eager tensors)"
            )


class OwnedIterator:
    __module__ = "tensorflow.python.data.ops.iterator_ops"

    # TF's OwnedIterator: next() gives the next element, StopIteration at
    # the end.
    def __init__(self, dataset):
        _check_readable(dataset)
        self._it = dataset._elements()
        self.element_spec = dataset._spec

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._it)

    def get_next(self):
        return next(self._it)


def _to_numpy(t):
    return t.numpy()


class _NumpyIterator:
    __module__ = "tensorflow.python.data.ops.dataset_ops"

    def __init__(self, dataset):
        _check_readable(dataset)
        self._it = dataset._elements()

    def __iter__(self):
        return self

    def __next__(self):
        return _map(_to_numpy, next(self._it))
