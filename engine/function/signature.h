// The signature of a trace, for people: what each argument was (a tensor's
// dtype and shape, a Python value, a variable, a structure of those). Built
// only when a call traces (the cache key is the fast, opaque form). It names
// traces in events, explains retraces (which argument differs from the
// nearest cached signature, and how), relaxes shapes for reduce_retracing and
// prints concrete functions as TF does.
#pragma once

#include <string>
#include <vector>

#include "framework/tensor_object.h"

namespace minitf {

struct SigNode {
  // Dataset: a tf.data dataset, keyed by its element_spec (`text` is its
  // DatasetSpec); the graph receives a token tensor that stands for it.
  enum Kind : uint8_t { Tensor, Variable, Python, List, Tuple, Dict, Object, Dataset };
  Kind kind = Python;
  DType dtype = DType::Float32;    // Tensor, Variable
  Shape shape;                     // Tensor, Variable
  std::string text;                // Python: repr; Object: "<F object>"; Dict: unused
  std::vector<SigNode> items;      // List, Tuple, Dict (values)
  std::vector<std::string> keys;   // Dict: repr of the keys
  const void* identity = nullptr;  // Variable, Object: what the key compares

  bool has_tensors() const;
  // "float32[2,2]", "int32[None]", "1", "[int32[], 2]", "{'a': float32[]}"
  std::string str() const;
  // Structure, kinds, dtypes, Python values and identities equal; shapes
  // compatible with this node's (None matches any size).
  bool accepts(const SigNode& call) const;
  bool operator==(const SigNode& o) const;
};

// How a parameter may be passed (Python's inspect.Parameter kinds that a
// trace keeps: *args elements are positional-only, **kwargs keyword-only).
enum class ArgKind : uint8_t { PositionalOrKeyword, PositionalOnly, KeywordOnly };

struct ArgSig {
  std::string name;
  SigNode node;
  ArgKind kind = ArgKind::PositionalOrKeyword;
};
using Signature = std::vector<ArgSig>;

// The description of one argument value.
SigNode describe_value(Interpreter& in, const Value& v);

// A tf.data dataset (an object whose type defines _trace_input, as tf.data's
// Dataset does) as a function input: its DatasetSpec text and the int64
// token tensor the graph receives for it. False for any other value.
bool dataset_trace_input(Interpreter& in, const Value& v, Value* spec_text, Value* token);

// "x: float32[], n=3" (tensors with ':', Python values with '=').
std::string signature_text(const Signature& s);

// Why `call` needed a new trace although `cached` exists: the first differing
// argument and how it differs, and the lesson it illustrates. Returns the
// number of differing arguments (the distance used to pick the nearest).
int signature_distance(const Signature& cached, const Signature& call);
void retrace_reason(const Signature& cached, const Signature& call, std::string* reason,
                    std::string* lesson);

// `call` with every tensor dimension that differs from `cached` relaxed to
// None (reduce_retracing / experimental_relax_shapes); false when the two do
// not have the same structure, kinds, dtypes and ranks.
bool relax_signature(const Signature& cached, const Signature& call, Signature* relaxed);

// Modern TF's trace type of one argument or return value:
// "TensorSpec(shape=(), dtype=tf.float32, name=None)", "Literal[3]",
// "List[...]", "Tuple[...]", "Dict[['a', ...]]".
std::string trace_type_text(const SigNode& n);

// Modern TF's FunctionType of a trace: verbose, the "Input Parameters:" /
// "Output Type:" / "Captures:" block; else the inspect.Signature form
// "(x: TensorSpec(...), n: Literal[3]) -> TensorSpec(...)". `captures`
// holds one "id: type" line text per captured tensor.
std::string function_type_text(const Signature& args, const SigNode& returns,
                               const std::vector<std::string>& captures, bool verbose);

// TF's pretty_printed_signature of a concrete function: "f(x, n=3)\n  Args:\n
// x: float32 Tensor, shape=()\n  Returns:\n    float32 Tensor, shape=()".
std::string pretty_signature(const std::string& name, const Signature& args, const SigNode& returns,
                             bool verbose);

}  // namespace minitf
