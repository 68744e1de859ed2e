#include "CTerminalSignals.h"

#include <errno.h>
#include <poll.h>
#include <time.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

// The number of signals: glibc names it _NSIG; Darwin's <signal.h> documents NSIG.
#if !defined(_NSIG) && defined(NSIG)
#define _NSIG NSIG
#endif

/// The one line a crash signal prints after the terminal is restored.
typedef struct {
    size_t length;
    char text[160];
} lc_signal_message_t;

/// One restore sequence; two of them let a new one be stored while a handler may read the other.
typedef struct {
    size_t length;
    char bytes[512];
} lc_restore_sequence_t;

typedef struct {
    volatile sig_atomic_t active;
    volatile sig_atomic_t interrupts;
    volatile sig_atomic_t resumes;
    /// Which of `sequences` the handlers write.
    volatile sig_atomic_t current_sequence;
    int output_fd;
    int termios_fd;
    int has_termios;
    int wake_fd;
    struct termios termios;
    lc_restore_sequence_t sequences[2];
    struct sigaction previous[_NSIG];
    lc_signal_message_t messages[_NSIG];
    char alternate_stack[64 * 1024];
} lc_restore_state_t;

// The only definition: one per process.
static lc_restore_state_t lc_restore_state = { .output_fd = -1, .termios_fd = -1, .wake_fd = -1 };

void lc_restore_set_sequence(const char *bytes, size_t length) {
    int next = 1 - lc_restore_state.current_sequence;
    lc_restore_sequence_t *sequence = &lc_restore_state.sequences[next];
    if (length > sizeof(sequence->bytes)) length = sizeof(sequence->bytes);
    if (length > 0) memcpy(sequence->bytes, bytes, length);
    sequence->length = length;
    __atomic_store_n(&lc_restore_state.current_sequence, next, __ATOMIC_SEQ_CST);
}

int lc_restore_save_termios(int fd) {
    lc_restore_state.termios_fd = fd;
    lc_restore_state.has_termios = tcgetattr(fd, &lc_restore_state.termios) == 0;
    return lc_restore_state.has_termios ? 0 : -1;
}

void lc_restore_set_fds(int output_fd, int wake_fd) {
    lc_restore_state.output_fd = output_fd;
    lc_restore_state.wake_fd = wake_fd;
}

void lc_restore_set_active(int active) { __atomic_store_n(&lc_restore_state.active, active, __ATOMIC_SEQ_CST); }

int lc_restore_is_active(void) { return __atomic_load_n(&lc_restore_state.active, __ATOMIC_SEQ_CST); }

/* When the terminal was last asked something it has not answered yet (CLOCK_MONOTONIC
   milliseconds; 0: nothing outstanding). */
static long long lc_probe_sent_at;

static long long lc_now_milliseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

void lc_restore_set_probe_outstanding(int outstanding) {
    __atomic_store_n(&lc_probe_sent_at, outstanding ? lc_now_milliseconds() : 0, __ATOMIC_SEQ_CST);
}

void lc_restore_termios(void) {
    if (lc_restore_state.has_termios) {
        int fd = lc_restore_state.termios_fd;
        tcsetattr(fd, TCSANOW, &lc_restore_state.termios);
        /* An answer to a query still out would reach the shell as typed text: give a terminal
           that answers a moment to do so (a silent one was asked long ago and is not waited
           for), then drop what arrived. */
        long long sent = __atomic_load_n(&lc_probe_sent_at, __ATOMIC_SEQ_CST);
        if (sent != 0) {
            long long waited = lc_now_milliseconds() - sent;
            if (waited >= 0 && waited < LC_PROBE_ANSWER_WAIT_MS) {
                struct pollfd pending = { .fd = fd, .events = POLLIN, .revents = 0 };
                poll(&pending, 1, (int)(LC_PROBE_ANSWER_WAIT_MS - waited));
            }
            tcflush(fd, TCIFLUSH);
        }
    }
}

int lc_terminal_deliver_suspend_keys(int fd, int deliver) {
    struct termios modes;
    if (tcgetattr(fd, &modes) != 0) return -1;
    const struct termios *saved = lc_restore_state.has_termios ? &lc_restore_state.termios : NULL;
    /* Ctrl+Z (0x1A) for susp; BSD and macOS also stop the program when it reads dsusp, Ctrl+Y
       (0x19): a character set to something else is the user's choice and stays. */
    if (deliver) {
        if (modes.c_cc[VSUSP] == 0x1A) modes.c_cc[VSUSP] = _POSIX_VDISABLE;
#ifdef VDSUSP
        if (modes.c_cc[VDSUSP] == 0x19) modes.c_cc[VDSUSP] = _POSIX_VDISABLE;
#endif
    } else if (saved != NULL) {
        modes.c_cc[VSUSP] = saved->c_cc[VSUSP];
#ifdef VDSUSP
        modes.c_cc[VDSUSP] = saved->c_cc[VDSUSP];
#endif
    }
    return tcsetattr(fd, TCSANOW, &modes) == 0 ? 0 : -1;
}

void lc_restore_now(void) {
    if (!lc_restore_is_active()) return;
    int saved_errno = errno;
    const lc_restore_sequence_t *sequence =
        &lc_restore_state.sequences[__atomic_load_n(&lc_restore_state.current_sequence, __ATOMIC_SEQ_CST)];
    size_t done = 0;
    while (done < sequence->length) {
        ssize_t n = write(lc_restore_state.output_fd, sequence->bytes + done, sequence->length - done);
        if (n > 0) { done += (size_t)n; continue; }
        if (n < 0 && errno == EINTR) continue;
        break;
    }
    lc_restore_termios();
    errno = saved_errno;
}

int lc_signal_note_interrupt(void) {
    return __atomic_fetch_add(&lc_restore_state.interrupts, 1, __ATOMIC_SEQ_CST);
}

int lc_signal_take_interrupts(void) {
    return __atomic_exchange_n(&lc_restore_state.interrupts, 0, __ATOMIC_SEQ_CST);
}

void lc_signal_wake(void) {
    if (lc_restore_state.wake_fd < 0) return;
    int saved_errno = errno;
    char byte = 1;
    ssize_t ignored = write(lc_restore_state.wake_fd, &byte, 1);
    (void)ignored;
    errno = saved_errno;
}

void lc_signal_suspend(int sig) {
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
    __atomic_fetch_add(&lc_restore_state.resumes, 1, __ATOMIC_SEQ_CST);
    lc_signal_wake();
    errno = saved_errno;
}

int lc_signal_take_resumes(void) {
    return __atomic_exchange_n(&lc_restore_state.resumes, 0, __ATOMIC_SEQ_CST);
}

int lc_signal_install(int sig, void (*handler)(int, siginfo_t *, void *)) {
    if (sig <= 0 || sig >= _NSIG) return -1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_RESTART | SA_ONSTACK;
    action.sa_sigaction = handler;
    return sigaction(sig, &action, &lc_restore_state.previous[sig]);
}

void lc_signal_uninstall(int sig) {
    if (sig <= 0 || sig >= _NSIG) return;
    sigaction(sig, &lc_restore_state.previous[sig], NULL);
}

void lc_signal_chain(int sig, siginfo_t *info, void *context) {
    if (sig <= 0 || sig >= _NSIG) return;
    struct sigaction *previous = &lc_restore_state.previous[sig];
    if (previous->sa_flags & SA_SIGINFO) {
        if (previous->sa_sigaction != NULL) previous->sa_sigaction(sig, info, context);
    } else if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN
               && previous->sa_handler != NULL) {
        previous->sa_handler(sig);
    }
}

int lc_signal_is_default(int sig) {
    if (sig <= 0 || sig >= _NSIG) return 0;
    struct sigaction current;
    if (sigaction(sig, NULL, &current) != 0) return 0;
    return !(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_DFL;
}

// Darwin has no real-time signals (its <signal.h> defines no SIGRTMIN); Swift asks only on Linux.
#if defined(SIGRTMIN) && defined(SIGRTMAX)
int lc_signal_rtmin(void) { return SIGRTMIN; }
int lc_signal_rtmax(void) { return SIGRTMAX; }
#else
int lc_signal_rtmin(void) { return 0; }
int lc_signal_rtmax(void) { return 0; }
#endif

void lc_signal_set_message(int sig, const char *bytes, size_t length) {
    if (sig <= 0 || sig >= _NSIG) return;
    lc_signal_message_t *message = &lc_restore_state.messages[sig];
    if (length > sizeof(message->text)) length = sizeof(message->text);
    if (length > 0) memcpy(message->text, bytes, length);
    message->length = length;
}

void lc_signal_exit(int sig) {
    if (sig > 0 && sig < _NSIG) {
        const lc_signal_message_t *message = &lc_restore_state.messages[sig];
        size_t done = 0;
        while (done < message->length) {
            ssize_t n = write(STDERR_FILENO, message->text + done, message->length - done);
            if (n > 0) { done += (size_t)n; continue; }
            if (n < 0 && errno == EINTR) continue;
            break;
        }
    }
    _exit(128 + sig);
}

void lc_signal_ensure_alternate_stack(void) {
    stack_t current;
    if (sigaltstack(NULL, &current) != 0 || !(current.ss_flags & SS_DISABLE)) return;
    stack_t stack;
    memset(&stack, 0, sizeof stack);
    stack.ss_sp = lc_restore_state.alternate_stack;
    stack.ss_size = sizeof lc_restore_state.alternate_stack;
    sigaltstack(&stack, NULL);
}
