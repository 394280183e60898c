// String ops: StringLength, StringJoin, AsString, StringToNumber and
// StringToHashBucketFast
// (StringFormat, which tf.print uses too, is a node kind of the graph layer:
// graph/print.h).
#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "ops/fingerprint.h"
#include "ops/op_util.h"

namespace minitf {
namespace ops {

namespace {

void require_string(const InferContext& ctx, size_t i) {
  if (ctx.inputs[i].dtype != DType::String) {
    TensorError e(TensorError::InvalidArgument,
                  dtype_mismatch_message(ctx.op.name, static_cast<int>(i), DType::String,
                                         ctx.inputs[i].dtype));
    e.mismatch = {static_cast<int>(i), DType::String, ctx.inputs[i].dtype};
    throw e;
  }
}

// ---- StringLength -------------------------------------------------------------

void string_length_infer(const InferContext& ctx, SpecList* out) {
  require_string(ctx, 0);
  std::string unit = ctx.attrs.get_string("unit", "BYTE");
  if (unit != "BYTE" && unit != "UTF8_CHAR") {
    throw_invalid_argument("Value for attr 'unit' of \"" + unit +
                           "\" is not in the list of allowed values: \"BYTE\", \"UTF8_CHAR\"");
  }
  add_output(out, DType::Int32, *ctx.inputs[0].shape);
}

void string_length_kernel(const KernelContext& ctx, TensorList* out) {
  const bool chars = ctx.attrs.get_string("unit", "BYTE") == "UTF8_CHAR";
  Tensor r = alloc_output(ctx, 0);
  const std::string* ps = ctx.inputs[0].data<std::string>();
  int32_t* pr = r.mutable_data<int32_t>();
  for (int64_t i = 0; i < r.num_elements(); ++i) {
    int64_t n = 0;
    if (chars) {
      // A code point is every byte that is not a UTF-8 continuation byte.
      for (unsigned char c : ps[i]) n += (c & 0xC0) != 0x80;
    } else {
      n = static_cast<int64_t>(ps[i].size());
    }
    pr[i] = static_cast<int32_t>(n);
  }
  out->push_back(std::move(r));
}

// ---- StringJoin ---------------------------------------------------------------

void string_join_infer(const InferContext& ctx, SpecList* out) {
  Shape s;
  for (size_t i = 0; i < ctx.inputs.size(); ++i) {
    require_string(ctx, i);
    const Shape& si = *ctx.inputs[i].shape;
    if (si.known_rank() && si.rank() == 0) continue;  // scalars repeat
    if (s.rank() == 0) {
      s = si;
    } else if (!s.compatible_with(si)) {
      throw_invalid_argument("Input shapes do not match: " + s.debug_str() + " vs. " +
                             si.debug_str());
    }
  }
  add_output(out, DType::String, s);
}

void string_join_kernel(const KernelContext& ctx, TensorList* out) {
  const std::string sep = ctx.attrs.get_string("separator", "");
  Tensor r = alloc_output(ctx, 0);
  std::string* pr = r.mutable_data<std::string>();
  for (int64_t i = 0; i < r.num_elements(); ++i) {
    std::string s;
    for (size_t k = 0; k < ctx.inputs.size(); ++k) {
      const Tensor& t = ctx.inputs[k];
      if (k) s += sep;
      s += t.data<std::string>()[t.num_elements() == 1 ? 0 : i];
    }
    pr[i] = std::move(s);
  }
  out->push_back(std::move(r));
}

// ---- AsString -----------------------------------------------------------------

void as_string_infer(const InferContext& ctx, SpecList* out) {
  DType d = ctx.inputs[0].dtype;
  if (d == DType::Float16) no_kernel(ctx.op, d);
  // The fill goes into a printf format: only TF's flag characters are allowed.
  std::string fill = ctx.attrs.get_string("fill", "");
  if (fill.size() > 1) throw_invalid_argument("Fill string must be one or fewer characters");
  if (fill.size() == 1 && std::string(" +-0#").find(fill[0]) == std::string::npos)
    throw_invalid_argument("Fill argument not supported: \"" + fill + "\"");
  add_output(out, DType::String, *ctx.inputs[0].shape);
}

// TF's AsString builds one printf format from its attrs: "%" [fill] [width]
// [.precision] then f, e (scientific) or g (shortest) for floats.
std::string float_format(const Attrs& a) {
  std::string f = "%";
  std::string fill = a.get_string("fill", "");
  if (!fill.empty()) f += fill;
  int64_t width = a.get_int("width", -1);
  if (width > -1) f += std::to_string(width);
  int64_t precision = a.get_int("precision", -1);
  if (precision > -1) f += "." + std::to_string(precision);
  if (a.get_bool("shortest", false)) {
    f += "g";
  } else if (a.get_bool("scientific", false)) {
    f += "e";
  } else {
    f += "f";
  }
  return f;
}

// printf into a string of the exact length (the width attr has no limit).
template <class... Args>
std::string printf_string(const char* format, Args... args) {
  int n = std::snprintf(nullptr, 0, format, args...);
  if (n < 0) throw_invalid_argument(std::string("AsString could not format with ") + format);
  std::string out(static_cast<size_t>(n), '\0');
  std::snprintf(out.data(), out.size() + 1, format, args...);
  return out;
}

void as_string_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  Tensor r = alloc_output(ctx, 0);
  std::string* pr = r.mutable_data<std::string>();
  const std::string ffmt = float_format(ctx.attrs);
  int64_t width = ctx.attrs.get_int("width", -1);
  // Every element is at least `width` characters, each allocated on its own
  // below the budget: their total must fit it too, or the strings would take
  // the machine's memory one by one.
  uint64_t total_chars;
  if (width > 0 && (__builtin_mul_overflow(static_cast<uint64_t>(x.num_elements()),
                                           static_cast<uint64_t>(width), &total_chars) ||
                    total_chars > active_memory_budget())) {
    throw_tensor_oom(DType::String, r.shape());
  }
  std::string ifmt = "%" + ctx.attrs.get_string("fill", "") +
                     (width > -1 ? std::to_string(width) : std::string()) + PRId64;
  for (int64_t i = 0; i < x.num_elements(); ++i) {
    dispatch_dtype(x.dtype(), [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (std::is_same_v<T, std::string>) {
        pr[i] = x.data<T>()[i];
      } else if constexpr (std::is_same_v<T, bool>) {
        pr[i] = x.data<T>()[i] ? "true" : "false";
      } else if constexpr (std::is_floating_point_v<T>) {
        pr[i] = printf_string(ffmt.c_str(), static_cast<double>(x.data<T>()[i]));
      } else if constexpr (std::is_integral_v<T>) {
        pr[i] = printf_string(ifmt.c_str(), static_cast<int64_t>(x.data<T>()[i]));
      } else if constexpr (is_complex_v<T>) {
        std::string f = "(" + ffmt + "," + ffmt + ")";
        pr[i] = printf_string(f.c_str(), static_cast<double>(x.data<T>()[i].real()),
                              static_cast<double>(x.data<T>()[i].imag()));
      }
    });
  }
  out->push_back(std::move(r));
}

// ---- StringToNumber -----------------------------------------------------------

void string_to_number_infer(const InferContext& ctx, SpecList* out) {
  require_string(ctx, 0);
  DType t = ctx.attrs.get_dtype("out_type", DType::Float32);
  if (t != DType::Float32 && t != DType::Float64 && t != DType::Int32 && t != DType::Int64)
    no_kernel(ctx.op, t, "out_type");
  add_output(out, t, *ctx.inputs[0].shape);
}

// The whole string, surrounding spaces allowed, must be the number.
bool parse_number(const std::string& s, DType t, double* dv, int64_t* iv) {
  const char* begin = s.c_str();
  char* end = nullptr;
  errno = 0;
  if (t == DType::Float32 || t == DType::Float64) {
    *dv = std::strtod(begin, &end);
  } else {
    *iv = std::strtoll(begin, &end, 10);
    if (t == DType::Int32 && (*iv < INT32_MIN || *iv > INT32_MAX)) return false;
  }
  if (end == begin || errno == ERANGE) return false;
  while (*end == ' ') ++end;
  return *end == 0;
}

void string_to_number_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  Tensor r = alloc_output(ctx, 0);
  const DType t = r.dtype();
  for (int64_t i = 0; i < x.num_elements(); ++i) {
    const std::string& s = x.data<std::string>()[i];
    double dv = 0;
    int64_t iv = 0;
    if (!parse_number(s, t, &dv, &iv)) {
      throw_invalid_argument("StringToNumberOp could not correctly convert string: " + s);
    }
    if (t == DType::Float32) {
      r.set<float>(i, static_cast<float>(dv));
    } else if (t == DType::Float64) {
      r.set<double>(i, dv);
    } else if (t == DType::Int32) {
      r.set<int32_t>(i, static_cast<int32_t>(iv));
    } else {
      r.set<int64_t>(i, iv);
    }
  }
  out->push_back(std::move(r));
}

// ---- StringToHashBucketFast ---------------------------------------------------

void hash_bucket_infer(const InferContext& ctx, SpecList* out) {
  require_string(ctx, 0);
  if (ctx.attrs.get_int("num_buckets", 0) < 1)
    throw_invalid_argument("num_buckets must be >= 1, got " +
                           std::to_string(ctx.attrs.get_int("num_buckets", 0)));
  add_output(out, DType::Int64, *ctx.inputs[0].shape);
}

// TF's kernel: Fingerprint64 of the bytes, modulo the bucket count.
void hash_bucket_kernel(const KernelContext& ctx, TensorList* out) {
  const uint64_t buckets = static_cast<uint64_t>(ctx.attrs.get_int("num_buckets", 1));
  Tensor r = alloc_output(ctx, 0);
  const std::string* ps = ctx.inputs[0].data<std::string>();
  int64_t* pr = r.mutable_data<int64_t>();
  for (int64_t i = 0; i < r.num_elements(); ++i)
    pr[i] = static_cast<int64_t>(fingerprint64(ps[i]) % buckets);
  out->push_back(std::move(r));
}

}  // namespace

void register_string_ops(OpTable& t) {
  t.define(OpId::StringLength, string_length_infer, string_length_kernel, "input", 1, 1);
  t.define(OpId::StringJoin, string_join_infer, string_join_kernel, "inputs", 1, -1);
  t.define(OpId::AsString, as_string_infer, as_string_kernel, "input", 1, 1);
  t.define(OpId::StringToNumber, string_to_number_infer, string_to_number_kernel, "string_input", 1,
           1);
  t.define(OpId::StringToHashBucketFast, hash_bucket_infer, hash_bucket_kernel, "input", 1, 1);
  // The string ops but AsString declare string inputs: no T attr.
  for (OpId id :
       {OpId::StringLength, OpId::StringJoin, OpId::StringToNumber, OpId::StringToHashBucketFast})
    t.set_type_attrs(id, "");
}

}  // namespace ops
}  // namespace minitf
