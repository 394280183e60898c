// Helpers shared by the graph unit tests.
#pragma once

#include <string>
#include <vector>

#include "graph/graph.h"
#include "graph/graph_errors.h"
#include "graph/plan.h"

namespace graph_test {

using namespace minitf;

inline const OpDef& op(const char* name) { return *find_op(name); }
inline Tensor f32(float v) { return Tensor::scalar<float>(v); }
inline Tensor i32(int32_t v) { return Tensor::scalar<int32_t>(v); }
inline Tensor fvec(std::vector<float> v) { return Tensor::from_vector(v); }
inline Tensor ivec(std::vector<int32_t> v) { return Tensor::from_vector(v); }

inline Output binary(Graph& g, const char* type, Output a, Output b, std::string_view name = {}) {
  return g.add_op1(op(type), {a, b}, Attrs(), name);
}

// The message and kind of the TensorError `f` throws.
template <class F>
std::pair<TensorError::Kind, std::string> error_of(F&& f) {
  try {
    f();
  } catch (const TensorError& e) {
    return {e.kind, e.message};
  }
  return {TensorError::InvalidArgument, "(no error)"};
}

inline std::vector<float> floats(const Tensor& t) {
  const float* p = t.data<float>();
  return std::vector<float>(p, p + t.num_elements());
}

}  // namespace graph_test
