// tf.strings basics: length, join, format, as_string and to_number (and
// tf.as_string, tf.strings.format's twin of tf.print's summarization).
#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/dtypes.h"
#include "framework/operators.h"
#include "framework/tensor_object.h"
#include "framework/tracing.h"
#include "graph/print.h"
#include "lib/tf_ops.h"

namespace minitf {

namespace {

using A = CallArgs;
using I = Interpreter;

Value length(I& in, A& a) {
  ArgParser p("length", a, {"input", "name", "unit"}, 1);
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  std::string unit = p.has(2) ? in.str(*p.get(2)) : "BYTE";
  return dispatch_op(in, OpId::StringLength, inputs, Attrs{{"unit", unit}});
}

Value join(I& in, A& a) {
  ArgParser p("join", a, {"inputs", "separator", "name"}, 1);
  const Value& v = *p.get(0);
  if (!is_type_exact(v, types().list) && !is_type_exact(v, types().tuple))
    throw_type_error("inputs must be a list of string tensors");
  OpInputs inputs;
  for (const Value& x : in.to_vector(v)) add_tensor_input(in, inputs, x);
  if (inputs.size() == 0) throw_value_error("inputs must not be empty");
  std::string sep = p.has(1) ? in.str(*p.get(1)) : "";
  return dispatch_op(in, OpId::StringJoin, inputs,
                     Attrs{{"separator", sep}, {"N", int64_t(inputs.size())}});
}

// StringFormat is the node tf.print builds too (graph/print.h): the same
// kernel eagerly, the same node kind in a graph.
Value format(I& in, A& a) {
  ArgParser p("format", a, {"template", "inputs", "placeholder", "summarize", "name"}, 2);
  std::string tmpl = in.str(*p.get(0));
  std::string ph = p.has(2) ? in.str(*p.get(2)) : "{}";
  int64_t summarize = p.has(3) ? int_arg(in, *p.get(3), "summarize") : 3;
  const Value& v = *p.get(1);
  std::vector<Value> values;
  if (is_type_exact(v, types().list) || is_type_exact(v, types().tuple)) {
    values = in.to_vector(v);
  } else {
    values.push_back(v);  // a lone tensor needs no list
  }
  size_t n = count_placeholders(tmpl, ph);
  if (n != values.size()) {
    throw_value_error("num placeholders in template and num inputs must match: " +
                      std::to_string(n) + " vs " + std::to_string(values.size()));
  }
  if (TraceContext* trace = active_trace(in)) {
    std::vector<Output> outs;
    for (const Value& x : values) outs.push_back(graph_tensor(in, x));
    return make_symbolic_tensor(
        in, trace->graph().add_string_format(Span<Output>(outs.data(), outs.size()), tmpl, ph,
                                             summarize));
  }
  OpInputs inputs;
  for (const Value& x : values) add_tensor_input(in, inputs, x);
  return make_eager_tensor(Tensor::scalar_string(
      format_string(tmpl, ph, Span<Tensor>(inputs.values.data(), inputs.size()), summarize)));
}

Value as_string(I& in, A& a) {
  ArgParser p("as_string", a,
              {"input", "precision", "scientific", "shortest", "width", "fill", "name"}, 1);
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  Attrs attrs;
  attrs.set("precision", p.has(1) ? int_arg(in, *p.get(1), "precision") : int64_t(-1));
  attrs.set("scientific", p.has(2) && in.truthy(*p.get(2)));
  attrs.set("shortest", p.has(3) && in.truthy(*p.get(3)));
  attrs.set("width", p.has(4) ? int_arg(in, *p.get(4), "width") : int64_t(-1));
  attrs.set("fill", p.has(5) ? in.str(*p.get(5)) : std::string());
  return dispatch_op(in, OpId::AsString, inputs, attrs);
}

Value to_number(I& in, A& a) {
  ArgParser p("to_number", a, {"input", "out_type", "name"}, 1);
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  DType t = p.has(1) ? dtype_arg(in, *p.get(1)) : DType::Float32;
  return dispatch_op(in, OpId::StringToNumber, inputs, Attrs{{"out_type", t}});
}

Value to_hash_bucket_fast(I& in, A& a) {
  ArgParser p("to_hash_bucket_fast", a, {"input", "num_buckets", "name"}, 2);
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  int64_t buckets = int_arg(in, *p.get(1), "num_buckets");
  return dispatch_op(in, OpId::StringToHashBucketFast, inputs, Attrs{{"num_buckets", buckets}});
}

const NativeDef kStrings[] = {
    {"length", length, "(input, name=None, unit='BYTE')"},
    {"join", join, "(inputs, separator='', name=None)"},
    {"format", format, "(template, inputs, placeholder='{}', summarize=3, name=None)"},
    {"as_string", as_string,
     "(input, precision=-1, scientific=False, shortest=False, width=-1, fill='', name=None)"},
    {"to_number", to_number, "(input, out_type=tf.float32, name=None)"},
    {"to_hash_bucket_fast", to_hash_bucket_fast, "(input, num_buckets, name=None)"},
};

}  // namespace

void install_tf_strings(Interpreter& in, Module& tf) {
  Ref<Module> strings = add_submodule(in, tf, "strings");
  add_functions(in, *strings, kStrings);
  if (const Value* f = strings->get("as_string")) tf.set(in, "as_string", *f);
}

}  // namespace minitf
