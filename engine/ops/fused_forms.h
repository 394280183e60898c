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

#include <cstdint>

#include "tensor/dtype.h"

namespace minitf {

// One operand of a form kernel: its elements from the run's first (step 1),
// or one element read for all (step 0).
struct FormOperand {
  const void* data = nullptr;
  int step = 1;
};

// Computes n elements into `out`, which may be one of the operands (each
// element's operands are read before it is written). Every full operand and
// `out` start at a multiple of 64 bytes from their tensor's buffer, and the
// run ends at the tensor's end or at a multiple of 64 bytes.
using FormFn = void (*)(const FormOperand* in, void* out, int64_t n);

// A moving average's update (Adam's and RMSprop's moments, momentum):
//   out = in[3] + ((in[0] - in[1]) * in[2])        (add)
//   out = in[3] - ((in[0] - in[1]) * in[2])        (!add)
// with in[0] squared first when `square` (Square(x) - v). Null for dtypes
// other than float32 and float64.
FormFn moving_average_form(DType d, bool square, bool add);

// A step scaled by a root (Adam's and RMSprop's parameter update):
//   out = in[4] - ((in[0] * in[1]) / (Sqrt(in[2]) + in[3]))   (!add; + when add)
// Null for dtypes other than float32 and float64.
FormFn scaled_step_form(DType d, bool add);

}  // namespace minitf
