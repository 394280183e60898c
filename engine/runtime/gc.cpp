// The cycle collector (gc.h says the design).
#include "runtime/gc.h"

#include <vector>

namespace minitf {

namespace {

thread_local GcState* g_active_gc = nullptr;

void list_init(GcLinks* head) { head->gc_prev = head->gc_next = head; }
bool list_empty(const GcLinks* head) { return head->gc_next == head; }

void list_unlink(GcLinks* node) {
  node->gc_prev->gc_next = node->gc_next;
  node->gc_next->gc_prev = node->gc_prev;
  node->gc_prev = node->gc_next = nullptr;
}

void list_append(GcLinks* head, GcLinks* node) {
  node->gc_prev = head->gc_prev;
  node->gc_next = head;
  head->gc_prev->gc_next = node;
  head->gc_prev = node;
}

void list_move(GcLinks* node, GcLinks* head) {
  list_unlink(node);
  list_append(head, node);
}

// Appends all of `from` to `to`, leaving `from` empty.
void list_merge(GcLinks* from, GcLinks* to) {
  if (list_empty(from)) return;
  GcLinks* first = from->gc_next;
  GcLinks* last = from->gc_prev;
  first->gc_prev = to->gc_prev;
  to->gc_prev->gc_next = first;
  last->gc_next = to;
  to->gc_prev = last;
  list_init(from);
}

int64_t list_size(const GcLinks* head) {
  int64_t n = 0;
  for (const GcLinks* p = head->gc_next; p != head; p = p->gc_next) ++n;
  return n;
}

GcObject* as_object(GcLinks* node) { return static_cast<GcObject*>(node); }

// A reference from one object of the collected generations to another is
// internal: it does not keep the referent alive from outside.
void visit_decref(Object* o, void*) {
  if (o->gc_flags & kGcCollecting) --static_cast<GcObject*>(o)->gc_refs;
}

struct MarkStack {
  std::vector<GcObject*> items;
};

void visit_reach(Object* o, void* arg) {
  if ((o->gc_flags & (kGcCollecting | kGcReachable)) != kGcCollecting) return;
  o->gc_flags |= kGcReachable;
  static_cast<MarkStack*>(arg)->items.push_back(static_cast<GcObject*>(o));
}

// Copies each refcount, subtracts the internal references, and marks what
// is referenced from outside and everything it reaches.
void mark_reachable(GcLinks* young) {
  for (GcLinks* p = young->gc_next; p != young; p = p->gc_next) {
    GcObject* o = as_object(p);
    o->gc_refs = int64_t(o->refcount);
    o->gc_flags = uint8_t((o->gc_flags | kGcCollecting) & ~kGcReachable);
  }
  for (GcLinks* p = young->gc_next; p != young; p = p->gc_next)
    as_object(p)->gc_traverse(GcVisitor{visit_decref, nullptr});
  MarkStack stack;
  for (GcLinks* p = young->gc_next; p != young; p = p->gc_next) {
    GcObject* o = as_object(p);
    MINITF_ASSERT(o->gc_refs >= 0, "a gc_traverse visited a reference its object does not own");
    if (o->gc_refs > 0 && !(o->gc_flags & kGcReachable)) {
      o->gc_flags |= kGcReachable;
      stack.items.push_back(o);
    }
  }
  GcVisitor reach{visit_reach, &stack};
  while (!stack.items.empty()) {
    GcObject* o = stack.items.back();
    stack.items.pop_back();
    o->gc_traverse(reach);
  }
}

// Moves the objects not marked reachable from `young` to `unreachable`, and
// ends the collection's marks on the reachable ones.
void split_unreachable(GcLinks* young, GcLinks* unreachable) {
  for (GcLinks* p = young->gc_next; p != young;) {
    GcLinks* next = p->gc_next;
    GcObject* o = as_object(p);
    if (o->gc_flags & kGcReachable) {
      o->gc_flags = uint8_t(o->gc_flags & ~(kGcCollecting | kGcReachable));
    } else {
      list_move(p, unreachable);
    }
    p = next;
  }
}

// PEP 442: runs the finaliser of each unreachable object that has one still
// to run, before any is cleared, so each finaliser sees its objects whole.
// Each object moves to a side list first: a finaliser may free others of the
// list (by dropping its references to them), which unlink themselves.
bool finalize_garbage(Interpreter& in, GcLinks* unreachable) {
  bool ran = false;
  GcLinks seen;
  list_init(&seen);
  while (!list_empty(unreachable)) {
    GcObject* o = as_object(unreachable->gc_next);
    list_move(o, &seen);
    if ((o->gc_flags & kGcFinalized) || !o->gc_needs_finalizer()) continue;
    o->gc_flags |= kGcFinalized;
    ran = true;
    incref(o);
    o->gc_finalize(in);
    decref(o);
  }
  list_merge(&seen, unreachable);
  return ran;
}

// After finalisers ran: what they made referenced again from outside (and all
// it reaches) is resurrected and moves to `old`; the rest stays unreachable.
void handle_resurrected(GcLinks* unreachable, GcLinks* old) {
  mark_reachable(unreachable);
  GcLinks still_garbage;
  list_init(&still_garbage);
  split_unreachable(unreachable, &still_garbage);
  // What is left on `unreachable` is the resurrected part.
  list_merge(unreachable, old);
  list_merge(&still_garbage, unreachable);
}

// Breaks every unreachable object apart; reference counting frees them. An
// object still alive after its own clear (something outside the cycle was
// freed with it and it is not yet released) moves to `old`, as CPython's
// delete_garbage does.
void delete_garbage(GcLinks* unreachable, GcLinks* old) {
  while (!list_empty(unreachable)) {
    GcObject* o = as_object(unreachable->gc_next);
    incref(o);  // held while it clears, so it is freed after, not during
    o->gc_clear();
    o->gc_flags = uint8_t(o->gc_flags & ~(kGcCollecting | kGcReachable));
    list_move(o, old);
    decref(o);
  }
}

}  // namespace

GcObject::GcObject(TypeObject* t) : Object(t) {
  if (GcState* gc = g_active_gc) gc->track(this);
}

GcObject::~GcObject() {
  if (gc_flags & kGcTracked) {
    list_unlink(this);
    if (GcState* gc = g_active_gc) gc->on_untrack();
  }
}

GcState::GcState() {
  for (GcLinks& g : gens_) list_init(&g);
}

GcState::~GcState() {
  for (GcLinks& g : gens_) {
    while (!list_empty(&g)) {
      GcLinks* p = g.gc_next;
      list_unlink(p);
      GcObject* o = as_object(p);
      o->gc_flags = uint8_t(o->gc_flags & ~(kGcTracked | kGcCollecting | kGcReachable));
    }
  }
  if (g_active_gc == this) g_active_gc = nullptr;
}

void GcState::track(GcObject* o) {
  o->gc_flags |= kGcTracked;
  list_append(&gens_[0], o);
  ++counts_[0];
  if (enabled && thresholds[0] > 0 && counts_[0] > thresholds[0] && !collecting_) pending_ = true;
}

int64_t GcState::collect(Interpreter& in, int generation) {
  if (collecting_) return 0;  // a finaliser's gc.collect() during a collection
  pending_ = false;
  return collect_impl(in, generation);
}

void GcState::collect_scheduled(Interpreter& in) {
  pending_ = false;
  if (!enabled || collecting_) return;
  for (int i = kGcGenerations - 1; i >= 0; --i) {
    if (counts_[i] <= thresholds[i]) continue;
    if (i == kGcGenerations - 1 && long_lived_pending_ < long_lived_total_ / kGcLongLivedRatio)
      continue;
    collect_impl(in, i);
    return;
  }
}

int64_t GcState::collect_impl(Interpreter& in, int generation) {
  collecting_ = true;
  struct Leave {
    bool& flag;
    ~Leave() { flag = false; }
  } leave{collecting_};

  if (generation + 1 < kGcGenerations) ++counts_[generation + 1];
  for (int i = 0; i <= generation; ++i) counts_[i] = 0;
  GcLinks* young = &gens_[generation];
  for (int i = 0; i < generation; ++i) list_merge(&gens_[i], young);
  GcLinks* old = generation + 1 < kGcGenerations ? &gens_[generation + 1] : young;

  mark_reachable(young);
  GcLinks unreachable;
  list_init(&unreachable);
  split_unreachable(young, &unreachable);

  if (generation == kGcGenerations - 2) {
    long_lived_pending_ += list_size(young);
  } else if (generation == kGcGenerations - 1) {
    long_lived_pending_ = 0;
    long_lived_total_ = list_size(young);
  }
  if (young != old) list_merge(young, old);

  if (owner && finalize_garbage(in, &unreachable)) handle_resurrected(&unreachable, old);

  // CPython counts each unreachable container (what a finaliser resurrected
  // is not); an instance's never-exposed __dict__ is part of the instance
  // there (inline values), so not here.
  int64_t found = 0;
  for (GcLinks* p = unreachable.gc_next; p != &unreachable; p = p->gc_next)
    if (!(as_object(p)->gc_flags & kGcManagedDict)) ++found;

  delete_garbage(&unreachable, old);
  return found;
}

GcState* active_gc() { return g_active_gc; }

void free_with_finalizer(Object* o) {
  // Only GcObjects carry kGcHasFinalizer. Without a running session (an
  // interpreter being torn down, a front end's own references) there is no
  // interpreter to run Python code: the object is freed without it.
  GcState* gc = g_active_gc;
  if (gc && gc->owner && !(o->gc_flags & kGcFinalized)) {
    o->gc_flags |= kGcFinalized;
    o->refcount = 1;  // held while its finaliser runs
    static_cast<GcObject*>(o)->gc_finalize(*gc->owner);
    if (--o->refcount != 0) return;  // resurrected: freed when released again
  }
  delete o;
}

ActiveGcScope::ActiveGcScope(GcState* gc) : saved_(g_active_gc) { g_active_gc = gc; }
ActiveGcScope::~ActiveGcScope() { g_active_gc = saved_; }

}  // namespace minitf
