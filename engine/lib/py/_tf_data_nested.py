# The tf.data transformations whose function returns a dataset: flat_map and
# interleave. TF traces such a function once into a graph that makes the
# dataset's tensors; minitf does the same. The function runs once, under a
# tf.function trace, and the dataset it returns is kept as a template whose
# symbolic tensors the trace's graph computes: each input element runs that
# graph and binds the template to its values (Dataset._bind).

# AutoGraph calls this module's functions as they are, as TF's own code.
__autograph_do_not_convert__ = True

import os

import _tf_data as _d
import _tf_data_ops as _ops
from _tf_data import Dataset, UNKNOWN_CARDINALITY


def _tf():
    return _d.tf


class _DatasetFunction(_d._CapturingFunction):
    # The function traced once, as a tf.function over the element spec; its
    # graph outputs the returned dataset's symbolic tensors, and each call
    # gives the dataset bound to their values (Dataset._from_trace_output).
    def __init__(self, func, spec):
        tf = _tf()
        if not callable(func):
            raise TypeError("'" + type(func).__name__ + "' object is not callable")
        args = list(spec) if type(spec) is tuple else [spec]
        # A dataset element (a window) is traced with a stand-in of its spec.
        args = [_SpecDataset(a._element_spec) if isinstance(a, _d.DatasetSpec) else a for a in args]
        made = self._trace(func, args).structured_outputs
        if not isinstance(made, Dataset):
            kind = tf.Tensor if isinstance(made, tf.Tensor) else type(made)
            raise TypeError(
                "The `map_func` argument must return a `Dataset` object. Got " + repr(kind) + "."
            )
        self.output_spec = made._spec


class _FlatMapDataset(_ops._UnaryDataset):
    __module__ = "tensorflow.python.data.ops.flat_map_op"

    def __init__(self, input_dataset, map_func):
        _ops._UnaryDataset.__init__(self, input_dataset)
        self._func = _DatasetFunction(map_func, input_dataset._spec)
        self._spec = self._func.output_spec

    def _card(self):
        return UNKNOWN_CARDINALITY

    def _elements(self):
        for element in self._input._elements():
            for item in self._func(element)._elements():
                yield item


class _InterleaveDataset(_ops._UnaryDataset):
    __module__ = "tensorflow.python.data.ops.interleave_op"

    def __init__(self, input_dataset, map_func, cycle_length, block_length):
        _ops._UnaryDataset.__init__(self, input_dataset)
        self._func = _DatasetFunction(map_func, input_dataset._spec)
        self._spec = self._func.output_spec
        self._cycle_arg = _d.AUTOTUNE if cycle_length is None else _ops._count_arg(cycle_length)
        self._block_arg = 1 if block_length is None else _ops._count_arg(block_length)
        self._rebound()

    def _rebound(self):
        # TF's InterleaveDatasetOp checks, once the values are known.
        tf = _tf()
        cycle = _ops._count_value(self._cycle_arg)
        if cycle == _d.AUTOTUNE:
            # One slot per schedulable core.
            cycle = os.cpu_count() or 1
        if cycle is not None and cycle <= 0:
            raise tf.errors.InvalidArgumentError("cycle_length must be greater than zero.")
        block = _ops._count_value(self._block_arg)
        if block is not None and block <= 0:
            raise tf.errors.InvalidArgumentError("block_length must be greater than zero.")
        self._cycle = cycle
        self._block = block

    def _card(self):
        return UNKNOWN_CARDINALITY

    def _elements(self):
        # TF's interleave iterator: up to `cycle` open datasets visited in
        # turn, `block` elements from each; an exhausted one frees its slot
        # for the next input element.
        inputs = self._input._elements()
        slots = [None] * self._cycle
        end_of_input = False
        open_count = 0
        index = 0
        taken = 0
        while not end_of_input or open_count > 0:
            if slots[index] is not None:
                try:
                    item = next(slots[index])
                except StopIteration:
                    slots[index] = None
                    open_count -= 1
                    index = (index + 1) % self._cycle
                    taken = 0
                    continue
                taken += 1
                if taken == self._block:
                    index = (index + 1) % self._cycle
                    taken = 0
                yield item
            elif not end_of_input:
                try:
                    element = next(inputs)
                except StopIteration:
                    end_of_input = True
                    continue
                slots[index] = self._func(element)._elements()
                open_count += 1
            else:
                index = (index + 1) % self._cycle
                taken = 0


class _ParallelInterleaveDataset(_InterleaveDataset):
    __module__ = "tensorflow.python.data.ops.interleave_op"
    # num_parallel_calls is accepted; the datasets are read in the order the
    # deterministic interleave gives, on one thread.
    pass


class _SpecDataset(Dataset):
    # No elements, only an element_spec: what a function over datasets of
    # that spec is traced with.
    def __init__(self, spec):
        self._spec = spec

    def _elements(self):
        return iter([])


class _ListDataset(Dataset):
    # The elements of one window, held as they were read.
    def __init__(self, elements, spec):
        self._items = elements
        self._spec = spec

    def _card(self):
        return len(self._items)

    def _symbolic_leaves(self, out):
        # The window's elements were read: they are eager.
        return out

    def _elements(self):
        return iter(self._items)


def _window(elements, spec):
    # The nest of windows (datasets) that holds these elements' components.
    specs = _d._flatten(spec)
    flats = [_d._flatten(e) for e in elements]
    windows = []
    for c in range(len(specs)):
        items = _ListDataset([f[c] for f in flats], specs[c])
        windows.append(_d._VariantDataset(None, specs[c], items))
    return _d._pack(spec, windows)


class _WindowDataset(_ops._UnaryDataset):
    __module__ = "tensorflow.python.data.ops.window_op"

    def __init__(self, input_dataset, size, shift, stride, drop_remainder):
        _ops._UnaryDataset.__init__(self, input_dataset)
        self._size_arg = _ops._count_arg(size)
        self._shift_arg = self._size_arg if shift is None else _ops._count_arg(shift)
        self._stride_arg = _ops._count_arg(stride)
        self._drop = bool(drop_remainder)
        self._rebound()
        # A nest of elements gives a nest of windows, one per component.
        self._spec = _d._map(_d.DatasetSpec, input_dataset._spec)

    def _rebound(self):
        # TF's WindowDatasetOp checks, once the values are known.
        tf = _tf()
        self._size = _ops._count_value(self._size_arg)
        self._shift = _ops._count_value(self._shift_arg)
        self._stride = _ops._count_value(self._stride_arg)
        if self._size is not None and self._size <= 0:
            raise tf.errors.InvalidArgumentError("Window size must be greater than zero.")
        if self._shift is not None and self._shift <= 0:
            raise tf.errors.InvalidArgumentError("Window shift must be greater than zero.")
        if self._stride is not None and self._stride <= 0:
            raise tf.errors.InvalidArgumentError("Window stride must be greater than zero.")

    def _card(self):
        # TF's WindowDatasetOp::Cardinality.
        n = self._input._card()
        if n < 0:
            return n
        if None in (self._size, self._shift, self._stride):
            return UNKNOWN_CARDINALITY
        if self._drop:
            rest = n - ((self._size - 1) * self._stride + 1)
            return 0 if rest < 0 else rest // self._shift + 1
        return n // self._shift + (0 if n % self._shift == 0 else 1)

    def _elements(self):
        # Window k holds the input's elements k*shift, k*shift + stride, ...
        # (size of them, fewer at the end unless drop_remainder); `buf`
        # holds the input from index `base` on.
        inputs = self._input._elements()
        buf = []
        base = 0
        ended = False
        start = 0
        span = (self._size - 1) * self._stride + 1
        element_spec = self._input._spec
        while True:
            while not ended and base + len(buf) < start + span:
                try:
                    buf.append(next(inputs))
                except StopIteration:
                    ended = True
            if start >= base + len(buf):
                return
            picked = buf[start - base : start - base + span : self._stride]
            if len(picked) < self._size and self._drop:
                return
            yield _window(picked, element_spec)
            start += self._shift
            drop = min(start - base, len(buf))
            if drop > 0:
                buf = buf[drop:]
                base += drop
