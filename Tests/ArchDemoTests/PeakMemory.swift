import Foundation

/// Runs a program and reads its own peak resident set, `VmHWM` in `/proc/<pid>/status`, while
/// it runs.
///
/// Neither `getrusage(RUSAGE_CHILDREN)` nor `wait4` will do: the first mixes in every other
/// child of the test process, and on Linux both report at least the test process's own peak,
/// because `posix_spawn` starts the child in the parent's memory before `exec`. The high-water
/// mark only rises, so a sample taken any time after the peak reads it exactly; the program is
/// sampled every millisecond until it exits.
enum PeakMemory {
  struct Run {
    var status: Int32
    var peakKilobytes: Int
  }

  enum Failure: Error { case spawn(Int32), wait }

  static func run(_ path: String, _ arguments: [String], stdout: String) throws -> Run {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    guard spawned == 0 else { throw Failure.spawn(spawned) }
    var status: Int32 = 0
    var peak = 0
    while true {
      peak = max(peak, highWaterMark(of: pid) ?? 0)
      let reaped = waitpid(pid, &status, WNOHANG)
      if reaped == pid { break }
      guard reaped == 0 else { throw Failure.wait }
      usleep(1000)
    }
    let exited = (status & 0x7f) == 0
    return Run(status: exited ? (status >> 8) & 0xff : -1, peakKilobytes: peak)
  }

  /// The `VmHWM` of a running process, in kilobytes.
  static func highWaterMark(of pid: pid_t) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    return Int(line.split(separator: " ").dropFirst().first ?? "")
  }
}
