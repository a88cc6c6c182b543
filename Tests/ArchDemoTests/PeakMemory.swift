import Foundation

#if canImport(Darwin)
  import Darwin
#endif

/// Runs a program and reads its own peak resident set: a reliability bound for tests (speed and
/// memory targets live in the benchmark package).
///
/// Each platform has its own way to read a child's peak, and each reads the child's alone:
/// - **Linux**: `VmHWM` in `/proc/<pid>/status`, sampled every millisecond while the child runs.
///   Neither `getrusage(RUSAGE_CHILDREN)` nor `wait4` will do there: the first mixes in every
///   other child of the test process, and both report at least the test process's own peak,
///   because `posix_spawn` starts the child in the parent's memory before `exec`. The high-water
///   mark only rises, so a sample taken any time after the peak reads it exactly.
/// - **Darwin**: `wait4`'s `ru_maxrss` for that one child, in bytes. `posix_spawn` is a system
///   call of its own there, so the child never runs in the parent's memory and the figure is
///   its own; macOS has no `/proc`.
enum PeakMemory {
  struct Run {
    var status: Int32
    var peakKilobytes: Int
  }

  enum Failure: Error { case spawn(Int32), wait }

  static func run(_ path: String, _ arguments: [String], stdout: String) throws -> Run {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      let environment = _NSGetEnviron().pointee
    #else
      var actions = posix_spawn_file_actions_t()
      let environment = environ
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environment)
    guard spawned == 0 else { throw Failure.spawn(spawned) }
    let (status, peak) = try waitForExit(of: pid)
    let exited = (status & 0x7f) == 0
    return Run(status: exited ? (status >> 8) & 0xff : -1, peakKilobytes: peak)
  }

  /// Waits for `pid` to end, reading its peak resident set in kilobytes on the way.
  ///
  /// - Returns: the raw wait status and the peak.
  private static func waitForExit(of pid: pid_t) throws -> (status: Int32, peakKilobytes: Int) {
    var status: Int32 = 0
    #if canImport(Darwin)
      var usage = rusage()
      while true {
        let reaped = wait4(pid, &status, WNOHANG, &usage)
        if reaped == pid { return (status, usage.ru_maxrss / 1024) }
        guard reaped == 0 else { throw Failure.wait }
        usleep(1000)
      }
    #else
      var peak = 0
      while true {
        peak = max(peak, highWaterMark(of: pid) ?? 0)
        let reaped = waitpid(pid, &status, WNOHANG)
        if reaped == pid { return (status, peak) }
        guard reaped == 0 else { throw Failure.wait }
        usleep(1000)
      }
    #endif
  }

  #if !canImport(Darwin)
    /// The `VmHWM` of a running process, in kilobytes.
    private static func highWaterMark(of pid: pid_t) -> Int? {
      guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
      else { return nil }
      return Int(line.split(separator: " ").dropFirst().first ?? "")
    }
  #endif
}
