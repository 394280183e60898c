// Which fused chains run on a register kernel (ops/fused_forms.h). A chain is
// matched by its tree, from the result down: the ops' registry ids, which
// operand of each op is an earlier op's result and which is read from memory.
// A chain of any other shape keeps the block-by-block evaluation.
#include <array>
#include <vector>

#include "graph/plan_steps.h"

namespace minitf {

namespace {

// The tree of a fused program: each op's operands as the op that computed
// them, or as memory (an input or the variable).
class ChainTree {
 public:
  explicit ChainTree(const FusedProgram& p) : p_(p), from_(p.ops.size(), {-1, -1}) {
    std::vector<int32_t> writer(p.temps, -1);  // the op whose result a temp holds now
    for (size_t i = 0; i < p.ops.size(); ++i) {
      const FusedOp& op = p.ops[i];
      const int32_t operands[2] = {op.a, op.b};
      for (int k = 0; k < 2; ++k)
        if (operands[k] <= FusedOp::kTemp0) from_[i][k] = writer[FusedOp::kTemp0 - operands[k]];
      if (op.out_temp >= 0) writer[op.out_temp] = static_cast<int32_t>(i);
    }
  }
  int32_t root() const { return static_cast<int32_t>(p_.ops.size()) - 1; }
  OpId id(int32_t i) const { return p_.ops[i].id; }
  // Operand k of op i: the op that computed it, or -1 when read from memory.
  int32_t from(int32_t i, int k) const { return from_[i][k]; }
  FormInput memory(int32_t i, int k) const {
    const FusedOp& op = p_.ops[i];
    return FormInput{k == 0 ? op.a : op.b, k == 0 ? op.a_step : op.b_step};
  }
  bool is(int32_t i, OpId id) const { return i >= 0 && p_.ops[i].id == id; }

 private:
  const FusedProgram& p_;
  std::vector<std::array<int32_t, 2>> from_;
};

// For a commutative op (IEEE addition and multiplication give the same bits
// either way round), which operand is an op's result and which memory: k is
// the result's side, or -1 when the operands are not one of each.
int result_side(const ChainTree& t, int32_t i) {
  const bool a = t.from(i, 0) >= 0, b = t.from(i, 1) >= 0;
  if (a == b) return -1;
  return a ? 0 : 1;
}

// out = v +/- ((x - m) * s), x optionally Square(x): see FormKind.
bool match_moving_average(const ChainTree& t, FusedProgram& p) {
  const int32_t r = t.root();
  const bool add = t.is(r, OpId::AddV2);
  if (!add && !t.is(r, OpId::Sub)) return false;
  // The update: memory first for Sub; either way round for AddV2.
  const int side = result_side(t, r);
  if (side < 0 || (!add && side != 1)) return false;
  const int32_t mul = t.from(r, side);
  if (!t.is(mul, OpId::Mul)) return false;
  const int mul_side = result_side(t, mul);
  if (mul_side < 0) return false;
  const int32_t sub = t.from(mul, mul_side);
  if (!t.is(sub, OpId::Sub) || t.from(sub, 1) >= 0) return false;
  bool square = false;
  FormInput x;
  if (t.from(sub, 0) < 0) {
    x = t.memory(sub, 0);
  } else {
    const int32_t sq = t.from(sub, 0);
    if (!t.is(sq, OpId::Square) || t.from(sq, 0) >= 0) return false;
    square = true;
    x = t.memory(sq, 0);
  }
  const FormSpec spec{FormKind::MovingAverage, square, add};
  FormFn fn = form_kernel(p.dtype, spec);
  if (!fn) return false;
  p.form = fn;
  p.form_spec = spec;
  p.form_inputs = {x, t.memory(sub, 1), t.memory(mul, 1 - mul_side), t.memory(r, 1 - side)};
  return true;
}

// out = v -/+ ((a * b) / (Sqrt(c) + e)): see FormKind.
bool match_scaled_step(const ChainTree& t, FusedProgram& p) {
  const int32_t r = t.root();
  const bool add = t.is(r, OpId::AddV2);
  if (!add && !t.is(r, OpId::Sub)) return false;
  const int side = result_side(t, r);
  if (side < 0 || (!add && side != 1)) return false;
  const int32_t div = t.from(r, side);
  if (!t.is(div, OpId::RealDiv)) return false;
  const int32_t mul = t.from(div, 0), den = t.from(div, 1);
  if (!t.is(mul, OpId::Mul) || t.from(mul, 0) >= 0 || t.from(mul, 1) >= 0) return false;
  if (!t.is(den, OpId::AddV2)) return false;
  const int den_side = result_side(t, den);
  if (den_side < 0) return false;
  const int32_t root = t.from(den, den_side);
  if (!t.is(root, OpId::Sqrt) || t.from(root, 0) >= 0) return false;
  const FormInput c = t.memory(root, 0);
  // The square root's operand must have every element: the kernels take a
  // one-element operand's root per element, as the unfused chain cannot.
  if (!c.step) return false;
  const FormSpec spec{FormKind::ScaledStep, false, add};
  FormFn fn = form_kernel(p.dtype, spec);
  if (!fn) return false;
  p.form = fn;
  p.form_spec = spec;
  p.form_inputs = {t.memory(mul, 0), t.memory(mul, 1), c, t.memory(den, 1 - den_side),
                   t.memory(r, 1 - side)};
  return true;
}

}  // namespace

void match_form(FusedProgram& p) {
  if (p.ops.empty()) return;
  const ChainTree tree(p);
  if (!match_moving_average(tree, p)) match_scaled_step(tree, p);
  MINITF_ASSERT(p.form_inputs.size() <= kMaxFormInputs, "a register kernel's operands fit");
}

const char* form_name(const FormSpec& spec) {
  return spec.kind == FormKind::ScaledStep ? "scaled step" : "moving average";
}

}  // namespace minitf
