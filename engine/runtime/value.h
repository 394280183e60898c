// Value: the 16-byte tagged value every part of the interpreter passes around.
//
// None, bools, ints and floats live inline (no heap allocation); everything else
// is a reference-counted Object. Reference counting is deliberately non-atomic:
// one interpreter runs on one thread at a time.
#pragma once

#include <cstdint>
#include <cstring>
#include <utility>

#include "base/assert.h"

namespace minitf {

struct TypeObject;

// Every heap value. The refcount is intrusive so a Value stays 16 bytes.
struct Object {
  uint32_t refcount = 0;
  // The cycle collector's GcFlag bits (runtime/gc.h); zero on objects it does
  // not track. Fits in the padding before `type`: Object stays 24 bytes.
  uint8_t gc_flags = 0;
  // A byte for the concrete type's own use (Str: whether its text is ASCII),
  // in the same padding: a short str then fits a 64-byte allocation.
  uint8_t type_bits = 0;
  // Never null once the built-in types exist (`type`'s own type is set just
  // after it is made); borrowed (types outlive their instances).
  TypeObject* type;
  explicit Object(TypeObject* t) : type(t) {}
  virtual ~Object() = default;
  Object(const Object&) = delete;
  Object& operator=(const Object&) = delete;
};

// Object::gc_flags bits (the cycle collector, runtime/gc.h).
enum GcFlag : uint8_t {
  kGcTracked = 1,     // on one of a collector's lists
  kGcCollecting = 2,  // in the generations being collected now
  kGcReachable = 4,   // found reachable by the running collection
  kGcFinalized = 8,   // its finaliser (__del__) has run: PEP 442 runs it at most once
  // An instance's own __dict__, never exposed to Python: counted with its
  // instance, as CPython 3.11 keeps such attributes inline.
  kGcManagedDict = 16,
  // Its class defines __del__: freeing it runs that first (free_with_finalizer).
  kGcHasFinalizer = 32,
};

// Runs the finaliser of an object whose count reached zero, once, unless it
// ran before; frees the object unless the finaliser resurrected it (gc.cpp).
[[gnu::cold]] void free_with_finalizer(Object* o);

// The refcount of objects that live as long as the process: built-in and
// library types, their methods and dicts, singletons. Large enough that no
// program's increments reach zero's neighbourhood again.
constexpr uint32_t kImmortalRefcount = 1u << 30;

inline void incref(Object* o) { ++o->refcount; }
inline void decref(Object* o) {
  MINITF_ASSERT(o->refcount > 0, "decref of an object nobody holds");
  if (--o->refcount == 0) {
    if (__builtin_expect((o->gc_flags & kGcHasFinalizer) != 0, 0)) {
      free_with_finalizer(o);
    } else {
      delete o;
    }
  }
}

// Undef marks an unassigned local variable slot; it never escapes to Python.
enum class Tag : uint8_t { None, Bool, Int, Float, Obj, Undef };

class Value {
 public:
  Value() : tag_(Tag::None) { u_.i = 0; }
  static Value none() { return Value(); }
  static Value undef() {
    Value v;
    v.tag_ = Tag::Undef;
    return v;
  }
  static Value boolean(bool b) {
    Value v;
    v.tag_ = Tag::Bool;
    v.u_.i = b ? 1 : 0;
    return v;
  }
  static Value integer(int64_t i) {
    Value v;
    v.tag_ = Tag::Int;
    v.u_.i = i;
    return v;
  }
  static Value floating(double d) {
    Value v;
    v.tag_ = Tag::Float;
    v.u_.f = d;
    return v;
  }
  // Takes a new reference to o (o may have refcount 0 when freshly made).
  static Value object(Object* o) {
    Value v;
    v.tag_ = Tag::Obj;
    v.u_.o = o;
    incref(o);
    return v;
  }

  Value(const Value& other) : tag_(other.tag_), u_(other.u_) {
    if (tag_ == Tag::Obj) incref(u_.o);
  }
  Value(Value&& other) noexcept : tag_(other.tag_), u_(other.u_) { other.tag_ = Tag::None; }
  // Assignment binds the new value before it releases the old one, as
  // CPython's stores do: the old value's __del__ may run arbitrary code that
  // reads (or changes) the slot being assigned, so the slot must already
  // hold its new value. The caller must not touch `*this` afterwards if the
  // slot lives in a container that code may have changed.
  Value& operator=(const Value& other) {
    if (other.tag_ == Tag::Obj) incref(other.u_.o);
    const Tag old_tag = tag_;
    Object* const old = u_.o;
    tag_ = other.tag_;
    u_ = other.u_;
    if (old_tag == Tag::Obj) decref(old);
    return *this;
  }
  Value& operator=(Value&& other) noexcept {
    if (this != &other) {
      const Tag old_tag = tag_;
      Object* const old = u_.o;
      tag_ = other.tag_;
      u_ = other.u_;
      other.tag_ = Tag::None;
      if (old_tag == Tag::Obj) decref(old);
    }
    return *this;
  }
  ~Value() { release(); }

  Tag tag() const { return tag_; }
  bool is_none() const { return tag_ == Tag::None; }
  bool is_undef() const { return tag_ == Tag::Undef; }
  bool is_bool() const { return tag_ == Tag::Bool; }
  bool is_int() const { return tag_ == Tag::Int; }
  bool is_float() const { return tag_ == Tag::Float; }
  bool is_obj() const { return tag_ == Tag::Obj; }
  // Python's int includes bool.
  bool is_intlike() const { return tag_ == Tag::Int || tag_ == Tag::Bool; }
  bool is_number() const { return tag_ == Tag::Int || tag_ == Tag::Bool || tag_ == Tag::Float; }

  bool as_bool() const { return u_.i != 0; }
  int64_t as_int() const { return u_.i; }  // valid for Int and Bool
  double as_float() const { return u_.f; }
  // Int, Bool or Float as a double.
  double to_double() const { return tag_ == Tag::Float ? u_.f : double(u_.i); }
  Object* as_obj() const { return u_.o; }
  template <class T>
  T* as() const {
    return static_cast<T*>(u_.o);
  }

  // Identity, as Python's `is`.
  bool is(const Value& other) const {
    if (tag_ != other.tag_) return false;
    if (tag_ == Tag::Float) return std::memcmp(&u_.f, &other.u_.f, sizeof(double)) == 0;
    return u_.i == other.u_.i;
  }

 private:
  void release() {
    if (tag_ == Tag::Obj) decref(u_.o);
  }
  Tag tag_;
  union {
    int64_t i;
    double f;
    Object* o;
  } u_;
};

static_assert(sizeof(Value) == 16, "Value must stay 16 bytes");

// An owning smart pointer for a concrete object type.
template <class T>
class Ref {
 public:
  Ref() = default;
  Ref(T* p) : p_(p) {
    if (p_) incref(p_);
  }
  Ref(const Ref& o) : p_(o.p_) {
    if (p_) incref(p_);
  }
  Ref(Ref&& o) noexcept : p_(o.p_) { o.p_ = nullptr; }
  Ref& operator=(Ref o) {
    std::swap(p_, o.p_);
    return *this;
  }
  ~Ref() {
    if (p_) decref(p_);
  }
  T* get() const { return p_; }
  T* operator->() const { return p_; }
  T& operator*() const { return *p_; }
  explicit operator bool() const { return p_ != nullptr; }
  Value value() const { return p_ ? Value::object(p_) : Value(); }

 private:
  T* p_ = nullptr;
};

template <class T, class... A>
Ref<T> make(A&&... a) {
  return Ref<T>(new T(std::forward<A>(a)...));
}

}  // namespace minitf
