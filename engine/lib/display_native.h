// The rich display protocol (IPython's): objects with _repr_html_,
// _repr_png_, _repr_mimebundle_... are shown by their richest representation.
// The protocol's logic is IPython.display's (engine/lib/py/_ipython_display.py);
// this is its native side: the `_minitf_display` module that hands displays
// to the front end's output sink, and the hook the kernel uses for a cell's
// last value.
#pragma once

#include <optional>

#include "runtime/interpreter.h"
#include "runtime/object.h"
#include "runtime/output.h"

namespace minitf {

// Whether v's type defines one of IPython's _repr_*_ methods (a class itself
// never counts, as in IPython: its methods are unbound).
bool has_rich_reprs(const Value& v);

// v's MIME bundle by the protocol (IPython.display's formatter), or nullopt
// when has_rich_reprs(v) is false. May raise: a user's _repr_html_ can.
std::optional<DisplayData> rich_display(Interpreter& in, const Value& v);

// `_minitf_display`, the module IPython.display calls into.
Ref<Module> make_display_native_module(Interpreter& in);

}  // namespace minitf
