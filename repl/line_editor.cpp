#include "line_editor.h"

#include <histedit.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <clocale>
#include <cstdio>
#include <cwchar>

#include "interrupts.h"

namespace minitf {

namespace {

// As many lines as Python's readline keeps by default in practice; enough
// for weeks of sessions, small enough to rewrite after every statement.
constexpr int kHistorySize = 1000;
// What Tab inserts at the start of a line, as in Python 3's REPL: one
// indentation level.
constexpr const char* kIndentUnit = "    ";
// Used when the terminal cannot tell its width.
constexpr int kDefaultColumns = 80;
// Space between columns of listed completions.
constexpr size_t kColumnGap = 2;

int terminal_columns() {
  struct winsize ws;
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0) return ws.ws_col;
  return kDefaultColumns;
}

// Display width of UTF-8 text, counting each code point as one column
// (completion candidates are identifiers).
size_t display_width(const std::string& s) {
  size_t n = 0;
  for (unsigned char c : s)
    if ((c & 0xC0) != 0x80) ++n;
  return n;
}

// Bytes already typed (or pasted) but not yet read. A pasted block carries
// its own indentation, so the line must not be pre-filled with more; a person
// typing never has more than a few keystrokes waiting.
bool input_pending() {
  int n = 0;
  return ioctl(STDIN_FILENO, FIONREAD, &n) == 0 && n > 0;
}

}  // namespace

LineEditor::LineEditor(const char* program, std::string history_path)
    : history_path_(std::move(history_path)) {
  // libedit decodes multibyte input with the C library's locale: without
  // this, typing é would insert two garbage characters.
  std::setlocale(LC_CTYPE, "");
  el_ = el_init(program, stdin, stdout, stderr);
  hist_ = history_init();
  HistEvent ev;
  history(hist_, &ev, H_SETSIZE, kHistorySize);
  history(hist_, &ev, H_SETUNIQUE, 1);  // no run of identical entries
  if (!history_path_.empty()) history(hist_, &ev, H_LOAD, history_path_.c_str());

  el_set(el_, EL_CLIENTDATA, this);
  el_set(el_, EL_EDITOR, "emacs");
  // No EL_SIGNAL: libedit's handlers re-raise signals with kill(0, sig); our
  // own SIGINT handler (interrupts.h) makes the read return instead.
  el_set(el_, EL_SIGNAL, 0);
  el_set(el_, EL_HIST, history, hist_);
  el_set(el_, EL_PROMPT, &LineEditor::prompt_callback);
  el_set(el_, EL_GETCFN, &LineEditor::getc_callback);
  el_set(el_, EL_ADDFN, "minitf-complete", "Complete a name or attribute",
         &LineEditor::tab_callback);
  el_set(el_, EL_BIND, "^I", "minitf-complete", nullptr);
  el_set(el_, EL_BIND, "^R", "em-inc-search-prev", nullptr);  // as in bash and Python
  el_source(el_, nullptr);  // the user's ~/.editrc, as other libedit programs
}

LineEditor::~LineEditor() {
  if (el_) el_end(el_);
  if (hist_) history_end(hist_);
}

char* LineEditor::prompt_callback(editline* el) {
  void* self = nullptr;
  el_get(el, EL_CLIENTDATA, &self);
  return const_cast<char*>(static_cast<LineEditor*>(self)->prompt_.c_str());
}

// libedit's character source: the terminal, or Ctrl-C. Waiting in poll() on
// the terminal and the SIGINT pipe together means a Ctrl-C is seen whenever
// it comes, even between the prompt being drawn and the wait starting.
int LineEditor::getc_callback(editline*, wchar_t* out) {
  std::mbstate_t state{};
  for (;;) {
    if (sigint_pending()) {
      errno = EINTR;
      return -1;  // el_gets gives up the line; read() sees the flag
    }
    struct pollfd fds[2] = {{STDIN_FILENO, POLLIN, 0}, {sigint_wakeup_fd(), POLLIN, 0}};
    int nfds = fds[1].fd >= 0 ? 2 : 1;
    if (poll(fds, nfds, -1) < 0) {
      if (errno == EINTR) continue;
      return -1;
    }
    if (fds[0].revents == 0) continue;  // woken by the pipe: the flag is set
    // A Ctrl-C between poll() and read() empties the terminal's input queue
    // (the kernel flushes it on INTR), and read() would then block until the
    // next key, the interrupt long gone by: nothing to read means poll again.
    int avail = 0;
    if (!(fds[0].revents & (POLLHUP | POLLERR)) && ioctl(STDIN_FILENO, FIONREAD, &avail) == 0 &&
        avail == 0)
      continue;
    char byte;
    ssize_t n = ::read(STDIN_FILENO, &byte, 1);
    if (n == 0) return 0;  // end of input
    if (n < 0) {
      if (errno == EINTR || errno == EAGAIN) continue;
      return -1;
    }
    wchar_t wc;
    size_t k = std::mbrtowc(&wc, &byte, 1, &state);
    if (k == size_t(-2)) continue;  // the middle of a multibyte character
    if (k == size_t(-1)) {
      state = std::mbstate_t{};
      wc = static_cast<unsigned char>(byte);  // not valid UTF-8: pass the byte on
    }
    *out = wc;
    return 1;
  }
}

unsigned char LineEditor::tab_callback(editline* el, int) {
  void* self = nullptr;
  el_get(el, EL_CLIENTDATA, &self);
  return static_cast<LineEditor*>(self)->on_tab();
}

unsigned char LineEditor::on_tab() {
  const LineInfo* li = el_line(el_);
  std::string_view text(li->buffer, size_t(li->lastchar - li->buffer));
  size_t cursor = size_t(li->cursor - li->buffer);
  if (text.substr(0, cursor).find_first_not_of(" \t") == std::string_view::npos) {
    el_insertstr(el_, kIndentUnit);
    return CC_REFRESH;
  }
  if (!completer_) return CC_ERROR;
  Completion c = completer_(text, cursor);
  if (c.matches.empty()) return CC_ERROR;  // beeps
  size_t typed = cursor - c.start;
  std::string common = common_prefix(c.matches);
  if (common.size() > typed) {
    el_insertstr(el_, common.substr(typed).c_str());
    return CC_REFRESH;
  }
  if (c.matches.size() == 1) return CC_NORM;  // already complete
  list_matches(c);
  return CC_REDISPLAY;
}

void LineEditor::list_matches(const Completion& c) {
  size_t width = 0;
  for (const auto& m : c.matches) width = std::max(width, display_width(m));
  width += kColumnGap;
  size_t cols = std::max<size_t>(1, size_t(terminal_columns()) / width);
  size_t rows = (c.matches.size() + cols - 1) / cols;
  std::string out = "\n";
  for (size_t r = 0; r < rows; ++r) {
    // Column-major, as readline and ls list them.
    for (size_t k = 0; k < cols; ++k) {
      size_t i = k * rows + r;
      if (i >= c.matches.size()) break;
      const std::string& m = c.matches[i];
      out += m;
      bool last = (k + 1) * rows + r >= c.matches.size();
      if (!last) out.append(width - display_width(m), ' ');
    }
    out += "\n";
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  std::fflush(stdout);
}

LineEditor::Status LineEditor::read(const std::string& prompt, const std::string& prefill,
                                    std::string& line) {
  prompt_ = prompt;
  std::fflush(stdout);
  std::fflush(stderr);
  for (;;) {
    clear_sigint();
    // Pushed text is read as if typed, after el_gets has reset the line.
    if (!prefill.empty() && !input_pending()) el_push(el_, prefill.c_str());
    int count = 0;
    const char* got = el_gets(el_, &count);
    if (take_sigint()) return Status::Interrupted;
    if (got && count > 0) {
      line.assign(got, size_t(count));
      if (!line.empty() && line.back() == '\n') line.pop_back();
      return Status::Line;
    }
    // Another signal's EINTR (not Ctrl-C): ask again rather than exit.
    if (count < 0 && errno == EINTR) continue;
    return Status::Eof;
  }
}

void LineEditor::remember(const std::string& line) {
  if (line.find_first_not_of(" \t") == std::string::npos) return;
  HistEvent ev;
  history(hist_, &ev, H_ENTER, line.c_str());
  if (!history_path_.empty()) history(hist_, &ev, H_SAVE, history_path_.c_str());
}

}  // namespace minitf
