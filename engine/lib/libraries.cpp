#include "lib/libraries.h"

#include "runtime/interpreter.h"

namespace minitf {

void install_libraries(Interpreter& in) {
  // The factories are added here as the modules land (numpy, then tensorflow).
  (void)in;
}

}  // namespace minitf
