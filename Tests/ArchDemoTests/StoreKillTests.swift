import Domain
import DomainLive
import DomainTestSupport
import Foundation
import Testing

/// The store under SIGKILL at random moments, and store files and options a careless user gives.
@Suite("To-do store under kills and odd files")
struct StoreKillTests {
  @Test func twentyFourKillsAtRandomPoints_leaveAValidStoreWithEveryReportedItemAndNoTemporaryFile() throws {
    // given
    var generator = SeededGenerator(seed: 0x5107_0008)
    let folder = try TemporaryFolder()
    let storeFolder = folder.url.appendingPathComponent("store")
    try FileManager.default.createDirectory(at: storeFolder, withIntermediateDirectories: true)
    let store = storeFolder.appendingPathComponent("todos.json")
    var reported: Set<String> = []

    for kill in 0..<24 {
      // when: a run saving 40 items is killed after a random delay
      let names = (1...40).map { "k\(kill)-\($0)" }
      let script = names.map { "add; name \($0); due today; save" }.joined(separator: "; ")
      let output = folder.url.appendingPathComponent("out-\(kill).txt")
      _ = FileManager.default.createFile(atPath: output.path, contents: nil)
      let process = Process()
      process.executableURL = ArchdemoProcess.executable
      process.arguments = [
        "run", "--pattern", "mvp", "todos", "--today", "2026-11-18", "--store", store.path, "--rows", "10000",
        "--script", script,
      ]
      process.standardOutput = try FileHandle(forWritingTo: output)
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(UInt32.random(in: 20_000...400_000, using: &generator))
      Foundation.kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()

      // then: the store is a list holding every item a frame showed as saved (every row is in
      // view: the store grows past any terminal's height)
      // The kill may cut a frame inside a character (`│` is three bytes): read what arrived,
      // not strict UTF-8, which would refuse the whole file for its last, cut character.
      let shown = String(decoding: try Data(contentsOf: output), as: UTF8.self)
      // a row under a day reads "│   3. Buy milk  Thursday": its title is between the number and the detail
      let rows = shown.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("│ "), let dot = line.range(of: ". ") else { return nil }
        let number = line.dropFirst(2)[..<dot.lowerBound].trimmingCharacters(in: .whitespaces)
        guard !number.isEmpty, number.allSatisfy(\.isNumber) else { return nil }
        return line[dot.upperBound...].components(separatedBy: "  ").first
      }
      reported.formUnion(Set(rows).intersection(names))
      let stored = Set(try JSONFileTodoStore(url: store).read().map(\.name))
      #expect(reported.isSubset(of: stored), "kill \(kill)")

      // and the next opening leaves nothing but the store and its lock
      JSONFileTodoStore(url: store).removeLeftovers()
      let files = Set(try FileManager.default.contentsOfDirectory(atPath: storeFolder.path))
      #expect(files.isSubset(of: ["todos.json", "todos.json.lock"]), "kill \(kill): \(files)")
    }
    #expect(reported.count > 20, "the kills came after some saves")
  }

  @Test func emptyStoreName_isAUsageMistake() throws {
    let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", "todos", "--store", ""])

    #expect(result.status == 64)
    #expect(result.stderr == "archdemo: --store needs a file name, got an empty one\n")
  }

  @Test func faultWithAStore_isAUsageMistake() throws {
    let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", "todos", "--store", "f.json", "--fault", "empty"])

    #expect(result.status == 64)
    #expect(result.stderr.contains("--fault replaces the to-do store"))
  }

  @Test func storeWithADuplicateId_exits65NamingTheFileAndTheField() throws {
    let folder = try TemporaryFolder()
    let item = #"{"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "name": "A", "dueDate": "2024-09-17T09:00:00Z"}"#
    let store = try folder.file("todos.json", contents: "[\(item), \(item)]")

    let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", "todos", "--store", store.path])

    #expect(result.status == 65)
    #expect(result.stderr.contains(store.path))
    #expect(result.stderr.contains("have the same id 6F9619FF-8B86-D011-B42D-00C04FC964FF"))
  }

  @Test func readOnlyStore_showsCouldNotSaveAndStaysAsItWas() throws {
    let folder = try TemporaryFolder()
    let store = try folder.file("todos.json", contents: "[]")
    chmod(store.path, 0o444)

    let result = try ArchdemoProcess.run([
      "run", "--pattern", "mvp", "todos", "--store", store.path, "--script", "add; name Tea; due today; save",
      "--columns", "1000",
    ])

    #expect(result.status == 0)
    #expect(result.stdout.contains("Could not save: \(store.path) is read-only."))
    #expect(try String(contentsOf: store, encoding: .utf8) == "[]")
  }
}
