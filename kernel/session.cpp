#include "session.h"

#include <algorithm>
#include <cctype>

#include "builtins/inspection.h"
#include "builtins/native.h"
#include "interrupt.h"
#include "lib/libraries.h"
#include "magics.h"
#include "runtime/errors.h"
#include "runtime/types.h"
#include "syntax/parser.h"

namespace minitf {

namespace {

bool is_blank_or_comment(const std::string& line) {
  size_t i = line.find_first_not_of(" \t\r");
  return i == std::string::npos || line[i] == '#';
}

std::vector<std::string> split_lines(const std::string& code) {
  std::vector<std::string> lines;
  size_t st = 0;
  while (st <= code.size()) {
    size_t nl = code.find('\n', st);
    if (nl == std::string::npos) {
      if (st < code.size()) lines.push_back(code.substr(st));
      break;
    }
    lines.push_back(code.substr(st, nl - st));
    st = nl + 1;
  }
  return lines;
}

std::string trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t\r\n");
  if (b == std::string::npos) return "";
  size_t e = s.find_last_not_of(" \t\r\n");
  return s.substr(b, e - b + 1);
}

bool is_dotted_name(const std::string& s) {
  if (s.empty() || s.front() == '.' || s.back() == '.') return false;
  for (char c : s)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.')) return false;
  return !std::isdigit(static_cast<unsigned char>(s[0]));
}

// `name?`, `?name`, `name??`: IPython's help shortcuts. Returns the name.
std::optional<std::string> help_request(const std::string& code) {
  std::string t = trim(code);
  if (t.find('\n') != std::string::npos || t.size() < 2) return std::nullopt;
  if (t.front() != '?' && t.back() != '?') return std::nullopt;
  size_t b = t.find_first_not_of('?');
  size_t e = t.find_last_not_of('?');
  if (b == std::string::npos) return std::nullopt;
  std::string name = t.substr(b, e - b + 1);
  if (!is_dotted_name(name)) return std::nullopt;
  return name;
}

// One piece of a cell: a run of code lines, or one magic line.
struct Piece {
  bool magic;
  std::string text;
  int first_line;  // 1-based line of the cell
};

// Splits a cell at its line magics: a line starting with '%' in column 0,
// where the code before it is not waiting for more (so a '%' inside an open
// bracket or string stays Python).
std::vector<Piece> split_pieces(const std::string& code) {
  std::vector<Piece> pieces;
  std::string chunk;
  int chunk_first = 1;
  bool chunk_has_code = false;
  std::vector<std::string> lines = split_lines(code);
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string& line = lines[i];
    int line_no = int(i) + 1;
    bool magic = !line.empty() && line[0] == '%' &&
                 (!chunk_has_code || check_input(chunk + "\n", nullptr) != InputStatus::Incomplete);
    if (magic) {
      if (chunk_has_code) pieces.push_back({false, chunk, chunk_first});
      pieces.push_back({true, line.substr(1), line_no});
      chunk.clear();
      chunk_has_code = false;
      chunk_first = line_no + 1;
      continue;
    }
    if (!chunk.empty() || chunk_has_code) chunk += "\n";
    if (!chunk_has_code && chunk.empty()) chunk_first = line_no;
    chunk += line;
    if (!is_blank_or_comment(line)) chunk_has_code = true;
  }
  if (chunk_has_code) pieces.push_back({false, chunk, chunk_first});
  return pieces;
}

CellOutcome error_outcome(std::string ename, std::string evalue, std::vector<std::string> tb) {
  CellOutcome o;
  o.ok = false;
  o.ename = std::move(ename);
  o.evalue = std::move(evalue);
  o.traceback = std::move(tb);
  return o;
}

}  // namespace

std::vector<std::string> traceback_lines(const std::string& error_text) {
  std::vector<std::string> lines = split_lines(error_text);
  while (!lines.empty() && lines.back().empty()) lines.pop_back();
  return lines;
}

Session::Session(KernelCallbacks callbacks, Options options)
    : sink_(std::move(callbacks)),
      interp_(std::make_unique<Interpreter>(sink_, std::move(options))) {
  install_libraries(*interp_);
  install_kernel_builtins();
}

Session::~Session() = default;

void Session::install_kernel_builtins() {
  Interpreter& in = *interp_;
  Module& builtins = *in.builtins_module();
  // IPython's kernel makes display() a builtin; clear_output is minitf's
  // shortcut for IPython.display.clear_output. Both are IPython.display's,
  // imported on first use.
  for (const char* name : {"display", "clear_output"}) {
    std::string fname = name;
    add_function(
        in, builtins, name,
        [fname](Interpreter& in, CallArgs& a) {
          Value f = in.getattr(in.import_module("IPython.display").value(), fname);
          return in.call(f, a);
        },
        fname == "display" ? "(*objs, include=None, exclude=None, metadata=None, "
                             "transient=None, display_id=None, raw=False, clear=False, **kwargs)"
                           : "(wait=False)",
        fname == "display" ? "Display each object in the notebook by its richest representation."
                           : "Clear the cell's output; with wait=True, only when new output "
                             "arrives.");
  }
}

void Session::reset() {
  Options options = interp_->options();
  interp_.reset();  // the old interpreter goes first: both write to sink_
  interp_ = std::make_unique<Interpreter>(sink_, std::move(options));
  install_libraries(*interp_);
  install_kernel_builtins();
}

ExecResult Session::exec(const std::string& code, int first_line, bool interactive) {
  // Leading newlines make the engine number lines as the cell does.
  std::string padded(size_t(std::max(0, first_line - 1)), '\n');
  padded += code;
  if (padded.empty() || padded.back() != '\n') padded += '\n';
  return interp_->exec(padded, "<cell " + std::to_string(cell_) + ">", interactive);
}

CellOutcome Session::outcome_of(const ExecResult& r) {
  CellOutcome o;
  if (!r.ok) {
    std::vector<std::string> tb = traceback_lines(r.error_text);
    if (tb.empty()) tb.push_back(r.ename + (r.evalue.empty() ? "" : ": " + r.evalue));
    return error_outcome(r.ename, r.evalue, std::move(tb));
  }
  if (!r.has_value || r.last_value.is_none()) return o;
  Interpreter& in = *interp_;
  try {
    o.result = render_value(in, r.last_value);
    o.has_result = true;
    // As in Python's REPL, `_` holds the last shown value.
    in.builtins_module()->set(in, "_", r.last_value);
  } catch (PyException& e) {
    std::string evalue;
    try {
      evalue = in.str(e.exc.value());
    } catch (PyException&) {
    }
    return error_outcome(e.exc->type->name, evalue, traceback_lines(in.format_exception(*e.exc)));
  }
  return o;
}

void Session::after_cell() {
  if (!interp_->module_loaded("_mpl_pyplot")) return;
  Interpreter& in = *interp_;
  try {
    InterruptScope interruptible(in);
    Value flush = in.getattr(in.import_module("_mpl_pyplot").value(), "_flush_figures");
    in.call(flush, std::vector<Value>{});
  } catch (PyException& e) {
    // A figure that cannot be drawn says why, as the inline backend's
    // traceback would, without failing the cell that already ran.
    std::string text;
    try {
      text = in.format_exception(*e.exc);
    } catch (PyException&) {
      text = e.exc->type->name + std::string("\n");
    }
    sink_.write(Stream::Stderr, text);
  }
  sink_.flush();
}

bool Session::eval_repr(const std::string& expr, std::string& repr, std::string& ename,
                        std::string& evalue) {
  // A user expression runs code as a cell does (`sum(iter(int, 1))` never
  // ends), so an interrupt must reach it too.
  InterruptScope interruptible(*interp_);
  ExecResult r = interp_->exec(expr + "\n", "<user_expression>", true);
  if (!r.ok) {
    ename = r.ename;
    evalue = r.evalue;
    return false;
  }
  try {
    repr = interp_->repr(r.last_value);
  } catch (PyException& e) {
    ename = e.exc->type->name;
    return false;
  }
  return true;
}

CellOutcome Session::run_code_with_line_magics(const std::string& code) {
  std::vector<Piece> pieces = split_pieces(code);
  CellOutcome out;
  for (size_t i = 0; i < pieces.size(); ++i) {
    const Piece& p = pieces[i];
    bool last = i + 1 == pieces.size();
    CellOutcome o;
    if (p.magic) {
      run_line_magic(*this, p.text, p.first_line, o);
    } else {
      o = outcome_of(exec(p.text, p.first_line, last));
    }
    if (!o.ok || last) return o;
  }
  return out;
}

CellOutcome Session::run_cell(const std::string& code, int execution_count) {
  cell_ = execution_count;
  CellOutcome out;
  try {
    InterruptScope interruptible(*interp_);
    if (std::optional<std::string> name = help_request(code)) {
      std::optional<std::string> text = inspect_text(*interp_, *name);
      if (text)
        out.page = *text;
      else
        sink_.write(Stream::Stdout, "Object `" + *name + "` not found.\n");
    } else if (code.compare(0, 2, "%%") == 0) {
      size_t nl = code.find('\n');
      std::string header = code.substr(2, nl == std::string::npos ? std::string::npos : nl - 2);
      std::string body = nl == std::string::npos ? "" : code.substr(nl + 1);
      run_cell_magic(*this, header, body, out);
    } else {
      out = run_code_with_line_magics(code);
    }
  } catch (std::exception& e) {
    // The engine catches everything a program does; this is a kernel bug, and
    // the session must survive it.
    out = error_outcome("InternalError", e.what(),
                        {std::string("InternalError: minitf kernel: ") + e.what()});
  } catch (PyException& e) {
    out = error_outcome(e.exc->type->name, "", {e.exc->type->name});
  }
  sink_.flush();
  if (reset_pending_) {
    reset_pending_ = false;
    reset();
  }
  return out;
}

}  // namespace minitf
