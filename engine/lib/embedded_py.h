// The library modules written in minitf's own Python (engine/lib/py: the
// parts of tf.keras and tf.data that TensorFlow itself writes in Python),
// embedded in the binary at build time by builtins/embed_py.cmake. They sit in
// the lib layer, so their code may use tensorflow and numpy.
#pragma once

#include <cstddef>

#include "builtins/embedded_py.h"

namespace minitf {

// Indexed 0 .. kNumLibEmbeddedModules-1; one {nullptr, nullptr} entry follows.
extern const EmbeddedModule kLibEmbeddedModules[];
extern const size_t kNumLibEmbeddedModules;

}  // namespace minitf
