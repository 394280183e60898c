// StringFormat and PrintV2: the kernel of the first, the builders of both
// (PrintV2's kernel is the executor calling the run's print sink).
#include "graph/graph_errors.h"
#include "graph/print.h"
#include "tensor/format.h"

namespace minitf {

size_t count_placeholders(std::string_view tmpl, std::string_view placeholder) {
  if (placeholder.empty()) return 0;
  size_t n = 0;
  for (size_t at = tmpl.find(placeholder); at != std::string_view::npos;
       at = tmpl.find(placeholder, at + placeholder.size()))
    ++n;
  return n;
}

std::string format_string(std::string_view tmpl, std::string_view placeholder, Span<Tensor> inputs,
                          int64_t summarize) {
  std::string out;
  size_t pos = 0;
  for (const Tensor& t : inputs) {
    size_t at = placeholder.empty() ? std::string_view::npos : tmpl.find(placeholder, pos);
    if (at == std::string_view::npos) break;
    out.append(tmpl, pos, at - pos);
    out += tf_summarize_value(t, summarize);
    pos = at + placeholder.size();
  }
  out.append(tmpl, pos, std::string_view::npos);
  return out;
}

Output Graph::add_string_format(Span<Output> inputs, std::string tmpl, std::string placeholder,
                                int64_t summarize, std::string_view name) {
  std::vector<Output> ins;
  for (const Output& x : inputs) ins.push_back(resolve(x));
  size_t n = count_placeholders(tmpl, placeholder);
  if (n != ins.size()) {
    // TF's StringFormat op checks this when it is created.
    throw TensorError(TensorError::Value,
                      "num placeholders in template and num inputs must match: " +
                          std::to_string(n) + " vs. " + std::to_string(ins.size()));
  }
  Node* node = new_node(NodeKind::StringFormat, node_name(name, "StringFormat"), "StringFormat");
  node->inputs = std::move(ins);
  node->attrs.set("template", std::move(tmpl));
  node->attrs.set("placeholder", std::move(placeholder));
  node->attrs.set("summarize", summarize);
  node->outputs.push_back(TensorSpec{DType::String, Shape()});
  return node->out();
}

Node* Graph::add_print(Output text, std::string output_stream, std::string end,
                       std::string_view name) {
  text = resolve(text);
  if (text.dtype() != DType::String || (text.shape().known_rank() && text.shape().rank() != 0)) {
    throw TensorError(TensorError::Value,
                      "PrintV2 prints a string scalar; got " + graph_tensor_str(text));
  }
  Node* node = new_node(NodeKind::PrintV2, node_name(name, "PrintV2"), "PrintV2");
  node->inputs.push_back(text);
  node->attrs.set("output_stream", std::move(output_stream));
  node->attrs.set("end", std::move(end));
  chain_stateful(node);
  return node;
}

}  // namespace minitf
