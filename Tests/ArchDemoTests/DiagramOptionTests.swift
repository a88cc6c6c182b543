import ConsoleIO
import DomainTestSupport
import Foundation
import Testing

@testable import ArchDemoKit
@testable import Harness

/// `archdemo run … --diagram FILE.svg`, end to end through the built binary.
@Suite("archdemo run --diagram")
struct DiagramOptionTests {
  static let search = ["run", "--pattern", "mvp", "drivers", "--script", "search ham"]

  @Test func diagram_leavesTheOutputAsItIs_andWritesTheRunsMessages() throws {
    // given
    let folder = try TemporaryFolder()
    let file = folder.url.appendingPathComponent("run.svg")

    // when
    let plain = try ArchdemoProcess.run(Self.search)
    let drawn = try ArchdemoProcess.run(Self.search + ["--diagram", file.path])

    // then the frames alone, as without it, and the file holds every action and message
    #expect(drawn.status == 0)
    #expect(drawn.stderr.isEmpty)
    #expect(drawn.stdout == plain.stdout)
    #expect(!drawn.stdout.split(separator: "\n").contains { $0.hasPrefix("  · ") })
    let svg = try String(contentsOf: file, encoding: .utf8)
    let elements = try #require(SVGElements.parse(svg))
    #expect(SVGElements.texts(elements, class: "action").map(\.text) == ["> (start)", "> search ham"])
    #expect(SVGElements.texts(elements, class: "message").map(\.text).contains("searchTextChanged(\"ham\")"))
  }

  @Test func diagramWithTrace_printsTheTraceAsUsual_andDrawsTheSameMessages() throws {
    // given
    let folder = try TemporaryFolder()
    let file = folder.url.appendingPathComponent("run.svg")

    // when
    let traced = try ArchdemoProcess.run(Self.search + ["--trace"])
    let both = try ArchdemoProcess.run(Self.search + ["--trace", "--diagram=\(file.path)"])

    // then
    #expect(both.status == 0)
    #expect(both.stdout == traced.stdout)
    let printed = both.stdout.split(separator: "\n").filter { $0.hasPrefix("  · ") }.map {
      String($0.dropFirst(4).split(separator: ": ", maxSplits: 1)[1])
    }
    let elements = try #require(SVGElements.parse(try String(contentsOf: file, encoding: .utf8)))
    #expect(SVGElements.texts(elements, class: "message").map(\.text) == printed)
  }

  @Test(arguments: Pattern.allCases)
  func binarysDiagram_isTheOneInTheDocs(_ pattern: Pattern) throws {
    // given
    let folder = try TemporaryFolder()
    let file = folder.url.appendingPathComponent("\(pattern.rawValue).svg")

    // when
    let result = try ArchdemoProcess.run(DocsResourceTests.driversSearch(pattern) + ["--diagram", file.path])

    // then the same bytes as the docs' picture, which DocsResourceTests draws in process
    #expect(result.status == 0)
    let docs = DocsFiles.catalog.appendingPathComponent("Resources/\(pattern.rawValue)-drivers-search.svg")
    #expect(try Data(contentsOf: file) == Data(contentsOf: docs))
  }

  @Test func actionsFromStandardInput_areBands_butRejectedOnesAreNot() throws {
    // given
    let folder = try TemporaryFolder()
    let file = folder.url.appendingPathComponent("stdin.svg")

    // when
    let result = try ArchdemoProcess.run(
      ["run", "--pattern", "viper", "drivers", "--diagram", file.path],
      input: "search ham\nfrobnicate\nselect 9\nhelp\nclear\nquit\nrefresh\n")

    // then
    #expect(result.status == 0)
    let elements = try #require(SVGElements.parse(try String(contentsOf: file, encoding: .utf8)))
    #expect(SVGElements.texts(elements, class: "action").map(\.text) == ["> (start)", "> search ham", "> clear"])
  }

  @Test func aLinkToTheFile_isFollowed_andStaysALink() throws {
    // given a link to a file not there yet
    let folder = try TemporaryFolder()
    let link = folder.url.appendingPathComponent("link.svg")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "target.svg")

    // when
    let result = try ArchdemoProcess.run(Self.search + ["--diagram", link.path])

    // then
    #expect(result.status == 0)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "target.svg")
    #expect(
      try String(contentsOf: folder.url.appendingPathComponent("target.svg"), encoding: .utf8).hasSuffix("</svg>\n"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["link.svg", "target.svg"])
  }

  @Test func standardOutputAsTheFile_getsTheDiagramAfterTheFrames() throws {
    let result = try ArchdemoProcess.run(Self.search + ["--diagram", "/dev/stdout"])

    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("┌─ Drivers"))
    #expect(result.stdout.hasSuffix("</svg>\n"))
  }

  @Test(arguments: [
    (["--diagram", ""], "--diagram needs a file name, got an empty one"),
    (["--diagram", "/no/such/folder/run.svg"], "the folder /no/such/folder does not exist"),
    (["--diagram", "/tmp"], "--diagram needs a file; /tmp is a directory"),
    (["--diagram", "a.svg", "--diagram", "b.svg"], "--diagram is given twice"),
    (["--diagram"], "--diagram needs a value (an SVG file to write, e.g. run.svg)"),
  ])
  func fileThatCannotBeWritten_isAUsageMistake_beforeAnythingRuns(_ options: [String], _ message: String) throws {
    let result = try ArchdemoProcess.run(Self.search + options)

    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("archdemo: "))
    #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    #expect(result.stderr.contains(message))
  }

  @Test func theRunsOwnStore_orAFileOfItsData_isRefused_andLeftAsItWas() throws {
    // given: a favourites store, and a data folder holding a fixture
    let folder = try TemporaryFolder()
    let store = try folder.file("stars.json", contents: "[44]")
    let data = folder.url.appendingPathComponent("data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let fixture = data.appendingPathComponent("drivers.json")
    try Data("[]".utf8).write(to: fixture)

    // when
    let onStore = try ArchdemoProcess.run(
      ["run", "--pattern", "mvc", "favourites", "--store", store.path, "--diagram", store.path])
    let onData = try ArchdemoProcess.run(Self.search + ["--data", data.path, "--diagram", fixture.path])

    // then
    #expect(onStore.status == 64)
    #expect(
      onStore.stderr
        == "archdemo: --diagram: \(store.path) is the run's --store file; choose another file for the diagram\n")
    #expect(try String(contentsOf: store, encoding: .utf8) == "[44]")
    #expect(onData.status == 64)
    #expect(onData.stderr.contains("is in the run's --data folder; choose a file outside it"))
    #expect(try String(contentsOf: fixture, encoding: .utf8) == "[]")
  }

  @Test func aNameTooLongForItsTemporaryFile_isRefusedUpFront() throws {
    let folder = try TemporaryFolder()
    let name = String(repeating: "n", count: 244) + ".svg"

    let result = try ArchdemoProcess.run(Self.search + ["--diagram", folder.url.appendingPathComponent(name).path])

    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("is too long"))
  }

  @Test func aPipeNoProcessReads_isRefusedUpFront_notWaitedOnForEver() throws {
    let folder = try TemporaryFolder()
    let pipe = folder.url.appendingPathComponent("pipe").path
    try #require(mkfifo(pipe, 0o600) == 0)

    let result = try ArchdemoProcess.run(Self.search + ["--diagram", pipe])

    #expect(result.status == 64)
    #expect(result.stderr == "archdemo: --diagram: no process reads the pipe \(pipe)\n")
  }

  @Test(.needsDevFull) func fileThatFailsAtTheEnd_exits74WithOneLine_afterTheFrames() throws {
    let result = try ArchdemoProcess.run(Self.search + ["--diagram", "/dev/full"])

    #expect(result.status == 74)
    #expect(result.stdout.contains("Lewis HAMILTON"))
    #expect(result.stderr == "archdemo: cannot write the diagram /dev/full: No space left on device\n")
  }

  @Test func folderGoneBeforeTheWrite_isAnOutputError() throws {
    // given a file checked while its folder was there
    let folder = try TemporaryFolder()
    let path = folder.url.appendingPathComponent("gone/run.svg").path
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("gone"), withIntermediateDirectories: false)
    let file = try DiagramFile(checking: path)
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("gone"))

    // when
    let error = expectThrown(CommandLineError.self) { try file.write("<svg/>") }

    // then
    #expect(error == .output("cannot write the diagram \(path): No such file or directory"))
    #expect(error?.exitStatus == 74)
  }

  @Test func diagram_isParsedIntoTheRunOptions() throws {
    let invocation = try ArgumentParser.parse(["run", "--pattern", "mvc", "users", "--diagram", "x.svg"])

    #expect(invocation == .run(RunOptions(pattern: .mvc, feature: .users, diagramFile: "x.svg")))
  }
}
