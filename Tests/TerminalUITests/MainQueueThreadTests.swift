#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import TerminalUI

/// Which thread runs the main queue (a forked child's too), and a server that sleeps only when
/// none of its jobs waits.
struct MainQueueThreadTests {
    @Test func aPoolThreadIsNotTheMainThread() async {
        let onPool = await Task.detached { MainQueue.isMainThread }.value
        #expect(!onPool)
    }

    /// A thread other than the one remembered is asked about again: under the test runner the
    /// main actor runs on a dispatch thread (`dispatchMain()`), which gets no descriptor and
    /// does not become the remembered one.
    @Test func aThreadOtherThanTheRememberedOneIsAskedAgain() async {
        let (descriptor, known) = await Task.detached { @MainActor () -> (Int32?, UInt) in
            var known: UInt = 1
            return (MainQueue.wakeDescriptor(knownThread: &known), known)
        }.value
        #expect(descriptor == nil)
        #expect(known == 1)
    }

    /// A forked child's only thread is its main thread, whichever thread forked, even when the
    /// parent's main thread asked first.
    @Test func aChildForkedFromAnotherThreadThanTheKnownMainThreadIsItsOwnMainThread() async {
        // Child: its thread is its main thread; a second thread is not, and
        // forks a grandchild whose only thread is that one. Exit codes: 0 all held, 1 the
        // grandchild's thread was not its main thread, 2 the child's, 3 the second thread was.
        let status = await Task.detached { () -> Int32 in
            let pid = fork()
            if pid == 0 {
                alarm(5)
                guard MainQueue.isMainThread else { _exit(2) }
                var thread = pthread_t()
                _ = pthread_create(&thread, nil, { _ in
                    if MainQueue.isMainThread { _exit(3) }
                    let pid = fork()
                    if pid == 0 { _exit(MainQueue.isMainThread ? 0 : 1) }
                    var status: Int32 = 0
                    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                    _exit(status == 0 ? 0 : 1)
                }, nil)
                pthread_join(thread, nil)
                _exit(4)
            }
            guard pid > 0 else { return -1 }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            return status
        }.value
        #expect(status == 0, "wait status \(status) (exit code \(status >> 8): see the comment above)")
    }

    @Test func aServerDoesNotSleepWhileItsJobsWait() {
        let jobs = JobQueue(isServed: true)
        var slept = 0
        jobs.sleep { slept += 1 }
        #expect(slept == 1)
        jobs.enqueue { _ = 0 }
        jobs.sleep { slept += 1 }
        #expect(slept == 1)
        jobs.close()
    }
}
