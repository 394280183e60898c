// Common-subexpression elimination and dead reads in the executor (see
// plan.h). Tracing repeats work that TF's grappler would merge: Keras' Adam
// computes `1 - beta_1 ** t` and `sqrt(1 - beta_2 ** t)` from the same step
// count once per variable, each time from constants of equal value and a
// fresh read of the same variable. At compile time:
//
//  * constants of equal dtype, shape and bytes share one slot;
//  * a pure registry op whose op, attributes and input slots equal an earlier
//    step's is dropped, and its readers read the earlier step's outputs;
//  * a ReadVariableOp of a variable already read, with no step in between
//    that may write it, reuses that read's slot;
//  * a ReadVariableOp nothing reads is dropped (a read has no effect).
//
// Stateful ops (random ops, py_func), variable updates, prints, and control
// flow are never merged; each keeps its place, and a read is never reused
// across a step that may write its variable (an update of that variable, or
// any step that may run arbitrary code: a stateful op, a print whose sink
// calls back, If and While). The graph is untouched: explain, the graph text
// and the SVG show the traced graph; only the schedule (MINITF_DEBUG=4)
// shows the shared steps.
#include <cstring>
#include <numeric>
#include <unordered_map>

#include "graph/plan_steps.h"

namespace minitf {

namespace {

// Equal dtype, shape and bytes. Strings (held by pointer) and empty tensors
// are never equal here: nothing gains from sharing them.
bool same_value(const Tensor& a, const Tensor& b) {
  return a.dtype() == b.dtype() && a.dtype() != DType::String && a.shape() == b.shape() &&
         a.byte_size() > 0 && std::memcmp(a.raw_data(), b.raw_data(), a.byte_size()) == 0;
}

bool same_attr(const AttrValue& a, const AttrValue& b) {
  if (a.index() != b.index()) return false;
  if (const Tensor* t = std::get_if<Tensor>(&a)) return same_value(*t, std::get<Tensor>(b));
  return std::visit(
      [&](const auto& x) {
        using V = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<V, Tensor>) {
          return false;  // handled above
        } else {
          return x == std::get<V>(b);
        }
      },
      a);
}

bool same_attrs(const Attrs& a, const Attrs& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    const Attrs::Entry& x = a.entries()[i];
    const Attrs::Entry& y = b.entries()[i];
    if (x.first != y.first || !same_attr(x.second, y.second)) return false;
  }
  return true;
}

}  // namespace

void ExecutablePlan::share_common_steps() {
  // The slot each slot's readers read instead (itself unless shared).
  std::vector<uint32_t> same(num_slots_);
  std::iota(same.begin(), same.end(), 0u);
  for (size_t i = 0; i < constants_.size(); ++i) {
    for (size_t j = 0; j < i; ++j) {
      if (same[constants_[j].first] == constants_[j].first &&
          same_value(constants_[i].second, constants_[j].second)) {
        same[constants_[i].first] = constants_[j].first;
        break;
      }
    }
  }

  // Kept pure steps by op, and the live read of each variable.
  std::unordered_map<const OpDef*, std::vector<size_t>> pure;
  std::unordered_map<const VariableResource*, size_t> reads;
  std::vector<Step> steps;
  steps.reserve(steps_.size());
  auto share_outputs = [&](const Step& dropped, const Step& kept) {
    for (uint32_t i = 0; i < dropped.out_count; ++i)
      same[out_slots_[dropped.out_begin + i]] = out_slots_[kept.out_begin + i];
  };
  auto same_inputs = [&](const Step& a, const Step& b) {
    if (a.in_count != b.in_count) return false;
    for (uint32_t i = 0; i < a.in_count; ++i)
      if (in_refs_[a.in_begin + i].slot != in_refs_[b.in_begin + i].slot) return false;
    return true;
  };
  for (Step& s : steps_) {
    for (uint32_t i = 0; i < s.in_count; ++i) {
      InputRef& r = in_refs_[s.in_begin + i];
      r.slot = same[r.slot];
    }
    switch (s.kind) {
      case StepKind::ReadVariable: {
        auto at = reads.find(s.resource);
        if (at != reads.end()) {
          share_outputs(s, steps[at->second]);
          continue;
        }
        reads.emplace(s.resource, steps.size());
        break;
      }
      case StepKind::AssignVariable:
      case StepKind::AssignAddVariable:
      case StepKind::AssignSubVariable:
        reads.erase(s.resource);
        break;
      case StepKind::Op: {
        if (s.node->stateful || s.resource) {
          reads.clear();  // a stateful op may run code that writes any variable
          break;
        }
        std::vector<size_t>& seen = pure[s.op];
        bool shared = false;
        for (size_t k : seen) {
          const Step& t = steps[k];
          if (t.out_count == s.out_count && t.static_specs == s.static_specs && same_inputs(s, t) &&
              same_attrs(s.node->attrs, t.node->attrs)) {
            share_outputs(s, t);
            shared = true;
            break;
          }
        }
        if (shared) continue;
        seen.push_back(steps.size());
        break;
      }
      case StepKind::StringFormat:
        break;
      case StepKind::PrintV2:
      case StepKind::If:
      case StepKind::While:
      case StepKind::Fused:
        reads.clear();
        break;
    }
    steps.push_back(std::move(s));
  }
  for (size_t i = outputs_begin_; i < in_refs_.size(); ++i)
    in_refs_[i].slot = same[in_refs_[i].slot];

  // Reads nothing reads, then the input lists of the steps that remain.
  std::vector<char> read(num_slots_, 0);
  for (const Step& s : steps)
    for (uint32_t i = 0; i < s.in_count; ++i) read[in_refs_[s.in_begin + i].slot] = 1;
  for (size_t i = outputs_begin_; i < in_refs_.size(); ++i) read[in_refs_[i].slot] = 1;
  std::vector<InputRef> refs;
  refs.reserve(in_refs_.size());
  steps_.clear();
  for (Step& s : steps) {
    if (s.kind == StepKind::ReadVariable && !read[out_slots_[s.out_begin]]) continue;
    const uint32_t begin = static_cast<uint32_t>(refs.size());
    for (uint32_t i = 0; i < s.in_count; ++i) refs.push_back(in_refs_[s.in_begin + i]);
    s.in_begin = begin;
    steps_.push_back(std::move(s));
  }
  const size_t outputs_begin = refs.size();
  for (size_t i = outputs_begin_; i < in_refs_.size(); ++i) refs.push_back(in_refs_[i]);
  outputs_begin_ = outputs_begin;
  in_refs_ = std::move(refs);
}

}  // namespace minitf
