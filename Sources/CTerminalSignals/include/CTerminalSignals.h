#ifndef LCOORDINATOR_CTERMINALSIGNALS_H
#define LCOORDINATOR_CTERMINALSIGNALS_H

// Async-signal-safe terminal restore.
//
// Signal handlers may only touch state that needs no locks, allocation or lazy initialisation,
// so what they need lives in plain C storage, filled in before the handlers are installed.
// That storage is defined once, in TerminalSignals.c: every module that calls these functions
// reaches the same copy, whatever the optimiser inlines.

#include <signal.h>
#include <stddef.h>

/// Stores the bytes that put the terminal back (rmcup, cnorm, sgr0, …); truncates if too long.
/// A handler running meanwhile writes either the previous sequence or this one, never a mix.
void lc_restore_set_sequence(const char *bytes, size_t length);

/// Remembers the terminal modes of `fd` as they are now; returns 0 on success.
int lc_restore_save_termios(int fd);

/// Where the restore sequence is written, and the write end of the wake pipe (-1: none).
void lc_restore_set_fds(int output_fd, int wake_fd);

/// Arms (1) or disarms (0) lc_restore_now.
void lc_restore_set_active(int active);

/// Whether lc_restore_now is armed.
int lc_restore_is_active(void);

/// Puts back the terminal modes saved by lc_restore_save_termios. Async-signal-safe.
void lc_restore_termios(void);
/// Lets the terminal's suspend character through as a key (`deliver` 1) or gives it back (0) on
/// `fd`: while delivered, a `susp` (and, where it exists, `dsusp`) set to Ctrl+Z (Ctrl+Y) is
/// switched off, so the key reaches the program instead of stopping it; given back, each is what
/// lc_restore_save_termios saved (every exit path restores those saved modes anyway). Returns 0
/// on success, -1 when the modes cannot be read or set.
int lc_terminal_deliver_suspend_keys(int fd, int deliver);
/// How long an exit waits at most for the answer to a query sent just before (milliseconds).
#define LC_PROBE_ANSWER_WAIT_MS 150
/// Notes that a query went out unanswered (1) or that its answer came (0): an exit then drops the
/// answer instead of leaving it to the shell as typed text. Async-signal-safe.
void lc_restore_set_probe_outstanding(int outstanding);

/// Writes the stored sequence and resets the saved termios, when armed. Async-signal-safe.
void lc_restore_now(void);

/// Counts one SIGINT; returns how many were already waiting to be read. Async-signal-safe.
int lc_signal_note_interrupt(void);

/// Takes the waiting SIGINTs: returns how many there were and resets the count.
int lc_signal_take_interrupts(void);

/// Wakes a poll() waiting on the other end of the wake pipe. Async-signal-safe.
void lc_signal_wake(void);

/// For SIGTSTP, SIGTTIN and SIGTTOU: gives the terminal back as an exit does, stops the process
/// with `sig`'s default action (the shell then reports it stopped), and once it is continued puts
/// this handler back, counts the resume and wakes the loop, which re-enters curses and repaints.
/// Async-signal-safe.
void lc_signal_suspend(int sig);

/// Takes the resumes counted by lc_signal_suspend: returns how many there were and resets the count.
int lc_signal_take_resumes(void);

/// Installs `handler` (an SA_SIGINFO handler) for `sig`, remembering what was there before.
int lc_signal_install(int sig, void (*handler)(int, siginfo_t *, void *));

/// Puts back what was installed for `sig` before lc_signal_install.
void lc_signal_uninstall(int sig);

/// Calls the handler that was installed for `sig` before ours, if it was a function.
/// Async-signal-safe as long as that handler is (ncurses' SIGWINCH handler only sets a flag).
void lc_signal_chain(int sig, siginfo_t *info, void *context);

/// Whether `sig` is set to its default action right now (no handler, not ignored).
int lc_signal_is_default(int sig);

/// The lowest and highest real-time signal numbers (SIGRTMIN and SIGRTMAX are not constants).
int lc_signal_rtmin(void);
int lc_signal_rtmax(void);

/// Stores the line `lc_signal_exit` prints for `sig` (truncated if too long).
void lc_signal_set_message(int sig, const char *bytes, size_t length);

/// Writes the line stored for `sig` (if any) to standard error and ends the process at once
/// with status 128 + sig: no other handler runs (not the Swift runtime's backtracer), no core
/// file is written and the shell prints nothing more. Async-signal-safe.
void lc_signal_exit(int sig);

/// Gives the calling thread the restore state's alternate signal stack unless it has one
/// already, so a crash from a stack overflow can still restore the terminal.
void lc_signal_ensure_alternate_stack(void);

#endif
