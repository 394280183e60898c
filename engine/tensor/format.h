// Text forms of tensors, byte-exact with their references:
//   * tf.print's summarization (TF C++ Tensor::SummarizeValue, print_v2);
//   * numpy 1.x str/repr of `t.numpy()` (array2string with the default options);
//   * the eager tf.Tensor str/repr built on them (tensorflow/python/framework/ops.py).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "tensor/tensor.h"

namespace minitf {

// ---- tf.print ---------------------------------------------------------------

// Tensor::SummarizeValue(summarize, print_v2=true): `[1 2 3]`, nested rows
// separated by newline + one space per depth, `...` for dimensions longer than
// 2*summarize; summarize < 0 prints everything. Strings inside are quoted and
// C-escaped, bools print 1/0, complex prints `?` (TF has no complex printer).
std::string tf_summarize_value(const Tensor& t, int64_t summarize);
// What tf.print shows for one tensor argument: tf_summarize_value, except that a
// scalar string tensor is printed as is (no quotes, no escaping).
std::string tf_print_text(const Tensor& t, int64_t summarize);
// absl::Utf8SafeCEscape: \n \r \t \" \' \\ escaped, other control bytes as \ooo.
std::string tf_c_escape(std::string_view s);

// ---- numpy ------------------------------------------------------------------

// numpy's print options (np.get_printoptions() defaults).
struct NumpyPrintOptions {
  int linewidth = 75;        // max characters per line
  int64_t threshold = 1000;  // summarize arrays with more elements than this
  int edgeitems = 3;         // items kept at each end of a summarized axis
  int precision = 8;         // max fractional digits of floats
  bool suppress = false;     // never scientific notation for small values
};

// str(t.numpy()) / repr(t.numpy()). A 0-d tensor's .numpy() is a numpy scalar:
// `22.0`, `1`, `True`, `b'aa'`, `(1+2j)` (numpy 1.x scalar str == repr).
// String tensors' numpy() is an object array of bytes: [b'a' b'b'].
std::string numpy_str(const Tensor& t, const NumpyPrintOptions& opt = {});
std::string numpy_repr(const Tensor& t, const NumpyPrintOptions& opt = {});
// Python's repr of a bytes object: b'a', b"it's", b'\x00'.
std::string python_bytes_repr(std::string_view s);

// ---- eager tf.Tensor ---------------------------------------------------------

// str(t): tf.Tensor(<numpy str>, shape=(2,), dtype=int32), the numpy text on a
// new line when it spans several lines.
std::string eager_tensor_str(const Tensor& t, const NumpyPrintOptions& opt = {});
// repr(t): <tf.Tensor: shape=(), dtype=float32, numpy=1.0>. TF 2.0–2.1 also
// printed an id (`<tf.Tensor: id=27, shape=...`): pass id >= 0 for that form.
std::string eager_tensor_repr(const Tensor& t, int64_t id = -1, const NumpyPrintOptions& opt = {});

}  // namespace minitf
