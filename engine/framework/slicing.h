// Python indexing of tensors and arrays (t[1], t[:, 0], t[::2], t[..., None])
// as TF's _slice_helper does it: one StridedSlice with begin/end/strides and
// the five masks.
#pragma once

#include "framework/dispatch.h"

namespace minitf {

struct SliceKey {
  std::vector<int64_t> begin, end, strides;
  int64_t begin_mask = 0, end_mask = 0, ellipsis_mask = 0, new_axis_mask = 0, shrink_axis_mask = 0;
  Attrs attrs() const;
  // Adds the begin, end and strides operands (int32, as TF packs Python ints).
  void add_inputs(OpInputs& inputs) const;
};

// Parses a key; `numpy` selects numpy's error texts and bounds checks against
// `shape` (IndexError "index 5 is out of bounds for axis 0 with size 3").
SliceKey parse_slice_key(Interpreter& in, const Value& key, bool numpy, const Shape& shape);

// tensor[key] through dispatch_op (tf) / the kernel (numpy).
Value tf_getitem(Interpreter& in, const Value& tensor, const Tensor& t, const Value& key);
Tensor numpy_getitem(Interpreter& in, const Tensor& t, const Value& key);

}  // namespace minitf
