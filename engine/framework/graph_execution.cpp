// Running a compiled graph from Python: the executor's errors become TF's
// Python exceptions and tf.print in a graph writes through the interpreter.
#include "framework/graph_execution.h"

#include <memory>
#include <new>
#include <string_view>
#include <utility>
#include <vector>

#include "framework/errors.h"
#include "graph/graph_errors.h"

namespace minitf {

const PrintSink& graph_print_sink(Interpreter& in) {
  // One sink per interpreter, made on first use (RunOptions keeps a pointer).
  static thread_local std::vector<std::pair<Interpreter*, std::unique_ptr<PrintSink>>> sinks;
  for (auto& s : sinks)
    if (s.first == &in) return *s.second;
  Interpreter* ip = &in;
  sinks.emplace_back(
      ip, std::make_unique<PrintSink>([ip](std::string_view stream, std::string_view text) {
        ip->write_tf_print(stream == "stdout" ? Stream::Stdout : Stream::Stderr, text);
      }));
  return *sinks.back().second;
}

void run_plan(Interpreter& in, ExecutablePlan& plan, Span<Tensor> inputs, TensorList* outputs) {
  RunOptions options{&graph_print_sink(in), in.interrupt_flag()};
  try {
    plan.run(inputs, outputs, options);
  } catch (GraphExecutionError& e) {
    // TF names the failing node after the kernel's message.
    TensorError err = e;
    err.message += "\n\t [[node " + e.node_name + "]]";
    raise_tensor_error(err);
  } catch (ExecutionInterrupted&) {
    in.raise_interrupt();
  } catch (TensorError& e) {
    raise_tensor_error(e);
  } catch (std::bad_alloc&) {
    // A kernel's scratch memory refused: CPython's bare MemoryError, which the
    // program may catch (see dispatch.cpp).
    throw_exc(types().MemoryError, "");
  }
}

}  // namespace minitf
