import Synchronization

// Platform code: POSIX (pipe, posix_spawn, waitpid, kill, signal), the same on Darwin and Linux
// — no `prctl(PR_SET_PDEATHSIG)`, which Darwin lacks and which only reaches one child — but for
// finding the running executable: `_NSGetExecutablePath` on Darwin, `/proc/self/exe` on Linux.
// (Not `Bundle.main`, whose first use traps when the process may not read its own folder.)
#if canImport(Darwin)
  import Darwin
  import MachO  // _NSGetExecutablePath
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Ends a check's process group when archdemo is killed outright (`kill -9`), which no signal
/// handler sees.
///
/// archdemo starts its child through itself: `archdemo <argument> <program> <arguments…>` leads
/// the new group, starts the program in it, and holds the read end of a pipe whose write end
/// only archdemo has. When archdemo ends, however it ends, the kernel closes that end; the
/// lifeline reads the end of the pipe and ends its group — SIGTERM, then SIGKILL after
/// ``ChildProcess/gracePeriod`` — itself included. When the program ends first, the lifeline
/// ends the same way (its exit status, or its signal), so that archdemo reads the program's
/// end as before.
package enum Lifeline {
  /// The first argument that makes archdemo a lifeline instead of the command line.
  package static let argument = "--archdemo-lifeline"
  /// The descriptor the pipe's read end has in the lifeline.
  static let descriptor: Int32 = 3

  /// Whether ``enable()`` was called: tests that spawn children from a test binary start
  /// them directly.
  static let isEnabled = Atomic<Bool>(false)

  /// Makes every child started from now on start through this archdemo, as its lifeline.
  package static func enable() {
    isEnabled.store(true, ordering: .relaxed)
  }

  /// The running archdemo's executable once ``enable()`` was called and it can be found, else
  /// `nil` (the child is then started directly).
  static var executable: String? {
    guard isEnabled.load(ordering: .relaxed) else { return nil }
    #if canImport(Darwin)
      var size: UInt32 = 0
      _ = _NSGetExecutablePath(nil, &size)
      var buffer = [CChar](repeating: 0, count: Int(size) + 1)
      guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
      return String(cString: buffer)
    #elseif os(Linux)
      var buffer = [UInt8](repeating: 0, count: 4097)
      let count = buffer.withUnsafeMutableBufferPointer { bytes in
        bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
          readlink("/proc/self/exe", $0, bytes.count - 1)
        }
      }
      guard count > 0 else { return nil }
      return String(decoding: buffer[0..<count], as: UTF8.self)
    #else
      return nil
    #endif
  }

  /// Runs as a lifeline when `arguments` (the process's, the program's name first) ask for it,
  /// and never returns then; otherwise returns at once.
  ///
  /// - Parameters:
  ///   - arguments: the process's arguments.
  ///   - environment: the variables the program is started with.
  package static func runIfAsked(_ arguments: [String], environment: [String: String]) {
    guard arguments.count >= 3, arguments[1] == argument else { return }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    // Signals to the group reach the program itself; the lifeline goes with the group's
    // SIGKILL, or when the program ends.
    for number in ChildProcess.forwardedSignals { signal(number, SIG_IGN) }
    let program: pid_t
    do {
      program = try ChildProcess.start(
        arguments[2], arguments: Array(arguments.dropFirst(3)), environment: environment, output: STDOUT_FILENO,
        newGroup: false)
    } catch {
      let message = "archdemo: cannot run \(arguments[2]): \(error.reason)\n"
      _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
      exit(127)
    }
    // One thread: every 50 ms, whether the program has ended, then whether archdemo has.
    while true {
      var status: Int32 = 0
      let reaped = waitpid(program, &status, WNOHANG)
      if reaped == program { endAsTheProgramEnded(ChildTermination(waitStatus: status)) }
      if reaped < 0, errno != EINTR { exit(127) }
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, 50) > 0 else { continue }
      var byte: UInt8 = 0
      let count = read(descriptor, &byte, 1)
      if count < 0, errno == EINTR { continue }
      if count <= 0 { endGroupWithArchdemo() }
    }
  }

  /// Ends the lifeline the way the program ended: with its status, or by its signal.
  private static func endAsTheProgramEnded(_ termination: ChildTermination) -> Never {
    switch termination {
    case .exited(let status):
      exit(status)
    case .signalled(let number):
      signal(number, SIG_DFL)
      raise(number)
      exit(128 + number)
    }
  }

  /// archdemo has gone: SIGTERM to the group, then SIGKILL to all of it after the grace
  /// period, the lifeline included.
  private static func endGroupWithArchdemo() -> Never {
    // The lifeline is in the group it ends, so it cannot wait for the group to be gone as
    // `ChildProcess.endGroup` does: it waits the grace period out, then goes with the SIGKILL.
    let group = ChildProcess(pid: getpgrp(), lifeline: -1)
    group.signalGroup(SIGTERM)
    let clock = ContinuousClock()
    let end = clock.now + ChildProcess.gracePeriod
    while clock.now < end { usleep(50_000) }
    group.signalGroup(SIGKILL)
    exit(137)
  }
}
