#include "framework/slicing.h"

#include <climits>

#include "framework/operators.h"
#include "framework/tensor_object.h"
#include "framework/tracing.h"
#include "runtime/types.h"

namespace minitf {

namespace {

constexpr const char* kTfSliceTypeError =
    "Only integers, slices (`:`), ellipsis (`...`), tf.newaxis (`None`) and scalar "
    "tf.int32/tf.int64 tensors are valid indices";
constexpr const char* kNumpyIndexError =
    "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or "
    "boolean arrays are valid indices";

// An index as TF's _check_index accepts it: an int or a scalar integer
// tensor. A graph tensor's value is known only when the graph runs: it is
// returned in *dynamic (TF then packs begin/end with tf.stack).
bool index_value(const Value& v, int64_t* out, Value* dynamic) {
  if (v.is_intlike()) {
    *out = v.as_int();
    return true;
  }
  if (is_symbolic_tensor(v) && !symbolic_output(v).static_value()) {
    const Output& o = symbolic_output(v);
    bool scalar_int = (o.dtype() == DType::Int32 || o.dtype() == DType::Int64) &&
                      o.shape().known_rank() && o.shape().rank() == 0;
    if (!scalar_int || !dynamic) return false;
    *out = 0;
    *dynamic = v;
    return true;
  }
  if (is_tf_tensor(v) || is_numpy_value(v)) {
    const Tensor& t = tensor_of(v);
    if (t.rank() == 0 && (t.dtype() == DType::Int32 || t.dtype() == DType::Int64 ||
                          (is_numpy_value(v) && dtype_is_integer(t.dtype())))) {
      *out = t.element_as_int64(0);
      return true;
    }
  }
  return false;
}

[[noreturn]] void bad_index(Interpreter& in, const Value& v, bool numpy) {
  if (numpy) throw_index_error(kNumpyIndexError);
  throw_type_error(std::string(kTfSliceTypeError) + ", got " + in.repr(v));
}

Tensor index_vector(const std::vector<int64_t>& v) {
  bool fits = true;
  for (int64_t x : v) fits = fits && x >= INT32_MIN && x <= INT32_MAX;
  if (fits) {
    std::vector<int32_t> w(v.begin(), v.end());
    return Tensor::from_vector(w);
  }
  return Tensor::from_vector(v);
}

}  // namespace

Attrs SliceKey::attrs() const {
  return Attrs{{"begin_mask", begin_mask},
               {"end_mask", end_mask},
               {"ellipsis_mask", ellipsis_mask},
               {"new_axis_mask", new_axis_mask},
               {"shrink_axis_mask", shrink_axis_mask}};
}

// begin or end with graph tensors among the Python ints: tf.stack of them.
Value packed_indices(Interpreter& in, const std::vector<int64_t>& fixed,
                     const std::vector<Value>& dynamic, const char* name) {
  std::vector<Value> items;
  for (size_t i = 0; i < fixed.size(); ++i)
    items.push_back(i < dynamic.size() && !dynamic[i].is_none() ? dynamic[i]
                                                                : Value::integer(fixed[i]));
  std::vector<const Value*> ptrs;
  for (const Value& v : items) ptrs.push_back(&v);
  OpInputs inputs;
  add_matching_inputs(in, inputs, ptrs.data(), ptrs.size(), DType::Int32);
  return dispatch_op(in, OpId::Pack, inputs,
                     Attrs{{"axis", int64_t(0)}, {"N", int64_t(items.size())}}, name);
}

void SliceKey::add_inputs(Interpreter& in, OpInputs& inputs) const {
  if (dynamic_begin.empty() && dynamic_end.empty()) {
    inputs.add(index_vector(begin));
    inputs.add(index_vector(end));
    inputs.add(index_vector(strides));
    return;
  }
  // The packed tensors must outlive the dispatch: inputs name them by object.
  packed.push_back(packed_indices(in, begin, dynamic_begin, "strided_slice/stack"));
  packed.push_back(packed_indices(in, end, dynamic_end, "strided_slice/stack_1"));
  add_tensor_input(in, inputs, packed[0]);
  add_tensor_input(in, inputs, packed[1]);
  DType d = inputs.values[1].dtype();
  if (inputs.values[2].dtype() != d)
    throw_type_error("slice indices must all have the same integer dtype");
  inputs.add(d == DType::Int64 ? Tensor::from_vector(strides) : index_vector(strides));
}

SliceKey parse_slice_key(Interpreter& in, const Value& key, bool numpy, const Shape& shape) {
  std::vector<Value> items;
  bool seq = is_type_exact(key, types().tuple) || (!numpy && is_type_exact(key, types().list));
  if (seq) {
    items = in.to_vector(key);
  } else {
    items.push_back(key);
  }
  SliceKey k;
  int axis = 0;  // the input axis an item applies to, until an ellipsis
  bool after_ellipsis = false;
  for (size_t i = 0; i < items.size(); ++i) {
    const Value& s = items[i];
    int64_t bit = int64_t(1) << i;
    int64_t idx;
    if (is_type_exact(s, types().slice)) {
      auto* sl = s.as<Slice>();
      int64_t v;
      Value dyn;
      if (sl->start.is_none()) {
        k.begin.push_back(0);
        k.begin_mask |= bit;
      } else if (index_value(sl->start, &v, numpy ? nullptr : &dyn)) {
        k.begin.push_back(v);
        k.set_dynamic(k.dynamic_begin, k.begin.size() - 1, dyn);
      } else {
        bad_index(in, sl->start, numpy);
      }
      dyn = Value();
      if (sl->stop.is_none()) {
        k.end.push_back(0);
        k.end_mask |= bit;
      } else if (index_value(sl->stop, &v, numpy ? nullptr : &dyn)) {
        k.end.push_back(v);
        k.set_dynamic(k.dynamic_end, k.end.size() - 1, dyn);
      } else {
        bad_index(in, sl->stop, numpy);
      }
      if (sl->step.is_none()) {
        k.strides.push_back(1);
      } else if (index_value(sl->step, &v, nullptr)) {
        if (numpy && v == 0) throw_value_error("slice step cannot be zero");
        k.strides.push_back(v);
      } else {
        bad_index(in, sl->step, numpy);
      }
      ++axis;
    } else if (s.is(ellipsis())) {
      k.begin.push_back(0);
      k.end.push_back(0);
      k.strides.push_back(1);
      k.ellipsis_mask |= bit;
      after_ellipsis = true;
    } else if (s.is_none()) {
      k.begin.push_back(0);
      k.end.push_back(0);
      k.strides.push_back(1);
      k.new_axis_mask |= bit;
    } else if (Value dyn; index_value(s, &idx, numpy ? nullptr : &dyn)) {
      if (numpy && !after_ellipsis) {
        if (axis >= shape.rank())
          throw_index_error("too many indices for array: array is " + std::to_string(shape.rank()) +
                            "-dimensional, but " + std::to_string(items.size()) + " were indexed");
        int64_t n = shape[axis];
        if (idx < -n || idx >= n)
          throw_index_error("index " + std::to_string(idx) + " is out of bounds for axis " +
                            std::to_string(axis) + " with size " + std::to_string(n));
      }
      k.begin.push_back(idx);
      k.end.push_back(idx + 1);
      k.strides.push_back(1);
      k.shrink_axis_mask |= bit;
      if (!dyn.is_none()) {
        // TF's _slice_helper: begin i, end i + 1 (an add in the graph).
        k.set_dynamic(k.dynamic_begin, k.begin.size() - 1, dyn);
        k.set_dynamic(k.dynamic_end, k.end.size() - 1,
                      in.binop(BinOpKind::Add, dyn, Value::integer(1)));
      }
      ++axis;
    } else {
      bad_index(in, s, numpy);
    }
  }
  return k;
}

Value tf_getitem(Interpreter& in, const Value& tensor, const Tensor& t, const Value& key) {
  SliceKey k = parse_slice_key(in, key, false, t.shape());
  OpInputs inputs;
  inputs.add(t, tensor.is_obj() ? tensor.as_obj() : nullptr);
  k.add_inputs(in, inputs);
  return dispatch_op(in, OpId::StridedSlice, inputs, k.attrs(), "strided_slice/");
}

Tensor numpy_getitem(Interpreter& in, const Tensor& t, const Value& key) {
  if (t.rank() == 0 && !key.is(ellipsis()) && !is_type_exact(key, types().tuple))
    throw_index_error("invalid index to scalar variable.");
  SliceKey k = parse_slice_key(in, key, true, t.shape());
  OpInputs inputs;
  inputs.add(t);
  k.add_inputs(in, inputs);
  return run_kernel(OpId::StridedSlice, Span<Tensor>(inputs.values.data(), inputs.size()),
                    k.attrs());
}

}  // namespace minitf
