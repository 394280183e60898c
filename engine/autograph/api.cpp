// AutoGraph's public face and its cache: tf.autograph.to_code / to_graph,
// tf.cond and tf.while_loop, and the converter tracing calls. A function's
// AST is converted once per def and kept (with its source text) while the
// def's code is alive; each
// Python function object gets a converted Function sharing that code, with
// its own closure cells plus one for the ag__ module.
#include <algorithm>
#include <map>
#include <unordered_map>
#include <unordered_set>

#include "autograph/control_flow_impl.h"
#include "autograph/converter.h"
#include "autograph/printer.h"
#include "autograph/tensor_array.h"
#include "builtins/native.h"
#include "framework/tensor_object.h"
#include "function/function_state.h"
#include "runtime/interp_impl.h"
#include "runtime/resolver.h"

namespace minitf {

namespace {

// Where the per-interpreter state hangs in Interpreter::ext().state.
constexpr const char* kStateKey = "autograph";

struct Conversion {
  // The original code, watched: once no function of it is alive, a new def
  // may take the key's address, and the entry is stale (as TF's conversion
  // cache is keyed weakly by code object).
  std::weak_ptr<SourceUnit> original;
  std::shared_ptr<SourceUnit> unit;  // owns the converted def
  const FunctionDef* def = nullptr;
  std::string source;
};

// The cache is swept of stale entries when it reaches this size, then when it
// doubles: a long kernel session defines a new def in every cell, and the
// sweep's cost stays proportional to the entries added since the last one.
constexpr size_t kFirstSweep = 64;

struct AutographState : Object {
  Ref<Module> ag;
  Ref<Cell> ag_cell;
  // Keyed by the original def and whether the conversion was user-requested
  // (it shows in the generated ConversionOptions).
  std::map<std::pair<const FunctionDef*, bool>, Conversion> conversions;
  size_t next_sweep = kFirstSweep;
  // The defs of converted code, each with the converted unit that owns it: a
  // def whose unit is gone is no artifact (its address may be reused).
  std::unordered_map<const FunctionDef*, std::weak_ptr<SourceUnit>> artifacts;
  explicit AutographState(TypeObject* t) : Object(t) {}

  // Drops the conversions whose original code is gone (functions converted
  // from them keep their converted code themselves) and the artifacts whose
  // converted code is gone.
  void sweep() {
    for (auto it = conversions.begin(); it != conversions.end();)
      it = it->second.original.expired() ? conversions.erase(it) : std::next(it);
    for (auto it = artifacts.begin(); it != artifacts.end();)
      it = it->second.expired() ? artifacts.erase(it) : std::next(it);
    next_sweep = std::max(kFirstSweep, 2 * conversions.size());
  }
};

TypeObject* state_type() {
  static TypeObject* t =
      new_builtin_type("AutographState", types().object, Layout::Native, "minitf");
  return t;
}

AutographState& state(Interpreter& in) {
  auto& slot = in.ext().state[kStateKey];
  if (!is_type_exact(slot, state_type())) {
    auto* s = new AutographState(state_type());
    slot = Value::object(s);
    s->ag = make_ag_module(in);
    s->ag_cell = Ref<Cell>(new Cell());
    s->ag_cell->value = s->ag.value();
    s->ag_cell->bound = true;
  }
  return *slot.as<AutographState>();
}

void mark_artifacts(StmtList& body, std::unordered_set<const FunctionDef*>& out);

void mark_expr_artifacts(Expr& e, std::unordered_set<const FunctionDef*>& out) {
  if (e.kind == ExprKind::Lambda) out.insert(static_cast<LambdaExpr&>(e).def.get());
  for_each_child(e, [&](ExprPtr& c) { mark_expr_artifacts(*c, out); });
}

void mark_artifacts(StmtList& body, std::unordered_set<const FunctionDef*>& out) {
  for (auto& s : body) {
    ag_internal::for_each_stmt_expr(*s, [&](ExprPtr& e) { mark_expr_artifacts(*e, out); });
    if (s->kind == StmtKind::FunctionDef) {
      out.insert(static_cast<FunctionDef*>(s.get()));
      mark_artifacts(static_cast<FunctionDef&>(*s).body, out);
    }
    ag_internal::for_each_block(*s, [&](StmtList& b) { mark_artifacts(b, out); });
  }
}

std::vector<std::string> free_names(const FunctionDef& d) {
  const ScopeInfo& sc = d.scope;
  return std::vector<std::string>(sc.cell_names.begin() + sc.nowncells, sc.cell_names.end());
}

const Conversion& convert_def(Interpreter& in, Function& fn, bool user_requested) {
  AutographState& st = state(in);
  auto key = std::make_pair(fn.def, user_requested);
  auto it = st.conversions.find(key);
  if (it != st.conversions.end()) {
    if (!it->second.original.expired()) return it->second;
    st.conversions.erase(it);  // a def of code that is gone had this address
  }
  if (st.conversions.size() >= st.next_sweep) st.sweep();
  ConvertOptions opts;
  opts.user_requested = user_requested;
  for (const auto& n : fn.module->slot_names) opts.global_names.insert(n->s);
  std::unique_ptr<FunctionDef> def = convert_function(*fn.def, opts);
  Conversion c;
  c.original = fn.unit;
  c.source = unparse_stmt(*def);
  if (in.options().debug >= kDebugConvertedCode) in.write_stderr(c.source);
  std::vector<std::string> names = free_names(*fn.def);
  names.push_back("ag__");
  c.unit = std::make_shared<SourceUnit>();
  c.unit->file = fn.unit ? fn.unit->file : nullptr;
  try {
    resolve_detached_function(in, *fn.module, *c.unit, *def, names);
  } catch (SyntaxErrorInfo& e) {
    throw_exc(types().SyntaxError,
              "AutoGraph could not transform " + fn.qualname + ": " + e.message);
  }
  c.def = def.get();
  std::unordered_set<const FunctionDef*> made{def.get()};
  mark_artifacts(def->body, made);
  for (const FunctionDef* d : made) st.artifacts[d] = c.unit;
  c.unit->body.push_back(std::move(def));
  return st.conversions.emplace(key, std::move(c)).first->second;
}

Value make_converted(Interpreter& in, Function& fn, const Conversion& c) {
  AutographState& st = state(in);
  Ref<Function> f(new Function(c.unit, c.def, fn.module));
  f->name = fn.name;
  f->qualname = fn.qualname;
  f->defaults = fn.defaults;
  f->simple_params = fn.simple_params;
  f->owner_handle = fn.owner_handle;
  // The synthetic enclosing frame's cells are the original free variables,
  // then ag__; the converted def picks the ones it uses.
  std::vector<Ref<Cell>> outer(fn.closure.begin(), fn.closure.end());
  outer.push_back(st.ag_cell);
  for (int32_t idx : c.def->scope.free_from) f->closure.push_back(outer[size_t(idx)]);
  return f.value();
}

// The plain Python function inside what a user passes (a tf.function gives
// its python_function).
Value python_function_of(Interpreter& in, const Value& fn) {
  if (is_type_exact(fn, types().function)) return fn;
  if (auto pf = in.getattr_opt(fn, "python_function")) return *pf;
  return fn;
}

}  // namespace

Value ag_module(Interpreter& in) { return state(in).ag.value(); }

bool is_autograph_artifact(Interpreter& in, const Function* fn) {
  auto& artifacts = state(in).artifacts;
  auto it = artifacts.find(fn->def);
  return it != artifacts.end() && !it->second.expired();
}

Value convert_callable(Interpreter& in, const Value& fn, bool user_requested) {
  if (!is_type_exact(fn, types().function)) return fn;
  auto* f = fn.as<Function>();
  // Lambdas and code made by a conversion run as they are.
  if (f->def->is_lambda || is_autograph_artifact(in, f) || !f->unit) return fn;
  return make_converted(in, *f, convert_def(in, *f, user_requested));
}

namespace {

using A = CallArgs;
using I = Interpreter;

Value autograph_to_code(I& in, A& a) {
  ArgParser p("to_code", a, {"entity", "recursive", "experimental_optional_features"}, 1);
  Value fn = python_function_of(in, *p.get(0));
  if (!is_type_exact(fn, types().function))
    throw_type_error("to_code: expected a Python function, got " + type_name(fn));
  auto* f = fn.as<Function>();
  if (f->def->is_lambda || !f->unit)
    throw_value_error("to_code: the source of " + f->qualname + " is not available");
  return str_value(convert_def(in, *f, true).source);
}

Value autograph_to_graph(I& in, A& a) {
  ArgParser p("to_graph", a, {"entity", "recursive", "experimental_optional_features"}, 1);
  return convert_callable(in, python_function_of(in, *p.get(0)), true);
}

Value autograph_do_not_convert(I&, A& a) {
  check_arity(a, 0, 1, "do_not_convert");
  return a.pos.empty() ? Value() : a.pos[0];
}

const NativeDef kAutographFunctions[] = {
    {"to_code", autograph_to_code, "(entity, recursive=True, experimental_optional_features=None)",
     "Returns the source code generated by AutoGraph, as a string."},
    {"to_graph", autograph_to_graph,
     "(entity, recursive=True, experimental_optional_features=None)",
     "Converts a Python entity into a TensorFlow graph (the converted function)."},
    {"set_verbosity", [](I&, A&) { return Value(); }, "(level, alsologtostdout=False)",
     "Sets the AutoGraph verbosity level (minitf: use MINITF_DEBUG=3 to see converted code)."},
};

const NativeDef kAutographExperimentalFunctions[] = {
    {"do_not_convert", autograph_do_not_convert, "(func=None)",
     "Decorator that suppresses the conversion of a function."},
};

const NativeDef kTfControlFlowFunctions[] = {
    {"cond", tf_cond, "(pred, true_fn=None, false_fn=None, name=None)",
     "Return true_fn() if the predicate pred is true else false_fn()."},
    {"while_loop", tf_while_loop,
     "(cond, body, loop_vars, shape_invariants=None, parallel_iterations=10, back_prop=True, "
     "swap_memory=False, maximum_iterations=None, name=None)",
     "Repeat body while the condition cond is true."},
    {"TensorArray", make_tensor_array,
     "(dtype, size=None, dynamic_size=None, clear_after_read=None, tensor_array_name=None, "
     "handle=None, flow=None, infer_shape=True, element_shape=None, "
     "colocate_with_first_write_call=True, name=None)",
     "Class wrapping dynamic-sized, per-time-step, write-once Tensor arrays."},
};

}  // namespace

void install_autograph(Interpreter& in, Module& tf) {
  Ref<Module> ag = add_submodule(in, tf, "autograph");
  add_functions(in, *ag, kAutographFunctions);
  Ref<Module> experimental = add_submodule(in, *ag, "experimental");
  add_functions(in, *experimental, kAutographExperimentalFunctions);
  add_functions(in, tf, kTfControlFlowFunctions);
  set_autograph_converter(
      in, [](Interpreter& in, const Value& fn) { return convert_callable(in, fn, true); });
}

}  // namespace minitf
