// ArgVec: the positional arguments of a call. Most calls pass a handful of
// values, so they live in an inline buffer and a call to a builtin (`str(i)`,
// `d.get(k, 0)`, a tensor's `__add__`) allocates nothing for its arguments.
// The interface is the subset of std::vector that argument handling uses.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <initializer_list>
#include <new>
#include <vector>

#include "base/assert.h"
#include "runtime/value.h"

namespace minitf {

class ArgVec {
 public:
  using value_type = Value;
  using iterator = Value*;
  using const_iterator = const Value*;

  ArgVec() = default;
  ArgVec(const Value* first, const Value* last) { assign(first, last); }
  ArgVec(std::initializer_list<Value> values) { assign(values.begin(), values.end()); }
  ArgVec(const std::vector<Value>& values) { assign(values.data(), values.data() + values.size()); }
  ArgVec(const ArgVec& other) { assign(other.begin(), other.end()); }
  ArgVec(ArgVec&& other) noexcept { take(other); }
  ArgVec& operator=(const ArgVec& other) {
    if (this != &other) assign(other.begin(), other.end());
    return *this;
  }
  ArgVec& operator=(ArgVec&& other) noexcept {
    if (this != &other) {
      release();
      take(other);
    }
    return *this;
  }
  ArgVec& operator=(std::initializer_list<Value> values) {
    assign(values.begin(), values.end());
    return *this;
  }
  ArgVec& operator=(const std::vector<Value>& values) {
    assign(values.data(), values.data() + values.size());
    return *this;
  }
  ~ArgVec() { release(); }

  // A copy as a std::vector, for the APIs that keep one (tuples, lists).
  operator std::vector<Value>() const { return std::vector<Value>(begin(), end()); }

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Value* data() { return data_; }
  const Value* data() const { return data_; }
  Value* begin() { return data_; }
  Value* end() { return data_ + size_; }
  const Value* begin() const { return data_; }
  const Value* end() const { return data_ + size_; }
  Value& operator[](size_t i) {
    MINITF_ASSERT(i < size_, "argument index out of range");
    return data_[i];
  }
  const Value& operator[](size_t i) const {
    MINITF_ASSERT(i < size_, "argument index out of range");
    return data_[i];
  }
  Value& front() { return data_[0]; }
  Value& back() { return data_[size_ - 1]; }
  const Value& back() const { return data_[size_ - 1]; }

  void reserve(size_t n) {
    if (n > cap_) grow(n);
  }
  void clear() {
    for (size_t i = 0; i < size_; ++i) data_[i].~Value();
    size_ = 0;
  }
  void assign(const Value* first, const Value* last) {
    clear();
    size_t n = size_t(last - first);
    reserve(n);
    for (size_t i = 0; i < n; ++i) new (data_ + i) Value(first[i]);
    size_ = n;
  }
  void push_back(const Value& v) { emplace_back(v); }
  void push_back(Value&& v) { emplace_back(std::move(v)); }
  template <class... A>
  Value& emplace_back(A&&... a) {
    if (size_ == cap_) {
      // `a` may refer into this buffer: build the value before growing.
      Value v(std::forward<A>(a)...);
      grow(cap_ * 2);
      return *new (data_ + size_++) Value(std::move(v));
    }
    return *new (data_ + size_++) Value(std::forward<A>(a)...);
  }
  void pop_back() {
    MINITF_ASSERT(size_ > 0, "pop_back of no arguments");
    data_[--size_].~Value();
  }
  // Inserts one value before `at` (used to prepend `self`).
  Value* insert(Value* at, Value v) {
    size_t i = size_t(at - data_);
    emplace_back(std::move(v));
    std::rotate(data_ + i, data_ + size_ - 1, data_ + size_);
    return data_ + i;
  }
  // Appends [first, last), which must not point into this vector.
  Value* insert(Value* at, const Value* first, const Value* last) {
    MINITF_ASSERT(last < data_ || first >= data_ + size_,
                  "inserting a range of the vector into itself");
    size_t i = size_t(at - data_), n = size_t(last - first);
    reserve(size_ + n);
    for (size_t k = 0; k < n; ++k) new (data_ + size_ + k) Value(first[k]);
    size_ += n;
    std::rotate(data_ + i, data_ + size_ - n, data_ + size_);
    return data_ + i;
  }
  Value* erase(Value* at) {
    std::move(at + 1, end(), at);
    pop_back();
    return at;
  }

 private:
  // Calls with more arguments than this are rare (print of many values).
  static constexpr size_t kInline = 6;

  void grow(size_t n) {
    n = std::max<size_t>(n, kInline * 2);
    auto* mem = static_cast<Value*>(std::malloc(n * sizeof(Value)));
    if (!mem) throw std::bad_alloc();
    for (size_t i = 0; i < size_; ++i) {
      new (mem + i) Value(std::move(data_[i]));
      data_[i].~Value();
    }
    if (data_ != inline_values()) std::free(data_);
    data_ = mem;
    cap_ = n;
  }
  void release() {
    clear();
    if (data_ != inline_values()) std::free(data_);
    data_ = inline_values();
    cap_ = kInline;
  }
  // Steals other's heap buffer, or moves its inline values one by one.
  void take(ArgVec& other) {
    if (other.data_ != other.inline_values()) {
      data_ = other.data_;
      size_ = other.size_;
      cap_ = other.cap_;
      other.data_ = other.inline_values();
      other.size_ = 0;
      other.cap_ = kInline;
      return;
    }
    for (size_t i = 0; i < other.size_; ++i) new (data_ + i) Value(std::move(other.data_[i]));
    size_ = other.size_;
    other.clear();
  }
  Value* inline_values() { return reinterpret_cast<Value*>(buf_); }

  alignas(Value) unsigned char buf_[kInline * sizeof(Value)];
  Value* data_ = inline_values();
  size_t size_ = 0;
  size_t cap_ = kInline;
};

}  // namespace minitf
