// A vector with inline capacity N that only allocates past N elements: op
// inputs and outputs travel in these so a one-output eager op stays heap-free.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <new>
#include <type_traits>
#include <utility>

#include "base/assert.h"

namespace minitf {

template <class T, size_t N>
class SmallVector {
 public:
  SmallVector() = default;
  SmallVector(std::initializer_list<T> init) {
    reserve(init.size());
    for (const T& v : init) push_back(v);
  }
  SmallVector(const SmallVector& o) {
    reserve(o.size_);
    for (size_t i = 0; i < o.size_; ++i) push_back(o[i]);
  }
  SmallVector(SmallVector&& o) noexcept { take(std::move(o)); }
  SmallVector& operator=(const SmallVector& o) {
    if (this != &o) {
      clear();
      reserve(o.size_);
      for (size_t i = 0; i < o.size_; ++i) push_back(o[i]);
    }
    return *this;
  }
  SmallVector& operator=(SmallVector&& o) noexcept {
    if (this != &o) {
      destroy();
      take(std::move(o));
    }
    return *this;
  }
  ~SmallVector() { destroy(); }

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T* data() { return ptr(); }
  const T* data() const { return ptr(); }
  T& operator[](size_t i) {
    MINITF_ASSERT(i < size_, "index out of the vector");
    return ptr()[i];
  }
  const T& operator[](size_t i) const {
    MINITF_ASSERT(i < size_, "index out of the vector");
    return ptr()[i];
  }
  T& front() { return ptr()[0]; }
  T& back() { return ptr()[size_ - 1]; }
  const T& back() const { return ptr()[size_ - 1]; }
  T* begin() { return ptr(); }
  T* end() { return ptr() + size_; }
  const T* begin() const { return ptr(); }
  const T* end() const { return ptr() + size_; }

  void reserve(size_t n) {
    if (n <= cap_) return;
    T* fresh = static_cast<T*>(::operator new(n * sizeof(T)));
    T* old = ptr();
    for (size_t i = 0; i < size_; ++i) {
      new (fresh + i) T(std::move(old[i]));
      old[i].~T();
    }
    if (heap_) ::operator delete(heap_);
    heap_ = fresh;
    cap_ = n;
  }
  void push_back(const T& v) { emplace_back(v); }
  void push_back(T&& v) { emplace_back(std::move(v)); }
  template <class... A>
  T& emplace_back(A&&... a) {
    if (size_ == cap_) reserve(cap_ * 2);
    T* p = new (ptr() + size_) T(std::forward<A>(a)...);
    ++size_;
    return *p;
  }
  void pop_back() { ptr()[--size_].~T(); }
  void clear() {
    for (size_t i = 0; i < size_; ++i) ptr()[i].~T();
    size_ = 0;
  }

 private:
  T* ptr() { return heap_ ? heap_ : reinterpret_cast<T*>(inline_); }
  const T* ptr() const { return heap_ ? heap_ : reinterpret_cast<const T*>(inline_); }
  void destroy() {
    clear();
    if (heap_) ::operator delete(heap_);
    heap_ = nullptr;
    cap_ = N;
  }
  void take(SmallVector&& o) {
    if (o.heap_) {
      heap_ = o.heap_;
      cap_ = o.cap_;
      size_ = o.size_;
      o.heap_ = nullptr;
      o.cap_ = N;
      o.size_ = 0;
    } else {
      heap_ = nullptr;
      cap_ = N;
      size_ = 0;
      for (size_t i = 0; i < o.size_; ++i) push_back(std::move(o[i]));
      o.clear();
    }
  }

  alignas(T) unsigned char inline_[N * sizeof(T)];
  T* heap_ = nullptr;
  size_t size_ = 0;
  size_t cap_ = N;
};

// A non-owning view of contiguous elements (C++17 has no std::span).
template <class T>
class Span {
 public:
  Span() = default;
  Span(const T* data, size_t size) : data_(data), size_(size) {}
  Span(std::initializer_list<T> il) : data_(il.begin()), size_(il.size()) {}
  template <class C, class = decltype(std::declval<const C&>().data())>
  Span(const C& c) : data_(c.data()), size_(c.size()) {}
  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const T& operator[](size_t i) const {
    MINITF_ASSERT(i < size_, "index out of the span");
    return data_[i];
  }
  const T* data() const { return data_; }
  const T* begin() const { return data_; }
  const T* end() const { return data_ + size_; }

 private:
  const T* data_ = nullptr;
  size_t size_ = 0;
};

}  // namespace minitf
