// ChildProcesses — a child process started in a process group of its own, so that it and
// everything it starts end together, and ended with archdemo on Ctrl-C, SIGTERM, SIGHUP or
// SIGQUIT (SIGTERM, then SIGKILL after a grace period). The course runner starts `swift test`
// with it.
import Foundation
import Synchronization

// Platform code: starting a check's `swift test` in a process group of its own, signalling the
// group, and passing Ctrl-C, SIGTERM, SIGHUP and SIGQUIT on to it before archdemo ends. Darwin and Linux
// differ only in how `posix_spawn`'s attribute and file-action objects are declared (an
// optional pointer on Darwin, a struct on Linux); everything else is POSIX on both.
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// How a child process ended.
package enum ChildTermination: Hashable, Sendable {
  /// It exited with this status.
  case exited(Int32)
  /// A signal ended it: this signal's number.
  case signalled(Int32)

  /// Reads a `waitpid` status word: the low 7 bits are the signal, 0 for an exit.
  package init(waitStatus: Int32) {
    let signal = waitStatus & 0x7F
    self = signal == 0 ? .exited((waitStatus >> 8) & 0xFF) : .signalled(signal)
  }

  /// `exit status 1`, `signal 11 (SIGSEGV)`.
  package var description: String {
    switch self {
    case .exited(let status): "exit status \(status)"
    case .signalled(let number): "signal \(number)" + (Self.signalNames[number].map { " (\($0))" } ?? "")
    }
  }

  /// The names of the signals a test run is likely to end by, numbered as this platform numbers them.
  static let signalNames: [Int32: String] = [
    SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
    SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV",
    SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM",
  ]
}

/// A child process that leads a process group of its own.
///
/// Its group holds everything it starts (for `swift test`: the build, the compilers, the test
/// binary), so one signal to the group reaches them all; and a terminal's Ctrl-C reaches
/// archdemo's group only, which passes it on (``ChildProcess/forwardTerminationSignals()``).
package struct ChildProcess: Sendable {
  /// The child's process id, which is also its group's id.
  package let pid: pid_t
  /// The write end of the child's lifeline (``Lifeline``), or -1 when it has none.
  let lifeline: Int32

  /// Starts `path` with `arguments` and `environment`, standard input from `/dev/null` and
  /// standard output and error into `output`, as the leader of a new process group, with the
  /// default action for every signal archdemo ignores or catches.
  ///
  /// Once archdemo has called ``Lifeline/enable()``, the leader is archdemo itself,
  /// holding a lifeline: if archdemo is killed outright, the group ends too.
  ///
  /// - Returns: the running child; the caller waits for it with ``wait()``.
  /// - Throws: ``SpawnError`` with the system's reason when it cannot start.
  package static func spawn(_ path: String, arguments: [String], environment: [String: String], output: Int32)
    throws(SpawnError) -> ChildProcess
  {
    guard let executable = Lifeline.executable, let ends = makePipe() else {
      let pid = try start(path, arguments: arguments, environment: environment, output: output, newGroup: true)
      return ChildProcess(pid: pid, lifeline: -1)
    }
    do {
      let pid = try start(
        executable, arguments: [Lifeline.argument, path] + arguments, environment: environment, output: output,
        newGroup: true, lifeline: ends.read)
      close(ends.read)
      return ChildProcess(pid: pid, lifeline: ends.write)
    } catch {
      close(ends.read)
      close(ends.write)
      throw error
    }
  }

  /// `posix_spawn(3)` as ``spawn(_:arguments:environment:output:)`` uses it: in a new process
  /// group or the caller's, with `lifeline`'s read end as descriptor 3 if given.
  static func start(
    _ path: String, arguments: [String], environment: [String: String], output: Int32, newGroup: Bool,
    lifeline: Int32? = nil
  ) throws(SpawnError) -> pid_t {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, output, STDERR_FILENO)
    if let lifeline { posix_spawn_file_actions_adddup2(&actions, lifeline, Lifeline.descriptor) }
    var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
    if newGroup { flags |= POSIX_SPAWN_SETPGROUP }
    posix_spawnattr_setflags(&attributes, Int16(flags))
    posix_spawnattr_setpgroup(&attributes, 0)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in forwardedSignals + [SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigmask(&attributes, &unblocked)

    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard result == 0 else { throw SpawnError(reason: String(cString: strerror(result))) }
    return pid
  }

  /// Lets go of the child's lifeline once the child has ended, so that the descriptor is not
  /// kept for archdemo's life.
  package func releaseLifeline() {
    if lifeline >= 0 { close(lifeline) }
  }

  /// Sends `signal` to every process of the child's group, then `SIGCONT` so that a stopped one
  /// receives it too.
  package func signalGroup(_ signal: Int32) {
    kill(-pid, signal)
    if signal != SIGKILL { kill(-pid, SIGCONT) }
  }

  /// Waits until the child ends.
  ///
  /// - Returns: how it ended.
  package func wait() -> ChildTermination {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return .exited(127) }
    }
    return ChildTermination(waitStatus: status)
  }

  /// A pipe whose two ends are closed on `exec`, so that only the descriptors a child is given
  /// (by `dup2`) stay open in it.
  ///
  /// - Returns: the read end and the write end, or `nil` when no pipe could be made.
  package static func makePipe() -> (read: Int32, write: Int32)? {
    var descriptors: [Int32] = [0, 0]
    guard pipe(&descriptors) == 0 else { return nil }
    for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    return (descriptors[0], descriptors[1])
  }

  // MARK: Ending with archdemo

  /// The signals that end archdemo and, before it ends, the group of the check under way:
  /// Ctrl-C, SIGTERM, a closed terminal, and Ctrl-\.
  static let forwardedSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// How long a group has to end on SIGTERM before what is left of it gets SIGKILL.
  package static let gracePeriod: Duration = .seconds(3)

  /// How long, after SIGKILL, archdemo waits to see the group gone before it ends anyway.
  static let killWait: Duration = .seconds(2)

  /// The group of the check under way, or 0.
  static let currentGroup = Atomic<Int32>(0)

  /// Makes this child's group the one a Ctrl-C, SIGTERM, SIGHUP or SIGQUIT to archdemo ends
  /// (``forwardTerminationSignals()``).
  package func forwardSignalsToGroup() {
    Self.currentGroup.store(pid, ordering: .relaxed)
  }

  /// Stops forwarding the signals to this child's group, once it has ended; a later child's
  /// group stays.
  package func stopForwardingSignals() {
    _ = Self.currentGroup.compareExchange(expected: pid, desired: 0, ordering: .relaxed)
  }

  /// The signal ending archdemo, or 0: the handler sets it first, so that a check which sees
  /// its child end meanwhile (by the forwarded SIGTERM) leaves the ending to the thread that
  /// ends the group, instead of reporting the end as a result.
  static let receivedSignal = Atomic<Int32>(0)

  /// The write end of the pipe the signal handler wakes the ending thread with, or -1.
  static let wakeDescriptor = Atomic<Int32>(-1)

  /// Waits for the end of archdemo if a signal is ending it: called where a child's end is
  /// seen, before anything reports it. The thread that ends the group ends archdemo too.
  package static func endIfSignalled() {
    guard receivedSignal.load(ordering: .sequentiallyConsistent) != 0 else { return }
    while true { pause() }
  }

  /// Makes SIGINT (Ctrl-C), SIGTERM, SIGHUP (a closed terminal) and SIGQUIT (Ctrl-\) end the
  /// group in ``currentGroup`` first — SIGTERM, then SIGKILL to what is left of it after
  /// ``gracePeriod`` — and then archdemo, by the same signal, as if it had not caught it.
  /// Installing twice is the same as once.
  ///
  /// The handler itself only records the signal and writes a byte to a pipe (both
  /// async-signal-safe); a thread of its own reads the byte and does the waiting.
  package static func forwardTerminationSignals() {
    _ = installation
  }

  private static let installation: Void = {
    guard let wake = makePipe() else { return }
    _ = fcntl(wake.write, F_SETFL, fcntl(wake.write, F_GETFL) | O_NONBLOCK)
    wakeDescriptor.store(wake.write, ordering: .sequentiallyConsistent)
    let ending = Thread { endOnSignal(reading: wake.read) }
    ending.start()
    for number in forwardedSignals {
      signal(number) { received in
        // Only async-signal-safe calls here: atomics and write. A second signal while the
        // group is being ended changes nothing.
        guard
          ChildProcess.receivedSignal.compareExchange(
            expected: 0, desired: received, ordering: .sequentiallyConsistent
          ).exchanged
        else { return }
        var byte: UInt8 = 1
        _ = write(ChildProcess.wakeDescriptor.load(ordering: .sequentiallyConsistent), &byte, 1)
      }
    }
  }()

  /// The ending thread: waits for the handler's byte, ends the group under way, then ends
  /// archdemo by the signal it received.
  private static func endOnSignal(reading descriptor: Int32) {
    var byte: UInt8 = 0
    while read(descriptor, &byte, 1) < 0, errno == EINTR {}
    let received = receivedSignal.load(ordering: .sequentiallyConsistent)
    let group = currentGroup.load(ordering: .relaxed)
    if group > 0 { endGroup(group) }
    signal(received, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, received)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(received)
    // The signal was blocked on another thread's behalf: end the same way a shell reports it.
    exit(128 + received)
  }

  /// Ends the process group `group`: SIGTERM (and SIGCONT, so that a stopped process receives
  /// it), then SIGKILL to what is left after ``gracePeriod``; returns once no process of the
  /// group is left, or ``killWait`` after the SIGKILL.
  ///
  /// - Parameter group: the group's id, its leader's process id.
  static func endGroup(_ group: pid_t) {
    let leader = ChildProcess(pid: group, lifeline: -1)
    leader.signalGroup(SIGTERM)
    guard !waitUntilGone(group, within: gracePeriod) else { return }
    leader.signalGroup(SIGKILL)
    _ = waitUntilGone(group, within: killWait)
  }

  /// Whether every process of `group` is gone (its leader reaped too) within `limit`, looking
  /// every 20 ms.
  static func waitUntilGone(_ group: pid_t, within limit: Duration) -> Bool {
    let clock = ContinuousClock()
    let end = clock.now + limit
    while clock.now < end {
      if isGone(group) { return true }
      usleep(20_000)
    }
    return isGone(group)
  }

  /// Whether no process is left in `group`.
  static func isGone(_ group: pid_t) -> Bool {
    kill(-group, 0) != 0 && errno == ESRCH
  }
}

/// A child process could not start.
package struct SpawnError: Error, Hashable, Sendable {
  package var reason: String
}
