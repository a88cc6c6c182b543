import Domain
import DomainLive
import DomainTestSupport
import Foundation
import Testing

/// The JSON file store under load from several `archdemo` processes at once.
@Suite("To-do store across processes")
struct StoreConcurrencyTests {
  /// Starts `archdemo` saving `count` items named `<prefix>-<n>` to `store`, output discarded.
  func startSaving(_ count: Int, prefix: String, to store: URL) throws -> Process {
    let script = (1...count).map { "add; name \(prefix)-\($0); due today; save" }.joined(separator: "; ")
    let process = Process()
    process.executableURL = ArchdemoProcess.executable
    process.arguments = ["run", "--pattern", "mvp", "todos", "--store", store.path, "--script", script]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  @Test func twoProcessesSaving50Each_loseNothing() throws {
    // given
    let folder = try TemporaryFolder()
    let store = folder.url.appendingPathComponent("todos.json")

    // when
    let writers = try ["first", "second"].map { try startSaving(50, prefix: $0, to: store) }
    writers.forEach { $0.waitUntilExit() }

    // then
    #expect(writers.allSatisfy { $0.terminationStatus == 0 })
    let names = try JSONFileTodoStore(url: store).read().map(\.name)
    #expect(names.count == 100)
    #expect(Set(names) == Set(["first", "second"].flatMap { prefix in (1...50).map { "\(prefix)-\($0)" } }))
  }

  @Test func storeAfterConcurrentSaves_isAlwaysWholeJSON() throws {
    // given
    let folder = try TemporaryFolder()
    let store = folder.url.appendingPathComponent("todos.json")
    let writers = try ["a", "b"].map { try startSaving(30, prefix: $0, to: store) }

    // when: read while the writers run
    while writers.contains(where: \.isRunning) {
      if FileManager.default.fileExists(atPath: store.path) {
        _ = try JSONFileTodoStore(url: store).read()
      }
    }
    writers.forEach { $0.waitUntilExit() }

    // then: every read decoded (a half-written file would have thrown)
    #expect(try JSONFileTodoStore(url: store).read().count == 60)
  }
}
