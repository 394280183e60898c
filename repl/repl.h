// The interactive session: prompts, multi-line blocks, echo of expression
// values into `_`, tracebacks that leave the session alive, Ctrl-C, and the
// `:` commands (commands.cpp).
#pragma once

#include <memory>
#include <string>

#include "line_editor.h"
#include "runtime/interpreter.h"
#include "terminal_sink.h"

namespace minitf {

class Repl {
 public:
  // `tty`: stdin is a terminal, so there are prompts, line editing, history
  // and completion. Otherwise lines are read plainly from stdin, silently.
  Repl(TerminalSink& sink, std::unique_ptr<Interpreter> in, bool tty);
  ~Repl();

  // Reads and runs statements until end of input, SystemExit or :quit, and
  // returns the process exit status.
  int run(bool banner);

 private:
  enum class Read { Line, Eof, Interrupted };
  Read read_line(const std::string& prompt, const std::string& prefill, std::string& line);
  // input() inside a running statement.
  std::optional<std::string> read_input(const std::string& prompt);

  // Runs one complete input and shows its value or its traceback.
  void run_source(const std::string& source);
  ExecResult execute(const std::string& source);
  void report(const ExecResult& r);

  // commands.cpp: `line` starts with ':'.
  void run_command(const std::string& line);
  void cmd_help();
  void cmd_code(const std::string& arg);
  void cmd_graph(const std::string& arg);
  void cmd_events(const std::string& arg);
  void cmd_verbosity(const std::string& arg);
  void cmd_explain(const std::string& arg);
  void cmd_mode(const std::string& arg);
  void cmd_time(const std::string& arg);
  void cmd_reset();
  std::string banner() const;
  void error(const std::string& message);

  TerminalSink& sink_;
  std::unique_ptr<Interpreter> in_;
  std::unique_ptr<LineEditor> editor_;
  bool tty_;
  bool done_ = false;
  int exit_code_ = 0;
};

// The history file, ~/.minitf_history; empty when there is no $HOME.
std::string history_path();

}  // namespace minitf
