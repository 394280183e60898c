#include "kernel_sink.h"

#include "base/html.h"
#include "runtime/errors.h"
#include "runtime/types.h"

namespace minitf {

namespace {

// A batch this large is sent at once, so a chatty loop streams to the page
// in pieces instead of arriving as one huge message at the end.
constexpr size_t kStreamChunkBytes = 64 * 1024;
// Text is published at once when nothing was published for this long, and
// batched otherwise: the first print of a long cell shows up right away, and
// a tight loop of prints costs a few messages, not one per call (ipykernel
// flushes every 0.2 s from an IO thread, which xeus's sockets do not allow).
constexpr auto kStreamMinInterval = std::chrono::milliseconds(100);

}  // namespace

MimeBundle tf_print_bundle(std::string_view text) {
  // One display per batch: its lines end with the batch's last newline, which
  // a display (a block of its own) does not need. The font is the trace
  // banners' (monospace at the inherited size), which matches the output
  // text in Notebook and JupyterLab alike.
  std::string_view body = text;
  if (!body.empty() && body.back() == '\n') body.remove_suffix(1);
  MimeBundle b;
  b.plain = std::string(body);
  b.html =
      "<pre class=\"minitf-tf-print\" title=\"tf.print output (TensorFlow writes it to "
      "stderr)\" style=\"margin:0;padding:0;border:0;background:none;color:inherit;"
      "font-family:monospace;font-size:inherit;line-height:inherit;white-space:pre-wrap\">" +
      html_escape(body) + "</pre>";
  return b;
}

void KernelSink::write(Stream stream, std::string_view text) {
  append(stream == Stream::Stdout ? Pending::Stdout : Pending::Stderr, text);
}

void KernelSink::tf_print(Stream stream, std::string_view text) {
  append(stream == Stream::Stdout ? Pending::Stdout : Pending::TfPrint, text);
}

void KernelSink::append(Pending kind, std::string_view text) {
  if (text.empty() || silent) return;
  if (!pending_.empty() && kind != pending_kind_) flush();
  pending_kind_ = kind;
  pending_.append(text);
  if (pending_.size() >= kStreamChunkBytes ||
      std::chrono::steady_clock::now() - last_publish_ >= kStreamMinInterval)
    flush();
}

void KernelSink::flush() {
  if (pending_.empty()) return;
  last_publish_ = std::chrono::steady_clock::now();
  std::string text;
  text.swap(pending_);
  if (pending_kind_ == Pending::TfPrint) {
    if (cb_.display) cb_.display(tf_print_bundle(text));
  } else if (cb_.stream) {
    cb_.stream(pending_kind_ == Pending::Stdout ? "stdout" : "stderr", text);
  }
}

void KernelSink::event(const TraceEvent& e) {
  if (!events_enabled || silent) return;
  flush();  // the banner goes between the prints before and after the trace
  if (cb_.display) cb_.display(render_event(e));
}

void KernelSink::display(const std::string& text_plain, const std::string& html) {
  MimeBundle b;
  b.plain = text_plain;
  b.html = html;
  display(b);
}

void KernelSink::display(const MimeBundle& bundle) {
  if (silent) return;
  flush();
  if (cb_.display) cb_.display(bundle);
}

void KernelSink::display_data(const DisplayData& d) { display(bundle_of(d)); }

void KernelSink::display_value(Interpreter& in, const Value& v, const std::string& display_id,
                               bool update) {
  MimeBundle b = render_value(in, v);
  b.display_id = display_id;
  b.update = update;
  display(b);
}

void KernelSink::clear_output(bool wait) {
  if (silent) return;
  flush();
  if (cb_.clear_output) cb_.clear_output(wait);
}

std::optional<std::string> KernelSink::read_line(const std::string& prompt) {
  flush();
  // A front end that cannot answer (nbclient, `silent` runs) would leave the
  // cell waiting forever; EOFError is what scripts reading stdin expect.
  if (!allow_stdin || !cb_.input)
    throw_exc(types().EOFError, "input(): this front end does not support input requests");
  return cb_.input(prompt);
}

}  // namespace minitf
