// The set table: CPython 3.11's set hash table (Objects/setobject.c's
// algorithm, written anew), so that sets of ints and other deterministic
// hashes iterate, print and pop in CPython's order, through additions,
// removals and resizes alike. A DictTable in set mode keeps its slots in
// `entries` (see object.h); iteration walks them in slot order.
#include <limits>

#include "base/assert.h"
#include "runtime/errors.h"
#include "runtime/object.h"
#include "runtime/types.h"

namespace minitf {

bool keys_equal(Interpreter* in, const Value& a, const Value& b);

namespace {

// CPython's constants: slots probed linearly before the perturbed jump (they
// share cache lines), the perturbation shift, the smallest table, and the
// size past which a growing set doubles rather than quadruples.
constexpr size_t kLinearProbes = 9;
constexpr unsigned kPerturbShift = 5;
constexpr size_t kSetMinSize = 8;
constexpr size_t kBigSetUsed = 50000;

using Entry = DictTable::Entry;

// A removed element leaves a dummy, which a later addition may reuse.
bool is_empty_slot(const Entry& e) { return !e.live && !e.value.is_undef(); }
bool is_dummy(const Entry& e) { return !e.live && e.value.is_undef(); }

}  // namespace

void DictTable::make_set_table() {
  MINITF_ASSERT(entries.empty() && index.empty(), "only a new table becomes a set table");
  index.assign(kSetHeader, 0);
}

int32_t DictTable::set_lookup(Interpreter* in, const Value& key, int64_t hash) const {
restart:
  if (entries.empty()) return -1;
  size_t mask = entries.size() - 1;
  size_t i = size_t(hash) & mask;
  uint64_t perturb = uint64_t(hash);
  for (;;) {
    size_t probes = (i + kLinearProbes <= mask) ? kLinearProbes : 0;
    for (size_t j = i;; ++j) {
      const Entry& e = entries[j];
      if (is_empty_slot(e)) return -1;
      if (e.live && e.hash == hash) {
        if (e.key.is(key)) return int32_t(j);
        // The comparison may run user code that changes this table.
        uint64_t seen = version;
        Value stored = e.key;
        bool equal = keys_equal(in, stored, key);
        if (version != seen) goto restart;
        if (equal) return int32_t(j);
      }
      if (probes-- == 0) break;
    }
    perturb >>= kPerturbShift;
    i = (i * 5 + 1 + perturb) & mask;
  }
}

void DictTable::set_insert_clean(const Value& key, int64_t hash) {
  size_t mask = entries.size() - 1;
  size_t i = size_t(hash) & mask;
  uint64_t perturb = uint64_t(hash);
  for (;;) {
    size_t probes = (i + kLinearProbes <= mask) ? kLinearProbes : 0;
    for (size_t j = i;; ++j) {
      if (is_empty_slot(entries[j])) {
        entries[j] = Entry{key, Value(), hash, true};
        return;
      }
      if (probes-- == 0) break;
    }
    perturb >>= kPerturbShift;
    i = (i * 5 + 1 + perturb) & mask;
  }
}

void DictTable::set_resize(size_t minused) {
  size_t size = kSetMinSize;
  while (size <= minused) size <<= 1;
  if (size > size_t(std::numeric_limits<int32_t>::max())) throw_exc(types().MemoryError, "");
  check_memory(size, sizeof(Entry));
  std::vector<Entry> old = std::move(entries);
  entries.assign(size, Entry{Value(), Value(), 0, false});
  ++version;
  for (Entry& e : old)
    if (e.live) set_insert_clean(e.key, e.hash);
  index[0] = int32_t(used);  // fill: the dummies are gone
}

void DictTable::set_add(Interpreter* in, const Value& key, int64_t hash) {
restart:
  if (entries.empty()) {
    check_memory(kSetMinSize, sizeof(Entry));
    entries.assign(kSetMinSize, Entry{Value(), Value(), 0, false});
  }
  size_t mask = entries.size() - 1;
  size_t i = size_t(hash) & mask;
  uint64_t perturb = uint64_t(hash);
  int64_t freeslot = -1;
  size_t slot = 0;
  for (;;) {
    size_t probes = (i + kLinearProbes <= mask) ? kLinearProbes : 0;
    bool found_unused = false;
    for (size_t j = i;; ++j) {
      const Entry& e = entries[j];
      if (is_empty_slot(e)) {
        slot = j;
        found_unused = true;
        break;
      }
      if (e.live && e.hash == hash) {
        if (e.key.is(key)) return;
        uint64_t seen = version;
        Value stored = e.key;
        bool equal = keys_equal(in, stored, key);
        if (version != seen) goto restart;
        if (equal) return;
      } else if (is_dummy(e)) {
        // The last dummy on the probe path is the one reused (as CPython
        // 3.11 behaves).
        freeslot = int64_t(j);
      }
      if (probes-- == 0) break;
    }
    if (found_unused) break;
    perturb >>= kPerturbShift;
    i = (i * 5 + 1 + perturb) & mask;
  }
  ++version;
  hash_bits |= uint64_t(1) << (uint64_t(hash) & 63);
  ++used;
  if (freeslot >= 0) {
    entries[size_t(freeslot)] = Entry{key, Value(), hash, true};
    return;
  }
  entries[slot] = Entry{key, Value(), hash, true};
  size_t fill = size_t(++index[0]);
  if (fill * 5 < mask * 3) return;
  set_resize(used > kBigSetUsed ? used * 2 : used * 4);
}

bool DictTable::set_discard(Interpreter& in, const Value& key, int64_t hash) {
  int32_t slot = set_lookup(&in, key, hash);
  if (slot < 0) return false;
  Entry& e = entries[size_t(slot)];
  // The key is released last: its destructor may look at this table.
  Value old_key = std::move(e.key);
  e = Entry{Value(), Value::undef(), 0, false};
  ++version;
  --used;
  return true;
}

Value DictTable::set_pop() {
  MINITF_ASSERT(used > 0 && !entries.empty(), "set_pop on an empty set");
  size_t mask = entries.size() - 1;
  size_t i = size_t(index[1]) & mask;
  while (!entries[i].live) i = i == mask ? 0 : i + 1;
  Value key = std::move(entries[i].key);
  entries[i] = Entry{Value(), Value::undef(), 0, false};
  ++version;
  --used;
  index[1] = int32_t(i + 1);
  return key;
}

void DictTable::set_merge(Interpreter& in, const DictTable& other) {
  MINITF_ASSERT(is_set_table() && other.is_set_table(), "set_merge of two set tables");
  if (&other == this || other.used == 0) return;
  size_t fill = size_t(index[0]);
  size_t mask = entries.empty() ? kSetMinSize - 1 : entries.size() - 1;
  if ((fill + other.used) * 5 >= mask * 3) {
    if (entries.empty()) entries.assign(kSetMinSize, Entry{Value(), Value(), 0, false});
    set_resize((used + other.used) * 2);
    fill = size_t(index[0]);
  }
  if (entries.empty()) entries.assign(kSetMinSize, Entry{Value(), Value(), 0, false});
  size_t other_fill = size_t(other.index[0]);
  if (fill == 0) {
    // An empty table: a straight copy when the sizes match and the other
    // has no dummies, else clean insertions in the other's slot order.
    if (entries.size() == other.entries.size() && other_fill == other.used) {
      for (size_t k = 0; k < entries.size(); ++k)
        if (other.entries[k].live)
          entries[k] = Entry{other.entries[k].key, Value(), other.entries[k].hash, true};
    } else {
      for (const Entry& e : other.entries)
        if (e.live) set_insert_clean(e.key, e.hash);
    }
    for (const Entry& e : other.entries)
      if (e.live) hash_bits |= uint64_t(1) << (uint64_t(e.hash) & 63);
    used = other.used;
    index[0] = int32_t(other.used);
    ++version;
    return;
  }
  // Keys may repeat: ordinary additions, in the other's slot order.
  std::vector<Entry> keys;
  for (const Entry& e : other.entries)
    if (e.live) keys.push_back(e);
  for (const Entry& e : keys) set_add(&in, e.key, e.hash);
}

}  // namespace minitf
