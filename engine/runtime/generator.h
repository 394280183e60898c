// Generators: the objects that generator functions and generator expressions
// return, and the protocol (next, send, throw, close) that the evaluator,
// the builtins and the generator's methods share.
//
// A generator's body runs on a native stack of its own (runtime/coroutine.h
// says why). Its frame, locals and cells live in the generator object, so
// the frame survives while the generator is suspended.
#pragma once

#include <exception>
#include <memory>
#include <string>
#include <vector>

#include "runtime/coroutine.h"
#include "runtime/interp_impl.h"

namespace minitf {

struct ComprehensionExpr;

struct Generator : GcObject {
  enum class State : uint8_t { Created, Suspended, Running, Done };

  Interpreter* in;
  // False once the interpreter is gone: a generator destroyed later must not
  // run code (its frames are dropped without running their finally blocks).
  std::shared_ptr<bool> interpreter_alive;
  Ref<Function> func;                         // a generator function's generator
  const ComprehensionExpr* genexp = nullptr;  // or a generator expression
  std::shared_ptr<SourceUnit> unit;           // owns the genexp's AST
  Ref<Module> module;
  std::string name, qualname;
  std::vector<Value> slots;
  std::vector<Ref<Cell>> cells;
  Frame frame;
  Value first_iter;  // a generator expression's first iterator
  State state = State::Created;
  std::unique_ptr<Coroutine> co;

  // What crosses between the two stacks on a switch: the value sent in or
  // yielded out (or returned), the exception to raise at the yield, and the
  // exception the body ended with.
  Value transfer;
  Ref<ExceptionObj> throw_in;
  std::exception_ptr error;
  // The exceptions being handled inside the body while it is suspended
  // (CPython's gi_exc_state): off the interpreter's stack until it resumes.
  std::vector<Ref<ExceptionObj>> saved_handling;
  Value yield_from;  // the iterator `yield from` delegates to (gi_yieldfrom)

  explicit Generator(Interpreter& interp);
  ~Generator() override;
  // The collector sees what the generator object holds (its locals, cells,
  // function, pending values); what its suspended native stack holds
  // (temporaries, a for loop's iterator) it cannot see, so that counts as
  // referenced from outside. An unreachable suspended generator is closed
  // as its finaliser, and cleared only once finished.
  void gc_traverse(const GcVisitor& visit) override;
  void gc_clear() override;
  bool gc_needs_finalizer() const override;
  void gc_finalize(Interpreter& in) override;
};

TypeObject* generator_type();

inline bool is_generator(const Value& v) {
  return v.is_obj() && v.as_obj()->type == generator_type();
}

// Calls a generator function: binds the arguments and returns the generator.
Value make_generator(Interpreter& in, Function* fn, const Value* args, size_t n, CallArgs* full);
// A generator expression's generator; `first` is its first iterator, already
// made in the enclosing scope.
Value make_genexp(Interpreter& in, const ComprehensionExpr* c, Value first, Frame& f);

// Runs the generator until it yields (true, `out` the value) or returns
// (false, `out` the return value); raises what its body raised. `thrown`,
// when set, is raised at the yield the generator is suspended at.
bool generator_resume(Interpreter& in, Generator* g, Value sent, Ref<ExceptionObj> thrown,
                      Value& out);
// generator_resume with None sent: next(gen) and every loop over a generator.
bool generator_next(Interpreter& in, Generator* g, Value& out);
// gen.send(v) / gen.__next__(): the yielded value, or StopIteration.
Value generator_send(Interpreter& in, Generator* g, Value sent);
// gen.throw(exc): as send, with exc raised at the yield.
Value generator_throw(Interpreter& in, Generator* g, Ref<ExceptionObj> exc);
// gen.close(): GeneratorExit at the yield; "generator ignored GeneratorExit".
void generator_close(Interpreter& in, Generator* g);
// Closes every generator of this interpreter still suspended (at the end of
// a session, so their finally blocks run as CPython's do at exit).
void close_suspended_generators(Interpreter& in);

// Whether for_each may drain g without a coroutine (generator_drain): a
// generator expression not yet started that only the consumer's argument
// holds, so no one can resume it after the consumer is done with it.
inline bool generator_drainable(const Generator* g) {
  return g->state == Generator::State::Created && g->genexp && g->refcount == 1;
}
// Runs a drainable generator expression's loop on the caller's stack, calling
// step(item) for each item until step returns false: what resuming it once
// per item would do, without a switch per item. The generator is finished
// afterwards. An exception of its body gets its <genexpr> traceback entry;
// one of step passes through as the consumer's.
void generator_drain(Interpreter& in, Generator* g, const std::function<bool(const Value&)>& step);

// `yield value` inside a generator's body (frame f): the value sent back in.
Value generator_yield(Interpreter& in, Frame& f, Value v);
// `yield from iterable` inside a generator's body: the sub-iterator's result.
Value generator_yield_from(Interpreter& in, Frame& f, Value iterable);

}  // namespace minitf
