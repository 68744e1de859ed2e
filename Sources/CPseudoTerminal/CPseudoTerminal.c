#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <string.h>
#include <stdlib.h>
#include <unistd.h>
#include "CPseudoTerminal.h"

int lcssh_open_master(char *name, size_t size) {
    int master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (master < 0) return -1;
    if (grantpt(master) != 0 || unlockpt(master) != 0 || ptsname_r(master, name, size) != 0) {
        int saved = errno;
        close(master);
        errno = saved;
        return -1;
    }
    return master;
}

short lcssh_spawn_setsid(void) {
    return POSIX_SPAWN_SETSID;
}

static volatile sig_atomic_t lcssh_stop_fd = -1;

static void lcssh_stop_handler(int number) {
    int saved = errno;
    unsigned char byte = (unsigned char)number;
    if (lcssh_stop_fd >= 0) (void)write(lcssh_stop_fd, &byte, 1);
    errno = saved;
}

int lcssh_stop_signals_install(int write_fd) {
    lcssh_stop_fd = write_fd;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = lcssh_stop_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    if (sigaction(SIGTERM, &action, NULL) != 0) return -1;
    if (sigaction(SIGINT, &action, NULL) != 0) return -1;
    // A mask inherited from the parent (a test runner, a supervisor) may block them.
    sigset_t stops;
    sigemptyset(&stops);
    sigaddset(&stops, SIGTERM);
    sigaddset(&stops, SIGINT);
    errno = pthread_sigmask(SIG_UNBLOCK, &stops, NULL);
    return errno == 0 ? 0 : -1;
}
