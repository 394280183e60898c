// _keras_native: what Keras' Python (engine/lib/py/_keras*.py) needs and the
// language cannot do itself. Keras inspects the signature of a layer's `call`
// to pass `training` and `mask` only to those that take them; minitf has no
// `inspect`, so this module answers instead. And keras.datasets reads the
// real data sets that Debian packages ship (gzip-compressed IDX files).
#include "lib/keras_native.h"

#include <zlib.h>

#include <cctype>
#include <cerrno>
#include <cstdint>
#include <vector>

#include "builtins/native.h"
#include "framework/tensor_object.h"
#include "framework/variable_object.h"
#include "runtime/interpreter.h"
#include "runtime/object.h"
#include "runtime/sandbox.h"  // raise_os_error
#include "syntax/ast.h"

namespace minitf {

namespace {

// call_params(fn) -> (names, takes_kwargs): the names a Python function (or a
// bound method's function) accepts by keyword, and whether it has **kwargs.
// Anything else (a builtin, a tf.function) answers ([], True): it is called as
// the user wrote it.
Value call_params(Interpreter& in, CallArgs& a) {
  check_arity(a, 1, 1, "call_params");
  Value f = a.pos[0];
  if (f.is_obj() && f.as_obj()->type == types().method)
    f = static_cast<BoundMethod*>(f.as_obj())->func;
  if (!f.is_obj() || f.as_obj()->type != types().function)
    return tuple_value({list_value({}), Value::boolean(true)});
  const FunctionDef* def = static_cast<Function*>(f.as_obj())->def;
  std::vector<Value> names;
  bool kwargs = false;
  for (const Param& p : def->params) {
    if (p.kind == ParamKind::VarKw) kwargs = true;
    if (p.kind == ParamKind::Positional || p.kind == ParamKind::KwOnly)
      names.push_back(str_value(p.name));
  }
  (void)in;
  return tuple_value({list_value(std::move(names)), Value::boolean(kwargs)});
}

// An IDX file (LeCun's MNIST format) holds at most this many dimensions: its
// header has one byte for the count, and MNIST-like sets use 1 (labels) or 3.
constexpr int kMaxIdxDims = 4;
// The largest IDX file read, in elements: Fashion-MNIST's training images are
// 47 million; more is not a teaching data set (and the memory budget also
// applies to the array).
constexpr int64_t kMaxIdxElements = int64_t(1) << 28;

// Reads exactly n bytes from a gzip (or plain) stream, or says why not.
void read_exactly(gzFile f, void* out, size_t n, const std::string& path) {
  char* p = static_cast<char*>(out);
  while (n > 0) {
    unsigned chunk = unsigned(n > (1u << 30) ? (1u << 30) : n);
    int got = gzread(f, p, chunk);
    if (got <= 0) throw_value_error("read_idx: " + path + " ends before its data does");
    p += got;
    n -= size_t(got);
  }
}

// Where Debian's dataset-* packages install their files
// (/usr/share/datasets/fashion-mnist/...).
constexpr const char* kDebianDatasetsDir = "/usr/share/datasets/";

// A data set's or file's name: letters, digits, '-', '_' and '.', not
// starting with a dot, so that it names an entry of the data set folder and
// nothing else (read_idx is no way around the sandbox).
bool plain_name(const std::string& s) {
  if (s.empty() || s[0] == '.') return false;
  for (char c : s)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.'))
      return false;
  return true;
}

// read_idx(dataset, filename) -> uint8 ndarray: an unsigned-byte IDX file of
// a data set a Debian package installed (magic 0x0000 0x08 ndims, big-endian
// int32 dimensions, then the bytes), gzip-compressed or not, as numpy would
// give it after the header. Only files under kDebianDatasetsDir are read.
Value read_idx(Interpreter& in, CallArgs& a) {
  check_arity(a, 2, 2, "read_idx");
  std::string dataset = in.str(a.pos[0]), file = in.str(a.pos[1]);
  if (!plain_name(dataset) || !plain_name(file))
    throw_value_error("read_idx: a data set and a file name, not a path");
  std::string path = std::string(kDebianDatasetsDir) + dataset + "/" + file;
  errno = 0;
  gzFile f = gzopen(path.c_str(), "rb");
  if (!f) raise_os_error(errno ? errno : ENOMEM, path);
  struct Closer {
    gzFile f;
    ~Closer() { gzclose(f); }
  } closer{f};
  unsigned char magic[4];
  read_exactly(f, magic, 4, path);
  if (magic[0] != 0 || magic[1] != 0 || magic[2] != 0x08 || magic[3] == 0 || magic[3] > kMaxIdxDims)
    throw_value_error("read_idx: " + path + " is not an unsigned-byte IDX file");
  std::vector<int64_t> dims;
  int64_t count = 1;
  for (int i = 0; i < magic[3]; ++i) {
    unsigned char b[4];
    read_exactly(f, b, 4, path);
    int64_t d = (int64_t(b[0]) << 24) | (int64_t(b[1]) << 16) | (int64_t(b[2]) << 8) | b[3];
    if (d > kMaxIdxElements || count * d > kMaxIdxElements)
      throw_value_error("read_idx: " + path + " holds more than " +
                        std::to_string(kMaxIdxElements) + " elements");
    dims.push_back(d);
    count *= d;
  }
  Tensor t = Tensor::empty(DType::UInt8, Shape(dims));
  read_exactly(f, t.mutable_raw_data(), size_t(count), path);
  return make_ndarray(std::move(t));
}

// variable(initial_value, trainable, name, path): Keras 3's variable, a
// tf.Variable named `name` shown as Keras shows it, at `path` (what Keras'
// name scopes made of the layers around it).
Value keras_variable(Interpreter& in, CallArgs& a) {
  check_arity(a, 4, 4, "variable");
  if (!is_type_exact(a.pos[2], types().str) || !is_type_exact(a.pos[3], types().str))
    throw_type_error("variable: name and path must be strings");
  CallArgs args;
  args.pos.push_back(a.pos[0]);
  args.kw.emplace_back(make_str("trainable"), a.pos[1]);
  args.kw.emplace_back(make_str("name"), a.pos[2]);
  Value v = create_variable_of(in, args, keras_variable_type());
  v.as<VariableObj>()->path = a.pos[3].as<Str>()->s;
  return v;
}

}  // namespace

Ref<Module> make_keras_native_module(Interpreter& in) {
  Ref<Module> m(new Module("_keras_native"));
  add_function(in, *m, "call_params", call_params, "(fn, /)",
               "minitf: the keyword names a function accepts, and whether it takes **kwargs.");
  add_function(in, *m, "read_idx", read_idx, "(dataset, filename, /)",
               "minitf: an unsigned-byte IDX file of a data set a Debian package installed "
               "(/usr/share/datasets), as a uint8 array.");
  add_function(in, *m, "variable", keras_variable, "(initial_value, trainable, name, path, /)",
               "minitf: Keras 3's variable (keras.src.backend.tensorflow.core.Variable).");
  return m;
}

}  // namespace minitf
