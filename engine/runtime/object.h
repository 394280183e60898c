// The built-in object layouts: str, tuple, list, dict, set, complex, range,
// cells, functions, methods, classes, instances, modules and exceptions.
//
// Built-in *types* (int, str, ValueError, ...) are immutable, immortal
// constants shared by every interpreter in the process (see types.h); all
// mutable state (modules, user classes, globals) belongs to one Interpreter.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <iterator>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "base/limits.h"
#include "runtime/argvec.h"
#include "runtime/bignum.h"
#include "runtime/gc.h"
#include "runtime/value.h"

namespace minitf {

class Interpreter;
enum class BinOpKind : uint8_t;  // syntax/ast.h
enum class CmpOpKind : uint8_t;
struct Dict;
struct SourceUnit;
struct FunctionDef;
struct CodeInfo;

// ---- str -------------------------------------------------------------------

// Python str, stored as UTF-8. Indexing and len() work in code points; the
// ASCII flag keeps them O(1) for the common case.
struct Str : Object {
  std::string s;
  mutable int64_t hash_cache = -1;
  // Whether every byte is ASCII (one code point each), kept in Object's
  // type_bits: millions of short strs (dict keys, words) take 64 bytes each.
  bool ascii() const { return type_bits != 0; }
  explicit Str(std::string&& v);
  explicit Str(const std::string& v) : Str(std::string(v)) {}
  // For text whose ASCII-ness the caller knows (a concatenation of two ASCII
  // strs, a number's digits): no scan of the bytes.
  Str(std::string&& v, bool is_ascii);
  int64_t hash() const { return hash_cache != -1 ? hash_cache : compute_hash(); }
  size_t length() const;  // in code points

 private:
  int64_t compute_hash() const;
};
static_assert(sizeof(Str) <= 64, "a short str must fit a 64-byte allocation");
Ref<Str> make_str(std::string s);
// The hash Str::hash() gives for these bytes.
int64_t str_hash(std::string_view s);

// A str dictionary key with its hash computed once (attribute names from the
// AST carry an interned Str, so lookups compare pointers before bytes).
struct StrKey {
  std::string_view s;
  int64_t hash;
  const Str* str = nullptr;
  static StrKey of(std::string_view v) { return StrKey{v, str_hash(v), nullptr}; }
  static StrKey of(const Str* v) { return StrKey{v->s, v->hash(), v}; }
};
Value str_value(std::string&& s);
Value str_value(const std::string& s);
// A str of known ASCII-ness (see Str's constructor).
Value str_value(std::string&& s, bool is_ascii);
// a + b for two strs, built in one allocation (the caller checks the memory
// budget).
Value str_concat(const Str& a, const Str& b);

// ---- containers -------------------------------------------------------------

struct Tuple : GcObject {
  std::vector<Value> items;
  Tuple();
  explicit Tuple(std::vector<Value> v);
  void gc_traverse(const GcVisitor& visit) override;
  void gc_clear() override;
};
Value tuple_value(std::vector<Value> v);

// Items a list let go of, released when this goes out of scope, which the
// caller arranges to be after the list is consistent again (their __del__ may
// look at it); last first, as CPython's list_clear and slice stores release
// them.
class DroppedItems {
 public:
  explicit DroppedItems(std::vector<Value>&& v) : items_(std::move(v)) {}
  DroppedItems(DroppedItems&&) = default;
  DroppedItems& operator=(DroppedItems&&) = delete;
  ~DroppedItems() {
    while (!items_.empty()) items_.pop_back();
  }
  size_t size() const { return items_.size(); }

 private:
  std::vector<Value> items_;
};

struct List : GcObject {
  std::vector<Value> items;
  List();
  explicit List(std::vector<Value> v);
  void gc_traverse(const GcVisitor& visit) override;
  void gc_clear() override;

  // list.sort() empties the list while it sorts, as CPython does, and then
  // reports a change: CPython's test is whether anything reallocated the item
  // array meanwhile. Growth leaves a vector with capacity; freeing storage
  // (clear(), `del l[:]`) or a resize that leaves it empty (extend() from an
  // iterator) sets this bit of type_bits instead.
  static constexpr uint8_t kResized = 1;
  void mark_resized() { type_bits |= kResized; }
  bool resized_since_emptied() const { return items.capacity() != 0 || (type_bits & kResized); }
  // Moves the items out and leaves the list empty, so that their destructors,
  // which may run __del__, see an empty list once the caller drops them.
  [[nodiscard]] DroppedItems take_items() {
    if (items.capacity() != 0) mark_resized();
    std::vector<Value> old = std::move(items);
    items.clear();
    return DroppedItems(std::move(old));
  }
  // Removes items [start, stop): erasing them in place would release each
  // one while the vector is half shifted.
  [[nodiscard]] DroppedItems take_range(size_t start, size_t stop) {
    std::vector<Value> out(std::make_move_iterator(items.begin() + long(start)),
                           std::make_move_iterator(items.begin() + long(stop)));
    items.erase(items.begin() + long(start), items.begin() + long(stop));
    return DroppedItems(std::move(out));
  }
};
Value list_value(std::vector<Value> v);

// An insertion-ordered hash table keyed by Python equality (1, 1.0 and True are
// one key), used for dict, set, instance attributes and keyword arguments.
// Lookups that may run user __eq__/__hash__ take the interpreter.
struct DictTable {
  struct Entry {
    Value key;
    Value value;
    int64_t hash;
    bool live;
  };
  std::vector<Entry> entries;  // insertion order, with tombstones
  std::vector<int32_t> index;  // open addressing into entries; -1 empty
  size_t used = 0;             // live entries
  // Bumped by every change of the layout (insert, erase, clear, rebuild): a
  // lookup that ran a key's __eq__ restarts when it changed, since user code
  // may have cleared or grown the table under it (CPython does the same).
  uint64_t version = 0;
  // Bit (hash & 63) of every key added since the last clear(): a clear bit
  // proves a lookup misses without probing (a method name looked for in an
  // instance's dict, a builtin's name in the globals).
  uint64_t hash_bits = 0;
  bool may_contain(int64_t hash) const { return (hash_bits >> (uint64_t(hash) & 63)) & 1; }

  Value* find(Interpreter& in, const Value& key, int64_t hash) const;
  Value* find_str(std::string_view key) const;  // fast path for str keys
  Value* find_key(const StrKey& key) const;
  // The entry index of a str key, or -1.
  int32_t find_entry(const StrKey& key) const;
  // find_key for an interned key, trying entries[hint] first; updates hint.
  Value* find_key_hinted(const StrKey& key, int32_t& hint) {
    if (size_t(hint) < entries.size()) {
      Entry& e = entries[size_t(hint)];
      if (e.live && e.key.is_obj() && e.key.as_obj() == key.str) return &e.value;
    }
    hint = find_entry(key);
    return hint < 0 ? nullptr : &entries[size_t(hint)].value;
  }
  // The value of entries[hint] when it is live and keyed by exactly `key`
  // (an interned name), else null: find_key_hinted's guess alone, inline.
  Value* hinted_value(int32_t hint, const Str* key) {
    // Compared in bytes: the bound check then needs no division by the
    // entry size.
    size_t offset = size_t(uint32_t(hint)) * sizeof(Entry);
    if (hint < 0 ||
        offset >= size_t(reinterpret_cast<const char*>(entries.data() + entries.size()) -
                         reinterpret_cast<const char*>(entries.data())))
      return nullptr;
    Entry* e = entries.data() + hint;
    if (!e->live || !e->key.is_obj() || e->key.as_obj() != key) return nullptr;
    return &e->value;
  }
  void set(Interpreter& in, const Value& key, int64_t hash, Value value);
  // Sets iterate in CPython's order, so a set's table is CPython's set table
  // itself (runtime/set_table.cpp): entries are its slots (a dead entry with
  // an undef value is a deleted "dummy", other dead ones are empty), index
  // holds just the fill count and the pop finger, and lookups probe as
  // CPython does. Dict tables never have an index of that size.
  static constexpr size_t kSetHeader = 2;
  bool is_set_table() const { return index.size() == kSetHeader; }
  void make_set_table();
  // set.pop(): CPython's choice of element (scanning from the finger).
  Value set_pop();
  // Adds every key of another set table as CPython's set_merge does (one
  // resize up front, a straight copy into an empty table of the same size).
  void set_merge(Interpreter& in, const DictTable& other);
  // For str keys only: equality is by bytes, so no interpreter is needed.
  void set_str(const Value& key, Value value);
  // Removes key; with `removed`, its value moves there (dict.pop), found by
  // the same lookup, so a key's __eq__ runs once.
  bool erase(Interpreter& in, const Value& key, int64_t hash, Value* removed = nullptr);
  void clear();
  size_t size() const { return used; }
  // Visits the live entries in order. It goes by index, re-reading the size,
  // and holds each key and value during the call: f may run user code that
  // changes this table (a value's __repr__ that clears the dict being printed).
  template <class F>
  void for_each(F&& f) const {
    for (size_t k = 0; k < entries.size(); ++k) {
      if (!entries[k].live) continue;
      Value key = entries[k].key, value = entries[k].value;
      f(key, value);
    }
  }

 private:
  void set_impl(Interpreter* in, const Value& key, int64_t hash, Value value);
  int32_t set_lookup(Interpreter* in, const Value& key, int64_t hash) const;
  void set_add(Interpreter* in, const Value& key, int64_t hash);
  bool set_discard(Interpreter& in, const Value& key, int64_t hash);
  void set_resize(size_t minused);
  void set_insert_clean(const Value& key, int64_t hash);
  void rebuild(size_t cap);
  int32_t probe(Interpreter* in, const Value& key, int64_t hash, bool& found) const;
};

struct Dict : GcObject {
  DictTable table;
  Dict();
  void gc_traverse(const GcVisitor& visit) override;
  void gc_clear() override;
};
Ref<Dict> make_dict();

struct Set : GcObject {
  DictTable table;  // values unused
  bool frozen = false;
  // A frozenset's hash, once computed (-1 before): hashing a frozenset of
  // frozensets then costs each inner one once, not once per enclosing hash.
  int64_t hash_cache = -1;
  Set();
  void gc_traverse(const GcVisitor& visit) override;
  void gc_clear() override;
};

struct Complex : Object {
  double re, im;
  Complex(double r, double i);
};
Value complex_value(double re, double im);

// An int outside int64 (runtime/bignum.h). Its type is int: Python sees one
// int type. Results are normalised (int_value), so a BigInt never holds a
// value that fits in int64 and the inline fast paths never meet one.
struct BigInt : Object {
  BigNum n;
  explicit BigInt(BigNum v);
};
// n as a Python int: inline when it fits in int64, else a BigInt.
Value int_value(const BigNum& n);
bool is_bigint(const Value& v);
// Every Python int: inline ints, bools and BigInts.
inline bool is_int_value(const Value& v) { return v.is_intlike() || is_bigint(v); }
// An int, bool or BigInt as a BigNum.
BigNum bignum_of(const Value& v);
// float(n), OverflowError past the largest double.
double bigint_to_double(const BigNum& n);
// str(n), ValueError past kMaxIntStrDigits digits.
std::string bigint_decimal(const BigNum& n);
// Gives the int type the operator slots that take BigInt operands.
void install_bigint_slots(TypeObject* int_type);

struct Range : Object {
  int64_t start, stop, step;
  Range(int64_t a, int64_t b, int64_t c);
  // The number of elements, exact for every range of int64 bounds (up to
  // 2**64 - 1 of them): iteration uses it.
  uint64_t count() const;
  // len(): CPython's OverflowError past a C ssize_t.
  int64_t length() const;
  // Element k (k < count()), computed without overflow.
  int64_t at(uint64_t k) const {
    return static_cast<int64_t>(static_cast<uint64_t>(start) + k * static_cast<uint64_t>(step));
  }
};

struct Slice : Object {
  Value start, stop, step;
  Slice(Value a, Value b, Value c);
};

// A closure cell: one captured variable shared by a function and its inner
// functions.
struct Cell : GcObject {
  Value value;
  bool bound = false;
  Cell();
  void gc_traverse(const GcVisitor& visit) override;
  void gc_clear() override;
};

// ---- callables --------------------------------------------------------------

// Arguments of a call: positional values plus keyword (name, value) pairs.
struct CallArgs {
  ArgVec pos;
  std::vector<std::pair<Ref<Str>, Value>> kw;
  size_t size() const { return pos.size() + kw.size(); }
};

// A native function: a plain function pointer (most builtins, and what the
// registration tables of builtins/native.h hold), or a closure with state.
using NativeFnPtr = Value (*)(Interpreter&, CallArgs&);
using NativeFn = std::function<Value(Interpreter&, CallArgs&)>;

struct BuiltinFunction : Object {
  std::string name;           // e.g. "len", "sqrt" or (a method) "str.join"
  std::string module;         // a function's module ("math"); empty for builtins and methods
  std::string signature;      // e.g. "(obj, /)", shown by help() and inspect
  std::string doc;            // one line
  NativeFnPtr ptr = nullptr;  // set for plain functions: called without std::function
  NativeFn fn;                // the closure, when ptr is null
  bool is_method = false;     // binds `self` as pos[0] when read from an instance
  BuiltinFunction(std::string n, NativeFn f, std::string sig = "", std::string d = "");
  BuiltinFunction(std::string n, NativeFnPtr f, std::string sig = "", std::string d = "");
  Value invoke(Interpreter& in, CallArgs& args) const { return ptr ? ptr(in, args) : fn(in, args); }
};
Value builtin_value(std::string name, NativeFn f, std::string sig = "", std::string doc = "");

struct Module;

// A user-defined function (def or lambda).
struct Function : GcObject {
  std::shared_ptr<SourceUnit> unit;  // keeps the AST and source text alive
  const FunctionDef* def;            // owned by unit
  Ref<Module> module;                // the globals
  std::vector<Value> defaults;       // one per parameter that has a default
  std::vector<Ref<Cell>> closure;    // free variables, in resolver order
  Ref<Str> name;
  std::string qualname;
  Ref<Dict> attrs;  // function attributes (func.__doc__, user attributes)
  // The class whose body defined it (for super()), held weakly: the class's dict
  // holds the function, so an owning pointer would be a cycle that nothing
  // reclaims. It reads null once the class is gone.
  std::shared_ptr<TypeObject*> owner_handle;
  TypeObject* owner_class() const { return owner_handle ? *owner_handle : nullptr; }
  // True when every parameter is a plain positional one without default: a
  // call with exactly that many positional arguments binds by copying.
  bool simple_params = false;
  // def's parameter and local slot counts, read by every call's fast path
  // (here they cost one load each, not a walk through the definition).
  int32_t nparams;
  int32_t nslots;
  Function(std::shared_ptr<SourceUnit> u, const FunctionDef* d, Ref<Module> m);
  ~Function() override;
  void gc_traverse(const GcVisitor& visit) override;
  void gc_clear() override;
};

struct BoundMethod : GcObject {
  Value self;
  Value func;
  BoundMethod(Value s, Value f);
  void gc_traverse(const GcVisitor& visit) override;
  void gc_clear() override;
};

// staticmethod / classmethod / property wrappers.
struct Descriptor : GcObject {
  enum Kind { Static, ClassMethod, Property } kind;
  Value func;
  Value setter;
  std::string name;  // the class attribute it was defined as, once its class exists
  Descriptor(Kind k, Value f);
  void gc_traverse(const GcVisitor& visit) override;
  void gc_clear() override;
};

// ---- classes, instances, modules --------------------------------------------

// What C++ layout instances of a class have. User classes inherit the layout of
// their built-in base (object → Instance, BaseException → ExceptionObj).
enum class Layout : uint8_t { Instance, Exception, Native };

// Bumped whenever any class namespace changes (or a class is created), so
// that inline attribute caches keyed by type stay correct.
extern std::atomic<uint64_t> g_class_epoch;
inline void bump_class_epoch() { g_class_epoch.fetch_add(1, std::memory_order_relaxed); }

struct TypeObject : GcObject {
  std::string name;
  // The dotted path from the module (Outer.Inner, f.<locals>.Local); empty
  // when it is the name itself, as for every built-in type.
  std::string qualname;
  std::string module = "builtins";
  // Single inheritance; null only for `object`. A user class owns a reference
  // to a user base, so redefining the base's name cannot free it under the
  // subclass (built-in types are immortal).
  TypeObject* base;
  Ref<Dict> dict;  // class attributes and methods
  Layout layout = Layout::Instance;
  bool builtin = false;  // immutable, immortal built-in type
  // The class or a base defines __setattr__ or __delattr__: attribute stores
  // and deletions on its instances go through them (no fast path).
  bool custom_setattr = false;
  // For built-in types: what calling the type does (int("3"), list(x), ...).
  // pos[0] is NOT the type; the arguments are the call's own.
  NativeFn construct;
  // Optional fast paths for binary operators and ordering comparisons, tried
  // before the dunder protocol (as CPython's nb_add slots are) when the left
  // operand has exactly this type, or is a Python number and the right one
  // has it. They return Undef to decline. Only library types set them, and
  // only for cases where they give what the dunder methods would.
  using BinopSlot = Value (*)(Interpreter& in, BinOpKind op, const Value& a, const Value& b);
  using CompareSlot = Value (*)(Interpreter& in, CmpOpKind op, const Value& a, const Value& b);
  BinopSlot binop_slot = nullptr;
  CompareSlot compare_slot = nullptr;
  // Optional fast path for format(v, spec) when v has exactly this type: what
  // its __format__ returns, without a call or a str object for the spec.
  // Builtins set it for the built-in types (their __format__ methods run the
  // same function); library and user types leave it null.
  using FormatSlot = std::string (*)(Interpreter& in, const Value& v, std::string_view spec);
  FormatSlot format_slot = nullptr;
  TypeObject(std::string n, TypeObject* b, TypeObject* metatype);
  ~TypeObject() override;
  void gc_traverse(const GcVisitor& visit) override;
  void gc_clear() override;
  // The weak handle functions defined in this class's body keep (see
  // Function::owner_handle); made on first use, nulled when the class dies.
  const std::shared_ptr<TypeObject*>& weak_handle();
  // Whether the class or a base defines __del__ (cached per class epoch).
  bool has_finalizer();
  // Attribute lookup along the base chain, without instance or descriptors.
  Value* lookup(std::string_view name) const;
  Value* lookup(const StrKey& name) const;
  bool is_subclass_of(const TypeObject* other) const;
  std::string qualified_name() const;  // "int", "__main__.Foo"
  const std::string& qual() const { return qualname.empty() ? name : qualname; }

 private:
  std::shared_ptr<TypeObject*> weak_handle_;
  uint64_t finalizer_epoch_ = 0;  // g_class_epoch when has_finalizer_ was computed
  bool has_finalizer_ = false;
};

// An instance of a user class (or of object). It owns a reference to its
// class: re-running a notebook cell that redefines the class must not free the
// class under the instances made before.
struct Instance : GcObject {
  Ref<Dict> dict;
  explicit Instance(TypeObject* cls);
  // obj.__dict__ / vars(obj): the dict, from now on an object of its own in
  // the collector's counts (kGcManagedDict).
  // __del__ (PEP 442; runtime/finalize.cpp).
  bool gc_needs_finalizer() const override;
  void gc_finalize(Interpreter& in) override;
  Value exposed_dict() {
    dict->gc_flags = uint8_t(dict->gc_flags & ~kGcManagedDict);
    return dict.value();
  }
  ~Instance() override;
  void gc_traverse(const GcVisitor& visit) override;
  void gc_clear() override;
};

struct Traceback;

// An exception instance; `type` is its (possibly user-defined) class.
struct ExceptionObj : Instance {
  Value args;   // a tuple
  Value cause;  // __cause__
  Value context;
  bool suppress_context = false;  // `raise X from None`
  std::shared_ptr<Traceback> traceback;
  explicit ExceptionObj(TypeObject* cls);
  void gc_traverse(const GcVisitor& visit) override;
  void gc_clear() override;
};

// A module: a name and its global variables. Globals are stored in slots so
// that resolved code reads them by index; `names` maps a name to its slot.
struct Module : GcObject {
  std::string name;
  std::vector<Ref<Str>> slot_names;
  std::vector<Value> slots;
  std::vector<uint8_t> bound;  // not vector<bool>: globals are read on hot paths
  DictTable names;             // str -> int slot index
  explicit Module(std::string n);
  void gc_traverse(const GcVisitor& visit) override;
  void gc_clear() override;
  // Slot of a name, creating an unbound one if absent.
  int32_t slot_of(Interpreter& in, const std::string& name);
  int32_t find_slot(std::string_view name) const;  // -1 if absent
  void set(Interpreter& in, const std::string& name, Value v);
  const Value* get(std::string_view name) const;  // null if absent/unbound
};

// ---- errors -----------------------------------------------------------------

// A Python exception in flight. Python `raise` throws one of these; C++ code
// raises through the helpers in errors.h.
struct PyException {
  Ref<ExceptionObj> exc;
};

}  // namespace minitf
