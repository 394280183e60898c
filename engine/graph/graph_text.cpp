// Text forms of graphs for teaching: an operation listing, a GraphDef-like
// protobuf text, Graphviz dot, and the str/repr of symbolic tensors.
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <unordered_map>
#include <variant>

#include "graph/graph_errors.h"
#include "tensor/float_format.h"
#include "tensor/format.h"

namespace minitf {

namespace {

// Elements a Const shows in listings: enough to recognize it, as tf.print's
// default summarization does.
constexpr int64_t kListingSummarize = 3;

std::string dtype_text(const Output& x) {
  return x.node->is_resource() ? "resource" : dtype_name(x.dtype());
}

std::string spec_text(const Node& n, size_t i) {
  if (n.is_resource()) return "resource";
  return std::string(dtype_name(n.outputs[i].dtype)) + " " + n.outputs[i].shape.str();
}

std::string number_text(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.9g", v);
  return buf;
}

std::string attr_text(const AttrValue& v) {
  struct Visitor {
    std::string operator()(int64_t x) const { return std::to_string(x); }
    std::string operator()(double x) const { return number_text(x); }
    std::string operator()(bool x) const { return x ? "true" : "false"; }
    std::string operator()(const std::string& x) const { return "\"" + tf_c_escape(x) + "\""; }
    std::string operator()(DType x) const { return dtype_name(x); }
    std::string operator()(const Shape& x) const { return x.str(); }
    std::string operator()(const std::vector<int64_t>& x) const {
      std::string s = "[";
      for (size_t i = 0; i < x.size(); ++i) s += (i ? ", " : "") + std::to_string(x[i]);
      return s + "]";
    }
    std::string operator()(const Tensor& x) const {
      return tf_summarize_value(x, kListingSummarize);
    }
  };
  return std::visit(Visitor{}, v);
}

// ---- listing ----------------------------------------------------------------

void list_graph(const Graph& g, int depth, std::string& out) {
  std::string pad(static_cast<size_t>(depth) * 2, ' ');
  out += pad + g.name() + "(";
  for (size_t i = 0; i < g.inputs().size(); ++i) out += (i ? ", " : "") + g.inputs()[i]->name;
  out += ") {\n";
  for (const auto& up : g.nodes()) {
    const Node& n = *up;
    out += pad + "  " + n.name + " = " + n.type;
    std::vector<std::string> attrs;
    if (n.kind == NodeKind::Const) {
      attrs.push_back("value=" + tf_summarize_value(n.value, kListingSummarize));
    } else if (n.kind != NodeKind::Placeholder && !n.is_resource()) {
      for (const auto& e : n.attrs.entries()) {
        if (e.first == "dtype") continue;  // shown with the outputs
        attrs.push_back(e.first + "=" + attr_text(e.second));
      }
    }
    if (!attrs.empty()) {
      out += "[";
      for (size_t i = 0; i < attrs.size(); ++i) out += (i ? ", " : "") + attrs[i];
      out += "]";
    }
    out += "(";
    size_t k = 0;
    for (const Output& in : n.inputs) out += (k++ ? ", " : "") + graph_def_input(in);
    for (const Node* c : n.control_inputs) out += (k++ ? ", ^" : "^") + c->name;
    out += ")";
    if (!n.outputs.empty()) out += " ->";
    for (size_t i = 0; i < n.outputs.size(); ++i) out += (i ? ", " : " ") + spec_text(n, i);
    out += "\n";
    for (const auto& sub : n.subgraphs) list_graph(*sub, depth + 2, out);
  }
  out += pad + "  return";
  for (size_t i = 0; i < g.outputs().size(); ++i)
    out += (i ? ", " : " ") + graph_def_input(g.outputs()[i]);
  out += "\n" + pad + "}\n";
}

// ---- GraphDef text ------------------------------------------------------------

// Python's protobuf text prints a float field as the Python float of its
// shortest round-trip digits ("1.0", "0.1", "1e-05"), a double as its repr.
std::string proto_float_text(double v, FloatKind kind) { return numpy_scalar_float_str(v, kind); }

std::string enum_text(DType d) { return dtype_enum_name(d); }

void proto_attr(const std::string& pad, const std::string& key, const std::string& value_body,
                std::string& out) {
  out += pad + "attr {\n" + pad + "  key: \"" + key + "\"\n" + pad + "  value {\n";
  out += value_body;
  out += pad + "  }\n" + pad + "}\n";
}

std::string proto_shape(const std::string& pad, const Shape& s) {
  std::string out = pad + "shape {\n";
  if (!s.known_rank()) {
    out += pad + "  unknown_rank: true\n";
  } else {
    for (int i = 0; i < s.rank(); ++i)
      out += pad + "  dim {\n" + pad + "    size: " + std::to_string(s[i]) + "\n" + pad + "  }\n";
  }
  return out + pad + "}\n";
}

std::string proto_tensor(const std::string& pad, const Tensor& t) {
  std::string out = pad + "tensor {\n" + pad + "  dtype: " + enum_text(t.dtype()) + "\n";
  std::string shape = proto_shape(pad + "  ", t.shape());
  out +=
      pad + "  tensor_shape" + shape.substr(pad.size() + 2 + 5);  // "shape {" -> "tensor_shape {"
  for (int64_t i = 0; i < t.num_elements(); ++i) {
    if (t.dtype() == DType::String) {
      out += pad + "  string_val: \"" + tf_c_escape(t.at<std::string>(i)) + "\"\n";
    } else if (t.dtype() == DType::Bool) {
      out += pad + "  bool_val: " + (t.at<bool>(i) ? "true" : "false") + "\n";
    } else if (dtype_is_floating(t.dtype()) || dtype_is_complex(t.dtype())) {
      out += pad + "  " + (t.dtype() == DType::Float64 ? "double_val: " : "float_val: ") +
             proto_float_text(t.element_as_double(i),
                              t.dtype() == DType::Float64 ? FloatKind::Double : FloatKind::Single) +
             "\n";
    } else {
      out += pad + "  " + (t.dtype() == DType::Int64 ? "int64_val: " : "int_val: ") +
             std::to_string(t.element_as_int64(i)) + "\n";
    }
  }
  return out + pad + "}\n";
}

// ---- FunctionDef naming ----------------------------------------------------------

// TF's OpDef output arg names of a node's kind: registry ops keep theirs in
// the op table (OpDef::outputs); the graph's own kinds are listed here.
const char* output_args(const Node& n) {
  if (n.op) return n.op->outputs;
  switch (n.kind) {
    case NodeKind::Const:
      return op_def(OpId::Const).outputs;
    case NodeKind::ReadVariable:
      return "value";
    case NodeKind::If:
    case NodeKind::While:
      return "output*";
    default:
      return "output";
  }
}

// Output i of node n as (arg name, index within the arg).
std::pair<std::string, int> output_arg(const Node& n, int i) {
  std::string_view spec = output_args(n);
  int k = 0;
  while (true) {
    size_t comma = spec.find(',');
    std::string_view name = spec.substr(0, comma);
    bool list = !name.empty() && name.back() == '*';
    if (list) return {std::string(name.substr(0, name.size() - 1)), i - k};
    if (k == i || comma == std::string_view::npos) return {std::string(name), i - k};
    spec = spec.substr(comma + 1);
    ++k;
  }
}

// TF's graph_to_functiondef naming: argument names are node names lowercased
// with other characters than letters and digits as '_' (from the first
// letter on), made unique with "_0", "_1", ...; outputs are named first, then
// inputs, then body nodes keep their names unless taken. A body node's tensor
// is "node:arg:index" (its OpDef's output arg name and the index within it);
// an input's is the argument's name.
struct FunctionNaming {
  std::unordered_map<std::string, int> used;
  std::unordered_map<const Node*, std::string> names;  // inputs and body nodes
  std::vector<std::string> output_names;

  static std::string normalize(std::string name) {
    for (char& c : name) {
      unsigned char u = static_cast<unsigned char>(c);
      c = std::isalnum(u) ? static_cast<char>(std::tolower(u)) : '_';
    }
    size_t first = 0;
    while (first < name.size() && !std::isalpha(static_cast<unsigned char>(name[first]))) ++first;
    return first == name.size() ? "unknown" : name.substr(first);
  }

  std::string uniquify(const std::string& name) {
    auto it = used.emplace(name, 0);
    if (it.second) return name;
    while (true) {
      std::string candidate = name + "_" + std::to_string(it.first->second++);
      if (used.emplace(candidate, 0).second) return candidate;
    }
  }

  explicit FunctionNaming(const Graph& g) {
    for (const Output& o : g.outputs()) output_names.push_back(uniquify(normalize(o.node->name)));
    for (const Node* in : g.inputs()) names[in] = uniquify(normalize(in->name));
    for (const auto& n : g.nodes())
      if (!names.count(n.get())) names[n.get()] = uniquify(n->name);
  }

  bool is_input(const Node& n, const Graph& g) const {
    return std::find(g.inputs().begin(), g.inputs().end(), &n) != g.inputs().end();
  }
  std::string node_name(const Node& n) const {
    auto it = names.find(&n);
    return it == names.end() ? n.name : it->second;
  }
  std::string tensor_name(const Output& x) const {
    if (x.node->kind == NodeKind::Placeholder || x.node->is_resource()) return node_name(*x.node);
    auto arg = output_arg(*x.node, x.index);
    return node_name(*x.node) + ":" + arg.first + ":" + std::to_string(arg.second);
  }
};

void proto_node(const Node& n, const std::string& pad, std::string& out,
                const FunctionNaming* fn = nullptr) {
  out += pad + (fn ? "node_def {\n" : "node {\n");
  std::string p = pad + "  ";
  out +=
      p + "name: \"" + (fn ? fn->node_name(n) : n.name) + "\"\n" + p + "op: \"" + n.type + "\"\n";
  for (const Output& in : n.inputs)
    out += p + "input: \"" + (fn ? fn->tensor_name(in) : graph_def_input(in)) + "\"\n";
  std::vector<std::string> controls;
  for (const Node* c : n.control_inputs) controls.push_back(fn ? fn->node_name(*c) : c->name);
  // A FunctionDef lists control inputs sorted by name, to be deterministic.
  if (fn) std::sort(controls.begin(), controls.end());
  for (const std::string& c : controls) out += p + "input: \"^" + c + "\"\n";
  std::string vp = p + "    ";
  // Protobuf prints map entries sorted by key, as TF's str(graph_def) shows them.
  std::vector<std::pair<std::string, std::string>> attrs;
  if (n.kind == NodeKind::Const) {
    attrs.emplace_back("dtype", vp + "type: " + enum_text(n.value.dtype()) + "\n");
    attrs.emplace_back("value", proto_tensor(vp, n.value));
  } else if (n.kind == NodeKind::Placeholder || n.is_resource()) {
    attrs.emplace_back(
        "dtype",
        vp + "type: " +
            (n.is_resource() ? std::string("DT_RESOURCE") : enum_text(n.outputs[0].dtype)) + "\n");
    attrs.emplace_back("shape", proto_shape(vp, n.is_resource() ? Shape() : n.outputs[0].shape));
    for (const auto& e : n.attrs.entries())
      if (auto str = std::get_if<std::string>(&e.second))
        attrs.emplace_back(e.first, vp + "s: \"" + tf_c_escape(*str) + "\"\n");
  } else {
    if (n.kind == NodeKind::Op && n.op && n.op->type_attrs) {
      // "Tparams=0,Tindices=1": each attr the dtype of one input.
      std::string_view spec = n.op->type_attrs;
      while (!spec.empty()) {
        size_t comma = spec.find(',');
        std::string_view item = spec.substr(0, comma);
        size_t eq = item.find('=');
        size_t index = static_cast<size_t>(std::stoi(std::string(item.substr(eq + 1))));
        if (index < n.inputs.size())
          attrs.emplace_back(std::string(item.substr(0, eq)),
                             vp + "type: " + enum_text(n.inputs[index].dtype()) + "\n");
        spec = comma == std::string_view::npos ? std::string_view() : spec.substr(comma + 1);
      }
    } else if (n.kind == NodeKind::Op && !n.inputs.empty()) {
      attrs.emplace_back("T", vp + "type: " + enum_text(n.inputs[0].dtype()) + "\n");
    }
    for (const auto& e : n.attrs.entries()) {
      const AttrValue& v = e.second;
      std::string body;
      if (auto d = std::get_if<DType>(&v)) {
        body = vp + "type: " + enum_text(*d) + "\n";
      } else if (auto s = std::get_if<Shape>(&v)) {
        body = proto_shape(vp, *s);
      } else if (auto t = std::get_if<Tensor>(&v)) {
        body = proto_tensor(vp, *t);
      } else if (auto i = std::get_if<int64_t>(&v)) {
        body = vp + "i: " + std::to_string(*i) + "\n";
      } else if (auto b = std::get_if<bool>(&v)) {
        body = vp + "b: " + (*b ? "true" : "false") + "\n";
      } else if (auto f = std::get_if<double>(&v)) {
        body = vp + "f: " + proto_float_text(*f, FloatKind::Single) + "\n";
      } else if (auto str = std::get_if<std::string>(&v)) {
        body = vp + "s: \"" + tf_c_escape(*str) + "\"\n";
      } else if (auto l = std::get_if<std::vector<int64_t>>(&v)) {
        body = vp + "list {\n";
        for (int64_t x : *l) body += vp + "  i: " + std::to_string(x) + "\n";
        body += vp + "}\n";
      }
      attrs.emplace_back(e.first, body);
    }
    static const char* const kBranchKeys[2][2] = {{"then_branch", "else_branch"}, {"cond", "body"}};
    for (size_t i = 0; i < n.subgraphs.size() && i < 2; ++i) {
      attrs.emplace_back(
          kBranchKeys[n.kind == NodeKind::While ? 1 : 0][i],
          vp + "func {\n" + vp + "  name: \"" + n.subgraphs[i]->name() + "\"\n" + vp + "}\n");
    }
  }
  std::sort(attrs.begin(), attrs.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& a : attrs) proto_attr(p, a.first, a.second, out);
  out += pad + "}\n";
}

void collect_functions(const Graph& g, std::vector<const Graph*>& out) {
  for (const auto& n : g.nodes())
    for (const auto& sub : n->subgraphs) {
      out.push_back(sub.get());
      collect_functions(*sub, out);
    }
}

// ---- dot ------------------------------------------------------------------------

std::string dot_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

struct DotWriter {
  std::string out;
  int next_graph = 0;

  std::string id(int graph, const Node* n) {
    return "g" + std::to_string(graph) + "n" + std::to_string(n->id);
  }

  void graph(const Graph& g, int gid, const std::string& pad) {
    for (const auto& up : g.nodes()) {
      const Node& n = *up;
      std::string label = dot_escape(n.name) + "\\n" + n.type;
      const char* shape = n.kind == NodeKind::Placeholder || n.is_resource() ? "ellipse"
                          : n.kind == NodeKind::Const                        ? "note"
                                                                             : "box";
      out += pad + id(gid, &n) + " [label=\"" + label + "\", shape=" + shape;
      if (n.stateful) out += ", style=\"rounded,filled\", fillcolor=\"#fde8c8\"";
      out += "];\n";
      for (const Output& in : n.inputs) {
        out += pad + id(gid, in.node) + " -> " + id(gid, &n) + " [label=\"" +
               dot_escape(dtype_text(in) + (in.node->is_resource() ? "" : " " + in.shape().str())) +
               "\"];\n";
      }
      for (const Node* c : n.control_inputs)
        out += pad + id(gid, c) + " -> " + id(gid, &n) + " [style=dashed];\n";
      for (const auto& sub : n.subgraphs) {
        int sid = ++next_graph;
        out += pad + "subgraph cluster_g" + std::to_string(sid) + " {\n";
        out += pad + "  label=\"" + dot_escape(sub->name()) + "\";\n" + pad + "  style=dotted;\n";
        graph(*sub, sid, pad + "  ");
        out += pad + "}\n";
        if (!sub->nodes().empty()) {
          out += pad + id(gid, &n) + " -> " + id(sid, sub->nodes().front().get()) +
                 " [style=dotted, arrowhead=none];\n";
        }
      }
    }
  }
};

}  // namespace

std::string Graph::to_text() const {
  std::string out;
  list_graph(*this, 0, out);
  return out;
}

std::string Graph::to_graph_def_text() const {
  std::string out;
  for (const auto& n : nodes_) proto_node(*n, "", out);
  std::vector<const Graph*> fns;
  collect_functions(*this, fns);
  if (!fns.empty()) {
    out += "library {\n";
    for (const Graph* f : fns) {
      std::string body = f->to_function_def_text(f->name());
      out += "  function {\n";
      size_t at = 0;
      while (at < body.size()) {
        size_t nl = body.find('\n', at);
        out += "    " + body.substr(at, nl - at + 1);
        at = nl + 1;
      }
      out += "  }\n";
    }
    out += "}\n";
  }
  return out;
}

std::string Graph::to_function_def_text(const std::string& fn_name) const {
  MINITF_ASSERT(!has_stateful_nodes(),
                "a FunctionDef of a stateful graph needs its control outputs");
  FunctionNaming naming(*this);
  std::string out = "signature {\n  name: \"" + fn_name + "\"\n";
  for (const Node* in : inputs_)
    out += "  input_arg {\n    name: \"" + naming.node_name(*in) + "\"\n    type: " +
           (in->is_resource() ? std::string("DT_RESOURCE") : enum_text(in->outputs[0].dtype)) +
           "\n  }\n";
  for (size_t i = 0; i < outputs_.size(); ++i)
    out += "  output_arg {\n    name: \"" + naming.output_names[i] +
           "\"\n    type: " + enum_text(outputs_[i].dtype()) + "\n  }\n";
  if (has_stateful_nodes()) out += "  is_stateful: true\n";
  out += "}\n";
  for (const auto& n : nodes_)
    if (!naming.is_input(*n, *this)) proto_node(*n, "", out, &naming);
  // Protobuf prints a map's entries sorted by key.
  std::vector<std::pair<std::string, std::string>> rets;
  for (size_t i = 0; i < outputs_.size(); ++i)
    rets.emplace_back(naming.output_names[i], naming.tensor_name(outputs_[i]));
  std::sort(rets.begin(), rets.end());
  for (const auto& r : rets)
    out += "ret {\n  key: \"" + r.first + "\"\n  value: \"" + r.second + "\"\n}\n";
  // The eager runtime marks the functions it registers (TF 2.5 and later).
  if (!options_.tf2_0)
    out +=
        "attr {\n  key: \"_construction_context\"\n  value {\n    s: \"kEagerRuntime\"\n  }\n}\n";
  // Each argument keeps its placeholder's internal ("_") attrs and its shape
  // as _output_shapes (none for a resource, a scalar handle).
  for (size_t i = 0; i < inputs_.size(); ++i) {
    const Node& in = *inputs_[i];
    std::vector<std::pair<std::string, std::string>> attrs;
    if (!in.is_resource()) {
      std::string shape = proto_shape("          ", in.outputs[0].shape);
      attrs.emplace_back("_output_shapes", "        list {\n" + shape + "        }\n");
    }
    for (const auto& e : in.attrs.entries())
      if (auto str = std::get_if<std::string>(&e.second); str && e.first[0] == '_')
        attrs.emplace_back(e.first, "        s: \"" + tf_c_escape(*str) + "\"\n");
    if (attrs.empty()) continue;
    std::sort(attrs.begin(), attrs.end());
    out += "arg_attr {\n  key: " + std::to_string(i) + "\n  value {\n";
    for (const auto& a : attrs) proto_attr("    ", a.first, a.second, out);
    out += "  }\n}\n";
  }
  return out;
}

std::string Graph::to_dot() const {
  DotWriter w;
  w.out = "digraph \"" + dot_escape(name_) + "\" {\n";
  w.out += "  node [fontname=\"Helvetica\", fontsize=10];\n";
  w.out += "  edge [fontname=\"Helvetica\", fontsize=9];\n";
  w.graph(*this, 0, "  ");
  w.out += "}\n";
  return w.out;
}

std::string graph_tensor_str(const Output& t) {
  std::string s = "Tensor(\"" + t.name() + "\"";
  if (t.node->is_resource()) {
    s += ", shape=()";
  } else if (t.shape().known_rank()) {
    s += ", shape=" + t.shape().str();
  }
  return s + ", dtype=" + dtype_text(t) + ")";
}

std::string graph_tensor_repr(const Output& t) {
  std::string shape = t.node->is_resource() ? "()" : t.shape().str();
  return "<tf.Tensor '" + t.name() + "' shape=" + shape + " dtype=" + dtype_text(t) + ">";
}

}  // namespace minitf
