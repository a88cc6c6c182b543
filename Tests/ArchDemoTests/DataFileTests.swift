import DomainTestSupport
import Foundation
import Testing

/// Fixture and store files: bad ones exit 65 naming the file and stay as they were.
@Suite("archdemo data files")
struct DataFileTests {
  /// A fixture file that is not what its feature reads, named for the test log.
  struct MalformedFixture: CustomTestStringConvertible, Sendable {
    var name: String
    var feature: String
    var contents: String
    var file: String { "\(feature).json" }
    var testDescription: String { name }
  }

  static let malformedFixtures = [
    MalformedFixture(
      name: "null age", feature: "users", contents: #"[{"firstName": "Iyad", "lastName": "Agha", "age": null}]"#),
    MalformedFixture(name: "number as text", feature: "drivers", contents: #"[{"number": "one"}]"#),
    MalformedFixture(name: "truncated", feature: "news", contents: #"{"status": "ok", "articles": "#),
    MalformedFixture(name: "not JSON", feature: "melodies", contents: "not json at all"),
    MalformedFixture(
      name: "a megabyte of text where a number goes", feature: "melodies",
      contents: #"[{"title": "Air", "artist": "Bach", "duration": ""# + String(repeating: "9", count: 1_000_000)
        + #""}]"#),
    MalformedFixture(
      name: "long and truncated", feature: "drivers",
      contents: "[" + String(repeating: #"{"number": 1, "firstName": "A", "#, count: 2_000)),
  ]

  @Test(arguments: malformedFixtures)
  func malformedFixture_exits65NamingTheFile(_ malformed: MalformedFixture) throws {
    // given
    let folder = try TemporaryFolder()
    let fixture = try folder.file(malformed.file, contents: malformed.contents)

    // when
    let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", malformed.feature, "--data", folder.url.path])

    // then
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(fixture.path))
    #expect(try String(contentsOf: fixture, encoding: .utf8) == malformed.contents)
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

  @Test func veryLongValuesInAWellFormedFixture_run() throws {
    let folder = try TemporaryFolder()
    let name = String(repeating: "Ä", count: 100_000)
    _ = try folder.file("users.json", contents: #"[{"firstName": ""# + name + #"", "lastName": "B", "age": 3}]"#)

    let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", "users", "--data", folder.url.path])

    // then the row fits the default 100 columns: the name is cut with … and the age kept
    #expect(result.status == 0)
    #expect(result.stdout.contains("│ 1. " + String(repeating: "Ä", count: 85) + "…  3 years\n"))
    #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }
}

/// Impossible values are malformed data: exit 65 naming the file and the field.
@Suite("archdemo impossible values")
struct ImpossibleValueTests {
  @Test(arguments: [
    ("users", #"[{"firstName": "A", "lastName": "B", "age": -5}]"#, "bad value at [0].age (must not be negative)"),
    (
      "melodies", #"[{"title": "A", "artist": "B", "duration": -1}]"#,
      "bad value at [0].duration (must not be negative)"
    ),
    ("users", #"[{"firstName": "A", "lastName": "B", "age": 1.5}]"#, "bad value at [0].age (must be a whole number)"),
    (
      "melodies", #"[{"title": "A", "artist": "B", "duration": 2.5}]"#,
      "bad value at [0].duration (must be a whole number)"
    ),
  ])
  func negativeValue_exits65NamingTheFileAndTheField(_ feature: String, _ contents: String, _ detail: String) throws {
    let folder = try TemporaryFolder()
    let fixture = try folder.file("\(feature).json", contents: contents)

    let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", feature, "--data", folder.url.path])

    #expect(result.status == 65)
    #expect(result.stderr == "archdemo: the fixture \(fixture.path) is malformed: \(detail)\n")
  }
}
