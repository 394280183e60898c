#include "history.h"

#include <fnmatch.h>

#include <algorithm>
#include <set>
#include <vector>

#include "base/assert.h"

namespace minitf {

void KernelHistory::store_inputs_impl(int, int, const std::string& input,
                                      const std::string& output) {
  std::lock_guard<std::mutex> lock(mutex_);
  inputs_.push_back(input);
  outputs_.push_back(output);
  if (inputs_.size() > kKeptInputs) {
    inputs_.pop_front();
    outputs_.pop_front();
    ++dropped_;
  }
}

nl::json KernelHistory::entry(size_t line, bool output) const {
  MINITF_ASSERT(line >= first_kept() && line <= last_line(), "a history line no longer kept");
  size_t i = line - first_kept();
  nl::json number = line;
  if (output)
    return nl::json::array({kSession, number, nl::json::array({inputs_[i], outputs_[i]})});
  return nl::json::array({kSession, number, inputs_[i]});
}

nl::json KernelHistory::reply(nl::json history) const {
  nl::json r;
  r["status"] = "ok";
  r["history"] = std::move(history);
  return r;
}

nl::json KernelHistory::get_tail_impl(int n, bool, bool output) const {
  std::lock_guard<std::mutex> lock(mutex_);
  nl::json h = nl::json::array();
  size_t count = n < 0 ? inputs_.size() : std::min(inputs_.size(), size_t(n));
  for (size_t line = last_line() - count + 1; line <= last_line(); ++line)
    h.push_back(entry(line, output));
  return reply(std::move(h));
}

nl::json KernelHistory::get_range_impl(int session, int start, int stop, bool, bool output) const {
  std::lock_guard<std::mutex> lock(mutex_);
  nl::json h = nl::json::array();
  // Session 0 means "this session"; negative numbers count back from it.
  // Lines older than the kept ones are gone, as if never typed.
  if (session == 0 || session == kSession) {
    int last = int(last_line());
    if (stop <= 0 || stop > last + 1) stop = last + 1;
    for (int line = std::max(start, int(first_kept())); line < stop; ++line)
      h.push_back(entry(size_t(line), output));
  }
  return reply(std::move(h));
}

nl::json KernelHistory::search_impl(const std::string& pattern, bool, bool output, int n,
                                    bool unique) const {
  std::lock_guard<std::mutex> lock(mutex_);
  std::vector<size_t> hits;  // indices into inputs_
  std::set<std::string> seen;
  // Newest first, so `n` keeps the most recent matches, as IPython does.
  for (size_t i = inputs_.size(); i-- > 0;) {
    if (fnmatch(pattern.c_str(), inputs_[i].c_str(), 0) != 0) continue;
    if (unique && !seen.insert(inputs_[i]).second) continue;
    hits.push_back(i);
    if (n > 0 && int(hits.size()) >= n) break;
  }
  nl::json h = nl::json::array();
  for (size_t k = hits.size(); k-- > 0;) h.push_back(entry(first_kept() + hits[k], output));
  return reply(std::move(h));
}

}  // namespace minitf
