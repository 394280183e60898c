#include "history.h"

#include <fnmatch.h>

#include <algorithm>
#include <set>

namespace minitf {

void KernelHistory::store_inputs_impl(int, int, const std::string& input,
                                      const std::string& output) {
  std::lock_guard<std::mutex> lock(mutex_);
  inputs_.push_back(input);
  outputs_.push_back(output);
}

nl::json KernelHistory::entry(size_t i, bool output) const {
  nl::json line = int(i) + 1;
  if (output) return nl::json::array({kSession, line, nl::json::array({inputs_[i], outputs_[i]})});
  return nl::json::array({kSession, line, inputs_[i]});
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
  for (size_t i = inputs_.size() - count; i < inputs_.size(); ++i) h.push_back(entry(i, output));
  return reply(std::move(h));
}

nl::json KernelHistory::get_range_impl(int session, int start, int stop, bool, bool output) const {
  std::lock_guard<std::mutex> lock(mutex_);
  nl::json h = nl::json::array();
  // Session 0 means "this session"; negative numbers count back from it.
  if (session == 0 || session == kSession) {
    int last = int(inputs_.size());
    if (stop <= 0 || stop > last + 1) stop = last + 1;
    for (int line = std::max(start, 1); line < stop; ++line)
      h.push_back(entry(size_t(line - 1), output));
  }
  return reply(std::move(h));
}

nl::json KernelHistory::search_impl(const std::string& pattern, bool, bool output, int n,
                                    bool unique) const {
  std::lock_guard<std::mutex> lock(mutex_);
  std::vector<size_t> hits;
  std::set<std::string> seen;
  // Newest first, so `n` keeps the most recent matches, as IPython does.
  for (size_t i = inputs_.size(); i-- > 0;) {
    if (fnmatch(pattern.c_str(), inputs_[i].c_str(), 0) != 0) continue;
    if (unique && !seen.insert(inputs_[i]).second) continue;
    hits.push_back(i);
    if (n > 0 && int(hits.size()) >= n) break;
  }
  nl::json h = nl::json::array();
  for (size_t k = hits.size(); k-- > 0;) h.push_back(entry(hits[k], output));
  return reply(std::move(h));
}

}  // namespace minitf
