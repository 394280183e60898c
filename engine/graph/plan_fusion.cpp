// Elementwise fusion in the executor (see plan.h). At compile time, each
// chain (or tree) of elementwise registry ops of one dtype and one element
// count, whose intermediate results no other step and no graph output reads,
// becomes one Fused step; so does the AssignAdd/AssignSubVariableOp that
// consumes such a chain. A run then computes the chain kFusionBlockBytes of
// each operand at a time through the ops' own block functions (BlockFn): one
// pass over memory, no intermediate tensors, the kernels' own bits.
//
// The graph is untouched: only the schedule differs. The fused ops cannot
// fail (their block functions exist only where the kernel cannot), so the
// only errors a fused step raises are the variable update's checks (named by
// the assign, as unfused) and a failed allocation, named by the chain's first
// op, which is the one whose output would have been allocated first.
//
// A fused step also reuses memory: its result goes into a moved input's
// buffer when the step holds every reference to it (TF's buffer forwarding),
// and an update goes into the variable's own buffer when nobody else holds it.
#include <algorithm>

#include "graph/plan_steps.h"

namespace minitf {

namespace {

// The shortest row operand: each op of a chain with one runs once per row,
// and shorter rows would spend more on the calls than on the arithmetic.
constexpr int64_t kMinRowBytes = 256;

// Whether `in` is a row operand of an op with output shape `out`: the
// output's trailing dims (a bias added to each row of a batch, as
// binary_loop's row-by-row case reads it). Its rows must be a multiple of 64
// bytes, so that every row starts where a vectorized kernel's packet does
// (see BlockFn), and fit in a block, which then holds whole rows.
bool is_row_operand(const Shape& in, const Shape& out, DType d) {
  if (!in.known_rank() || !out.known_rank() || in.rank() < 1 || in.rank() > out.rank())
    return false;
  for (int i = 1; i <= in.rank(); ++i)
    if (in[in.rank() - i] != out[out.rank() - i]) return false;
  const int64_t bytes = in.num_elements() * static_cast<int64_t>(dtype_size(d));
  return bytes % 64 == 0 && bytes >= kMinRowBytes &&
         bytes <= static_cast<int64_t>(kFusionBlockBytes);
}

}  // namespace

void ExecutablePlan::fuse_elementwise() {
  const size_t ns = steps_.size();
  std::vector<uint32_t> uses(num_slots_, 0);
  for (const InputRef& r : in_refs_) ++uses[r.slot];

  // The steps that may join a chain: a registry op with known shapes, one
  // output, and operands of the output's dtype with its element count, one
  // element, or one row (see is_row_operand).
  std::vector<BlockFn> fn(ns, nullptr);
  std::vector<int64_t> row_of(ns, 0);  // per step: its row operands' elements, 0 if none
  std::vector<uint32_t> producer(num_slots_, kNoSlot);
  auto elements = [&](size_t k) { return steps_[k].specs[0].shape.num_elements(); };
  for (size_t k = 0; k < ns; ++k) {
    const Step& s = steps_[k];
    if (s.kind != StepKind::Op || !s.static_specs || s.out_count != 1 || !s.op->block) continue;
    const TensorSpec& o = s.specs[0];
    BlockFn f = s.op->block(o.dtype);
    if (!f || s.in_count < 1 || s.in_count > 2 || s.node->inputs.size() != s.in_count) continue;
    const int64_t n = o.shape.num_elements();
    bool ok = true;
    int64_t row = 0;
    for (const Output& in : s.node->inputs) {
      const int64_t m = in.shape().num_elements();
      ok = ok && in.dtype() == o.dtype;
      if (m == n || m == 1) continue;
      ok = ok && is_row_operand(in.shape(), o.shape, o.dtype) && (row == 0 || row == m);
      row = m;
    }
    if (!ok) continue;
    fn[k] = f;
    row_of[k] = row;
    producer[out_slots_[s.out_begin]] = static_cast<uint32_t>(k);
  }

  // Groups, found from their last step backwards: group_of[k] is the root
  // step of the group that absorbed step k.
  std::vector<uint32_t> group_of(ns, kNoSlot);
  std::vector<std::vector<uint32_t>> members(ns);
  std::vector<int64_t> group_row(ns, 0);
  for (size_t k = ns; k-- > 0;) {
    const Step& s = steps_[k];
    if (group_of[k] != kNoSlot) continue;
    uint32_t top = kNoSlot;  // the op whose result is the group's
    if (fn[k]) {
      top = static_cast<uint32_t>(k);
    } else if ((s.kind == StepKind::AssignAddVariable || s.kind == StepKind::AssignSubVariable) &&
               s.in_count == 1) {
      const uint32_t delta = in_refs_[s.in_begin].slot;
      const uint32_t p = producer[delta];
      const OpDef& update = op_def(s.kind == StepKind::AssignAddVariable ? OpId::AddV2 : OpId::Sub);
      if (p == kNoSlot || uses[delta] != 1 || group_of[p] != kNoSlot ||
          !update.block(steps_[p].specs[0].dtype))
        continue;
      top = p;
    } else {
      continue;
    }
    const int64_t n = elements(top);
    const DType dtype = steps_[top].specs[0].dtype;
    int64_t row = row_of[top];  // one row length per group
    std::vector<uint32_t>& group = members[k];
    std::vector<uint32_t> work{top};
    group_of[top] = static_cast<uint32_t>(k);
    while (!work.empty()) {
      const uint32_t m = work.back();
      work.pop_back();
      group.push_back(m);
      const Step& ms = steps_[m];
      for (uint32_t i = 0; i < ms.in_count; ++i) {
        const uint32_t slot = in_refs_[ms.in_begin + i].slot;
        const uint32_t q = producer[slot];
        if (q == kNoSlot || uses[slot] != 1 || group_of[q] != kNoSlot || elements(q) != n ||
            steps_[q].specs[0].dtype != dtype || (row && row_of[q] && row_of[q] != row))
          continue;
        if (row_of[q]) row = row_of[q];
        group_of[q] = static_cast<uint32_t>(k);
        work.push_back(q);
      }
    }
    std::sort(group.begin(), group.end());
    group_of[k] = static_cast<uint32_t>(k);
    group_row[k] = row;
  }

  // The new schedule.
  std::vector<Step> steps;
  std::vector<InputRef> refs;
  steps.reserve(ns);
  max_args_ = 0;
  std::vector<int32_t> temp_of(ns, -1);  // per member step: the scratch temp of its result
  for (size_t k = 0; k < ns; ++k) {
    Step& s = steps_[k];
    if (group_of[k] != kNoSlot && group_of[k] != k) continue;  // runs inside its group
    if (members[k].empty()) {
      const uint32_t begin = static_cast<uint32_t>(refs.size());
      for (uint32_t i = 0; i < s.in_count; ++i) refs.push_back(in_refs_[s.in_begin + i]);
      s.in_begin = begin;
      max_args_ = std::max<size_t>(max_args_, s.in_count);
      steps.push_back(std::move(s));
      continue;
    }
    const std::vector<uint32_t>& group = members[k];
    const Step& top = steps_[group.back()];
    auto prog = std::make_unique<FusedProgram>();
    prog->dtype = top.specs[0].dtype;
    prog->shape = top.specs[0].shape;
    prog->elements = prog->shape.num_elements();
    prog->first = steps_[group.front()].node;
    prog->row = group_row[k];
    std::vector<uint32_t> inputs;  // external slots, each once
    std::vector<int32_t> free_temps;
    auto operand = [&](uint32_t slot, const Output& in, int32_t* which, uint8_t* step) {
      const uint32_t q = producer[slot];
      if (q != kNoSlot && group_of[q] == k && temp_of[q] >= 0) {
        *which = FusedOp::kTemp0 - temp_of[q];
        *step = 1;
        free_temps.push_back(temp_of[q]);  // read once: free once this op has read it
        return;
      }
      auto at = std::find(inputs.begin(), inputs.end(), slot);
      if (at == inputs.end()) {
        inputs.push_back(slot);
        prog->full.push_back(in.shape().num_elements() == prog->elements ? 1 : 0);
        at = inputs.end() - 1;
      }
      *which = static_cast<int32_t>(at - inputs.begin());
      const int64_t m = in.shape().num_elements();
      *step = m == prog->elements ? 1 : m == 1 ? 0 : FusedOp::kRowStep;
    };
    const bool update = s.kind != StepKind::Op;
    for (uint32_t m : group) {
      const Step& ms = steps_[m];
      FusedOp op;
      op.fn = fn[m];
      op.node = ms.node;
      op.id = ms.op->id;
      operand(in_refs_[ms.in_begin].slot, ms.node->inputs[0], &op.a, &op.a_step);
      if (ms.in_count == 2) {
        operand(in_refs_[ms.in_begin + 1].slot, ms.node->inputs[1], &op.b, &op.b_step);
      } else {
        op.b = op.a;
        op.b_step = op.a_step;
      }
      if (m != group.back() || update) {
        if (free_temps.empty()) {
          op.out_temp = static_cast<int32_t>(prog->temps++);
        } else {
          op.out_temp = free_temps.back();
          free_temps.pop_back();
        }
        temp_of[m] = op.out_temp;
      }
      prog->ops.push_back(op);
    }
    if (update) {
      // The variable's new value: value + delta (or - delta), as the update's
      // own AddV2/Sub kernel computes it.
      FusedOp op;
      op.fn = op_def(s.kind == StepKind::AssignAddVariable ? OpId::AddV2 : OpId::Sub)
                  .block(prog->dtype);
      op.a = FusedOp::kVariable;
      op.b = FusedOp::kTemp0 - prog->ops.back().out_temp;
      op.node = s.node;
      op.id = s.kind == StepKind::AssignAddVariable ? OpId::AddV2 : OpId::Sub;
      prog->ops.push_back(op);
    }
    // Inline results are excluded: their buffers need not start on a packet
    // boundary, where the kernels' vectorized parts would then begin.
    if (prog->elements * static_cast<int64_t>(dtype_size(prog->dtype)) >
            static_cast<int64_t>(Tensor::kInlineBytes) &&
        prog->row == 0)
      match_form(*prog);
    Step fused;
    fused.kind = StepKind::Fused;
    fused.root = s.kind;
    fused.node = s.node;
    fused.resource = s.resource;
    fused.in_begin = static_cast<uint32_t>(refs.size());
    for (uint32_t slot : inputs) refs.push_back(InputRef{slot, false});
    fused.in_count = static_cast<uint32_t>(inputs.size());
    fused.out_begin = s.out_begin;
    fused.out_count = s.out_count;
    num_temps_ = std::max<size_t>(num_temps_, prog->temps);
    max_args_ = std::max<size_t>(max_args_, fused.in_count);
    fused.fused = std::move(prog);
    steps.push_back(std::move(fused));
  }
  const size_t outputs_begin = refs.size();
  for (size_t i = outputs_begin_; i < in_refs_.size(); ++i) refs.push_back(in_refs_[i]);
  outputs_begin_ = outputs_begin;
  in_refs_ = std::move(refs);
  steps_ = std::move(steps);
  find_sequences();
}

void ExecutablePlan::find_sequences() {
  size_t runs = 1;
  for (size_t i = 0; i < steps_.size();) {
    if (steps_[i].kind != StepKind::Fused) {
      ++i;
      continue;
    }
    const FusedProgram& p = *steps_[i].fused;
    // Results computed after the steps that read them are seen through their
    // shared buffers; an inline tensor is copied when read, so small chains
    // run alone, and so do chains with a row operand (their blocks are whole
    // rows).
    if (p.elements * static_cast<int64_t>(dtype_size(p.dtype)) <=
            static_cast<int64_t>(Tensor::kInlineBytes) ||
        p.row) {
      ++i;
      continue;
    }
    size_t last = i, args = steps_[i].in_count, fused = 1;
    size_t args_to_last = args, fused_to_last = fused;
    for (size_t j = i + 1; j < steps_.size(); ++j) {
      const Step& t = steps_[j];
      if (t.kind == StepKind::ReadVariable) continue;
      if (t.kind != StepKind::Fused || t.fused->elements != p.elements ||
          t.fused->dtype != p.dtype || t.fused->row)
        break;
      args += t.in_count;
      ++fused;
      last = j;
      args_to_last = args;
      fused_to_last = fused;
    }
    if (last > i) {
      steps_[i].sequence = static_cast<uint32_t>(last - i + 1);
      std::vector<FormSpec> forms;
      bool all_forms = true;
      for (size_t j = i; j <= last; ++j) {
        const Step& t = steps_[j];
        if (t.kind != StepKind::Fused) continue;
        all_forms = all_forms && t.fused->form;
        forms.push_back(t.fused->form_spec);
      }
      if (all_forms)
        steps_[i].sequence_form = sequence_form_kernel(p.dtype, forms.data(), forms.size());
      max_args_ = std::max(max_args_, args_to_last);
      runs = std::max(runs, fused_to_last);
    }
    i = last + 1;
  }
  max_runs_ = runs;
}

void ExecutablePlan::prepare_fused(Frame& f, const Step& s, const Tensor* args, FusedRun* run) {
  const FusedProgram& p = *s.fused;
  const InputRef* refs = in_refs_.data() + s.in_begin;
  run->program = &p;
  run->args = args;
  run->variable = nullptr;
  run->target = nullptr;
  auto allocate = [&] {
    try {
      return Tensor::empty(p.dtype, p.shape);
    } catch (const TensorError& e) {
      throw GraphExecutionError(e, p.first->name, graph_->name());
    }
  };
  // The step's own references to `t`'s buffer.
  auto held_here = [&](const Tensor& t) {
    int32_t n = 0;
    for (uint32_t i = 0; i < s.in_count; ++i) n += args[i].shares_storage_with(t) ? 1 : 0;
    return n;
  };
  if (s.root != StepKind::Op) {
    VariableResource& var = *s.resource;
    try {
      check_variable_update(var, p.dtype, p.shape);
    } catch (const TensorError& e) {
      throw GraphExecutionError(e, s.node->name, graph_->name());
    }
    if (var.value.storage_holders() == 1 + held_here(var.value)) {
      run->target = var.value.mutable_raw_data();
      run->variable = run->target;
    } else {
      // Copy on write: the new value goes to a buffer of its own, installed
      // now so that a ReadVariableOp later in the sequence reads it.
      Tensor fresh = allocate();
      run->old = std::move(var.value);
      run->variable = run->old.raw_data();
      var.value = std::move(fresh);
      run->target = var.value.mutable_raw_data();  // (an inline value lives in the tensor)
    }
    return;
  }
  Tensor& out = f.slots[out_slots_[s.out_begin]];
  bool forwarded = false;
  for (uint32_t i = 0; i < s.in_count && !forwarded; ++i) {
    const Tensor& in = args[i];
    if (refs[i].move && p.full[i] && !in.is_inline() && in.dtype() == p.dtype &&
        in.shape() == p.shape && in.storage_holders() == held_here(in)) {
      out = in;
      forwarded = true;
    }
  }
  if (!forwarded) out = allocate();
  run->target = out.mutable_raw_data();  // (an inline result lives in the slot)
}

void ExecutablePlan::form_operands(const FusedRun& run, size_t offset, FormOperand* in) {
  const FusedProgram& p = *run.program;
  for (size_t i = 0; i < p.form_inputs.size(); ++i) {
    const FormInput& fi = p.form_inputs[i];
    const unsigned char* base =
        fi.which == FusedOp::kVariable
            ? static_cast<const unsigned char*>(run.variable)
            : static_cast<const unsigned char*>(run.args[fi.which].raw_data());
    in[i] = FormOperand{base + (fi.step ? offset : 0), fi.step};
  }
}

void ExecutablePlan::compute_fused(Frame& f, const FusedRun& run, int64_t start,
                                   int64_t len) const {
  const FusedProgram& p = *run.program;
  const size_t offset = static_cast<size_t>(start) * dtype_size(p.dtype);
  if (p.form) {
    FormOperand in[kMaxFormInputs];
    form_operands(run, offset, in);
    p.form(in, static_cast<unsigned char*>(run.target) + offset, len);
    return;
  }
  FusionBlock* scratch = f.scratch.data();
  auto operand = [&](int32_t o, uint8_t step) -> const unsigned char* {
    if (o >= 0)
      return static_cast<const unsigned char*>(run.args[o].raw_data()) + (step == 1 ? offset : 0);
    if (o == FusedOp::kVariable) return static_cast<const unsigned char*>(run.variable) + offset;
    return scratch[FusedOp::kTemp0 - o].bytes;
  };
  for (const FusedOp& op : p.ops) {
    unsigned char* out = op.out_temp < 0 ? static_cast<unsigned char*>(run.target) + offset
                                         : scratch[op.out_temp].bytes;
    const unsigned char* a = operand(op.a, op.a_step);
    const unsigned char* b = operand(op.b, op.b_step);
    if (op.a_step != FusedOp::kRowStep && op.b_step != FusedOp::kRowStep) {
      op.fn(a, op.a_step, b, op.b_step, out, len);
      continue;
    }
    // Row by row (the block holds whole rows): the row operand read from its
    // start each time, as the unfused kernel reads it.
    const size_t row_bytes = static_cast<size_t>(p.row) * dtype_size(p.dtype);
    const size_t a_row = op.a_step == 1 ? row_bytes : 0, b_row = op.b_step == 1 ? row_bytes : 0;
    for (int64_t r = 0; r < len; r += p.row) {
      op.fn(a, op.a_step ? 1 : 0, b, op.b_step ? 1 : 0, out, p.row);
      a += a_row;
      b += b_row;
      out += row_bytes;
    }
  }
}

namespace {

// Elements of `d` per block (see kFusionBlockBytes).
int64_t block_elements(DType d) { return static_cast<int64_t>(kFusionBlockBytes / dtype_size(d)); }

}  // namespace

void ExecutablePlan::run_fused(Frame& f, const Step& s) {
  // Polled before anything changes: a fused update is all or nothing.
  poll_interrupt();
  FusedRun& run = f.runs[0];
  prepare_fused(f, s, f.args.data(), &run);
  const int64_t n = s.fused->elements, row = s.fused->row;
  int64_t per_block = block_elements(s.fused->dtype);
  if (row) per_block -= per_block % row;  // whole rows
  for (int64_t start = 0; start < n; start += per_block)
    compute_fused(f, run, start, std::min(per_block, n - start));
  run.old = Tensor();
}

void ExecutablePlan::run_sequence(Frame& f, const Step* s) {
  poll_interrupt();
  const uint32_t count = s->sequence;
  const int64_t n = s->fused->elements, per_block = block_elements(s->fused->dtype);
  size_t used_args = 0, runs = 0;
  auto compute = [&] {
    for (int64_t start = 0; start < n; start += per_block) {
      const int64_t len = std::min(per_block, n - start);
      for (size_t r = 0; r < runs; ++r) compute_fused(f, f.runs[r], start, len);
    }
  };
  auto release = [&] {
    for (size_t i = 0; i < used_args; ++i) f.args[i] = Tensor();
    for (size_t r = 0; r < runs; ++r) f.runs[r].old = Tensor();
  };
  try {
    for (uint32_t k = 0; k < count; ++k) {
      const Step& m = s[k];
      if (m.kind == StepKind::ReadVariable) {
        f.slots[out_slots_[m.out_begin]] = m.resource->value;
        continue;
      }
      Tensor* args = f.args.data() + used_args;
      gather_inputs(f, m, args);
      used_args += m.in_count;
      prepare_fused(f, m, args, &f.runs[runs]);
      ++runs;
    }
  } catch (...) {
    // The steps before the failing one complete, as they would have unfused.
    compute();
    release();
    throw;
  }
  if (s->sequence_form) {
    MINITF_ASSERT(runs <= kMaxSequenceForms, "an Adam update is three fused steps");
    FormOperand operands[kMaxSequenceForms][kMaxFormInputs];
    const FormOperand* in[kMaxSequenceForms];
    void* out[kMaxSequenceForms];
    for (size_t r = 0; r < runs; ++r) {
      form_operands(f.runs[r], 0, operands[r]);
      in[r] = operands[r];
      out[r] = f.runs[r].target;
    }
    s->sequence_form(in, out, n);
  } else {
    compute();
  }
  release();
}

}  // namespace minitf
