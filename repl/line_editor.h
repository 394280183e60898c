// The line editor of the interactive REPL, on libedit (BSD licence): emacs
// key bindings, persistent history, Tab completion, and a line that starts
// pre-filled with the indentation the next line of a block needs.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "builtins/completion.h"

struct editline;
struct history;

namespace minitf {

class LineEditor {
 public:
  enum class Status { Line, Eof, Interrupted };
  using Completer = std::function<Completion(std::string_view line, size_t cursor)>;

  // `history_path` empty: no history file (history still works in memory).
  LineEditor(const char* program, std::string history_path);
  ~LineEditor();
  LineEditor(const LineEditor&) = delete;
  LineEditor& operator=(const LineEditor&) = delete;

  // Shows `prompt`, starts the line with `prefill`, and reads one line
  // (without its '\n'). Interrupted: Ctrl-C (the typed text is dropped).
  Status read(const std::string& prompt, const std::string& prefill, std::string& line);
  // Adds a line to the history and saves the history file.
  void remember(const std::string& line);
  void set_completer(Completer c) { completer_ = std::move(c); }

 private:
  static char* prompt_callback(editline* el);
  static int getc_callback(editline* el, wchar_t* out);
  static unsigned char tab_callback(editline* el, int ch);
  unsigned char on_tab();
  void list_matches(const Completion& c);

  editline* el_ = nullptr;
  history* hist_ = nullptr;
  std::string prompt_;
  std::string history_path_;
  Completer completer_;
};

}  // namespace minitf
