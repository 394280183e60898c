#include "runtime/object.h"

#include <cmath>
#include <cstring>
#include <limits>

#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "runtime/types.h"
#include "syntax/ast.h"

namespace minitf {

// ---- str ---------------------------------------------------------------------

static bool is_ascii(const std::string& s) {
  // Eight bytes at a time: a str is made for every concatenation and str().
  const char* p = s.data();
  size_t n = s.size(), k = 0;
  uint64_t bits = 0;
  for (; k + 8 <= n; k += 8) {
    uint64_t w;
    std::memcpy(&w, p + k, 8);
    bits |= w;
  }
  for (; k < n; ++k) bits |= uint64_t(static_cast<unsigned char>(p[k]));
  return (bits & 0x8080808080808080ull) == 0;
}

Str::Str(std::string&& v) : Object(types_unchecked().str), s(std::move(v)) {
  type_bits = is_ascii(s) ? 1 : 0;
}
Str::Str(std::string&& v, bool is_ascii) : Object(types_unchecked().str), s(std::move(v)) {
  type_bits = is_ascii ? 1 : 0;
}

int64_t str_hash(std::string_view s) {
  // FNV-1a; Python randomises str hashes, so no program may depend on values.
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : s) {
    h ^= c;
    h *= 1099511628211ull;
  }
  int64_t r = int64_t(h >> 1);
  if (r == -1) r = -2;
  return r;
}

int64_t Str::compute_hash() const {
  hash_cache = str_hash(s);
  return hash_cache;
}

size_t Str::length() const {
  if (ascii()) return s.size();
  size_t n = 0;
  for (unsigned char c : s)
    if ((c & 0xC0) != 0x80) ++n;
  return n;
}

Ref<Str> make_str(std::string s) { return Ref<Str>(new Str(std::move(s))); }
Value str_value(std::string&& s) { return Value::object(new Str(std::move(s))); }
Value str_value(const std::string& s) { return Value::object(new Str(std::string(s))); }
Value str_value(std::string&& s, bool is_ascii) {
  return Value::object(new Str(std::move(s), is_ascii));
}
// Concatenations up to this many bytes are assembled in a buffer on the
// stack and copied once (the short keys and labels programs build by the
// million); longer ones append into a string reserved to the full size.
constexpr size_t kShortConcat = 64;

Value str_concat(const Str& a, const Str& b) {
  size_t na = a.s.size(), nb = b.s.size();
  if (na + nb <= kShortConcat) {
    char buf[kShortConcat];
    for (size_t k = 0; k < na; ++k) buf[k] = a.s[k];
    for (size_t k = 0; k < nb; ++k) buf[na + k] = b.s[k];
    return str_value(std::string(buf, na + nb), a.ascii() && b.ascii());
  }
  std::string out;
  out.reserve(na + nb);
  out.append(a.s).append(b.s);
  return str_value(std::move(out), a.ascii() && b.ascii());
}

// ---- containers ------------------------------------------------------------------

Tuple::Tuple() : GcObject(types_unchecked().tuple) {}
Tuple::Tuple(std::vector<Value> v) : GcObject(types_unchecked().tuple), items(std::move(v)) {}
Value tuple_value(std::vector<Value> v) { return Value::object(new Tuple(std::move(v))); }

List::List() : GcObject(types_unchecked().list) {}
List::List(std::vector<Value> v) : GcObject(types_unchecked().list), items(std::move(v)) {}
Value list_value(std::vector<Value> v) { return Value::object(new List(std::move(v))); }

Dict::Dict() : GcObject(types_unchecked().dict) {}
Ref<Dict> make_dict() { return Ref<Dict>(new Dict()); }

Set::Set() : GcObject(types_unchecked().set) { table.make_set_table(); }

Complex::Complex(double r, double i) : Object(types_unchecked().complex), re(r), im(i) {}
Value complex_value(double re, double im) { return Value::object(new Complex(re, im)); }

Range::Range(int64_t a, int64_t b, int64_t c)
    : Object(types_unchecked().range), start(a), stop(b), step(c) {}
uint64_t Range::count() const {
  // Unsigned: stop - start is exact there whenever stop > start.
  const uint64_t a = static_cast<uint64_t>(start), b = static_cast<uint64_t>(stop);
  if (step > 0 && start < stop) return (b - a - 1) / static_cast<uint64_t>(step) + 1;
  if (step < 0 && start > stop) return (a - b - 1) / (0 - static_cast<uint64_t>(step)) + 1;
  return 0;
}

int64_t Range::length() const {
  uint64_t n = count();
  if (n > static_cast<uint64_t>(std::numeric_limits<int64_t>::max()))
    throw_overflow("Python int too large to convert to C ssize_t");
  return static_cast<int64_t>(n);
}

Slice::Slice(Value a, Value b, Value c)
    : Object(types_unchecked().slice),
      start(std::move(a)),
      stop(std::move(b)),
      step(std::move(c)) {}

Cell::Cell() : GcObject(types_unchecked().cell) {}

// ---- DictTable ---------------------------------------------------------------------

// Keys are compared first by identity, then (for equal hashes) by Python
// equality; str keys compare by bytes without calling into the interpreter.
bool keys_equal(Interpreter* in, const Value& a, const Value& b) {
  if (a.is(b)) return true;
  if (a.is_obj() && b.is_obj() && a.as_obj()->type == types_unchecked().str &&
      b.as_obj()->type == types_unchecked().str)
    return a.as<Str>()->s == b.as<Str>()->s;
  if (a.is_number() && b.is_number()) {
    if (a.is_float() && b.is_float()) return a.as_float() == b.as_float();
    if (!a.is_float() && !b.is_float()) return a.as_int() == b.as_int();
    double d = a.is_float() ? a.as_float() : b.as_float();
    return !std::isnan(d) && compare_int_double(a.is_float() ? b.as_int() : a.as_int(), d) == 0;
  }
  if (!in) return false;
  return in->eq(a, b);
}

int32_t DictTable::probe(Interpreter* in, const Value& key, int64_t hash, bool& found) const {
restart:
  found = false;
  if (index.empty()) return -1;
  size_t mask = index.size() - 1;
  size_t i = size_t(hash) & mask;
  uint64_t perturb = uint64_t(hash);
  for (;;) {
    int32_t slot = index[i];
    if (slot == -1) return int32_t(i);
    const Entry& e = entries[size_t(slot)];
    if (e.live && e.hash == hash) {
      if (e.key.is(key)) {
        found = true;
        return int32_t(i);
      }
      // Two strs compare by their bytes, which runs no user code (the common
      // case of a key built anew: counts[word] for each word read).
      if (key.is_obj() && e.key.is_obj() && key.as_obj()->type == detail::g_types.str &&
          e.key.as_obj()->type == detail::g_types.str) {
        if (key.as<Str>()->s == e.key.as<Str>()->s) {
          found = true;
          return int32_t(i);
        }
      } else {
        // The comparison may run user code that changes this table: hold the
        // stored key, and start again if the layout moved under us.
        uint64_t seen = version;
        Value stored = e.key;
        bool equal = keys_equal(in, stored, key);
        if (version != seen) goto restart;
        if (equal) {
          found = true;
          return int32_t(i);
        }
      }
    }
    perturb >>= 5;
    i = (i * 5 + 1 + perturb) & mask;
  }
}

Value* DictTable::find(Interpreter& in, const Value& key, int64_t hash) const {
  if (!may_contain(hash)) return nullptr;
  if (is_set_table()) {
    int32_t slot = set_lookup(&in, key, hash);
    return slot < 0 ? nullptr : const_cast<Value*>(&entries[size_t(slot)].value);
  }
  bool found;
  int32_t i = probe(&in, key, hash, found);
  if (!found) return nullptr;
  return const_cast<Value*>(&entries[size_t(index[size_t(i)])].value);
}

Value* DictTable::find_str(std::string_view key) const { return find_key(StrKey::of(key)); }

Value* DictTable::find_key(const StrKey& key) const {
  int32_t e = find_entry(key);
  return e < 0 ? nullptr : const_cast<Value*>(&entries[size_t(e)].value);
}

int32_t DictTable::find_entry(const StrKey& key) const {
  if (!may_contain(key.hash)) return -1;
  if (is_set_table()) return set_lookup(nullptr, str_value(std::string(key.s)), key.hash);
  size_t mask = index.size() - 1;
  size_t i = size_t(key.hash) & mask;
  uint64_t perturb = uint64_t(key.hash);
  for (;;) {
    int32_t slot = index[i];
    if (slot == -1) return -1;
    const Entry& e = entries[size_t(slot)];
    if (e.live && e.hash == key.hash && e.key.is_obj()) {
      const Object* k = e.key.as_obj();
      if (k == key.str) return slot;
      if (k->type == types_unchecked().str && static_cast<const Str*>(k)->s == key.s) return slot;
    }
    perturb >>= 5;
    i = (i * 5 + 1 + perturb) & mask;
  }
}

void DictTable::rebuild(size_t cap) {
  // Each rebuild is one request checked against the session's memory budget
  // (before anything changes, so a MemoryError leaves the table intact); the
  // index holds int32 entry numbers, a limit no budget may pass either.
  if (cap > size_t(std::numeric_limits<int32_t>::max())) throw_exc(types().MemoryError, "");
  check_memory(cap, sizeof(int32_t) + sizeof(Entry));
  std::vector<Entry> live;
  live.reserve(used);
  for (auto& e : entries)
    if (e.live) live.push_back(std::move(e));
  entries = std::move(live);
  index.assign(cap, -1);
  ++version;
  size_t mask = cap - 1;
  for (size_t k = 0; k < entries.size(); ++k) {
    size_t i = size_t(entries[k].hash) & mask;
    uint64_t perturb = uint64_t(entries[k].hash);
    while (index[i] != -1) {
      perturb >>= 5;
      i = (i * 5 + 1 + perturb) & mask;
    }
    index[i] = int32_t(k);
  }
}

void DictTable::set(Interpreter& in, const Value& key, int64_t hash, Value value) {
  set_impl(&in, key, hash, std::move(value));
}

void DictTable::set_str(const Value& key, Value value) {
  set_impl(nullptr, key, key.as<Str>()->hash(), std::move(value));
}

void DictTable::set_impl(Interpreter* in, const Value& key, int64_t hash, Value value) {
  if (is_set_table()) return set_add(in, key, hash);
  bool found;
  int32_t i = probe(in, key, hash, found);
  if (found) {
    // The old value is released after the store (its destructor may look here).
    Value old = std::move(entries[size_t(index[size_t(i)])].value);
    entries[size_t(index[size_t(i)])].value = std::move(value);
    return;
  }
  // Keep the load factor (including tombstones) under 2/3.
  if (index.empty() || (entries.size() + 1) * 3 >= index.size() * 2) {
    size_t cap = 8;
    while (cap * 2 <= (used + 1) * 3) cap *= 2;
    rebuild(cap * 2);
    i = probe(in, key, hash, found);
  }
  index[size_t(i)] = int32_t(entries.size());
  entries.push_back(Entry{key, std::move(value), hash, true});
  ++version;
  hash_bits |= uint64_t(1) << (uint64_t(hash) & 63);
  ++used;
}

bool DictTable::erase(Interpreter& in, const Value& key, int64_t hash, Value* removed) {
  if (is_set_table()) return set_discard(in, key, hash);
  bool found;
  int32_t i = probe(&in, key, hash, found);
  if (!found) return false;
  Entry& e = entries[size_t(index[size_t(i)])];
  e.live = false;
  ++version;
  --used;
  // The old key and value are released last: their destructors (__del__) may
  // run code that looks at this table.
  Value old_key = std::move(e.key), old_value = std::move(e.value);
  e.key = Value();
  e.value = Value();
  if (removed) *removed = std::move(old_value);
  // Rebuild without tombstones (the index slot must stay occupied until then).
  if (used == 0) {
    clear();
  } else if (entries.size() > 16 && used * 2 < entries.size()) {
    rebuild(index.size());
  }
  return true;
}

void DictTable::clear() {
  // Entries are released after the table is empty, for the same reason.
  std::vector<Entry> old = std::move(entries);
  entries.clear();
  // A set table stays one (CPython keeps the pop finger).
  if (is_set_table())
    index[0] = 0;
  else
    index.clear();
  used = 0;
  hash_bits = 0;
  ++version;
}

// ---- callables -------------------------------------------------------------------------

BuiltinFunction::BuiltinFunction(std::string n, NativeFn f, std::string sig, std::string d)
    : Object(types_unchecked().builtin_function),
      name(std::move(n)),
      signature(std::move(sig)),
      doc(std::move(d)) {
  // A std::function that only wraps a plain function (how most method tables
  // register) is called through the pointer: no indirection per call.
  if (NativeFnPtr const* p = f.target<NativeFnPtr>())
    ptr = *p;
  else
    fn = std::move(f);
}

BuiltinFunction::BuiltinFunction(std::string n, NativeFnPtr f, std::string sig, std::string d)
    : Object(types_unchecked().builtin_function),
      name(std::move(n)),
      signature(std::move(sig)),
      doc(std::move(d)),
      ptr(f) {}

Value builtin_value(std::string name, NativeFn f, std::string sig, std::string doc) {
  return Value::object(
      new BuiltinFunction(std::move(name), std::move(f), std::move(sig), std::move(doc)));
}

Function::Function(std::shared_ptr<SourceUnit> u, const FunctionDef* d, Ref<Module> m)
    : GcObject(types_unchecked().function),
      unit(std::move(u)),
      def(d),
      module(std::move(m)),
      nparams(int32_t(d->params.size())),
      nslots(d->scope.nslots) {}
Function::~Function() = default;

BoundMethod::BoundMethod(Value s, Value f)
    : GcObject(types_unchecked().method), self(std::move(s)), func(std::move(f)) {}

static TypeObject* descriptor_type(Descriptor::Kind k) {
  switch (k) {
    case Descriptor::Static:
      return types_unchecked().staticmethod;
    case Descriptor::ClassMethod:
      return types_unchecked().classmethod;
    default:
      return types_unchecked().property;
  }
}
Descriptor::Descriptor(Kind k, Value f)
    : GcObject(descriptor_type(k)), kind(k), func(std::move(f)) {}

// ---- classes, instances, modules -----------------------------------------------------------

TypeObject::TypeObject(std::string n, TypeObject* b, TypeObject* metatype)
    : GcObject(metatype), name(std::move(n)), base(b) {
  if (base) {
    layout = base->layout;
    if (!base->builtin) incref(base);
  }
}

namespace {
// Built-in types are immortal and shared by every interpreter of the process,
// so only user classes are counted.
void hold_class(TypeObject* t) {
  if (!t->builtin) incref(t);
}
void release_class(TypeObject* t) {
  if (!t->builtin) decref(t);
}
}  // namespace

TypeObject::~TypeObject() {
  if (weak_handle_) *weak_handle_ = nullptr;
  if (base) release_class(base);
}

const std::shared_ptr<TypeObject*>& TypeObject::weak_handle() {
  if (!weak_handle_) weak_handle_ = std::make_shared<TypeObject*>(this);
  return weak_handle_;
}

std::atomic<uint64_t> g_class_epoch{1};

Value* TypeObject::lookup(std::string_view attr) const { return lookup(StrKey::of(attr)); }

Value* TypeObject::lookup(const StrKey& attr) const {
  for (const TypeObject* t = this; t; t = t->base) {
    if (t->dict) {
      if (Value* v = t->dict->table.find_key(attr)) return v;
    }
  }
  return nullptr;
}

bool TypeObject::is_subclass_of(const TypeObject* other) const {
  for (const TypeObject* t = this; t; t = t->base)
    if (t == other) return true;
  return false;
}

std::string TypeObject::qualified_name() const {
  if (module == "builtins") return qual();
  return module + "." + qual();
}

Instance::Instance(TypeObject* cls) : GcObject(cls), dict(make_dict()) {
  dict->gc_flags |= kGcManagedDict;
  if (!cls->builtin && cls->has_finalizer()) gc_flags |= kGcHasFinalizer;
  hold_class(cls);
}

Instance::~Instance() { release_class(type); }

ExceptionObj::ExceptionObj(TypeObject* cls) : Instance(cls), args(tuple_value({})) {
  // BaseException keeps a dict of its own in CPython, counted on its own.
  dict->gc_flags = uint8_t(dict->gc_flags & ~kGcManagedDict);
}

Module::Module(std::string n) : GcObject(types_unchecked().module), name(std::move(n)) {}

int32_t Module::find_slot(std::string_view n) const {
  const Value* v = names.find_str(n);
  return v ? int32_t(v->as_int()) : -1;
}

int32_t Module::slot_of(Interpreter& in, const std::string& n) {
  int32_t s = find_slot(n);
  if (s >= 0) return s;
  s = int32_t(slots.size());
  Ref<Str> key = make_str(n);
  slot_names.push_back(key);
  slots.emplace_back();
  bound.push_back(false);
  names.set(in, key.value(), key->hash(), Value::integer(s));
  return s;
}

void Module::set(Interpreter& in, const std::string& n, Value v) {
  int32_t s = slot_of(in, n);
  slots[size_t(s)] = std::move(v);
  bound[size_t(s)] = true;
}

const Value* Module::get(std::string_view n) const {
  int32_t s = find_slot(n);
  if (s < 0 || !bound[size_t(s)]) return nullptr;
  return &slots[size_t(s)];
}

}  // namespace minitf
