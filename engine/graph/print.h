// tf.print in graphs: StringFormat builds the text, PrintV2 hands it to the
// print sink of the run. The engine never writes to a stream itself; the front
// end's sink decides where "stdout" and "stderr" go.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "tensor/small_vector.h"
#include "tensor/tensor.h"

namespace minitf {

// Called by PrintV2 with its output_stream attribute ("stderr", "stdout") and
// the complete text, `end` included.
using PrintSink = std::function<void(std::string_view stream, std::string_view text)>;

// StringFormat's kernel: `tmpl` with the i-th `placeholder` replaced by
// tf_summarize_value(inputs[i], summarize). The counts must match (checked
// when the node is built).
std::string format_string(std::string_view tmpl, std::string_view placeholder, Span<Tensor> inputs,
                          int64_t summarize);

// The number of non-overlapping occurrences of `placeholder` in `tmpl`.
size_t count_placeholders(std::string_view tmpl, std::string_view placeholder);

}  // namespace minitf
