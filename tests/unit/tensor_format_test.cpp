// Text forms: numpy str/repr (expectations printed by numpy 1.24), tf.print's
// summarization and the eager tf.Tensor str/repr (from the TF ground truth).
#include <catch2/catch.hpp>
#include <cmath>

#include "tensor/float_format.h"
#include "tensor/format.h"

using namespace minitf;

namespace {

template <class T>
Tensor vec(std::vector<T> v) {
  return Tensor::from_vector(v);
}
template <class T>
Tensor mat(std::vector<T> v, std::initializer_list<int64_t> dims) {
  return Tensor::from_vector(v, Shape(dims));
}
// 0, 1, 2, ... in the given shape.
template <class T>
Tensor iota(std::initializer_list<int64_t> dims) {
  Tensor t = Tensor::empty(DTypeOf<T>::value, Shape(dims));
  for (int64_t i = 0; i < t.num_elements(); ++i) t.set<T>(i, static_cast<T>(i));
  return t;
}
// float32 arange(n) / 7, as numpy computes it (in float32).
Tensor div7(int n) {
  Tensor t = Tensor::empty(DType::Float32, Shape({n}));
  for (int i = 0; i < n; ++i) t.set<float>(i, static_cast<float>(i) / 7.0f);
  return t;
}

struct NumpyCase {
  const char* name;
  Tensor value;
  const char* str;
  const char* repr;
};

}  // namespace

TEST_CASE("numpy str and repr", "[tensor][format]") {
  const NumpyCase cases[] = {
      // Generated from numpy 1.24.2 by printing str()/repr() of the same values.
      {"float32 vector padding", vec<float>({1.1f, 2.0f}), "[1.1 2. ]",
       "array([1.1, 2. ], dtype=float32)"},
      {"int32 vector sign padding", vec<int32_t>({1, -1}), "[ 1 -1]",
       "array([ 1, -1], dtype=int32)"},
      {"float32 matrix", mat<float>({5, 2, 4, 9}, {2, 2}), "[[5. 2.]\n [4. 9.]]",
       "array([[5., 2.],\n       [4., 9.]], dtype=float32)"},
      {"float64 matrix", mat<double>({22, 22, 23, 13}, {2, 2}), "[[22. 22.]\n [23. 13.]]",
       "array([[22., 22.],\n       [23., 13.]])"},
      {"float32 shortest digits", vec<float>({0.1f, 0.2f, 1.0f / 3}),
       "[0.1        0.2        0.33333334]",
       "array([0.1       , 0.2       , 0.33333334], dtype=float32)"},
      {"float64 digits", vec<double>({0.1, 0.2, 1.0 / 3}), "[0.1        0.2        0.33333333]",
       "array([0.1       , 0.2       , 0.33333333])"},
      {"wrapping at 75 columns",
       vec<float>({0.12701295f, 0.21708074f, 0.21448033f, 0.21179478f, 0.22197153f}),
       "[0.12701295 0.21708074 0.21448033 0.21179478 0.22197153]",
       "array([0.12701295, 0.21708074, 0.21448033, 0.21179478, 0.22197153],\n      dtype=float32)"},
      {"long float32 vector wraps", div7(30),
       "[0.         0.14285715 0.2857143  0.42857143 0.5714286  0.71428573\n 0.85714287 1.         "
       "1.1428572  1.2857143  1.4285715  1.5714285\n 1.7142857  1.8571428  2.         2.142857   "
       "2.2857144  2.4285715\n 2.5714285  2.7142856  2.857143   3.         3.142857   3.2857144\n "
       "3.4285715  3.5714285  3.7142856  3.857143   4.         4.142857  ]",
       "array([0.        , 0.14285715, 0.2857143 , 0.42857143, 0.5714286 ,\n       0.71428573, "
       "0.85714287, 1.        , 1.1428572 , 1.2857143 ,\n       1.4285715 , 1.5714285 , 1.7142857 "
       ", 1.8571428 , 2.        ,\n       2.142857  , 2.2857144 , 2.4285715 , 2.5714285 , "
       "2.7142856 ,\n       2.857143  , 3.        , 3.142857  , 3.2857144 , 3.4285715 ,\n       "
       "3.5714285 , 3.7142856 , 3.857143  , 4.        , 4.142857  ],\n      dtype=float32)"},
      {"scientific when max >= 1e8", vec<double>({1e8, 1.0}), "[1.e+08 1.e+00]",
       "array([1.e+08, 1.e+00])"},
      {"scientific when ratio > 1000", vec<double>({1234.5, 1.0}), "[1.2345e+03 1.0000e+00]",
       "array([1.2345e+03, 1.0000e+00])"},
      {"scientific with tiny values", vec<double>({1e-5, 1.5}), "[1.0e-05 1.5e+00]",
       "array([1.0e-05, 1.5e+00])"},
      {"float32 scientific uses real digits", vec<float>({1e-5f, 1.2345678f}),
       "[9.9999997e-06 1.2345678e+00]", "array([9.9999997e-06, 1.2345678e+00], dtype=float32)"},
      {"integral float32 keeps whole digits", vec<float>({98765432.f, 1e6f}),
       "[98765432.  1000000.]", "array([98765432.,  1000000.], dtype=float32)"},
      {"non-finite", vec<double>({1.5, NAN, -INFINITY}), "[ 1.5  nan -inf]",
       "array([ 1.5,  nan, -inf])"},
      {"negative zero", vec<double>({-0.0, 0.0}), "[-0.  0.]", "array([-0.,  0.])"},
      {"bools", Tensor::from_bools({true, false}), "[ True False]", "array([ True, False])"},
      {"complex128", vec<complex128>({{1, 2}, {3, -4.5}}), "[1.+2.j  3.-4.5j]",
       "array([1.+2.j , 3.-4.5j])"},
      {"complex64", vec<complex64>({{1, 2}, {3, -4.5}}), "[1.+2.j  3.-4.5j]",
       "array([1.+2.j , 3.-4.5j], dtype=complex64)"},
      {"strings as object array of bytes", vec<std::string>({"a", "b'c", std::string("\0\n", 2)}),
       "[b'a' b\"b'c\" b'\\x00\\n']", "array([b'a', b\"b'c\", b'\\x00\\n'], dtype=object)"},
      {"uint8", vec<uint8_t>({1, 200, 3}), "[  1 200   3]", "array([  1, 200,   3], dtype=uint8)"},
      {"int64 has no dtype suffix", vec<int64_t>({4, 1}), "[4 1]", "array([4, 1])"},
      {"float16", vec<Half>({Half(0.1f), Half(65504.f)}), "[1.00e-01 6.55e+04]",
       "array([1.00e-01, 6.55e+04], dtype=float16)"},
      {"3-D", iota<int32_t>({2, 3, 4}),
       "[[[ 0  1  2  3]\n  [ 4  5  6  7]\n  [ 8  9 10 11]]\n\n [[12 13 14 15]\n  [16 17 18 19]\n  "
       "[20 21 22 23]]]",
       "array([[[ 0,  1,  2,  3],\n        [ 4,  5,  6,  7],\n        [ 8,  9, 10, 11]],\n\n       "
       "[[12, 13, 14, 15],\n        [16, 17, 18, 19],\n        [20, 21, 22, 23]]], dtype=int32)"},
      {"summarized matrix", iota<int32_t>({2, 1000}),
       "[[   0    1    2 ...  997  998  999]\n [1000 1001 1002 ... 1997 1998 1999]]",
       "array([[   0,    1,    2, ...,  997,  998,  999],\n       [1000, 1001, 1002, ..., 1997, "
       "1998, 1999]], dtype=int32)"},
      {"summarized 3-D", iota<int32_t>({10, 10, 12}),
       "[[[   0    1    2 ...    9   10   11]\n  [  12   13   14 ...   21   22   23]\n  [  24   25 "
       "  26 ...   33   34   35]\n  ...\n  [  84   85   86 ...   93   94   95]\n  [  96   97   98 "
       "...  105  106  107]\n  [ 108  109  110 ...  117  118  119]]\n\n [[ 120  121  122 ...  129  "
       "130  131]\n  [ 132  133  134 ...  141  142  143]\n  [ 144  145  146 ...  153  154  155]\n  "
       "...\n  [ 204  205  206 ...  213  214  215]\n  [ 216  217  218 ...  225  226  227]\n  [ 228 "
       " 229  230 ...  237  238  239]]\n\n [[ 240  241  242 ...  249  250  251]\n  [ 252  253  254 "
       "...  261  262  263]\n  [ 264  265  266 ...  273  274  275]\n  ...\n  [ 324  325  326 ...  "
       "333  334  335]\n  [ 336  337  338 ...  345  346  347]\n  [ 348  349  350 ...  357  358  "
       "359]]\n\n ...\n\n [[ 840  841  842 ...  849  850  851]\n  [ 852  853  854 ...  861  862  "
       "863]\n  [ 864  865  866 ...  873  874  875]\n  ...\n  [ 924  925  926 ...  933  934  "
       "935]\n  [ 936  937  938 ...  945  946  947]\n  [ 948  949  950 ...  957  958  959]]\n\n [[ "
       "960  961  962 ...  969  970  971]\n  [ 972  973  974 ...  981  982  983]\n  [ 984  985  "
       "986 ...  993  994  995]\n  ...\n  [1044 1045 1046 ... 1053 1054 1055]\n  [1056 1057 1058 "
       "... 1065 1066 1067]\n  [1068 1069 1070 ... 1077 1078 1079]]\n\n [[1080 1081 1082 ... 1089 "
       "1090 1091]\n  [1092 1093 1094 ... 1101 1102 1103]\n  [1104 1105 1106 ... 1113 1114 1115]\n "
       " ...\n  [1164 1165 1166 ... 1173 1174 1175]\n  [1176 1177 1178 ... 1185 1186 1187]\n  "
       "[1188 1189 1190 ... 1197 1198 1199]]]",
       "array([[[   0,    1,    2, ...,    9,   10,   11],\n        [  12,   13,   14, ...,   21,  "
       " 22,   23],\n        [  24,   25,   26, ...,   33,   34,   35],\n        ...,\n        [  "
       "84,   85,   86, ...,   93,   94,   95],\n        [  96,   97,   98, ...,  105,  106,  "
       "107],\n        [ 108,  109,  110, ...,  117,  118,  119]],\n\n       [[ 120,  121,  122, "
       "...,  129,  130,  131],\n        [ 132,  133,  134, ...,  141,  142,  143],\n        [ "
       "144,  145,  146, ...,  153,  154,  155],\n        ...,\n        [ 204,  205,  206, ...,  "
       "213,  214,  215],\n        [ 216,  217,  218, ...,  225,  226,  227],\n        [ 228,  "
       "229,  230, ...,  237,  238,  239]],\n\n       [[ 240,  241,  242, ...,  249,  250,  "
       "251],\n        [ 252,  253,  254, ...,  261,  262,  263],\n        [ 264,  265,  266, ..., "
       " 273,  274,  275],\n        ...,\n        [ 324,  325,  326, ...,  333,  334,  335],\n     "
       "   [ 336,  337,  338, ...,  345,  346,  347],\n        [ 348,  349,  350, ...,  357,  358, "
       " 359]],\n\n       ...,\n\n       [[ 840,  841,  842, ...,  849,  850,  851],\n        [ "
       "852,  853,  854, ...,  861,  862,  863],\n        [ 864,  865,  866, ...,  873,  874,  "
       "875],\n        ...,\n        [ 924,  925,  926, ...,  933,  934,  935],\n        [ 936,  "
       "937,  938, ...,  945,  946,  947],\n        [ 948,  949,  950, ...,  957,  958,  "
       "959]],\n\n       [[ 960,  961,  962, ...,  969,  970,  971],\n        [ 972,  973,  974, "
       "...,  981,  982,  983],\n        [ 984,  985,  986, ...,  993,  994,  995],\n        "
       "...,\n        [1044, 1045, 1046, ..., 1053, 1054, 1055],\n        [1056, 1057, 1058, ..., "
       "1065, 1066, 1067],\n        [1068, 1069, 1070, ..., 1077, 1078, 1079]],\n\n       [[1080, "
       "1081, 1082, ..., 1089, 1090, 1091],\n        [1092, 1093, 1094, ..., 1101, 1102, 1103],\n  "
       "      [1104, 1105, 1106, ..., 1113, 1114, 1115],\n        ...,\n        [1164, 1165, 1166, "
       "..., 1173, 1174, 1175],\n        [1176, 1177, 1178, ..., 1185, 1186, 1187],\n        "
       "[1188, 1189, 1190, ..., 1197, 1198, 1199]]], dtype=int32)"},
      {"summarized float32 vector", iota<float>({1001}),
       "[   0.    1.    2. ...  998.  999. 1000.]",
       "array([   0.,    1.,    2., ...,  998.,  999., 1000.], dtype=float32)"},
      {"empty vector", Tensor::zeros(DType::Float32, Shape({0})), "[]", "array([], dtype=float32)"},
      {"empty float64 vector", Tensor::zeros(DType::Float64, Shape({0})), "[]",
       "array([], dtype=float64)"},
      {"empty matrix", Tensor::zeros(DType::Float32, Shape({2, 0})), "[]",
       "array([], shape=(2, 0), dtype=float32)"},
      {"scalar float32", Tensor::scalar(22.0f), "22.0", "22.0"},
      {"scalar float32 shortest", Tensor::scalar(1.1f), "1.1", "1.1"},
      {"scalar float32 pi", Tensor::scalar(3.14159265358979f), "3.1415927", "3.1415927"},
      {"scalar float64 big", Tensor::scalar(1e16), "1e+16", "1e+16"},
      {"scalar float64 small", Tensor::scalar(1.5e-5), "1.5e-05", "1.5e-05"},
      {"scalar float32 1e-4 is below 1e-4", Tensor::scalar(1e-4f), "1e-04", "1e-04"},
      {"scalar float32 large", Tensor::scalar(123456789.0f), "123456790.0", "123456790.0"},
      {"scalar int32", Tensor::scalar<int32_t>(1), "1", "1"},
      {"scalar bool", Tensor::scalar(true), "True", "True"},
      {"scalar bytes", Tensor::scalar_string("aa"), "b'aa'", "b'aa'"},
      {"scalar complex128", Tensor::scalar(complex128(1, 2)), "(1+2j)", "(1+2j)"},
      {"scalar pure imaginary", Tensor::scalar(complex128(0, 2)), "2j", "2j"},
      {"scalar complex64", Tensor::scalar(complex64(1.1f, 2.2f)), "(1.1+2.2j)", "(1.1+2.2j)"},
      {"scalar float16", Tensor::scalar(Half(0.1f)), "0.1", "0.1"},
      {"scalar nan", Tensor::scalar(NAN), "nan", "nan"},
  };
  for (const NumpyCase& c : cases) {
    INFO(c.name);
    CHECK(numpy_str(c.value) == c.str);
    CHECK(numpy_repr(c.value) == c.repr);
  }
}

TEST_CASE("python bytes repr", "[tensor][format]") {
  CHECK(python_bytes_repr("aa") == "b'aa'");
  CHECK(python_bytes_repr("it's") == "b\"it's\"");
  CHECK(python_bytes_repr("'\"") == "b'\\'\"'");
  CHECK(python_bytes_repr(std::string("\x00\t\x7f\xff\\", 5)) == "b'\\x00\\t\\x7f\\xff\\\\'");
}

TEST_CASE("eager tensor str and repr", "[tensor][format]") {
  // Verbatim from the blog (P2) and the TF guide (G-2.4).
  CHECK(eager_tensor_str(Tensor::scalar<int32_t>(1)) == "tf.Tensor(1, shape=(), dtype=int32)");
  CHECK(eager_tensor_str(Tensor::scalar(2.2f)) == "tf.Tensor(2.2, shape=(), dtype=float32)");
  CHECK(eager_tensor_str(Tensor::scalar_string("aa")) ==
        "tf.Tensor(b'aa', shape=(), dtype=string)");
  CHECK(eager_tensor_str(vec<int32_t>({4, 1})) == "tf.Tensor([4 1], shape=(2,), dtype=int32)");
  CHECK(eager_tensor_str(vec<float>({1, 2})) == "tf.Tensor([1. 2.], shape=(2,), dtype=float32)");
  CHECK(eager_tensor_str(mat<float>({5, 2, 4, 9}, {2, 2})) ==
        "tf.Tensor(\n[[5. 2.]\n [4. 9.]], shape=(2, 2), dtype=float32)");
  CHECK(eager_tensor_str(Tensor::scalar(complex128(1, 2))) ==
        "tf.Tensor((1+2j), shape=(), dtype=complex128)");
  CHECK(eager_tensor_repr(mat<float>({2, 2, 2, 2}, {2, 2})) ==
        "<tf.Tensor: shape=(2, 2), dtype=float32, numpy=\narray([[2., 2.],\n       [2., 2.]], "
        "dtype=float32)>");
  CHECK(eager_tensor_repr(Tensor::scalar(1.0f)) ==
        "<tf.Tensor: shape=(), dtype=float32, numpy=1.0>");
  CHECK(eager_tensor_repr(
            vec<float>({0.12701295f, 0.21708074f, 0.21448033f, 0.21179478f, 0.22197153f})) ==
        "<tf.Tensor: shape=(5,), dtype=float32, numpy=\narray([0.12701295, 0.21708074, "
        "0.21448033, 0.21179478, 0.22197153],\n      dtype=float32)>");
  // Scalars show numpy's scalar repr: float32 pi is 3.1415927, not the double's digits.
  CHECK(eager_tensor_repr(Tensor::scalar(3.14159265358979f)) ==
        "<tf.Tensor: shape=(), dtype=float32, numpy=3.1415927>");
  CHECK(eager_tensor_repr(Tensor::scalar<int32_t>(2)) ==
        "<tf.Tensor: shape=(), dtype=int32, numpy=2>");
  CHECK(eager_tensor_repr(Tensor::scalar_string("aa")) ==
        "<tf.Tensor: shape=(), dtype=string, numpy=b'aa'>");
  CHECK(eager_tensor_repr(Tensor::scalar(true)) == "<tf.Tensor: shape=(), dtype=bool, numpy=True>");
  CHECK(eager_tensor_repr(Tensor::scalar(3.14f), 29) ==
        "<tf.Tensor: id=29, shape=(), dtype=float32, numpy=3.14>");
  CHECK(eager_tensor_repr(Tensor::scalar(complex128(12.3, -4.85))) ==
        "<tf.Tensor: shape=(), dtype=complex128, numpy=(12.3-4.85j)>");
}

TEST_CASE("tf.print float formatting", "[tensor][format]") {
  CHECK(tf_float_to_string(1.0f) == "1");
  CHECK(tf_float_to_string(22.0f) == "22");
  CHECK(tf_float_to_string(1.1f) == "1.1");
  CHECK(tf_float_to_string(0.1f) == "0.1");
  CHECK(tf_float_to_string(1.0f / 3) == "0.333333343");
  CHECK(tf_float_to_string(0.204662517f) == "0.204662517");
  CHECK(tf_float_to_string(1e20f) == "1e+20");
  CHECK(tf_float_to_string(INFINITY) == "inf");
  CHECK(tf_float_to_string(-INFINITY) == "-inf");
  CHECK(tf_float_to_string(NAN) == "nan");
  CHECK(tf_double_to_string(0.1) == "0.1");
  CHECK(tf_double_to_string(1.0 / 3) == "0.33333333333333331");
  CHECK(tf_double_to_string(2.5) == "2.5");
}

TEST_CASE("tf.print summarization", "[tensor][format]") {
  CHECK(tf_summarize_value(Tensor::scalar<int32_t>(1), 3) == "1");
  CHECK(tf_summarize_value(Tensor::scalar(1.1f), 3) == "1.1");
  CHECK(tf_summarize_value(Tensor::scalar(22.0f), 3) == "22");
  CHECK(tf_summarize_value(vec<int32_t>({1, 2, 3}), 3) == "[1 2 3]");
  CHECK(tf_summarize_value(mat<int32_t>({22, 22, 23, 13}, {2, 2}), 3) == "[[22 22]\n [23 13]]");
  CHECK(tf_summarize_value(iota<int32_t>({10}), 3) == "[0 1 2 ... 7 8 9]");
  CHECK(tf_summarize_value(iota<int32_t>({10}), -1) == "[0 1 2 3 4 5 6 7 8 9]");
  CHECK(tf_summarize_value(iota<int32_t>({7}), 3) == "[0 1 2 ... 4 5 6]");
  CHECK(tf_summarize_value(iota<int32_t>({6}), 3) == "[0 1 2 3 4 5]");
  // The RFC's 10x10 example.
  CHECK(tf_summarize_value(iota<int32_t>({10, 10}), 3) ==
        "[[0 1 2 ... 7 8 9]\n [10 11 12 ... 17 18 19]\n [20 21 22 ... 27 28 29]\n ...\n"
        " [70 71 72 ... 77 78 79]\n [80 81 82 ... 87 88 89]\n [90 91 92 ... 97 98 99]]");
  // 3-D blocks are separated by a blank line plus the depth's indent.
  CHECK(tf_summarize_value(iota<int32_t>({2, 2, 2}), 3) ==
        "[[[0 1]\n  [2 3]]\n\n [[4 5]\n  [6 7]]]");
  CHECK(tf_summarize_value(Tensor::from_bools({true, false}), 3) == "[1 0]");
  CHECK(tf_summarize_value(vec<std::string>({"a", "b\"c\n"}), 3) == "[\"a\" \"b\\\"c\\n\"]");
  CHECK(tf_summarize_value(Tensor::scalar_string("hi"), 3) == "\"hi\"");
  CHECK(tf_print_text(Tensor::scalar_string("hi"), 3) == "hi");
  CHECK(tf_summarize_value(vec<float>({1.0f / 3, 2.0f}), 3) == "[0.333333343 2]");
  CHECK(tf_summarize_value(vec<double>({0.1, 1e100}), 3) == "[0.1 1e+100]");
  CHECK(tf_summarize_value(vec<complex64>({{1, 2}, {3, 4}}), 3) == "[? ?]");
  CHECK(tf_summarize_value(vec<complex64>({{1, 2}, {3, 4}, {5, 6}, {7, 8}}), 3) == "[? ? ?...]");
  CHECK(tf_summarize_value(Tensor::zeros(DType::Int32, Shape({0})), 3) == "[]");
  CHECK(tf_summarize_value(vec<Half>({Half(0.1f)}), 3) == "[0.0999755859]");
  CHECK(tf_summarize_value(vec<uint8_t>({0, 255}), 3) == "[0 255]");
}

TEST_CASE("dragon4 options", "[tensor][format]") {
  Dragon4Options o;
  o.trim = Trim::LeaveOneZero;
  CHECK(dragon4_positional(22.0, FloatKind::Single, o) == "22.0");
  o.trim = Trim::DotAndZeros;
  CHECK(dragon4_positional(22.0, FloatKind::Single, o) == "22");
  o.trim = Trim::Dot;
  o.pad_left = 4;
  o.pad_right = 3;
  CHECK(dragon4_positional(2.5, FloatKind::Double, o) == "   2.5  ");
  Dragon4Options s;
  s.trim = Trim::DotAndZeros;
  CHECK(dragon4_scientific(1.5e-5, FloatKind::Double, s) == "1.5e-05");
  s.exp_digits = 3;
  CHECK(dragon4_scientific(1e100, FloatKind::Double, s) == "1e+100");
  CHECK(numpy_scalar_float_str(1e16, FloatKind::Double) == "1e+16");
  CHECK(numpy_scalar_float_str(0.0001, FloatKind::Double) == "0.0001");
  CHECK(numpy_scalar_float_str(28896, FloatKind::Half) == "28900.0");
}
