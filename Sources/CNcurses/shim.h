#ifndef LCOORDINATOR_CNCURSES_SHIM_H
#define LCOORDINATOR_CNCURSES_SHIM_H

// Wide-character curses: without these, cchar_t, setcchar, wget_wch and friends are hidden.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <ncursesw/curses.h>
#include <ncursesw/panel.h>

#include <errno.h>
#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

// MARK: - Macros and variables Swift cannot import
//
// Attributes and KEY_F are function-like macros; the screen globals are mutable C variables,
// which Swift 6 refuses to read without isolation. These accessors are plain functions.

static inline attr_t lc_a_normal(void) { return A_NORMAL; }
static inline attr_t lc_a_bold(void) { return A_BOLD; }
static inline attr_t lc_a_dim(void) { return A_DIM; }
static inline attr_t lc_a_reverse(void) { return A_REVERSE; }
static inline attr_t lc_a_underline(void) { return A_UNDERLINE; }
static inline int lc_color_pair(int pair) { return (int)COLOR_PAIR(pair); }
static inline int lc_key_f(int n) { return KEY_F(n); }

static inline WINDOW *lc_stdscr(void) { return stdscr; }
static inline WINDOW *lc_curscr(void) { return curscr; }
static inline WINDOW *lc_newscr(void) { return newscr; }
static inline int lc_lines(void) { return LINES; }
static inline int lc_cols(void) { return COLS; }
static inline int lc_colors(void) { return COLORS; }
static inline int lc_color_pairs(void) { return COLOR_PAIRS; }

static inline int lc_getcury(WINDOW *win) { return getcury(win); }
static inline int lc_getcurx(WINDOW *win) { return getcurx(win); }
static inline int lc_getmaxy(WINDOW *win) { int y, x; getmaxyx(win, y, x); (void)x; return y; }
static inline int lc_getmaxx(WINDOW *win) { int y, x; getmaxyx(win, y, x); (void)y; return x; }
static inline int lc_getbegy(WINDOW *win) { int y, x; getbegyx(win, y, x); (void)x; return y; }
static inline int lc_getbegx(WINDOW *win) { int y, x; getbegyx(win, y, x); (void)y; return x; }

// glibc declares wcwidth only for _XOPEN_SOURCE, which the Swift Glibc module is built without.
extern int wcwidth(wchar_t c);

/// The number of columns the C library (and so curses) gives `c`; -1 when it cannot print it.
static inline int lc_wcwidth(wchar_t c) { return wcwidth(c); }

/// Where the terminal's cursor goes after the next doupdate (what the setsyx macro does):
/// y < 0 leaves it wherever drawing ended, which costs no bytes.
static inline void lc_set_screen_cursor(int y, int x) {
    if (newscr == NULL) return;
    if (y < 0) {
        leaveok(newscr, TRUE);
    } else {
        leaveok(newscr, FALSE);
        wmove(newscr, y, x);
    }
}

/// tigetstr without the (char *)-1 "not a string capability" sentinel: NULL when absent.
static inline const char *lc_tigetstr(const char *capability) {
    char *value = tigetstr(capability);
    if (value == NULL || value == (char *)-1) return NULL;
    return value;
}

// MARK: - Async-signal-safe terminal restore
//
// Signal handlers may only touch state that needs no locks, allocation or lazy initialisation,
// so what they need lives here as plain C storage, filled in before the handlers are installed.
// The storage is `static`: every Swift file that calls these functions gets its own copy, so
// exactly one Swift file (NcursesTerminal's SignalGuard.swift) may use the lc_restore_* and
// lc_signal_* functions.

/// The one line a crash signal prints after the terminal is restored.
typedef struct {
    size_t length;
    char text[160];
} lc_signal_message_t;

typedef struct {
    volatile sig_atomic_t active;
    volatile sig_atomic_t interrupts;
    int output_fd;
    int termios_fd;
    int has_termios;
    int wake_fd;
    struct termios termios;
    size_t sequence_length;
    char sequence[512];
    struct sigaction previous[_NSIG];
    lc_signal_message_t messages[_NSIG];
    /// A stack for signal handlers, so a crash from a stack overflow can still restore the terminal.
    char alternate_stack[64 * 1024];
} lc_restore_state_t;

static lc_restore_state_t lc_restore_state = { 0, 0, -1, -1, 0, -1 };

/// Stores the bytes that put the terminal back (rmcup, cnorm, sgr0, …); truncates if too long.
static inline void lc_restore_set_sequence(const char *bytes, size_t length) {
    if (length > sizeof(lc_restore_state.sequence)) length = sizeof(lc_restore_state.sequence);
    memcpy(lc_restore_state.sequence, bytes, length);
    lc_restore_state.sequence_length = length;
}

/// Remembers the terminal modes of `fd` as they are now; returns 0 on success.
static inline int lc_restore_save_termios(int fd) {
    lc_restore_state.termios_fd = fd;
    lc_restore_state.has_termios = tcgetattr(fd, &lc_restore_state.termios) == 0;
    return lc_restore_state.has_termios ? 0 : -1;
}

static inline void lc_restore_set_fds(int output_fd, int wake_fd) {
    lc_restore_state.output_fd = output_fd;
    lc_restore_state.wake_fd = wake_fd;
}

static inline void lc_restore_set_active(int active) { lc_restore_state.active = active; }
static inline int lc_restore_is_active(void) { return lc_restore_state.active; }

/// Puts back the terminal modes saved by lc_restore_save_termios. Async-signal-safe.
static inline void lc_restore_termios(void) {
    if (lc_restore_state.has_termios) {
        tcsetattr(lc_restore_state.termios_fd, TCSANOW, &lc_restore_state.termios);
    }
}

/// Writes the precomputed sequence and resets the saved termios. Async-signal-safe.
static inline void lc_restore_now(void) {
    if (!lc_restore_state.active) return;
    int saved_errno = errno;
    size_t done = 0;
    while (done < lc_restore_state.sequence_length) {
        ssize_t n = write(lc_restore_state.output_fd, lc_restore_state.sequence + done,
                          lc_restore_state.sequence_length - done);
        if (n > 0) { done += (size_t)n; continue; }
        if (n < 0 && errno == EINTR) continue;
        break;
    }
    lc_restore_termios();
    errno = saved_errno;
}

/// Counts one SIGINT; returns how many were already waiting to be read. Async-signal-safe.
static inline int lc_signal_note_interrupt(void) {
    return __atomic_fetch_add(&lc_restore_state.interrupts, 1, __ATOMIC_SEQ_CST);
}

/// Takes the waiting SIGINTs: returns how many there were and resets the count.
static inline int lc_signal_take_interrupts(void) {
    return __atomic_exchange_n(&lc_restore_state.interrupts, 0, __ATOMIC_SEQ_CST);
}

/// Wakes a poll() waiting on the other end of the wake pipe. Async-signal-safe.
static inline void lc_signal_wake(void) {
    if (lc_restore_state.wake_fd < 0) return;
    int saved_errno = errno;
    char byte = 1;
    ssize_t ignored = write(lc_restore_state.wake_fd, &byte, 1);
    (void)ignored;
    errno = saved_errno;
}

/// How many times the process was continued (SIGCONT) after lc_signal_suspend stopped it.
static volatile sig_atomic_t lc_signal_resumes = 0;

/// For SIGTSTP, SIGTTIN and SIGTTOU: gives the terminal back as an exit does, stops the process
/// with `sig`'s default action (the shell then reports it stopped), and once it is continued puts
/// this handler back, counts the resume and wakes the loop, which re-enters curses and repaints.
/// Async-signal-safe.
static inline void lc_signal_suspend(int sig) {
    if (sig <= 0 || sig >= _NSIG) return;
    int saved_errno = errno;
    lc_restore_now();
    struct sigaction stop, ours;
    memset(&stop, 0, sizeof stop);
    sigemptyset(&stop.sa_mask);
    stop.sa_handler = SIG_DFL;
    sigaction(sig, &stop, &ours);
    sigset_t mask;
    sigemptyset(&mask);
    sigaddset(&mask, sig);
    raise(sig);                           // pending: the handler blocks `sig`…
    sigprocmask(SIG_UNBLOCK, &mask, NULL); // …until here, where the process stops.
    // Continued.
    sigaction(sig, &ours, NULL);
    __atomic_fetch_add(&lc_signal_resumes, 1, __ATOMIC_SEQ_CST);
    lc_signal_wake();
    errno = saved_errno;
}

/// Takes the resumes counted by lc_signal_suspend: returns how many there were and resets the count.
static inline int lc_signal_take_resumes(void) {
    return __atomic_exchange_n(&lc_signal_resumes, 0, __ATOMIC_SEQ_CST);
}

/// Installs `handler` (an SA_SIGINFO handler) for `sig`, remembering what was there before.
static inline int lc_signal_install(int sig, void (*handler)(int, siginfo_t *, void *)) {
    if (sig <= 0 || sig >= _NSIG) return -1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_RESTART | SA_ONSTACK;
    action.sa_sigaction = handler;
    return sigaction(sig, &action, &lc_restore_state.previous[sig]);
}

/// Puts back what was installed for `sig` before lc_signal_install.
static inline void lc_signal_uninstall(int sig) {
    if (sig <= 0 || sig >= _NSIG) return;
    sigaction(sig, &lc_restore_state.previous[sig], NULL);
}

/// Calls the handler that was installed for `sig` before ours, if it was a function.
/// Async-signal-safe as long as that handler is (ncurses' SIGWINCH handler only sets a flag).
static inline void lc_signal_chain(int sig, siginfo_t *info, void *context) {
    if (sig <= 0 || sig >= _NSIG) return;
    struct sigaction *previous = &lc_restore_state.previous[sig];
    if (previous->sa_flags & SA_SIGINFO) {
        if (previous->sa_sigaction != NULL) previous->sa_sigaction(sig, info, context);
    } else if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN
               && previous->sa_handler != NULL) {
        previous->sa_handler(sig);
    }
}

/// Whether `sig` is set to its default action right now (no handler, not ignored).
static inline int lc_signal_is_default(int sig) {
    if (sig <= 0 || sig >= _NSIG) return 0;
    struct sigaction current;
    if (sigaction(sig, NULL, &current) != 0) return 0;
    return !(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_DFL;
}

/// The lowest and highest real-time signal numbers (SIGRTMIN and SIGRTMAX are not constants).
static inline int lc_signal_rtmin(void) { return SIGRTMIN; }
static inline int lc_signal_rtmax(void) { return SIGRTMAX; }

/// Stores the line `lc_signal_exit` prints for `sig` (truncated if too long).
static inline void lc_signal_set_message(int sig, const char *bytes, size_t length) {
    if (sig <= 0 || sig >= _NSIG) return;
    if (length > sizeof(lc_restore_state.messages[sig].text)) length = sizeof(lc_restore_state.messages[sig].text);
    memcpy(lc_restore_state.messages[sig].text, bytes, length);
    lc_restore_state.messages[sig].length = length;
}

/// Writes the line stored for `sig` (if any) to standard error and ends the process at once
/// with status 128 + sig: no other handler runs (not the Swift runtime's backtracer), no core
/// file is written and the shell prints nothing more. Async-signal-safe.
static inline void lc_signal_exit(int sig) {
    if (sig > 0 && sig < _NSIG) {
        size_t done = 0;
        while (done < lc_restore_state.messages[sig].length) {
            ssize_t n = write(STDERR_FILENO, lc_restore_state.messages[sig].text + done, lc_restore_state.messages[sig].length - done);
            if (n > 0) { done += (size_t)n; continue; }
            if (n < 0 && errno == EINTR) continue;
            break;
        }
    }
    _exit(128 + sig);
}

/// Gives the calling thread `lc_restore_state.alternate_stack` unless it has an alternate stack already.
static inline void lc_signal_ensure_alternate_stack(void) {
    stack_t current;
    if (sigaltstack(NULL, &current) != 0 || !(current.ss_flags & SS_DISABLE)) return;
    stack_t stack;
    memset(&stack, 0, sizeof stack);
    stack.ss_sp = lc_restore_state.alternate_stack;
    stack.ss_size = sizeof lc_restore_state.alternate_stack;
    sigaltstack(&stack, NULL);
}

#endif
