// The kernel's input history (history_request: tail, range and search).
//
// xeus 2.4.1's in-memory manager returns session and line numbers as strings
// and flat 4-tuples with output=True, which the protocol (and
// jupyter_kernel_test) reject; and its core passes line 1 for every input. This
// one numbers inputs itself and answers [session, line, input] or
// [session, line, [input, output]] with integers.
#pragma once

#include <deque>
#include <mutex>
#include <string>

#include "xeus/xhistory_manager.hpp"

namespace minitf {

class KernelHistory : public xeus::xhistory_manager {
 public:
  // Inputs of this kernel process count as session 1 (one process, one session).
  static constexpr int kSession = 1;
  // How many of the latest inputs (and their outputs) the history keeps. IPython
  // keeps its history in an SQLite file, not in the kernel's memory; this one
  // lives in memory, so over a class's day of cells it would grow without end.
  // Front ends ask for the last few hundred at most (Notebook's and Lab's
  // console ask for the tail; `%history` defaults to the session's last 10).
  static constexpr size_t kKeptInputs = 1000;

 private:
  void configure_impl() override {}
  void store_inputs_impl(int session, int line_num, const std::string& input,
                         const std::string& output) override;
  nl::json get_tail_impl(int n, bool raw, bool output) const override;
  nl::json get_range_impl(int session, int start, int stop, bool raw, bool output) const override;
  nl::json search_impl(const std::string& pattern, bool raw, bool output, int n,
                       bool unique) const override;

  // The entry of line `line` (1-based, counted since the kernel started); it
  // must be one of the kept lines.
  nl::json entry(size_t line, bool output) const;
  size_t first_kept() const { return dropped_ + 1; }
  size_t last_line() const { return dropped_ + inputs_.size(); }
  nl::json reply(nl::json history) const;

  mutable std::mutex mutex_;        // the control thread may ask while a cell runs
  std::deque<std::string> inputs_;  // lines dropped_ + 1 ... last_line()
  std::deque<std::string> outputs_;
  size_t dropped_ = 0;  // lines forgotten past kKeptInputs
};

}  // namespace minitf
