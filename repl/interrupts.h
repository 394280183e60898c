// Ctrl-C. One SIGINT handler serves both states of the front end: while code
// runs it asks the interpreter to raise KeyboardInterrupt at its next check;
// while the line editor waits for input it records the signal and wakes the
// editor through a pipe (the self-pipe trick: a signal that lands just before
// the editor blocks is not lost, as it would be with EINTR alone), and the
// REPL clears the line.
//
// SIGINT is delivered to the interpreter thread only (the main thread blocks
// it), so it is that thread's blocking read() that the signal interrupts.
#pragma once

namespace minitf {

class Interpreter;

void install_sigint_handler();
// Blocks SIGINT in the calling thread (threads it creates inherit the mask).
void block_sigint();
void unblock_sigint();

// The interpreter that SIGINT interrupts; null while waiting at a prompt.
void set_interrupt_target(Interpreter* in);
// Forgets earlier SIGINTs; take_sigint() then says whether one came since.
void clear_sigint();
bool take_sigint();
bool sigint_pending();  // as take_sigint, without forgetting it
// Becomes readable when SIGINT arrives (poll it beside the terminal).
int sigint_wakeup_fd();

}  // namespace minitf
