#include "function/teaching.h"

#include <algorithm>

#include "framework/errors.h"
#include "framework/tensor_object.h"
#include "framework/tracing.h"
#include "framework/variable_object.h"
#include "function/function_object.h"
#include "runtime/interp_impl.h"
#include "syntax/ast_walk.h"

namespace minitf {

namespace {

// A value's repr is cut to this many characters in a note: enough for a
// number or a short array, and a note stays one line.
constexpr size_t kMaxValueChars = 60;

// The lessons the notes name (the talk's numbering).
constexpr const char* kGraphLesson = "Lesson #2: think about the graph";
constexpr const char* kTensorsLesson = "Lesson #4: use tf.Tensor everywhere";

std::string shorten(std::string s) {
  if (s.size() > kMaxValueChars) s = s.substr(0, kMaxValueChars - 3) + "...";
  return s;
}

std::string trimmed(std::string_view code) {
  size_t b = code.find_first_not_of(" \t"), e = code.find_last_not_of(" \t\r\n");
  return b == std::string_view::npos ? std::string() : std::string(code.substr(b, e - b + 1));
}

// The running Python frame's line and its source text (AutoGraph's converted
// code keeps the lines of the traced function's file, whose text it is).
// Whether `file` is one of the modules written in minitf's own Python and
// embedded in the binary (tf.keras, tf.data, contextlib...): their loops and
// state are the library's business, as TF's own Python is, so no note names
// their lines; the learner's code they call is still watched.
bool is_library_file(const SourceFile* file) {
  return file && file->name.rfind("<minitf ", 0) == 0;
}

// Whether the frame running now is library code.
bool running_library_code(Interpreter& in) {
  Frame* top = in.impl().top;
  return top && is_library_file(frame_file(*top));
}

int current_line(Interpreter& in, const TraceWatch& w, std::string* code) {
  Frame* top = in.impl().top;
  if (!top) return 0;
  if (const SourceFile* file = frame_file(*top)) *code = trimmed(file->line_text(top->line));
  if (code->empty() && w.file) *code = trimmed(w.file->line_text(top->line));
  return top->line;
}

// How to get a fresh value on every call instead of the frozen one.
std::string fresh_value_fix(const std::string& source) {
  if (source.rfind("time.", 0) == 0) return "tf.timestamp() reads the clock on every call";
  if (source == "Tensor.numpy")
    return "use the tensor itself, not its .numpy() value, so the graph reads it on every call";
  return "tf.random.uniform draws a new number on every call";
}

// The plain Python function behind a tf.function, when it is one.
Function* python_function_of(const FunctionObj& f) {
  const Value& p = f.python_function;
  return is_type_exact(p, types().function) ? p.as<Function>() : nullptr;
}

// The first line of fn's body whose text contains `needle` (0 when none):
// the body is the lines after the def that are indented deeper than it.
int find_line(const Function& fn, const std::string& needle) {
  if (!fn.def || !fn.unit || !fn.unit->file) return 0;
  const SourceFile* file = fn.unit->file.get();
  int start = fn.def->pos.line;
  std::string_view head = file->line_text(start);
  size_t indent = head.find_first_not_of(" \t");
  int last = static_cast<int>(file->line_starts.size());
  for (int line = start + 1; line <= last; ++line) {
    std::string_view text = file->line_text(line);
    size_t ind = text.find_first_not_of(" \t\r\n");
    if (ind == std::string_view::npos) continue;
    if (ind <= indent) break;
    if (text.find(needle) != std::string_view::npos) return line;
  }
  return 0;
}

std::string at_line(int line) { return line > 0 ? ", line " + std::to_string(line) : ""; }

std::string ordinal(int n) {
  int tens = n % 100;
  const char* suffix = (tens >= 11 && tens <= 13) ? "th"
                       : n % 10 == 1              ? "st"
                       : n % 10 == 2              ? "nd"
                       : n % 10 == 3              ? "rd"
                                                  : "th";
  return std::to_string(n) + suffix;
}

// The names a function's code reads as globals, first occurrence each.
struct GlobalLoads {
  std::vector<const NameExpr*> names;
  void add(const NameExpr& n) {
    for (const NameExpr* m : names)
      if (m->id == n.id) return;
    names.push_back(&n);
  }
  void expr(const Expr& e) {
    if (e.kind == ExprKind::Name) {
      const auto& n = static_cast<const NameExpr&>(e);
      if (n.ctx == Ctx::Load && n.scope == Scope::Global) add(n);
    }
    for_each_child(
        e, Overloaded{[&](const ExprPtr& c) { expr(*c); }, [&](const StmtList& b) { block(b); }});
  }
  void block(const StmtList& b) {
    for (const auto& s : b) stmt(*s);
  }
  void stmt(const Stmt& s) {
    for_each_child(
        s, Overloaded{[&](const ExprPtr& c) { expr(*c); }, [&](const StmtList& b) { block(b); }});
  }
};

// A Python number: what a trace turns into a graph constant (bools steer
// Python control flow and are left alone).
bool is_python_number(const Value& v) { return v.is_int() || v.is_float(); }

void on_volatile_value(Interpreter& in, const char* source, const Value& v) {
  TraceWatch* w = function_state(in).watch;
  if (!w || !w->cf || !is_tracing(in) || running_library_code(in)) return;
  std::string code;
  int line = current_line(in, *w, &code);
  // The note must not turn the built-in's success into an error.
  std::string text;
  try {
    text = in.repr(v);
  } catch (const PyException&) {
    text = "<value>";
  }
  FrozenValue fv{line, source, shorten(text)};
  w->cf->record.frozen.push_back(fv);
  emit_note(in, "frozen value in " + w->function + at_line(line) + ": " + code,
            std::string(source) + "() returned " + fv.value +
                " while tracing; the graph keeps it as a constant, so every call gives this "
                "same value",
            std::string(kGraphLesson) + " \u2014 " + fresh_value_fix(source),
            "The Python body runs only while tracing. A Python value it computes (a NumPy or "
            "random-module number, a clock reading, a tensor's .numpy()) is a constant of the "
            "graph, and the calls that reuse the graph never compute it again.");
}

}  // namespace

std::string trace_explanation(bool retrace) {
  return retrace ? "No cached graph fits these arguments, so the Python body runs again with "
                   "symbolic tensors and a new graph is built: Python side effects happen again "
                   "now, and the new graph is kept for the calls that match it."
                 : "The Python body runs once now, with symbolic tensors, to build a graph: "
                   "Python side effects (print, list appends) happen only now, and the later "
                   "calls with matching arguments run the graph alone.";
}

void note_unrolled_loop(Interpreter& in, bool over_range, int64_t iterations, size_t ops) {
  TraceWatch* w = function_state(in).watch;
  if (!w || ops <= kUnrolledLoopOps || running_library_code(in)) return;
  std::string code;
  int line = current_line(in, *w, &code);
  emit_note(in, "unrolled loop in " + w->function + at_line(line) + ": " + code,
            "a Python loop ran " + std::to_string(iterations) +
                " iterations while tracing and "
                "added " +
                std::to_string(ops) + " ops to the graph",
            std::string(kTensorsLesson) + " \u2014 " +
                (over_range ? "iterate over tf.range(n) so AutoGraph builds one graph loop"
                            : "loop over a tensor (tf.range, or a tensor condition) so AutoGraph "
                              "builds one graph loop"),
            "AutoGraph converts a for loop into a graph loop only when it iterates over a "
            "tensor. A loop over a Python range runs in Python while tracing, and each "
            "iteration copies its ops into the graph: the graph grows with the iteration count, "
            "and so does the time to trace it.");
}

void watch_side_effects(FunctionObj& f, TraceWatch& w) {
  Function* fn = python_function_of(f);
  if (!fn) return;
  if (fn->unit) w.file = fn->unit->file.get();
  if (is_library_file(w.file)) return;  // a library's own tf.function (fit's step)
  if (Module* m = fn->module.get()) {
    for (size_t i = 0; i < m->slots.size() && i < m->slot_names.size(); ++i) {
      if (!m->bound[i]) continue;
      const std::string& name = m->slot_names[i]->s;
      const Value& v = m->slots[i];
      w.globals.emplace_back(name, v);
      if (is_type_exact(v, types().list))
        w.list_sizes.emplace_back(name, v.as<List>()->items.size());
    }
  }
  const ScopeInfo& scope = fn->def->scope;
  for (size_t i = 0; i < fn->closure.size(); ++i) {
    size_t k = size_t(scope.nowncells) + i;
    if (k >= scope.cell_names.size() || !fn->closure[i]->bound) continue;
    const Value& v = fn->closure[i]->value;
    if (is_type_exact(v, types().list))
      w.list_sizes.emplace_back(scope.cell_names[k], v.as<List>()->items.size());
  }
  if (auto* inst =
          f.bound_self.is_obj() ? dynamic_cast<Instance*>(f.bound_self.as_obj()) : nullptr) {
    w.instance = f.bound_self;
    if (inst->dict)
      inst->dict->table.for_each([&](const Value& k, const Value& v) {
        if (is_type_exact(k, types().str)) w.attributes.emplace_back(k.as<Str>()->s, v);
      });
  }
}

void report_frozen_globals(Interpreter& in, FunctionObj& f, const TraceWatch& w) {
  Function* fn = python_function_of(f);
  if (!fn || !fn->module || !w.cf || is_library_file(w.file)) return;
  GlobalLoads loads;
  loads.block(fn->def->body);
  for (const NameExpr* n : loads.names) {
    const Value* v = fn->module->get(n->id);
    if (!v || !is_python_number(*v)) continue;
    // A global the trace assigned is a side effect, reported as one.
    auto before = std::find_if(w.globals.begin(), w.globals.end(),
                               [&](const auto& g) { return g.first == n->id; });
    if (before == w.globals.end() || !before->second.is(*v)) continue;
    std::string value = shorten(in.repr(*v));  // an int or a float: repr cannot raise
    int line = n->pos.line;
    w.cf->record.frozen.push_back(FrozenValue{line, "global " + n->id, value});
    std::string code = w.file ? trimmed(w.file->line_text(line)) : "";
    emit_note(in, "frozen global in " + w.function + at_line(line) + ": " + code,
              "the global " + n->id + " = " + value + " was read while tracing; the graph keeps " +
                  value + " even if " + n->id + " changes later",
              std::string(kGraphLesson) +
                  " \u2014 pass it as a tensor argument, or keep it in a tf.Variable",
              "Globals and closure variables are not part of the trace-cache key: a Python "
              "number read while tracing is a constant of the graph, and assigning the global "
              "a new value neither changes the graph nor causes a retrace.");
  }
}

void report_side_effects(Interpreter& in, FunctionObj& f, const TraceWatch& w) {
  Function* fn = python_function_of(f);
  if (!fn || is_library_file(w.file)) return;
  std::vector<std::string> effects;
  int line = 0;
  auto first_line = [&](int l) {
    if (l > 0 && (line == 0 || l < line)) line = l;
  };
  // A global the trace assigned (a tf.Variable made once on the first trace
  // is lesson 1's pattern, not a side effect to warn about).
  if (Module* m = fn->module.get()) {
    for (const auto& [name, before] : w.globals) {
      const Value* now = m->get(name);
      if (!now || now->is(before) || is_variable(*now)) continue;
      effects.push_back("assigned the global " + name);
      int l = find_line(*fn, name + " =");
      if (l == 0) l = find_line(*fn, name + " +=");
      first_line(l);
    }
  }
  auto list_now = [&](const std::string& name) -> const List* {
    if (Module* m = fn->module.get())
      if (const Value* v = m->get(name); v && is_type_exact(*v, types().list)) return v->as<List>();
    const ScopeInfo& scope = fn->def->scope;
    for (size_t i = 0; i < fn->closure.size(); ++i) {
      size_t k = size_t(scope.nowncells) + i;
      if (k < scope.cell_names.size() && scope.cell_names[k] == name &&
          is_type_exact(fn->closure[i]->value, types().list))
        return fn->closure[i]->value.as<List>();
    }
    return nullptr;
  };
  for (const auto& [name, size] : w.list_sizes) {
    const List* l = list_now(name);
    if (!l || l->items.size() == size) continue;
    effects.push_back("changed the outer list " + name + " (" + std::to_string(size) + " \u2192 " +
                      std::to_string(l->items.size()) + " items)");
    first_line(find_line(*fn, name + "."));
  }
  if (!w.instance.is_none()) {
    auto* inst = dynamic_cast<Instance*>(w.instance.as_obj());
    if (inst && inst->dict) {
      inst->dict->table.for_each([&](const Value& k, const Value& v) {
        if (!is_type_exact(k, types().str)) return;
        const std::string& name = k.as<Str>()->s;
        if (name.empty() || name[0] == '_' || is_variable(v)) return;
        auto it = std::find_if(w.attributes.begin(), w.attributes.end(),
                               [&](const auto& a) { return a.first == name; });
        if (it != w.attributes.end() && it->second.is(v)) return;
        effects.push_back("assigned the attribute self." + name);
        first_line(find_line(*fn, "self." + name));
      });
    }
  }
  if (effects.empty()) return;
  std::string what;
  for (size_t i = 0; i < effects.size(); ++i) what += (i ? "; " : "") + effects[i];
  std::string code;
  if (line > 0 && fn->unit && fn->unit->file)
    code = ": " + trimmed(fn->unit->file->line_text(line));
  emit_note(in, "trace-time side effect in " + w.function + at_line(line) + code,
            what + " \u2014 this ran while tracing; calls that reuse the graph will not repeat it",
            std::string(kGraphLesson) +
                " \u2014 keep state in tf.Variable (assign) and print with tf.print",
            "A tf.function runs its Python body only when it traces. Appending to a list, "
            "assigning a global or an attribute are Python side effects: they happen once per "
            "trace, not once per call, so the list, global or attribute stops following the "
            "calls.");
}

std::string graph_error_hint(Interpreter& in, const FunctionObj& f, const PyException& e) {
  Verbosity verbosity = in.options().verbosity;
  if (verbosity == Verbosity::Quiet) return "";
  const ExceptionObj& exc = *e.exc;
  std::string message;
  try {
    message = in.str(Value::object(e.exc.get()));
  } catch (PyException&) {
    return "";
  }
  // Which pitfall: the caret goes under the construct that caused it.
  std::vector<std::string> marks;
  std::string what, fix;
  bool not_allowed = exc.type == tf_errors().OperatorNotAllowedInGraph;
  if (not_allowed && (message.find("terat") != std::string::npos)) {
    what = "a symbolic tensor was iterated by Python";
    fix = "iterate in a for loop AutoGraph converts, or use tf.range / tf.map_fn";
    marks = {"for ", " in "};
  } else if (not_allowed) {
    what = "a symbolic tensor was used as a Python bool";
    fix = "use tf.cond / tf.where, or an if on a tensor in code AutoGraph converts";
    marks = {"if ", "while ", " and ", " or ", "not ", "assert "};
  } else if (exc.type->is_subclass_of(types().AttributeError) &&
             message.find("'numpy'") != std::string::npos) {
    what = ".numpy() was called on a symbolic tensor (it has no value while tracing)";
    fix = "use TF ops on the tensor, or tf.print to see its value on every call";
    marks = {".numpy("};
  } else {
    return "";
  }
  // The learner's line: the deepest frame of the traced function's file.
  int line = 0;
  std::string code, raw;
  Function* fn = python_function_of(f);
  const SourceFile* file = fn && fn->unit ? fn->unit->file.get() : nullptr;
  if (exc.traceback) {
    for (const TraceEntry& t : exc.traceback->entries) {
      if (t.file && (!file || t.file.get() == file)) {
        line = t.line;
        raw = std::string(t.file->line_text(t.line));
      }
    }
  }
  if (line == 0) return "";
  size_t col = raw.find_first_not_of(" \t");
  for (const std::string& m : marks) {
    size_t at = raw.find(m);
    if (at != std::string::npos) {
      col = at + (m[0] == ' ' ? 1 : 0);
      break;
    }
  }
  std::string caret = std::string(col == std::string::npos ? 0 : col, ' ') + "^";
  while (!raw.empty() && (raw.back() == '\n' || raw.back() == '\r')) raw.pop_back();
  std::string hint = "~~ " + what + ", in " + f.name + at_line(line) + ":\n    " + raw + "\n    " +
                     caret + "\n   " + kGraphLesson + " \u2014 " + fix;
  if (verbosity == Verbosity::Verbose)
    hint +=
        "\n   While tracing, a tensor is symbolic: it has a dtype and a shape but no value yet. "
        "Python can branch on, loop over or print only values, so these constructs need their "
        "TensorFlow forms, which become part of the graph.";
  return hint;
}

void note_new_wrapper(Interpreter& in, FunctionObj& f, std::string* reason, std::string* lesson) {
  Function* fn = python_function_of(f);
  if (!fn || !fn->def || f.wrapper_counted) return;
  f.wrapper_counted = true;  // a trace that failed comes back here
  FunctionState::WrapperCount& entry = function_state(in).wrappers_traced[fn->def];
  if (entry.code.expired()) entry = {std::shared_ptr<const void>(fn->unit), 0};
  int seen = ++entry.count;
  if (seen < 2 || !reason->empty()) return;
  if (!f.bound_self.is_none()) {
    *reason = "a new instance: a tf.function method keeps one set of traces per instance";
    *lesson = "traces are never shared between tf.function objects";
    return;
  }
  *reason = "a new tf.function object for the Python function " + f.name + " (the " +
            ordinal(seen) + ") \u2014 tf.function objects never share their traces";
  *lesson =
      "create the tf.function once, outside the loop or the function that calls it, and reuse it";
}

void install_teaching_hooks(Interpreter& in) { in.ext().volatile_value = on_volatile_value; }

}  // namespace minitf
