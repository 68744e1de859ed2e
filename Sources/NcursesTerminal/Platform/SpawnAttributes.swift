#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `posix_spawn(2)` child's attributes, made once and destroyed with this object: glibc
/// declares `posix_spawnattr_t` a struct, Darwin an opaque pointer.
package final class SpawnAttributes {
    #if canImport(Darwin)
    /// The attributes, as `posix_spawn` takes them.
    package var raw: posix_spawnattr_t? = nil
    #else
    /// The attributes, as `posix_spawn` takes them.
    package var raw = posix_spawnattr_t()
    #endif

    /// The default attributes.
    package init() {
        posix_spawnattr_init(&raw)
    }

    deinit {
        posix_spawnattr_destroy(&raw)
    }

    /// The child starts a session of its own (`POSIX_SPAWN_SETSID`): glibc hides the macro
    /// behind `_GNU_SOURCE`, so its documented value is spelled here; Darwin's `<spawn.h>`
    /// declares it.
    package func startsNewSession() {
        #if canImport(Glibc)
        posix_spawnattr_setflags(&raw, 0x80)
        #elseif canImport(Darwin)
        posix_spawnattr_setflags(&raw, Int16(POSIX_SPAWN_SETSID))
        #endif
    }
}
