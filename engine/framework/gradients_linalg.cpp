// Gradients of the linear-algebra ops (TF's linalg_grad.py): MatrixInverse,
// MatrixDeterminant, the diagonal ops (batched through Einsum's ellipsis) and
// Einsum itself, and Svd's singular values.
#include <algorithm>
#include <cctype>
#include <string>

#include "framework/gradients_impl.h"
#include "runtime/errors.h"

namespace minitf {

namespace {

using grad::op;
using V = std::vector<Value>;
using I = Interpreter;

Value einsum(I& in, const char* eq, const Value& a, const Value& b) {
  return op(in, OpId::Einsum, {a, b}, Attrs{{"equation", std::string(eq)}, {"N", int64_t(2)}});
}

// inv(A)'s gradient: -inv(A)^T g inv(A)^T.
V matrix_inverse_grad(I& in, const GradOp& o, const V& g) {
  Value y = o.outputs[0];
  Value yt_g = einsum(in, "...ji,...jk->...ik", y, g[0]);
  return {op(in, OpId::Neg, {einsum(in, "...ik,...lk->...il", yt_g, y)})};
}

// det(A)'s gradient: g * det(A) * inv(A)^T, per matrix of the batch.
V matrix_determinant_grad(I& in, const GradOp& o, const V& g) {
  Value scale = op(in, OpId::Mul, {g[0], o.outputs[0]});
  Value inv = op(in, OpId::MatrixInverse, {o.inputs[0]});
  Value s = op(in, OpId::ExpandDims,
               {op(in, OpId::ExpandDims, {scale, grad::ints({-1})}), grad::ints({-1})});
  Value inv_t = op(in, OpId::Einsum, {inv},
                   Attrs{{"equation", std::string("...ij->...ji")}, {"N", int64_t(1)}});
  return {op(in, OpId::Mul, {s, inv_t})};
}

Value zero_of(const Value& like) { return grad::scalar(0, grad::dtype_of(like)); }

// MatrixDiagV3 places the diagonal; its gradient reads the same diagonal back.
V matrix_diag_grad(I& in, const GradOp& o, const V& g) {
  Value part = op(in, OpId::MatrixDiagPartV3, {g[0], o.inputs[1], zero_of(g[0])}, o.attrs);
  return {part, Value(), Value(), Value(), Value()};
}

// MatrixDiagPartV3 reads a diagonal; its gradient places it in a matrix of
// the input's shape (zeros elsewhere).
V matrix_diag_part_grad(I& in, const GradOp& o, const V& g) {
  const Shape& s = grad::shape_of(o.inputs[0]);
  if (!s.known_rank() || s[s.rank() - 2] < 0 || s[s.rank() - 1] < 0)
    throw_not_implemented(
        "minitf: the gradient of MatrixDiagPartV3 needs its input's matrix shape while the "
        "graph is built");
  Value rows = make_eager_tensor(Tensor::scalar<int32_t>(int32_t(s[s.rank() - 2])));
  Value cols = make_eager_tensor(Tensor::scalar<int32_t>(int32_t(s[s.rank() - 1])));
  return {op(in, OpId::MatrixDiagV3, {g[0], o.inputs[1], rows, cols, zero_of(g[0])}, o.attrs),
          Value(), Value()};
}

// Einsum: the gradient of operand i is the einsum of the incoming gradient
// with the other operands, onto operand i's labels (those that appear only in
// operand i were summed away, so the gradient is broadcast along them). An
// ellipsis leading a term and the output is kept, and the gradient summed back
// over the dimensions it broadcast; an ellipsis elsewhere or summed away, and a
// label repeated within one operand (a diagonal), are not covered and say so.
const char kEllipsis[] = "...";

// Splits a leading "..." off `t`; an ellipsis anywhere else is not covered.
bool strip_ellipsis(std::string* t) {
  size_t at = t->find(kEllipsis);
  if (at == std::string::npos) return false;
  if (at != 0)
    throw_not_implemented(
        "minitf: the gradient of Einsum with an ellipsis after a label is not implemented");
  t->erase(0, 3);
  return true;
}

V einsum_grad(I& in, const GradOp& o, const V& g) {
  std::string eq;
  for (char c : o.attrs.get_string("equation", ""))
    if (c != ' ') eq += c;
  size_t arrow = eq.find("->");
  std::string lhs = eq.substr(0, arrow), out;
  std::vector<std::string> terms(1);
  for (char c : lhs) {
    if (c == ',')
      terms.emplace_back();
    else
      terms.back() += c;
  }
  std::vector<std::string> letters = terms;
  std::vector<bool> has_e;
  bool any_e = false;
  for (std::string& t : letters) {
    has_e.push_back(strip_ellipsis(&t));
    any_e = any_e || has_e.back();
    for (size_t i = 0; i < t.size(); ++i)
      if (t.find(t[i], i + 1) != std::string::npos)
        throw_not_implemented(
            "minitf: the gradient of Einsum with a label repeated in one operand is not "
            "implemented");
  }
  if (arrow != std::string::npos) {
    out = eq.substr(arrow + 2);
  } else {
    // Implicit output: the ellipsis, then the labels seen once, in alphabetical order.
    if (any_e) out = kEllipsis;
    for (char c = 'A'; c <= 'z'; ++c)
      if (std::isalpha(static_cast<unsigned char>(c)) && std::count(lhs.begin(), lhs.end(), c) == 1)
        out += c;
  }
  std::string out_letters = out;
  if (any_e && !strip_ellipsis(&out_letters))
    throw_not_implemented(
        "minitf: the gradient of Einsum summing over its ellipsis is not implemented");
  V result;
  for (size_t i = 0; i < terms.size(); ++i) {
    std::string sources = out, present = has_e[i] ? kEllipsis : "";
    std::vector<Value> operands = {g[0]};
    for (size_t j = 0; j < terms.size(); ++j)
      if (j != i) {
        sources += "," + terms[j];
        operands.push_back(o.inputs[j]);
      }
    for (char c : letters[i])
      if (sources.find(c) != std::string::npos) present += c;
    std::vector<Value> r =
        grad::op_n(in, OpId::Einsum, operands,
                   Attrs{{"equation", sources + "->" + present}, {"N", int64_t(operands.size())}});
    Value gi = r[0];
    if (has_e[i]) {
      if (present != terms[i])
        throw_not_implemented(
            "minitf: the gradient of Einsum with an ellipsis and a label of one operand only is "
            "not implemented");
      gi = grad::unbroadcast(in, gi, o.inputs[i]);
    } else if (present != terms[i]) {
      const Shape& xs = grad::shape_of(o.inputs[i]);
      if (!xs.fully_defined())
        throw_not_implemented(
            "minitf: the gradient of Einsum over a label of one operand needs that operand's "
            "shape while the graph is built");
      std::vector<int64_t> kept;
      for (size_t k = 0; k < terms[i].size(); ++k)
        kept.push_back(present.find(terms[i][k]) != std::string::npos ? xs[int(k)] : 1);
      gi = grad::broadcast_like(in, op(in, OpId::Reshape, {gi, grad::ints(kept)}), o.inputs[i]);
    }
    result.push_back(gi);
  }
  return result;
}

// Svd without u and v (what tf.norm's 2-norm runs): TF's _SvdGrad computes the
// factors again and gives u diag(grad_s) v^T. The gradients of u and v
// themselves (compute_uv=True) are not built yet: a clear error, not zeros.
V svd_grad(I& in, const GradOp& o, const V& g) {
  if (o.attrs.get_bool("compute_uv", true))
    throw_not_implemented(
        "minitf has no gradient of Svd with compute_uv=True yet (only of the singular values)");
  Attrs uv{{"compute_uv", true}, {"full_matrices", false}};
  std::vector<Value> factors = grad::op_n(in, OpId::Svd, {o.inputs[0]}, uv);
  Value scaled = op(in, OpId::Mul,
                    {factors[1], op(in, OpId::ExpandDims, {g[0], grad::scalar(-2, DType::Int32)})});
  return {einsum(in, "...ik,...jk->...ij", scaled, factors[2])};
}

}  // namespace

void register_linalg_gradients(GradTable& t) {
  t.fn(OpId::Svd, svd_grad);
  t.fn(OpId::MatrixInverse, matrix_inverse_grad);
  t.fn(OpId::MatrixDeterminant, matrix_determinant_grad);
  t.fn(OpId::MatrixDiagV3, matrix_diag_grad);
  t.fn(OpId::MatrixDiagPartV3, matrix_diag_part_grad);
  t.fn(OpId::Einsum, einsum_grad);
}

}  // namespace minitf
