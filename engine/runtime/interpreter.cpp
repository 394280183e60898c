// The Interpreter object: running source units, modules, tracebacks, and the
// thin public wrappers over the evaluator.
#include "runtime/interpreter.h"

#include <new>
#include <set>
#include <unordered_set>

#include "runtime/exec_source.h"
#include "runtime/generator.h"
#include "runtime/interp_impl.h"
#include "runtime/resolver.h"
#include "runtime/time_limit.h"
#include "syntax/ast_dump.h"
#include "syntax/parser.h"

namespace minitf {

char* current_stack_low();

// CPython collapses runs of identical traceback lines after this many.
constexpr int kTracebackRepeatShown = 3;

Interpreter::Interpreter(OutputSink& sink, Options options)
    : sink_(sink), options_(std::move(options)) {
  types();
  limits_.memory_budget = options_.memory_limit ? options_.memory_limit : default_memory_budget();
  limits_.interrupt = &interrupt_;
  gc_.owner = this;
  if (options_.sandbox) {
    // A front end passes a resolved folder; the cwd is the fallback (and an
    // unusable cwd confines the session to the root of nothing: "/" is
    // never taken as a default).
    std::string root = options_.sandbox_dir, error;
    // Without a usable cwd the root is a name no absolute path is inside, so
    // every file operation is refused.
    if (root.empty() && !resolve_sandbox_root("", root, error)) root = "<no folder>";
    sandbox_ = SandboxPolicy(root);
  }
  ext_ = std::make_unique<Extensions>();
  impl_ = std::make_unique<Impl>(*this);
  // Empty until the front end installs the builtins and the libraries (the
  // evaluator knows neither: see builtins/builtins.h and lib/libraries.h).
  builtins_ = Ref<Module>(new Module("builtins"));
  impl_->modules["builtins"] = builtins_;
  main_ = Ref<Module>(new Module("__main__"));
  main_->set(*this, "__name__", str_value("__main__"));
  main_->set(*this, "__doc__", Value());
  impl_->modules["__main__"] = main_;
}

void Interpreter::add_exception_translator(ExceptionTranslator t) {
  for (ExceptionTranslator have : impl_->exception_translators)
    if (have == t) return;
  impl_->exception_translators.push_back(t);
}

Interpreter::~Interpreter() {
  // Generators still suspended are closed while everything they may use is
  // alive (their finally blocks run, as at CPython's exit); after that no
  // generator runs code again.
  try {
    close_suspended_generators(*this);
  } catch (...) {
  }
  {
    // As at CPython's exit, __main__'s globals go first, while everything
    // else is intact, so their __del__ methods can still run and print;
    // then the cycles left run their finalisers in one last collection.
    ActiveLimitsScope active_limits(&limits_);
    ActiveGcScope active_gc(&gc_);
    try {
      // In definition order, each released after its slot is unbound.
      for (size_t i = 0; i < main_->slots.size(); ++i) {
        Value old = std::move(main_->slots[i]);
        main_->slots[i] = Value();
        main_->bound[i] = false;
      }
      gc_.collect(*this, kGcGenerations - 1);
    } catch (...) {
    }
  }
  // From here on no Python code runs: finalisers are skipped.
  gc_.owner = nullptr;
  *impl_->alive = false;
  // Break the reference cycles every session has (functions → module →
  // functions) so a closed session frees its objects.
  // Submodules (tf.math, tf.compat.v1) are reached through their parents.
  std::vector<Ref<Module>> pending, all;
  std::set<Module*> seen;
  for (auto& [name, m] : impl_->modules) pending.push_back(m);
  while (!pending.empty()) {
    Ref<Module> m = pending.back();
    pending.pop_back();
    if (!seen.insert(m.get()).second) continue;
    all.push_back(m);  // keeps every module alive until all are cleared
    for (auto& s : m->slots) {
      if (s.is_obj() && s.as_obj()->type == types().module)
        pending.push_back(Ref<Module>(s.as<Module>()));
    }
  }
  for (auto& m : all) {
    for (auto& s : m->slots) s = Value();
  }
  all.clear();
  // What the cleared modules held in cycles (classes, closures) goes too.
  gc_.collect(*this, kGcGenerations - 1);
}

int64_t Interpreter::live_source_units() const {
  return impl_->live_units->load(std::memory_order_relaxed);
}

Ref<ExceptionObj> Interpreter::take_interrupt() {
  interrupt_.store(false, std::memory_order_relaxed);
  if (timed_out_.exchange(false))
    return make_exception(types().TimeoutError, time_limit_message(options_.time_limit));
  return make_exception(types().KeyboardInterrupt, "");
}

void Interpreter::raise_interrupt() { throw PyException{take_interrupt()}; }

void Interpreter::collect_scheduled() { gc_.collect_scheduled(*this); }

void Interpreter::register_module(const std::string& name, ModuleFactory factory) {
  impl_->factories[name] = std::move(factory);
}

Ref<Module> Interpreter::import_module(const std::string& name) {
  auto it = impl_->modules.find(name);
  if (it != impl_->modules.end()) return it->second;
  auto f = impl_->factories.find(name);
  if (f == impl_->factories.end()) {
    // CPython imports a dotted name's parents first, so the message names
    // the first one that does not exist ("import urllib.request": 'urllib').
    std::string missing = name;
    for (size_t dot = name.find('.'); dot != std::string::npos; dot = name.find('.', dot + 1)) {
      std::string parent = name.substr(0, dot);
      if (!impl_->modules.count(parent) && !impl_->factories.count(parent)) {
        missing = parent;
        break;
      }
    }
    throw_exc(types().ModuleNotFoundError, "No module named '" + missing + "'");
  }
  Ref<Module> m = f->second(*this);
  impl_->modules[name] = m;
  return m;
}

bool Interpreter::module_loaded(const std::string& name) const {
  return impl_->modules.count(name) != 0;
}

Value Interpreter::call(const Value& callee, CallArgs& args) { return impl_->call(callee, args); }
Value Interpreter::call(const Value& callee, std::vector<Value> pos) {
  return impl_->call_positional(callee, pos.data(), pos.size());
}

namespace {

std::string strip(std::string_view s) {
  size_t a = s.find_first_not_of(" \t\f\r");
  if (a == std::string_view::npos) return "";
  size_t b = s.find_last_not_of(" \t\f\r\n");
  return std::string(s.substr(a, b - a + 1));
}

std::string exception_type_name(const TypeObject* t) {
  // CPython names classes of __main__ bare in tracebacks ("E: x").
  if (t->module == "builtins" || t->module == "__main__") return t->name;
  return t->module + "." + t->name;
}

}  // namespace

void add_exception_note(Interpreter& in, ExceptionObj& exc, const std::string& note) {
  Value self = Value::object(&exc);
  try {
    std::optional<Value> notes = in.getattr_opt(self, "__notes__");
    if (notes && notes->is_obj() && notes->as_obj()->type == types().list) {
      notes->as<List>()->items.push_back(str_value(note));
      return;
    }
    in.setattr(self, "__notes__", list_value({str_value(note)}));
  } catch (PyException&) {
    // An exception that takes no attributes keeps its message alone.
  }
}

std::string Interpreter::format_exception(const ExceptionObj& top) {
  // The chain of causes and contexts, top first, collected without recursion
  // (a `raise ... from` chain may have many thousands of links) and stopped at
  // an exception already seen, as CPython's traceback printing stops cycles.
  // Each link records how it relates to the one before it.
  struct Link {
    const ExceptionObj* exc;
    const char* joint;
  };
  static const char* const kCauseJoint =
      "\nThe above exception was the direct cause of the following exception:\n\n";
  static const char* const kContextJoint =
      "\nDuring handling of the above exception, another exception occurred:\n\n";
  std::vector<Link> chain;
  std::unordered_set<const ExceptionObj*> seen;
  const ExceptionObj* cur = &top;
  const char* joint = nullptr;
  while (cur && seen.insert(cur).second) {
    chain.push_back(Link{cur, joint});
    if (cur->cause.is_obj() && cur->cause.as_obj()->type->layout == Layout::Exception) {
      joint = kCauseJoint;
      cur = cur->cause.as<ExceptionObj>();
    } else if (!cur->suppress_context && cur->context.is_obj() &&
               cur->context.as_obj()->type->layout == Layout::Exception) {
      joint = kContextJoint;
      cur = cur->context.as<ExceptionObj>();
    } else {
      cur = nullptr;
    }
  }
  std::string out;
  for (size_t k = chain.size(); k-- > 0;) {
    const ExceptionObj& exc = *chain[k].exc;
    if (exc.traceback && !exc.traceback->entries.empty()) {
      out += "Traceback (most recent call last):\n";
      const auto& es = exc.traceback->entries;
      size_t i = 0;
      while (i < es.size()) {
        size_t j = i + 1;
        while (j < es.size() && es[j].file == es[i].file && es[j].line == es[i].line &&
               es[j].function == es[i].function)
          ++j;
        size_t run = j - i;
        size_t shown = std::min<size_t>(run, kTracebackRepeatShown);
        for (size_t k = 0; k < shown; ++k) {
          const TraceEntry& e = es[i];
          out += "  File \"" + (e.file ? e.file->name : std::string("<unknown>")) + "\", line " +
                 std::to_string(e.line) + ", in " + e.function + "\n";
          if (e.file) {
            std::string src = strip(e.file->line_text(e.line));
            if (!src.empty()) out += "    " + src + "\n";
          }
        }
        if (run > shown)
          out += "  [Previous line repeated " + std::to_string(run - shown) + " more time" +
                 (run - shown == 1 ? "" : "s") + "]\n";
        i = j;
      }
    }
    std::string msg;
    try {
      msg = str(Value::object(const_cast<ExceptionObj*>(&exc)));
    } catch (PyException&) {
      msg = "<exception str() failed>";
    }
    out += exception_type_name(exc.type);
    if (!msg.empty()) out += ": " + msg;
    out += "\n";
    // PEP 678: the notes of a list __notes__ follow the message, one per line
    // (str notes as they are, others as their repr).
    if (exc.dict) {
      if (const Value* notes = exc.dict->table.find_str("__notes__");
          notes && notes->is_obj() && notes->as_obj()->type == types().list) {
        for (const Value& n : notes->as<List>()->items) {
          try {
            out +=
                (n.is_obj() && n.as_obj()->type == types().str ? n.as<Str>()->s : repr(n)) + "\n";
          } catch (PyException&) {
            out += "<note str() failed>\n";
          }
        }
      }
    }
    if (chain[k].joint) out += chain[k].joint;
  }
  return out;
}

ExceptionObj* Interpreter::handled_exception() {
  return impl_->handling.empty() ? nullptr : impl_->handling.back().get();
}

Ref<Module> Interpreter::exec_module(const std::string& name, const std::string& source,
                                     const std::string& filename) {
  Ref<Module> m(new Module(name));
  m->set(*this, "__name__", str_value(name));
  m->set(*this, "__doc__", Value());
  exec_source_in_module(*this, source, filename, *m);
  return m;
}

ExecResult Interpreter::exec(const std::string& source, const std::string& filename,
                             bool interactive) {
  ExecResult res;
  Impl& im = *impl_;
  // The tensor core finds this session's memory budget and interrupt flag here.
  ActiveLimitsScope active_limits(&limits_);
  // Containers made while it runs are tracked by this session's collector.
  ActiveGcScope active_gc(&gc_);
  if (!im.stack_low) im.stack_low = current_stack_low();
  // The time limit counts from the start of the outermost run (a script, a
  // REPL input, a kernel cell); a run nested in it (a magic's) shares it.
  bool limited = exec_nesting_++ == 0 && options_.time_limit > 0;
  if (limited) {
    if (!timer_) timer_ = std::make_unique<DeadlineTimer>(interrupt_, timed_out_);
    timer_->arm(options_.time_limit);
  }
  struct LeaveRun {
    Interpreter* self;
    bool limited;
    ~LeaveRun() {
      --self->exec_nesting_;
      if (limited) self->timer_->disarm();
    }
  } leave_run{this, limited};
  Frame f;
  std::shared_ptr<SourceUnit> unit;
  std::vector<Value> slots;
  std::vector<Ref<Cell>> cells;
  Frame* saved_top = im.top;
  int saved_depth = im.depth;
  auto fail = [&](const Ref<ExceptionObj>& e) {
    res.ok = false;
    res.exception = e;
    res.ename = exception_type_name(e->type);
    try {
      res.evalue = str(e.value());
    } catch (...) {
    }
    if (e->type->is_subclass_of(types().SystemExit)) {
      res.system_exit = true;
      auto& args = e->args.as<Tuple>()->items;
      Value code = args.empty() ? Value() : args[0];
      if (code.is_none()) {
        res.exit_code = 0;
      } else if (code.is_intlike()) {
        res.exit_code = int(code.as_int());
      } else {
        res.exit_code = 1;
        res.error_text = str(code) + "\n";
      }
      return;
    }
    res.error_text = format_exception(*e);
  };
  try {
    try {
      auto file = std::make_shared<SourceFile>(filename, source);
      if (options_.debug >= kDebugTokens) sink_.write(Stream::Stderr, dump_tokens(*file));
      std::unique_ptr<SourceUnit> parsed = parse(file);
      std::shared_ptr<std::atomic<int64_t>> live = im.live_units;
      live->fetch_add(1, std::memory_order_relaxed);
      unit = std::shared_ptr<SourceUnit>(parsed.release(), [live](SourceUnit* u) {
        live->fetch_sub(1, std::memory_order_relaxed);
        delete u;
      });
      if (options_.debug >= kDebugAst) sink_.write(Stream::Stderr, dump_ast(*unit));
      resolve_unit(*this, *main_, *unit);
      slots.assign(size_t(unit->scope.nslots), Value::undef());
      cells.resize(unit->scope.cell_names.size());
      for (auto& c : cells) c = Ref<Cell>(new Cell());
      f.slots = slots.data();
      f.cells = cells.data();
      f.nowncells = int32_t(cells.size());
      f.module = main_.get();
      f.unit = &unit;
      f.back = im.top;
      im.top = &f;
      StmtList& body = unit->body;
      size_t n = body.size();
      bool echo = interactive && n > 0 && body.back()->kind == StmtKind::ExprStmt;
      for (size_t i = 0; i < n; ++i) {
        const Stmt* s = body[i].get();
        f.line = s->pos.line;
        if (echo && i + 1 == n) {
          res.last_value = im.eval(static_cast<const ExprStmt*>(s)->value.get(), f);
          res.has_value = true;
        } else {
          im.exec(s, f);
        }
      }
    } catch (PyException& e) {
      if (unit) add_traceback(*e.exc, f);
      throw;
    }
  } catch (SyntaxErrorInfo& e) {
    res.ok = false;
    res.ename = e.kind;
    res.evalue = e.message;
    res.error_text = format_syntax_error(e);
  } catch (PyException& e) {
    fail(e.exc);
  } catch (std::bad_alloc&) {
    fail(make_exception(types().MemoryError, ""));
  } catch (ExecutionInterrupted&) {
    // A kernel run outside any native call (an operator) saw Ctrl-C.
    fail(take_interrupt());
  } catch (std::exception& e) {
    fail(make_exception(types().RuntimeError, std::string("internal error: ") + e.what()));
  }
  im.top = saved_top;
  im.depth = saved_depth;
  im.handling.clear();
  sink_.flush();
  return res;
}

}  // namespace minitf
