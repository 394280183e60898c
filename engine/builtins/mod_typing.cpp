// The typing module: the names annotations use (List, Dict, Tuple, Set,
// FrozenSet, Type, Iterable, Iterator, Sequence, Mapping, Callable, Optional,
// Union, Any, TypeVar), subscriptable and compared as CPython 3.11's, with
// its reprs ("typing.List[int]", "typing.Optional[int]") and error texts.
// minitf does not check annotations, so these objects only describe types;
// isinstance checks and TypeVar substitution are not provided.
// get_type_hints reads __annotations__ (string annotations resolved when
// they are names or dotted names).
#include <cctype>

#include "builtins/stdlib_impl.h"

namespace minitf {

namespace {

enum class FormKind : uint8_t {
  Any,        // typing.Any
  Generic,    // List, Dict, ... (subscripted or not)
  Callable,   // typing.Callable (subscripted or not)
  UnionForm,  // typing.Union itself
  OptionalForm,
  Union,       // Union[...] of two or more types
  ForwardRef,  // a string inside a subscription
};

// Tuple takes any number of parameters.
constexpr int kVariadic = -1;

struct TypingObj : Object {
  FormKind kind;
  std::string name;    // "List", "Any"; the text of a ForwardRef
  TypeObject* origin;  // list for List; null where CPython's is a collections.abc class
  int nparams;         // parameters a Generic takes, or kVariadic
  bool subscripted = false;
  bool ellipsis_params = false;  // Callable[..., R]
  std::vector<Value> args;       // __args__
  TypingObj(TypeObject* t, FormKind k, std::string n, TypeObject* o = nullptr, int np = 0)
      : Object(t), kind(k), name(std::move(n)), origin(o), nparams(np) {}
};

struct TypeVarObj : Object {
  std::string name;
  bool covariant = false, contravariant = false;
  explicit TypeVarObj(TypeObject* t) : Object(t) {}
};

TypeObject* typing_type();
TypeObject* typevar_type();

bool is_form(const Value& v) { return v.is_obj() && v.as_obj()->type == typing_type(); }
TypingObj& form_of(const Value& v) { return *v.as<TypingObj>(); }

Value new_form(FormKind k, std::string name, TypeObject* origin = nullptr, int np = 0) {
  return Value::object(new TypingObj(typing_type(), k, std::move(name), origin, np));
}

// typing._type_repr: builtins by bare name, other classes by module.name.
std::string type_repr(Interpreter& in, const Value& v) {
  if (v.is_obj() && v.as_obj()->type->is_subclass_of(types().type)) {
    auto* t = static_cast<TypeObject*>(v.as_obj());
    return t->module == "builtins" ? t->name : t->module + "." + t->name;
  }
  if (v.is_obj() && v.as_obj() == ellipsis().as_obj()) return "...";
  return in.repr(v);
}

std::string join_reprs(Interpreter& in, const std::vector<Value>& args, size_t from, size_t to) {
  std::string out;
  for (size_t i = from; i < to; ++i) {
    if (i > from) out += ", ";
    out += type_repr(in, args[i]);
  }
  return out;
}

bool is_none_type(const Value& v) { return v.is_obj() && v.as_obj() == types().none; }

std::string form_repr(Interpreter& in, const TypingObj& f) {
  switch (f.kind) {
    case FormKind::Any:
      return "typing.Any";
    case FormKind::UnionForm:
      return "typing.Union";
    case FormKind::OptionalForm:
      return "typing.Optional";
    case FormKind::ForwardRef:
      return "ForwardRef(" + in.repr(new_str(f.name)) + ")";
    case FormKind::Union: {
      if (f.args.size() == 2 && (is_none_type(f.args[0]) || is_none_type(f.args[1])))
        return "typing.Optional[" + type_repr(in, f.args[is_none_type(f.args[0]) ? 1 : 0]) + "]";
      return "typing.Union[" + join_reprs(in, f.args, 0, f.args.size()) + "]";
    }
    case FormKind::Callable:
      if (!f.subscripted) return "typing.Callable";
      if (f.ellipsis_params) return "typing.Callable[..., " + type_repr(in, f.args.back()) + "]";
      return "typing.Callable[[" + join_reprs(in, f.args, 0, f.args.size() - 1) + "], " +
             type_repr(in, f.args.back()) + "]";
    case FormKind::Generic:
      if (!f.subscripted) return "typing." + f.name;
      if (f.args.empty()) return "typing." + f.name + "[()]";
      return "typing." + f.name + "[" + join_reprs(in, f.args, 0, f.args.size()) + "]";
  }
  return "typing." + f.name;
}

// typing._type_check's conversions: None means NoneType, a str a ForwardRef.
Value type_arg(const Value& v) {
  if (v.is_none()) return Value::object(types().none);
  if (is_str(v)) return new_form(FormKind::ForwardRef, str_of(v));
  return v;
}

std::vector<Value> params_of(const Value& key) {
  if (is_tuple(key)) return key.as<Tuple>()->items;
  return {key};
}

Value make_union(Interpreter& in, const std::vector<Value>& raw) {
  if (raw.empty()) throw_type_error("Cannot take a Union of no types.");
  std::vector<Value> args;
  auto add = [&](const Value& v) {
    for (const Value& a : args)
      if (in.eq(a, v)) return;
    args.push_back(v);
  };
  for (const Value& r : raw) {
    Value v = type_arg(r);
    // Nested unions are flattened into this one.
    if (is_form(v) && form_of(v).kind == FormKind::Union) {
      for (const Value& a : form_of(v).args) add(a);
    } else {
      add(v);
    }
  }
  if (args.size() == 1) return args[0];
  Value u = new_form(FormKind::Union, "Union");
  form_of(u).subscripted = true;
  form_of(u).args = std::move(args);
  return u;
}

Value subscript_callable(Interpreter& in, const Value& key) {
  if (!is_tuple(key) || key.as<Tuple>()->items.size() != 2)
    throw_type_error("Callable must be used as Callable[[arg, ...], result].");
  const Value& params = key.as<Tuple>()->items[0];
  Value result = type_arg(key.as<Tuple>()->items[1]);
  Value c = new_form(FormKind::Callable, "Callable");
  TypingObj& f = form_of(c);
  f.subscripted = true;
  if (params.is_obj() && params.as_obj() == ellipsis().as_obj()) {
    f.ellipsis_params = true;
    f.args.push_back(params);
  } else if (is_list(params)) {
    for (const Value& p : params.as<List>()->items) f.args.push_back(type_arg(p));
  } else {
    throw_type_error("Callable[args, result]: args must be a list. Got " + type_repr(in, params));
  }
  f.args.push_back(result);
  return c;
}

Value form_getitem(Interpreter& in, CallArgs& a) {
  check_method_args(a, 1, 1, "_GenericAlias.__getitem__");
  TypingObj& f = form_of(a.pos[0]);
  const Value& key = a.pos[1];
  switch (f.kind) {
    case FormKind::Any:
      throw_type_error("type 'Any' is not subscriptable");
    case FormKind::ForwardRef:
      throw_type_error("'ForwardRef' object is not subscriptable");
    case FormKind::UnionForm:
      return make_union(in, params_of(key));
    case FormKind::OptionalForm: {
      std::vector<Value> p = params_of(key);
      if (p.size() != 1)
        throw_type_error("typing.Optional requires a single type. Got " + in.repr(key) + ".");
      return make_union(in, {p[0], Value()});
    }
    default:
      break;
  }
  if (f.subscripted) throw_type_error(form_repr(in, f) + " is not a generic class");
  if (f.kind == FormKind::Callable) return subscript_callable(in, key);
  std::vector<Value> params = params_of(key);
  Value g = new_form(FormKind::Generic, f.name, f.origin, f.nparams);
  TypingObj& r = form_of(g);
  r.subscripted = true;
  if (f.nparams == kVariadic) {
    // Tuple[()] is the empty tuple type; Tuple[X, ...] keeps its Ellipsis.
    if (!(params.size() == 1 && is_tuple(params[0]) && params[0].as<Tuple>()->items.empty()))
      for (const Value& p : params) r.args.push_back(type_arg(p));
    return g;
  }
  if (int(params.size()) != f.nparams)
    throw_type_error(std::string("Too ") + (int(params.size()) > f.nparams ? "many" : "few") +
                     " arguments for typing." + f.name + "; actual " +
                     std::to_string(params.size()) + ", expected " + std::to_string(f.nparams));
  for (const Value& p : params) r.args.push_back(type_arg(p));
  return g;
}

bool args_equal(Interpreter& in, const TypingObj& x, const TypingObj& y) {
  if (x.args.size() != y.args.size()) return false;
  if (x.kind == FormKind::Union) {
    // Unions compare as sets of their members.
    for (const Value& a : x.args) {
      bool found = false;
      for (const Value& b : y.args) found = found || in.eq(a, b);
      if (!found) return false;
    }
    return true;
  }
  for (size_t i = 0; i < x.args.size(); ++i)
    if (!in.eq(x.args[i], y.args[i])) return false;
  return true;
}

Value form_eq(Interpreter& in, CallArgs& a) {
  check_method_args(a, 1, 1, "_GenericAlias.__eq__");
  if (!is_form(a.pos[1])) return not_implemented();
  const TypingObj& x = form_of(a.pos[0]);
  const TypingObj& y = form_of(a.pos[1]);
  return Value::boolean(x.kind == y.kind && x.name == y.name && x.subscripted == y.subscripted &&
                        x.ellipsis_params == y.ellipsis_params && args_equal(in, x, y));
}

Value form_hash(Interpreter& in, CallArgs& a) {
  check_method_args(a, 0, 0, "_GenericAlias.__hash__");
  const TypingObj& f = form_of(a.pos[0]);
  int64_t h = str_hash(f.name);
  // Order-independent for unions, whose equality ignores order.
  for (const Value& v : f.args) h ^= in.hash(v);
  return Value::integer(h == -1 ? -2 : h);
}

Value form_call(Interpreter&, CallArgs& a) {
  const TypingObj& f = form_of(a.pos[0]);
  if (f.kind == FormKind::Any) throw_type_error("Any cannot be instantiated");
  if (f.kind == FormKind::Generic && f.origin)
    throw_type_error("Type " + f.name + " cannot be instantiated; use " + f.origin->name +
                     "() instead");
  throw_type_error("Cannot instantiate " +
                   std::string(f.kind == FormKind::Generic ? "typing." : "") + f.name);
}

Value form_args(Interpreter&, CallArgs& a) {
  const TypingObj& f = form_of(a.pos[0]);
  // An unsubscripted alias has no __args__ in CPython either.
  if (!f.subscripted) throw_attribute_error("__args__");
  return tuple_value(f.args);
}

Value form_origin(Interpreter&, CallArgs& a) {
  const TypingObj& f = form_of(a.pos[0]);
  if (f.kind == FormKind::Union) return new_form(FormKind::UnionForm, "Union");
  if (!f.origin) throw_attribute_error("'" + f.name + "' has no attribute '__origin__'");
  return Value::object(f.origin);
}

const NativeDef kFormMethods[] = {
    {"__getitem__", form_getitem},
    {"__repr__",
     [](Interpreter& in, CallArgs& a) { return new_str(form_repr(in, form_of(a.pos[0]))); }},
    {"__eq__", form_eq},
    {"__hash__", form_hash},
    {"__call__", form_call},
};

const NativeDef kFormProperties[] = {
    {"__args__", form_args},
    {"__origin__", form_origin},
};

TypeObject* typing_type() {
  static TypeObject* t = [] {
    TypeObject* ty = new_builtin_type("_GenericAlias", types().object, Layout::Native, "typing");
    add_methods(ty, kFormMethods);
    add_properties(ty, kFormProperties);
    return ty;
  }();
  return t;
}

// TypeVar(name, *constraints, bound=None, covariant=False, contravariant=False).
Value typevar_construct(Interpreter& in, CallArgs& a) {
  check_kwargs(a, {"bound", "covariant", "contravariant"}, "TypeVar");
  if (a.pos.empty())
    throw_type_error("TypeVar.__init__() missing 1 required positional argument: 'name'");
  if (!is_str(a.pos[0]))
    throw_type_error("can only concatenate str (not \"" + type_name(a.pos[0]) + "\") to str");
  if (a.pos.size() == 2) throw_type_error("A single constraint is not allowed");
  Ref<TypeVarObj> tv(new TypeVarObj(typevar_type()));
  tv->name = str_of(a.pos[0]);
  const Value* co = find_kwarg(a, "covariant");
  const Value* contra = find_kwarg(a, "contravariant");
  tv->covariant = co && in.truthy(*co);
  tv->contravariant = contra && in.truthy(*contra);
  if (tv->covariant && tv->contravariant) throw_value_error("Bivariant types are not supported.");
  return Value::object(tv.get());
}

const NativeDef kTypeVarMethods[] = {
    {"__repr__",
     [](Interpreter&, CallArgs& a) {
       const TypeVarObj& tv = *a.pos[0].as<TypeVarObj>();
       const char* prefix = tv.covariant ? "+" : tv.contravariant ? "-" : "~";
       return new_str(prefix + tv.name);
     }},
};

const NativeDef kTypeVarProperties[] = {
    {"__name__",
     [](Interpreter&, CallArgs& a) { return new_str(a.pos[0].as<TypeVarObj>()->name); }},
};

TypeObject* typevar_type() {
  static TypeObject* t = [] {
    TypeObject* ty = new_builtin_type("TypeVar", types().object, Layout::Native, "typing");
    ty->construct = typevar_construct;
    add_methods(ty, kTypeVarMethods);
    add_properties(ty, kTypeVarProperties);
    return ty;
  }();
  return t;
}

// A string annotation (a forward reference) as get_type_hints resolves it:
// a name or dotted name, looked up in `globals` and then the builtins.
Value resolve_forward_ref(Interpreter& in, const std::string& text, Module* globals) {
  std::vector<std::string> parts(1);
  for (char c : text) {
    if (c == '.') {
      parts.emplace_back();
    } else if (std::isalnum(static_cast<unsigned char>(c)) || c == '_' ||
               static_cast<unsigned char>(c) >= 0x80) {
      parts.back() += c;
    } else {
      throw_not_implemented(
          "typing.get_type_hints() resolves string annotations that are names "
          "or dotted names; " +
          in.repr(str_value(text)) + " is neither in minitf");
    }
  }
  const Value* v = globals ? globals->get(parts[0]) : nullptr;
  if (!v) v = in.builtins_module()->get(parts[0]);
  if (!v) throw_exc(types().NameError, "name '" + parts[0] + "' is not defined");
  Value out = *v;
  for (size_t i = 1; i < parts.size(); ++i) out = in.getattr(out, parts[i]);
  return out;
}

void add_hints(Interpreter& in, Ref<Dict>& out, const Value& ann, Module* globals) {
  if (!(ann.is_obj() && ann.as_obj()->type->is_subclass_of(types().dict))) return;
  ann.as<Dict>()->table.for_each([&](const Value& k, const Value& v) {
    Value hint = v;
    if (v.is_none())
      hint = Value::object(types().none);
    else if (is_str(v))
      hint = resolve_forward_ref(in, str_of(v), globals);
    out->table.set(in, k, in.hash(k), hint);
  });
}

// typing.get_type_hints(obj): the annotations of a function, method, class
// (its bases' first) or module, with None as NoneType and string
// annotations resolved.
Value get_type_hints(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "get_type_hints");
  Value obj = a.pos[0];
  if (obj.is_obj() && obj.as_obj()->type == types().method) obj = in.getattr(obj, "__func__");
  Ref<Dict> out = make_dict();
  if (!obj.is_obj())
    throw_type_error(in.repr(obj) + " is not a module, class, method, or function.");
  Object* o = obj.as_obj();
  if (o->type == types().function) {
    add_hints(in, out, in.getattr(obj, "__annotations__"), static_cast<Function*>(o)->module.get());
  } else if (o->type == types().module) {
    auto* m = static_cast<Module*>(o);
    if (const Value* ann = m->get("__annotations__")) add_hints(in, out, *ann, m);
  } else if (o->type->is_subclass_of(types().type)) {
    std::vector<TypeObject*> chain;
    for (auto* t = static_cast<TypeObject*>(o); t; t = t->base) chain.push_back(t);
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
      TypeObject* t = *it;
      if (!t->dict) continue;
      Value* ann = t->dict->table.find_str("__annotations__");
      if (!ann) continue;
      Module* globals = t->module == "__main__" ? in.main_module() : nullptr;
      add_hints(in, out, *ann, globals);
    }
  } else if (o->type == types().builtin_function) {
    // built-in functions have no annotations
  } else {
    throw_type_error(in.repr(obj) + " is not a module, class, method, or function.");
  }
  return out.value();
}

const NativeDef kTypingFunctions[] = {
    {"get_type_hints", get_type_hints, "(obj)",
     "Return type hints for an object: its __annotations__ (a class's merged with its "
     "bases'), with None as NoneType and forward references (strings) resolved."},
};

}  // namespace

Ref<Module> make_typing_module(Interpreter& in) {
  Ref<Module> m(new Module("typing"));
  Value mv = Value::object(m.get());
  const BuiltinTypes& T = types();
  struct GenericDef {
    const char* name;
    TypeObject* origin;
    int nparams;
  };
  const GenericDef generics[] = {
      {"List", T.list, 1},           {"Dict", T.dict, 2},           {"Set", T.set, 1},
      {"FrozenSet", T.frozenset, 1}, {"Tuple", T.tuple, kVariadic}, {"Type", T.type, 1},
      {"Iterable", nullptr, 1},      {"Iterator", nullptr, 1},      {"Sequence", nullptr, 1},
      {"Mapping", nullptr, 2},
  };
  for (const GenericDef& g : generics)
    in.setattr(mv, g.name, new_form(FormKind::Generic, g.name, g.origin, g.nparams));
  in.setattr(mv, "Any", new_form(FormKind::Any, "Any"));
  in.setattr(mv, "Callable", new_form(FormKind::Callable, "Callable"));
  in.setattr(mv, "Union", new_form(FormKind::UnionForm, "Union"));
  in.setattr(mv, "Optional", new_form(FormKind::OptionalForm, "Optional"));
  in.setattr(mv, "TypeVar", Value::object(typevar_type()));
  in.setattr(mv, "TYPE_CHECKING", Value::boolean(false));
  add_functions(in, *m, kTypingFunctions);
  return m;
}

}  // namespace minitf
