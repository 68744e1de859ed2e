#ifndef C_PSEUDO_TERMINAL_H
#define C_PSEUDO_TERMINAL_H

#include <stddef.h>

/// Opens a new pseudo terminal's master side (O_RDWR | O_NOCTTY | O_CLOEXEC), unlocks it and
/// writes the slave side's path to `name`. Returns the master's descriptor, or -1 with errno.
int lcssh_open_master(char *name, size_t size);

/// POSIX_SPAWN_SETSID: the child starts a new session (glibc 2.26).
short lcssh_spawn_setsid(void);

#endif
