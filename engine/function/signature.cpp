#include "function/signature.h"

#include <algorithm>

#include "framework/tensor_object.h"
#include "framework/tensor_shape.h"
#include "framework/tracing.h"
#include "framework/variable_object.h"
#include "function/cache_key.h"

namespace minitf {

namespace {

std::string dims_text(const Shape& s) {
  if (!s.known_rank()) return "[?]";
  std::string out = "[";
  for (int i = 0; i < s.rank(); ++i) {
    if (i) out += ",";
    out += s[i] < 0 ? "None" : std::to_string(s[i]);
  }
  return out + "]";
}

// The kind of an argument in words, for retrace reasons.
std::string kind_words(const SigNode& n) {
  switch (n.kind) {
    case SigNode::Tensor:
      return n.str() + " tensor";
    case SigNode::Variable:
      return "tf.Variable " + n.str();
    case SigNode::Python:
      return "Python " + n.text;
    case SigNode::Object:
      return n.text;
    default:
      return n.str();
  }
}

// The TF spec text of pretty_printed_signature for one leaf.
std::string spec_text(const SigNode& n) {
  if (n.kind == SigNode::Variable)
    return std::string(dtype_name(n.dtype)) + " Variable, shape=" + n.shape.str();
  return std::string(dtype_name(n.dtype)) + " Tensor, shape=" + n.shape.str();
}

void collect_leaves(const SigNode& n, std::vector<const SigNode*>& out) {
  if (n.kind == SigNode::Tensor || n.kind == SigNode::Variable) {
    out.push_back(&n);
    return;
  }
  for (const SigNode& c : n.items) collect_leaves(c, out);
}

// The structure with its tensor leaves replaced by markers <1>, <2>, ...
std::string marker_text(const SigNode& n, int& next) {
  switch (n.kind) {
    case SigNode::Tensor:
    case SigNode::Variable:
      return "<" + std::to_string(next++) + ">";
    case SigNode::List:
    case SigNode::Tuple: {
      std::string out = n.kind == SigNode::List ? "[" : "(";
      for (size_t i = 0; i < n.items.size(); ++i) {
        if (i) out += ", ";
        out += marker_text(n.items[i], next);
      }
      if (n.kind == SigNode::Tuple && n.items.size() == 1) out += ",";
      return out + (n.kind == SigNode::List ? "]" : ")");
    }
    case SigNode::Dict: {
      std::string out = "{";
      for (size_t i = 0; i < n.items.size(); ++i) {
        if (i) out += ", ";
        out += n.keys[i] + ": " + marker_text(n.items[i], next);
      }
      return out + "}";
    }
    default:
      return n.text;
  }
}

// TF's pretty_print_spec.
std::string pretty_spec(const SigNode& n) {
  if (n.kind == SigNode::Tensor || n.kind == SigNode::Variable) return spec_text(n);
  if (n.kind == SigNode::List || n.kind == SigNode::Tuple || n.kind == SigNode::Dict) {
    int next = 1;
    std::string out = marker_text(n, next);
    std::vector<const SigNode*> leaves;
    collect_leaves(n, leaves);
    for (size_t i = 0; i < leaves.size(); ++i)
      out += "\n      <" + std::to_string(i + 1) + ">: " + spec_text(*leaves[i]);
    return out;
  }
  return n.text;
}

bool relax_node(const SigNode& a, const SigNode& b, SigNode* out) {
  if (a.kind != b.kind) return false;
  *out = b;
  switch (a.kind) {
    case SigNode::Tensor: {
      if (a.dtype != b.dtype || a.shape.rank() != b.shape.rank()) return false;
      for (int i = 0; i < a.shape.rank(); ++i)
        if (a.shape[i] != b.shape[i]) out->shape.set_dim(i, Shape::kUnknownDim);
      return true;
    }
    case SigNode::List:
    case SigNode::Tuple:
    case SigNode::Dict:
      if (a.items.size() != b.items.size() || a.keys != b.keys) return false;
      for (size_t i = 0; i < a.items.size(); ++i)
        if (!relax_node(a.items[i], b.items[i], &out->items[i])) return false;
      return true;
    default:
      return a == b;
  }
}

}  // namespace

bool SigNode::has_tensors() const {
  if (kind == Tensor || kind == Variable || kind == Dataset) return true;
  for (const SigNode& c : items)
    if (c.has_tensors()) return true;
  return false;
}

std::string SigNode::str() const {
  switch (kind) {
    case Tensor:
      return std::string(dtype_name(dtype)) + dims_text(shape);
    case Variable:
      return "Variable(" + std::string(dtype_name(dtype)) + dims_text(shape) + ")";
    case List:
    case Tuple: {
      std::string out = kind == List ? "[" : "(";
      for (size_t i = 0; i < items.size(); ++i) {
        if (i) out += ", ";
        out += items[i].str();
      }
      if (kind == Tuple && items.size() == 1) out += ",";
      return out + (kind == List ? "]" : ")");
    }
    case Dict: {
      std::string out = "{";
      for (size_t i = 0; i < items.size(); ++i) {
        if (i) out += ", ";
        out += keys[i] + ": " + items[i].str();
      }
      return out + "}";
    }
    default:
      return text;
  }
}

bool SigNode::operator==(const SigNode& o) const {
  if (kind != o.kind || text != o.text || keys != o.keys || items.size() != o.items.size())
    return false;
  if ((kind == Tensor || kind == Variable) && (dtype != o.dtype || shape != o.shape)) return false;
  if ((kind == Variable || kind == Object) && identity != o.identity) return false;
  for (size_t i = 0; i < items.size(); ++i)
    if (!(items[i] == o.items[i])) return false;
  return true;
}

bool SigNode::accepts(const SigNode& c) const {
  if (kind != c.kind || keys != c.keys || items.size() != c.items.size()) return false;
  switch (kind) {
    case Tensor:
      return dtype == c.dtype && shape.compatible_with(c.shape) &&
             shape.known_rank() == c.shape.known_rank();
    case Variable:
    case Object:
      return identity == c.identity;
    case Python:
    case Dataset:
      return text == c.text;
    default:
      for (size_t i = 0; i < items.size(); ++i)
        if (!items[i].accepts(c.items[i])) return false;
      return true;
  }
}

bool dataset_trace_input(Interpreter& in, const Value& v, Value* spec_text, Value* token) {
  if (!v.is_obj() || !v.as_obj()->type->lookup("_trace_input")) return false;
  std::vector<Value> r = in.to_vector(in.call(in.getattr(v, "_trace_input"), std::vector<Value>{}));
  // A class of the program's own may define _trace_input too.
  if (r.size() != 2 || !is_type_exact(r[0], types().str) || !is_tf_tensor(r[1]) ||
      is_symbolic_tensor(r[1]) || tensor_of(r[1]).dtype() != DType::Int64 ||
      tensor_of(r[1]).shape().rank() != 0)
    throw_type_error("_trace_input() must return a spec text and an int64 scalar tensor");
  *spec_text = r[0];
  *token = r[1];
  return true;
}

SigNode describe_value(Interpreter& in, const Value& v) {
  SigNode n;
  if (!v.is_obj()) {
    n.kind = SigNode::Python;
    n.text = in.repr(v);
    return n;
  }
  TypeObject* t = v.as_obj()->type;
  if (is_tf_tensor(v) || is_numpy_value(v)) {
    n.kind = SigNode::Tensor;
    n.dtype = tensor_of(v).dtype();
    n.shape = static_shape(v);
  } else if (is_tensor_spec(v)) {
    n.kind = SigNode::Tensor;
    n.dtype = v.as<TensorSpecObj>()->dtype;
    n.shape = v.as<TensorSpecObj>()->shape;
  } else if (is_variable_type(t)) {
    n.kind = SigNode::Variable;
    n.dtype = v.as<VariableObj>()->slot->dtype;
    n.shape = v.as<VariableObj>()->slot->shape;
    n.identity = v.as<VariableObj>()->slot.get();
  } else if (t == types().list || t == types().tuple) {
    n.kind = t == types().list ? SigNode::List : SigNode::Tuple;
    for (const Value& x : in.to_vector(v)) n.items.push_back(describe_value(in, x));
  } else if (t == types().dict) {
    n.kind = SigNode::Dict;
    for (auto& kv : sorted_dict_items(in, v)) {
      n.keys.push_back(in.repr(kv.first));
      n.items.push_back(describe_value(in, kv.second));
    }
  } else if (t == types().str || t == types().complex) {
    n.kind = SigNode::Python;
    n.text = in.repr(v);
  } else if (Value spec, token; dataset_trace_input(in, v, &spec, &token)) {
    n.kind = SigNode::Dataset;
    n.text = spec.as<Str>()->s;
  } else {
    n.kind = SigNode::Object;
    n.text = "<" + t->name + " object>";
    n.identity = v.as_obj();
  }
  return n;
}

std::string signature_text(const Signature& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (i) out += ", ";
    const SigNode& n = s[i].node;
    out += s[i].name + (n.kind == SigNode::Python ? "=" : ": ") + n.str();
  }
  return out;
}

int signature_distance(const Signature& a, const Signature& b) {
  if (a.size() != b.size()) return 1 << 20;
  int d = 0;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i].name != b[i].name || !(a[i].node == b[i].node)) ++d;
  return d;
}

void retrace_reason(const Signature& cached, const Signature& call, std::string* reason,
                    std::string* lesson) {
  size_t i = 0;
  while (i < cached.size() && i < call.size() && cached[i].node == call[i].node) ++i;
  if (i >= cached.size() || i >= call.size()) {
    *reason = "new call signature";
    return;
  }
  const std::string& name = call[i].name;
  const SigNode& a = cached[i].node;
  const SigNode& b = call[i].node;
  int more = signature_distance(cached, call) - 1;
  std::string tail = more > 0 ? " (and " + std::to_string(more) + " more)" : "";
  if (a.kind == SigNode::Tensor && b.kind == SigNode::Tensor) {
    *reason = name + ": " + a.str() + " \u2192 " + b.str() + tail;
    *lesson = a.dtype != b.dtype
                  ? "a graph is statically typed: one trace per input dtype and shape"
                  : "a new input shape retraces (reduce_retracing=True or an input_signature "
                    "with None dimensions avoids it)";
  } else if (a.kind == SigNode::Python && b.kind == SigNode::Python) {
    *reason = "Python value " + name + ": " + a.text + " \u2192 " + b.text +
              " \u2014 Python values are part of the cache key" + tail;
    *lesson = "Lesson #3: no autoboxing \u2014 use tf.Tensor everywhere (lesson #4)";
  } else if (a.kind == SigNode::Variable && b.kind == SigNode::Variable) {
    *reason = name + ": another tf.Variable \u2014 variables are keyed by identity" + tail;
    *lesson = "variables are captured by reference: one trace per variable";
  } else if (a.kind == SigNode::Dataset && b.kind == SigNode::Dataset) {
    *reason = name + ": " + a.text + " \u2192 " + b.text + tail;
    *lesson = "a dataset is keyed by its element_spec: any dataset of that spec shares the trace";
  } else if (a.kind == SigNode::Object && b.kind == SigNode::Object) {
    *reason = name + ": another " + b.text + " \u2014 Python objects are keyed by identity" + tail;
    *lesson = "objects are part of the cache key by identity, not by their attributes";
  } else if (a.kind == b.kind) {
    *reason = name + ": " + a.str() + " \u2192 " + b.str() + tail;
    *lesson = "lists, tuples and dicts are keyed by structure and by each element";
  } else {
    *reason = name + ": " + kind_words(a) + " \u2192 " + kind_words(b) + tail;
    *lesson = b.kind == SigNode::Python || a.kind == SigNode::Python
                  ? "Lesson #3: no autoboxing \u2014 a Python value never shares a tensor's trace"
                  : "a graph is statically typed: one trace per kind of input";
  }
}

bool relax_signature(const Signature& cached, const Signature& call, Signature* relaxed) {
  if (cached.size() != call.size()) return false;
  relaxed->clear();
  bool changed = false;
  for (size_t i = 0; i < call.size(); ++i) {
    if (cached[i].name != call[i].name) return false;
    ArgSig a{call[i].name, {}};
    if (!relax_node(cached[i].node, call[i].node, &a.node)) return false;
    changed = changed || !(a.node == call[i].node);
    relaxed->push_back(std::move(a));
  }
  return changed;
}

std::string pretty_signature(const std::string& name, const Signature& args, const SigNode& returns,
                             bool verbose) {
  std::string head = name + "(";
  for (size_t i = 0; i < args.size(); ++i) {
    if (i) head += ", ";
    head += args[i].name;
    if (!args[i].node.has_tensors()) head += "=" + args[i].node.str();
  }
  head += ")";
  if (!verbose) return head;
  std::string out = head;
  bool any = false;
  for (const ArgSig& a : args) {
    if (!a.node.has_tensors()) continue;
    if (!any) out += "\n  Args:";
    any = true;
    out += "\n    " + a.name + ": " + pretty_spec(a.node);
  }
  out += "\n  Returns:\n    " + pretty_spec(returns);
  return out;
}

}  // namespace minitf

namespace minitf {

namespace {

std::string joined_types(const std::vector<SigNode>& items) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + trace_type_text(items[i]);
  return out;
}

const char* kind_text(ArgKind k) {
  switch (k) {
    case ArgKind::PositionalOnly:
      return "POSITIONAL_ONLY";
    case ArgKind::KeywordOnly:
      return "KEYWORD_ONLY";
    default:
      return "POSITIONAL_OR_KEYWORD";
  }
}

}  // namespace

std::string trace_type_text(const SigNode& n) {
  switch (n.kind) {
    case SigNode::Tensor:
      return "TensorSpec(shape=" + n.shape.str() + ", dtype=tf." + dtype_name(n.dtype) +
             ", name=None)";
    case SigNode::Variable:
      return "VariableSpec(shape=" + n.shape.str() + ", dtype=tf." + dtype_name(n.dtype) +
             ", trainable=True, alias_id=None)";
    case SigNode::List:
      return "List[" + joined_types(n.items) + "]";
    case SigNode::Tuple:
      return "Tuple[" + joined_types(n.items) + "]";
    case SigNode::Dict: {
      std::string out = "Dict[";
      for (size_t i = 0; i < n.items.size(); ++i)
        out += (i ? ", [" : "[") + n.keys[i] + ", " + trace_type_text(n.items[i]) + "]";
      return out + "]";
    }
    case SigNode::Object:
      return "Weakref[" + n.text + "]";
    case SigNode::Dataset:
      return n.text;
    default:
      // A None return is described as NoneTensorSpec() for the old form.
      return "Literal[" + (n.text == "NoneTensorSpec()" ? std::string("None") : n.text) + "]";
  }
}

std::string function_type_text(const Signature& args, const SigNode& returns,
                               const std::vector<std::string>& captures, bool verbose) {
  if (verbose) {
    std::string out = "Input Parameters:";
    for (const ArgSig& a : args)
      out += "\n  " + a.name + " (" + kind_text(a.kind) + "): " + trace_type_text(a.node);
    out += "\nOutput Type:\n  " + trace_type_text(returns);
    out += "\nCaptures:";
    if (captures.empty()) out += "\n  None";
    for (const std::string& c : captures) out += "\n  " + c;
    return out;
  }
  // inspect.Signature.__str__: '/' after the positional-only parameters,
  // '*' before the first keyword-only one.
  std::string out = "(";
  bool first = true, star_done = false;
  auto item = [&](const std::string& text) {
    out += (first ? "" : ", ") + text;
    first = false;
  };
  for (size_t i = 0; i < args.size(); ++i) {
    const ArgSig& a = args[i];
    if (a.kind == ArgKind::KeywordOnly && !star_done) {
      item("*");
      star_done = true;
    }
    item(a.name + ": " + trace_type_text(a.node));
    bool last_positional_only =
        a.kind == ArgKind::PositionalOnly &&
        (i + 1 == args.size() || args[i + 1].kind != ArgKind::PositionalOnly);
    if (last_positional_only) item("/");
  }
  return out + ") -> " + trace_type_text(returns);
}

}  // namespace minitf
