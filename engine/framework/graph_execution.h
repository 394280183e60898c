// Running a compiled graph (a traced function, a TF1 session's fetches) from
// the interpreter.
#pragma once

#include "graph/plan.h"
#include "runtime/interpreter.h"

namespace minitf {

// The print sink of graph runs: PrintV2 writes through the interpreter's
// output sink.
const PrintSink& graph_print_sink(Interpreter& in);

// Runs `plan`, turning executor errors into Python exceptions.
void run_plan(Interpreter& in, ExecutablePlan& plan, Span<Tensor> inputs, TensorList* outputs);

}  // namespace minitf
