// Register kernels for the elementwise chains an optimizer's update is made
// of. The executor fuses any chain of elementwise ops into one pass over 4 KiB
// blocks (graph/plan_fusion.cpp), but each op of such a chain still loads its
// operands from the L1 cache and stores its result there: for Adam's twelve
// ops per element that traffic, not the arithmetic, is the cost (a 784x256
// kernel's update took 150 us that way, 53 us with the chain in registers).
// Where a fused chain has one of the shapes below, the executor runs it with
// the matching kernel instead: the same IEEE operations on each element in
// the same order (Eigen's packet square root on the vectorized part, the
// scalar one on the tail, split where the Sqrt kernel splits), so the bits
// are those of the kernels run one op at a time.
#pragma once

#include <cstddef>
#include <cstdint>

#include "tensor/dtype.h"

namespace minitf {

// One operand of a form kernel: its elements from the run's first (step 1),
// or one element read for all (step 0).
struct FormOperand {
  const void* data = nullptr;
  int step = 1;
};

enum class FormKind : uint8_t {
  // A moving average's update (Adam's moments, momentum):
  //   out = in[3] + ((in[0] - in[1]) * in[2])    (add; in[3] - ... otherwise)
  // with in[0] squared first when `square` (Square(x) - v).
  MovingAverage,
  // A step scaled by a root (Adam's parameter update):
  //   out = in[4] - ((in[0] * in[1]) / (Sqrt(in[2]) + in[3]))   (+ when add)
  ScaledStep,
};

struct FormSpec {
  FormKind kind = FormKind::MovingAverage;
  bool square = false;
  bool add = true;
};

// Computes n elements into `out`, which may be one of the operands (each
// element's operands are read before it is written). Every full operand and
// `out` start at a multiple of 64 bytes from their tensor's buffer, and the
// run ends at the tensor's end or at a multiple of 64 bytes.
using FormFn = void (*)(const FormOperand* in, void* out, int64_t n);

// The kernel of `spec` for dtype `d`; null for dtypes other than float32 and
// float64.
FormFn form_kernel(DType d, FormSpec spec);

// Several forms over the same elements, run element by element in their
// order: form k reads in[k] and writes out[k], and reads what earlier forms
// wrote (an updated moment) after they wrote it, as the forms run one after
// the other would.
using SequenceFormFn = void (*)(const FormOperand* const* in, void* const* out, int64_t n);

// The one sequence with a kernel: Adam's update of one variable (the first
// moment's moving average, the second moment's of the squared gradient, then
// the scaled step), which then reads the gradient and the moments once.
// Null for other sequences and dtypes.
SequenceFormFn sequence_form_kernel(DType d, const FormSpec* specs, size_t count);

}  // namespace minitf
