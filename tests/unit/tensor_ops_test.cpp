// The op registry and every kernel: values, inferred shapes, and TF's error texts.
#include <array>
#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <new>

#include "ops/blas.h"
#include "ops/random.h"
#include "ops/registry.h"
#include "tensor/format.h"

using namespace minitf;

// The replaced global new/delete below pair malloc with free, which GCC
// cannot see through.
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"

// Counts heap allocations so the scalar-op path can be proven allocation-free.
static std::atomic<long> g_allocs{0};
void* operator new(size_t n) {
  ++g_allocs;
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, size_t) noexcept { std::free(p); }
// The array and nothrow forms too (Catch2 registers tests with nothrow new):
// left to the library or to ASan's interposer, they would allocate one way
// and the replaced delete free another.
void* operator new[](size_t n) { return operator new(n); }
void* operator new(size_t n, const std::nothrow_t&) noexcept {
  g_allocs.fetch_add(1, std::memory_order_relaxed);
  return std::malloc(n ? n : 1);
}
void* operator new[](size_t n, const std::nothrow_t& t) noexcept { return operator new(n, t); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete[](void* p, size_t) noexcept { std::free(p); }

namespace {

template <class T>
Tensor vec(std::vector<T> v) {
  return Tensor::from_vector(v);
}
template <class T>
Tensor mat(std::vector<T> v, std::initializer_list<int64_t> dims) {
  return Tensor::from_vector(v, Shape(dims));
}
Tensor i32(int32_t v) { return Tensor::scalar<int32_t>(v); }
Tensor ints(std::vector<int32_t> v) { return Tensor::from_vector(v); }

Tensor run1(OpId id, std::initializer_list<Tensor> in, const Attrs& attrs = Attrs::none()) {
  return run_op1(id, Span<Tensor>(in.begin(), in.size()), attrs);
}
std::string np(const Tensor& t) { return numpy_str(t); }

// The message of the TensorError an eager op throws.
std::string error_of(OpId id, std::initializer_list<Tensor> in, const Attrs& attrs = Attrs::none(),
                     std::string_view suffix = {}) {
  try {
    run_op(id, Span<Tensor>(in.begin(), in.size()), attrs, suffix);
  } catch (const TensorError& e) {
    return e.message;
  }
  return "(no error)";
}

}  // namespace

TEST_CASE("registry lookup", "[ops]") {
  REQUIRE(find_op("AddV2") != nullptr);
  CHECK(find_op("AddV2")->id == OpId::AddV2);
  CHECK(&op_def(OpId::MatMul) == find_op("MatMul"));
  CHECK(find_op("NoSuchOp") == nullptr);
  CHECK(all_ops().size() == static_cast<size_t>(OpId::kCount));
  for (const OpDef* d : all_ops()) {
    INFO(d->name);
    CHECK(d->infer != nullptr);
    CHECK(d->kernel != nullptr);
  }
  CHECK(op_def(OpId::RandomUniform).stateful);
  CHECK_FALSE(op_def(OpId::AddV2).stateful);
}

TEST_CASE("arithmetic with broadcasting", "[ops][math]") {
  CHECK(run1(OpId::AddV2, {Tensor::scalar(1.5f), Tensor::scalar(2.0f)}).item<float>() == 3.5f);
  CHECK(np(run1(OpId::AddV2, {vec<int32_t>({1, 2, 3}), i32(10)})) == "[11 12 13]");
  CHECK(np(run1(OpId::Sub, {mat<float>({1, 2, 3, 4, 5, 6}, {2, 3}), vec<float>({1, 1, 1})})) ==
        "[[0. 1. 2.]\n [3. 4. 5.]]");
  CHECK(np(run1(OpId::Mul, {mat<int32_t>({1, 2}, {2, 1}), mat<int32_t>({10, 20, 30}, {1, 3})})) ==
        "[[10 20 30]\n [20 40 60]]");
  CHECK(np(run1(OpId::Mul, {mat<int32_t>({1, 2, 3, 4, 5, 6, 7, 8}, {2, 1, 4}),
                            mat<int32_t>({1, 10, 100}, {3, 1})})) ==
        "[[[  1   2   3   4]\n  [ 10  20  30  40]\n  [100 200 300 400]]\n\n"
        " [[  5   6   7   8]\n  [ 50  60  70  80]\n  [500 600 700 800]]]");
  CHECK(np(run1(OpId::RealDiv, {vec<double>({1, 2}), vec<double>({4, 0})})) == "[0.25  inf]");
  CHECK(np(run1(OpId::FloorDiv, {vec<int32_t>({7, -7, 7, -7}), vec<int32_t>({2, 2, -2, -2})})) ==
        "[ 3 -4 -4  3]");
  CHECK(np(run1(OpId::FloorMod, {vec<int32_t>({7, -7, 7, -7}), vec<int32_t>({2, 2, -2, -2})})) ==
        "[ 1  1 -1 -1]");
  CHECK(np(run1(OpId::FloorDiv, {vec<float>({7.5f, -7.5f}), vec<float>({2, 2})})) == "[ 3. -4.]");
  CHECK(np(run1(OpId::FloorMod, {vec<float>({7.5f, -7.5f}), vec<float>({2, 2})})) == "[1.5 0.5]");
  CHECK(np(run1(OpId::Pow, {vec<int32_t>({2, 3, -2}), vec<int32_t>({10, 0, 3})})) ==
        "[1024    1   -8]");
  CHECK(np(run1(OpId::Pow, {vec<float>({4, 2}), vec<float>({0.5f, -1})})) == "[2.  0.5]");
  CHECK(np(run1(OpId::Maximum, {vec<float>({1, 5, NAN}), vec<float>({3, 2, 1})})) ==
        "[ 3.  5. nan]");
  CHECK(np(run1(OpId::Minimum, {vec<int64_t>({1, 5}), vec<int64_t>({3, 2})})) == "[1 2]");
  CHECK(run1(OpId::AddV2, {Tensor::scalar_string("ab"), Tensor::scalar_string("c")})
            .item<std::string>() == "abc");
  CHECK(np(run1(OpId::AddV2, {vec<complex128>({{1, 2}}), vec<complex128>({{3, -1}})})) ==
        "[4.+1.j]");
  CHECK(np(run1(OpId::Mul, {vec<Half>({Half(1.5f)}), vec<Half>({Half(2.0f)})})) == "[3.]");
  CHECK(np(run1(OpId::AddV2, {vec<uint8_t>({250}), vec<uint8_t>({10})})) == "[4]");  // wraps
}

TEST_CASE("comparisons and logic", "[ops][math]") {
  Tensor a = vec<float>({1, 2, 3}), b = vec<float>({2, 2, 2});
  CHECK(np(run1(OpId::Greater, {a, b})) == "[False False  True]");
  CHECK(np(run1(OpId::GreaterEqual, {a, b})) == "[False  True  True]");
  CHECK(np(run1(OpId::Less, {a, b})) == "[ True False False]");
  CHECK(np(run1(OpId::LessEqual, {a, b})) == "[ True  True False]");
  CHECK(np(run1(OpId::Equal, {a, b})) == "[False  True False]");
  CHECK(np(run1(OpId::NotEqual, {a, b})) == "[ True False  True]");
  CHECK(np(run1(OpId::Equal, {vec<std::string>({"a", "b"}), Tensor::scalar_string("a")})) ==
        "[ True False]");
  Tensor t = Tensor::from_bools({true, true, false}), f = Tensor::from_bools({true, false, false});
  CHECK(np(run1(OpId::LogicalAnd, {t, f})) == "[ True False False]");
  CHECK(np(run1(OpId::LogicalOr, {t, f})) == "[ True  True False]");
  CHECK(np(run1(OpId::LogicalNot, {f})) == "[False  True  True]");
  CHECK(error_of(OpId::LogicalAnd, {vec<int32_t>({1}), t}) ==
        "cannot compute LogicalAnd as input #0(zero-based) was expected to be a bool tensor but "
        "is a int32 tensor [Op:LogicalAnd]");
}

TEST_CASE("unary math", "[ops][math]") {
  CHECK(np(run1(OpId::Neg, {vec<int32_t>({1, -2})})) == "[-1  2]");
  CHECK(np(run1(OpId::Abs, {vec<float>({-1.5f, 2, -0.0f})})) == "[1.5 2.  0. ]");
  CHECK(np(run1(OpId::Square, {vec<int64_t>({3, -4})})) == "[ 9 16]");
  CHECK(np(run1(OpId::Exp, {vec<double>({0, 1})})) == "[1.         2.71828183]");
  CHECK(np(run1(OpId::Exp, {vec<float>({0, 1})})) == "[1.        2.7182817]");
  CHECK(np(run1(OpId::Log, {vec<double>({1, 0})})) == "[  0. -inf]");
  CHECK(np(run1(OpId::Sqrt, {vec<float>({4, 2})})) == "[2.        1.4142135]");
  CHECK(np(run1(OpId::Tanh, {vec<double>({0})})) == "[0.]");
  CHECK(np(run1(OpId::Sigmoid, {vec<float>({0})})) == "[0.5]");
  CHECK(np(run1(OpId::Round, {vec<float>({0.5f, 1.5f, 2.5f, -0.5f, 2.6f})})) ==
        "[ 0.  2.  2. -0.  3.]");
  CHECK(np(run1(OpId::Round, {vec<int32_t>({3})})) == "[3]");
  CHECK(np(run1(OpId::Floor, {vec<float>({1.5f, -1.5f})})) == "[ 1. -2.]");
  CHECK(np(run1(OpId::Ceil, {vec<float>({1.5f, -1.5f})})) == "[ 2. -1.]");
  CHECK(np(run1(OpId::Exp, {vec<Half>({Half(1.0f)})})) == "[2.719]");
  CHECK(error_of(OpId::Log, {vec<int32_t>({1})}) ==
        "Could not find device for node: {{node Log}} = Log[T=DT_INT32] [Op:Log]");
}

TEST_CASE("dtype mismatch and shape errors", "[ops][errors]") {
  CHECK(error_of(OpId::AddV2, {Tensor::scalar(1.0f), i32(1)}) ==
        "cannot compute AddV2 as input #1(zero-based) was expected to be a float tensor but is a "
        "int32 tensor [Op:AddV2]");
  CHECK(error_of(OpId::AddV2, {Tensor::scalar(1.0f), i32(1)}, Attrs::none(), " name: add/") ==
        "cannot compute AddV2 as input #1(zero-based) was expected to be a float tensor but is a "
        "int32 tensor [Op:AddV2] name: add/");
  CHECK(error_of(OpId::MatMul,
                 {mat<float>({1, 2, 3, 4}, {2, 2}), mat<int32_t>({1, 2, 3, 4}, {2, 2})}) ==
        "cannot compute MatMul as input #1(zero-based) was expected to be a float tensor but is a "
        "int32 tensor [Op:MatMul]");
  CHECK(error_of(OpId::Sub, {Tensor::scalar(1.0), Tensor::scalar(1.0f)}) ==
        "cannot compute Sub as input #1(zero-based) was expected to be a double tensor but is a "
        "float tensor [Op:Sub]");
  CHECK(error_of(OpId::AddV2, {vec<int32_t>({1, 2}), vec<int32_t>({1, 2, 3})}) ==
        "Incompatible shapes: [2] vs. [3] [Op:AddV2]");
  CHECK(error_of(OpId::FloorDiv, {vec<int32_t>({1}), vec<int32_t>({0})}) ==
        "Integer division by zero [Op:FloorDiv]");
  CHECK(error_of(OpId::AddV2, {Tensor::scalar(true), Tensor::scalar(true)}) ==
        "Could not find device for node: {{node AddV2}} = AddV2[T=DT_BOOL] [Op:AddV2]");
  try {
    run_op(OpId::AddV2, {Tensor::scalar(1.0f), i32(1)});
  } catch (const TensorError& e) {
    CHECK(e.kind == TensorError::InvalidArgument);
    CHECK(e.mismatch.input_index == 1);
    CHECK(graph_dtype_mismatch_message(op_def(OpId::AddV2), 1, e.mismatch.expected,
                                       e.mismatch.actual) ==
          "Input 'y' of 'AddV2' Op has type int32 that does not match type float32 of argument "
          "'x'.");
  }
  CHECK(
      graph_dtype_mismatch_message(op_def(OpId::MatMul), 1, DType::Float32, DType::Int32) ==
      "Input 'b' of 'MatMul' Op has type int32 that does not match type float32 of argument 'a'.");
}

TEST_CASE("inference on symbolic shapes", "[ops][infer]") {
  Shape a({-1, 3}), b({3});
  InputSpec in[] = {{DType::Float32, &a, nullptr}, {DType::Float32, &b, nullptr}};
  SpecList out = infer_op(op_def(OpId::AddV2), Span<InputSpec>(in, 2));
  REQUIRE(out.size() == 1);
  CHECK(out[0].shape.str() == "(None, 3)");
  CHECK(out[0].dtype == DType::Float32);
  Shape m1({-1, 4}), m2({4, 5});
  InputSpec mm[] = {{DType::Float32, &m1, nullptr}, {DType::Float32, &m2, nullptr}};
  CHECK(infer_op(op_def(OpId::MatMul), Span<InputSpec>(mm, 2))[0].shape.str() == "(None, 5)");
  // Sum with a known constant axis vs an unknown one.
  Shape x({2, 3}), ax;
  Tensor axis = i32(1);
  InputSpec s1[] = {{DType::Float32, &x, nullptr}, {DType::Int32, &ax, &axis}};
  CHECK(infer_op(op_def(OpId::Sum), Span<InputSpec>(s1, 2))[0].shape.str() == "(2,)");
  InputSpec s2[] = {{DType::Float32, &x, nullptr}, {DType::Int32, &ax, nullptr}};
  CHECK(infer_op(op_def(OpId::Sum), Span<InputSpec>(s2, 2))[0].shape.str() == "<unknown>");
  CHECK(infer_op(op_def(OpId::Sum), Span<InputSpec>(s2, 2), Attrs{{"keep_dims", true}})[0]
            .shape.str() == "(None, None)");
  Shape g({2, 2});
  InputSpec gr[] = {{DType::Int32, &g, nullptr}, {DType::Int32, &ax, nullptr}};
  CHECK(infer_op(op_def(OpId::Greater), Span<InputSpec>(gr, 2))[0].dtype == DType::Bool);
  try {
    infer_op(op_def(OpId::AddV2), Span<InputSpec>(gr, 1));
    FAIL("arity not checked");
  } catch (const TensorError& e) {
    CHECK(e.message == "AddV2 expects 2 inputs, got 1");
  }
}

// A 256x256 product (plain and with transpose_b) against the naive sum; the
// entries are small integers, so every summation order is exact.
template <class T>
void check_big_matmul(DType d) {
  const int n = 256;
  Tensor x = Tensor::empty(d, Shape({n, n})), y = Tensor::empty(d, Shape({n, n}));
  for (int i = 0; i < n * n; ++i) {
    x.set<T>(i, T((i % 7) - 3));
    y.set<T>(i, T((i % 5) - 2));
  }
  for (bool tb : {false, true}) {
    Tensor z = run1(OpId::MatMul, {x, y}, Attrs{{"transpose_b", tb}});
    for (int r : {0, 100, 255}) {
      for (int c : {0, 17, 255}) {
        T s = 0;
        for (int k = 0; k < n; ++k) s += x.at<T>(r * n + k) * y.at<T>(tb ? c * n + k : k * n + c);
        CHECK(z.at<T>(r * n + c) == s);
      }
    }
  }
}

TEST_CASE("narrow products with B transposed match the naive sum", "[ops][matmul]") {
  // (m, k) x (n, k)^T with k below and at OpenBLAS's small-matrix bound, B
  // small enough to be copied transposed, and the shapes of a 10-wide
  // layer's backward product. Small integers keep every sum exact.
  for (auto [m, n, k] : {std::array<int, 3>{128, 256, 10}, std::array<int, 3>{67, 257, 31},
                         std::array<int, 3>{64, 130, 32}}) {
    Tensor x = Tensor::empty(DType::Float32, Shape({m, k}));
    Tensor y = Tensor::empty(DType::Float32, Shape({n, k}));
    for (int i = 0; i < m * k; ++i) x.set<float>(i, float((i * 7) % 11 - 5));
    for (int i = 0; i < n * k; ++i) y.set<float>(i, float((i * 5) % 9 - 4));
    Tensor z = run1(OpId::MatMul, {x, y}, Attrs{{"transpose_b", true}});
    REQUIRE(z.shape() == Shape({m, n}));
    for (int r = 0; r < m; ++r) {
      for (int c = 0; c < n; ++c) {
        float s = 0;
        for (int p = 0; p < k; ++p) s += x.at<float>(r * k + p) * y.at<float>(c * k + p);
        if (z.at<float>(r * n + c) != s)
          FAIL("row " << r << " col " << c << " of " << m << "x" << n);
      }
    }
  }
}

TEST_CASE("matmul", "[ops][matmul]") {
  Tensor a = mat<float>({1, 2, 3, 4, 5, 6}, {2, 3}), b = mat<float>({1, 0, 0, 1, 1, 1}, {3, 2});
  CHECK(np(run1(OpId::MatMul, {a, b})) == "[[ 4.  5.]\n [10. 11.]]");
  CHECK(np(run1(OpId::MatMul, {a, a}, Attrs{{"transpose_b", true}})) == "[[14. 32.]\n [32. 77.]]");
  CHECK(np(run1(OpId::MatMul, {a, a}, Attrs{{"transpose_a", true}})) ==
        "[[17. 22. 27.]\n [22. 29. 36.]\n [27. 36. 45.]]");
  CHECK(np(run1(OpId::MatMul, {b, a}, Attrs{{"transpose_a", true}, {"transpose_b", true}})) ==
        "[[ 4. 10.]\n [ 5. 11.]]");
  CHECK(np(run1(OpId::MatMul, {mat<int32_t>({1, 2, 3, 4}, {2, 2}),
                               mat<int32_t>({5, 6, 7, 8}, {2, 2})})) == "[[19 22]\n [43 50]]");
  CHECK(error_of(OpId::MatMul, {a, a}) ==
        "Matrix size-incompatible: In[0]: [2,3], In[1]: [2,3] [Op:MatMul]");
  CHECK(error_of(OpId::MatMul, {vec<float>({1, 2}), a}) ==
        "In[0] is not a matrix. Instead it has shape [2] [Op:MatMul]");
  // Products big enough for OpenBLAS (floats) and for the worker pool
  // (integers, which BLAS lacks) match the naive sum exactly.
  check_big_matmul<double>(DType::Float64);
  check_big_matmul<float>(DType::Float32);
  check_big_matmul<int64_t>(DType::Int64);
#ifdef MINITF_HAVE_CBLAS
  // Built with the CBLAS header on a machine with OpenBLAS: it must load.
  CHECK(std::string(ops::blas_description()).find("OpenBLAS") != std::string::npos);
#endif
}

TEST_CASE("an operand repeated along leading dims broadcasts row by row", "[ops][broadcast]") {
  std::vector<float> big(3 * 2 * 4), row(2 * 4);
  for (size_t i = 0; i < big.size(); ++i) big[i] = float(i) * 1.5f - 7;
  for (size_t i = 0; i < row.size(); ++i) row[i] = float(i * i) / 3;
  Tensor a = Tensor::from_vector(big, Shape({3, 2, 4}));
  Tensor b = Tensor::from_vector(row, Shape({2, 4}));
  Tensor ab = run1(OpId::Sub, {a, b}), ba = run1(OpId::Sub, {b, a});
  Tensor last = run1(OpId::AddV2, {a, Tensor::from_vector(std::vector<float>{1, 2, 3, 4})});
  REQUIRE(ab.shape() == Shape({3, 2, 4}));
  for (size_t i = 0; i < big.size(); ++i) {
    CHECK(ab.data<float>()[i] == big[i] - row[i % 8]);
    CHECK(ba.data<float>()[i] == row[i % 8] - big[i]);
    CHECK(last.data<float>()[i] == big[i] + float(i % 4 + 1));
  }
  CHECK(np(run1(OpId::Mul, {mat<int32_t>({1, 2, 3, 4, 5, 6}, {3, 2}), vec<int32_t>({10, -1})})) ==
        "[[10 -2]\n [30 -4]\n [50 -6]]");
}

TEST_CASE("an operand with one value per row broadcasts along the last dim", "[ops][broadcast]") {
  std::vector<float> big(3 * 2 * 5), col(3 * 2);
  for (size_t i = 0; i < big.size(); ++i) big[i] = float(i) * 1.5f - 7;
  for (size_t i = 0; i < col.size(); ++i) col[i] = float(i * i) / 3 - 1;
  Tensor a = Tensor::from_vector(big, Shape({3, 2, 5}));
  Tensor b = Tensor::from_vector(col, Shape({3, 2, 1}));
  Tensor ab = run1(OpId::Mul, {a, b}), ba = run1(OpId::Sub, {b, a});
  REQUIRE(ab.shape() == Shape({3, 2, 5}));
  REQUIRE(ba.shape() == Shape({3, 2, 5}));
  for (size_t i = 0; i < big.size(); ++i) {
    CHECK(ab.data<float>()[i] == big[i] * col[i / 5]);
    CHECK(ba.data<float>()[i] == col[i / 5] - big[i]);
  }
  // A (2, 1) operand against (3, 2, 5) repeats along the first dim too: the
  // general loop, with the same values.
  Tensor c = Tensor::from_vector(std::vector<float>{2, -3}, Shape({2, 1}));
  Tensor ac = run1(OpId::Mul, {a, c});
  for (size_t i = 0; i < big.size(); ++i)
    CHECK(ac.data<float>()[i] == big[i] * (i / 5 % 2 ? -3.0f : 2.0f));
  CHECK(np(run1(OpId::FloorDiv, {mat<int32_t>({7, -7, 9, 8}, {2, 2}),
                                 mat<int32_t>({2, 3}, {2, 1})})) == "[[ 3 -4]\n [ 3  2]]");
}

TEST_CASE("a Sum over leading dims adds each output's inputs in order", "[ops][reduce]") {
  // The bias gradient's shape: rows of the batch summed per column. Float
  // addition is not associative, so the result must be the sequential one.
  constexpr int64_t kRows = 37, kCols = 259;
  std::vector<float> v(kRows * kCols);
  for (size_t i = 0; i < v.size(); ++i) v[i] = std::ldexp(float(i % 97) - 48.5f, int(i % 29) - 14);
  Tensor x = Tensor::from_vector(v, Shape({kRows, kCols}));
  std::vector<float> want(kCols, 0.0f), want_all(1, 0.0f);
  for (int64_t r = 0; r < kRows; ++r)
    for (int64_t c = 0; c < kCols; ++c) want[c] += v[r * kCols + c];
  for (float e : v) want_all[0] += e;
  Tensor got = run1(OpId::Sum, {x, i32(0)});
  CHECK(std::vector<float>(got.data<float>(), got.data<float>() + kCols) == want);
  CHECK(run1(OpId::Sum, {x, ints({0, 1})}).item<float>() == want_all[0]);
  Tensor mean = run1(OpId::Mean, {x, i32(0)}, Attrs{{"keep_dims", true}});
  CHECK(mean.shape() == Shape({1, kCols}));
  CHECK(mean.data<float>()[5] == want[5] / float(kRows));
  Tensor wrapped = run1(OpId::Sum, {mat<int32_t>({2147483647, -5, 1, 7}, {2, 2}), i32(0)});
  CHECK(np(wrapped) == "[-2147483648           2]");
}

TEST_CASE("reductions", "[ops][reduce]") {
  Tensor m = mat<float>({1, 2, 3, 4, 5, 6}, {2, 3});
  CHECK(np(run1(OpId::Sum, {m, ints({})})) == "[[1. 2. 3.]\n [4. 5. 6.]]");
  CHECK(np(run1(OpId::Sum, {m, ints({0, 1})})) == "21.0");
  CHECK(np(run1(OpId::Sum, {m, i32(0)})) == "[5. 7. 9.]");
  CHECK(np(run1(OpId::Sum, {m, i32(-1)}, Attrs{{"keep_dims", true}})) == "[[ 6.]\n [15.]]");
  CHECK(np(run1(OpId::Mean, {m, i32(1)})) == "[2. 5.]");
  CHECK(np(run1(OpId::Mean, {vec<int32_t>({1, 2}), i32(0)})) == "1");  // integer mean truncates
  CHECK(np(run1(OpId::Max, {m, i32(0)})) == "[4. 5. 6.]");
  CHECK(np(run1(OpId::Min, {m, i32(1)})) == "[1. 4.]");
  CHECK(np(run1(OpId::Prod, {m, ints({0, 1})})) == "720.0");
  CHECK(np(run1(OpId::Max, {vec<float>({1, NAN}), i32(0)})) == "nan");
  CHECK(np(run1(OpId::Max, {Tensor::zeros(DType::Float32, Shape({0})), i32(0)})) == "-inf");
  CHECK(np(run1(OpId::Mean, {Tensor::zeros(DType::Float32, Shape({0})), i32(0)})) == "nan");
  CHECK(np(run1(OpId::Sum, {Tensor::zeros(DType::Int32, Shape({2, 0})), i32(1)})) == "[0 0]");
  CHECK(np(run1(OpId::ArgMax, {mat<float>({1, 9, 3, 9, 5, 6}, {2, 3}), i32(1)})) == "[1 0]");
  CHECK(np(run1(OpId::ArgMin, {mat<float>({1, 9, 3, 9, 5, 6}, {2, 3}), i32(0)})) == "[0 1 0]");
  CHECK(run1(OpId::ArgMax, {vec<int32_t>({1, 3, 3}), i32(0)}, Attrs{{"output_type", DType::Int32}})
            .dtype() == DType::Int32);
  CHECK(error_of(OpId::Sum, {m, i32(2)}) ==
        "Invalid reduction dimension (2 for input with 2 dimension(s) [Op:Sum]");
  CHECK(error_of(OpId::ArgMax, {m, i32(5)}) ==
        "Expected dimension in the range [-2, 2), but got 5 [Op:ArgMax]");
}

TEST_CASE("array ops", "[ops][array]") {
  Tensor m = mat<int32_t>({1, 2, 3, 4, 5, 6}, {2, 3});
  CHECK(np(run1(OpId::Identity, {m})) == "[[1 2 3]\n [4 5 6]]");
  CHECK(np(run1(OpId::Const, {}, Attrs{{"value", vec<float>({1, 2})}})) == "[1. 2.]");
  CHECK(np(run1(OpId::Cast, {vec<float>({1.7f, -1.7f})}, Attrs{{"DstT", DType::Int32}})) ==
        "[ 1 -1]");
  CHECK(np(run1(OpId::Cast, {vec<int32_t>({0, 3})}, Attrs{{"DstT", DType::Bool}})) ==
        "[False  True]");
  CHECK(np(run1(OpId::Cast, {vec<complex64>({{1.5f, 2}})}, Attrs{{"DstT", DType::Float64}})) ==
        "[1.5]");
  CHECK(np(run1(OpId::Cast, {vec<uint8_t>({200})}, Attrs{{"DstT", DType::Float16}})) == "[200.]");
  CHECK(error_of(OpId::Cast, {Tensor::scalar_string("1")}, Attrs{{"DstT", DType::Float32}}) ==
        "Cast string to float is not supported [Op:Cast]");
  Tensor r = run1(OpId::Reshape, {m, ints({3, -1})});
  CHECK(r.shape() == Shape({3, 2}));
  CHECK(r.shares_storage_with(m));
  CHECK(run1(OpId::Reshape, {m, ints({6})}).shape() == Shape({6}));
  CHECK(error_of(OpId::Reshape, {m, ints({4})}) ==
        "Input to reshape is a tensor with 6 values, but the requested shape has 4 [Op:Reshape]");
  CHECK(error_of(OpId::Reshape, {m, ints({4, -1})}) ==
        "Input to reshape is a tensor with 6 values, but the requested shape requires a multiple "
        "of 4 [Op:Reshape]");
  CHECK(error_of(OpId::Reshape, {m, ints({-1, -1})}) ==
        "Only one input size may be -1, not both 0 and 1 [Op:Reshape]");
  CHECK(np(run1(OpId::Transpose, {m, ints({1, 0})})) == "[[1 4]\n [2 5]\n [3 6]]");
  Tensor cube = Tensor::from_vector<int32_t>({0, 1, 2, 3, 4, 5, 6, 7}, Shape({2, 2, 2}));
  CHECK(np(run1(OpId::Transpose, {cube, ints({2, 0, 1})})) ==
        "[[[0 2]\n  [4 6]]\n\n [[1 3]\n  [5 7]]]");
  CHECK(np(run1(OpId::Fill, {ints({2, 2}), Tensor::scalar(7.0f)})) == "[[7. 7.]\n [7. 7.]]");
  CHECK(np(run1(OpId::ZerosLike, {m})) == "[[0 0 0]\n [0 0 0]]");
  CHECK(np(run1(OpId::OnesLike, {Tensor::from_bools({false})})) == "[ True]");
  CHECK(np(run1(OpId::Range, {i32(0), i32(5), i32(1)})) == "[0 1 2 3 4]");
  CHECK(np(run1(OpId::Range, {i32(5), i32(0), i32(-2)})) == "[5 3 1]");
  CHECK(np(run1(OpId::Range, {Tensor::scalar(0.0f), Tensor::scalar(1.0f),
                              Tensor::scalar(0.25f)})) == "[0.   0.25 0.5  0.75]");
  CHECK(error_of(OpId::Range, {i32(5), i32(1), i32(1)}) ==
        "Requires start <= limit when delta > 0: 5/1 [Op:Range]");
  CHECK(error_of(OpId::Range, {i32(0), i32(1), i32(0)}) == "Requires delta != 0: 0 [Op:Range]");
  CHECK(np(run1(OpId::Pack, {vec<int32_t>({1, 2}), vec<int32_t>({3, 4})})) == "[[1 2]\n [3 4]]");
  CHECK(np(run1(OpId::Pack, {vec<int32_t>({1, 2}), vec<int32_t>({3, 4})},
                Attrs{{"axis", int64_t{1}}})) == "[[1 3]\n [2 4]]");
  CHECK(np(run1(OpId::Pack, {i32(1), i32(2), i32(3)})) == "[1 2 3]");
  CHECK(
      error_of(OpId::Pack, {vec<int32_t>({1, 2}), vec<int32_t>({3})}) ==
      "Shapes of all inputs must match: values[0].shape = [2] != values[1].shape = [1] [Op:Pack]");
  CHECK(np(run1(OpId::ConcatV2, {m, m, i32(0)})) == "[[1 2 3]\n [4 5 6]\n [1 2 3]\n [4 5 6]]");
  CHECK(np(run1(OpId::ConcatV2, {m, mat<int32_t>({7, 8}, {2, 1}), i32(1)})) ==
        "[[1 2 3 7]\n [4 5 6 8]]");
  CHECK(error_of(OpId::ConcatV2, {m, mat<int32_t>({7, 8}, {2, 1}), i32(0)}) ==
        "ConcatOp : Dimension 1 in both shapes must be equal: shape[0] = [2,3] vs. shape[1] = "
        "[2,1] [Op:ConcatV2]");
  TensorList parts = run_op(OpId::Split, {i32(1), mat<int32_t>({1, 2, 3, 4}, {2, 2})},
                            Attrs{{"num_split", int64_t{2}}});
  REQUIRE(parts.size() == 2);
  CHECK(np(parts[0]) == "[[1]\n [3]]");
  CHECK(np(parts[1]) == "[[2]\n [4]]");
  CHECK(
      error_of(OpId::Split, {i32(0), vec<int32_t>({1, 2, 3})}, Attrs{{"num_split", int64_t{2}}}) ==
      "Number of ways to split should evenly divide the split dimension, but got split_dim 0 "
      "(size = 3) and num_split 2 [Op:Split]");
  Tensor cond = Tensor::from_bools({true, false});
  CHECK(np(run1(OpId::SelectV2, {cond, vec<int32_t>({1, 2}), i32(0)})) == "[1 0]");
  CHECK(np(run1(OpId::Select, {cond, mat<int32_t>({1, 2, 3, 4}, {2, 2}),
                               mat<int32_t>({0, 0, 0, 0}, {2, 2})})) == "[[1 2]\n [0 0]]");
  CHECK(np(run1(OpId::Shape, {m})) == "[2 3]");
  CHECK(run1(OpId::Shape, {m}).dtype() == DType::Int32);
  CHECK(run1(OpId::Shape, {m}, Attrs{{"out_type", DType::Int64}}).dtype() == DType::Int64);
  CHECK(np(run1(OpId::Size, {m})) == "6");
  CHECK(np(run1(OpId::Rank, {m})) == "2");
}

TEST_CASE("strided slice", "[ops][slice]") {
  Tensor m = Tensor::from_vector<int32_t>({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, Shape({3, 4}));
  auto slice = [&](const Tensor& t, std::vector<int32_t> b, std::vector<int32_t> e,
                   std::vector<int32_t> s, Attrs a = {}) {
    return np(run1(OpId::StridedSlice, {t, ints(b), ints(e), ints(s)}, a));
  };
  // t[1]
  CHECK(slice(m, {1}, {2}, {1}, Attrs{{"shrink_axis_mask", int64_t{1}}}) == "[4 5 6 7]");
  // t[-1]
  CHECK(slice(m, {-1}, {0}, {1}, Attrs{{"shrink_axis_mask", int64_t{1}}}) == "[ 8  9 10 11]");
  // t[:, 0]
  CHECK(slice(m, {0, 0}, {0, 1}, {1, 1},
              Attrs{{"begin_mask", int64_t{1}},
                    {"end_mask", int64_t{1}},
                    {"shrink_axis_mask", int64_t{2}}}) == "[0 4 8]");
  // t[::2]
  CHECK(slice(m, {0}, {0}, {2}, Attrs{{"begin_mask", int64_t{1}}, {"end_mask", int64_t{1}}}) ==
        "[[ 0  1  2  3]\n [ 8  9 10 11]]");
  // t[1:, ::-1]
  CHECK(slice(m, {1, 0}, {0, 0}, {1, -1},
              Attrs{{"end_mask", int64_t{1 | 2}}, {"begin_mask", int64_t{2}}}) ==
        "[[ 7  6  5  4]\n [11 10  9  8]]");
  // t[..., 1]
  CHECK(slice(m, {0, 1}, {0, 2}, {1, 1},
              Attrs{{"ellipsis_mask", int64_t{1}}, {"shrink_axis_mask", int64_t{2}}}) == "[1 5 9]");
  // t[None, 0]
  CHECK(run1(OpId::StridedSlice, {m, ints({0, 0}), ints({0, 1}), ints({1, 1})},
             Attrs{{"new_axis_mask", int64_t{1}}, {"shrink_axis_mask", int64_t{2}}})
            .shape()
            .str() == "(1, 4)");
  // t[1:100] clamps, t[5:2] is empty.
  CHECK(slice(m, {1}, {100}, {1}) == "[[ 4  5  6  7]\n [ 8  9 10 11]]");
  CHECK(run1(OpId::StridedSlice, {m, ints({5}), ints({2}), ints({1})}).shape().str() == "(0, 4)");
  CHECK(slice(vec<int32_t>({1, 2, 3}), {1}, {2}, {1}, Attrs{{"shrink_axis_mask", int64_t{1}}}) ==
        "2");
  CHECK(error_of(OpId::StridedSlice, {m, ints({5}), ints({6}), ints({1})},
                 Attrs{{"shrink_axis_mask", int64_t{1}}}) ==
        "slice index 5 of dimension 0 out of bounds. [Op:StridedSlice]");
  CHECK(error_of(OpId::StridedSlice, {m, ints({0, 0, 0}), ints({1, 1, 1}), ints({1, 1, 1})}) ==
        "Index out of range using input dim 2; input has only 2 dims [Op:StridedSlice]");
  CHECK(error_of(OpId::StridedSlice, {m, ints({0}), ints({1}), ints({0})}) ==
        "strides[0] must be non-zero [Op:StridedSlice]");
}

TEST_CASE("random ops", "[ops][random]") {
  Attrs seeded{{"seed", int64_t{1}}, {"seed2", int64_t{2}}};
  reset_random_streams();
  Tensor a = run1(OpId::RandomUniform, {ints({1000})}, seeded);
  Tensor b = run1(OpId::RandomUniform, {ints({1000})}, seeded);
  reset_random_streams();
  Tensor a2 = run1(OpId::RandomUniform, {ints({1000})}, seeded);
  CHECK(a.dtype() == DType::Float32);
  double sum = 0;
  bool same_ab = true, same_aa2 = true;
  for (int i = 0; i < 1000; ++i) {
    float v = a.at<float>(i);
    CHECK(v >= 0.0f);
    CHECK(v < 1.0f);
    sum += v;
    same_ab = same_ab && v == b.at<float>(i);
    same_aa2 = same_aa2 && v == a2.at<float>(i);
  }
  CHECK(std::fabs(sum / 1000 - 0.5) < 0.05);
  CHECK_FALSE(same_ab);  // the stream continues across calls
  CHECK(same_aa2);       // and replays after a reset
  Tensor n = run1(OpId::RandomStandardNormal, {ints({4001})},
                  Attrs{{"seed", int64_t{3}}, {"dtype", DType::Float64}});
  double mean = 0, sq = 0;
  for (int i = 0; i < 4001; ++i) {
    mean += n.at<double>(i);
    sq += n.at<double>(i) * n.at<double>(i);
  }
  mean /= 4001;
  CHECK(std::fabs(mean) < 0.1);
  CHECK(std::fabs(sq / 4001 - 1.0) < 0.1);
  CHECK(error_of(OpId::RandomUniform, {ints({2})}, Attrs{{"dtype", DType::Int32}}) ==
        "Could not find device for node: {{node RandomUniform}} = RandomUniform[dtype=DT_INT32] "
        "[Op:RandomUniform]");
}

TEST_CASE("scalar ops do not allocate", "[ops][perf]") {
  Tensor x = Tensor::scalar(1.5f), y = Tensor::scalar(2.0f);
  Tensor warm = run_op1(OpId::AddV2, {x, y});  // registry built on first use
  const OpDef& add = op_def(OpId::AddV2);
  long before = g_allocs.load();
  Tensor inputs[2] = {x, y};
  for (int i = 0; i < 100; ++i) {
    TensorList out = run_op(add, Span<Tensor>(inputs, 2));
    inputs[0] = out[0];
  }
  CHECK(g_allocs.load() == before);
  CHECK(inputs[0].item<float>() == 201.5f);
  // Report the eager scalar cost (not asserted: machines differ).
  const int kIters = 200000;
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < kIters; ++i) {
    TensorList out = run_op(add, Span<Tensor>(inputs, 2));
    inputs[0] = std::move(out[0]);
  }
  double ns =
      std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - t0).count() /
      kIters;
  WARN("float32 scalar AddV2 via run_op: " << ns << " ns/op");
}

// Every op's ScalarFn against its full eager path (infer + kernel), bit for
// bit, on values that stress each dtype: the fast path of eager operators must
// be invisible. Where the kernel fails, the ScalarFn must decline instead.
namespace {
template <class T>
void check_scalar_fns(const std::vector<T>& values) {
  int checked = 0, declined = 0;
  for (const OpDef* def : all_ops()) {
    if (!def->scalar) continue;
    for (T x : values) {
      for (T y : values) {
        Tensor a = Tensor::scalar(x), b = Tensor::scalar(y);
        Tensor want;
        bool kernel_ok = true;
        try {
          Tensor in[2] = {a, b};
          want = run_op1(def->id, Span<Tensor>(in, 2));
        } catch (TensorError&) {
          kernel_ok = false;
        }
        Tensor got;
        bool fast_ok = def->scalar(a.dtype(), a.raw_data(), b.raw_data(), &got);
        INFO(def->name << "(" << +x << ", " << +y << ") " << dtype_name(a.dtype()));
        if (!kernel_ok) {
          CHECK_FALSE(fast_ok);
          ++declined;
          continue;
        }
        if (!fast_ok) {  // a dtype the op has no kernel for would have failed above
          FAIL("ScalarFn declined a case the kernel runs");
          continue;
        }
        REQUIRE(got.dtype() == want.dtype());
        REQUIRE(got.is_scalar());
        CHECK(std::memcmp(got.raw_data(), want.raw_data(), dtype_size(want.dtype())) == 0);
        ++checked;
      }
    }
  }
  CHECK(checked > 0);
  if (std::is_integral_v<T>) CHECK(declined > 0);  // division by zero, negative powers
}
}  // namespace

TEST_CASE("ScalarFn of every binary op gives the kernel's bits, or declines where it fails") {
  const double inf = std::numeric_limits<double>::infinity();
  const double nan = std::numeric_limits<double>::quiet_NaN();
  check_scalar_fns<double>({0.0, -0.0, 1.5, -2.25, 1e308, 3e-310, inf, -inf, nan});
  check_scalar_fns<float>({0.0f, -0.0f, 0.1f, -7.5f, 3.4e38f, 1e-45f, float(inf), float(nan)});
  check_scalar_fns<int32_t>({0, 1, -1, 7, -7, 2, INT32_MAX, INT32_MIN});
  check_scalar_fns<int64_t>({0, 1, -1, 9, -9, 3, INT64_MAX, INT64_MIN});
  // Types outside scalar_fn_covers are declined, never computed.
  Tensor h = Tensor::scalar<bool>(true), out;
  CHECK_FALSE(op_def(OpId::AddV2).scalar(DType::Bool, h.raw_data(), h.raw_data(), &out));
  CHECK_FALSE(scalar_fn_covers(DType::Bool));
  CHECK_FALSE(scalar_fn_covers(DType::Complex64));
}
