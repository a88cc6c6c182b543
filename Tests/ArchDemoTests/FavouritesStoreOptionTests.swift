import Foundation
import Harness
import Testing

/// `--store FILE` with `favourites`: the stars survive the run, through the built binary.
@Suite("archdemo run favourites --store")
struct FavouritesStoreOptionTests {
  private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("archdemo-favourites-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func aStarSavedInOneRun_isListedFirstInTheNext() throws {
    // given
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("favourites.json").path

    // VIPER writes, MVC reads (two patterns that have built the favourites, in a tutorial's start)
    let writer = try #require(Pattern.building(.favourites).last)
    let reader = try #require(Pattern.building(.favourites).first)

    // when
    let first = try ArchdemoProcess.run(
      ["run", "--pattern", writer.rawValue, "favourites", "--store", store, "--script", "select 5; star"])
    let second = try ArchdemoProcess.run(["run", "--pattern", reader.rawValue, "favourites", "--store", store])

    // then
    #expect(first.status == 0)
    #expect(try String(contentsOfFile: store, encoding: .utf8) == "[44]\n")
    #expect(second.stdout.contains("│  1. ★ Lewis HAMILTON   #44 · Mercedes"))
  }

  @Test func aStoreThatIsNotAListOfNumbers_stopsTheRunWith65AndIsLeftAlone() throws {
    // given
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("favourites.json")
    try Data(#"{"stars": 1}"#.utf8).write(to: store)

    // when
    let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", "favourites", "--store", store.path])

    // then
    #expect(result.status == 65)
    #expect(result.stderr.contains("is malformed (not an array of car numbers); it was left untouched"))
    #expect(try String(contentsOf: store, encoding: .utf8) == #"{"stars": 1}"#)
  }

  @Test func storeWithAnotherFeature_isAUsageMistake() throws {
    // when
    let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", "drivers", "--store", "/tmp/x.json"])

    // then
    #expect(result.status == 64)
    #expect(result.stderr.contains("--store applies to todos and favourites only"))
  }
}
