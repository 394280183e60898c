#include "repl.h"

#include <unistd.h>

#include <cstdlib>
#include <iostream>

#include "builtins/completion.h"
#include "interrupts.h"
#include "runtime/errors.h"
#include "syntax/parser.h"

namespace minitf {

namespace {

constexpr const char* kPrompt = ">>> ";
constexpr const char* kContinuationPrompt = "... ";
// Tracebacks name interactive input as CPython does.
constexpr const char* kInputFilename = "<stdin>";

std::string join_lines(const std::vector<std::string>& lines) {
  std::string text;
  for (size_t i = 0; i < lines.size(); ++i) {
    if (i) text += '\n';
    text += lines[i];
  }
  return text;
}

}  // namespace

std::string history_path() {
  const char* home = std::getenv("HOME");
  if (!home || !*home) return "";
  return std::string(home) + "/.minitf_history";
}

Repl::Repl(TerminalSink& sink, std::unique_ptr<Interpreter> in, bool tty)
    : sink_(sink), in_(std::move(in)), tty_(tty) {
  if (tty_) {
    editor_ = std::make_unique<LineEditor>("minitf", history_path());
    // A terminal shows matches as rlcompleter does: "print(", "import ".
    CompletionOptions decorated;
    decorated.decorate = true;
    editor_->set_completer([this, decorated](std::string_view line, size_t cursor) {
      return complete(*in_, line, cursor, decorated);
    });
    sink_.line_reader = [this](const std::string& prompt) { return read_input(prompt); };
  }
}

Repl::~Repl() { sink_.line_reader = nullptr; }

Repl::Read Repl::read_line(const std::string& prompt, const std::string& prefill,
                           std::string& line) {
  if (editor_) {
    switch (editor_->read(prompt, prefill, line)) {
      case LineEditor::Status::Line:
        return Read::Line;
      case LineEditor::Status::Interrupted:
        return Read::Interrupted;
      case LineEditor::Status::Eof:
        return Read::Eof;
    }
  }
  if (!std::getline(std::cin, line)) return Read::Eof;
  return Read::Line;
}

std::optional<std::string> Repl::read_input(const std::string& prompt) {
  // A Ctrl-C that came while the statement ran up to input() belongs to the
  // statement; the editor's read would otherwise forget it.
  in_->check_interrupt();
  std::string line;
  switch (editor_->read(prompt, "", line)) {
    case LineEditor::Status::Line:
      return line;
    case LineEditor::Status::Interrupted:
      // The handler has asked the interpreter to stop: this raises the
      // KeyboardInterrupt inside input(), as in Python.
      sink_.write(Stream::Stdout, "\n");
      in_->check_interrupt();
      return std::nullopt;
    case LineEditor::Status::Eof:
      break;
  }
  return std::nullopt;
}

ExecResult Repl::execute(const std::string& source) {
  set_interrupt_target(in_.get());
  // A Ctrl-C between the line being read and this point found no target.
  if (take_sigint()) in_->request_interrupt();
  return in_->exec(source, kInputFilename, true);
}

void Repl::report(const ExecResult& r) {
  if (!r.ok) {
    if (r.system_exit) {
      if (!r.error_text.empty()) sink_.write(Stream::Stderr, r.error_text);
      exit_code_ = r.exit_code;
      done_ = true;
    } else {
      sink_.write(Stream::Stderr, r.error_text);
    }
  } else if (r.has_value && !r.last_value.is_none()) {
    // As sys.displayhook: print the repr, then remember the value as `_`.
    try {
      sink_.write(Stream::Stdout, in_->repr(r.last_value) + "\n");
      in_->main_module()->set(*in_, "_", r.last_value);
    } catch (const PyException& e) {
      sink_.write(Stream::Stderr, in_->format_exception(*e.exc));
    }
  }
  sink_.flush();
}

void Repl::run_source(const std::string& source) { report(execute(source)); }

int Repl::run(bool show_banner) {
  if (show_banner) sink_.write(Stream::Stdout, banner());
  std::vector<std::string> lines;  // the statement being typed
  std::string indent;              // what the next line starts with
  while (!done_) {
    sink_.flush();
    std::string line;
    // Ctrl-C at a prompt must not interrupt the next statement.
    set_interrupt_target(nullptr);
    Read got = read_line(tty_ ? (lines.empty() ? kPrompt : kContinuationPrompt) : "", indent, line);
    if (got == Read::Interrupted) {
      sink_.write(Stream::Stdout, "\nKeyboardInterrupt\n");
      lines.clear();
      indent.clear();
      continue;
    }
    if (got == Read::Eof) {
      if (tty_) sink_.write(Stream::Stdout, "\n");
      break;
    }
    if (editor_) editor_->remember(line);
    if (lines.empty()) {
      size_t first = line.find_first_not_of(" \t");
      if (first == std::string::npos) continue;
      if (line[first] == ':') {
        run_command(line.substr(first));
        continue;
      }
    }
    lines.push_back(line);
    std::string text = join_lines(lines);
    // Incomplete: a block not yet closed by an empty line, open brackets...
    // The hint keeps the indentation, one level deeper after a ':'.
    if (check_input(text, &indent) == InputStatus::Incomplete) continue;
    lines.clear();
    indent.clear();
    run_source(text + "\n");
  }
  set_interrupt_target(nullptr);
  sink_.flush();
  return exit_code_;
}

}  // namespace minitf
