// tf.print(*inputs, output_stream=sys.stderr, summarize=3, sep=' ', end='\n')
//
// As TF's print_v2: a top-level Python str is printed verbatim; tensors (and
// variables) are summarized by the C++ formatter (tf_summarize_value); any
// other value is laid out by pprint.pformat with each nested tensor standing in
// as the placeholder '{}' (so line breaking counts 4 characters for it), then
// the placeholders are replaced by the tensors' summaries. A lone scalar string
// tensor is printed as is.
#include <algorithm>

#include "builtins/builtins_impl.h"
#include "framework/convert.h"
#include "framework/operators.h"
#include "framework/tensor_object.h"
#include "framework/tracing.h"
#include "lib/tf_ops.h"
#include "tensor/format.h"

namespace minitf {

namespace {

// pprint's default line width.
constexpr int kPprintWidth = 80;
// Stands in for a nested tensor while formatting: as long as TF's quoted
// placeholder "'{}'", and never produced by a repr.
const std::string kSentinel = std::string("\x01{}\x01");

class PFormat {
 public:
  PFormat(Interpreter& in) : in_(in) {}

  // pprint.pformat(v) with tensors as sentinels; `tensors` receives them in
  // output order (nest.flatten's order: dicts by sorted key).
  std::string format(const Value& v, std::vector<Value>& tensors) {
    collect(v, tensors);
    std::string out;
    fmt(v, 0, 0, out);
    return out;
  }

 private:
  std::vector<std::pair<Value, Value>> sorted_items(const Value& d) {
    std::vector<std::pair<Value, Value>> items;
    d.as<Dict>()->table.for_each([&](const Value& k, const Value& v) { items.emplace_back(k, v); });
    try {
      std::stable_sort(items.begin(), items.end(),
                       [&](const auto& a, const auto& b) { return in_.lt(a.first, b.first); });
    } catch (PyException&) {
      // pprint's _safe_key falls back to a type-based order; keep insertion order.
    }
    return items;
  }

  void collect(const Value& v, std::vector<Value>& out) {
    if (tensor_operand(v)) {
      out.push_back(v);
    } else if (is_list(v) || is_tuple(v)) {
      for (const Value& x : in_.to_vector(v)) collect(x, out);
    } else if (is_dict(v)) {
      for (auto& kv : sorted_items(v)) collect(kv.second, out);
    }
  }

  // pprint's safe repr: dicts with sorted keys, tensors as the sentinel.
  std::string rep(const Value& v) {
    if (tensor_operand(v)) return kSentinel;
    if (is_list(v) || is_tuple(v)) {
      std::vector<Value> items = in_.to_vector(v);
      std::string out = is_list(v) ? "[" : "(";
      for (size_t i = 0; i < items.size(); ++i) {
        if (i) out += ", ";
        out += rep(items[i]);
      }
      if (is_tuple(v) && items.size() == 1) out += ",";
      return out + (is_list(v) ? "]" : ")");
    }
    if (is_dict(v)) {
      std::string out = "{";
      bool first = true;
      for (auto& kv : sorted_items(v)) {
        if (!first) out += ", ";
        first = false;
        out += rep(kv.first) + ": " + rep(kv.second);
      }
      return out + "}";
    }
    return in_.repr(v);
  }

  void fmt(const Value& v, int indent, int allowance, std::string& out) {
    std::string r = rep(v);
    int max_width = kPprintWidth - indent - allowance;
    if (int(r.size()) <= max_width || !(is_list(v) || is_tuple(v) || is_dict(v))) {
      out += r;
      return;
    }
    if (is_dict(v)) {
      auto items = sorted_items(v);
      out += "{";
      int ind = indent + 1;
      for (size_t i = 0; i < items.size(); ++i) {
        bool last = i + 1 == items.size();
        std::string k = rep(items[i].first);
        out += k + ": ";
        fmt(items[i].second, ind + int(k.size()) + 2, last ? allowance + 1 : 1, out);
        if (!last) out += ",\n" + std::string(size_t(ind), ' ');
      }
      out += "}";
      return;
    }
    std::vector<Value> items = in_.to_vector(v);
    bool tuple = is_tuple(v);
    std::string endchar = tuple ? (items.size() == 1 ? ",)" : ")") : "]";
    out += tuple ? "(" : "[";
    int ind = indent + 1;
    int allow = allowance + int(endchar.size());
    for (size_t i = 0; i < items.size(); ++i) {
      bool last = i + 1 == items.size();
      fmt(items[i], ind, last ? allow : 1, out);
      if (!last) out += ",\n" + std::string(size_t(ind), ' ');
    }
    out += endchar;
  }

  Interpreter& in_;
};

std::string substitute(const std::string& templ, const std::vector<Value>& tensors,
                       int64_t summarize) {
  std::string out;
  size_t pos = 0, k = 0;
  while (true) {
    size_t at = templ.find(kSentinel, pos);
    if (at == std::string::npos) break;
    out.append(templ, pos, at - pos);
    out += tf_summarize_value(*tensor_operand(tensors[k++]), summarize);
    pos = at + kSentinel.size();
  }
  out.append(templ, pos, std::string::npos);
  return out;
}

const std::string& str_kwarg(const Value* v, const char* what, const std::string& def) {
  if (!v) return def;
  if (!is_type_exact(*v, types().str)) throw_type_error(std::string(what) + " must be a str");
  return v->as<Str>()->s;
}

Value tf_print(Interpreter& in, CallArgs& a) {
  static const std::string kSpace = " ", kNewline = "\n";
  const Value* stream = nullptr;
  const Value *summarize_v = nullptr, *sep_v = nullptr, *end_v = nullptr;
  for (auto& [key, value] : a.kw) {
    const std::string& k = key->s;
    if (k == "output_stream")
      stream = &value;
    else if (k == "summarize")
      summarize_v = &value;
    else if (k == "sep")
      sep_v = &value;
    else if (k == "end")
      end_v = &value;
    else if (k != "name")
      throw_value_error("Unrecognized keyword arguments for tf.print: {'" + k +
                        "': " + in.repr(value) + "}");
  }
  constexpr int64_t kDefaultSummarize = 3;
  int64_t summarize = summarize_v && !summarize_v->is_none()
                          ? int_arg(in, *summarize_v, "summarize")
                          : kDefaultSummarize;
  const std::string& sep = str_kwarg(sep_v, "sep", kSpace);
  const std::string& end = str_kwarg(end_v, "end", kNewline);
  Stream which = Stream::Stderr;
  if (stream && !std_stream_of(*stream, which))
    throw_value_error("Unsupported output stream, logging level, or file." + in.str(*stream) +
                      ". Supported streams are sys.stdout, sys.stderr, tf.logging.info, "
                      "tf.logging.warning, tf.logging.error. File needs to be in the form of "
                      "'file://<filepath>'.");
  if (TraceContext* trace = active_trace(in)) {
    // In a graph: the non-tensor arguments are formatted now, at trace time;
    // the tensors become StringFormat's inputs and PrintV2 prints its text on
    // every run.
    Graph& g = trace->graph();
    std::string stream_name = which == Stream::Stdout ? "stdout" : "stderr";
    const Value* lone = a.pos.size() == 1 && tensor_operand(a.pos[0]) ? &a.pos[0] : nullptr;
    if (lone && tensor_operand(*lone)->dtype() == DType::String &&
        static_shape(*lone).rank() == 0) {
      g.add_print(graph_tensor(in, *lone), stream_name, end);
      return Value();
    }
    std::string templ;
    std::vector<Value> tensors;
    PFormat pf(in);
    for (size_t i = 0; i < a.pos.size(); ++i) {
      if (i) templ += sep;
      const Value& v = a.pos[i];
      if (is_type_exact(v, types().str)) {
        templ += v.as<Str>()->s;
        continue;
      }
      templ += pf.format(v, tensors);
    }
    std::vector<Output> outs;
    for (const Value& t : tensors) outs.push_back(graph_tensor(in, t));
    Output text =
        g.add_string_format(Span<Output>(outs.data(), outs.size()), templ, kSentinel, summarize);
    g.add_print(text, stream_name, end);
    return Value();
  }
  std::string text;
  if (a.pos.size() == 1 && tensor_operand(a.pos[0])) {
    text = tf_print_text(*tensor_operand(a.pos[0]), summarize);
  } else {
    PFormat pf(in);
    for (size_t i = 0; i < a.pos.size(); ++i) {
      if (i) text += sep;
      const Value& v = a.pos[i];
      if (is_type_exact(v, types().str)) {
        text += v.as<Str>()->s;
        continue;
      }
      std::vector<Value> tensors;
      std::string templ = pf.format(v, tensors);
      text += substitute(templ, tensors, summarize);
    }
  }
  text += end;
  in.write_tf_print(which, text);
  return Value();
}

}  // namespace

void install_tf_print(Interpreter& in, Module& tf) {
  add_function(in, tf, "print", tf_print,
               "(*inputs, output_stream=sys.stderr, summarize=3, sep=' ', end='\\n', name=None)",
               "Print the specified inputs.");
}

}  // namespace minitf
