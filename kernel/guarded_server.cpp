#include "guarded_server.h"

#include <chrono>
#include <iostream>
#include <string_view>
#include <thread>
#include <vector>

#include "xeus/xguid.hpp"
#include "xeus/xkernel.hpp"
#include "xeus/xzmq_serializer.hpp"
#include "zmq_addon.hpp"

namespace minitf {

namespace {

std::vector<std::string_view> frame_views(const zmq::multipart_t& wire) {
  std::vector<std::string_view> frames;
  frames.reserve(wire.size());
  for (const zmq::message_t& m : wire) frames.emplace_back(m.data<char>(), m.size());
  return frames;
}

// How long the kernel lets its last iopub messages leave before it exits.
// A shutdown request's `shutdown` message and closing `idle` status are queued
// to xeus's publisher thread just before the serve loop ends; that thread
// forwards one queued message per poll and drops the rest when its stop
// request is already waiting, and std::exit then ends the ZeroMQ I/O thread
// before it has written what was forwarded. Jupyter Notebook's server keeps a
// kernel's state from iopub: a lost idle left the old kernel `busy`, and after
// a restart the server skipped its kernel_info nudge (which waits until the
// page's iopub subscription is live), so a fast Run All published its outputs
// to nobody. Forwarding and writing two small messages takes microseconds;
// this leaves room for a loaded machine and is paid once, at shutdown.
constexpr auto kIopubDrainTime = std::chrono::milliseconds(100);

void log_drop(const char* channel, const std::string& reason) {
  std::clog << "minitf-kernel: ignored a " << channel << " message: " << reason << std::endl;
}

}  // namespace

GuardedServer::GuardedServer(zmq::context_t& context, const xeus::xconfiguration& config,
                             nl::json::error_handler_t eh)
    : xeus::xserver_zmq(context, config, eh),
      guard_(*p_auth, !config.m_key.empty(), xeus::get_user_name(), xeus::new_xguid()) {}

WireVerdict GuardedServer::receive(zmq::socket_t& socket, WireChannel channel) {
  zmq::multipart_t wire;
  if (!wire.recv(socket, ZMQ_NOBLOCK)) return WireVerdict{};
  WireVerdict v = guard_.admit(frame_views(wire), channel);
  const char* name = channel == WireChannel::Shell     ? "shell"
                     : channel == WireChannel::Control ? "control"
                                                       : "stdin";
  if (v.action == WireVerdict::Action::ErrorReply) {
    log_drop(name, v.reason);
    // busy and idle around the reply, as around any request, so a client
    // that waits for idle after the reply (jupyter_client's execute) ends.
    nl::json parent = v.message.parent_header();
    auto status = [&](const char* state) {
      nl::json content;
      content["execution_state"] = state;
      publish_impl(
          xeus::xpub_message("kernel.status", xeus::make_header("status", "", ""), parent,
                             nl::json::object(), std::move(content), xeus::buffer_sequence()),
          xeus::channel::SHELL);
    };
    status("busy");
    zmq::multipart_t reply =
        xeus::xzmq_serializer::serialize(std::move(v.message), *p_auth, m_error_handler);
    reply.send(socket);
    status("idle");
    v.action = WireVerdict::Action::Drop;
  } else if (v.action == WireVerdict::Action::Drop) {
    log_drop(name, v.reason);
  }
  return v;
}

void GuardedServer::poll_once() {
  zmq::pollitem_t items[] = {{m_controller, 0, ZMQ_POLLIN, 0}, {m_shell, 0, ZMQ_POLLIN, 0}};
  // Control first, as xeus does: a shutdown overtakes queued cells.
  zmq::poll(&items[0], 2, std::chrono::milliseconds(-1));
  if (items[0].revents & ZMQ_POLLIN) {
    WireVerdict v = receive(m_controller, WireChannel::Control);
    if (v.action == WireVerdict::Action::Dispatch) notify_control_listener(std::move(v.message));
  }
  if (!m_request_stop && (items[1].revents & ZMQ_POLLIN)) {
    WireVerdict v = receive(m_shell, WireChannel::Shell);
    if (v.action == WireVerdict::Action::Dispatch) notify_shell_listener(std::move(v.message));
  }
}

void GuardedServer::start_impl(xeus::xpub_message message) {
  start_publisher_thread();
  start_heartbeat_thread();
  m_request_stop = false;
  publish(std::move(message), xeus::channel::SHELL);
  while (!m_request_stop) {
    // A handler's exception (xeus logs most itself) must not end the loop,
    // and so the kernel.
    try {
      poll_once();
    } catch (const std::exception& e) {
      std::clog << "minitf-kernel: " << e.what() << std::endl;
    }
  }
  std::this_thread::sleep_for(kIopubDrainTime);
  stop_channels();
  std::exit(0);
}

void GuardedServer::abort_queue_impl(const listener& l, long polling_interval) {
  // After an error with stop_on_error: every queued shell request gets an
  // aborted reply (xeus's listener builds it from the header it is given).
  for (;;) {
    zmq::pollitem_t item = {m_shell, 0, ZMQ_POLLIN, 0};
    zmq::poll(&item, 1, std::chrono::milliseconds(0));
    if (!(item.revents & ZMQ_POLLIN)) return;
    WireVerdict v = receive(m_shell, WireChannel::Shell);
    if (v.action == WireVerdict::Action::Dispatch) {
      try {
        l(std::move(v.message));
      } catch (const std::exception& e) {
        std::clog << "minitf-kernel: " << e.what() << std::endl;
      }
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(polling_interval));
  }
}

void GuardedServer::send_stdin_impl(xeus::xmessage msg) {
  zmq::multipart_t wire =
      xeus::xzmq_serializer::serialize(std::move(msg), *p_auth, m_error_handler);
  wire.send(m_stdin);
  // Block until a valid input_reply comes; anything else on the stdin socket
  // is dropped, as on the other channels.
  for (;;) {
    zmq::pollitem_t item = {m_stdin, 0, ZMQ_POLLIN, 0};
    zmq::poll(&item, 1, std::chrono::milliseconds(-1));
    if (!(item.revents & ZMQ_POLLIN)) continue;
    WireVerdict v = receive(m_stdin, WireChannel::Stdin);
    if (v.action != WireVerdict::Action::Dispatch) continue;
    notify_stdin_listener(std::move(v.message));
    return;
  }
}

std::unique_ptr<xeus::xserver> make_guarded_server(xeus::xcontext& context,
                                                   const xeus::xconfiguration& config,
                                                   nl::json::error_handler_t eh) {
  return std::make_unique<GuardedServer>(context.get_wrapped_context<zmq::context_t>(), config, eh);
}

}  // namespace minitf
