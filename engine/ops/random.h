// Random op streams. RandomUniform / RandomStandardNormal take TF's `seed` and
// `seed2` attrs: with both 0 the values are nondeterministic; otherwise the op
// draws from a Philox4x32-10 stream keyed by (seed, seed2) (TF's generator and
// key layout) that continues across calls, as TF's per-op kernel state does.
// The values are NOT bit-identical to TensorFlow's (TF skips counters in
// per-shard blocks); they are reproducible for given seeds.
#pragma once

#include <cstdint>

namespace minitf {

// Forgets every seeded stream, so the same seeds replay from the start
// (tf.random.set_seed resets TF's eager kernels the same way).
void reset_random_streams();

}  // namespace minitf
