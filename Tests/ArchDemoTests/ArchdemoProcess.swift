import Foundation

/// Runs the built `archdemo` binary and collects what it printed.
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
    let fallback = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../.build/debug/archdemo").standardized
    return fallback
  }()

  /// The folders the running tests were built into, where `swift build` also puts `archdemo`.
  ///
  /// On Linux the tests are an executable, the process's own `argv[0]`. On Darwin they are a
  /// loadable bundle (`….xctest`) that a runner (`xctest`, Swift Testing's helper, Xcode) opens, so
  /// `argv[0]` is the runner: the bundle that holds this code says where they were built.
  private static var testProductFolders: [URL] {
    let ownPath = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    #if canImport(Darwin)
      return [Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent(), ownPath]
    #else
      return [ownPath]
    #endif
  }

  #if canImport(Darwin)
    /// A class of the test code, whose bundle ``testProductFolders`` asks for.
    private final class BundleMarker {}
  #endif

  /// Runs a `bash` script in which `$0` is the `archdemo` executable and `$1…` are `arguments`.
  static func run(shell script: String, arguments: [String] = []) throws -> Result {
    try run(
      ["-c", script, executable.path] + arguments, inputData: Data(), program: URL(fileURLWithPath: "/bin/bash"))
  }

  /// Runs `archdemo arguments…` with `input` on standard input, in UTC with no colour.
  static func run(_ arguments: [String], input: String = "") throws -> Result {
    try run(arguments, inputData: Data(input.utf8))
  }

  /// Runs `archdemo` through `/bin/sh` with `words` appended, for arguments Swift strings cannot hold.
  static func run(viaShell words: String) throws -> Result {
    try run(
      ["-c", "exec \"$0\" \(words)", executable.path], inputData: Data(), program: URL(fileURLWithPath: "/bin/sh"))
  }

  /// Runs `archdemo arguments…` with `inputData` on standard input, in UTC with no colour.
  static func run(_ arguments: [String], inputData: Data, program: URL = executable) throws -> Result {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["TZ"] = "UTC"
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(inputData)
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }

  /// The text of a golden file in `Tests/ArchDemoTests/Expected`.
  static func expected(_ name: String) throws -> String {
    try String(contentsOf: expectedURL(name), encoding: .utf8)
  }

  /// Where the golden file `name` lives (`Tests/ArchDemoTests/Expected/`).
  static func expectedURL(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expected")
      .appendingPathComponent(name)
  }
}
