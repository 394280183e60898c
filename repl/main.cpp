// The `minitf` command: run a script, a -c string, or the interactive REPL
// (repl.h).
//
// The interpreter runs on a thread with a large stack so that Python's
// recursion limit, not the native stack, is what deep recursion meets.
#include <pthread.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "interrupts.h"
#include "repl.h"
#include "runtime/interpreter.h"
#include "terminal_sink.h"

namespace {

using namespace minitf;

// Python code runs on a thread with this much stack (reserved, not committed).
constexpr size_t kInterpreterStackBytes = size_t(512) << 20;

const char* kUsage =
    "usage: minitf [options] [-c cmd | file.py | -] [args]\n"
    "Options:\n"
    "  -c cmd         run the program passed in as a string\n"
    "  -i             stay interactive after running the file or -c command\n"
    "  --events       show tf.function trace events on stderr (default when stderr is a terminal)\n"
    "  --no-events    never show trace events\n"
    "  --mode MODE    TensorFlow behaviour: 'talk' (TF 2.0, the default) or 'modern' (TF 2.x)\n"
    "  --modern       same as --mode modern\n"
    "  --no-color     plain trace events (NO_COLOR is honoured too)\n"
    "  --version      print the version and exit\n"
    "  -h, --help     print this help and exit\n"
    "Environment:\n"
    "  MINITF_DEBUG=N dump tokens (1), the AST (2), converted code (3), graphs (4) on stderr\n";

struct Job {
  Options options;
  std::string code;
  std::string filename;
  bool has_code = false;
  bool interactive = false;
  bool events = false;
  bool color = false;
  int exit_code = 0;
};

std::string read_file(const std::string& path, bool& ok) {
  std::ifstream in(path, std::ios::binary);
  ok = bool(in);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void* run_job(void* arg) {
  // SIGINT comes to this thread (main blocks it), so that Ctrl-C interrupts
  // the line editor's read() here.
  unblock_sigint();
  Job& job = *static_cast<Job*>(arg);
  TerminalSink sink;
  sink.show_events = job.events;
  sink.color = job.color;
  auto in = std::make_unique<Interpreter>(sink, job.options);
  if (job.has_code) {
    set_interrupt_target(in.get());
    ExecResult r = in->exec(job.code, job.filename);
    set_interrupt_target(nullptr);
    if (!r.ok) {
      if (!r.error_text.empty()) sink.write(Stream::Stderr, r.error_text);
      job.exit_code = r.system_exit ? r.exit_code : 1;
    }
  }
  if (job.interactive || !job.has_code) {
    bool tty = isatty(0);
    Repl repl(sink, std::move(in), tty);
    job.exit_code = repl.run(/*banner=*/tty && !job.has_code);
  }
  sink.flush();
  return nullptr;
}

}  // namespace

int main(int argc, char** argv) {
  Job job;
  bool no_events = false, force_events = false, no_color = false;
  int i = 1;
  for (; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "-h" || a == "--help") {
      std::fputs(kUsage, stdout);
      return 0;
    } else if (a == "--version" || a == "-V") {
      std::printf("minitf %s\n", MINITF_VERSION);
      return 0;
    } else if (a == "-c") {
      if (i + 1 >= argc) {
        std::fputs("Argument expected for the -c option\n", stderr);
        return 2;
      }
      job.code = argv[++i];
      job.filename = "<string>";
      job.has_code = true;
      ++i;
      break;
    } else if (a == "-i") {
      job.interactive = true;
    } else if (a == "--events") {
      force_events = true;
    } else if (a == "--no-events") {
      no_events = true;
    } else if (a == "--modern") {
      job.options.modern_tf = true;
    } else if (a == "--mode" && i + 1 < argc) {
      std::string m = argv[++i];
      if (m != "talk" && m != "modern") {
        std::fprintf(stderr, "minitf: unknown mode '%s' (use talk or modern)\n", m.c_str());
        return 2;
      }
      job.options.modern_tf = m == "modern";
    } else if (a == "--no-color") {
      no_color = true;
    } else if (a == "-") {
      ++i;
      break;
    } else if (a.size() > 1 && a[0] == '-') {
      std::fprintf(stderr, "minitf: unknown option %s\n%s", a.c_str(), kUsage);
      return 2;
    } else {
      bool ok;
      job.code = read_file(a, ok);
      if (!ok) {
        std::fprintf(stderr, "minitf: can't open file '%s': [Errno 2] No such file or directory\n",
                     a.c_str());
        return 2;
      }
      job.filename = a;
      job.has_code = true;
      ++i;
      break;
    }
  }
  if (!job.has_code && !isatty(0) && !job.interactive) {
    // Piped program text on stdin runs as a script, as python3 does.
    std::stringstream ss;
    ss << std::cin.rdbuf();
    job.code = ss.str();
    job.filename = "<stdin>";
    job.has_code = true;
  }
  job.options.argv.push_back(job.has_code ? (job.filename == "<string>" ? "-c" : job.filename)
                                          : "");
  for (; i < argc; ++i) job.options.argv.push_back(argv[i]);
  if (const char* d = std::getenv("MINITF_DEBUG")) job.options.debug = std::atoi(d);
  job.events = !no_events && (force_events || isatty(2));
  job.color = !no_color && stderr_wants_color();

  install_sigint_handler();
  block_sigint();  // the interpreter thread unblocks it

  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, kInterpreterStackBytes);
  pthread_t th;
  if (pthread_create(&th, &attr, run_job, &job) != 0) {
    run_job(&job);  // fall back to the main thread's stack
  } else {
    pthread_join(th, nullptr);
  }
  pthread_attr_destroy(&attr);
  std::fflush(stdout);
  return job.exit_code;
}
