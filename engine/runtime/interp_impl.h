// Internals shared by the evaluator files (eval_*.cpp, exec_*.cpp, calls.cpp,
// protocol_*.cpp). Not part of the engine's public API.
#pragma once

#include <cmath>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "runtime/types.h"

namespace minitf {

// Locals of most functions fit in this many slots on the native stack, so a
// call allocates nothing on the heap.
constexpr int32_t kInlineSlots = 16;
// A RecursionError is raised when less than this much native stack is left,
// whatever the Python recursion limit says (deep C++ recursion in user-level
// code, such as repr of nested lists, is caught the same way).
constexpr size_t kStackSafetyMargin = 256 * 1024;

// Arithmetic of two int64s without the object protocol: false when the
// general path must decide (overflow, which makes a big int; negative
// operands of % and //, whose rounding the protocol implements; division by
// zero; the other operators).
[[gnu::always_inline]] inline bool int_binop(BinOpKind op, int64_t x, int64_t y, int64_t& z) {
  switch (op) {
    case BinOpKind::Add:
      return !__builtin_add_overflow(x, y, &z);
    case BinOpKind::Sub:
      return !__builtin_sub_overflow(x, y, &z);
    case BinOpKind::Mult:
      return !__builtin_mul_overflow(x, y, &z);
    case BinOpKind::Mod:
      if (!(y > 0 && x >= 0)) return false;
      z = x % y;
      return true;
    case BinOpKind::FloorDiv:
      if (!(y > 0 && x >= 0)) return false;
      z = x / y;
      return true;
    default:
      return false;
  }
}

// The same for two floats: + - * and division by non-zero, whose results
// need no check (pow, with its domain errors, is number_binop's).
[[gnu::always_inline]] inline bool float_binop(BinOpKind op, double x, double y, double& z) {
  switch (op) {
    case BinOpKind::Add:
      z = x + y;
      return true;
    case BinOpKind::Sub:
      z = x - y;
      return true;
    case BinOpKind::Mult:
      z = x * y;
      return true;
    case BinOpKind::Div:
      if (y == 0) return false;
      z = x / y;
      return true;
    default:
      return false;
  }
}

// Arithmetic of two ints or two floats without the object protocol, for
// binary operators and augmented assignment alike. False when the general
// path must decide: other types, overflow (it raises OverflowError), negative
// operands of % and //, division by zero.
[[gnu::always_inline]] inline bool number_binop(BinOpKind op, const Value& l, const Value& r,
                                                Value& out) {
  if (l.is_int() && r.is_int()) {
    int64_t z;
    if (!int_binop(op, l.as_int(), r.as_int(), z)) return false;
    out = Value::integer(z);
    return true;
  }
  if (l.is_float() && r.is_float()) {
    double x = l.as_float(), y = r.as_float();
    switch (op) {
      case BinOpKind::Pow: {
        // A positive base and a finite result; the general path gives
        // complex results, ZeroDivisionError and OverflowError.
        if (!(x > 0)) return false;
        double z = std::pow(x, y);
        if (!std::isfinite(z) && std::isfinite(x) && std::isfinite(y)) return false;
        out = Value::floating(z);
        return true;
      }
      default: {
        double z;
        if (!float_binop(op, x, y, z)) return false;
        out = Value::floating(z);
        return true;
      }
    }
  }
  return false;
}

// The item obj[key] when obj is a list and key an int in range (negative
// counts from the end), else null: the getitem/setitem protocol then decides.
inline Value* list_item(const Value& obj, const Value& key) {
  if (!obj.is_obj() || !key.is_int() || obj.as_obj()->type != types().list) return nullptr;
  auto& items = obj.as<List>()->items;
  int64_t i = key.as_int();
  if (i < 0) i += int64_t(items.size());
  return i >= 0 && i < int64_t(items.size()) ? &items[size_t(i)] : nullptr;
}

// runtime/bigint.cpp: `x op y` for int64 operands whose result leaves int64.
Value int_overflow_binop(BinOpKind op, int64_t x, int64_t y);
// `a == b` when either is a BigInt and the other a number (`decided`); else
// `decided` is false and the general equality decides.
bool bigint_eq(const Value& a, const Value& b, bool& decided);

// Calls step(item) for each item of `iterable` until step returns false, and
// says whether it ran to the end. Ranges, lists and tuples are walked in place
// (a list may grow or shrink while walked, as in Python); anything else goes
// through the iterator protocol. The loop of `for` and of comprehensions.
template <class Step>
bool for_each_item(Interpreter& in, const Value& iterable, Step&& step) {
  if (iterable.is_obj()) {
    Object* o = iterable.as_obj();
    if (o->type == types().range) {
      auto* r = static_cast<Range*>(o);
      int64_t n = r->length();
      for (int64_t k = 0; k < n; ++k)
        if (!step(Value::integer(r->start + k * r->step))) return false;
      return true;
    }
    if (o->type == types().list || o->type == types().tuple) {
      bool is_list = o->type == types().list;
      for (size_t k = 0;; ++k) {
        auto& items = is_list ? static_cast<List*>(o)->items : static_cast<Tuple*>(o)->items;
        if (k >= items.size()) return true;
        if (!step(Value(items[k]))) return false;
      }
    }
  }
  Value it = in.iter(iterable);
  Value item;
  while (in.next(it, item))
    if (!step(std::move(item))) return false;
  return true;
}

// An ordering or equality of two ints as a bool; false for the other
// operators (is, in), which the general path decides.
inline bool compare_ints(CmpOpKind op, int64_t x, int64_t y, Value& out) {
  switch (op) {
    case CmpOpKind::Lt:
      out = Value::boolean(x < y);
      return true;
    case CmpOpKind::LtE:
      out = Value::boolean(x <= y);
      return true;
    case CmpOpKind::Gt:
      out = Value::boolean(x > y);
      return true;
    case CmpOpKind::GtE:
      out = Value::boolean(x >= y);
      return true;
    case CmpOpKind::Eq:
      out = Value::boolean(x == y);
      return true;
    case CmpOpKind::NotEq:
      out = Value::boolean(x != y);
      return true;
    default:
      return false;
  }
}

// A running function, class body or module body.
struct Frame {
  Value* slots = nullptr;      // local variables (resolver slots)
  Ref<Cell>* cells = nullptr;  // own cells, then free variables
  int32_t nowncells = 0;       // cells below this index are this frame's locals
  Module* module = nullptr;    // globals
  Dict* class_ns = nullptr;    // class body namespace, when running one
  const char* name = "<module>";
  Function* func = nullptr;                           // the running function, if any (super())
  const std::shared_ptr<SourceUnit>* unit = nullptr;  // owner of the running code
  const SourceFile* file = nullptr;
  int line = 0;
  Frame* back = nullptr;
  Value retval;
  struct Generator* gen = nullptr;  // the generator whose body this frame runs
};

// Thrown through a drained generator expression's loop (drain_genexp) to end
// it early; never escapes generator_drain.
struct GenexpDrainStop {};

// How a statement finished. Break/continue/return never throw.
enum class Flow : uint8_t { Normal, Break, Continue, Return };

// Extension points for the library layer (tf module, @function), so that the
// runtime does not depend on it. All may be empty.
struct Interpreter::Extensions {
  // Called when a Python bool is needed from an object whose type defines no
  // __bool__/__len__ (never for built-ins).
  std::map<std::string, Value> state;  // named per-interpreter state for libraries
  // Told when a built-in hands Python a value that changes from call to call
  // (random.random(), time.time(), np.random.rand(), a tensor's .numpy()),
  // with the function that made it ("random.random"): the tf.function layer
  // flags it when a trace is about to freeze it into a graph. May be empty.
  std::function<void(Interpreter&, const char* source, const Value& value)> volatile_value;
};

// The source file a frame runs: a function's comes from its unit, a
// module's is set directly.
inline const SourceFile* frame_file(const Frame& f) {
  if (f.unit && *f.unit) return (*f.unit)->file.get();
  return f.file;
}

// Hands a note event (runtime/output.h) to the output sink: nothing in quiet
// mode, the explanation only in verbose mode.
inline void emit_note(Interpreter& in, const std::string& headline, const std::string& reason,
                      const std::string& lesson, const std::string& explanation) {
  Verbosity v = in.options().verbosity;
  if (v == Verbosity::Quiet) return;
  TraceEvent e;
  e.kind = TraceEvent::Note;
  e.headline = headline;
  e.reason = reason;
  e.lesson = lesson;
  if (v == Verbosity::Verbose) e.explanation = explanation;
  in.out().event(e);
}

// Appends `note` to the exception's __notes__ (PEP 678, as add_note does):
// the traceback prints it after the message, and str(exc) is unchanged.
void add_exception_note(Interpreter& in, ExceptionObj& exc, const std::string& note);

// Reports a call-to-call varying value to the volatile_value hook, if any.
inline void report_volatile_value(Interpreter& in, const char* source, const Value& value) {
  auto& hook = in.ext().volatile_value;
  if (hook) hook(in, source, value);
}

// The six ordering comparisons of two ints: true with the result in `out`;
// false (`out` untouched) for the other operators (is, in, not in).
[[gnu::always_inline]] inline bool compare_ints(CmpOpKind op, int64_t a, int64_t b, bool* out) {
  switch (op) {
    case CmpOpKind::Lt:
      return *out = a < b, true;
    case CmpOpKind::LtE:
      return *out = a <= b, true;
    case CmpOpKind::Gt:
      return *out = a > b, true;
    case CmpOpKind::GtE:
      return *out = a >= b, true;
    case CmpOpKind::Eq:
      return *out = a == b, true;
    case CmpOpKind::NotEq:
      return *out = a != b, true;
    default:
      return false;
  }
}

struct Interpreter::Impl {
  explicit Impl(Interpreter& i) : in(i) {}
  Interpreter& in;
  Frame* top = nullptr;
  int depth = 0;
  // Stack bounds of the thread running Python code: a RecursionError is
  // raised before the native stack runs out, whatever the recursion limit.
  char* stack_low = nullptr;
  // Cleared when the interpreter is destroyed: generators that outlive it
  // must not run code.
  std::shared_ptr<bool> alive = std::make_shared<bool>(true);
  // Generators started and not finished (closed when the session ends).
  std::set<struct Generator*> suspended_gens;
  std::map<std::string, ModuleFactory> factories;
  std::map<std::string, Ref<Module>> modules;
  std::vector<Ref<ExceptionObj>> handling;  // exceptions being handled (for bare raise)
  std::set<const Object*> repr_active;      // cycle guard for repr of containers
  // How many parsed top-level units (cells, REPL inputs) are still alive. A
  // unit lives only while something refers to its code: the run itself, then
  // the functions, classes and lambdas it defined (Function::unit); a
  // traceback keeps only the source text (SourceFile). The counter is shared
  // with each unit's deleter, so it may outlive the interpreter.
  std::shared_ptr<std::atomic<int64_t>> live_units = std::make_shared<std::atomic<int64_t>>(0);
  // Interned names: every AST node naming `x` shares one Str, so attribute
  // and keyword lookups compare pointers before bytes.
  std::map<std::string, Ref<Str>, std::less<>> interned;
  Ref<Str> intern(std::string_view s) {
    auto it = interned.find(s);
    if (it != interned.end()) return it->second;
    Ref<Str> r = make_str(std::string(s));
    interned.emplace(std::string(s), r);
    return r;
  }

  // ---- evaluation (eval_expr.cpp, exec_stmt.cpp) ----
  Value eval(const Expr* e, Frame& f);
  // eval() with the two commonest leaves, a constant and a bound local,
  // handled at the call site: operands of arithmetic, comparisons and calls
  // then cost no call and no dispatch.
  [[gnu::always_inline]] Value eval_leaf(const Expr* e, Frame& f) {
    if (e->kind == ExprKind::Name) {
      auto* n = static_cast<const NameExpr*>(e);
      if (n->scope == Scope::Local && !f.slots[n->index].is_undef()) return f.slots[n->index];
    } else if (e->kind == ExprKind::Constant) {
      return *static_cast<const ConstantExpr*>(e)->value;
    }
    return eval(e, f);
  }
  // eval_leaf that also goes straight to arithmetic (`i % 7` in `t + i % 7`),
  // so an operator's operands never depend on the compiler inlining eval.
  [[gnu::always_inline]] Value eval_operand(const Expr* e, Frame& f) {
    switch (e->kind) {
      case ExprKind::BinOp: {
        auto* b = static_cast<const BinOpExpr*>(e);
        if (!b->leaf_operands) return eval_binop(b, f);
        // Two int or two float leaves (n - 1, i % 7, dx * dx) combine here,
        // without a call.
        const Value& x = leaf_value(b->left.get(), f);
        const Value& y = leaf_value(b->right.get(), f);
        if (x.is_int() && y.is_int()) {
          int64_t z;
          if (int_binop(b->op, x.as_int(), y.as_int(), z)) return Value::integer(z);
        } else if (x.is_float() && y.is_float()) {
          double z;
          if (float_binop(b->op, x.as_float(), y.as_float(), z)) return Value::floating(z);
        }
        return eval_binop_leaves(b, f);
      }
      case ExprKind::Call:
        return eval_call(static_cast<const CallExpr*>(e), f);
      case ExprKind::Subscript:
        return eval_subscript(static_cast<const SubscriptExpr*>(e), f);
      case ExprKind::Attribute: {
        auto* a = static_cast<const AttributeExpr*>(e);
        if (Value* v = local_instance_attr<false>(a, f)) return *v;
        return eval_attribute(a, f);
      }
      default:
        return eval_leaf(e, f);
    }
  }
  // The value of an operand the resolver marked as a leaf (BinOpExpr::
  // leaf_operands): a constant, or a local's slot (Undef when unbound).
  static const Value& leaf_value(const Expr* e, Frame& f) {
    if (e->kind == ExprKind::Constant) return *static_cast<const ConstantExpr*>(e)->value;
    return f.slots[static_cast<const NameExpr*>(e)->index];
  }
  [[gnu::noinline]] Value eval_binop(const BinOpExpr* b, Frame& f);
  [[gnu::noinline]] Value eval_binop_leaves(const BinOpExpr* b, Frame& f);
  [[gnu::noinline]] Value eval_subscript(const SubscriptExpr* s, Frame& f);
  [[gnu::noinline]] Value eval_attribute(const AttributeExpr* a, Frame& f);
  [[gnu::noinline]] Value eval_compare(const CompareExpr* c, Frame& f);
  [[gnu::noinline]] Value eval_compare_leaves(const CompareExpr* c, Frame& f);
  // A test of if/while: comparisons without eval's dispatch.
  Value eval_test(const Expr* test, Frame& f) {
    if (test->kind != ExprKind::Compare) return eval(test, f);
    auto* c = static_cast<const CompareExpr*>(test);
    return c->leaf_operands ? eval_compare_leaves(c, f) : eval_compare(c, f);
  }
  // The truth of an if/while test. One comparison of two int leaves (n < 2,
  // i < n) is decided here, without a call or a bool Value; anything else,
  // an unbound local included, goes through eval_test.
  [[gnu::always_inline]] bool eval_cond(const Expr* test, Frame& f) {
    if (test->kind == ExprKind::Compare && static_cast<const CompareExpr*>(test)->leaf_operands) {
      auto* c = static_cast<const CompareExpr*>(test);
      const Value& x = leaf_value(c->left.get(), f);
      const Value& y = leaf_value(c->comparators[0].get(), f);
      bool r;
      if (x.is_int() && y.is_int() && compare_ints(c->ops[0], x.as_int(), y.as_int(), &r)) return r;
    }
    if (test->kind == ExprKind::Compare && static_cast<const CompareExpr*>(test)->ops.size() == 1)
      return eval_cond_compare(static_cast<const CompareExpr*>(test), f);
    // `if x % 3:` on int leaves: the truth of the int, without a Value.
    int64_t z;
    if (test->kind == ExprKind::BinOp && int_side(test, f, z)) return z != 0;
    Value c = eval_test(test, f);
    return c.is_bool() ? c.as_bool() : in.truthy(c);
  }
  // The truth of one comparison whose sides may be arithmetic on leaves.
  [[gnu::noinline]] bool eval_cond_compare(const CompareExpr* c, Frame& f);
  // The int an expression gives when it is an int leaf or an int arithmetic
  // of two leaves that int_binop decides (i, 7, x % 3): true with it in z.
  // Reads nothing but constants and locals, so a false costs no effect.
  [[gnu::always_inline]] static bool int_side(const Expr* e, Frame& f, int64_t& z) {
    if (e->kind == ExprKind::Constant || e->kind == ExprKind::Name) {
      if (e->kind == ExprKind::Name && static_cast<const NameExpr*>(e)->scope != Scope::Local)
        return false;
      const Value& v = leaf_value(e, f);
      if (!v.is_int()) return false;
      z = v.as_int();
      return true;
    }
    if (e->kind != ExprKind::BinOp || !static_cast<const BinOpExpr*>(e)->leaf_operands)
      return false;
    auto* b = static_cast<const BinOpExpr*>(e);
    const Value& l = leaf_value(b->left.get(), f);
    const Value& r = leaf_value(b->right.get(), f);
    return l.is_int() && r.is_int() && int_binop(b->op, l.as_int(), r.as_int(), z);
  }
  [[gnu::noinline]] Value eval_compare_chain(const CompareExpr* c, Frame& f);
  [[gnu::noinline]] Value eval_other(const Expr* e, Frame& f);
  // Runs a block's statements, stopping at the first that breaks,
  // continues or returns. Inline at each use (a loop's body, an if's branch,
  // a call's body): a block then costs no call of its own.
  [[gnu::always_inline]] Flow exec_block(const StmtList& body, Frame& f) {
    for (auto& s : body) {
      f.line = s->pos.line;
      Flow r = exec(s.get(), f);
      if (r != Flow::Normal) return r;
    }
    return Flow::Normal;
  }
  Flow exec(const Stmt* s, Frame& f);
  [[gnu::noinline]] Flow exec_assign(const AssignStmt* a, Frame& f);
  [[gnu::noinline]] Flow exec_augassign(const AugAssignStmt* a, Frame& f);
  [[gnu::noinline]] Flow exec_augassign_item(const AugAssignStmt* a, Frame& f);
  Flow augassign_int_local(const AugAssignStmt* a, Value& slot, Frame& f);
  Flow augassign_list_item(const AugAssignStmt* a, const Value& obj, const Value& key, Frame& f);
  Flow augassign_item_protocol(const AugAssignStmt* a, const Value& obj, const Value& key,
                               Frame& f);
  [[gnu::noinline]] Flow exec_augassign_global(const AugAssignStmt* a, Frame& f);
  [[gnu::noinline]] Flow exec_augassign_other(const AugAssignStmt* a, Frame& f);
  Value inplace_op(BinOpKind op, const Value& cur, const Value& rhs);
  [[gnu::noinline]] Flow exec_while(const WhileStmt* w, Frame& f);
  [[gnu::noinline]] Flow exec_other(const Stmt* s, Frame& f);
  void assign(const Expr* target, Value v, Frame& f);
  [[gnu::noinline]] void assign_attribute(const AttributeExpr* a, Value v, Frame& f);
  void assign_item(const SubscriptExpr* s, Value v, Frame& f);
  void del(const Expr* target, Frame& f);
  Value load_name(const NameExpr* n, Frame& f);
  [[gnu::noinline]] Value eval_call(const CallExpr* c, Frame& f);
  Value eval_comprehension(const ComprehensionExpr* c, Frame& f);
  // A generator expression's body, on its generator's stack and frame.
  void run_genexp(const ComprehensionExpr* c, const Value& first, Frame& f);
  // The same on the consumer's stack (generator_drain): each item goes to
  // step, run as the consumer's code (the frame stack and depth as they were
  // outside the generator). When step returns false or raises (its exception
  // then kept in consumer_error), GenexpDrainStop ends the loop.
  void drain_genexp(const ComprehensionExpr* c, const Value& first, Frame& f,
                    const std::function<bool(const Value&)>& step,
                    std::exception_ptr& consumer_error);
  Value eval_fstring(const JoinedStrExpr* j, Frame& f);
  Value make_function(const FunctionDef* d, Frame& f, const std::shared_ptr<SourceUnit>& unit);
  void exec_class(const ClassDef* c, Frame& f);
  Flow exec_try(const TryStmt* t, Frame& f);
  Flow exec_with(const WithStmt* w, size_t item, Frame& f);
  Flow exec_for(const ForStmt* s, Frame& f);
  Flow exec_match(const MatchStmt* m, Frame& f);  // match.cpp
  void exec_import(const Stmt* s, Frame& f);
  [[noreturn]] void raise_from(const RaiseStmt* r, Frame& f);
  Value make_slice(const SliceExpr* s, Frame& f);

  // ---- calls (calls.cpp) ----
  Value call(const Value& callee, CallArgs& args);
  // Runs a built-in function, turning a library's C++ errors into Python
  // exceptions (the one way every built-in is called).
  Value invoke_builtin(BuiltinFunction* b, CallArgs& args);
  Value call_resolved(const Value& fn, CallArgs& args);
  Value call_positional(const Value& callee, const Value* args, size_t n);
  Value call_function(Function* fn, const Value* args, size_t n, CallArgs* full);
  // Runs fn's body on `slots` (sc.nslots values, parameters bound), which it
  // destroys when the frame ends; the caller owns only their memory.
  Value run_frame(Function* fn, Value* slots);
  Value run_frame_with_cells(Function* fn, Value* slots);
  Value run_body(Frame& fr, const FunctionDef* d);
  // run_frame for a function without cells, inline where a call's fast
  // path (eval_call) knows it has one.
  Value run_plain_frame(Function* fn, Value* slots);
  Value call_class(TypeObject* cls, CallArgs& args);
  Value call_class_new(TypeObject* cls, const Value& new_fn, CallArgs& args);
  void bind_arguments(Function* fn, const Value* args, size_t n, CallArgs* full, Value* slots);
  // Looks up `name` on obj for a method call: returns the plain function and
  // sets needs_self when it should be called with obj prepended (avoids
  // allocating a bound method for obj.method(...)).
  bool lookup_method(const Value& obj, const StrKey& name, Value& fn, bool& needs_self);
  // Recursion and interrupt checks on entering a call; inline, as every
  // Python call passes here.
  void enter_call() {
    char here;
    if (__builtin_expect(
            ++depth > in.recursion_limit || (stack_low && &here < stack_low + kStackSafetyMargin),
            0))
      recursion_too_deep();
    in.safe_point();
  }
  // Leaves the call just entered and raises RecursionError.
  [[noreturn, gnu::cold]] void recursion_too_deep();
  // TypeObject::lookup through an AST node's inline cache.
  Value* cached_type_lookup(TypeObject* t, const StrKey& key, AttrCache& c) {
    uint64_t epoch = g_class_epoch.load(std::memory_order_relaxed);
    if (c.type == t && c.epoch == epoch) return c.value;
    Value* v = t->lookup(key);
    c.type = t;
    c.epoch = epoch;
    c.value = v;
    return v;
  }
  // The attribute `key` of an instance whose class has nothing of that name
  // (no method, property or descriptor): its own dict's value, found through
  // the node's cache; null when that does not decide (the protocol then runs).
  Value* plain_instance_attr(const Value& obj, const StrKey& key, AttrCache& c) {
    if (!obj.is_obj() || obj.as_obj()->type->layout == Layout::Native ||
        cached_type_lookup(obj.as_obj()->type, key, c) != nullptr)
      return nullptr;
    return static_cast<Instance*>(obj.as_obj())->dict->table.find_key_hinted(key, c.entry_hint);
  }
  // The slot of `x.attr` in the instance dict of the object a local x
  // holds (self.value), when the node's caches alone decide it: the class has
  // nothing of that name (the cache says so for x's type at this epoch) and
  // the dict holds it where the node last found it. For a store (Store), the
  // class must also have no __setattr__. Null sends the caller to the full
  // path (eval_attribute, assign_attribute), which refills the caches.
  template <bool Store>
  [[gnu::always_inline]] Value* local_instance_attr(const AttributeExpr* a, Frame& f) {
    const Expr* t = a->value.get();
    if (t->kind != ExprKind::Name || static_cast<const NameExpr*>(t)->scope != Scope::Local)
      return nullptr;
    const Value& obj = f.slots[static_cast<const NameExpr*>(t)->index];
    if (!obj.is_obj()) return nullptr;
    Object* o = obj.as_obj();
    const AttrCache& c = a->cache;
    if (c.type != o->type || c.value != nullptr ||
        c.epoch != g_class_epoch.load(std::memory_order_relaxed) ||
        o->type->layout == Layout::Native || (Store && o->type->custom_setattr))
      return nullptr;
    return static_cast<Instance*>(o)->dict->table.hinted_value(c.entry_hint, a->attr_str);
  }
  void leave_call() { --depth; }

  // The currently running source unit (for functions defined while it runs).
  std::shared_ptr<SourceUnit> current_unit;

  // Installed by libraries (Interpreter::add_exception_translator), tried in order.
  std::vector<ExceptionTranslator> exception_translators;
};

// The type of super() objects, which resolve methods themselves (calls.cpp).
// Inline, as the evaluator's method-call path compares against it.
TypeObject* make_super_type();
inline TypeObject* super_type() {
  static TypeObject* const t = make_super_type();
  return t;
}

// Destroys a frame's local slots however the frame ends.
struct SlotsOwner {
  Value* p;
  int32_t n;
  [[gnu::always_inline]] ~SlotsOwner() {
    for (int32_t i = 0; i < n; ++i) p[i].~Value();
  }
};

// The fields of a function's frame that come from the function itself.
inline void set_function_frame(Frame& fr, Function* fn, Value* slots) {
  fr.slots = slots;
  fr.module = fn->module.get();
  fr.name = fn->def->name.c_str();
  fr.func = fn;
  fr.unit = &fn->unit;
  fr.line = fn->def->pos.line;
}

// Adds the frame's current line to an exception's traceback as it leaves it.
void add_traceback(ExceptionObj& e, const Frame& f);

// Runs a function body on frame `fr` (set up but for its link), unlinking it
// and leaving the call however the body ends.
[[gnu::always_inline]] inline Value Interpreter::Impl::run_body(Frame& fr, const FunctionDef* d) {
  fr.back = top;
  top = &fr;
  Flow flow;
  try {
    flow = exec_block(d->body, fr);
  } catch (PyException& e) {
    add_traceback(*e.exc, fr);
    top = fr.back;
    leave_call();
    throw;
  } catch (...) {
    top = fr.back;
    leave_call();
    throw;
  }
  top = fr.back;
  leave_call();
  if (flow == Flow::Return) return std::move(fr.retval);
  return Value();
}

[[gnu::always_inline]] inline Value Interpreter::Impl::run_plain_frame(Function* fn, Value* slots) {
  SlotsOwner owner{slots, fn->nslots};
  enter_call();
  Frame fr;
  set_function_frame(fr, fn, slots);
  return run_body(fr, fn->def);
}

// The shared_ptr<SourceUnit> that owns a function's code, for nested defs.
std::shared_ptr<SourceUnit> unit_of(Frame& f);

// Exception class from a raised value (class or instance), as `raise X` does.
Ref<ExceptionObj> exception_from(Interpreter& in, const Value& v);

// Sequence indexing helpers (protocol_items.cpp).
int64_t normalize_index(int64_t i, int64_t len, const char* what);
// Resolves a slice against a length: CPython's PySlice_Unpack (which may run
// __index__) and then PySlice_AdjustIndices.
void slice_indices(Interpreter& in, const Slice& s, int64_t len, int64_t& start, int64_t& stop,
                   int64_t& step, int64_t& count);
// The same for a list: its length is read after the bounds' __index__ ran,
// since that user code may have changed the list.
void slice_indices(Interpreter& in, const Slice& s, const std::vector<Value>& items, int64_t& start,
                   int64_t& stop, int64_t& step, int64_t& count);

// seq[lower:upper] of a list or tuple whose bounds are ints or None, without
// a slice object (`buf[1:]`): true with the new list or tuple in `out`; false
// when the general getitem must decide (other types, __index__ bounds).
bool simple_sequence_slice(const Value& obj, const Value& lower, const Value& upper, Value& out);

// UTF-8 helpers for str indexing.
std::vector<size_t> utf8_offsets(const std::string& s);  // offset of each code point (+ end)

}  // namespace minitf
