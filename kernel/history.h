// The kernel's input history (history_request: tail, range and search).
//
// xeus 2.4.1's in-memory manager returns session and line numbers as strings
// and flat 4-tuples with output=True, which the protocol (and
// jupyter_kernel_test) reject; and its core passes line 1 for every input. This
// one numbers inputs itself and answers [session, line, input] or
// [session, line, [input, output]] with integers.
#pragma once

#include <mutex>
#include <string>
#include <vector>

#include "xeus/xhistory_manager.hpp"

namespace minitf {

class KernelHistory : public xeus::xhistory_manager {
 public:
  // Inputs of this kernel process count as session 1 (one process, one session).
  static constexpr int kSession = 1;

 private:
  void configure_impl() override {}
  void store_inputs_impl(int session, int line_num, const std::string& input,
                         const std::string& output) override;
  nl::json get_tail_impl(int n, bool raw, bool output) const override;
  nl::json get_range_impl(int session, int start, int stop, bool raw, bool output) const override;
  nl::json search_impl(const std::string& pattern, bool raw, bool output, int n,
                       bool unique) const override;

  nl::json entry(size_t i, bool output) const;
  nl::json reply(nl::json history) const;

  mutable std::mutex mutex_;  // the control thread may ask while a cell runs
  std::vector<std::string> inputs_;
  std::vector<std::string> outputs_;
};

}  // namespace minitf
