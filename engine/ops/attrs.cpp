#include "ops/attrs.h"

namespace minitf {

namespace {
[[noreturn]] void bad_attr(std::string_view name, const char* want) {
  throw_invalid_argument("attr '" + std::string(name) + "' is not " + want);
}
[[noreturn]] void missing_attr(std::string_view name) {
  throw_invalid_argument("missing attr '" + std::string(name) + "'");
}
}  // namespace

const Attrs& Attrs::none() {
  static const Attrs kNone;
  return kNone;
}

Attrs& Attrs::set(std::string name, AttrValue value) {
  for (Entry& e : entries_) {
    if (e.first == name) {
      e.second = std::move(value);
      return *this;
    }
  }
  entries_.emplace_back(std::move(name), std::move(value));
  return *this;
}

const AttrValue* Attrs::find(std::string_view name) const {
  for (const Entry& e : entries_)
    if (e.first == name) return &e.second;
  return nullptr;
}

int64_t Attrs::get_int(std::string_view name, int64_t def) const {
  const AttrValue* v = find(name);
  if (!v) return def;
  if (auto p = std::get_if<int64_t>(v)) return *p;
  bad_attr(name, "an int");
}

double Attrs::get_float(std::string_view name, double def) const {
  const AttrValue* v = find(name);
  if (!v) return def;
  if (auto p = std::get_if<double>(v)) return *p;
  if (auto p = std::get_if<int64_t>(v)) return static_cast<double>(*p);
  bad_attr(name, "a float");
}

bool Attrs::get_bool(std::string_view name, bool def) const {
  const AttrValue* v = find(name);
  if (!v) return def;
  if (auto p = std::get_if<bool>(v)) return *p;
  bad_attr(name, "a bool");
}

DType Attrs::get_dtype(std::string_view name, DType def) const {
  const AttrValue* v = find(name);
  if (!v) return def;
  if (auto p = std::get_if<DType>(v)) return *p;
  bad_attr(name, "a dtype");
}

std::string Attrs::get_string(std::string_view name, const std::string& def) const {
  const AttrValue* v = find(name);
  if (!v) return def;
  if (auto p = std::get_if<std::string>(v)) return *p;
  bad_attr(name, "a string");
}

std::vector<int64_t> Attrs::get_ints(std::string_view name) const {
  const AttrValue* v = find(name);
  if (!v) return {};
  if (auto p = std::get_if<std::vector<int64_t>>(v)) return *p;
  bad_attr(name, "an int list");
}

const Tensor& Attrs::get_tensor(std::string_view name) const {
  const AttrValue* v = find(name);
  if (!v) missing_attr(name);
  if (auto p = std::get_if<Tensor>(v)) return *p;
  bad_attr(name, "a tensor");
}

const Shape& Attrs::get_shape(std::string_view name) const {
  const AttrValue* v = find(name);
  if (!v) missing_attr(name);
  if (auto p = std::get_if<Shape>(v)) return *p;
  bad_attr(name, "a shape");
}

}  // namespace minitf
