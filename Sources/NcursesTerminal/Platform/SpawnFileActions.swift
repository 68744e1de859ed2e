#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `posix_spawn(2)` child's file actions, made once and destroyed with this object: glibc
/// declares `posix_spawn_file_actions_t` a struct, Darwin an opaque pointer, so only this file
/// spells the difference (lcdemo's fuzz workers and lcbench's children use it).
package final class SpawnFileActions {
    #if canImport(Darwin)
    /// The actions, as `posix_spawn` takes them.
    package var raw: posix_spawn_file_actions_t? = nil
    #else
    /// The actions, as `posix_spawn` takes them.
    package var raw = posix_spawn_file_actions_t()
    #endif

    /// No actions yet.
    package init() {
        posix_spawn_file_actions_init(&raw)
    }

    deinit {
        posix_spawn_file_actions_destroy(&raw)
    }

    /// The child gets `descriptor` as `target` (`dup2`).
    package func duplicate(_ descriptor: Int32, as target: Int32) {
        posix_spawn_file_actions_adddup2(&raw, descriptor, target)
    }

    /// The child closes `descriptor`.
    package func close(_ descriptor: Int32) {
        posix_spawn_file_actions_addclose(&raw, descriptor)
    }
}
