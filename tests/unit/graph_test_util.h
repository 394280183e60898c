// Helpers shared by the graph unit tests.
#pragma once

#include <catch2/catch.hpp>
#include <cstring>
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

// Varied magnitudes and signs, identical on every call.
template <class T>
Tensor ramp(DType d, int64_t n, int seed) {
  std::vector<T> v(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) {
    int64_t k = (i * 7919 + seed * 104729) % 2003 - 1001;
    if constexpr (std::is_floating_point_v<T>) {
      v[static_cast<size_t>(i)] = static_cast<T>(k) / static_cast<T>(37 + i % 11);
    } else {
      v[static_cast<size_t>(i)] = static_cast<T>(k * (i % 3 == 0 ? 2147483 : 1));
    }
  }
  Tensor t = Tensor::from_vector(v);
  REQUIRE(t.dtype() == d);
  return t;
}

inline Tensor eager(const char* type, std::vector<Tensor> in) {
  return run_op1(op(type).id, Span<Tensor>(in.data(), in.size()));
}

inline bool same_bits(const Tensor& a, const Tensor& b) {
  return a.dtype() == b.dtype() && a.shape() == b.shape() &&
         std::memcmp(a.raw_data(), b.raw_data(), a.byte_size()) == 0;
}

inline std::vector<float> floats(const Tensor& t) {
  const float* p = t.data<float>();
  return std::vector<float>(p, p + t.num_elements());
}

}  // namespace graph_test
