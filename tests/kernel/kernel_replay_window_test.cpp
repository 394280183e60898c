// The replay window of the kernel's wire guard (replay_window.h): the last N
// signatures are refused a second time, older ones are forgotten in arrival
// order, and the table stays consistent through many evictions.
#include <catch2/catch.hpp>
#include <string>

#include "replay_window.h"

using namespace minitf;

TEST_CASE("a replay window refuses the last N signatures and forgets older ones") {
  ReplayWindow w(3);
  CHECK_FALSE(w.seen_before("a"));
  CHECK_FALSE(w.seen_before("b"));
  CHECK_FALSE(w.seen_before("c"));
  CHECK(w.seen_before("a"));  // a replay: refused, and nothing new remembered
  CHECK(w.seen_before("c"));
  CHECK_FALSE(w.seen_before("d"));  // the window is full: "a" is forgotten
  CHECK_FALSE(w.seen_before("a"));  // so it passes once more, and "b" goes
  CHECK(w.seen_before("c"));
  CHECK(w.seen_before("d"));
  CHECK_FALSE(w.seen_before("b"));
}

TEST_CASE("a replay window stays exact through many evictions") {
  // Many more signatures than the window holds, so that entries are removed
  // from the middle of probe runs again and again.
  constexpr int kWindow = 1000;
  constexpr int kTotal = 50000;
  ReplayWindow w(kWindow);
  for (int i = 0; i < kTotal; ++i) REQUIRE_FALSE(w.seen_before("sig-" + std::to_string(i)));
  int refused = 0;
  for (int i = kTotal - kWindow; i < kTotal; ++i)
    refused += w.seen_before("sig-" + std::to_string(i));
  CHECK(refused == kWindow);
  CHECK_FALSE(w.seen_before("sig-" + std::to_string(kTotal - kWindow - 1)));
}
