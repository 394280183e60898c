// A tiny persistent worker pool for the few kernels worth splitting across
// cores (MatMul). Workers start on first use and live for the process.
#pragma once

#include <cstdint>
#include <functional>

namespace minitf {
namespace ops {

// Number of threads parallel_for uses (hardware threads, capped).
int parallel_width();
// Runs fn(i) for i in [0, n) on up to parallel_width() threads (the caller
// runs one share); returns when all are done. Exceptions must not escape fn.
void parallel_for(int n, const std::function<void(int)>& fn);

}  // namespace ops
}  // namespace minitf
