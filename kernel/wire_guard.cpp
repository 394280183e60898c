#include "wire_guard.h"

#include <climits>
#include <cstdint>
#include <utility>

namespace minitf {

namespace {

constexpr std::string_view kDelimiter = "<IDS|MSG>";
// signature, header, parent_header, metadata, content
constexpr size_t kMessageFrames = 5;

xeus::xraw_buffer raw(std::string_view s) {
  return xeus::xraw_buffer(reinterpret_cast<const unsigned char*>(s.data()), s.size());
}

// Nesting depth of a parsed value, without recursion (the value may be the
// deep one this check exists for).
int json_depth(const nl::json& root) {
  int deepest = 0;
  std::vector<std::pair<const nl::json*, int>> todo{{&root, 1}};
  while (!todo.empty()) {
    auto [j, depth] = todo.back();
    todo.pop_back();
    if (!j->is_structured()) continue;
    if (depth > deepest) deepest = depth;
    if (depth > kMaxJsonDepth) return depth;  // no need to look further
    for (const auto& child : *j) todo.push_back({&child, depth + 1});
  }
  return deepest;
}

// A JSON object from one frame, or nullopt (not JSON, not an object, too deep).
std::optional<nl::json> parse_object(std::string_view frame) {
  nl::json j = nl::json::parse(frame.begin(), frame.end(), nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object() || json_depth(j) > kMaxJsonDepth) return std::nullopt;
  return j;
}

enum class Field { String, Bool, Int, StringMap };

bool has_type(const nl::json& v, Field f) {
  switch (f) {
    case Field::String:
      return v.is_string();
    case Field::Bool:
      return v.is_boolean();
    case Field::Int:
      // xeus reads these into an int: a float, or an integer past int's
      // range, would be converted with undefined behaviour.
      if (v.is_number_unsigned()) return v.get<uint64_t>() <= uint64_t(INT_MAX);
      if (v.is_number_integer()) {
        int64_t i = v.get<int64_t>();
        return i >= INT_MIN && i <= INT_MAX;
      }
      return false;
    case Field::StringMap:
      if (!v.is_object()) return false;
      for (const auto& e : v)
        if (!e.is_string()) return false;
      return true;
  }
  return false;
}

const char* type_name(Field f) {
  switch (f) {
    case Field::String:
      return "a string";
    case Field::Bool:
      return "a boolean";
    case Field::Int:
      return "an integer";
    case Field::StringMap:
      return "an object of strings";
  }
  return "";
}

struct FieldRule {
  const char* name;
  Field type;
  bool required;
};

// The fields each handler of xeus 2.4.1 (and of this kernel's history)
// reads from a request's content, with the types it reads them as.
const std::vector<FieldRule>* rules_for(const std::string& msg_type) {
  static const std::vector<FieldRule> execute = {{"code", Field::String, true},
                                                 {"silent", Field::Bool, false},
                                                 {"store_history", Field::Bool, false},
                                                 {"allow_stdin", Field::Bool, false},
                                                 {"stop_on_error", Field::Bool, false},
                                                 {"execution_count", Field::Int, false},
                                                 {"user_expressions", Field::StringMap, false}};
  static const std::vector<FieldRule> complete = {{"code", Field::String, true},
                                                  {"cursor_pos", Field::Int, false}};
  static const std::vector<FieldRule> inspect = {{"code", Field::String, true},
                                                 {"cursor_pos", Field::Int, false},
                                                 {"detail_level", Field::Int, false}};
  static const std::vector<FieldRule> is_complete = {{"code", Field::String, true}};
  static const std::vector<FieldRule> history = {{"hist_access_type", Field::String, false},
                                                 {"pattern", Field::String, false},
                                                 {"n", Field::Int, false},
                                                 {"session", Field::Int, false},
                                                 {"start", Field::Int, false},
                                                 {"stop", Field::Int, false},
                                                 {"raw", Field::Bool, false},
                                                 {"output", Field::Bool, false},
                                                 {"unique", Field::Bool, false}};
  static const std::vector<FieldRule> comm_info = {{"target_name", Field::String, false}};
  static const std::vector<FieldRule> shutdown = {{"restart", Field::Bool, false}};
  static const std::vector<FieldRule> comm_open = {{"comm_id", Field::String, true},
                                                   {"target_name", Field::String, true}};
  static const std::vector<FieldRule> comm_other = {{"comm_id", Field::String, true}};
  static const std::vector<FieldRule> input_reply = {{"value", Field::String, false}};
  static const std::vector<FieldRule> none = {};
  if (msg_type == "execute_request") return &execute;
  if (msg_type == "complete_request") return &complete;
  if (msg_type == "inspect_request") return &inspect;
  if (msg_type == "is_complete_request") return &is_complete;
  if (msg_type == "history_request") return &history;
  if (msg_type == "comm_info_request") return &comm_info;
  if (msg_type == "shutdown_request") return &shutdown;
  if (msg_type == "comm_open") return &comm_open;
  if (msg_type == "comm_msg" || msg_type == "comm_close") return &comm_other;
  if (msg_type == "input_reply") return &input_reply;
  if (msg_type == "kernel_info_request" || msg_type == "interrupt_request" ||
      msg_type == "debug_request")
    return &none;
  return nullptr;  // unknown: xeus logs it and answers nothing, as ipykernel
}

bool ends_with(const std::string& s, std::string_view tail) {
  return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

}  // namespace

std::string content_problem(const std::string& msg_type, const nl::json& content) {
  const std::vector<FieldRule>* rules = rules_for(msg_type);
  if (!rules) return "";
  for (const FieldRule& r : *rules) {
    auto it = content.find(r.name);
    if (it == content.end()) {
      if (r.required) return msg_type + ": the content has no '" + r.name + "'";
      continue;
    }
    if (!has_type(*it, r.type)) return msg_type + ": '" + r.name + "' must be " + type_name(r.type);
  }
  return "";
}

WireGuard::WireGuard(const xeus::xauthentication& auth, bool signed_messages, std::string user_name,
                     std::string session)
    : auth_(auth),
      signed_(signed_messages),
      user_name_(std::move(user_name)),
      session_(std::move(session)) {
  const xeus::xraw_buffer empty(nullptr, 0);
  if (signed_) signature_length_ = auth_.sign(empty, empty, empty, empty).size();
}

bool WireGuard::seen_before(std::string_view signature) { return seen_.seen_before(signature); }

WireVerdict WireGuard::admit(const std::vector<std::string_view>& frames, WireChannel channel) {
  WireVerdict v;
  // 1. Identities up to the delimiter, then the message's own frames.
  size_t delim = 0;
  while (delim < frames.size() && frames[delim] != kDelimiter) ++delim;
  if (delim == frames.size()) {
    v.reason = "no <IDS|MSG> delimiter";
    return v;
  }
  if (frames.size() - delim - 1 < kMessageFrames) {
    v.reason = "fewer than five frames after the delimiter";
    return v;
  }
  const std::string_view* m = &frames[delim + 1];
  // 2. The signature, before anything is parsed: a forged message costs one
  // HMAC over its bytes and nothing more.
  if (signed_ && (m[0].size() != signature_length_ ||
                  !auth_.verify(raw(m[0]), raw(m[1]), raw(m[2]), raw(m[3]), raw(m[4])))) {
    v.reason = "bad signature";
    return v;
  }
  // 3. Replays: the same signed bytes again.
  if (signed_ && seen_before(m[0])) {
    v.reason = "replayed message (signature seen before)";
    return v;
  }
  // 4. Four JSON objects.
  std::optional<nl::json> header = parse_object(m[1]);
  std::optional<nl::json> parent = parse_object(m[2]);
  std::optional<nl::json> metadata = parse_object(m[3]);
  std::optional<nl::json> content = parse_object(m[4]);
  if (!header || !parent || !metadata || !content) {
    v.reason = "a header, parent header, metadata or content frame is not a JSON object";
    return v;
  }
  // 5. Who asks for what.
  auto type_it = header->find("msg_type");
  auto id_it = header->find("msg_id");
  if (type_it == header->end() || !type_it->is_string() || id_it == header->end() ||
      !id_it->is_string()) {
    v.reason = "the header has no string msg_type and msg_id";
    return v;
  }
  const std::string msg_type = type_it->get<std::string>();
  if (channel == WireChannel::Stdin && msg_type != "input_reply") {
    v.reason = "only input_reply is read on the stdin channel";
    return v;
  }
  std::vector<std::string> identities(frames.begin(), frames.begin() + delim);
  // 6. The content's fields.
  std::string problem = content_problem(msg_type, *content);
  if (!problem.empty()) {
    v.reason = problem;
    if (!ends_with(msg_type, "_request")) return v;  // comm and stdin messages have no reply
    nl::json reply;
    reply["status"] = "error";
    reply["ename"] = "ValueError";
    reply["evalue"] = "malformed request: " + problem;
    reply["traceback"] = nl::json::array();
    std::string reply_type = msg_type.substr(0, msg_type.size() - 8) + "_reply";
    v.action = WireVerdict::Action::ErrorReply;
    v.message = xeus::xmessage(identities, xeus::make_header(reply_type, user_name_, session_),
                               std::move(*header), nl::json::object(), std::move(reply),
                               xeus::buffer_sequence());
    return v;
  }
  xeus::buffer_sequence buffers;
  for (size_t i = delim + 1 + kMessageFrames; i < frames.size(); ++i)
    buffers.emplace_back(frames[i].begin(), frames[i].end());
  v.action = WireVerdict::Action::Dispatch;
  v.message = xeus::xmessage(identities, std::move(*header), std::move(*parent),
                             std::move(*metadata), std::move(*content), std::move(buffers));
  return v;
}

}  // namespace minitf
