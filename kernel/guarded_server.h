// The kernel's ZeroMQ server: xeus 2.4.1's one-thread server (shell and
// control polled on the kernel's thread), with every received message
// passed through WireGuard before xeus deserializes it (see wire_guard.h for
// what xeus gets wrong on its own). xserver_zmq's sockets, publisher and
// heartbeat are reused; only its receive paths (the poll loop, the queue
// abort after an error, the stdin reply) are replaced.
#pragma once

#include <memory>

#include "wire_guard.h"
#include "xeus/xeus_context.hpp"
#include "xeus/xkernel_configuration.hpp"
#include "xeus/xserver_zmq.hpp"

namespace minitf {

class GuardedServer : public xeus::xserver_zmq {
 public:
  GuardedServer(zmq::context_t& context, const xeus::xconfiguration& config,
                nl::json::error_handler_t eh);

 protected:
  void start_impl(xeus::xpub_message message) override;
  void abort_queue_impl(const listener& l, long polling_interval) override;
  void send_stdin_impl(xeus::xmessage msg) override;

 private:
  // Receives one message from `socket` (which has one waiting) and returns
  // what the guard made of it; error replies and drops are handled here.
  WireVerdict receive(zmq::socket_t& socket, WireChannel channel);
  void poll_once();

  WireGuard guard_;
};

// xkernel's server_builder for GuardedServer.
std::unique_ptr<xeus::xserver> make_guarded_server(xeus::xcontext& context,
                                                   const xeus::xconfiguration& config,
                                                   nl::json::error_handler_t eh);

}  // namespace minitf
