# The classes of tf.data's datasets in talk mode: TF 2.0's names and modules,
# one table for their classes (Dataset.__new__) and their reprs.

# AutoGraph calls this module's functions as they are, as TF's own code.
__autograph_do_not_convert__ = True

# TF 2.0's class names, for the talk mode's classes and reprs (TF 2.16's
# private classes, one module per transformation, replaced them).
_TALK_NAMES = {
    "_TensorSliceDataset": "TensorSliceDataset",
    "_TensorDataset": "TensorDataset",
    "_RangeDataset": "RangeDataset",
    "_ZipDataset": "ZipDataset",
    "_MapDataset": "MapDataset",
    "_ParallelMapDataset": "ParallelMapDataset",
    "_FilterDataset": "FilterDataset",
    "_BatchDataset": "BatchDataset",
    "_ParallelBatchDataset": "BatchDataset",
    "_ShuffleDataset": "ShuffleDataset",
    "_RepeatDataset": "RepeatDataset",
    "_TakeDataset": "TakeDataset",
    "_SkipDataset": "SkipDataset",
    "_PrefetchDataset": "PrefetchDataset",
    "_CacheDataset": "CacheDataset",
    "_FlatMapDataset": "FlatMapDataset",
    "_ConcatenateDataset": "ConcatenateDataset",
    "_PaddedBatchDataset": "PaddedBatchDataset",
    "_ShardDataset": "ShardDataset",
    "_TakeWhileDataset": "_TakeWhileDataset",
    "_UnbatchDataset": "_UnbatchDataset",
    "_InterleaveDataset": "InterleaveDataset",
    "_WindowDataset": "WindowDataset",
    "_ParallelInterleaveDataset": "ParallelInterleaveDataset",
}

# TF 2.0 defined them in dataset_ops, except take_while's, which was
# experimental then.
_TALK_MODULE = "tensorflow.python.data.ops.dataset_ops"
_TALK_MODULES = {"_TakeWhileDataset": "tensorflow.python.data.experimental.ops.take_while_ops"}

# The talk classes made so far, by the class each stands for.
_talk_classes = {}


def _talk_class(base):
    # A subclass of `base` under TF 2.0's name and module; it behaves as its
    # base, whose name (_modern_class) modern mode's repr keeps using.
    talk = _talk_classes.get(base)
    if talk is None:

        class talk(base):
            pass

        name = _TALK_NAMES[base.__name__]
        talk.__name__ = name
        talk.__qualname__ = name
        talk.__module__ = _TALK_MODULES.get(base.__name__, _TALK_MODULE)
        talk._modern_class = base
        _talk_classes[base] = talk
    return talk


def _modern_class(cls):
    return getattr(cls, "_modern_class", cls)
