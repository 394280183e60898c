#include "lib/tf_util.h"

#include "function/tracing.h"

namespace minitf {

TypeObject* new_lib_type(const char* name, const char* module, TypeObject* base) {
  return new_builtin_type(name, base, Layout::Native, module);
}



// A symbolic tensor's stand-in value is not its value: only a value the graph
// knows while tracing (a constant) may be read as a Python number.
void check_known_value(const Value& v, const char* what) {
  if (is_symbolic_tensor(v) && !symbolic_output(v).static_value())
    throw_type_error(std::string(what) + " must be known while tracing; got the graph tensor " +
                     graph_tensor_str(symbolic_output(v)));
}

int64_t int_arg(Interpreter& in, const Value& v, const char* what) {
  if (v.is_intlike()) return v.as_int();
  check_known_value(v, what);
  if (v.is_obj() && v.as_obj()->type != types().float_) {
    if (is_tf_tensor(v) || is_numpy_value(v)) {
      const Tensor& t = tensor_of(v);
      if (t.num_elements() == 1 && (dtype_is_integer(t.dtype()) || t.dtype() == DType::Bool))
        return t.element_as_int64(0);
    }
  }
  throw_type_error(std::string(what) + " must be an integer, not " + type_name(v));
}

std::vector<int64_t> int_list_arg(Interpreter& in, const Value& v, const char* what) {
  if (v.is_intlike()) return {v.as_int()};
  check_known_value(v, what);
  if (is_tf_tensor(v) || is_numpy_value(v)) {
    const Tensor& t = tensor_of(v);
    if (dtype_is_integer(t.dtype())) return t.to_int64_vector();
  }
  if (v.is_obj() && (v.as_obj()->type == types().list || v.as_obj()->type == types().tuple)) {
    std::vector<int64_t> out;
    for (const Value& x : in.to_vector(v)) out.push_back(int_arg(in, x, what));
    return out;
  }
  throw_type_error(std::string(what) + " must be an integer or a list of integers, not " +
                   type_name(v));
}

}  // namespace minitf
