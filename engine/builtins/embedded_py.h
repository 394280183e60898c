// The standard modules written in minitf's own Python (engine/builtins/py),
// embedded in the binary at build time by embed_py.cmake.
#pragma once

#include <cstddef>

namespace minitf {

struct EmbeddedModule {
  const char* name;    // the module's import name ("contextlib")
  const char* source;  // its Python source
};

extern const EmbeddedModule kEmbeddedModules[];
// Indexed 0 .. kNumEmbeddedModules-1; one {nullptr, nullptr} entry follows.
extern const size_t kNumEmbeddedModules;

}  // namespace minitf
