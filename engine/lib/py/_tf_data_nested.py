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


class _DatasetFunction:
    # The function traced once, as a tf.function over the element spec; its
    # graph outputs the returned dataset's symbolic tensors, and each call
    # gives the dataset bound to their values (Dataset._from_trace_output).
    def __init__(self, func, spec):
        tf = _tf()
        if not callable(func):
            raise TypeError("'" + type(func).__name__ + "' object is not callable")
        args = list(spec) if type(spec) is tuple else [spec]
        self._fn = tf.function(func)
        _d._dataset_function_depth[0] += 1
        try:
            made = self._fn.get_concrete_function(*args).structured_outputs
        finally:
            _d._dataset_function_depth[0] -= 1
        if not isinstance(made, Dataset):
            kind = tf.Tensor if isinstance(made, tf.Tensor) else type(made)
            raise TypeError(
                "The `map_func` argument must return a `Dataset` object. Got " + repr(kind) + "."
            )
        self.output_spec = made._spec

    def __call__(self, element):
        if type(element) is tuple:
            return self._fn(*element)
        return self._fn(element)


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
        tf = _tf()
        self._func = _DatasetFunction(map_func, input_dataset._spec)
        self._spec = self._func.output_spec
        cycle = _d.AUTOTUNE if cycle_length is None else _ops._scalar_int(cycle_length)
        if cycle == _d.AUTOTUNE:
            # TF's InterleaveDatasetOp: one slot per schedulable core.
            cycle = os.cpu_count() or 1
        if cycle <= 0:
            raise tf.errors.InvalidArgumentError("cycle_length must be greater than zero.")
        block = 1 if block_length is None else _ops._scalar_int(block_length)
        if block <= 0:
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
