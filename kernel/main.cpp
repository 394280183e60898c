// `minitf-kernel -f CONNECTION_FILE`: the Jupyter kernel.
//
// The whole xeus kernel runs on one thread with a large stack, so that deep
// recursion in a cell meets Python's recursion limit, not the native stack
// (as in the `minitf` command). The server (guarded_server.h) polls shell and
// control on the thread that calls start(), so every engine call happens on
// that thread.
#include <pthread.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <iostream>
#include <memory>
#include <string>

#include "guarded_server.h"
#include "history.h"
#include "interpreter.h"
#include "interrupt.h"
#include "xeus/xeus_context.hpp"
#include "xeus/xhelper.hpp"
#include "xeus/xkernel.hpp"
#include "xeus/xkernel_configuration.hpp"
#include "zmq.hpp"

namespace {

using namespace minitf;

// Stack of the kernel thread (reserved, not committed: RSS is unaffected).
constexpr size_t kKernelStackBytes = size_t(512) << 20;

// How xeus writes a string that is not valid UTF-8 into a message: a
// program's text may hold lone surrogates ('\ud800'), which the strict
// default turned into an exception in the middle of print(). Replaced by
// U+FFFD instead, the output still reaches the notebook.
constexpr nl::json::error_handler_t kJsonErrors = nl::json::error_handler_t::replace;

struct Launch {
  std::string connection_file;
  Options options;
};

void serve(Launch& launch) {
  auto interpreter = std::make_unique<KernelInterpreter>(launch.options);
  auto context = xeus::make_context<zmq::context_t>();
  std::unique_ptr<xeus::xhistory_manager> history = std::make_unique<KernelHistory>();
  if (launch.connection_file.empty()) {
    // No connection file: pick ports and say how to connect (manual testing).
    xeus::xkernel kernel(xeus::get_user_name(), std::move(context), std::move(interpreter),
                         make_guarded_server, std::move(history), nullptr, xeus::make_null_debugger,
                         nl::json::object(), kJsonErrors);
    std::cout << xeus::print_starting_message(kernel.get_config()) << std::flush;
    kernel.start();
  } else {
    xeus::xconfiguration config = xeus::load_configuration(launch.connection_file);
    xeus::xkernel kernel(config, xeus::get_user_name(), std::move(context), std::move(interpreter),
                         make_guarded_server, std::move(history), nullptr, xeus::make_null_debugger,
                         nl::json::object(), kJsonErrors);
    kernel.start();  // never returns: xeus ends the process with std::exit(0)
  }
}

void* run_kernel(void* arg) {
  Launch& launch = *static_cast<Launch*>(arg);
  // xeus binds the connection file's sockets while it builds the kernel and
  // throws if it cannot: a port another process took after Jupyter chose it
  // (Jupyter picks the ports before the kernel starts), or an ipc path longer
  // than the 31 bytes xeus 2.4.1 can read back. Say so and exit, rather than
  // abort with std::terminate's bare message.
  try {
    serve(launch);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "minitf-kernel: cannot serve the connection file %s: %s\n",
                 launch.connection_file.c_str(), e.what());
    std::exit(1);
  }
  return nullptr;
}

}  // namespace

int main(int argc, char* argv[]) {
  if (xeus::should_print_version(argc, argv)) {
    std::printf("minitf-kernel %s\n", MINITF_VERSION);
    return 0;
  }
  if (argc > 1 && (std::strcmp(argv[1], "-h") == 0 || std::strcmp(argv[1], "--help") == 0)) {
    // Plain text, not a format: the magics' names hold percent signs.
    std::fputs(
        "usage: minitf-kernel [-f CONNECTION_FILE] [--memory-limit SIZE] [--sandbox]\n"
        "                     [--sandbox-dir DIR] [--time-limit SECONDS]\n"
        "The minitf Jupyter kernel; Jupyter starts it from the `minitf` kernelspec\n"
        "(`minitf-sandbox` adds --sandbox and a time limit).\n"
        "--memory-limit SIZE: the most one allocation may take (e.g. 2G; default: a quarter\n"
        "of the machine's memory); past it a cell raises MemoryError.\n"
        "--sandbox: cells may touch files only in the working folder (the kernel's cwd, or\n"
        "--sandbox-dir DIR) and see only a few environment variables.\n"
        "--time-limit SECONDS: a cell running longer raises TimeoutError (%time_limit\n"
        "changes it per session).\n"
        "Environment: MINITF_DEBUG=N (1 tokens, 2 AST, 3 converted code, 4 graphs),\n"
        "MINITF_MEMORY_LIMIT=SIZE (the default of --memory-limit),\n"
        "MINITF_VERBOSITY=quiet|normal|verbose (what the teaching tools show; %verbosity)\n",
        stdout);
    return 0;
  }
  // Before any thread exists, so that every thread inherits the mask.
  block_sigint();
  start_interrupt_relay();
  // Under a Jupyter server, writing to a closed stderr pipe would kill the
  // kernel with SIGPIPE; xeus's own kernels silence clog the same way.
  if (std::getenv("JPY_PARENT_PID")) std::clog.setstate(std::ios_base::failbit);

  Launch launch;
  launch.connection_file = xeus::extract_filename(argc, argv);
  if (const char* d = std::getenv("MINITF_DEBUG")) launch.options.debug = std::atoi(d);
  // An unknown level keeps the default (normal): a kernel has no terminal to
  // complain on.
  if (const char* v = std::getenv("MINITF_VERBOSITY")) parse_verbosity(v, launch.options.verbosity);
  std::string memory_limit;
  if (const char* m = std::getenv("MINITF_MEMORY_LIMIT")) memory_limit = m;
  std::string sandbox_dir, time_limit;
  for (int i = 1; i < argc; ++i) {
    bool has_value = i + 1 < argc;
    if (std::strcmp(argv[i], "--memory-limit") == 0 && has_value) memory_limit = argv[i + 1];
    if (std::strcmp(argv[i], "--sandbox") == 0) launch.options.sandbox = true;
    if (std::strcmp(argv[i], "--sandbox-dir") == 0 && has_value) {
      launch.options.sandbox = true;
      sandbox_dir = argv[i + 1];
    }
    if (std::strcmp(argv[i], "--time-limit") == 0 && has_value) time_limit = argv[i + 1];
  }
  if (launch.options.sandbox) {
    std::string error;
    if (!resolve_sandbox_root(sandbox_dir, launch.options.sandbox_dir, error)) {
      std::fprintf(stderr, "minitf-kernel: %s\n", error.c_str());
      return 2;
    }
  }
  if (!time_limit.empty() && !parse_time_limit(time_limit, launch.options.time_limit)) {
    std::fprintf(stderr, "minitf-kernel: invalid time limit '%s' (use seconds, such as 60)\n",
                 time_limit.c_str());
    return 2;
  }
  if (!memory_limit.empty() && !parse_memory_size(memory_limit, launch.options.memory_limit)) {
    std::fprintf(stderr, "minitf-kernel: invalid memory limit '%s' (use a size such as 2G)\n",
                 memory_limit.c_str());
    return 2;
  }

  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, kKernelStackBytes);
  pthread_t thread;
  if (pthread_create(&thread, &attr, run_kernel, &launch) != 0) {
    run_kernel(&launch);  // fall back to the main thread's stack
  } else {
    pthread_join(thread, nullptr);
  }
  pthread_attr_destroy(&attr);
  return 0;
}
