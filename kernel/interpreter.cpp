#include "interpreter.h"

#include <iostream>

#include "builtins/completion.h"
#include "builtins/inspection.h"
#include "runtime/textutil.h"
#include "syntax/parser.h"
#include "traceback_colour.h"
#include "xeus/xhelper.hpp"

namespace minitf {

namespace {

constexpr const char* kBanner =
    "minitf " MINITF_VERSION
    " - TensorFlow 2's execution model for teaching\n"
    "A Python 3.11 subset with an eager `tf` module. Magics: %time %timeit %mode %events "
    "%verbosity %explain %reset\n";

// The banner's last line says which TensorFlow the session imitates now.
std::string banner_with_mode(bool modern) {
  return std::string(kBanner) +
         (modern ? "TensorFlow mode: modern (TF 2.x); `%mode talk` switches to the talk's TF 2.0"
                 : "TensorFlow mode: talk (TF 2.0, as in the talk); `%mode modern` switches to TF "
                   "2.x");
}

nl::json bundle_json(const MimeBundle& b) {
  nl::json data = nl::json::object();
  data["text/plain"] = b.plain;
  if (!b.html.empty()) data["text/html"] = b.html;
  if (!b.svg.empty()) data["image/svg+xml"] = b.svg;
  for (const auto& [mime, text] : b.extra) {
    bool json = mime == "application/json" ||
                (mime.size() > 5 && mime.compare(mime.size() - 5, 5, "+json") == 0);
    // JSON representations travel as JSON values (nbformat's rule).
    data[mime] = json ? nl::json::parse(text, nullptr, false) : nl::json(text);
    if (data[mime].is_discarded()) data[mime] = text;
  }
  return data;
}

nl::json metadata_json(const MimeBundle& b) {
  nl::json md = nl::json::parse(b.metadata_json, nullptr, false);
  return md.is_object() ? md : nl::json::object();
}

// xeus 2.4.1's create_error_reply swaps ename and evalue (notes A.2, gotcha 1),
// so the reply is built by hand.
nl::json error_reply(const std::string& ename, const std::string& evalue,
                     const std::vector<std::string>& traceback) {
  nl::json r;
  r["status"] = "error";
  r["ename"] = ename;
  r["evalue"] = evalue;
  r["traceback"] = traceback;
  return r;
}

// Jupyter counts cursor positions in code points, the engine in bytes of
// UTF-8: the code point index of byte offset `byte` (text::byte_offset is the
// other way).
size_t codepoint_at(std::string_view code, size_t byte) {
  return text::length(code.substr(0, std::min(byte, code.size())));
}

// The cell with its magic lines and `name?` help lines turned into `pass`, so
// the Python parser can judge whether the rest is complete.
std::string without_magics(const std::string& code) {
  std::string out;
  size_t st = 0;
  while (st <= code.size()) {
    size_t nl = code.find('\n', st);
    std::string line = code.substr(st, nl == std::string::npos ? std::string::npos : nl - st);
    size_t first = line.find_first_not_of(" \t");
    size_t last = line.find_last_not_of(" \t\r");
    bool special =
        first != std::string::npos && (line[0] == '%' || line[first] == '?' || line[last] == '?');
    out += special ? "pass" : line;
    if (nl == std::string::npos) break;
    out += '\n';
    st = nl + 1;
  }
  return out;
}

}  // namespace

KernelInterpreter::KernelInterpreter(Options options)
    : session_(std::make_unique<Session>(callbacks(), std::move(options))) {
  // Nothing in xeus 2.4.1 registers the interpreter, and code asking xeus for
  // "the" interpreter would otherwise talk to a mock (notes A.2, gotcha 3).
  xeus::register_interpreter(this);
}

KernelInterpreter::~KernelInterpreter() = default;

void KernelInterpreter::configure_impl() {
  // No comm target is registered with xeus: its comm manager is never
  // reached, since the server answers every comm message itself
  // (comm_answers.h says why).
}

KernelCallbacks KernelInterpreter::callbacks() {
  KernelCallbacks cb;
  cb.stream = [this](const std::string& name, const std::string& text) {
    publish_stream(name, text);
  };
  cb.display = [this](const MimeBundle& b) {
    nl::json transient = nl::json::object();
    if (!b.display_id.empty()) transient["display_id"] = b.display_id;
    if (b.update)
      update_display_data(bundle_json(b), metadata_json(b), transient);
    else
      display_data(bundle_json(b), metadata_json(b), transient);
  };
  cb.clear_output = [this](bool wait) { clear_output(wait); };
  // xeus::blocking_input_request, but on this interpreter: xeus's asks the
  // global one, which is the first ever registered (register_interpreter
  // ignores later ones), so a second kernel in one process (the message fuzz
  // harness makes one per input) would ask a destroyed interpreter.
  cb.input = [this](const std::string& prompt) -> std::optional<std::string> {
    std::string value;
    register_input_handler([&value](const std::string& v) { value = v; });
    input_request(prompt, false);
    register_input_handler(nullptr);
    // The server stops waiting for the reply when the cell is interrupted
    // (or times out, or the kernel shuts down): input() raises that here,
    // as IPython's does, rather than return an empty line.
    session_->interp().check_interrupt();
    return value;
  };
  return cb;
}

nl::json KernelInterpreter::execute_request_impl(int execution_counter, const std::string& code,
                                                 bool silent, bool store_history,
                                                 nl::json user_expressions, bool allow_stdin) {
  // An exception escaping this function leaves the front end waiting forever
  // for a reply (notes A.2, gotcha 2): catch everything.
  try {
    KernelSink& sink = session_->sink();
    sink.silent = silent;
    sink.allow_stdin = allow_stdin;
    CellOutcome o = session_->run_cell(code, execution_counter);
    sink.silent = false;
    if (!o.ok) {
      std::vector<std::string> traceback = colour_traceback(o.traceback);
      if (!silent) publish_execution_error(o.ename, o.evalue, traceback);
      if (!silent) session_->after_cell();
      return error_reply(o.ename, o.evalue, traceback);
    }
    if (o.has_result && !silent)
      publish_execution_result(execution_counter, bundle_json(o.result), metadata_json(o.result));
    if (!silent) session_->after_cell();
    nl::json payload = nl::json::array();
    if (o.page) {
      nl::json page;
      page["source"] = "page";
      page["data"] = nl::json::object({{"text/plain", *o.page}});
      page["start"] = 0;
      payload.push_back(page);
    }
    return xeus::create_successful_reply(payload, evaluate_user_expressions(user_expressions));
  } catch (std::exception& e) {
    std::clog << "minitf-kernel: internal error: " << e.what() << std::endl;
    std::vector<std::string> tb = {std::string("InternalError: ") + e.what()};
    publish_execution_error("InternalError", e.what(), tb);
    return error_reply("InternalError", e.what(), tb);
  } catch (...) {
    std::vector<std::string> tb = {"InternalError: unknown"};
    publish_execution_error("InternalError", "unknown", tb);
    return error_reply("InternalError", "unknown", tb);
  }
}

nl::json KernelInterpreter::evaluate_user_expressions(const nl::json& expressions) {
  nl::json out = nl::json::object();
  if (!expressions.is_object()) return out;
  for (auto it = expressions.begin(); it != expressions.end(); ++it) {
    if (!it.value().is_string()) continue;
    std::string repr, ename, evalue;
    nl::json r;
    if (session_->eval_repr(it.value().get<std::string>(), repr, ename, evalue)) {
      r["status"] = "ok";
      r["data"] = nl::json::object({{"text/plain", repr}});
      r["metadata"] = nl::json::object();
    } else {
      r = error_reply(ename, evalue, {ename + ": " + evalue});
    }
    out[it.key()] = r;
  }
  return out;
}

nl::json KernelInterpreter::complete_request_impl(const std::string& code, int cursor_pos) {
  size_t cursor = text::byte_offset(code, size_t(std::max(cursor_pos, 0)));
  Completion c = complete(session_->interp(), code, cursor);  // bare names, as Jupyter shows them
  return xeus::create_complete_reply(c.matches, int(codepoint_at(code, c.start)),
                                     int(codepoint_at(code, c.end)), nl::json::object());
}

nl::json KernelInterpreter::inspect_request_impl(const std::string& code, int cursor_pos,
                                                 int detail_level) {
  size_t cursor = text::byte_offset(code, size_t(std::max(cursor_pos, 0)));
  std::string name = name_at_cursor(code, cursor);
  std::optional<std::string> help;
  if (!name.empty()) help = inspect_text(session_->interp(), name);
  if (!help) return xeus::create_inspect_reply(false, nl::json::object(), nl::json::object());
  return xeus::create_inspect_reply(true, nl::json::object({{"text/plain", *help}}),
                                    nl::json::object());
}

nl::json KernelInterpreter::is_complete_request_impl(const std::string& code) {
  std::string indent;
  switch (check_input(without_magics(code), &indent)) {
    case InputStatus::Complete:
      return xeus::create_is_complete_reply("complete", "");
    case InputStatus::Incomplete:
      return xeus::create_is_complete_reply("incomplete", indent);
    case InputStatus::Invalid:
      break;
  }
  return xeus::create_is_complete_reply("invalid", "");
}

nl::json KernelInterpreter::kernel_info_request_impl() {
  // xeus 2.4.1 fills protocol_version itself (5.3).
  return xeus::create_info_reply("", kKernelImplementation, MINITF_VERSION, kLanguageName,
                                 kLanguageVersion, "text/x-python", ".py", "python", "python",
                                 "python", banner_with_mode(session_->interp().options().modern_tf),
                                 false, nl::json::array());
}

void KernelInterpreter::shutdown_request_impl() {
  // Runs on the kernel's thread between cells (the server polls shell and
  // control on that one thread). kernel.start() ends with std::exit, so
  // flush what the C++ side buffered.
  std::cout.flush();
  std::clog.flush();
}

}  // namespace minitf
