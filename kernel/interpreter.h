// The xeus interpreter: the Jupyter protocol over one minitf Session.
//
// Every handler runs on the shell thread (the kernel's big-stack thread, see
// main.cpp), so the engine is only ever used from that one thread.
#pragma once

#include <memory>
#include <string>

#include "session.h"
#include "xeus/xinterpreter.hpp"

namespace minitf {

// The kernelspec's language_info and the banner.
constexpr const char* kKernelImplementation = "minitf";
constexpr const char* kLanguageName = "python";   // the language is a Python 3 subset
constexpr const char* kLanguageVersion = "3.11";  // CPython 3.11 is the reference

class KernelInterpreter : public xeus::xinterpreter {
 public:
  explicit KernelInterpreter(Options options = {});
  ~KernelInterpreter() override;

 private:
  void configure_impl() override;
  nl::json execute_request_impl(int execution_counter, const std::string& code, bool silent,
                                bool store_history, nl::json user_expressions,
                                bool allow_stdin) override;
  nl::json complete_request_impl(const std::string& code, int cursor_pos) override;
  nl::json inspect_request_impl(const std::string& code, int cursor_pos, int detail_level) override;
  nl::json is_complete_request_impl(const std::string& code) override;
  nl::json kernel_info_request_impl() override;
  void shutdown_request_impl() override;

  nl::json evaluate_user_expressions(const nl::json& expressions);
  KernelCallbacks callbacks();

  std::unique_ptr<Session> session_;
};

}  // namespace minitf
