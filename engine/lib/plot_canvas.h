// `_minitf_canvas`: matplotlib's drawing, done by cairo. matplotlib's logic
// (pyplot's state, Axes, locators, layout: engine/lib/py/_mpl_*.py) turns a
// figure into a display list of pixel-space commands; this module paints one
// into a PNG (cairo image surface, DejaVu Sans through fontconfig) and
// measures text for the layout. SVG is written from the same list in Python,
// so that its text stays <text>.
#pragma once

#include "runtime/interpreter.h"
#include "runtime/object.h"

namespace minitf {

Ref<Module> make_canvas_module(Interpreter& in);

}  // namespace minitf
