// tf.print's tensor text: TensorFlow's Tensor::SummarizeValue(max_entries,
// print_v2=true) from tensorflow/core/framework/tensor.cc, re-done in C++.
#include <algorithm>

#include "tensor/float_format.h"
#include "tensor/format.h"

namespace minitf {

namespace {

std::string element_text(const Tensor& t, int64_t i) {
  switch (t.dtype()) {
    case DType::Float32:
      return tf_float_to_string(t.data<float>()[i]);
    case DType::Float16:  // TF prints a half through float
      return tf_float_to_string(static_cast<float>(t.data<Half>()[i]));
    case DType::Float64:
      return tf_double_to_string(t.data<double>()[i]);
    case DType::Bool:
      return t.data<bool>()[i] ? "1" : "0";
    case DType::String:
      return "\"" + tf_c_escape(t.data<std::string>()[i]) + "\"";
    default:
      return std::to_string(t.element_as_int64(i));
  }
}

// PrintDimSpacing: a space between elements of the innermost dimension,
// otherwise (rank - dim - 1) newlines and (dim + 1) spaces.
void dim_spacing(int dim, int ndims, std::string* out) {
  if (dim == ndims - 1) {
    *out += ' ';
    return;
  }
  out->append(static_cast<size_t>(ndims - dim - 1), '\n');
  out->append(static_cast<size_t>(dim + 1), ' ');
}

// PrintOneDimV2.
void print_dim(const Tensor& t, int dim, int64_t ends, int64_t index, std::string* out) {
  int ndims = t.rank();
  if (dim == ndims) {
    *out += element_text(t, index);
    return;
  }
  *out += '[';
  int64_t count = t.dim(dim);
  int64_t start_of_end = std::max(ends, count - ends);
  int64_t per_iter = 1;
  for (int i = dim + 1; i < ndims; ++i) per_iter *= t.dim(i);
  for (int64_t i = 0; i < ends && i < count; ++i) {
    if (i > 0) dim_spacing(dim, ndims, out);
    print_dim(t, dim + 1, ends, index + per_iter * i, out);
  }
  if (count > 2 * ends) {
    dim_spacing(dim, ndims, out);
    *out += "...";
  }
  for (int64_t i = start_of_end; i < count; ++i) {
    dim_spacing(dim, ndims, out);
    print_dim(t, dim + 1, ends, index + per_iter * i, out);
  }
  *out += ']';
}

}  // namespace

std::string tf_c_escape(std::string_view s) {
  std::string out;
  for (unsigned char c : s) {
    switch (c) {
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      case '"':
        out += "\\\"";
        break;
      case '\'':
        out += "\\'";
        break;
      case '\\':
        out += "\\\\";
        break;
      default:
        if (c < 0x20 || c == 0x7f) {  // bytes >= 0x80 pass through (UTF-8 safe)
          out += '\\';
          out += static_cast<char>('0' + ((c >> 6) & 7));
          out += static_cast<char>('0' + ((c >> 3) & 7));
          out += static_cast<char>('0' + (c & 7));
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out;
}

std::string tf_summarize_value(const Tensor& t, int64_t summarize) {
  int64_t num_elts = t.num_elements();
  int64_t max_entries = summarize < 0 ? num_elts : summarize;
  int64_t limit = std::min(max_entries, num_elts);
  if (dtype_is_complex(t.dtype())) {
    // TF's "irregular cases" branch: complex has no printer and shows "?".
    std::string ret = t.rank() > 0 ? "[" : "";
    for (int64_t i = 0; i < limit; ++i) ret += i > 0 ? " ?" : "?";
    if (max_entries < num_elts) ret += "...";
    if (t.rank() > 0) ret += "]";
    return ret;
  }
  if (t.dtype() == DType::Bool && limit == 0) return "";  // SummarizeArray<bool> on no data
  if (t.rank() == 0) {
    std::string ret;
    for (int64_t i = 0; i < limit; ++i) {
      if (i > 0) ret += ' ';
      ret += element_text(t, i);
    }
    if (num_elts > limit) ret += "...";
    return ret;
  }
  std::string out;
  print_dim(t, 0, limit, 0, &out);
  return out;
}

std::string tf_print_text(const Tensor& t, int64_t summarize) {
  if (t.dtype() == DType::String && t.rank() == 0) return t.item<std::string>();
  return tf_summarize_value(t, summarize);
}

}  // namespace minitf
