import Foundation

/// Runs the built `archdemo` binary for the course's end-to-end tests: to its end, or in the
/// background to be signalled.
struct ArchdemoProcess {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The `archdemo` executable beside the test bundle in the build products folder.
  static let executable: URL = {
    for start in testProductFolders {
      var folder = start
      for _ in 0..<4 {
        let candidate = folder.appendingPathComponent("archdemo")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        folder = folder.deletingLastPathComponent()
      }
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../.build/debug/archdemo").standardized
  }()

  /// The folders the running tests were built into, where `swift build` also puts `archdemo`:
  /// on Linux the tests' own executable; on Darwin the bundle that holds this code.
  private static var testProductFolders: [URL] {
    let ownPath = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    #if canImport(Darwin)
      return [Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent(), ownPath]
    #else
      return [ownPath]
    #endif
  }

  #if canImport(Darwin)
    private final class BundleMarker {}
  #endif

  /// Runs `archdemo arguments…` with nothing on standard input, in UTC with no colour.
  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
    try start(arguments, environment: environment).finish()
  }

  /// Runs a `bash` script in which `$0` is the `archdemo` executable and `$1…` are `arguments`.
  static func run(shell script: String, arguments: [String] = []) throws -> Result {
    try start(["-c", script, executable.path] + arguments, program: URL(fileURLWithPath: "/bin/bash")).finish()
  }

  /// Starts `program` (`archdemo` unless given) in the background.
  static func start(
    _ arguments: [String], environment: [String: String] = [:], program: URL = executable
  ) throws -> Running {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    variables["TZ"] = "UTC"
    variables["NO_COLOR"] = "1"
    variables.merge(environment) { _, new in new }
    process.environment = variables
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    return Running(process: process, stdout: stdout, stderr: stderr)
  }

  /// A started `archdemo`, read on threads of their own so that a full pipe never blocks it.
  final class Running: @unchecked Sendable {
    let process: Process
    private let collected = DispatchGroup()
    private var out = Data()
    private var err = Data()

    init(process: Process, stdout: Pipe, stderr: Pipe) {
      self.process = process
      collected.enter()
      collected.enter()
      Thread {
        self.out = stdout.fileHandleForReading.readDataToEndOfFile()
        self.collected.leave()
      }.start()
      Thread {
        self.err = stderr.fileHandleForReading.readDataToEndOfFile()
        self.collected.leave()
      }.start()
    }

    /// Waits for the end, killing the process after `deadline` seconds so that a hang fails
    /// the test instead of stopping the suite.
    func finish(deadline: TimeInterval = 300) -> Result {
      let ended = DispatchSemaphore(value: 0)
      let process = process
      Thread {
        process.waitUntilExit()
        ended.signal()
      }.start()
      if ended.wait(timeout: .now() + deadline) == .timedOut {
        process.terminate()
        kill(process.processIdentifier, SIGKILL)
        ended.wait()
      }
      collected.wait()
      let status = process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
      return Result(
        status: status, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
    }
  }

  /// The text of a golden file in `Tests/CourseTests/Expected`.
  static func expected(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Expected").appendingPathComponent(name)
    return try String(contentsOf: url, encoding: .utf8)
  }
}

/// Waits, polling every 50 ms, until `condition` holds or `seconds` pass; a guard against a
/// hang, not a measure of speed.
///
/// - Returns: whether `condition` held.
func eventually(within seconds: TimeInterval = 120, _ condition: () -> Bool) -> Bool {
  let end = Date().addingTimeInterval(seconds)
  while Date() < end {
    if condition() { return true }
    usleep(50_000)
  }
  return condition()
}

/// Whether process `pid` still runs: it exists and is not a zombie waiting to be reaped.
func isRunning(_ pid: Int32) -> Bool {
  guard kill(pid, 0) == 0 else { return false }
  let ps = Process()
  ps.executableURL = URL(fileURLWithPath: "/bin/ps")
  ps.arguments = ["-o", "stat=", "-p", "\(pid)"]
  let output = Pipe()
  ps.standardOutput = output
  ps.standardError = FileHandle.nullDevice
  guard (try? ps.run()) != nil else { return true }
  let state = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  ps.waitUntilExit()
  let trimmed = state.trimmingCharacters(in: .whitespacesAndNewlines)
  return !trimmed.isEmpty && !trimmed.hasPrefix("Z")
}

/// The processes of group `group` that still run (zombies, which hold nothing, left out), read
/// from `ps -e -o pid=,pgid=,stat=`, so that a check is by process group, not by name.
func livingProcesses(inGroup group: Int32) -> [Int32] {
  let ps = Process()
  ps.executableURL = URL(fileURLWithPath: "/bin/ps")
  ps.arguments = ["-e", "-o", "pid=,pgid=,stat="]
  let output = Pipe()
  ps.standardOutput = output
  ps.standardError = FileHandle.nullDevice
  guard (try? ps.run()) != nil else { return [] }
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  ps.waitUntilExit()
  return text.split(separator: "\n").compactMap { line in
    let fields = line.split(separator: " ")
    guard fields.count >= 3, let pid = Int32(fields[0]), Int32(fields[1]) == group, !fields[2].hasPrefix("Z")
    else { return nil }
    return pid
  }
}
