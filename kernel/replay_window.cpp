#include "replay_window.h"

#include <functional>

#include "base/assert.h"

namespace minitf {

namespace {

// The table has at least this many slots per remembered fingerprint, so
// probes stay short (a load factor of one half at most).
constexpr size_t kSlotsPerEntry = 2;
// The table's first size (a power of two): the messages of a short
// connection, without a rehash.
constexpr size_t kFirstTableSlots = 64;

size_t power_of_two_at_least(size_t n) {
  size_t p = 1;
  while (p < n) p <<= 1;
  return p;
}

}  // namespace

ReplayWindow::ReplayWindow(size_t capacity) : capacity_(capacity), table_(kFirstTableSlots) {
  MINITF_ASSERT(capacity > 0, "a replay window remembers at least one signature");
}

void ReplayWindow::reserve_one() {
  if ((size_ + 1) * kSlotsPerEntry <= table_.size()) return;
  std::vector<uint64_t> old(power_of_two_at_least((size_ + 1) * kSlotsPerEntry), 0);
  old.swap(table_);
  for (uint64_t key : old)
    if (key != 0) insert(key);
}

uint64_t ReplayWindow::fingerprint(std::string_view signature) {
  uint64_t h = std::hash<std::string_view>()(signature);
  return h == 0 ? 1 : h;
}

size_t ReplayWindow::slot_of(uint64_t key) const {
  // The bits of std::hash are already mixed; the low ones pick the slot.
  return size_t(key) & (table_.size() - 1);
}

bool ReplayWindow::contains(uint64_t key) const {
  for (size_t i = slot_of(key);; i = (i + 1) & (table_.size() - 1)) {
    if (table_[i] == key) return true;
    if (table_[i] == 0) return false;
  }
}

void ReplayWindow::insert(uint64_t key) {
  size_t i = slot_of(key);
  while (table_[i] != 0) i = (i + 1) & (table_.size() - 1);
  table_[i] = key;
}

void ReplayWindow::erase(uint64_t key) {
  size_t mask = table_.size() - 1;
  size_t i = slot_of(key);
  while (table_[i] != key) {
    MINITF_ASSERT(table_[i] != 0, "a remembered fingerprint is in the table");
    i = (i + 1) & mask;
  }
  // Backward-shift deletion: move later entries of the probe run into the hole
  // when their home slot does not lie between the hole and them.
  for (size_t j = (i + 1) & mask; table_[j] != 0; j = (j + 1) & mask) {
    size_t home = slot_of(table_[j]);
    bool stays = i <= j ? (i < home && home <= j) : (i < home || home <= j);
    if (stays) continue;
    table_[i] = table_[j];
    i = j;
  }
  table_[i] = 0;
}

bool ReplayWindow::seen_before(std::string_view signature) {
  uint64_t key = fingerprint(signature);
  if (contains(key)) return true;
  if (size_ == capacity_) {
    // Full: the oldest gives its place in the ring and the table.
    erase(ring_[next_]);
    ring_[next_] = key;
    next_ = (next_ + 1) % capacity_;
  } else {
    // Filling: the ring grows in arrival order, so its oldest is at 0
    // (next_) when it becomes full.
    reserve_one();
    ring_.push_back(key);
    ++size_;
  }
  insert(key);
  return false;
}

}  // namespace minitf
