#include "magics.h"

#include <sys/resource.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <vector>

#include "function/explain.h"
#include "function/function_object.h"

namespace minitf {

namespace {

// timeit.Timer.autorange: grow the loop count until one run takes this long.
constexpr double kAutorangeSeconds = 0.2;
// IPython's default number of timed runs (-r).
constexpr int kDefaultRuns = 7;
// Names the %timeit helper uses; the prefix keeps them out of the user's way
// (completion hides underscore names) and they are deleted afterwards.
constexpr const char* kTimeitFn = "__minitf_timeit";
constexpr const char* kTimeitClock = "__minitf_clock";

std::string trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t\r\n");
  if (b == std::string::npos) return "";
  size_t e = s.find_last_not_of(" \t\r\n");
  return s.substr(b, e - b + 1);
}

// Splits "name rest of line" into the name and the trimmed rest.
void split_name(const std::string& line, std::string& name, std::string& rest) {
  std::string t = trim(line);
  size_t sp = t.find_first_of(" \t");
  name = t.substr(0, sp);
  rest = sp == std::string::npos ? "" : trim(t.substr(sp));
}

void usage_error(CellOutcome& out, const std::string& message) {
  out.ok = false;
  out.ename = "UsageError";
  out.evalue = message;
  out.traceback = {"UsageError: " + message};
}

void print(Session& s, const std::string& text) { s.sink().write(Stream::Stdout, text); }

double cpu_seconds(const timeval& tv) { return double(tv.tv_sec) + double(tv.tv_usec) * 1e-6; }

// %time / %%time: run once, report CPU and wall time, keep the value.
void time_code(Session& s, const std::string& code, int first_line, CellOutcome& out) {
  rusage before{}, after{};
  getrusage(RUSAGE_SELF, &before);  // process-wide: kernels may use worker threads
  auto t0 = std::chrono::steady_clock::now();
  ExecResult r = s.exec(code, first_line, true);
  auto t1 = std::chrono::steady_clock::now();
  getrusage(RUSAGE_SELF, &after);
  out = s.outcome_of(r);
  if (!r.ok) return;
  double user = cpu_seconds(after.ru_utime) - cpu_seconds(before.ru_utime);
  double sys = cpu_seconds(after.ru_stime) - cpu_seconds(before.ru_stime);
  double wall = std::chrono::duration<double>(t1 - t0).count();
  print(s, "CPU times: user " + format_duration(user) + ", sys: " + format_duration(sys) +
               ", total: " + format_duration(user + sys) + "\nWall time: " + format_duration(wall) +
               "\n");
}

struct TimeitOptions {
  long loops = 0;  // 0: choose automatically
  int runs = kDefaultRuns;
  std::string stmt;
};

// Parses "-n N -r R stmt" (also "-nN"); false with a UsageError on bad input.
bool parse_timeit(const std::string& args, TimeitOptions& opt, CellOutcome& out) {
  size_t pos = 0;
  while (true) {
    size_t b = args.find_first_not_of(" \t", pos);
    if (b == std::string::npos || args[b] != '-' || b + 1 >= args.size() ||
        (args[b + 1] != 'n' && args[b + 1] != 'r')) {
      opt.stmt = b == std::string::npos ? "" : args.substr(b);
      return true;
    }
    char flag = args[b + 1];
    size_t v = b + 2;
    if (v < args.size() && (args[v] == ' ' || args[v] == '\t'))
      v = args.find_first_not_of(" \t", v);
    size_t e = v == std::string::npos ? std::string::npos : args.find_first_of(" \t", v);
    std::string num =
        v == std::string::npos ? "" : args.substr(v, e == std::string::npos ? e : e - v);
    char* end = nullptr;
    long n = num.empty() ? 0 : std::strtol(num.c_str(), &end, 10);
    if (num.empty() || *end != '\0' || n <= 0) {
      usage_error(out, std::string("option -") + flag + " expects a positive integer");
      return false;
    }
    if (flag == 'n')
      opt.loops = n;
    else
      opt.runs = int(n);
    pos = e == std::string::npos ? args.size() : e;
  }
}

std::string indent_lines(const std::string& code, const std::string& pad) {
  std::string out = pad;
  for (char c : code) {
    out += c;
    if (c == '\n') out += pad;
  }
  return out;
}

std::string with_commas(long n) {
  std::string d = std::to_string(n), out;
  for (size_t i = 0; i < d.size(); ++i) {
    if (i && (d.size() - i) % 3 == 0) out += ',';
    out += d[i];
  }
  return out;
}

// %timeit / %%timeit: IPython's algorithm (autorange, then `runs` runs) with
// the clock read inside the helper so parsing the call is not measured.
void timeit_code(Session& s, const TimeitOptions& opt, CellOutcome& out) {
  if (trim(opt.stmt).empty()) return;
  std::string def = std::string(kTimeitClock) + " = __import__('time').perf_counter\n" + "def " +
                    kTimeitFn + "(__minitf_n):\n" + "    __minitf_t0 = " + kTimeitClock + "()\n" +
                    "    for __minitf_i in range(__minitf_n):\n" +
                    indent_lines(opt.stmt, "        ") + "\n" + "    return " + kTimeitClock +
                    "() - __minitf_t0\n";
  ExecResult r = s.exec(def, 1, false);
  auto cleanup = [&] {
    s.interp().exec(std::string("del ") + kTimeitFn + ", " + kTimeitClock + "\n", "<timeit>");
  };
  if (!r.ok) {
    out = s.outcome_of(r);
    cleanup();
    return;
  }
  // One timed run of n loops; false (with `out` set) when the code raised.
  auto run = [&](long n, double& seconds) {
    ExecResult t =
        s.interp().exec(std::string(kTimeitFn) + "(" + std::to_string(n) + ")\n", "<timeit>", true);
    if (!t.ok) {
      out = s.outcome_of(t);
      return false;
    }
    seconds = t.last_value.is_float() ? t.last_value.as_float() : 0.0;
    return true;
  };
  long loops = opt.loops;
  double seconds = 0;
  if (loops == 0) {
    for (long scale = 1; loops == 0; scale *= 10) {
      for (long step : {1L, 2L, 5L}) {
        if (!run(scale * step, seconds)) return cleanup();
        if (seconds >= kAutorangeSeconds) {
          loops = scale * step;
          break;
        }
      }
    }
  }
  std::vector<double> per_loop;
  for (int i = 0; i < opt.runs; ++i) {
    if (!run(loops, seconds)) return cleanup();
    per_loop.push_back(seconds / double(loops));
  }
  cleanup();
  double mean = 0, var = 0;
  for (double t : per_loop) mean += t;
  mean /= double(per_loop.size());
  for (double t : per_loop) var += (t - mean) * (t - mean);
  double stdev = std::sqrt(var / double(per_loop.size()));
  print(s, format_duration(mean) + " \u00b1 " + format_duration(stdev) + " per loop (mean \u00b1 " +
               "std. dev. of " + std::to_string(opt.runs) + " run" + (opt.runs != 1 ? "s" : "") +
               ", " + with_commas(loops) + " loop" + (loops != 1 ? "s" : "") + " each)\n");
}

void mode_magic(Session& s, const std::string& arg, CellOutcome& out) {
  Interpreter& in = s.interp();
  if (arg.empty()) {
    print(s, in.options().modern_tf ? "mode: modern (TensorFlow 2.x behaviour)\n"
                                    : "mode: talk (TensorFlow 2.0, as in the talk)\n");
    return;
  }
  if (arg != "talk" && arg != "modern") return usage_error(out, "%mode takes 'talk' or 'modern'");
  // Through minitf.set_mode, so tf.__version__ follows the mode too.
  ExecResult r = in.exec(std::string("__import__('minitf').set_mode('") + arg + "')\n", "<magic>");
  if (!r.ok) in.options().modern_tf = arg == "modern";
  mode_magic(s, "", out);
}

// %events on|off: the older switch, now verbosity normal or quiet (verbose
// stays verbose when the events are turned on).
void events_magic(Session& s, const std::string& arg, CellOutcome& out) {
  Verbosity& v = s.interp().options().verbosity;
  if (arg == "off")
    v = Verbosity::Quiet;
  else if (arg == "on" && v == Verbosity::Quiet)
    v = Verbosity::Normal;
  else if (!arg.empty() && arg != "on")
    return usage_error(out, "%events takes 'on' or 'off'");
  print(s, std::string("trace events: ") + (v != Verbosity::Quiet ? "on" : "off") + "\n");
}

void verbosity_magic(Session& s, const std::string& arg, CellOutcome& out) {
  Verbosity& v = s.interp().options().verbosity;
  if (!arg.empty() && !parse_verbosity(arg, v))
    return usage_error(out, "%verbosity takes 'quiet', 'normal' or 'verbose'");
  print(s, std::string("verbosity: ") + verbosity_name(v) + "\n");
}

// %explain F: the traces of the tf.function F, as a table (function/explain.h).
void explain_magic(Session& s, const std::string& arg, CellOutcome& out) {
  if (arg.empty()) return usage_error(out, "%explain takes a tf.function, e.g. %explain f");
  Interpreter& in = s.interp();
  ExecResult r = in.exec(arg + "\n", "<magic>", true);
  if (!r.ok) return usage_error(out, "%explain: " + r.ename + ": " + r.evalue);
  Value f = r.has_value ? r.last_value : Value();
  if (!is_function_object(f)) return usage_error(out, "%explain: " + arg + " is not a tf.function");
  const FunctionObj& fo = *f.as<FunctionObj>();
  s.sink().display(explain_text(fo, true), explain_html(fo, true));
}

void debug_magic(Session& s, const std::string& arg, CellOutcome& out) {
  if (!arg.empty()) {
    if (arg.size() != 1 || arg[0] < '0' || arg[0] > '4')
      return usage_error(out, "%debug takes a level from 0 to 4");
    s.interp().options().debug = arg[0] - '0';
  }
  print(s, "debug level: " + std::to_string(s.interp().options().debug) +
               " (1 tokens, 2 AST, 3 converted code, 4 graphs)\n");
}

// %time_limit [SECONDS|off]: the per-cell time limit (runtime/time_limit.h).
// A sandboxed kernel (a shared server) only lets a cell lower it: the limit it
// was started with is the server's, not the student's.
void time_limit_magic(Session& s, const std::string& arg, CellOutcome& out) {
  Options& o = s.interp().options();
  if (!arg.empty()) {
    double seconds = 0;
    if (arg != "off" && !parse_time_limit(arg, seconds))
      return usage_error(out, "%time_limit takes a number of seconds above 0, or 'off'");
    bool raises = o.time_limit > 0 && (seconds == 0 || seconds > o.time_limit);
    if (s.interp().sandbox().enabled() && raises)
      return usage_error(out, "%time_limit: a sandboxed kernel may only lower its time limit");
    o.time_limit = seconds;
  }
  char buf[64];
  std::snprintf(buf, sizeof buf, "%g", o.time_limit);
  print(s, o.time_limit > 0 ? "time limit: " + std::string(buf) + " seconds per cell\n"
                            : std::string("time limit: off\n"));
}

constexpr const char* kMagicList =
    "Line magics: %time %timeit %mode %events %verbosity %explain %debug %time_limit %reset "
    "%matplotlib %lsmagic\n"
    "Cell magics: %%time %%timeit\n";

}  // namespace

std::string format_duration(double seconds) {
  char buf[64];
  if (seconds >= 60.0) {
    static const std::pair<const char*, double> kParts[] = {
        {"d", 86400.0}, {"h", 3600.0}, {"min", 60.0}, {"s", 1.0}};
    std::string out;
    double left = seconds;
    for (auto& [suffix, length] : kParts) {
      long v = long(left / length);
      if (v > 0) {
        left = std::fmod(left, length);
        if (!out.empty()) out += " ";
        out += std::to_string(v) + suffix;
      }
      if (left < 1) break;
    }
    return out;
  }
  static const char* kUnits[] = {"s", "ms", "\u00b5s", "ns"};
  static const double kScale[] = {1, 1e3, 1e6, 1e9};
  int order = 3;
  if (seconds > 0.0) order = std::min(int(-std::floor(std::floor(std::log10(seconds)) / 3)), 3);
  if (order < 0) order = 0;
  std::snprintf(buf, sizeof buf, "%.*g %s", 3, seconds * kScale[order], kUnits[order]);
  return buf;
}

void run_line_magic(Session& s, const std::string& line, int line_no, CellOutcome& out) {
  std::string name, rest;
  split_name(line, name, rest);
  if (name == "time") {
    time_code(s, rest, line_no, out);
  } else if (name == "timeit") {
    TimeitOptions opt;
    if (parse_timeit(rest, opt, out)) timeit_code(s, opt, out);
  } else if (name == "mode") {
    mode_magic(s, rest, out);
  } else if (name == "events") {
    events_magic(s, rest, out);
  } else if (name == "verbosity") {
    verbosity_magic(s, rest, out);
  } else if (name == "explain") {
    explain_magic(s, rest, out);
  } else if (name == "debug") {
    debug_magic(s, rest, out);
  } else if (name == "time_limit") {
    time_limit_magic(s, rest, out);
  } else if (name == "reset") {
    if (!rest.empty() && rest != "-f") return usage_error(out, "%reset takes no arguments but -f");
    s.request_reset();
  } else if (name == "matplotlib") {
    // minitf draws figures inline only (image/png at the end of a cell), which
    // is what `%matplotlib inline` asks for; bare `%matplotlib` names it.
    if (rest.empty())
      print(s, "Using matplotlib backend: module://matplotlib_inline.backend_inline\n");
    else if (rest != "inline")
      usage_error(out, "minitf shows matplotlib figures inline only (`%matplotlib inline`), not `" +
                           rest + "`");
  } else if (name == "lsmagic") {
    print(s, kMagicList);
  } else {
    usage_error(out, "Line magic function `%" + name + "` not found.");
  }
}

void run_cell_magic(Session& s, const std::string& header, const std::string& body,
                    CellOutcome& out) {
  std::string name, rest;
  split_name(header, name, rest);
  if (name == "time") {
    time_code(s, body, 2, out);
  } else if (name == "timeit") {
    TimeitOptions opt;
    if (!parse_timeit(rest, opt, out)) return;
    if (!trim(opt.stmt).empty())
      return usage_error(out, "%%timeit takes only options on its first line");
    opt.stmt = body;
    timeit_code(s, opt, out);
  } else {
    usage_error(out, "Cell magic `%%" + name + "` not found.");
  }
}

}  // namespace minitf
