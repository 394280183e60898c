// numpy 1.x array printing (numpy/core/arrayprint.py: array2string, _formatArray,
// FloatingFormat, ComplexFloatingFormat, IntegerFormat, BoolFormat) re-done in C++.
#include <algorithm>
#include <cmath>
#include <functional>
#include <vector>

#include "tensor/float_format.h"
#include "tensor/format.h"

namespace minitf {

namespace {

// numpy's defaults that are not print options: the summary marker and the
// texts of non-finite values.
constexpr const char* kSummaryInsert = "...";
constexpr const char* kNanStr = "nan";
constexpr const char* kInfStr = "inf";

FloatKind float_kind(DType d) {
  switch (d) {
    case DType::Float16:
      return FloatKind::Half;
    case DType::Float32:
    case DType::Complex64:
      return FloatKind::Single;
    default:
      return FloatKind::Double;
  }
}

// FloatingFormat (floatmode='maxprec', legacy=False).
class FloatingFormat {
 public:
  FloatingFormat(const std::vector<double>& data, FloatKind kind, bool sign_plus, int precision,
                 bool suppress)
      : kind_(kind), sign_plus_(sign_plus), precision_(precision) {
    std::vector<double> finite;
    bool any_neginf = false;
    for (double x : data) {
      if (std::isfinite(x)) {
        finite.push_back(x);
      } else if (std::isinf(x) && x < 0) {
        any_neginf = true;
      }
    }
    double max_val = 0, min_val = 0;
    bool any_nonzero = false;
    for (double x : finite) {
      double a = std::fabs(x);
      if (a == 0) continue;
      if (!any_nonzero) {
        max_val = min_val = a;
        any_nonzero = true;
      } else {
        max_val = std::max(max_val, a);
        min_val = std::min(min_val, a);
      }
    }
    if (any_nonzero) {
      // numpy compares in the array's own precision (float32 values against
      // float32 thresholds), so do the ratio and thresholds in that type.
      if (kind == FloatKind::Double) {
        exp_format_ =
            max_val >= 1.e8 || (!suppress && (min_val < 0.0001 || max_val / min_val > 1000.));
      } else {
        float mx = static_cast<float>(max_val), mn = static_cast<float>(min_val);
        exp_format_ = mx >= 1.e8f || (!suppress && (mn < 0.0001f || mx / mn > 1000.f));
      }
    }
    if (finite.empty()) {
      pad_left_ = pad_right_ = 0;
      trim_ = Trim::Dot;
      exp_size_ = -1;
      min_digits_ = -1;
    } else if (exp_format_) {
      Dragon4Options o;
      o.precision = precision_;
      o.trim = Trim::Dot;
      o.sign = sign_plus_;
      size_t max_frac = 0, max_int = 0, max_exp = 0;
      for (double x : finite) {
        std::string s = dragon4_scientific(x, kind_, o);
        size_t e = s.find('e'), dot = s.find('.');
        max_int = std::max(max_int, dot);
        max_frac = std::max(max_frac, e - dot - 1);
        max_exp = std::max(max_exp, s.size() - e - 1);
      }
      exp_size_ = static_cast<int>(max_exp) - 1;
      trim_ = Trim::Keep;
      precision_ = static_cast<int>(max_frac);
      min_digits_ = precision_;
      pad_left_ = static_cast<int>(max_int);
      pad_right_ = exp_size_ + 2 + precision_;
    } else {
      Dragon4Options o;
      o.precision = precision_;
      o.trim = Trim::Dot;
      o.sign = sign_plus_;
      size_t max_frac = 0, max_int = 0;
      for (double x : finite) {
        std::string s = dragon4_positional(x, kind_, o);
        size_t dot = s.find('.');
        max_int = std::max(max_int, dot);
        max_frac = std::max(max_frac, s.size() - dot - 1);
      }
      pad_left_ = static_cast<int>(max_int);
      pad_right_ = static_cast<int>(max_frac);
      exp_size_ = -1;
      trim_ = Trim::Dot;
      min_digits_ = 0;
    }
    if (finite.size() != data.size()) {
      int neginf = (sign_plus_ || any_neginf) ? 1 : 0;
      int offset = pad_right_ + 1;  // +1 for the decimal point
      int nanlen = 3, inflen = 3 + neginf;
      pad_left_ = std::max({pad_left_, nanlen - offset, inflen - offset});
    }
  }

  std::string operator()(double x) const {
    if (!std::isfinite(x)) {
      std::string ret;
      if (std::isnan(x)) {
        ret = std::string(sign_plus_ ? "+" : "") + kNanStr;
      } else {
        ret = std::string(x < 0 ? "-" : (sign_plus_ ? "+" : "")) + kInfStr;
      }
      int pad = pad_left_ + pad_right_ + 1 - static_cast<int>(ret.size());
      return std::string(pad > 0 ? pad : 0, ' ') + ret;
    }
    Dragon4Options o;
    o.precision = precision_;
    o.min_digits = min_digits_;
    o.trim = trim_;
    o.sign = sign_plus_;
    o.pad_left = pad_left_;
    if (exp_format_) {
      o.exp_digits = exp_size_;
      return dragon4_scientific(x, kind_, o);
    }
    o.pad_right = pad_right_;
    return dragon4_positional(x, kind_, o);
  }

 private:
  FloatKind kind_;
  bool sign_plus_;
  int precision_;
  bool exp_format_ = false;
  Trim trim_ = Trim::Dot;
  int min_digits_ = -1;
  int pad_left_ = 0, pad_right_ = 0, exp_size_ = -1;
};

double real_part(const Tensor& t, int64_t i) {
  if (t.dtype() == DType::Complex64) return t.data<complex64>()[i].real();
  return t.data<complex128>()[i].real();
}
double imag_part(const Tensor& t, int64_t i) {
  if (t.dtype() == DType::Complex64) return t.data<complex64>()[i].imag();
  return t.data<complex128>()[i].imag();
}

using ElementFn = std::function<std::string(int64_t)>;

// The format function for the elements numpy will show (`shown` flat indices).
ElementFn make_element_format(const Tensor& t, const std::vector<int64_t>& shown,
                              const NumpyPrintOptions& opt) {
  DType d = t.dtype();
  if (d == DType::Bool) {
    const bool* p = t.data<bool>();
    return [p](int64_t i) { return std::string(p[i] ? " True" : "False"); };
  }
  if (d == DType::String) {
    const std::string* p = t.data<std::string>();
    return [p](int64_t i) { return python_bytes_repr(p[i]); };
  }
  if (dtype_is_integer(d)) {
    size_t width = 0;
    if (!shown.empty()) {
      int64_t mx = t.element_as_int64(shown[0]), mn = mx;
      for (int64_t i : shown) {
        int64_t v = t.element_as_int64(i);
        mx = std::max(mx, v);
        mn = std::min(mn, v);
      }
      width = std::max(std::to_string(mx).size(), std::to_string(mn).size());
    }
    return [&t, width](int64_t i) {
      std::string s = std::to_string(t.element_as_int64(i));
      return std::string(width > s.size() ? width - s.size() : 0, ' ') + s;
    };
  }
  FloatKind kind = float_kind(d);
  if (dtype_is_complex(d)) {
    std::vector<double> re, im;
    for (int64_t i : shown) {
      re.push_back(real_part(t, i));
      im.push_back(imag_part(t, i));
    }
    FloatingFormat rf(re, kind, false, opt.precision, opt.suppress),
        imf(im, kind, true, opt.precision, opt.suppress);
    return [&t, rf, imf](int64_t i) {
      std::string r = rf(real_part(t, i));
      std::string m = imf(imag_part(t, i));
      size_t sp = m.find_last_not_of(' ') + 1;  // 'j' goes before the padding
      return r + m.substr(0, sp) + "j" + m.substr(sp);
    };
  }
  std::vector<double> vals;
  vals.reserve(shown.size());
  for (int64_t i : shown) vals.push_back(t.element_as_double(i));
  FloatingFormat ff(vals, kind, false, opt.precision, opt.suppress);
  return [&t, ff](int64_t i) { return ff(t.element_as_double(i)); };
}

// Flat indices numpy formats: everything, or the leading/trailing edge items of
// every axis when summarizing (_leading_trailing).
void collect_shown(const Shape& shape, int axis, int64_t offset, const int64_t* strides,
                   bool summarize, int edge, std::vector<int64_t>* out) {
  if (axis == shape.rank()) {
    out->push_back(offset);
    return;
  }
  int64_t n = shape[axis];
  for (int64_t i = 0; i < n; ++i) {
    if (summarize && 2 * edge < n && i == edge) i = n - edge;
    collect_shown(shape, axis + 1, offset + i * strides[axis], strides, summarize, edge, out);
  }
}

std::string rstrip(const std::string& s) {
  size_t end = s.find_last_not_of(' ');
  return end == std::string::npos ? std::string() : s.substr(0, end + 1);
}

class ArrayFormatter {
 public:
  ArrayFormatter(const Tensor& t, const ElementFn& fmt, const std::string& separator,
                 bool summarize, int edge)
      : t_(t), fmt_(fmt), sep_(separator), summarize_(summarize), edge_(edge) {
    int64_t s = 1;
    for (int i = t.rank() - 1; i >= 0; --i) {
      strides_[i] = s;
      s *= t.dim(i);
    }
  }

  std::string format(const std::string& next_line_prefix, int line_width) {
    return recurse(0, 0, next_line_prefix, line_width);
  }

 private:
  // _extendLine: wrap when the word would pass line_width, unless the line
  // holds nothing but the indent (wrapping would not help).
  void extend_line(std::string& s, std::string& line, const std::string& word, int line_width,
                   const std::string& next_line_prefix) {
    bool needs_wrap = static_cast<int>(line.size() + word.size()) > line_width;
    if (line.size() <= next_line_prefix.size()) needs_wrap = false;
    if (needs_wrap) {
      s += rstrip(line) + "\n";
      line = next_line_prefix;
    }
    line += word;
  }

  std::string recurse(int axis, int64_t offset, const std::string& hanging_indent, int curr_width) {
    int ndim = t_.rank();
    if (axis == ndim) return fmt_(offset);
    int axes_left = ndim - axis;
    std::string next_hanging_indent = hanging_indent + " ";
    int next_width = curr_width - 1;  // len(']')
    int64_t a_len = t_.dim(axis);
    bool show_summary = summarize_ && 2 * edge_ < a_len;
    int64_t leading = show_summary ? edge_ : 0;
    int64_t trailing = show_summary ? edge_ : a_len;
    int64_t stride = strides_[axis];
    std::string s;
    if (axes_left == 1) {
      int sep_len = static_cast<int>(rstrip(sep_).size());
      int elem_width = curr_width - std::max(sep_len, 1);
      std::string line = hanging_indent;
      for (int64_t i = 0; i < leading; ++i) {
        extend_line(s, line,
                    recurse(axis + 1, offset + i * stride, next_hanging_indent, next_width),
                    elem_width, hanging_indent);
        line += sep_;
      }
      if (show_summary) {
        extend_line(s, line, kSummaryInsert, elem_width, hanging_indent);
        line += sep_;
      }
      for (int64_t i = trailing; i > 1; --i) {
        extend_line(
            s, line,
            recurse(axis + 1, offset + (a_len - i) * stride, next_hanging_indent, next_width),
            elem_width, hanging_indent);
        line += sep_;
      }
      extend_line(s, line,
                  recurse(axis + 1, offset + (a_len - 1) * stride, next_hanging_indent, next_width),
                  elem_width, hanging_indent);
      s += line;
    } else {
      std::string line_sep = rstrip(sep_) + std::string(axes_left - 1, '\n');
      for (int64_t i = 0; i < leading; ++i) {
        s += hanging_indent +
             recurse(axis + 1, offset + i * stride, next_hanging_indent, next_width) + line_sep;
      }
      if (show_summary) s += hanging_indent + kSummaryInsert + line_sep;
      for (int64_t i = trailing; i > 1; --i) {
        s += hanging_indent +
             recurse(axis + 1, offset + (a_len - i) * stride, next_hanging_indent, next_width) +
             line_sep;
      }
      s += hanging_indent +
           recurse(axis + 1, offset + (a_len - 1) * stride, next_hanging_indent, next_width);
    }
    return "[" + s.substr(hanging_indent.size()) + "]";
  }

  const Tensor& t_;
  const ElementFn& fmt_;
  std::string sep_;
  bool summarize_;
  int edge_;
  int64_t strides_[Shape::kMaxRank] = {};
};

// array2string for a non-empty array of rank >= 1.
std::string array2string(const Tensor& t, const std::string& separator, const std::string& prefix,
                         int line_width, const NumpyPrintOptions& opt) {
  bool summarize = t.num_elements() > opt.threshold;
  int64_t strides[Shape::kMaxRank] = {};
  int64_t s = 1;
  for (int i = t.rank() - 1; i >= 0; --i) {
    strides[i] = s;
    s *= t.dim(i);
  }
  std::vector<int64_t> shown;
  collect_shown(t.shape(), 0, 0, strides, summarize, opt.edgeitems, &shown);
  ElementFn fmt = make_element_format(t, shown, opt);
  ArrayFormatter f(t, fmt, separator, summarize, opt.edgeitems);
  return f.format(" " + std::string(prefix.size(), ' '), line_width);
}

std::string numpy_scalar_str(const Tensor& t) {
  DType d = t.dtype();
  if (d == DType::Bool) return t.item<bool>() ? "True" : "False";
  if (d == DType::String) return python_bytes_repr(t.item<std::string>());
  if (dtype_is_integer(d)) return std::to_string(t.element_as_int64(0));
  if (dtype_is_complex(d)) {
    FloatKind kind = float_kind(d);
    double re = real_part(t, 0), im = imag_part(t, 0);
    if (re == 0 && !std::signbit(re)) return numpy_complex_part_str(im, kind, false) + "j";
    return "(" + numpy_complex_part_str(re, kind, false) + numpy_complex_part_str(im, kind, true) +
           "j)";
  }
  return numpy_scalar_float_str(t.element_as_double(0), float_kind(d));
}

// dtype_is_implied: the dtypes repr() leaves out (numpy's defaults).
bool dtype_is_implied(DType d) {
  return d == DType::Float64 || d == DType::Int64 || d == DType::Bool || d == DType::Complex128;
}

}  // namespace

std::string python_bytes_repr(std::string_view s) {
  bool has_single = s.find('\'') != std::string_view::npos;
  bool has_double = s.find('"') != std::string_view::npos;
  char quote = (has_single && !has_double) ? '"' : '\'';
  static const char kHex[] = "0123456789abcdef";
  std::string out = "b";
  out += quote;
  for (unsigned char c : s) {
    if (c == static_cast<unsigned char>(quote) || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c < 0x20 || c >= 0x7f) {
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  out += quote;
  return out;
}

std::string numpy_str(const Tensor& t, const NumpyPrintOptions& opt) {
  if (t.rank() == 0) return numpy_scalar_str(t);
  if (t.num_elements() == 0) return "[]";
  return array2string(t, " ", "", opt.linewidth, opt);
}

std::string numpy_repr(const Tensor& t, const NumpyPrintOptions& opt) {
  if (t.rank() == 0) return numpy_scalar_str(t);  // numpy 1.x: scalar repr == str
  const std::string class_name = "array";
  bool skipdtype = dtype_is_implied(t.dtype()) && t.num_elements() > 0;
  std::string prefix = class_name + "(";
  std::string suffix = skipdtype ? ")" : ",";
  std::string lst;
  if (t.num_elements() > 0) {
    // array2string narrows the line by the suffix it will be followed by.
    lst = array2string(t, ", ", prefix, opt.linewidth - static_cast<int>(suffix.size()), opt);
  } else if (t.rank() == 1) {
    lst = "[]";
  } else {
    lst = "[], shape=" + t.shape().str();
  }
  std::string arr_str = prefix + lst + suffix;
  if (skipdtype) return arr_str;
  std::string dtype_str = std::string("dtype=") + dtype_numpy_name(t.dtype()) + ")";
  size_t nl = arr_str.rfind('\n');
  size_t last_line_len = arr_str.size() - (nl == std::string::npos ? 0 : nl + 1);
  std::string spacer = " ";
  if (static_cast<int>(last_line_len + dtype_str.size() + 1) > opt.linewidth) {
    spacer = "\n" + std::string(prefix.size(), ' ');
  }
  return arr_str + spacer + dtype_str;
}

std::string eager_tensor_str(const Tensor& t, const NumpyPrintOptions& opt) {
  std::string text = numpy_str(t, opt);
  if (text.find('\n') != std::string::npos) text = "\n" + text;
  return "tf.Tensor(" + text + ", shape=" + t.shape().str() + ", dtype=" + dtype_name(t.dtype()) +
         ")";
}

std::string eager_tensor_repr(const Tensor& t, int64_t id, const NumpyPrintOptions& opt) {
  std::string text = numpy_repr(t, opt);
  if (text.find('\n') != std::string::npos) text = "\n" + text;
  std::string id_part = id >= 0 ? "id=" + std::to_string(id) + ", " : "";
  return "<tf.Tensor: " + id_part + "shape=" + t.shape().str() +
         ", dtype=" + dtype_name(t.dtype()) + ", numpy=" + text + ">";
}

}  // namespace minitf
