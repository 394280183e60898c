#include "function/cache_key.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "framework/tensor_object.h"
#include "framework/tensor_shape.h"
#include "framework/variable_object.h"
#include "function/signature.h"

namespace minitf {

namespace {

// Word tags. A tag word also carries small fields (dtype, rank, length) in its
// upper bits, so most arguments are one or two words.
enum KeyTag : uint64_t {
  kNone = 1,
  kInt,      // followed by the value (bools and integral floats too)
  kFloat,    // followed by the bits
  kNaN,      // all NaNs are one key (TF's Literal special case)
  kComplex,  // followed by two words of bits
  kStr,      // a ref
  kTensor,   // | dtype << 8 | rank << 16, followed by the dimensions
  kVar,      // a ref (identity of the resource) | dtype << 8
  kList,     // | length << 8
  kTuple,    // | length << 8
  kDict,     // | length << 8, then key, value pairs in key-hash order
  kObject,   // a ref (identity)
  kDataset,  // a ref (the DatasetSpec text); its token is an input tensor
};

// splitmix64's finalizer: cheap and mixes every input bit.
inline uint64_t mix(uint64_t h, uint64_t w) {
  uint64_t x = h ^ (w + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2));
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

// Python's equality on numbers: an integral float is its integer.
void number_key(double d, CacheKey& key) {
  if (std::isnan(d)) {
    key.word(kNaN);
    return;
  }
  constexpr double kInt64Bound = 9223372036854775808.0;  // 2**63
  if (d == std::floor(d) && d >= -kInt64Bound && d < kInt64Bound) {
    key.word(kInt);
    key.word(static_cast<uint64_t>(static_cast<int64_t>(d)));
    return;
  }
  uint64_t bits;
  std::memcpy(&bits, &d, sizeof bits);
  key.word(kFloat);
  key.word(bits);
}

void shape_key(uint64_t tag, DType d, const Shape& s, CacheKey& key) {
  uint64_t rank = s.known_rank() ? static_cast<uint64_t>(s.rank()) : 0xff;
  key.word(tag | static_cast<uint64_t>(d) << 8 | rank << 16);
  for (int i = 0; i < s.rank(); ++i) key.word(static_cast<uint64_t>(s[i]));
}

bool ref_equal(const Value& a, const Value& b) {
  if (a.is(b)) return true;
  if (!a.is_obj() || !b.is_obj()) return false;
  TypeObject* ta = a.as_obj()->type;
  if (ta != b.as_obj()->type) return false;
  if (ta == types().str) return a.as<Str>()->s == b.as<Str>()->s;
  if (is_variable_type(ta)) return a.as<VariableObj>()->slot == b.as<VariableObj>()->slot;
  return false;
}

}  // namespace

void CacheKey::clear() {
  words_.clear();
  refs_.clear();
  hash_ = 0;
}

void CacheKey::word(uint64_t w) {
  words_.push_back(w);
  hash_ = mix(hash_, w);
}

void CacheKey::ref(const Value& v, uint64_t h) {
  refs_.push_back(v);
  word(h);
}

bool CacheKey::operator==(const CacheKey& o) const {
  if (hash_ != o.hash_ || words_ != o.words_ || refs_.size() != o.refs_.size()) return false;
  for (size_t i = 0; i < refs_.size(); ++i)
    if (!ref_equal(refs_[i], o.refs_[i])) return false;
  return true;
}

std::vector<std::pair<Value, Value>> sorted_dict_items(Interpreter& in, const Value& dict) {
  std::vector<std::pair<int64_t, std::pair<Value, Value>>> items;
  dict.as<Dict>()->table.for_each([&](const Value& k, const Value& x) {
    items.push_back({in.hash(k), {k, x}});
  });
  std::stable_sort(items.begin(), items.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<std::pair<Value, Value>> out;
  out.reserve(items.size());
  for (auto& item : items) out.push_back(std::move(item.second));
  return out;
}

bool append_cache_key(Interpreter& in, const Value& v, CacheKey& key, InputTensors& tensors) {
  switch (v.tag()) {
    case minitf::Tag::None:
    case minitf::Tag::Undef:
      key.word(kNone);
      return true;
    case minitf::Tag::Bool:
    case minitf::Tag::Int:
      key.word(kInt);
      key.word(static_cast<uint64_t>(v.as_int()));
      return true;
    case minitf::Tag::Float:
      number_key(v.as_float(), key);
      return true;
    case minitf::Tag::Obj:
      break;
  }
  Object* o = v.as_obj();
  TypeObject* t = o->type;
  if (t == eager_tensor_type() || is_numpy_value(v)) {
    const Tensor& x = static_cast<TensorObj*>(o)->t;
    shape_key(kTensor, x.dtype(), x.shape(), key);
    tensors.push_back(x);
    return true;
  }
  if (t == tf_tensor_type()) return false;
  if (is_variable_type(t)) {
    const VariableObj& var = *static_cast<VariableObj*>(o);
    key.ref(v, reinterpret_cast<uintptr_t>(var.slot.get()));
    shape_key(kVar, var.slot->dtype, var.slot->shape, key);
    return true;
  }
  if (t == types().str) {
    key.word(kStr);
    key.ref(v, static_cast<uint64_t>(static_cast<Str*>(o)->hash()));
    return true;
  }
  if (t == types().complex) {
    auto* c = static_cast<Complex*>(o);
    if (c->im == 0) {
      number_key(c->re, key);
    } else {
      uint64_t re, im;
      std::memcpy(&re, &c->re, sizeof re);
      std::memcpy(&im, &c->im, sizeof im);
      key.word(kComplex);
      key.word(re);
      key.word(im);
    }
    return true;
  }
  if (t == types().list || t == types().tuple) {
    const std::vector<Value>& items =
        t == types().list ? static_cast<List*>(o)->items : static_cast<Tuple*>(o)->items;
    key.word((t == types().list ? kList : kTuple) | static_cast<uint64_t>(items.size()) << 8);
    for (const Value& x : items)
      if (!append_cache_key(in, x, key, tensors)) return false;
    return true;
  }
  if (t == types().dict) {
    std::vector<std::pair<Value, Value>> items = sorted_dict_items(in, v);
    key.word(kDict | static_cast<uint64_t>(items.size()) << 8);
    for (auto& item : items) {
      if (!append_cache_key(in, item.first, key, tensors)) return false;
      if (!append_cache_key(in, item.second, key, tensors)) return false;
    }
    return true;
  }
  if (t == tensor_spec_type()) {
    const TensorSpecObj& s = *static_cast<TensorSpecObj*>(o);
    // A spec and a tensor of that spec are one key (TF's TensorSpec trace
    // type): get_concrete_function(TensorSpec) finds the tensor's trace.
    shape_key(kTensor, s.dtype, s.shape, key);
    return true;
  }
  if (Value spec, token; dataset_trace_input(in, v, &spec, &token)) {
    key.word(kDataset);
    key.ref(spec, static_cast<uint64_t>(spec.as<Str>()->hash()));
    tensors.push_back(tensor_of(token));
    return true;
  }
  key.word(kObject);
  key.ref(v, reinterpret_cast<uintptr_t>(o));
  return true;
}

}  // namespace minitf
