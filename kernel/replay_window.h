// The signatures of the last N messages, to refuse a replayed one (see
// wire_guard.h), in memory bounded when the window is made: a ring of at most
// N 64-bit fingerprints in arrival order and an open-addressing table of
// them. Strings in a node-based set cost about 300 bytes a message, and so
// grew a long session's kernel by 0.3 KiB per cell until 65 536 messages had
// come. Both arrays grow with the messages up to their bound (1.5 MiB for
// 65 536), so a short connection, or a fuzz input, does not clear it all.
//
// A fingerprint is a 64-bit hash of the signature. Signatures are HMACs, which
// look random, so two different ones share a fingerprint with odds of about
// N / 2**64 per message, and the harm would be one refused message.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace minitf {

class ReplayWindow {
 public:
  // Remembers the last `capacity` signatures (capacity > 0).
  explicit ReplayWindow(size_t capacity);

  // True when `signature` is among the remembered ones; otherwise remembers
  // it, forgetting the oldest when the window is full.
  bool seen_before(std::string_view signature);

 private:
  // 0 marks an empty slot of the table, so no fingerprint is 0.
  static uint64_t fingerprint(std::string_view signature);
  size_t slot_of(uint64_t key) const;
  bool contains(uint64_t key) const;
  void insert(uint64_t key);
  void erase(uint64_t key);
  // Doubles the table, when one more fingerprint would fill it past half.
  void reserve_one();

  size_t capacity_;
  std::vector<uint64_t> ring_;   // the fingerprints, oldest at next_ once full
  size_t next_ = 0;              // where the next fingerprint goes in ring_
  size_t size_ = 0;              // how many are remembered
  std::vector<uint64_t> table_;  // linear probing; a power of two, at least twice the ring
};

}  // namespace minitf
