// The builtins module: print, input, help, dir, vars, isinstance, attribute
// functions, exit, the built-in types and exception classes by name. Iteration
// and number builtins live in builtins_iter.cpp and builtins_num.cpp.
#include "builtins/builtins.h"

#include <algorithm>

#include "builtins/builtins_impl.h"
#include "builtins/dotted.h"
#include "builtins/format_impl.h"
#include "syntax/ast.h"

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
  if (!a.kw.empty()) throw_type_error("input() takes no keyword arguments");
  if (a.pos.size() > 1)
    throw_type_error("input expected at most 1 argument, got " + std::to_string(a.pos.size()));
  std::string prompt = a.pos.empty() ? "" : in.str(a.pos[0]);
  in.out().flush();
  std::optional<std::string> line = in.out().read_line(prompt);
  if (!line) throw_exc(types().EOFError, "EOF when reading a line");
  std::string s = std::move(*line);
  if (!s.empty() && s.back() == '\n') s.pop_back();
  if (!s.empty() && s.back() == '\r') s.pop_back();
  return new_str(std::move(s));
}

// ---- help -----------------------------------------------------------------------

// inspect.cleandoc: strip the first line, dedent the rest by their common
// indentation, drop leading and trailing blank lines.
std::vector<std::string> clean_doc(const std::string& doc) {
  std::vector<std::string> lines;
  size_t st = 0;
  while (true) {
    size_t nl = doc.find('\n', st);
    lines.push_back(doc.substr(st, nl == std::string::npos ? std::string::npos : nl - st));
    if (nl == std::string::npos) break;
    st = nl + 1;
  }
  size_t indent = std::string::npos;
  for (size_t i = 1; i < lines.size(); ++i) {
    size_t p = lines[i].find_first_not_of(" \t");
    if (p != std::string::npos) indent = std::min(indent, p);
  }
  auto ltrim = [](const std::string& s) {
    size_t p = s.find_first_not_of(" \t");
    return p == std::string::npos ? std::string() : s.substr(p);
  };
  lines[0] = ltrim(lines[0]);
  for (size_t i = 1; i < lines.size(); ++i)
    lines[i] = indent == std::string::npos || lines[i].size() < indent ? ltrim(lines[i])
                                                                       : lines[i].substr(indent);
  for (auto& l : lines) {
    size_t e = l.find_last_not_of(" \t");
    l = e == std::string::npos ? "" : l.substr(0, e + 1);
  }
  while (!lines.empty() && lines.back().empty()) lines.pop_back();
  while (!lines.empty() && lines.front().empty()) lines.erase(lines.begin());
  return lines;
}

std::string indented_doc(const std::string& doc, const std::string& prefix) {
  std::string out;
  for (const std::string& l : clean_doc(doc)) out += prefix + l + "\n";
  return out;
}

// "(x, y=2, *args, z, **kw)" from a user function's definition and defaults.
std::string function_signature(Interpreter& in, const Function& f, bool skip_self) {
  std::string out = "(";
  size_t d = 0;
  bool first = true, star_done = false;
  for (size_t i = 0; i < f.def->params.size(); ++i) {
    const Param& p = f.def->params[i];
    std::string piece;
    if (p.kind == ParamKind::KwOnly && !star_done) {
      piece = "*, ";
      star_done = true;
    }
    if (p.kind == ParamKind::VarArgs) {
      piece += "*" + p.name;
      star_done = true;
    } else if (p.kind == ParamKind::VarKw) {
      piece += "**" + p.name;
    } else {
      piece += p.name;
      // Defaults are stored per parameter (undef where there is none).
      const Value* dv = f.defaults.size() == f.def->params.size() ? &f.defaults[i]
                        : d < f.defaults.size()                   ? &f.defaults[d++]
                                                                  : nullptr;
      if (p.default_value && dv && !dv->is_undef()) piece += "=" + in.repr(*dv);
    }
    if (skip_self && i == 0 && p.kind == ParamKind::Positional) continue;
    if (!first) out += ", ";
    out += piece;
    first = false;
  }
  return out + ")";
}

std::string help_class(Interpreter& in, TypeObject* t) {
  std::string mod = t->module;
  std::string out = "Help on class " + t->name + " in module " + mod + ":\n\nclass " + t->name;
  if (t->base) out += "(" + t->base->module + "." + t->base->name + ")";
  out += "\n";
  if (t->dict) {
    if (Value* doc = t->dict->table.find_str("__doc__"))
      if (is_str(*doc)) out += indented_doc(str_of(*doc), " |  ");
    std::vector<std::pair<std::string, Value>> methods;
    t->dict->table.for_each([&](const Value& k, const Value& v) {
      if (is_str(k) && v.is_obj() && v.as_obj()->type == types().function)
        methods.emplace_back(str_of(k), v);
    });
    std::sort(methods.begin(), methods.end(),
              [](const auto& x, const auto& y) { return x.first < y.first; });
    if (!methods.empty()) out += " |  \n |  Methods defined here:\n |  \n";
    for (auto& m : methods) {
      out += " |  " + m.first + function_signature(in, *m.second.as<Function>(), false) + "\n";
      const std::string& doc = m.second.as<Function>()->def->docstring;
      if (!doc.empty()) out += indented_doc(doc, " |      ");
      out += " |  \n";
    }
  }
  return out + "\n";
}

}  // namespace

std::string help_text(Interpreter& in, const Value& v) {
  const BuiltinTypes& T = types();
  if (v.is_obj()) {
    Object* o = v.as_obj();
    if (o->type == T.builtin_function) {
      auto* f = static_cast<BuiltinFunction*>(o);
      std::string shortname =
          f->name.substr(f->name.rfind('.') == std::string::npos ? 0 : f->name.rfind('.') + 1);
      std::string head = f->is_method ? "Help on method_descriptor:\n\n"
                                      : "Help on built-in function " + shortname + " in module " +
                                            (f->module.empty() ? "builtins" : f->module) + ":\n\n";
      std::string sig = f->signature.empty() ? "(...)" : f->signature;
      return head + shortname + sig + "\n" + (f->doc.empty() ? "" : indented_doc(f->doc, "    ")) +
             "\n";
    }
    if (o->type == T.function) {
      auto* f = static_cast<Function*>(o);
      std::string name = f->name ? f->name->s : "<lambda>";
      std::string mod = f->module ? f->module->name : "__main__";
      std::string sig = function_signature(in, *f, false);
      // pydoc shows a lambda as "<lambda> lambda x".
      if (f->def->is_lambda) sig = " lambda " + sig.substr(1, sig.size() - 2);
      std::string out =
          "Help on function " + name + " in module " + mod + ":\n\n" + name + sig + "\n";
      if (!f->def->docstring.empty()) out += indented_doc(f->def->docstring, "    ");
      return out + "\n";
    }
    if (o->type == T.method) {
      auto* m = static_cast<BoundMethod*>(o);
      if (m->func.is_obj() && m->func.as_obj()->type == T.function) {
        auto* f = m->func.as<Function>();
        std::string name = f->name ? f->name->s : "<lambda>";
        std::string mod = f->module ? f->module->name : "__main__";
        TypeObject* st = in.type_of(m->self);
        std::string out = "Help on method " + name + " in module " + mod + ":\n\n" + name +
                          function_signature(in, *f, true) + " method of " + st->qualified_name() +
                          " instance\n";
        if (!f->def->docstring.empty()) out += indented_doc(f->def->docstring, "    ");
        return out + "\n";
      }
      return help_text(in, m->func);
    }
    if (is_class(v)) return help_class(in, static_cast<TypeObject*>(o));
    if (o->type == T.module) {
      auto* m = static_cast<Module*>(o);
      std::string out = "Help on module " + m->name + ":\n\nNAME\n    " + m->name + "\n";
      std::vector<std::pair<std::string, Value>> fns;
      for (size_t i = 0; i < m->slots.size(); ++i)
        if (m->bound[i] && m->slots[i].is_obj() && m->slots[i].as_obj()->type == T.builtin_function)
          fns.emplace_back(m->slot_names[i]->s, m->slots[i]);
      std::sort(fns.begin(), fns.end(),
                [](const auto& x, const auto& y) { return x.first < y.first; });
      if (!fns.empty()) out += "\nFUNCTIONS\n";
      for (auto& f : fns) {
        auto* b = f.second.as<BuiltinFunction>();
        out += "    " + f.first + (b->signature.empty() ? "(...)" : b->signature) + "\n";
        if (!b->doc.empty()) out += indented_doc(b->doc, "        ") + "\n";
      }
      return out + "\n";
    }
  }
  return help_class(in, in.type_of(v));
}

namespace {

Value b_help(Interpreter& in, CallArgs& a) {
  if (!a.kw.empty()) throw_type_error("help() takes no keyword arguments");
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

// ---- dir and vars -----------------------------------------------------------------

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
  if (!a.kw.empty()) throw_type_error("dir() takes no keyword arguments");
  if (a.pos.size() > 1)
    throw_type_error("dir expected at most 1 argument, got " + std::to_string(a.pos.size()));
  // Without an argument: the names of __main__ (minitf has no frame
  // introspection for builtins, so inside a function this lists globals).
  if (a.pos.empty()) return sorted_names(module_names(*in.main_module()));
  const Value& v = a.pos[0];
  TypeObject* t = in.type_of(v);
  if (t->lookup("__dir__") && !t->builtin)
    return list_value(in.to_vector(in.call(in.getattr(v, "__dir__"), std::vector<Value>{})));
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
  if (!a.kw.empty()) throw_type_error("vars() takes no keyword arguments");
  if (a.pos.size() > 1)
    throw_type_error("vars expected at most 1 argument, got " + std::to_string(a.pos.size()));
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
      return static_cast<Instance*>(o)->dict.value();
    }
  }
  throw_type_error("vars() argument must have __dict__ attribute");
}

// ---- types and attributes ------------------------------------------------------

bool isinstance_of(Interpreter& in, const Value& v, const Value& cls, int depth) {
  if (is_class(cls)) return in.isinstance(v, static_cast<TypeObject*>(cls.as_obj()));
  if (is_tuple(cls) && depth < 1000) {
    for (const Value& c : cls.as<Tuple>()->items)
      if (isinstance_of(in, v, c, depth + 1)) return true;
    return false;
  }
  throw_type_error("isinstance() arg 2 must be a type, a tuple of types, or a union");
}

bool issubclass_of(const Value& c, const Value& cls, int depth) {
  if (is_class(cls))
    return static_cast<TypeObject*>(c.as_obj())
        ->is_subclass_of(static_cast<TypeObject*>(cls.as_obj()));
  if (is_tuple(cls) && depth < 1000) {
    for (const Value& x : cls.as<Tuple>()->items)
      if (issubclass_of(c, x, depth + 1)) return true;
    return false;
  }
  throw_type_error("issubclass() arg 2 must be a class, a tuple of classes, or a union");
}

const std::string& attr_name(const Value& v) {
  if (!is_str(v)) throw_type_error("attribute name must be string, not '" + type_name(v) + "'");
  return str_of(v);
}


bool is_attribute_error(const PyException& e) {
  return e.exc->type->is_subclass_of(types().AttributeError);
}

Value b_exit(Interpreter&, CallArgs& a) {
  if (!a.kw.empty()) throw_type_error("exit() takes no keyword arguments");
  if (a.pos.size() > 1)
    throw_type_error("exit() takes from 0 to 1 positional arguments but " +
                     std::to_string(a.pos.size()) + " were given");
  raise_system_exit(a.pos.empty() ? Value() : a.pos[0], !a.pos.empty());
}

}  // namespace

void install_builtins_module(Interpreter& in, Module& m) {
  const BuiltinTypes& T = types();
  add_function(in, m, "print", b_print, "(*args, sep=' ', end='\\n', file=None, flush=False)",
      "Prints the values to a stream, or to sys.stdout by default.\n\n"
      "sep\n  string inserted between values, default a space.\n"
      "end\n  string appended after the last value, default a newline.\n"
      "file\n  a file-like object (stream); defaults to the current sys.stdout.\n"
      "flush\n  whether to forcibly flush the stream.");
  add_function(in, m, "input", b_input, "(prompt='', /)", "Read a string from standard input.");
  add_function(in, m, "help", b_help, "(object)", "Show the signature and documentation of an object.");
  add_function(in, m, "dir", b_dir, "([object])",
      "Show attributes of an object, or the names of the main module without an argument.");
  add_function(in, m, "vars", b_vars, "([object])", "Show vars: the __dict__ of an object.");
  add_function(
      in, m, "len",
      [](Interpreter& in, CallArgs& a) {
        if (!a.kw.empty()) throw_type_error("len() takes no keyword arguments");
        if (a.pos.size() != 1)
          throw_type_error("len() takes exactly one argument (" + std::to_string(a.pos.size()) +
                           " given)");
        return Value::integer(in.len(a.pos[0]));
      },
      "(obj, /)", "Return the number of items in a container.");
  add_function(
      in, m, "repr",
      [](Interpreter& in, CallArgs& a) {
        if (!a.kw.empty()) throw_type_error("repr() takes no keyword arguments");
        if (a.pos.size() != 1)
          throw_type_error("repr() takes exactly one argument (" + std::to_string(a.pos.size()) +
                           " given)");
        return new_str(in.repr(a.pos[0]));
      },
      "(obj, /)", "Return the canonical string representation of the object.");
  add_function(
      in, m, "ascii",
      [](Interpreter& in, CallArgs& a) {
        if (!a.kw.empty()) throw_type_error("ascii() takes no keyword arguments");
        if (a.pos.size() != 1)
          throw_type_error("ascii() takes exactly one argument (" + std::to_string(a.pos.size()) +
                           " given)");
        return new_str(ascii_escape(in.repr(a.pos[0])));
      },
      "(obj, /)", "Return an ASCII-only representation of an object.");
  add_function(
      in, m, "isinstance",
      [](Interpreter& in, CallArgs& a) {
        check_args(a, 2, 2, "isinstance", ArgStyle::Expected);
        return Value::boolean(isinstance_of(in, a.pos[0], a.pos[1], 0));
      },
      "(obj, class_or_tuple, /)",
      "Return whether an object is an instance of a class or of a subclass thereof.");
  add_function(
      in, m, "issubclass",
      [](Interpreter&, CallArgs& a) {
        check_args(a, 2, 2, "issubclass", ArgStyle::Expected);
        if (!is_class(a.pos[0])) throw_type_error("issubclass() arg 1 must be a class");
        return Value::boolean(issubclass_of(a.pos[0], a.pos[1], 0));
      },
      "(cls, class_or_tuple, /)",
      "Return whether 'cls' is derived from another class or is the same class.");
  add_function(
      in, m, "hasattr",
      [](Interpreter& in, CallArgs& a) {
        check_args(a, 2, 2, "hasattr", ArgStyle::Expected);
        const std::string& n = attr_name(a.pos[1]);
        try {
          return Value::boolean(in.getattr_opt(a.pos[0], n).has_value());
        } catch (PyException& e) {
          if (is_attribute_error(e)) return Value::boolean(false);
          throw;
        }
      },
      "(obj, name, /)", "Return whether the object has an attribute with the given name.");
  add_function(
      in, m, "getattr",
      [](Interpreter& in, CallArgs& a) {
        if (!a.kw.empty()) throw_type_error("getattr() takes no keyword arguments");
        if (a.pos.size() < 2 || a.pos.size() > 3)
          throw_type_error(std::string("getattr expected ") +
                           (a.pos.size() < 2 ? "at least 2" : "at most 3") + " arguments, got " +
                           std::to_string(a.pos.size()));
        const std::string& n = attr_name(a.pos[1]);
        if (a.pos.size() == 2) return in.getattr(a.pos[0], n);
        try {
          if (auto v = in.getattr_opt(a.pos[0], n)) return *v;
        } catch (PyException& e) {
          if (!is_attribute_error(e)) throw;
        }
        return a.pos[2];
      },
      "(object, name[, default])", "Get a named attribute from an object.");
  add_function(
      in, m, "setattr",
      [](Interpreter& in, CallArgs& a) {
        check_args(a, 3, 3, "setattr", ArgStyle::Expected);
        in.setattr(a.pos[0], attr_name(a.pos[1]), a.pos[2]);
        return Value();
      },
      "(obj, name, value, /)",
      "Sets the named attribute on the given object to the specified value.");
  add_function(
      in, m, "delattr",
      [](Interpreter& in, CallArgs& a) {
        check_args(a, 2, 2, "delattr", ArgStyle::Expected);
        in.delattr(a.pos[0], attr_name(a.pos[1]));
        return Value();
      },
      "(obj, name, /)", "Deletes the named attribute from the given object.");
  add_function(
      in, m, "__import__",
      [](Interpreter& in, CallArgs& a) {
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
      },
      "(name, globals=None, locals=None, fromlist=(), level=0)", "Import a module.");
  add_function(
      in, m, "super",
      [](Interpreter& in, CallArgs& a) {
        if (!a.pos.empty())
          throw_type_error("super() with arguments is not supported in minitf; use super()");
        return make_super(in);
      },
      "()", "The parent class of the running method's class, bound to self.");
  add_function(in, m, "exit", b_exit, "(code=None)", "Exit the interpreter by raising SystemExit(code).");
  add_function(in, m, "quit", b_exit, "(code=None)", "Exit the interpreter by raising SystemExit(code).");

  // The built-in types by name: calling one runs its TypeObject::construct.
  struct Named {
    const char* name;
    TypeObject* type;
  };
  for (const Named& n :
       {Named{"object", T.object}, Named{"type", T.type}, Named{"int", T.int_},
        Named{"bool", T.bool_}, Named{"float", T.float_}, Named{"complex", T.complex},
        Named{"str", T.str}, Named{"tuple", T.tuple}, Named{"list", T.list}, Named{"dict", T.dict},
        Named{"set", T.set}, Named{"frozenset", T.frozenset}, Named{"range", T.range},
        Named{"slice", T.slice}, Named{"staticmethod", T.staticmethod},
        Named{"classmethod", T.classmethod}, Named{"property", T.property}})
    m.set(in, n.name, Value::object(n.type));
  for (auto& e : exception_types()) m.set(in, e.first, Value::object(e.second));
  // CPython's aliases of OSError.
  m.set(in, "IOError", Value::object(T.OSError));
  m.set(in, "EnvironmentError", Value::object(T.OSError));
  m.set(in, "NotImplemented", not_implemented());
  m.set(in, "Ellipsis", ellipsis());
  m.set(in, "__debug__", Value::boolean(true));

  install_iter_builtins(in, m);
  install_number_builtins(in, m);
}

}  // namespace minitf
