// Text forms of graphs for teaching: an operation listing, a GraphDef-like
// protobuf text, Graphviz dot, and the str/repr of symbolic tensors.
#include <algorithm>
#include <cstdio>
#include <variant>

#include "graph/graph_errors.h"
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
             number_text(t.element_as_double(i)) + "\n";
    } else {
      out += pad + "  " + (t.dtype() == DType::Int64 ? "int64_val: " : "int_val: ") +
             std::to_string(t.element_as_int64(i)) + "\n";
    }
  }
  return out + pad + "}\n";
}

void proto_node(const Node& n, const std::string& pad, std::string& out) {
  out += pad + "node {\n";
  std::string p = pad + "  ";
  out += p + "name: \"" + n.name + "\"\n" + p + "op: \"" + n.type + "\"\n";
  for (const Output& in : n.inputs) out += p + "input: \"" + graph_def_input(in) + "\"\n";
  for (const Node* c : n.control_inputs) out += p + "input: \"^" + c->name + "\"\n";
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
        body = vp + "f: " + number_text(*f) + "\n";
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
      out += "  function {\n    signature {\n      name: \"" + f->name() + "\"\n";
      for (const Node* in : f->inputs())
        out += "      input_arg {\n        name: \"" + in->name +
               "\"\n        type: " + enum_text(in->outputs[0].dtype) + "\n      }\n";
      for (size_t i = 0; i < f->outputs().size(); ++i)
        out += "      output_arg {\n        name: \"output_" + std::to_string(i) +
               "\"\n        type: " + enum_text(f->outputs()[i].dtype()) + "\n      }\n";
      out += "    }\n";
      for (const auto& n : f->nodes()) {
        std::string body;
        proto_node(*n, "    ", body);
        out += "    node_def" + body.substr(4 + 4);  // "    node {" -> "    node_def {"
      }
      for (size_t i = 0; i < f->outputs().size(); ++i)
        out += "    ret {\n      key: \"output_" + std::to_string(i) + "\"\n      value: \"" +
               f->outputs()[i].name() + "\"\n    }\n";
      out += "  }\n";
    }
    out += "}\n";
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
