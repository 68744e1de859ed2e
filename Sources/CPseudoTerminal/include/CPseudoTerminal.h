#ifndef C_PSEUDO_TERMINAL_H
#define C_PSEUDO_TERMINAL_H

#include <stddef.h>

/// Opens a new pseudo terminal's master side (O_RDWR | O_NOCTTY | O_CLOEXEC), unlocks it and
/// writes the slave side's path to `name`. Returns the master's descriptor, or -1 with errno.
int lcssh_open_master(char *name, size_t size);

/// POSIX_SPAWN_SETSID: the child starts a new session (glibc 2.26).
short lcssh_spawn_setsid(void);

/// Installs a handler for SIGTERM and SIGINT that writes the signal's number, one byte, to
/// `write_fd` (non-blocking; async-signal-safe), and unblocks both in the calling thread (a mask
/// inherited from the parent may block them). Synchronous: a signal that arrives after it
/// returns is never lost. Returns 0, or -1 with errno.
int lcssh_stop_signals_install(int write_fd);

#endif
