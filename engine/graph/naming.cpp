// TF's node naming: Graph.unique_name and name scopes, transcribed from
// tensorflow/python/framework/ops.py so names match TF's byte for byte.
#include <cctype>

#include "graph/graph.h"

namespace minitf {

namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

std::string Graph::unique_name(std::string_view name, bool mark_as_used) {
  std::string full;
  const std::string& scope = name_scope();
  if (!scope.empty()) {
    full = scope;
    full += '/';
  }
  full += name;
  // Names in use are compared case-insensitively (TF: "foo" collides with "Foo").
  std::string key = lower(full);
  auto it = names_in_use_.find(key);
  int i = it == names_in_use_.end() ? 0 : it->second;
  if (mark_as_used) names_in_use_[key] = i + 1;
  if (i == 0) return full;
  // Find the first "<name>_<i>" whose key is free, skipping names someone took
  // explicitly ("add_1" asked for by name before the second "add").
  std::string base_key = key;
  while (names_in_use_.count(key)) {
    key = base_key + "_" + std::to_string(i);
    ++i;
  }
  if (mark_as_used) names_in_use_[key] = 1;
  return full + "_" + std::to_string(i - 1);
}

std::string Graph::node_name(std::string_view name, std::string_view fallback) {
  if (name.empty()) name = fallback;
  if (!name.empty() && name.back() == '/') return std::string(name.substr(0, name.size() - 1));
  return unique_name(name);
}

std::string Graph::push_name_scope(std::string_view name) {
  std::string scope;
  if (!name.empty() && name.back() == '/') {
    scope = std::string(name.substr(0, name.size() - 1));
  } else {
    scope = unique_name(name);
  }
  scope_stack_.push_back(scope);
  return scope;
}

void Graph::pop_name_scope() {
  // The root scope (empty) stays: popping it would be a caller bug, and
  // keeping it makes name_scope() always valid.
  if (scope_stack_.size() > 1) scope_stack_.pop_back();
}

}  // namespace minitf
