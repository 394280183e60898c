// IPython-style magics for the lessons: %time and %timeit (lesson 4 measures
// graphs against eager code), %mode talk|modern (lesson 5 compares TF 2.0 with
// modern TF), %events on|off (the inline trace banners), %reset.
#pragma once

#include <string>

#include "session.h"

namespace minitf {

// Runs the line magic `line` (the text after '%'), which sits on line
// `line_no` of the cell. `out` receives an error or a value; unknown names give
// IPython's UsageError.
void run_line_magic(Session& s, const std::string& line, int line_no, CellOutcome& out);

// Runs the cell magic `header` (the first line, after "%%") over `body`, the
// cell's remaining lines (which start on line 2).
void run_cell_magic(Session& s, const std::string& header, const std::string& body,
                    CellOutcome& out);

// IPython's _format_time: three significant digits in s, ms, µs or ns.
std::string format_duration(double seconds);

}  // namespace minitf
