import Foundation
import Testing

/// Fixture and store files: bad ones exit 65 naming the file and stay as they were.
@Suite("archdemo data files")
struct DataFileTests {
  static let malformedFixtures = [
    ("users", "users.json", #"[{"firstName": "Iyad", "lastName": "Agha", "age": null}]"#),
    ("drivers", "drivers.json", #"[{"number": "one"}]"#),
    ("news", "news.json", #"{"status": "ok", "articles": "#),
    ("melodies", "melodies.json", "not json at all"),
  ]

  @Test(arguments: malformedFixtures)
  func malformedFixture_exits65NamingTheFile(feature: String, file: String, contents: String) throws {
    // given
    let folder = try TemporaryFolder()
    let fixture = try folder.file(file, contents: contents)

    // when
    let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", feature, "--data", folder.url.path])

    // then
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(fixture.path))
    #expect(try String(contentsOf: fixture, encoding: .utf8) == contents)
  }

  @Test func missingFixtureInDataFolder_exits65NamingTheFile() throws {
    let folder = try TemporaryFolder()

    let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", "drivers", "--data", folder.url.path])

    #expect(result.status == 65)
    #expect(result.stderr.contains(folder.url.appendingPathComponent("drivers.json").path))
  }

  @Test func fixtureFolder_isReadInsteadOfTheBundledData() throws {
    let folder = try TemporaryFolder()
    _ = try folder.file("users.json", contents: #"[{"firstName": "Grace", "lastName": "Hopper", "age": 85}]"#)

    let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", "users", "--data", folder.url.path])

    #expect(result.status == 0)
    #expect(result.stdout.contains("Grace Hopper  85 years"))
    #expect(!result.stdout.contains("Iyad Agha"))
  }

  @Test func malformedStore_exits65AndLeavesItByteIdentical() throws {
    let folder = try TemporaryFolder()
    let store = try folder.file("todos.json", contents: #"[{"name": "half a list""#)
    let before = try Data(contentsOf: store)

    let result = try ArchdemoProcess.run(
      ["run", "--pattern", "mvp", "todos", "--store", store.path, "--script", "add; name x; due today; save"])

    #expect(result.status == 65)
    #expect(result.stderr.contains(store.path))
    #expect(try Data(contentsOf: store) == before)
  }

  @Test func missingStore_startsEmptyIsCreatedOnSaveAndSurvivesARestart() throws {
    // given
    let folder = try TemporaryFolder()
    let store = folder.url.appendingPathComponent("todos.json")
    let today = ["--today", "2026-11-23"]

    // when
    let first = try ArchdemoProcess.run(
      ["run", "--pattern", "mvp", "todos", "--store", store.path] + today
        + ["--script", "add; name Water the plants; due tomorrow; save"])
    let second = try ArchdemoProcess.run(["run", "--pattern", "mvp", "todos", "--store", store.path] + today)

    // then
    #expect(first.status == 0)
    #expect(first.stdout.contains("No upcoming items"))
    #expect(FileManager.default.fileExists(atPath: store.path))
    #expect(second.stdout.contains("Water the plants  Tuesday"))
  }

  @Test func failingService_isAScreenStateNotAFailedRun() throws {
    for fault in ["network", "decode", "empty"] {
      let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", "users", "--fault", fault])
      #expect(result.status == 0, "fault \(fault)")
      #expect(result.stderr.isEmpty, "fault \(fault)")
    }
  }
}
