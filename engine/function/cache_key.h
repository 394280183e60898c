// The trace-cache key of a tf.function call, after the "Functions, not
// Sessions" RFC: tensors by dtype and static shape, variables by identity,
// Python scalars, strings and None by value with Python's == (1, 1.0 and
// True are one key), lists/tuples/dicts by structure and elements, any other
// object by identity.
//
// A key is built on every call, so building one allocates nothing once the
// scratch key has grown to size: it is a flat array of 64-bit words (tags,
// dtypes, dimensions, numbers) plus the few objects compared by value or
// identity (strings, complex numbers, variables, other objects), with the
// hash accumulated as words are appended. Strings hash through their cached
// Python hash.
#pragma once

#include <cstdint>
#include <vector>

#include "framework/tensor_object.h"
#include "tensor/small_vector.h"

namespace minitf {

class CacheKey {
 public:
  void clear();
  void word(uint64_t w);
  // An object compared by value (str, complex) or identity (anything else;
  // variables by their resource), mixed into the hash as `h`.
  void ref(const Value& v, uint64_t h);
  uint64_t hash() const { return hash_; }
  bool operator==(const CacheKey& o) const;
  bool operator!=(const CacheKey& o) const { return !(*this == o); }
  size_t num_words() const { return words_.size(); }

 private:
  std::vector<uint64_t> words_;
  std::vector<Value> refs_;
  uint64_t hash_ = 0;
};

// The tensors a call feeds its graph, in flattening order.
using InputTensors = SmallVector<Tensor, 8>;

// A dict's items in the order keys and traces use: by the keys' Python hash
// (stable), so {'a': 1, 'b': 2} and {'b': 2, 'a': 1} give one key.
std::vector<std::pair<Value, Value>> sorted_dict_items(Interpreter& in, const Value& dict);

// Appends the key of argument `v` and collects its tensors (eager tensors and
// numpy values; not variables, which graphs capture by resource). Returns
// false when `v` holds a symbolic tensor (a graph tensor passed to an eager
// call).
bool append_cache_key(Interpreter& in, const Value& v, CacheKey& key, InputTensors& tensors);

}  // namespace minitf
