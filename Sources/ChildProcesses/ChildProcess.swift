// ChildProcesses — a child process started in a process group of its own, so that it and
// everything it starts end together, and ended with archdemo on Ctrl-C, SIGTERM or SIGHUP. The
// course runner starts `swift test` with it.
import Synchronization

// Platform code: starting a check's `swift test` in a process group of its own, signalling the
// group, and passing Ctrl-C, SIGTERM and SIGHUP on to it before archdemo ends. Darwin and Linux
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

  /// Starts `path` with `arguments` and `environment`, standard input from `/dev/null` and
  /// standard output and error into `output`, as the leader of a new process group, with the
  /// default action for every signal archdemo ignores or catches.
  ///
  /// - Returns: the running child; the caller waits for it with ``wait()``.
  /// - Throws: ``SpawnError`` with the system's reason when it cannot start.
  package static func spawn(_ path: String, arguments: [String], environment: [String: String], output: Int32)
    throws(SpawnError) -> ChildProcess
  {
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
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
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
    return ChildProcess(pid: pid)
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

  /// The signals that end archdemo and, before it ends, the group of the check under way.
  static let forwardedSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// The group of the check under way, or 0: the one value the signal handler reads.
  static let currentGroup = Atomic<Int32>(0)

  /// Makes this child's group the one a Ctrl-C, SIGTERM or SIGHUP to archdemo ends
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
  /// its child end meanwhile (the forwarded SIGTERM) ends by the signal too, not with a status.
  static let receivedSignal = Atomic<Int32>(0)

  /// Ends archdemo by the signal the handler received, if it received one: called where a
  /// child's end is seen, before anything reports it.
  package static func endIfSignalled() {
    let received = receivedSignal.load(ordering: .sequentiallyConsistent)
    guard received != 0 else { return }
    signal(received, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, received)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(received)
  }

  /// Makes SIGINT (Ctrl-C), SIGTERM and SIGHUP (a closed terminal) first send SIGTERM to the
  /// group in ``currentGroup``, then end archdemo by the same signal, as if it had not caught it.
  /// Installing twice is the same as once.
  package static func forwardTerminationSignals() {
    _ = installation
  }

  private static let installation: Void = {
    for number in forwardedSignals {
      signal(number) { received in
        // Only async-signal-safe calls here: atomics, kill, signal, sigprocmask and raise.
        ChildProcess.receivedSignal.store(received, ordering: .sequentiallyConsistent)
        signal(received, SIG_DFL)
        let group = ChildProcess.currentGroup.load(ordering: .relaxed)
        if group > 0 {
          kill(-group, SIGTERM)
          kill(-group, SIGCONT)
        }
        // Unblocked, the signal ends archdemo at once, not when the handler returns.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, received)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(received)
      }
    }
  }()
}

/// A child process could not start.
package struct SpawnError: Error, Hashable, Sendable {
  package var reason: String
}
