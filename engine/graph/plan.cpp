// The graph executor: compilation into a flat schedule, and the run loop
// (see plan.h).
#include "graph/plan.h"

#include <limits>

#include "graph/plan_steps.h"

namespace minitf {

namespace {

// Whether the inference of registry op `id` reads the value of its input
// #`i` (of `n`): axes, shapes, perms, bounds. The build-time output specs are
// reused at run time only when every such input's value was known while
// building (the others need only their shapes known).
bool infer_reads_value(OpId id, size_t i, size_t n) {
  switch (id) {
    case OpId::Sum:
    case OpId::Mean:
    case OpId::Max:
    case OpId::Min:
    case OpId::Prod:
    case OpId::ArgMax:
    case OpId::ArgMin:
    case OpId::Reshape:
    case OpId::Transpose:
      return i == 1;  // the axes, shape or perm
    case OpId::Fill:
    case OpId::Split:
    case OpId::RandomUniform:
    case OpId::RandomStandardNormal:
      return i == 0;  // the dims, axis or shape
    case OpId::ConcatV2:
      return i + 1 == n;  // the axis
    case OpId::StridedSlice:
      return i >= 1;  // begin, end, strides
    case OpId::Range:
      return true;
    default:
      return false;
  }
}

// A folded pure op runs as the constant it folded to.
bool runs_as_constant(const Node& n) {
  return n.kind == NodeKind::Const ||
         (n.kind == NodeKind::Op && n.has_static_value && !n.stateful && n.outputs.size() == 1);
}

// TF's If/While predicate rule (ToBool): a scalar is true when nonzero or a
// non-empty string; any other tensor when it has elements.
bool to_bool(const Tensor& t) {
  if (t.rank() != 0) return t.num_elements() > 0;
  switch (t.dtype()) {
    case DType::Bool:
      return t.item<bool>();
    case DType::String:
      return !t.item<std::string>().empty();
    case DType::Complex64:
      return t.item<complex64>() != complex64(0);
    case DType::Complex128:
      return t.item<complex128>() != complex128(0);
    default:
      return t.element_as_double(0) != 0;
  }
}

}  // namespace

ExecutablePlan::ExecutablePlan(const Graph& graph) : graph_(&graph), outputs_(graph.outputs()) {
  compile();
  init_frame(frame_);
}

ExecutablePlan::ExecutablePlan(const Graph& graph, std::vector<Output> extra_outputs)
    : graph_(&graph), outputs_(graph.outputs()) {
  outputs_.insert(outputs_.end(), extra_outputs.begin(), extra_outputs.end());
  compile();
  init_frame(frame_);
}

ExecutablePlan::~ExecutablePlan() = default;

size_t ExecutablePlan::num_steps() const { return steps_.size(); }

void ExecutablePlan::compile() {
  const auto& nodes = graph_->nodes();
  const size_t n = nodes.size();

  // Liveness: everything the outputs and the stateful nodes need.
  std::vector<char> live(n, 0);
  std::vector<const Node*> work;
  auto mark = [&](const Node* x) {
    if (!live[static_cast<size_t>(x->id)]) {
      live[static_cast<size_t>(x->id)] = 1;
      work.push_back(x);
    }
  };
  for (const Output& o : outputs_) mark(o.node);
  for (const auto& node : nodes)
    if (node->stateful) mark(node.get());
  while (!work.empty()) {
    const Node* x = work.back();
    work.pop_back();
    for (const Node* c : x->control_inputs) mark(c);
    if (runs_as_constant(*x)) continue;
    for (const Output& in : x->inputs) mark(in.node);
  }

  // Slots, constants and inputs.
  std::vector<uint32_t> first_slot(n, kNoSlot);
  for (const auto& node : nodes) {
    if (!live[static_cast<size_t>(node->id)] || node->is_resource()) continue;
    first_slot[static_cast<size_t>(node->id)] = static_cast<uint32_t>(num_slots_);
    num_slots_ += node->outputs.size();
    if (runs_as_constant(*node))
      constants_.emplace_back(static_cast<uint32_t>(num_slots_ - 1), node->value);
  }
  for (const Node* in : graph_->inputs()) {
    input_slots_.push_back(first_slot[static_cast<size_t>(in->id)]);
    input_specs_.push_back(in->outputs[0]);
  }
  auto slot_of = [&](const Output& o) {
    return first_slot[static_cast<size_t>(o.node->id)] + static_cast<uint32_t>(o.index);
  };

  // Steps.
  pruned_ = 0;
  for (const auto& up : nodes) {
    const Node& node = *up;
    if (!live[static_cast<size_t>(node.id)]) {
      ++pruned_;
      continue;
    }
    if (node.kind == NodeKind::Placeholder || node.is_resource() || runs_as_constant(node))
      continue;
    Step s;
    s.node = &node;
    s.in_begin = static_cast<uint32_t>(in_refs_.size());
    for (const Output& in : node.inputs) {
      if (in.node->is_resource()) {
        s.resource = in.node->resource.get();
        continue;
      }
      in_refs_.push_back(InputRef{slot_of(in), false});
    }
    s.in_count = static_cast<uint32_t>(in_refs_.size()) - s.in_begin;
    s.out_begin = static_cast<uint32_t>(out_slots_.size());
    for (size_t i = 0; i < node.outputs.size(); ++i)
      out_slots_.push_back(first_slot[static_cast<size_t>(node.id)] + static_cast<uint32_t>(i));
    s.out_count = static_cast<uint32_t>(node.outputs.size());
    switch (node.kind) {
      case NodeKind::Op: {
        s.kind = StepKind::Op;
        s.op = node.op;
        bool known = true;
        for (const TensorSpec& o : node.outputs) known = known && o.shape.fully_defined();
        bool values_known = true;
        for (size_t i = 0; i < node.inputs.size(); ++i) {
          const Output& in = node.inputs[i];
          known = known && in.shape().fully_defined();
          if (infer_reads_value(node.op->id, i, node.inputs.size()))
            values_known = values_known && in.static_value() != nullptr;
        }
        s.static_specs = known && values_known;
        for (const TensorSpec& o : node.outputs) s.specs.push_back(o);
        break;
      }
      case NodeKind::ReadVariable:
        s.kind = StepKind::ReadVariable;
        break;
      case NodeKind::AssignVariable:
        s.kind = StepKind::AssignVariable;
        break;
      case NodeKind::AssignAddVariable:
        s.kind = StepKind::AssignAddVariable;
        break;
      case NodeKind::AssignSubVariable:
        s.kind = StepKind::AssignSubVariable;
        break;
      case NodeKind::StringFormat:
        s.kind = StepKind::StringFormat;
        s.text1 = node.attrs.get_string("template", "");
        s.text2 = node.attrs.get_string("placeholder", "{}");
        s.summarize = node.attrs.get_int("summarize", 3);
        break;
      case NodeKind::PrintV2:
        s.kind = StepKind::PrintV2;
        s.text1 = node.attrs.get_string("output_stream", "stderr");
        s.text2 = node.attrs.get_string("end", "\n");
        break;
      case NodeKind::If:
      case NodeKind::While:
        s.kind = node.kind == NodeKind::If ? StepKind::If : StepKind::While;
        s.sub[0] = std::make_unique<ExecutablePlan>(*node.subgraphs[0]);
        s.sub[1] = std::make_unique<ExecutablePlan>(*node.subgraphs[1]);
        s.state = static_cast<uint32_t>(num_state_++);
        break;
      default:
        throw_graph_error("node '" + node.name + "' cannot be scheduled");
    }
    max_args_ = std::max<size_t>(max_args_, s.in_count);
    steps_.push_back(std::move(s));
  }
  outputs_begin_ = in_refs_.size();
  for (const Output& o : outputs_) in_refs_.push_back(InputRef{slot_of(o), false});

  share_common_steps();
  fuse_elementwise();

  // Moves at last use. Constants are never moved: they must survive the run.
  std::vector<char> persistent(num_slots_, 0);
  for (const auto& c : constants_) persistent[c.first] = 1;
  std::vector<size_t> last(num_slots_, std::numeric_limits<size_t>::max());
  for (size_t i = 0; i < in_refs_.size(); ++i) last[in_refs_[i].slot] = i;
  for (uint32_t slot = 0; slot < num_slots_; ++slot) {
    if (last[slot] == std::numeric_limits<size_t>::max()) {
      if (!persistent[slot]) transient_.push_back(slot);
    } else if (!persistent[slot]) {
      in_refs_[last[slot]].move = true;
    }
  }
}

void ExecutablePlan::init_frame(Frame& f) const {
  f.slots.assign(num_slots_, Tensor());
  for (const auto& c : constants_) f.slots[c.first] = c.second;
  f.args.assign(max_args_, Tensor());
  f.state.assign(num_state_, TensorList());
  f.scratch.resize(num_temps_);
  f.runs.resize(max_runs_);
}

void ExecutablePlan::run(Span<Tensor> inputs, TensorList* outputs, const RunOptions& options) {
  if (inputs.size() != input_slots_.size()) {
    throw_invalid_argument("the graph '" + graph_->name() + "' takes " +
                           std::to_string(input_slots_.size()) + " inputs, got " +
                           std::to_string(inputs.size()));
  }
  for (size_t i = 0; i < inputs.size(); ++i) {
    const TensorSpec& spec = input_specs_[i];
    if (inputs[i].dtype() != spec.dtype || !spec.shape.compatible_with(inputs[i].shape())) {
      throw_invalid_argument("input " + std::to_string(i) + " ('" + graph_->inputs()[i]->name +
                             "') of the graph '" + graph_->name() + "' must be " +
                             dtype_name(spec.dtype) + " " + spec.shape.str() + ", not " +
                             dtype_name(inputs[i].dtype()) + " " + inputs[i].shape().str());
    }
  }
  size_t n_out = outputs_begin_ < in_refs_.size() ? in_refs_.size() - outputs_begin_ : 0;
  outputs->clear();
  outputs->reserve(n_out);
  for (size_t i = 0; i < n_out; ++i) outputs->emplace_back();
  execute(inputs.data(), inputs.size(), outputs->data(), options);
}

void ExecutablePlan::execute(const Tensor* inputs, size_t n, Tensor* out,
                             const RunOptions& options) {
  if (!frame_.busy) {
    execute_in(frame_, inputs, n, out, options);
    return;
  }
  // Re-entered (a print sink that calls back into the same function): a
  // fresh frame keeps the outer run's slots intact.
  Frame f;
  init_frame(f);
  execute_in(f, inputs, n, out, options);
}

void ExecutablePlan::execute_in(Frame& f, const Tensor* inputs, size_t n, Tensor* out,
                                const RunOptions& options) {
  struct Busy {
    Frame& f;
    explicit Busy(Frame& fr) : f(fr) { f.busy = true; }
    ~Busy() { f.busy = false; }
  } busy(f);
  for (size_t i = 0; i < n; ++i)
    if (input_slots_[i] != kNoSlot) f.slots[input_slots_[i]] = inputs[i];
  const Step* s = steps_.data();
  const Step* end = s + steps_.size();
  try {
    for (; s != end; ++s) {
      if (s->sequence > 1) {
        run_sequence(f, s);
        s += s->sequence - 1;
      } else {
        run_step(f, *s, options);
      }
    }
  } catch (GraphExecutionError&) {
    throw;
  } catch (TensorError& e) {
    throw GraphExecutionError(e, s->node->name, graph_->name());
  }
  for (size_t i = outputs_begin_; i < in_refs_.size(); ++i) {
    const InputRef& r = in_refs_[i];
    if (r.move) {
      *out++ = std::move(f.slots[r.slot]);
    } else {
      *out++ = f.slots[r.slot];
    }
  }
  for (uint32_t slot : transient_) f.slots[slot] = Tensor();
}

void ExecutablePlan::gather_inputs(Frame& f, const Step& s, Tensor* args) const {
  const InputRef* refs = in_refs_.data() + s.in_begin;
  for (uint32_t i = 0; i < s.in_count; ++i) {
    if (refs[i].move) {
      args[i] = std::move(f.slots[refs[i].slot]);
    } else {
      args[i] = f.slots[refs[i].slot];
    }
  }
}

void ExecutablePlan::run_step(Frame& f, const Step& s, const RunOptions& options) {
  Tensor* args = f.args.data();
  gather_inputs(f, s, args);
  // The inputs are released after the step, so that a buffer's holders are
  // only the slots and variables that still need it (in-place updates).
  struct ReleaseArgs {
    Tensor* args;
    uint32_t n;
    ~ReleaseArgs() {
      for (uint32_t i = 0; i < n; ++i) args[i] = Tensor();
    }
  } release{args, s.in_count};
  const uint32_t* outs = out_slots_.data() + s.out_begin;
  switch (s.kind) {
    case StepKind::Fused:
      run_fused(f, s);
      break;
    case StepKind::Op: {
      const OpDef& op = *s.op;
      Span<Tensor> in(args, s.in_count);
      TensorList result;
      // Inputs moved here at their last use: an elementwise kernel may write
      // its output into one of them if nobody else holds it (can_forward).
      uint32_t forwardable = 0;
      const InputRef* refs = in_refs_.data() + s.in_begin;
      for (uint32_t i = 0; i < s.in_count && i < 32; ++i)
        if (refs[i].move) forwardable |= 1u << i;
      if (s.static_specs) {
        op.kernel(KernelContext{op, in, s.node->attrs, s.specs, forwardable}, &result);
      } else {
        InputSpecList specs;
        for (uint32_t i = 0; i < s.in_count; ++i)
          specs.push_back(InputSpec{args[i].dtype(), &args[i].shape(), &args[i]});
        SpecList out_specs;
        op.infer(InferContext{op, Span<InputSpec>(specs.data(), specs.size()), s.node->attrs},
                 &out_specs);
        op.kernel(KernelContext{op, in, s.node->attrs, out_specs, forwardable}, &result);
      }
      for (uint32_t i = 0; i < s.out_count; ++i) f.slots[outs[i]] = std::move(result[i]);
      break;
    }
    case StepKind::ReadVariable:
      f.slots[outs[0]] = s.resource->value;
      break;
    case StepKind::AssignVariable:
      assign_variable(*s.resource, std::move(args[0]));
      break;
    case StepKind::AssignAddVariable:
      assign_add_variable(*s.resource, args[0]);
      break;
    case StepKind::AssignSubVariable:
      assign_sub_variable(*s.resource, args[0]);
      break;
    case StepKind::StringFormat:
      f.slots[outs[0]] = Tensor::scalar_string(
          format_string(s.text1, s.text2, Span<Tensor>(args, s.in_count), s.summarize));
      break;
    case StepKind::PrintV2:
      if (options.print) {
        std::string text = args[0].item<std::string>();
        text += s.text2;
        (*options.print)(s.text1, text);
      }
      break;
    case StepKind::If: {
      ExecutablePlan& branch = *s.sub[to_bool(args[0]) ? 0 : 1];
      TensorList& results = f.state[s.state];
      while (results.size() < s.out_count) results.emplace_back();
      branch.execute(args + 1, s.in_count - 1, results.data(), options);
      for (uint32_t i = 0; i < s.out_count; ++i) f.slots[outs[i]] = std::move(results[i]);
      break;
    }
    case StepKind::While: {
      // Loop variables first, then captures (which iterations never change).
      TensorList& vars = f.state[s.state];
      vars.clear();
      for (uint32_t i = 0; i < s.in_count; ++i) vars.push_back(std::move(args[i]));
      ExecutablePlan& cond = *s.sub[0];
      ExecutablePlan& body = *s.sub[1];
      Tensor pred;
      for (;;) {
        if (options.interrupt && options.interrupt->load(std::memory_order_relaxed))
          throw ExecutionInterrupted();
        cond.execute(vars.data(), vars.size(), &pred, options);
        if (!to_bool(pred)) break;
        body.execute(vars.data(), vars.size(), vars.data(), options);
      }
      for (uint32_t i = 0; i < s.out_count; ++i) f.slots[outs[i]] = std::move(vars[i]);
      vars.clear();
      break;
    }
  }
}

std::string ExecutablePlan::schedule_text() const {
  std::string out;
  auto ref = [](const InputRef& r) { return "s" + std::to_string(r.slot) + (r.move ? "*" : ""); };
  for (const auto& c : constants_) out += "const s" + std::to_string(c.first) + "\n";
  for (size_t i = 0; i < input_slots_.size(); ++i) {
    out += "input " + graph_->inputs()[i]->name + " -> ";
    out += input_slots_[i] == kNoSlot ? "(unused)" : "s" + std::to_string(input_slots_[i]);
    out += "\n";
  }
  for (size_t k = 0; k < steps_.size(); ++k) {
    const Step& s = steps_[k];
    out += std::to_string(k) + ": " + s.node->name + " = ";
    if (s.kind == StepKind::Fused) {
      out += "Fused[";
      for (size_t i = 0; i < s.fused->ops.size(); ++i) {
        const Node& n = *s.fused->ops[i].node;
        out += (i ? ", " : "") + n.name + " = " + n.type;
      }
      out += "]";
      if (s.fused->form)
        out += std::string("{in registers: ") + form_name(s.fused->form_spec) + "}";
      if (s.sequence > 1)
        out += std::string(s.sequence_form ? "{element by element" : "{block by block") +
               " with the next " + std::to_string(s.sequence - 1) + " steps}";
      out += "(";
    } else {
      out += std::string(s.node->type) + "(";
    }
    for (uint32_t i = 0; i < s.in_count; ++i) {
      if (i) out += ", ";
      out += ref(in_refs_[s.in_begin + i]);
    }
    out += ")";
    if (s.out_count) out += " ->";
    for (uint32_t i = 0; i < s.out_count; ++i)
      out += " s" + std::to_string(out_slots_[s.out_begin + i]);
    out += "\n";
  }
  out += "return";
  for (size_t i = outputs_begin_; i < in_refs_.size(); ++i) out += " " + ref(in_refs_[i]);
  out += "\n";
  return out;
}

}  // namespace minitf
