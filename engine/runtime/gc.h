// The cycle collector: reclaims reference cycles that reference counting
// alone never frees (`a.me = a`, a list that contains itself, two objects
// that point at each other).
//
// The design is CPython's (Modules/gcmodule.c). Every container object that
// can take part in a cycle derives from GcObject: while a collector is active
// on the thread (Interpreter::exec), a new one is linked into generation 0 of
// that interpreter's GcState. A collection of generations 0..g copies each
// object's refcount into gc_refs, subtracts the references the objects of
// those generations hold to each other (each type's gc_traverse), and keeps
// what is still above zero (referenced from outside: the evaluator's stacks,
// untracked objects, older generations) together with everything it reaches;
// the rest is unreachable. Unreachable objects are finalised once (__del__,
// PEP 442), checked again for resurrection, then broken apart with each
// type's gc_clear, and reference counting frees them.
//
// Objects that are not GcObjects (str, numbers, native iterators, suspended
// generators, the tensor-side objects of the upper layers) hold references the
// collector never sees, so what they point at always counts as referenced
// from outside: the collector may leak such a cycle but can never free an
// object something still uses. A layer above runtime makes its own Python
// objects collectable by deriving them from GcObject and implementing
// gc_traverse and gc_clear for the references they own.
#pragma once

#include <cstdint>

#include "runtime/value.h"

namespace minitf {

class Interpreter;

// CPython's three generations and default thresholds (gc.get_threshold()):
// generation 0 is collected when tracked allocations minus deallocations pass
// 700, each older one after 10 collections of the one below.
constexpr int kGcGenerations = 3;
constexpr int kGcDefaultThreshold0 = 700;
constexpr int kGcDefaultThreshold1 = 10;
constexpr int kGcDefaultThreshold2 = 10;
// CPython's guard against quadratic full collections: the oldest generation
// is collected only once the objects that survived a young collection since
// the last full one are at least this fraction (1/4) of the long-lived ones.
constexpr int64_t kGcLongLivedRatio = 4;

// Intrusive doubly-linked list node; a generation's head is a bare node.
struct GcLinks {
  GcLinks* gc_prev = nullptr;
  GcLinks* gc_next = nullptr;
};

// What gc_traverse calls for each reference the object owns.
struct GcVisitor {
  void (*fn)(Object* o, void* arg);
  void* arg;
  void operator()(const Value& v) const {
    if (v.is_obj()) fn(v.as_obj(), arg);
  }
  void operator()(Object* o) const {
    if (o) fn(o, arg);
  }
};

// A container the collector tracks.
struct GcObject : Object, GcLinks {
  int64_t gc_refs = 0;  // the collection's working count
  explicit GcObject(TypeObject* t);
  ~GcObject() override;
  // Visits every reference this object owns (each counted once in the
  // referent's refcount), and nothing else: visiting a reference it does not
  // own could free an object still in use. One it owns and skips only makes
  // what it points at look referenced from outside.
  virtual void gc_traverse(const GcVisitor& visit) = 0;
  // Drops the references this object owns that can form cycles, leaving it in
  // a state its other methods and its destructor accept.
  virtual void gc_clear() = 0;
  // PEP 442: whether the object has a finaliser still to run (an instance
  // whose class defines __del__, a suspended generator), and running it.
  // The collector runs every unreachable object's finaliser once, before it
  // clears any of them, and spares what the finalisers resurrected.
  virtual bool gc_needs_finalizer() const { return false; }
  virtual void gc_finalize(Interpreter& /*in*/) {}
};

// A GcObject on one of a collector's lists.
inline bool gc_is_tracked(const Object* o) { return (o->gc_flags & kGcTracked) != 0; }

// One interpreter's collector: its generations, counts and thresholds.
class GcState {
 public:
  GcState();
  // Objects still tracked (leaked or outliving the interpreter) are detached:
  // they stay valid and are freed by reference counting alone.
  ~GcState();
  GcState(const GcState&) = delete;
  GcState& operator=(const GcState&) = delete;

  void track(GcObject* o);
  void on_untrack() {
    if (counts_[0] > 0) --counts_[0];
  }

  // gc.collect(generation): the number of unreachable objects found.
  int64_t collect(Interpreter& in, int generation);
  // True when an allocation passed a threshold: the evaluator then calls
  // collect_scheduled at its next safe point (a loop's back-edge, a call),
  // never inside an allocation, where objects may be half built.
  bool pending() const { return pending_; }
  void collect_scheduled(Interpreter& in);

  // The interpreter whose finalisers this collector runs.
  Interpreter* owner = nullptr;
  bool enabled = true;
  int thresholds[kGcGenerations] = {kGcDefaultThreshold0, kGcDefaultThreshold1,
                                    kGcDefaultThreshold2};
  int64_t count(int generation) const { return counts_[generation]; }
  bool collecting() const { return collecting_; }

 private:
  int64_t collect_impl(Interpreter& in, int generation);
  GcLinks gens_[kGcGenerations];
  int64_t counts_[kGcGenerations] = {0, 0, 0};
  int64_t long_lived_total_ = 0;
  int64_t long_lived_pending_ = 0;
  bool pending_ = false;
  bool collecting_ = false;
};

// The collector that tracks new containers on this thread (null: none, so
// objects made outside any run, such as the built-in types, are untracked).
GcState* active_gc();

// Makes `gc` the thread's active collector for its lifetime (nests).
class ActiveGcScope {
 public:
  explicit ActiveGcScope(GcState* gc);
  ~ActiveGcScope();
  ActiveGcScope(const ActiveGcScope&) = delete;
  ActiveGcScope& operator=(const ActiveGcScope&) = delete;

 private:
  GcState* saved_;
};

}  // namespace minitf
