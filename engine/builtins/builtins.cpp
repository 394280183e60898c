// The builtins module: print, input, help, dir, vars, isinstance, the attribute
// functions, len, repr, super, exit, the built-in types and exception classes
// by name. Iteration and number builtins live in builtins_iter.cpp and
// builtins_num.cpp.
#include <algorithm>

#include "builtins/builtins_impl.h"
#include "builtins/dotted.h"
#include "builtins/file_io.h"
#include "builtins/format_impl.h"
#include "builtins/help.h"

namespace minitf {

namespace {

bool is_class(const Value& v) {
  return v.is_obj() && v.as_obj()->type->is_subclass_of(types().type);
}

// ---- print and input ----------------------------------------------------------

const std::string* text_kwarg(const CallArgs& a, const char* name) {
  const Value* v = find_kwarg(a, name);
  if (!v || v->is_none()) return nullptr;
  if (!is_str(*v))
    throw_type_error(std::string(name) + " must be None or a string, not " + type_name(*v));
  return &str_of(*v);
}

Value b_print(Interpreter& in, CallArgs& a) {
  check_kwargs(a, {"sep", "end", "file", "flush"}, "print");
  static const std::string kSpace = " ", kNewline = "\n";
  const std::string* sep = text_kwarg(a, "sep");
  const std::string* end = text_kwarg(a, "end");
  if (!sep) sep = &kSpace;
  if (!end) end = &kNewline;
  const Value* file = find_kwarg(a, "file");
  const Value* flush = find_kwarg(a, "flush");
  bool do_flush = flush && in.truthy(*flush);
  Stream which = Stream::Stdout;
  if (!file || file->is_none() || std_stream_of(*file, which)) {
    std::string out;
    for (size_t i = 0; i < a.pos.size(); ++i) {
      if (i) out += *sep;
      out += in.str(a.pos[i]);
    }
    out += *end;
    if (which == Stream::Stdout)
      in.write_stdout(out);
    else
      in.write_stderr(out);
    if (do_flush) in.out().flush();
    return Value();
  }
  // Any object with write(): one call per piece, as CPython does.
  Value write = in.getattr(*file, "write");
  for (size_t i = 0; i < a.pos.size(); ++i) {
    if (i) in.call(write, std::vector<Value>{new_str(*sep)});
    in.call(write, std::vector<Value>{new_str(in.str(a.pos[i]))});
  }
  in.call(write, std::vector<Value>{new_str(*end)});
  if (do_flush) in.call(in.getattr(*file, "flush"), std::vector<Value>{});
  return Value();
}

Value b_input(Interpreter& in, CallArgs& a) {
  check_args(a, 0, 1, "input", ArgStyle::Expected);
  std::string prompt = a.pos.empty() ? "" : in.str(a.pos[0]);
  in.out().flush();
  std::optional<std::string> line = in.out().read_line(prompt);
  if (!line) throw_exc(types().EOFError, "EOF when reading a line");
  std::string s = std::move(*line);
  if (!s.empty() && s.back() == '\n') s.pop_back();
  if (!s.empty() && s.back() == '\r') s.pop_back();
  return new_str(std::move(s));
}

// ---- help, dir and vars -------------------------------------------------------------

Value b_help(Interpreter& in, CallArgs& a) {
  check_no_kwargs(a, "help");
  if (a.pos.size() != 1)
    throw_type_error(
        "help() takes exactly one argument in minitf (interactive help is not available)");
  const Value& v = a.pos[0];
  if (is_str(v)) {
    if (const Value* b = in.builtins_module()->get(str_of(v))) {
      in.write_stdout(help_text(in, *b));
      return Value();
    }
    in.write_stdout("No Python documentation found for " + in.repr(v) +
                    ".\nUse help() to get the interactive help utility.\n"
                    "Use help(str) for help on the str class.\n\n");
    return Value();
  }
  in.write_stdout(help_text(in, v));
  return Value();
}

Value sorted_names(std::vector<std::string> names) {
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  std::vector<Value> out;
  out.reserve(names.size());
  for (auto& n : names) out.push_back(new_str(std::move(n)));
  return list_value(std::move(out));
}

std::vector<std::string> module_names(const Module& m) {
  std::vector<std::string> names;
  for (size_t i = 0; i < m.slots.size(); ++i)
    if (m.bound[i]) names.push_back(m.slot_names[i]->s);
  return names;
}

Value b_dir(Interpreter& in, CallArgs& a) {
  check_args(a, 0, 1, "dir", ArgStyle::Expected);
  // Without an argument: the names of __main__ (minitf has no frame
  // introspection for builtins, so inside a function this lists globals).
  if (a.pos.empty()) return sorted_names(module_names(*in.main_module()));
  const Value& v = a.pos[0];
  TypeObject* t = in.type_of(v);
  // A class's __dir__, or a module's own (PEP 562), decides the names; dir()
  // sorts them, as CPython's does.
  const Value* module_hook =
      t == types().module ? static_cast<Module*>(v.as_obj())->get("__dir__") : nullptr;
  if (module_hook || (t->lookup("__dir__") && !t->builtin)) {
    std::vector<Value> names =
        in.extend_items(module_hook ? in.call(*module_hook, std::vector<Value>{})
                                    : in.call(in.getattr(v, "__dir__"), std::vector<Value>{}));
    sort_values(in, names, nullptr, false);
    return list_value(std::move(names));
  }
  // Otherwise the names tab completion offers after a dot: one definition of
  // what an object's attributes are.
  std::vector<std::string> names;
  for (auto& item : peek_attributes(in, v)) names.push_back(std::move(item.first));
  return sorted_names(std::move(names));
}

Value module_dict(const Module& m) {
  Ref<Dict> d = make_dict();
  for (size_t i = 0; i < m.slots.size(); ++i)
    if (m.bound[i]) d->table.set_str(m.slot_names[i].value(), m.slots[i]);
  return d.value();
}

Value b_vars(Interpreter& in, CallArgs& a) {
  check_args(a, 0, 1, "vars", ArgStyle::Expected);
  if (a.pos.empty()) return module_dict(*in.main_module());
  const Value& v = a.pos[0];
  if (v.is_obj()) {
    Object* o = v.as_obj();
    if (o->type == types().module) return module_dict(*static_cast<Module*>(o));
    if (is_class(v)) {
      auto* t = static_cast<TypeObject*>(o);
      if (t->dict) {
        if (!t->builtin) return t->dict.value();
        Ref<Dict> copy = make_dict();  // built-in types are immutable: hand out a copy
        copy->table = t->dict->table;
        return copy.value();
      }
    } else if (o->type->layout != Layout::Native) {
      return static_cast<Instance*>(o)->exposed_dict();
    }
  }
  throw_type_error("vars() argument must have __dict__ attribute");
}

// ---- types and attributes ------------------------------------------------------

// The members of an `int | None` (types.UnionType) as a tuple, or None
// when cls is not one; a list[int] (types.GenericAlias) is refused.
Value union_members(Interpreter& in, const Value& cls, const char* fname, int depth) {
  if (!cls.is_obj() || cls.as_obj()->type->module != "types" || depth >= 1000) return Value();
  const std::string& tn = cls.as_obj()->type->name;
  if (tn == "GenericAlias")
    throw_type_error(std::string(fname) + "() argument 2 cannot be a parameterized generic");
  if (tn != "UnionType") return Value();
  Value members = in.getattr(cls, "__args__");
  return is_tuple(members) ? members : Value();
}

bool isinstance_of(Interpreter& in, const Value& v, const Value& cls, int depth) {
  if (is_class(cls)) return in.isinstance(v, static_cast<TypeObject*>(cls.as_obj()));
  if (is_tuple(cls) && depth < 1000) {
    for (const Value& c : cls.as<Tuple>()->items)
      if (isinstance_of(in, v, c, depth + 1)) return true;
    return false;
  }
  if (const Value members = union_members(in, cls, "isinstance", depth); members.is_obj())
    return isinstance_of(in, v, members, depth + 1);
  throw_type_error("isinstance() arg 2 must be a type, a tuple of types, or a union");
}

bool issubclass_of(Interpreter& in, const Value& c, const Value& cls, int depth) {
  if (is_class(cls))
    return static_cast<TypeObject*>(c.as_obj())
        ->is_subclass_of(static_cast<TypeObject*>(cls.as_obj()));
  if (is_tuple(cls) && depth < 1000) {
    for (const Value& x : cls.as<Tuple>()->items)
      if (issubclass_of(in, c, x, depth + 1)) return true;
    return false;
  }
  if (const Value members = union_members(in, cls, "issubclass", depth); members.is_obj())
    return issubclass_of(in, c, members, depth + 1);
  throw_type_error("issubclass() arg 2 must be a class, a tuple of classes, or a union");
}

const std::string& attr_name(const Value& v) {
  if (!is_str(v)) throw_type_error("attribute name must be string, not '" + type_name(v) + "'");
  return str_of(v);
}

bool is_attribute_error(const PyException& e) {
  return e.exc->type->is_subclass_of(types().AttributeError);
}

Value b_isinstance(Interpreter& in, CallArgs& a) {
  check_args(a, 2, 2, "isinstance", ArgStyle::Expected);
  return Value::boolean(isinstance_of(in, a.pos[0], a.pos[1], 0));
}

Value b_issubclass(Interpreter& in, CallArgs& a) {
  check_args(a, 2, 2, "issubclass", ArgStyle::Expected);
  if (!is_class(a.pos[0])) throw_type_error("issubclass() arg 1 must be a class");
  return Value::boolean(issubclass_of(in, a.pos[0], a.pos[1], 0));
}

Value b_hasattr(Interpreter& in, CallArgs& a) {
  check_args(a, 2, 2, "hasattr", ArgStyle::Expected);
  const std::string& n = attr_name(a.pos[1]);
  try {
    return Value::boolean(in.getattr_opt(a.pos[0], n).has_value());
  } catch (PyException& e) {
    if (is_attribute_error(e)) return Value::boolean(false);
    throw;
  }
}

Value b_getattr(Interpreter& in, CallArgs& a) {
  check_args(a, 2, 3, "getattr", ArgStyle::Expected);
  const std::string& n = attr_name(a.pos[1]);
  if (a.pos.size() == 2) return in.getattr(a.pos[0], n);
  try {
    if (auto v = in.getattr_opt(a.pos[0], n)) return *v;
  } catch (PyException& e) {
    if (!is_attribute_error(e)) throw;
  }
  return a.pos[2];
}

Value b_setattr(Interpreter& in, CallArgs& a) {
  check_args(a, 3, 3, "setattr", ArgStyle::Expected);
  in.setattr(a.pos[0], attr_name(a.pos[1]), a.pos[2]);
  return Value();
}

Value b_delattr(Interpreter& in, CallArgs& a) {
  check_args(a, 2, 2, "delattr", ArgStyle::Expected);
  in.delattr(a.pos[0], attr_name(a.pos[1]));
  return Value();
}

// ---- objects --------------------------------------------------------------------------

Value b_len(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "len");
  return Value::integer(in.len(a.pos[0]));
}

Value b_repr(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "repr");
  return new_str(in.repr(a.pos[0]));
}

Value b_ascii(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "ascii");
  return new_str(ascii_escape(in.repr(a.pos[0])));
}

Value b_super(Interpreter& in, CallArgs& a) {
  if (!a.pos.empty())
    throw_type_error("super() with arguments is not supported in minitf; use super()");
  return make_super(in);
}

// ---- modules and the interpreter -----------------------------------------------------

Value b_import(Interpreter& in, CallArgs& a) {
  check_kwargs(a, {"name", "globals", "locals", "fromlist", "level"}, "__import__");
  const Value* name = arg_or_kw(a, 0, "name");
  if (!name) throw_type_error("__import__() missing required argument 'name' (pos 1)");
  if (!is_str(*name))
    throw_type_error("__import__() argument 1 must be str, not " + type_name(*name));
  const std::string& n = str_of(*name);
  Ref<Module> mod = in.import_module(n);
  // Like the import statement: `__import__("a.b")` gives the top package
  // unless a fromlist asks for the submodule itself.
  const Value* from = arg_or_kw(a, 3, "fromlist");
  bool want_leaf = from && !from->is_none() && in.truthy(*from);
  size_t dot = n.find('.');
  if (dot == std::string::npos || want_leaf) return mod.value();
  return in.import_module(n.substr(0, dot)).value();
}

Value b_exit(Interpreter&, CallArgs& a) {
  check_no_kwargs(a, "exit");
  ArgParser p("exit", a, {"code"}, 0);
  raise_system_exit(p.get(0) ? *p.get(0) : Value(), p.get(0) != nullptr);
}

const NativeDef kBuiltins[] = {
    {"print", b_print, "(*args, sep=' ', end='\\n', file=None, flush=False)",
     "Prints the values to a stream, or to sys.stdout by default.\n\n"
     "sep\n  string inserted between values, default a space.\n"
     "end\n  string appended after the last value, default a newline.\n"
     "file\n  a file-like object (stream); defaults to the current sys.stdout.\n"
     "flush\n  whether to forcibly flush the stream."},
    {"input", b_input, "(prompt='', /)", "Read a string from standard input."},
    {"help", b_help, "(object)", "Show the signature and documentation of an object."},
    {"dir", b_dir, "([object])",
     "Show attributes of an object, or the names of the main module without an argument."},
    {"vars", b_vars, "([object])", "Show vars: the __dict__ of an object."},
    {"len", b_len, "(obj, /)", "Return the number of items in a container."},
    {"repr", b_repr, "(obj, /)", "Return the canonical string representation of the object."},
    {"ascii", b_ascii, "(obj, /)", "Return an ASCII-only representation of an object."},
    {"isinstance", b_isinstance, "(obj, class_or_tuple, /)",
     "Return whether an object is an instance of a class or of a subclass thereof."},
    {"issubclass", b_issubclass, "(cls, class_or_tuple, /)",
     "Return whether 'cls' is derived from another class or is the same class."},
    {"hasattr", b_hasattr, "(obj, name, /)",
     "Return whether the object has an attribute with the given name."},
    {"getattr", b_getattr, "(object, name[, default])", "Get a named attribute from an object."},
    {"setattr", b_setattr, "(obj, name, value, /)",
     "Sets the named attribute on the given object to the specified value."},
    {"delattr", b_delattr, "(obj, name, /)", "Deletes the named attribute from the given object."},
    {"__import__", b_import, "(name, globals=None, locals=None, fromlist=(), level=0)",
     "Import a module."},
    {"super", b_super, "()", "The parent class of the running method's class, bound to self."},
    {"exit", b_exit, "(code=None)", "Exit the interpreter by raising SystemExit(code)."},
    {"quit", b_exit, "(code=None)", "Exit the interpreter by raising SystemExit(code)."},
};

// The built-in types by name: calling one runs its TypeObject::construct.
struct NamedType {
  const char* name;
  TypeObject* BuiltinTypes::*type;
};
constexpr NamedType kNamedTypes[] = {
    {"object", &BuiltinTypes::object},
    {"type", &BuiltinTypes::type},
    {"int", &BuiltinTypes::int_},
    {"bool", &BuiltinTypes::bool_},
    {"float", &BuiltinTypes::float_},
    {"complex", &BuiltinTypes::complex},
    {"str", &BuiltinTypes::str},
    {"tuple", &BuiltinTypes::tuple},
    {"list", &BuiltinTypes::list},
    {"dict", &BuiltinTypes::dict},
    {"set", &BuiltinTypes::set},
    {"frozenset", &BuiltinTypes::frozenset},
    {"range", &BuiltinTypes::range},
    {"slice", &BuiltinTypes::slice},
    {"staticmethod", &BuiltinTypes::staticmethod},
    {"classmethod", &BuiltinTypes::classmethod},
    {"property", &BuiltinTypes::property},
};

}  // namespace

void install_builtins_module(Interpreter& in, Module& m) {
  const BuiltinTypes& T = types();
  add_functions(in, m, kBuiltins);
  install_iter_builtins(in, m);
  install_number_builtins(in, m);
  install_file_io(in, m);
  for (const NamedType& n : kNamedTypes) m.set(in, n.name, Value::object(T.*n.type));
  for (auto& e : exception_types()) m.set(in, e.first, Value::object(e.second));
  // CPython's aliases of OSError.
  m.set(in, "IOError", Value::object(T.OSError));
  m.set(in, "EnvironmentError", Value::object(T.OSError));
  m.set(in, "NotImplemented", not_implemented());
  m.set(in, "Ellipsis", ellipsis());
  m.set(in, "__debug__", Value::boolean(true));
}

}  // namespace minitf
