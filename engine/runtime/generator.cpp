// Generators: creation, the switch into and out of a generator's stack, and
// next/send/throw/close with CPython 3.11's semantics.
#include "runtime/generator.h"

#include "runtime/errors.h"
#include "runtime/iterators.h"

namespace minitf {

TypeObject* generator_type() {
  static TypeObject* t = new_builtin_type("generator", types().object);
  return t;
}

Generator::Generator(Interpreter& interp)
    : GcObject(generator_type()), in(&interp), interpreter_alive(interp.impl().alive) {}

namespace {

// Drops what a finished generator no longer needs: its stack (back to the
// pool), its locals and cells (CPython clears a finished generator's frame).
void release(Interpreter::Impl& im, Generator* g) {
  im.suspended_gens.erase(g);
  g->co.reset();
  std::vector<Value> slots = std::move(g->slots);
  std::vector<Ref<Cell>> cells = std::move(g->cells);
  g->slots.clear();
  g->cells.clear();
  g->frame.slots = nullptr;
  g->frame.cells = nullptr;
  g->first_iter = Value();
  g->yield_from = Value();
  g->saved_handling.clear();
  // The locals die last: their destructors may run code (another
  // generator's close) that must see this one finished.
}

// What leaves a generator's body when it raises e (the exception being
// handled): e with the generator's traceback entry; or, by PEP 479, a
// RuntimeError in place of a StopIteration, which would otherwise end the
// loop around the generator silently.
std::exception_ptr body_exception(PyException& e, Frame& frame) {
  add_traceback(*e.exc, frame);
  if (!e.exc->type->is_subclass_of(types().StopIteration)) return std::current_exception();
  Ref<ExceptionObj> r = make_exception(types().RuntimeError, "generator raised StopIteration");
  r->cause = e.exc.value();
  r->context = e.exc.value();
  return std::make_exception_ptr(PyException{r});
}

// The body of a generator, run on its own stack.
void generator_entry(void* arg) {
  auto* g = static_cast<Generator*>(arg);
  Interpreter::Impl& im = g->in->impl();
  try {
    if (g->genexp) {
      im.run_genexp(g->genexp, g->first_iter, g->frame);
      g->transfer = Value();
    } else {
      Flow fl = im.exec_block(g->func->def->body, g->frame);
      g->transfer = fl == Flow::Return ? std::move(g->frame.retval) : Value();
    }
  } catch (PyException& e) {
    g->error = body_exception(e, g->frame);
  } catch (...) {
    g->error = std::current_exception();
  }
  g->co->finish();
}

}  // namespace

namespace {
// Closes g as its finaliser, once, reporting what that raises ("Exception
// ignored in: ..."): a finaliser's errors never propagate.
void close_reporting(Interpreter& in, Generator* g) {
  g->gc_flags |= kGcFinalized;  // a finaliser runs once (PEP 442)
  try {
    generator_close(in, g);
  } catch (PyException& e) {
    report_unraisable(in, Value::object(g), *e.exc);
  } catch (...) {
  }
}
}  // namespace

Generator::~Generator() {
  if (state == State::Suspended && *interpreter_alive && !(gc_flags & kGcFinalized)) {
    // A generator freed while suspended is closed first, as CPython's is:
    // its finally blocks and context managers' exits run.
    refcount = kImmortalRefcount;  // references taken while closing must not free it again
    close_reporting(*in, this);
  }
  if (state != State::Done && *interpreter_alive) in->impl().suspended_gens.erase(this);
}

void Generator::gc_traverse(const GcVisitor& visit) {
  visit(func.get());
  visit(module.get());
  for (const Value& v : slots) visit(v);
  for (const Ref<Cell>& c : cells) visit(c.get());
  visit(first_iter);
  visit(transfer);
  visit(throw_in.get());
  for (const Ref<ExceptionObj>& e : saved_handling) visit(e.get());
  visit(yield_from);
}

void Generator::gc_clear() {
  // A generator still suspended (one that ignored GeneratorExit) keeps its
  // frame: its native stack points into it.
  if (state == State::Suspended || state == State::Running) return;
  std::vector<Value> old_slots(slots.size());
  for (size_t i = 0; i < slots.size(); ++i) old_slots[i] = std::move(slots[i]);
  std::vector<Ref<Cell>> old_cells(cells.size());
  for (size_t i = 0; i < cells.size(); ++i) old_cells[i] = std::move(cells[i]);
  Value old_first = std::move(first_iter), old_transfer = std::move(transfer);
  Value old_yield_from = std::move(yield_from);
  Ref<ExceptionObj> old_throw = std::move(throw_in);
  std::vector<Ref<ExceptionObj>> old_handling = std::move(saved_handling);
  first_iter = Value();
  transfer = Value();
  yield_from = Value();
  saved_handling.clear();
}

bool Generator::gc_needs_finalizer() const {
  return state == State::Suspended && *interpreter_alive;
}

void Generator::gc_finalize(Interpreter& interp) { close_reporting(interp, this); }

Value make_generator(Interpreter& in, Function* fn, const Value* args, size_t n, CallArgs* full) {
  Interpreter::Impl& im = in.impl();
  const FunctionDef* d = fn->def;
  const ScopeInfo& sc = d->scope;
  Ref<Generator> g(new Generator(in));
  g->func = Ref<Function>(fn);
  g->module = fn->module;
  g->name = d->name;
  g->qualname = fn->qualname;
  g->slots.assign(size_t(sc.nslots), Value::undef());
  im.bind_arguments(fn, args, n, full, g->slots.data());
  size_t ncells = sc.cell_names.size();
  g->cells.resize(ncells);
  for (int32_t i = 0; i < sc.nowncells; ++i) g->cells[size_t(i)] = Ref<Cell>(new Cell());
  for (size_t i = size_t(sc.nowncells); i < ncells; ++i)
    g->cells[i] = fn->closure[i - size_t(sc.nowncells)];
  for (auto& [slot, cell] : sc.param_cells) {
    g->cells[size_t(cell)]->value = g->slots[size_t(slot)];
    g->cells[size_t(cell)]->bound = true;
  }
  Frame& fr = g->frame;
  fr.slots = g->slots.data();
  fr.cells = g->cells.data();
  fr.nowncells = sc.nowncells;
  fr.module = fn->module.get();
  fr.name = d->name.c_str();
  fr.func = fn;
  fr.unit = &fn->unit;
  fr.line = d->pos.line;
  fr.gen = g.get();
  return g.value();
}

Value make_genexp(Interpreter& in, const ComprehensionExpr* c, Value first, Frame& f) {
  const ScopeInfo& sc = c->scope;
  Ref<Generator> g(new Generator(in));
  g->genexp = c;
  g->unit = unit_of(f);
  g->module = Ref<Module>(f.module);
  g->name = "<genexpr>";
  g->qualname = f.func ? f.func->qualname + ".<locals>.<genexpr>" : "<genexpr>";
  g->first_iter = std::move(first);
  g->slots.assign(size_t(sc.nslots), Value::undef());
  size_t ncells = sc.cell_names.size();
  g->cells.resize(ncells);
  for (int32_t i = 0; i < sc.nowncells; ++i) g->cells[size_t(i)] = Ref<Cell>(new Cell());
  for (size_t i = 0; i < sc.free_from.size(); ++i)
    g->cells[size_t(sc.nowncells) + i] = f.cells[sc.free_from[i]];
  Frame& fr = g->frame;
  fr.slots = g->slots.data();
  fr.cells = g->cells.data();
  fr.nowncells = sc.nowncells;
  fr.module = f.module;
  fr.name = "<genexpr>";
  fr.unit = &g->unit;
  fr.line = c->pos.line;
  fr.gen = g.get();
  return g.value();
}

namespace {

// Runs g, started and not running, with its transfer and throw_in set, until
// it yields (true, `out` the value) or ends (false, `out` its return value;
// what its body raised is raised here). The generator's frame runs on top of
// the resumer's, on its own stack.
[[gnu::always_inline]] inline bool switch_into(Interpreter::Impl& im, Generator* g, Value& out) {
  Frame* saved_top = im.top;
  int saved_depth = im.depth;
  char* saved_low = im.stack_low;
  size_t handling_base = im.handling.size();
  g->frame.back = im.top;
  im.top = &g->frame;
  ++im.depth;
  im.stack_low = g->co->stack_low();
  if (!g->saved_handling.empty()) {
    for (auto& h : g->saved_handling) im.handling.push_back(std::move(h));
    g->saved_handling.clear();
  }
  g->state = Generator::State::Running;
  g->co->resume();
  im.top = saved_top;
  im.depth = saved_depth;
  im.stack_low = saved_low;
  if (im.handling.size() > handling_base) {
    g->saved_handling.assign(std::make_move_iterator(im.handling.begin() + long(handling_base)),
                             std::make_move_iterator(im.handling.end()));
    im.handling.resize(handling_base);
  }
  out = std::move(g->transfer);
  if (!g->co->finished()) {
    g->state = Generator::State::Suspended;
    return true;
  }
  g->state = Generator::State::Done;
  std::exception_ptr err = std::move(g->error);
  g->error = nullptr;
  release(im, g);
  if (err) std::rethrow_exception(err);
  return false;
}

[[noreturn]] void recursion_error() {
  throw_exc(types().RecursionError, "maximum recursion depth exceeded");
}

}  // namespace

bool generator_resume(Interpreter& in, Generator* g, Value sent, Ref<ExceptionObj> thrown,
                      Value& out) {
  Interpreter::Impl& im = in.impl();
  Ref<Generator> keep(g);
  if (im.depth + 1 > in.recursion_limit && g->state != Generator::State::Done) recursion_error();
  switch (g->state) {
    case Generator::State::Running:
      throw_value_error("generator already executing");
    case Generator::State::Done:
      if (thrown) throw PyException{thrown};
      out = Value();
      return false;
    case Generator::State::Created: {
      if (thrown) {
        // Thrown into a generator that never ran: it ends at once, raising
        // the exception from its first line.
        g->state = Generator::State::Done;
        add_traceback(*thrown, g->frame);
        release(im, g);
        throw PyException{thrown};
      }
      if (!sent.is_none())
        throw_type_error("can't send non-None value to a just-started generator");
      auto co = std::make_unique<Coroutine>();
      if (!co->allocate())
        throw_exc(types().MemoryError,
                  "cannot start generator: too many suspended generators (at most " +
                      std::to_string(kMaxGeneratorStacks) + " native stacks)");
      co->start(&generator_entry, g);
      g->co = std::move(co);
      im.suspended_gens.insert(g);
      break;
    }
    case Generator::State::Suspended:
      break;
  }
  g->transfer = std::move(sent);
  g->throw_in = std::move(thrown);
  return switch_into(im, g, out);
}

bool generator_next(Interpreter& in, Generator* g, Value& out) {
  if (g->state != Generator::State::Suspended) return generator_resume(in, g, Value(), {}, out);
  Interpreter::Impl& im = in.impl();
  Ref<Generator> keep(g);
  if (im.depth + 1 > in.recursion_limit) recursion_error();
  // A suspended generator's transfer is empty (the last switch took it) and
  // it has nothing to throw: next() sends None.
  return switch_into(im, g, out);
}

namespace {

[[noreturn]] void raise_stop_iteration(Value result) {
  Ref<ExceptionObj> e = make_exception(types().StopIteration, "");
  if (!result.is_none()) e->args = tuple_value({std::move(result)});
  throw PyException{e};
}

}  // namespace

Value generator_send(Interpreter& in, Generator* g, Value sent) {
  Value out;
  if (!generator_resume(in, g, std::move(sent), {}, out)) raise_stop_iteration(std::move(out));
  return out;
}

Value generator_throw(Interpreter& in, Generator* g, Ref<ExceptionObj> exc) {
  Value out;
  if (!generator_resume(in, g, Value(), std::move(exc), out)) raise_stop_iteration(std::move(out));
  return out;
}

void generator_close(Interpreter& in, Generator* g) {
  switch (g->state) {
    case Generator::State::Created:
      g->state = Generator::State::Done;
      release(in.impl(), g);
      return;
    case Generator::State::Done:
      return;
    case Generator::State::Running:
      throw_value_error("generator already executing");
    case Generator::State::Suspended:
      break;
  }
  Value out;
  try {
    if (generator_resume(in, g, Value(), make_exception(types().GeneratorExit, ""), out))
      throw_runtime_error("generator ignored GeneratorExit");
  } catch (PyException& e) {
    if (e.exc->type->is_subclass_of(types().GeneratorExit) ||
        e.exc->type->is_subclass_of(types().StopIteration))
      return;
    throw;
  }
}

void close_suspended_generators(Interpreter& in) {
  Interpreter::Impl& im = in.impl();
  // Closing runs code that may start or finish other generators: take one
  // at a time until none is left (one that ignores GeneratorExit is left).
  std::set<Generator*> tried;
  while (true) {
    Generator* g = nullptr;
    for (Generator* c : im.suspended_gens)
      if (c->state == Generator::State::Suspended && !tried.count(c)) {
        g = c;
        break;
      }
    if (!g) return;
    tried.insert(g);
    Ref<Generator> keep(g);
    close_reporting(in, g);
  }
}

Value generator_yield(Interpreter& in, Frame& f, Value v) {
  Generator* g = f.gen;
  if (!g || g->state != Generator::State::Running)
    throw_runtime_error("'yield' outside a running generator");
  g->transfer = std::move(v);
  g->co->suspend();
  if (g->throw_in) {
    Ref<ExceptionObj> e = std::move(g->throw_in);
    g->throw_in = Ref<ExceptionObj>();
    throw PyException{e};
  }
  Value sent = std::move(g->transfer);
  g->transfer = Value();
  return sent;
}

void generator_drain(Interpreter& in, Generator* g, const std::function<bool(const Value&)>& step) {
  Interpreter::Impl& im = in.impl();
  MINITF_ASSERT(generator_drainable(g), "draining a generator that others may resume");
  Ref<Generator> keep(g);
  if (im.depth + 1 > in.recursion_limit)
    throw_exc(types().RecursionError, "maximum recursion depth exceeded");
  Frame* saved_top = im.top;
  int saved_depth = im.depth;
  g->frame.back = im.top;
  im.top = &g->frame;
  ++im.depth;
  g->state = Generator::State::Running;
  std::exception_ptr consumer_error, body_error;
  try {
    im.drain_genexp(g->genexp, g->first_iter, g->frame, step, consumer_error);
  } catch (GenexpDrainStop&) {
    // step asked to stop, or raised (consumer_error): the body is abandoned
    // as closing the suspended generator would abandon it.
  } catch (PyException& e) {
    body_error = body_exception(e, g->frame);
  } catch (...) {
    body_error = std::current_exception();
  }
  im.top = saved_top;
  im.depth = saved_depth;
  g->state = Generator::State::Done;
  release(im, g);
  if (consumer_error) std::rethrow_exception(consumer_error);
  if (body_error) std::rethrow_exception(body_error);
}

namespace {

// One step of the iterator `yield from` delegates to: true with `out` the
// value it yielded, false with `out` its result when it is done.
bool delegate_step(Interpreter& in, const Value& it, Value sent, Ref<ExceptionObj> thrown,
                   Value& out) {
  if (is_generator(it))
    return generator_resume(in, static_cast<Generator*>(it.as_obj()), std::move(sent),
                            std::move(thrown), out);
  try {
    if (thrown) {
      std::optional<Value> m = in.getattr_opt(it, "throw");
      if (!m) throw PyException{thrown};
      out = in.call(*m, std::vector<Value>{thrown.value()});
      return true;
    }
    if (sent.is_none()) {
      if (in.next(it, out)) return true;
      out = Value();
      return false;
    }
    out = in.call(in.getattr(it, "send"), std::vector<Value>{sent});
    return true;
  } catch (PyException& e) {
    if (!e.exc->type->is_subclass_of(types().StopIteration)) throw;
    auto& args = e.exc->args.as<Tuple>()->items;
    out = args.empty() ? Value() : args[0];
    return false;
  }
}

}  // namespace

Value generator_yield_from(Interpreter& in, Frame& f, Value iterable) {
  Generator* g = f.gen;
  if (!g || g->state != Generator::State::Running)
    throw_runtime_error("'yield from' outside a running generator");
  Value it = in.iter(iterable);
  Value sent;
  Ref<ExceptionObj> thrown;
  while (true) {
    Value out;
    g->yield_from = it;
    bool yielded = delegate_step(in, it, std::move(sent), std::move(thrown), out);
    sent = Value();
    thrown = Ref<ExceptionObj>();
    if (!yielded) {
      g->yield_from = Value();
      return out;
    }
    g->transfer = std::move(out);
    g->co->suspend();
    if (g->throw_in) {
      Ref<ExceptionObj> e = std::move(g->throw_in);
      g->throw_in = Ref<ExceptionObj>();
      if (e->type->is_subclass_of(types().GeneratorExit)) {
        // close() closes the delegate first, then ends this generator.
        g->yield_from = Value();
        if (is_generator(it)) {
          generator_close(in, static_cast<Generator*>(it.as_obj()));
        } else if (std::optional<Value> close = in.getattr_opt(it, "close")) {
          in.call(*close, std::vector<Value>{});
        }
        throw PyException{e};
      }
      thrown = std::move(e);
    } else {
      sent = std::move(g->transfer);
      g->transfer = Value();
    }
  }
}

}  // namespace minitf
