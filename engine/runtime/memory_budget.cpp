// The session memory budget's default and the parsing of sizes such as "2G"
// (the --memory-limit option and the MINITF_MEMORY_LIMIT variable).
#include <unistd.h>

#include <cctype>
#include <cmath>
#include <cstdlib>

#include "runtime/interpreter.h"

namespace minitf {

namespace {
// A classroom server runs many sessions at once: one session may request at
// most a quarter of the machine's memory, so a runaway cell in one notebook
// leaves room for the others and for the machine itself.
constexpr uint64_t kDefaultMemoryBudgetDivisor = 4;

// Used when the machine will not say how much memory it has.
constexpr uint64_t kUnknownMachineMemoryBudget = uint64_t{1} << 30;
}  // namespace

uint64_t default_memory_budget() {
  long pages = sysconf(_SC_PHYS_PAGES);
  long page_size = sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || page_size <= 0) return kUnknownMachineMemoryBudget;
  return static_cast<uint64_t>(pages) / kDefaultMemoryBudgetDivisor *
         static_cast<uint64_t>(page_size);
}

bool parse_memory_size(const std::string& text, uint64_t& bytes) {
  const char* s = text.c_str();
  char* end = nullptr;
  double v = std::strtod(s, &end);
  if (end == s || !std::isfinite(v) || v <= 0) return false;
  std::string unit(end);
  for (char& c : unit) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (unit.size() >= 2 && unit.compare(unit.size() - 2, 2, "IB") == 0) {
    unit.resize(unit.size() - 2);
    if (unit.empty()) return false;  // "iB" alone names no unit
  } else if (!unit.empty() && unit.back() == 'B') {
    unit.pop_back();
  }
  double scale = 1;
  if (unit == "K") {
    scale = 1024.0;
  } else if (unit == "M") {
    scale = 1024.0 * 1024;
  } else if (unit == "G") {
    scale = 1024.0 * 1024 * 1024;
  } else if (unit == "T") {
    scale = 1024.0 * 1024 * 1024 * 1024;
  } else if (!unit.empty()) {
    return false;
  }
  double b = v * scale;
  // 2**63 bytes is past any machine; a bigger "limit" is a typo, not a budget.
  if (b < 1 || b >= 9.2e18) return false;
  bytes = static_cast<uint64_t>(b);
  return true;
}

bool parse_time_limit(const std::string& text, double& seconds) {
  if (text.empty()) return false;
  char* end = nullptr;
  double v = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size() || !std::isfinite(v) || v <= 0 || v > kMaxTimeLimitSeconds)
    return false;
  seconds = v;
  return true;
}

}  // namespace minitf
