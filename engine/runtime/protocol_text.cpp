// repr(), str() and format() of every kind of value, as CPython 3.11 prints them.
#include <cstdio>

#include "runtime/dictview.h"
#include "runtime/dunders.h"
#include "runtime/format.h"
#include "runtime/generator.h"
#include "runtime/interp_impl.h"
#include "runtime/iterators.h"

namespace minitf {

namespace {

std::string address(const void* p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%012llx",
                static_cast<unsigned long long>(reinterpret_cast<uintptr_t>(p)));
  return buf;
}

// Marks a container while its repr is being built, so self-references print
// as [...] instead of recursing forever.
struct ReprGuard {
  std::set<const Object*>& active;
  const Object* o;
  bool entered;
  ReprGuard(std::set<const Object*>& a, const Object* obj) : active(a), o(obj) {
    entered = active.insert(o).second;
  }
  ~ReprGuard() {
    if (entered) active.erase(o);
  }
};

bool user_text_method(Interpreter& in, const Value& v, const char* name, std::string& out) {
  TypeObject* t = v.as_obj()->type;
  if (t->builtin && t->layout != Layout::Native) return false;
  Value* m = t->lookup(name);
  if (!m) return false;
  Value r = in.call(*m, std::vector<Value>{v});
  if (!(r.is_obj() && r.as_obj()->type == types().str))
    throw_type_error(std::string(name) + " returned non-string (type " + type_name(r) + ")");
  out = r.as<Str>()->s;
  return true;
}

std::string exception_str(Interpreter& in, const ExceptionObj& e) {
  auto& args = e.args.as<Tuple>()->items;
  if (args.empty()) return "";
  if (args.size() == 1) {
    if (e.type->is_subclass_of(types().KeyError)) return in.repr(args[0]);
    return in.str(args[0]);
  }
  // OSError(errno, strerror[, filename]) reads "[Errno 2] No such file or
  // directory: 'x'", as CPython's OSError.__str__.
  // With five args (errno, strerror, filename, winerror, filename2), the
  // second file follows: "...: 'a' -> 'b'".
  if (e.type->is_subclass_of(types().OSError) && args.size() <= 5 && args.size() != 4 &&
      args[0].is_int() && args[1].is_obj() && args[1].as_obj()->type == types().str) {
    std::string s = "[Errno " + std::to_string(args[0].as_int()) + "] " + in.str(args[1]);
    if (args.size() >= 3) s += ": " + in.repr(args[2]);
    if (args.size() == 5) s += " -> " + in.repr(args[4]);
    // The file builtins' errors keep their file names as attributes only
    // (runtime/sandbox.h: raise_os_error), as CPython's.
    if (args.size() == 2) {
      const Value* name = e.dict->table.find_str("filename");
      const Value* name2 = e.dict->table.find_str("filename2");
      if (name && !name->is_none()) s += ": " + in.repr(*name);
      if (name2 && !name2->is_none()) s += " -> " + in.repr(*name2);
    }
    return s;
  }
  return in.repr(e.args);
}

}  // namespace

std::string Interpreter::repr(const Value& v) {
  switch (v.tag()) {
    case Tag::None:
      return "None";
    case Tag::Bool:
      return v.as_bool() ? "True" : "False";
    case Tag::Int:
      return std::to_string(v.as_int());
    case Tag::Float:
      return float_repr(v.as_float());
    case Tag::Undef:
      return "<unbound>";
    case Tag::Obj:
      break;
  }
  Object* o = v.as_obj();
  TypeObject* t = o->type;
  if (t == types().str) return str_repr(static_cast<Str*>(o)->s);
  if (t == types().int_) return bigint_decimal(static_cast<BigInt*>(o)->n);
  if (t == types().list || t == types().tuple) {
    bool is_list = t == types().list;
    ReprGuard g(impl_->repr_active, o);
    if (!g.entered) return is_list ? "[...]" : "(...)";
    impl_->enter_call();
    std::string out = is_list ? "[" : "(";
    auto& items = is_list ? static_cast<List*>(o)->items : static_cast<Tuple*>(o)->items;
    try {
      for (size_t i = 0; i < items.size(); ++i) {
        if (i) out += ", ";
        out += repr(items[i]);
      }
    } catch (...) {
      impl_->leave_call();
      throw;
    }
    impl_->leave_call();
    if (!is_list && items.size() == 1) out += ",";
    out += is_list ? "]" : ")";
    return out;
  }
  if (t == types().dict) {
    ReprGuard g(impl_->repr_active, o);
    if (!g.entered) return "{...}";
    impl_->enter_call();
    std::string out = "{";
    bool first = true;
    try {
      static_cast<Dict*>(o)->table.for_each([&](const Value& k, const Value& val) {
        if (!first) out += ", ";
        first = false;
        out += repr(k) + ": " + repr(val);
      });
    } catch (...) {
      impl_->leave_call();
      throw;
    }
    impl_->leave_call();
    return out + "}";
  }
  if (t == types().set || t == types().frozenset) {
    auto& table = static_cast<Set*>(o)->table;
    bool frozen = t == types().frozenset;
    if (table.size() == 0) return frozen ? "frozenset()" : "set()";
    ReprGuard g(impl_->repr_active, o);
    if (!g.entered) return frozen ? "frozenset(...)" : "{...}";
    std::string out = frozen ? "frozenset({" : "{";
    bool first = true;
    table.for_each([&](const Value& k, const Value&) {
      if (!first) out += ", ";
      first = false;
      out += repr(k);
    });
    return out + (frozen ? "})" : "}");
  }
  if (t == types().complex)
    return complex_repr(static_cast<Complex*>(o)->re, static_cast<Complex*>(o)->im);
  if (t == types().range) {
    auto* r = static_cast<Range*>(o);
    std::string out = "range(" + std::to_string(r->start) + ", " + std::to_string(r->stop);
    if (r->step != 1) out += ", " + std::to_string(r->step);
    return out + ")";
  }
  if (t == types().slice) {
    auto* s = static_cast<Slice*>(o);
    return "slice(" + repr(s->start) + ", " + repr(s->stop) + ", " + repr(s->step) + ")";
  }
  if (t == types().function) {
    auto* f = static_cast<Function*>(o);
    std::string qn = f->def->is_lambda
                         ? (f->owner_class() ? f->owner_class()->name + ".<lambda>" : "<lambda>")
                         : f->qualname;
    return "<function " + qn + " at " + address(o) + ">";
  }
  if (t == types().builtin_function) {
    auto* b = static_cast<BuiltinFunction*>(o);
    if (b->is_method) {
      auto dot = b->name.find('.');
      std::string owner = dot == std::string::npos ? "object" : b->name.substr(0, dot);
      std::string mname = dot == std::string::npos ? b->name : b->name.substr(dot + 1);
      return "<method '" + mname + "' of '" + owner + "' objects>";
    }
    return "<built-in function " + b->name + ">";
  }
  if (t == types().method) {
    auto* m = static_cast<BoundMethod*>(o);
    if (m->func.is_obj() && m->func.as_obj()->type == types().builtin_function) {
      auto* b = m->func.as<BuiltinFunction>();
      auto dot = b->name.find('.');
      std::string mname = dot == std::string::npos ? b->name : b->name.substr(dot + 1);
      return "<built-in method " + mname + " of " + type_name(m->self) + " object at " +
             address(m->self.is_obj() ? m->self.as_obj() : nullptr) + ">";
    }
    std::string qn = m->func.is_obj() && m->func.as_obj()->type == types().function
                         ? m->func.as<Function>()->qualname
                         : "?";
    return "<bound method " + qn + " of " + repr(m->self) + ">";
  }
  if (t->is_subclass_of(types().type)) {
    return "<class '" + static_cast<TypeObject*>(o)->qualified_name() + "'>";
  }
  if (t == types().module) return "<module '" + static_cast<Module*>(o)->name + "' (built-in)>";
  if (t == types().not_implemented) return "NotImplemented";
  if (t == types().ellipsis) return "Ellipsis";
  if (t == types().iterator)
    return "<" + static_cast<NativeIterator*>(o)->type_name + " object at " + address(o) + ">";
  if (t == generator_type())
    return "<generator object " + static_cast<Generator*>(o)->qualname + " at " + address(o) + ">";
  if (is_dictview(v)) return dictview_repr(*this, *static_cast<DictView*>(o));
  if (t == types().staticmethod || t == types().classmethod)
    return "<" + t->name + "(" + repr(static_cast<Descriptor*>(o)->func) + ")>";
  if (t == types().property) return "<property object at " + address(o) + ">";
  std::string text;
  if (user_text_method(*this, v, "__repr__", text)) return text;
  if (t->layout == Layout::Exception) {
    auto* e = static_cast<ExceptionObj*>(o);
    auto& args = e->args.as<Tuple>()->items;
    if (args.size() == 1) return t->name + "(" + repr(args[0]) + ")";
    return t->name + repr(e->args);
  }
  return "<" + t->qualified_name() + " object at " + address(o) + ">";
}

std::string Interpreter::str(const Value& v) {
  if (v.is_obj()) {
    Object* o = v.as_obj();
    TypeObject* t = o->type;
    if (t == types().str) return static_cast<Str*>(o)->s;
    std::string text;
    if (user_text_method(*this, v, "__str__", text)) return text;
    if (t->layout == Layout::Exception) return exception_str(*this, *static_cast<ExceptionObj*>(o));
  }
  return repr(v);
}

std::string format_value(Interpreter& in, const Value& v, std::string_view spec) {
  // An empty spec formats the built-in scalars and str as str() does (their
  // __format__ would say the same), without a call.
  if (spec.empty()) {
    switch (v.tag()) {
      case Tag::Int:
        return std::to_string(v.as_int());
      case Tag::Float:
        return float_repr(v.as_float());
      case Tag::Obj:
        if (v.as_obj()->type == types().str) return v.as<Str>()->s;
        break;
      default:
        return in.repr(v);  // None and bool
    }
  }
  TypeObject* t = in.type_of(v);
  if (t->format_slot) return t->format_slot(in, v, spec);
  Value* method = t->lookup(dunders().format);
  if (!method) throw_type_error("Type " + t->name + " doesn't define __format__");
  const Value args[2] = {v, str_value(std::string(spec))};
  Value r = in.impl().call_positional(*method, args, 2);
  if (!(r.is_obj() && r.as_obj()->type == types().str))
    throw_type_error("__format__ must return a str, not " + type_name(r));
  return r.as<Str>()->s;
}

}  // namespace minitf
