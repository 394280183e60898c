// The checks every message passes before xeus sees it.
//
// xeus 2.4.1 trusts the wire: its deserializer pops five frames without
// counting them (two frames abort the process in libzmq), parses all four
// JSON frames before it checks the signature, keeps no record of signatures
// already seen, and its dispatcher reads the header and the content with
// nlohmann's value(), which throws on a header that is not an object (after
// `busy` is published: the client never sees `idle`), or on a field of the
// wrong type (then no reply at all). So the kernel's server hands xeus only
// messages that passed, in this order:
//   1. frames: identities, the "<IDS|MSG>" delimiter, then at least five;
//   2. the HMAC signature over the four JSON frames, before any parsing;
//   3. no replay: a signature seen before is refused, as ipykernel's digest
//      history does;
//   4. the four frames are JSON objects, nested no deeper than a limit;
//   5. the header has a string msg_id and msg_type;
//   6. the content's fields that the handler reads have the types it needs.
// Steps 1-5 failing: the message is dropped (there is no one to answer, or
// no proof of who asks). Step 6 failing: the sender gets an error reply.
//
// Pure: no sockets, so the fuzz harness drives it with bytes.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "replay_window.h"
#include "xeus/xauthentication.hpp"
#include "xeus/xmessage.hpp"

namespace minitf {

// The channels that receive requests.
enum class WireChannel { Shell, Control, Stdin };

// What to do with one received message.
struct WireVerdict {
  enum class Action {
    Dispatch,    // hand `message` to xeus
    Drop,        // ignore it (logged with `reason`)
    ErrorReply,  // send `message` (an error reply) back on the same socket
  };
  Action action = Action::Drop;
  std::string reason;
  xeus::xmessage message;
};

// Signatures remembered to refuse replays: ipykernel's digest history holds
// 2**16 and forgets the oldest past that, bounding the memory a long session
// spends on it (a replay older than 65 536 messages is not detected).
constexpr size_t kReplayHistory = size_t(1) << 16;
// JSON nesting accepted in a message: replies echo the header and nlohmann's
// dump recurses, so a header nested a million deep would overflow the stack.
// Jupyter's messages nest a few levels (widget state perhaps ten).
constexpr int kMaxJsonDepth = 64;

class WireGuard {
 public:
  // `auth` checks signatures (xeus's, from the connection file's key and
  // scheme); `signed_messages` is false when the key is empty (no signing,
  // and then no replay check, as in jupyter_client). `user_name` and
  // `session` go into the headers of error replies.
  WireGuard(const xeus::xauthentication& auth, bool signed_messages, std::string user_name,
            std::string session);

  // Checks one received message, its frames as they came off the socket.
  WireVerdict admit(const std::vector<std::string_view>& frames, WireChannel channel);

 private:
  bool seen_before(std::string_view signature);

  const xeus::xauthentication& auth_;
  bool signed_;
  // The length of a signature in hex (64 for hmac-sha256). xeus's verify
  // compares that many bytes whatever the frame's length: a shorter frame
  // would be read past its end, a longer one pass with trailing bytes (and
  // so slip past the replay check).
  size_t signature_length_ = 0;
  std::string user_name_, session_;
  ReplayWindow seen_{kReplayHistory};
};

// The content problem of a `msg_type` request, or "" when the fields the
// handler reads have usable types (exposed for the unit tests).
std::string content_problem(const std::string& msg_type, const nl::json& content);

}  // namespace minitf
