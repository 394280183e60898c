#include "runtime/types.h"

#include <mutex>

namespace minitf {

namespace detail {
BuiltinTypes g_types;
std::atomic<bool> g_types_ready{false};
}  // namespace detail

namespace {

using detail::g_types;

// Built-in objects are immortal: their count starts so high that no sequence
// of increments and decrements (even racy ones from two interpreters on two
// threads) can bring it to zero.

std::once_flag g_once;
Object* g_not_implemented;
Object* g_ellipsis;

struct Singleton : Object {
  using Object::Object;
};

TypeObject* new_type(const char* name, TypeObject* base, Layout layout = Layout::Native) {
  auto* t = new TypeObject(name, base, g_types.type);
  t->refcount = kImmortalRefcount;
  t->builtin = true;
  t->layout = layout;
  return t;
}

void give_dict(TypeObject* t) {
  t->dict = make_dict();
  t->dict->refcount += kImmortalRefcount;
}

void init_types() {
  BuiltinTypes& T = g_types;
  // `type` is its own type; object has no base. Dicts need the dict type, so
  // every type gets its dict once `dict` exists.
  T.type = new TypeObject("type", nullptr, nullptr);
  T.type->type = T.type;
  T.type->refcount = kImmortalRefcount;
  T.type->builtin = true;
  T.type->layout = Layout::Native;
  T.object = new_type("object", nullptr, Layout::Instance);
  T.type->base = T.object;
  T.dict = new_type("dict", T.object);
  T.str = new_type("str", T.object);
  T.none = new_type("NoneType", T.object);
  T.int_ = new_type("int", T.object);
  install_bigint_slots(T.int_);
  T.bool_ = new_type("bool", T.int_);
  T.float_ = new_type("float", T.object);
  T.complex = new_type("complex", T.object);
  T.tuple = new_type("tuple", T.object);
  T.list = new_type("list", T.object);
  T.set = new_type("set", T.object);
  T.frozenset = new_type("frozenset", T.object);
  T.range = new_type("range", T.object);
  T.slice = new_type("slice", T.object);
  T.cell = new_type("cell", T.object);
  T.function = new_type("function", T.object);
  T.builtin_function = new_type("builtin_function_or_method", T.object);
  T.method = new_type("method", T.object);
  T.descriptor = new_type("descriptor", T.object);
  T.staticmethod = new_type("staticmethod", T.object);
  T.classmethod = new_type("classmethod", T.object);
  T.property = new_type("property", T.object);
  T.module = new_type("module", T.object);
  T.iterator = new_type("iterator", T.object);
  T.not_implemented = new_type("NotImplementedType", T.object);
  T.ellipsis = new_type("ellipsis", T.object);
#define X(f, n, b) T.f = new_type(n, T.b, Layout::Exception);
  MINITF_EXCEPTION_TYPES(X)
#undef X
  // The object base of BaseException has the instance layout; fix the root.
  T.BaseException->layout = Layout::Exception;

  TypeObject* all[] = {
      T.type,      T.object,          T.dict,         T.str,         T.none,     T.int_,
      T.bool_,     T.float_,          T.complex,      T.tuple,       T.list,     T.set,
      T.frozenset, T.range,           T.slice,        T.cell,        T.function, T.builtin_function,
      T.method,    T.descriptor,      T.staticmethod, T.classmethod, T.property, T.module,
      T.iterator,  T.not_implemented, T.ellipsis};
  for (TypeObject* t : all) give_dict(t);
#define X(f, n, b) give_dict(T.f);
  MINITF_EXCEPTION_TYPES(X)
#undef X

  g_not_implemented = new Singleton(T.not_implemented);
  g_not_implemented->refcount = kImmortalRefcount;
  g_ellipsis = new Singleton(T.ellipsis);
  g_ellipsis->refcount = kImmortalRefcount;
}

}  // namespace

const BuiltinTypes& detail::init_types_once() {
  std::call_once(g_once, [] {
    init_types();
    g_types_ready.store(true, std::memory_order_release);
  });
  return g_types;
}

// Object constructors read the type pointers directly (types() has always run
// before the first object is made: Interpreter's constructor calls it).
const BuiltinTypes& types_unchecked() { return g_types; }

std::vector<std::pair<const char*, TypeObject*>> exception_types() {
  const BuiltinTypes& T = types();
  return {
#define X(f, n, b) {n, T.f},
      MINITF_EXCEPTION_TYPES(X)
#undef X
  };
}

TypeObject* new_builtin_type(const char* name, TypeObject* base, Layout layout,
                             const char* module) {
  const BuiltinTypes& T = types();
  auto* t = new TypeObject(name, base, T.type);
  t->module = module;
  t->refcount = kImmortalRefcount;
  t->builtin = true;
  t->layout = layout;
  give_dict(t);
  return t;
}

Value not_implemented() { return Value::object(g_not_implemented); }
Value ellipsis() { return Value::object(g_ellipsis); }

}  // namespace minitf
