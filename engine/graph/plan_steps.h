// The executor's step records, shared by the compiler and run loop
// (plan.cpp) and the elementwise fusion pass (plan_fusion.cpp). Internal to
// engine/graph.
#pragma once

#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "graph/plan.h"
#include "graph/variable.h"
#include "ops/fused_forms.h"

namespace minitf {

constexpr uint32_t kNoSlot = std::numeric_limits<uint32_t>::max();

enum class StepKind : uint8_t {
  Op,
  ReadVariable,
  AssignVariable,
  AssignAddVariable,
  AssignSubVariable,
  StringFormat,
  PrintV2,
  If,
  While,
  Fused,  // a chain of elementwise ops run as one pass (plan_fusion.cpp)
};

// One elementwise op of a fused step. An operand is the step's input #k
// (k >= 0), the updated variable's current value (kVariable), or the block
// that an earlier op of the chain left in scratch temp t (kTemp0 - t).
struct FusedOp {
  static constexpr int32_t kVariable = -1;
  static constexpr int32_t kTemp0 = -2;
  // The step of a row operand: FusedProgram::row elements, read again for
  // each row of the result.
  static constexpr uint8_t kRowStep = 2;
  BlockFn fn = nullptr;
  int32_t a = 0, b = 0;
  uint8_t a_step = 1, b_step = 1;  // 0: a one-element operand, broadcast; or kRowStep
  int32_t out_temp = -1;           // the scratch temp it writes; -1: the result
  const Node* node = nullptr;      // the graph node it computes
  OpId id = OpId::kCount;          // the registry op whose block function `fn` is
};

// The most operands a register kernel takes (scaled_step_form's five).
constexpr size_t kMaxFormInputs = 5;

// The fused steps of a sequence with one kernel (sequence_form_kernel's
// three).
constexpr size_t kMaxSequenceForms = 3;

// An operand of a fused step's register kernel (fused_forms.h): the step's
// input #k (k >= 0) or the updated variable's value (FusedOp::kVariable).
struct FormInput {
  int32_t which = 0;
  uint8_t step = 1;  // 0: a one-element operand, broadcast
};

struct FusedProgram {
  std::vector<FusedOp> ops;  // in the graph's order; the last writes the result
  DType dtype = DType::Float32;
  Shape shape;  // of the result (and every op's output)
  int64_t elements = 0;
  uint32_t temps = 0;           // scratch blocks it needs
  std::vector<uint8_t> full;    // per input: has the result's elements (1) or one (0)
  const Node* first = nullptr;  // the chain's first node: named when allocation fails
  // The elements of the chain's row operands (a bias repeated along the
  // leading dims), 0 if none: blocks then hold whole rows.
  int64_t row = 0;
  // Where the chain has a shape with a register kernel (plan_forms.cpp): the
  // kernel and its operands; `ops` then only names the chain.
  FormFn form = nullptr;
  FormSpec form_spec;
  std::vector<FormInput> form_inputs;
};

// Gives `p` the register kernel of its shape, if it has one.
void match_form(FusedProgram& p);
// How schedule_text() names a form.
const char* form_name(const FormSpec& spec);

struct ExecutablePlan::Step {
  StepKind kind = StepKind::Op;
  const Node* node = nullptr;
  const OpDef* op = nullptr;
  uint32_t in_begin = 0, in_count = 0;
  uint32_t out_begin = 0, out_count = 0;
  bool static_specs = false;  // the kernel gets `specs`; no inference at run time
  SpecList specs;
  VariableResource* resource = nullptr;
  // StringFormat / PrintV2 attributes, read once here.
  std::string text1, text2;
  int64_t summarize = 0;
  std::unique_ptr<ExecutablePlan> sub[2];  // If: then, else. While: cond, body
  uint32_t state = 0;                      // If/While: its Frame::state entry
  // Fused: the chain; its root (`node`) is the last op, or the
  // AssignAdd/AssignSubVariableOp (`resource`) its result updates.
  std::unique_ptr<FusedProgram> fused;
  StepKind root = StepKind::Op;
  // Fused: this many steps from here (Fused steps of one element count and
  // dtype, and the ReadVariableOps between them) run as one pass, block by
  // block: an Adam update's three chains read each block of the moments
  // while it is in the cache. 0: the step runs alone.
  uint32_t sequence = 0;
  // Where the sequence's fused steps are the forms of an Adam update: its
  // kernel, run element by element over all of them (fused_forms.h).
  SequenceFormFn sequence_form = nullptr;
};

// A fused step's buffers while its blocks are computed.
struct FusedRun {
  const FusedProgram* program = nullptr;
  const Tensor* args = nullptr;
  const void* variable = nullptr;  // the updated variable's old value
  void* target = nullptr;          // where the result goes
  Tensor old;                      // keeps the old value alive when the update is not in place
};

}  // namespace minitf
