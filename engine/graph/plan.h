// The graph executor. A Graph is compiled once into an ExecutablePlan: the
// live nodes (those the outputs or a stateful node need; the rest are
// pruned) in creation order (a topological order honouring control inputs),
// every tensor given a slot in one flat array allocated once, constants and
// values folded while building placed in their slots at compile time, and
// each input marked to be moved rather than copied at its last use. A run
// then loops over the schedule calling the registry's kernels directly: no
// name lookups, no maps, no allocation beyond the kernels' own outputs
// (small tensors are inline, so scalar graphs allocate nothing). Inference
// reruns only where the graph's shapes are not fully known.
//
// If and While nodes own compiled plans of their branch / cond / body graphs
// and run them natively, so a traced loop never re-enters the interpreter.
#pragma once

#include <atomic>
#include <memory>
#include <string>
#include <vector>

#include "graph/graph.h"
#include "graph/graph_errors.h"
#include "graph/print.h"

namespace minitf {

// A fused step (plan_fusion.cpp) computes its chain this many bytes of each
// operand at a time: every intermediate block stays in the L1 cache, and a
// multiple of 64 bytes keeps the kernels' vectorized splits (see BlockFn).
constexpr size_t kFusionBlockBytes = 4096;

struct RunOptions {
  // Where PrintV2 writes; prints are dropped when null.
  const PrintSink* print = nullptr;
  // Checked once per while-loop iteration; when set, the run stops with
  // ExecutionInterrupted (the caller raises KeyboardInterrupt).
  const std::atomic<bool>* interrupt = nullptr;
};

struct FusedRun;
struct FormOperand;

class ExecutablePlan {
 public:
  // The graph (and its sub-graphs) must outlive the plan: steps point at its
  // nodes' attributes and names.
  explicit ExecutablePlan(const Graph& graph);
  // Also returns `extra_outputs` (tensors of `graph`) after the graph's own
  // outputs: a tf.function called under a gradient tape keeps its
  // intermediate values for the backward function.
  ExecutablePlan(const Graph& graph, std::vector<Output> extra_outputs);
  ~ExecutablePlan();
  ExecutablePlan(const ExecutablePlan&) = delete;
  ExecutablePlan& operator=(const ExecutablePlan&) = delete;

  // Runs the graph with one tensor per graph input (Graph::inputs() order),
  // whose dtypes and shapes must fit the placeholders (TensorError
  // InvalidArgument otherwise). `outputs` receives one tensor per graph
  // output. Kernel errors are GraphExecutionError.
  void run(Span<Tensor> inputs, TensorList* outputs, const RunOptions& options = {});
  TensorList run(Span<Tensor> inputs, const RunOptions& options = {}) {
    TensorList out;
    run(inputs, &out, options);
    return out;
  }

  const Graph& graph() const { return *graph_; }
  size_t num_steps() const;
  size_t num_slots() const { return num_slots_; }
  // Nodes of the graph that are neither run nor fed (dead code).
  size_t num_pruned() const { return pruned_; }
  // The schedule, one step per line: "2: add = AddV2(s1, s3*) -> s4" (a star
  // marks an input moved out of its slot at its last use); a fused chain
  // lists its ops: "3: mul = Fused[sub = Sub, mul = Mul](s1*, s2, s5) -> s6".
  std::string schedule_text() const;

 private:
  struct Step;
  struct InputRef {
    uint32_t slot;
    bool move;  // last use: move the tensor out instead of copying it
  };
  // Scratch for a fused step's intermediate results, one block per temp.
  struct alignas(64) FusionBlock {
    unsigned char bytes[kFusionBlockBytes];
  };
  struct Frame {
    std::vector<Tensor> slots;
    std::vector<Tensor> args;       // the current step's inputs, contiguous for the kernel
    std::vector<TensorList> state;  // per If/While step: branch outputs, loop variables
    std::vector<FusionBlock> scratch;
    std::vector<FusedRun> runs;  // the fused steps of the sequence being run
    bool busy = false;
  };

  void compile();
  void init_frame(Frame& f) const;
  // Runs with `inputs` (n of them) copied into the input slots; writes the
  // graph outputs to out[0..outputs).
  void execute(const Tensor* inputs, size_t n, Tensor* out, const RunOptions& options);
  void execute_in(Frame& f, const Tensor* inputs, size_t n, Tensor* out, const RunOptions& options);
  // Puts step `s`'s inputs in args[0..in_count): moved out of their slots at
  // their last use, copied otherwise.
  void gather_inputs(Frame& f, const Step& s, Tensor* args) const;
  void run_step(Frame& f, const Step& s, const RunOptions& options);
  // Common-subexpression elimination and dead reads (plan_sharing.cpp):
  // drops each pure step that repeats an earlier one, each read of a variable
  // already read and not written since, and each read nothing reads.
  void share_common_steps();
  // Elementwise fusion (plan_fusion.cpp): rewrites steps_ and in_refs_ so that
  // each chain of elementwise ops whose intermediate results nothing else reads
  // is one Fused step; runs such a step.
  void fuse_elementwise();
  void find_sequences();
  void run_fused(Frame& f, const Step& s);
  // Runs steps s[0..s->sequence) as one pass (see Step::sequence).
  void run_sequence(Frame& f, const Step* s);
  void prepare_fused(Frame& f, const Step& s, const Tensor* args, FusedRun* run);
  void compute_fused(Frame& f, const FusedRun& run, int64_t start, int64_t len) const;
  // A register kernel's operands for `run`'s elements from byte `offset`.
  static void form_operands(const FusedRun& run, size_t offset, FormOperand* in);

  const Graph* graph_;
  std::vector<Output> outputs_;  // the graph's outputs, then any extra ones
  std::vector<Step> steps_;
  std::vector<InputRef> in_refs_;      // steps' inputs, then the graph outputs
  std::vector<uint32_t> out_slots_;    // steps' outputs
  std::vector<uint32_t> input_slots_;  // per graph input; kNoSlot when unused
  std::vector<TensorSpec> input_specs_;
  std::vector<std::pair<uint32_t, Tensor>> constants_;
  std::vector<uint32_t> transient_;  // slots no step reads: cleared after a run
  size_t outputs_begin_ = 0;         // graph outputs in in_refs_
  size_t num_slots_ = 0;
  size_t max_args_ = 0;
  size_t num_state_ = 0;
  size_t num_temps_ = 0;  // scratch blocks the largest fused step needs
  size_t max_runs_ = 1;   // fused steps in the longest sequence
  size_t pruned_ = 0;
  Frame frame_;
};

}  // namespace minitf
