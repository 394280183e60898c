// The output sink's defaults that need the interpreter (output.h).
#include "runtime/output.h"

#include "runtime/interpreter.h"

namespace minitf {

void OutputSink::display_value(Interpreter& in, const Value& v, const std::string& display_id,
                               bool update) {
  DisplayData d;
  d.data.emplace_back("text/plain", in.repr(v));
  d.display_id = display_id;
  d.update = update;
  display_data(d);
}

}  // namespace minitf
