// Calls: binding arguments to parameters, running function bodies in frames,
// creating classes and instances, and super().
#include <alloca.h>
#include <pthread.h>

#include "runtime/dunders.h"
#include "runtime/generator.h"
#include "runtime/interp_impl.h"

namespace minitf {

namespace {

// Cells of most functions fit in this inline buffer, so a call allocates
// nothing on the heap.
constexpr int32_t kInlineCells = 8;

std::string join_names(const std::vector<std::string>& names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += names.size() == 2 ? " and " : (i + 1 == names.size() ? ", and " : ", ");
    out += "'" + names[i] + "'";
  }
  return out;
}

bool is_instance_obj(const Object* o) { return o->type->layout != Layout::Native; }

}  // namespace

std::shared_ptr<SourceUnit> unit_of(Frame& f) { return f.unit ? *f.unit : nullptr; }

void add_traceback(ExceptionObj& e, const Frame& f) {
  if (!e.traceback) e.traceback = std::make_shared<Traceback>();
  if (e.traceback->outer_frame == &f) return;
  std::shared_ptr<SourceFile> file = f.unit && *f.unit ? (*f.unit)->file : nullptr;
  e.traceback->entries.push_front(TraceEntry{file, f.line, f.name});
  e.traceback->outer_frame = &f;
}

void Interpreter::Impl::recursion_too_deep() {
  --depth;
  throw_exc(types().RecursionError, "maximum recursion depth exceeded");
}

// Finds the lowest usable address of the current thread's stack.
char* current_stack_low() {
  pthread_attr_t attr;
  if (pthread_getattr_np(pthread_self(), &attr) != 0) return nullptr;
  void* addr = nullptr;
  size_t size = 0;
  pthread_attr_getstack(&attr, &addr, &size);
  pthread_attr_destroy(&attr);
  return static_cast<char*>(addr);
}

namespace {

// CPython's __qualname__ for a def or class made in frame f: Outer.name in a
// class body, outer.<locals>.name in a function, the bare name at module level.
std::string qualified_name_in(const Frame& f, const std::string& name) {
  if (f.class_ns) {
    const Value* q = f.class_ns->table.find_str("__qualname__");
    if (q && q->is_obj() && q->as_obj()->type == types().str) return q->as<Str>()->s + "." + name;
    return name;
  }
  if (f.func) return f.func->qualname + ".<locals>." + name;
  return name;
}

}  // namespace

Value Interpreter::Impl::make_function(const FunctionDef* d, Frame& f,
                                       const std::shared_ptr<SourceUnit>& unit) {
  Ref<Function> fn(new Function(unit, d, Ref<Module>(f.module)));
  fn->name = make_str(d->name);
  // Qualified from the start, so that a decorator (functools.wraps) already
  // sees the name its repr will show.
  fn->qualname = qualified_name_in(f, d->name);
  bool simple = true;
  fn->defaults.resize(d->params.size(), Value::undef());
  for (size_t i = 0; i < d->params.size(); ++i) {
    const Param& p = d->params[i];
    if (p.default_value) {
      fn->defaults[i] = eval(p.default_value.get(), f);
      simple = false;
    }
    if (p.kind != ParamKind::Positional) simple = false;
  }
  // A generator function's call makes a generator: never the fast path that
  // runs the body at once.
  fn->simple_params = simple && !d->is_generator;
  for (int32_t idx : d->scope.free_from) fn->closure.push_back(f.cells[idx]);
  return fn.value();
}

void Interpreter::Impl::bind_arguments(Function* fn, const Value* args, size_t n, CallArgs* full,
                                       Value* slots) {
  const FunctionDef* d = fn->def;
  const auto& params = d->params;
  size_t npos = 0;
  int varargs = -1, varkw = -1;
  for (size_t i = 0; i < params.size(); ++i) {
    switch (params[i].kind) {
      case ParamKind::Positional:
        ++npos;
        break;
      case ParamKind::VarArgs:
        varargs = int(i);
        break;
      case ParamKind::VarKw:
        varkw = int(i);
        break;
      case ParamKind::KwOnly:
        break;
    }
  }
  const std::string& fname = fn->qualname;
  size_t take = std::min(n, npos);
  for (size_t i = 0; i < take; ++i) slots[i] = args[i];
  if (n > npos) {
    if (varargs < 0) {
      size_t required = 0;
      for (size_t i = 0; i < npos; ++i)
        if (fn->defaults[i].is_undef()) ++required;
      std::string takes = required == npos
                              ? std::to_string(npos)
                              : "from " + std::to_string(required) + " to " + std::to_string(npos);
      throw_type_error(fname + "() takes " + takes + " positional argument" +
                       (npos == 1 && required == npos ? "" : "s") + " but " + std::to_string(n) +
                       (n == 1 ? " was" : " were") + " given");
    }
    slots[varargs] = tuple_value(std::vector<Value>(args + npos, args + n));
  } else if (varargs >= 0) {
    slots[varargs] = tuple_value({});
  }
  Ref<Dict> extra;
  if (varkw >= 0) extra = make_dict();
  if (full) {
    for (auto& [name, value] : full->kw) {
      int found = -1;
      for (size_t i = 0; i < params.size(); ++i) {
        if ((params[i].kind == ParamKind::Positional || params[i].kind == ParamKind::KwOnly) &&
            params[i].name == name->s) {
          found = int(i);
          break;
        }
      }
      if (found < 0) {
        if (!extra)
          throw_type_error(fname + "() got an unexpected keyword argument '" + name->s + "'");
        if (extra->table.find_str(name->s))
          throw_type_error(fname + "() got multiple values for keyword argument '" + name->s + "'");
        extra->table.set_str(name.value(), value);
        continue;
      }
      if (!slots[found].is_undef())
        throw_type_error(fname + "() got multiple values for argument '" + name->s + "'");
      slots[found] = value;
    }
  }
  if (varkw >= 0) slots[varkw] = extra.value();
  std::vector<std::string> missing, missing_kw;
  for (size_t i = 0; i < params.size(); ++i) {
    if (!slots[i].is_undef()) continue;
    if (params[i].kind != ParamKind::Positional && params[i].kind != ParamKind::KwOnly) continue;
    if (!fn->defaults[i].is_undef()) {
      slots[i] = fn->defaults[i];
      continue;
    }
    (params[i].kind == ParamKind::Positional ? missing : missing_kw).push_back(params[i].name);
  }
  if (!missing.empty())
    throw_type_error(fname + "() missing " + std::to_string(missing.size()) +
                     " required positional argument" + (missing.size() == 1 ? "" : "s") + ": " +
                     join_names(missing));
  if (!missing_kw.empty())
    throw_type_error(fname + "() missing " + std::to_string(missing_kw.size()) +
                     " required keyword-only argument" + (missing_kw.size() == 1 ? "" : "s") +
                     ": " + join_names(missing_kw));
}

namespace {

// Constructs `n` values in raw (stack) memory and destroys them at scope exit.
template <class T>
struct RawArray {
  T* p;
  int32_t n;
  RawArray(void* mem, int32_t count) : p(static_cast<T*>(mem)), n(count) {
    for (int32_t i = 0; i < n; ++i) new (p + i) T();
  }
  ~RawArray() {
    for (int32_t i = 0; i < n; ++i) p[i].~T();
  }
};

}  // namespace

Value Interpreter::Impl::call_function(Function* fn, const Value* args, size_t n, CallArgs* full) {
  const FunctionDef* d = fn->def;
  if (__builtin_expect(d->is_generator, 0)) return make_generator(in, fn, args, n, full);
  int32_t nslots = d->scope.nslots;
  // Locals live on the native stack for the common sizes.
  std::unique_ptr<char[]> heap;  // new char[] is aligned for any scalar type
  Value* slots;
  if (nslots <= kInlineSlots) {
    slots = static_cast<Value*>(alloca(sizeof(Value) * size_t(nslots) + 1));
  } else {
    heap.reset(new char[sizeof(Value) * size_t(nslots)]);
    slots = reinterpret_cast<Value*>(heap.get());
  }
  if (!full && fn->simple_params && n == d->params.size()) {
    for (size_t i = 0; i < n; ++i) new (slots + i) Value(args[i]);
    for (int32_t i = int32_t(n); i < nslots; ++i) new (slots + i) Value(Value::undef());
  } else {
    for (int32_t i = 0; i < nslots; ++i) new (slots + i) Value(Value::undef());
    try {
      bind_arguments(fn, args, n, full, slots);
    } catch (...) {
      for (int32_t i = 0; i < nslots; ++i) slots[i].~Value();
      throw;
    }
  }
  return run_frame(fn, slots);
}

Value Interpreter::Impl::run_frame(Function* fn, Value* slots) {
  // Most functions have no cells: their frame is set up inline, with nothing
  // to allocate; the others go to run_frame_with_cells.
  if (!fn->def->scope.cell_names.empty()) return run_frame_with_cells(fn, slots);
  return run_plain_frame(fn, slots);
}

Value Interpreter::Impl::run_frame_with_cells(Function* fn, Value* slots) {
  const FunctionDef* d = fn->def;
  const ScopeInfo& sc = d->scope;
  SlotsOwner owner{slots, sc.nslots};
  enter_call();
  // Cells too live on the native stack for the common sizes.
  int32_t ncells = int32_t(sc.cell_names.size());
  std::unique_ptr<char[]> heap;
  void* cell_mem = nullptr;
  size_t cell_bytes = sizeof(Ref<Cell>) * size_t(ncells);
  if (ncells <= kInlineCells) {
    cell_mem = alloca(cell_bytes);
  } else {
    heap.reset(new char[cell_bytes]);
    cell_mem = heap.get();
  }
  RawArray<Ref<Cell>> cell_arr(cell_mem, ncells);
  Ref<Cell>* cells = cell_arr.p;
  for (int32_t i = 0; i < sc.nowncells; ++i) cells[i] = Ref<Cell>(new Cell());
  for (int32_t i = sc.nowncells; i < ncells; ++i) cells[i] = fn->closure[size_t(i - sc.nowncells)];
  for (auto& [slot, cell] : sc.param_cells) {
    cells[cell]->value = slots[slot];
    cells[cell]->bound = true;
  }
  Frame fr;
  set_function_frame(fr, fn, slots);
  fr.cells = cells;
  fr.nowncells = sc.nowncells;
  return run_body(fr, d);
}

Value Interpreter::Impl::call_positional(const Value& callee, const Value* args, size_t n) {
  if (callee.is_obj()) {
    Object* o = callee.as_obj();
    if (o->type == types().function)
      return call_function(static_cast<Function*>(o), args, n, nullptr);
    if (o->type == types().method) {
      auto* m = static_cast<BoundMethod*>(o);
      constexpr size_t kMax = 8;
      if (m->func.is_obj() && m->func.as_obj()->type == types().function && n < kMax) {
        Value buf[kMax];
        buf[0] = m->self;
        for (size_t i = 0; i < n; ++i) buf[i + 1] = args[i];
        return call_function(m->func.as<Function>(), buf, n + 1, nullptr);
      }
    }
  }
  CallArgs a;
  a.pos.assign(args, args + n);
  return call(callee, a);
}

Value Interpreter::Impl::call(const Value& callee, CallArgs& args) {
  if (!callee.is_obj()) throw_type_error("'" + type_name(callee) + "' object is not callable");
  Object* o = callee.as_obj();
  TypeObject* t = o->type;
  if (t == types().function) {
    auto* fn = static_cast<Function*>(o);
    return call_function(fn, args.pos.data(), args.pos.size(), args.kw.empty() ? nullptr : &args);
  }
  if (t == types().builtin_function) return invoke_builtin(static_cast<BuiltinFunction*>(o), args);
  if (t == types().method) {
    auto* m = static_cast<BoundMethod*>(o);
    args.pos.insert(args.pos.begin(), m->self);
    return call(m->func, args);
  }
  if (t->is_subclass_of(types().type)) return call_class(static_cast<TypeObject*>(o), args);
  if (t == types().staticmethod) return call(static_cast<Descriptor*>(o)->func, args);
  if (Value* c = t->lookup(dunders().call)) {
    // [function layer] A __call__ that is a library descriptor (a tf.function
    // method) is bound through its __get__, as attribute reads bind it.
    if (c->is_obj() && c->as_obj()->type->layout == Layout::Native && c->as_obj()->type->builtin) {
      if (Value* get = c->as_obj()->type->lookup("__get__")) {
        CallArgs get_args;
        get_args.pos = {*c, callee, Value::object(t)};
        Value bound = call(*get, get_args);
        return call(bound, args);
      }
    }
    args.pos.insert(args.pos.begin(), callee);
    return call(*c, args);
  }
  throw_type_error("'" + t->name + "' object is not callable");
}

Value Interpreter::Impl::invoke_builtin(BuiltinFunction* b, CallArgs& args) {
  in.check_interrupt();
  // Libraries throw their own C++ errors (the tensor core's TensorError);
  // their translators turn them into Python exceptions here, and no other
  // C++ exception may ever bypass the program's own try/except.
  try {
    return b->invoke(in, args);
  } catch (PyException&) {
    throw;
  } catch (std::bad_alloc&) {
    throw_exc(types().MemoryError, "");
  } catch (ExecutionInterrupted&) {
    in.raise_interrupt();  // a long fill or kernel saw Ctrl-C (base/limits.h)
  } catch (std::exception& e) {
    for (ExceptionTranslator translate : exception_translators) translate(in, e);
    throw_runtime_error(std::string("internal error in ") + b->name + "(): " + e.what());
  }
}

// A class's __new__ other than object's (a user class defined one; exec_class
// keeps exception classes from defining one).
static const Value* own_new(TypeObject* cls) {
  const Value* nw = cls->lookup(dunders().new_);
  if (!nw || nw == types().object->lookup(dunders().new_)) return nullptr;
  return nw;
}

// type.__call__ with a __new__: cls.__new__(cls, *args, **kwargs), then the
// __init__ of what it returned if that is an instance of cls (CPython calls
// the returned object's type's __init__, with the call's arguments).
Value Interpreter::Impl::call_class_new(TypeObject* cls, const Value& new_fn, CallArgs& args) {
  Value fn = new_fn;
  if (fn.is_obj() && fn.as_obj()->type == types().staticmethod)
    fn = static_cast<Descriptor*>(fn.as_obj())->func;
  CallArgs na;
  na.pos.reserve(args.pos.size() + 1);
  na.pos.push_back(Value::object(cls));
  na.pos.insert(na.pos.end(), args.pos.begin(), args.pos.end());
  na.kw = args.kw;
  Value obj = call(fn, na);
  TypeObject* t = in.type_of(obj);
  if (!t->is_subclass_of(cls)) return obj;
  Value* init = t->lookup(dunders().init);
  if (init && init != types().object->lookup(dunders().init)) {
    args.pos.insert(args.pos.begin(), obj);
    Value r = call(*init, args);
    if (!r.is_none()) throw_type_error("__init__() should return None, not '" + type_name(r) + "'");
  }
  return obj;
}

Value Interpreter::Impl::call_class(TypeObject* cls, CallArgs& args) {
  if (cls->builtin && cls->construct) return cls->construct(in, args);
  if (cls->builtin && cls->layout == Layout::Native)
    throw_type_error("cannot create '" + cls->name + "' instances");
  if (const Value* nw = own_new(cls)) return call_class_new(cls, *nw, args);
  Ref<Instance> inst;
  if (cls->layout == Layout::Exception) {
    auto* e = new ExceptionObj(cls);
    e->args = tuple_value(args.pos);
    inst = Ref<Instance>(e);
  } else {
    inst = Ref<Instance>(new Instance(cls));
  }
  Value* init = cls->lookup(dunders().init);
  if (init) {
    args.pos.insert(args.pos.begin(), inst.value());
    Value r = call(*init, args);
    if (!r.is_none()) throw_type_error("__init__() should return None, not '" + type_name(r) + "'");
  } else if (cls->layout != Layout::Exception && args.size() > 0) {
    throw_type_error(cls->name + "() takes no arguments");
  }
  return inst.value();
}

bool Interpreter::Impl::lookup_method(const Value& obj, const StrKey& name, Value& fn,
                                      bool& needs_self) {
  needs_self = false;
  if (obj.is_obj() && obj.as_obj()->type == super_type()) return false;
  if (!obj.is_obj()) {
    TypeObject* t = in.type_of(obj);
    Value* v = t->lookup(name);
    if (v && v->is_obj() && v->as_obj()->type == types().builtin_function) {
      fn = *v;
      needs_self = true;
      return true;
    }
    return false;
  }
  Object* o = obj.as_obj();
  TypeObject* t = o->type;
  // A class's own attributes come first (Base.__init__(self)), not those of
  // its metatype: getattr knows the order.
  if (t == types().type) return false;
  Value* tv = t->lookup(name);
  TypeObject* tvt = tv && tv->is_obj() ? tv->as_obj()->type : nullptr;
  if (is_instance_obj(o)) {
    if (tvt == types().property) return false;
    if (Value* iv = static_cast<Instance*>(o)->dict->table.find_key(name)) {
      fn = *iv;
      return true;
    }
  }
  if (!tv) return false;
  if (tvt == types().function ||
      (tvt == types().builtin_function && static_cast<BuiltinFunction*>(tv->as_obj())->is_method)) {
    fn = *tv;
    needs_self = true;
    return true;
  }
  if (tvt == types().staticmethod) {
    fn = static_cast<Descriptor*>(tv->as_obj())->func;
    return true;
  }
  return false;
}

void Interpreter::Impl::exec_class(const ClassDef* c, Frame& f) {
  std::vector<Value> decos;
  for (auto& dec : c->decorators) decos.push_back(eval(dec.get(), f));
  TypeObject* base = types().object;
  // Holds the base while the body runs: a base that only the expression
  // held (`class V(make_base()):`) would otherwise be freed before the new
  // class takes its own reference.
  Value base_holder;
  if (c->bases.size() > 1)
    throw_type_error("multiple inheritance is not supported in minitf (class " + c->name + ")");
  if (!c->keywords.empty())
    throw_type_error("class keyword arguments (metaclasses) are not supported in minitf");
  if (c->bases.size() == 1) {
    Value b = eval(c->bases[0].get(), f);
    if (!(b.is_obj() && b.as_obj()->type->is_subclass_of(types().type)))
      throw_type_error("bases must be types");
    base = b.as<TypeObject>();
    base_holder = b;
    if (base->builtin && base->layout == Layout::Native)
      throw_type_error("subclassing the built-in type '" + base->name +
                       "' is not supported in minitf");
  }
  Ref<Dict> ns = make_dict();
  const ScopeInfo& sc = c->scope;
  std::vector<Value> slots(size_t(sc.nslots), Value::undef());
  std::vector<Ref<Cell>> cells(sc.cell_names.size());
  for (int32_t i = 0; i < sc.nowncells; ++i) cells[size_t(i)] = Ref<Cell>(new Cell());
  for (size_t i = 0; i < sc.free_from.size(); ++i)
    cells[size_t(sc.nowncells) + i] = f.cells[sc.free_from[i]];
  ns->table.set_str(str_value("__module__"), str_value(f.module->name));
  ns->table.set_str(str_value("__qualname__"), str_value(qualified_name_in(f, c->name)));
  if (!c->docstring.empty()) ns->table.set_str(str_value("__doc__"), str_value(c->docstring));
  Frame cf;
  cf.slots = slots.data();
  cf.cells = cells.data();
  cf.nowncells = sc.nowncells;
  cf.module = f.module;
  cf.class_ns = ns.get();
  cf.name = c->name.c_str();
  cf.unit = f.unit;
  cf.line = c->pos.line;
  cf.back = top;
  top = &cf;
  try {
    exec_block(c->body, cf);
  } catch (PyException& e) {
    add_traceback(*e.exc, cf);
    top = cf.back;
    throw;
  } catch (...) {
    top = cf.back;
    throw;
  }
  top = cf.back;
  Ref<TypeObject> cls(new TypeObject(c->name, base, types().type));
  // The body may set __module__ and __qualname__ (a library that names its
  // classes after their public home does). __qualname__ becomes the type's
  // own, as type.__new__ takes it out of the namespace.
  if (Value* q = ns->table.find_str("__qualname__")) {
    if (!(q->is_obj() && q->as_obj()->type == types().str))
      throw_type_error("type __qualname__ must be a str, not " + type_name(*q));
    cls->qualname = q->as<Str>()->s;
    Ref<Str> key = make_str("__qualname__");
    ns->table.erase(in, key.value(), key->hash());
  }
  // type.__new__ makes a __new__ defined as a plain function a static method.
  if (Value* nv = ns->table.find_str("__new__")) {
    if (cls->layout == Layout::Exception)
      throw_not_implemented("__new__ in an exception class is not supported in minitf (class " +
                            c->name + ")");
    if (nv->is_obj() && nv->as_obj()->type == types().function)
      *nv = Ref<Descriptor>(new Descriptor(Descriptor::Static, *nv)).value();
  }
  cls->dict = ns;
  cls->custom_setattr = base->custom_setattr || ns->table.find_str("__setattr__") ||
                        ns->table.find_str("__delattr__");
  bump_class_epoch();
  cls->module = f.module->name;
  if (Value* m = ns->table.find_str("__module__"))
    if (m->is_obj() && m->as_obj()->type == types().str) cls->module = m->as<Str>()->s;
  ns->table.for_each([&](const Value& k, const Value& v) {
    if (!v.is_obj()) return;
    Object* o = v.as_obj();
    if (o->type == types().function) {
      auto* fn = static_cast<Function*>(o);
      fn->owner_handle = cls->weak_handle();
    } else if (o->type == types().staticmethod || o->type == types().classmethod ||
               o->type == types().property) {
      auto* d = static_cast<Descriptor*>(o);
      // What __set_name__ tells a property in CPython (used in error texts).
      if (k.is_obj() && k.as_obj()->type == types().str && d->name.empty())
        d->name = k.as<Str>()->s;
      for (Value* inner : {&d->func, &d->setter}) {
        if (inner->is_obj() && inner->as_obj()->type == types().function) {
          inner->as<Function>()->owner_handle = cls->weak_handle();
        }
      }
    }
  });
  Value result = cls.value();
  for (size_t i = decos.size(); i-- > 0;) result = call_positional(decos[i], &result, 1);
  assign(c->target.get(), std::move(result), f);
}

// ---- super() ----------------------------------------------------------------------

struct Super : Object {
  Ref<TypeObject> start;  // lookups begin at start->base; owned, as self may be of another class
  Value self;
  Super(TypeObject* t, TypeObject* s, Value v) : Object(t), start(s), self(std::move(v)) {}
};

TypeObject* make_super_type() { return new_builtin_type("super", types().object); }

Value make_super(Interpreter& in) {
  Frame* f = in.impl().top;
  if (!f || !f->func || !f->func->owner_class() || f->func->def->params.empty())
    throw_runtime_error("super(): no arguments");
  Value self = f->slots[0];
  if (self.is_undef()) throw_runtime_error("super(): arg[0] deleted");
  return Value::object(new Super(super_type(), f->func->owner_class(), std::move(self)));
}

std::optional<Value> super_getattr(Interpreter& in, const Value& obj, std::string_view name) {
  if (!obj.is_obj() || obj.as_obj()->type != super_type()) return std::nullopt;
  auto* s = obj.as<Super>();
  for (TypeObject* t = s->start->base; t; t = t->base) {
    if (!t->dict) continue;
    Value* v = t->dict->table.find_str(name);
    if (!v) continue;
    if (v->is_obj()) {
      TypeObject* vt = v->as_obj()->type;
      // A built-in that is no method (object.__new__, a static method) binds nothing.
      if (vt == types().function ||
          (vt == types().builtin_function && static_cast<BuiltinFunction*>(v->as_obj())->is_method))
        return Value::object(new BoundMethod(s->self, *v));
      if (vt == types().classmethod)
        return Value::object(new BoundMethod(Value::object(s->self.as_obj()->type),
                                             static_cast<Descriptor*>(v->as_obj())->func));
      if (vt == types().staticmethod) return static_cast<Descriptor*>(v->as_obj())->func;
    }
    return *v;
  }
  throw_attribute_error("'super' object has no attribute '" + std::string(name) + "'");
}

}  // namespace minitf
