// Python indexing of tensors and arrays (t[1], t[:, 0], t[::2], t[..., None])
// as TF's _slice_helper does it: one StridedSlice with begin/end/strides and
// the five masks.
#pragma once

#include "framework/dispatch.h"

namespace minitf {

struct SliceKey {
  std::vector<int64_t> begin, end, strides;
  // Graph tensors standing for begin[i] / end[i] (None where the int holds);
  // empty when every index is known while tracing.
  std::vector<Value> dynamic_begin, dynamic_end;
  // The packed begin and end of add_inputs, kept alive for the dispatch.
  mutable std::vector<Value> packed;
  int64_t begin_mask = 0, end_mask = 0, ellipsis_mask = 0, new_axis_mask = 0, shrink_axis_mask = 0;
  Attrs attrs() const;
  // Adds the begin, end and strides operands (int32, as TF packs Python ints;
  // a tf.stack of them when some are graph tensors).
  void add_inputs(Interpreter& in, OpInputs& inputs) const;
  void set_dynamic(std::vector<Value>& which, size_t i, const Value& v) {
    if (v.is_none()) return;
    if (which.size() <= i) which.resize(i + 1);
    which[i] = v;
  }
};

// Parses a key; `numpy` selects numpy's error texts and bounds checks against
// `shape` (IndexError "index 5 is out of bounds for axis 0 with size 3").
SliceKey parse_slice_key(Interpreter& in, const Value& key, bool numpy, const Shape& shape);

// tensor[key] through dispatch_op (tf) / the kernel (numpy).
Value tf_getitem(Interpreter& in, const Value& tensor, const Tensor& t, const Value& key);
Tensor numpy_getitem(Interpreter& in, const Tensor& t, const Value& key);

}  // namespace minitf
