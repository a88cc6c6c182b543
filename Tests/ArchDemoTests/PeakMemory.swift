import Foundation

/// Runs a program and reads its own peak resident set from `wait4`, so a measurement never
/// mixes in other children of the test process.
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
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { throw Failure.wait }
    let exited = (status & 0x7f) == 0
    return Run(status: exited ? (status >> 8) & 0xff : -1, peakKilobytes: usage.ru_maxrss)
  }
}
