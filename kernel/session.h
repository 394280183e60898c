// One kernel session: an Interpreter, its output sink, the magics' state, and
// how a notebook cell runs (magic lines, `name?` help, the last expression's
// value). Jupyter-shaped but free of xeus, so it is unit-tested directly.
//
// Each kernel process owns one Session; nothing in it is global, so several
// sessions (processes, or Session objects in a test) never share state.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "display.h"
#include "kernel_sink.h"
#include "runtime/interpreter.h"

namespace minitf {

// What a cell produced besides its streamed output and displays.
struct CellOutcome {
  bool ok = true;
  bool has_result = false;
  MimeBundle result;  // the execute_result, when has_result
  std::string ename, evalue;
  std::vector<std::string> traceback;  // lines, Python-style
  std::optional<std::string> page;     // `name?`: help text for the pager
};

class Session {
 public:
  explicit Session(KernelCallbacks callbacks, Options options = {});
  ~Session();

  // Runs a notebook cell. Never throws for anything the user's code does.
  CellOutcome run_cell(const std::string& code, int execution_count);

  // Runs `code` as part of cell `cell`, its first line being line
  // `first_line` of the cell (so tracebacks point at the cell's lines).
  ExecResult exec(const std::string& code, int first_line, bool interactive);
  // The outcome of an exec: its error, or its trailing value (rendered).
  CellOutcome outcome_of(const ExecResult& r);

  // After a cell's result is published: as matplotlib's inline backend, shows
  // the figures the cell left open (image/png), then closes them.
  void after_cell();

  // Evaluates an expression to its repr (user_expressions); false on error.
  bool eval_repr(const std::string& expr, std::string& repr, std::string& ename,
                 std::string& evalue);

  // %reset: a fresh interpreter with the same options. The switch happens
  // when the current cell ends, since the running code still uses the old one.
  void request_reset() { reset_pending_ = true; }
  void reset();

  Interpreter& interp() { return *interp_; }
  KernelSink& sink() { return sink_; }
  int cell_number() const { return cell_; }

 private:
  void install_kernel_builtins();
  CellOutcome run_code_with_line_magics(const std::string& code);

  KernelSink sink_;  // outlives interp_, which writes to it
  std::unique_ptr<Interpreter> interp_;
  int cell_ = 0;
  bool reset_pending_ = false;
};

// The traceback lines of an error text ("Traceback ...\n  File ...\nE: v\n").
std::vector<std::string> traceback_lines(const std::string& error_text);

}  // namespace minitf
