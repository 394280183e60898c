// Op attributes: a small name -> value map (TF's AttrValue kinds that the ops
// use). Ops without attributes pass Attrs::none(), which allocates nothing.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "tensor/tensor.h"

namespace minitf {

// int, float, bool, string, dtype, shape, int list, and a tensor (Const's value).
using AttrValue =
    std::variant<int64_t, double, bool, std::string, DType, Shape, std::vector<int64_t>, Tensor>;

class Attrs {
 public:
  using Entry = std::pair<std::string, AttrValue>;

  Attrs() = default;
  Attrs(std::initializer_list<Entry> entries) : entries_(entries) {}
  static const Attrs& none();

  Attrs& set(std::string name, AttrValue value);
  const AttrValue* find(std::string_view name) const;
  bool has(std::string_view name) const { return find(name) != nullptr; }
  size_t size() const { return entries_.size(); }
  const std::vector<Entry>& entries() const { return entries_; }

  // Typed reads: the default when absent; TensorError(InvalidArgument) when
  // present with another kind. An int attribute also reads as float.
  int64_t get_int(std::string_view name, int64_t def) const;
  double get_float(std::string_view name, double def) const;
  bool get_bool(std::string_view name, bool def) const;
  DType get_dtype(std::string_view name, DType def) const;
  std::string get_string(std::string_view name, const std::string& def) const;
  std::vector<int64_t> get_ints(std::string_view name) const;  // empty when absent
  // Required attributes: TensorError(InvalidArgument) when absent.
  const Tensor& get_tensor(std::string_view name) const;
  const Shape& get_shape(std::string_view name) const;

 private:
  std::vector<Entry> entries_;
};

}  // namespace minitf
