import Foundation
import Testing

@testable import mutants

/// Where a run writes its results, what `--record` keeps of the committed ones, and the refusal
/// to run outside the kit. Nothing here builds or runs a mutant.
@Suite("mutants: writing results")
struct RecordingTests {
  /// The kit's root: this file is `Tools/Mutants/Tests/MutantsTests/RecordingTests.swift`.
  static let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func runOfOnePattern_writesAScratchFile_notTheCommittedResults() throws {
    let command = try MutantsCommand(arguments: ["--only", "mvp", "--kit", Self.kit.path])

    #expect(command.out == ".build-mutants/mutants.json")
    #expect(command.out != MutantsCommand.committedResults)
  }

  @Test func record_writesTheCommittedResults_andRefusesAnotherFile() throws {
    let command = try MutantsCommand(arguments: ["--only", "mvp", "--record", "--kit", Self.kit.path])

    #expect(command.out == "Tools/Mutants/Results/mutants.json")
    #expect(throws: MutantsError.self) {
      try MutantsCommand(arguments: ["--record", "--out", "x.json", "--kit", Self.kit.path])
    }
  }

  @Test func course_writesItsOwnFiles_andTakesAnExerciseNotAPattern() throws {
    let scratch = try MutantsCommand(arguments: ["--course", "--exercise", "5", "--kit", Self.kit.path])
    let recording = try MutantsCommand(arguments: ["--course", "--record", "--kit", Self.kit.path])

    #expect(scratch.subject == .course && scratch.exercise == 5)
    #expect(scratch.out == ".build-mutants/course-mutants.json")
    #expect(recording.out == "Examples/Course/Mutants/mutants.json")
    #expect(throws: MutantsError.self) { try MutantsCommand(arguments: ["--exercise", "5", "--kit", Self.kit.path]) }
    #expect(throws: MutantsError.self) {
      try MutantsCommand(arguments: ["--course", "--only", "mvp", "--kit", Self.kit.path])
    }
    #expect(throws: MutantsError.self) {
      try MutantsCommand(arguments: ["--course", "--exercise", "99", "--kit", Self.kit.path])
    }
  }

  @Test func courseSummary_rowsPerExercise_intoTheCoursesReadme() {
    // given: no results, then two records of exercise 5, one caught and one that survived
    #expect(CourseSummary.markdown(nil, equivalents: []) == CourseSummary.placeholder)
    func record(_ id: String, own: Bool) -> MutantRecord {
      let mutant = Mutant(
        id: id, file: "Examples/Course/Solutions/05-mvp-empty-is-error/DriversPresenter.swift", line: 3,
        mutationOperator: .dropCall, before: "view?.showLoading()", after: "_ = ()", pattern: "mvp",
        feature: "05-mvp-empty-is-error")
      return MutantRecord(mutant, compiled: true, own: own, parity: false, outcome: nil, seconds: 1)
    }

    // when
    let table = CourseSummary.markdown(Self.file([record("a", own: true), record("b", own: false)]), equivalents: [])
    let readme = Summary.replacingBlock(
      in:
        "# Course\n\n\(CourseSummary.begin)\n\(CourseSummary.placeholder)\n\(CourseSummary.end)\n\n## Adding an exercise\n",
      with: table, begin: CourseSummary.begin, end: CourseSummary.end)

    // then: one row for the exercise, its score, and the survivor listed
    #expect(table.contains("| 5 | 05-mvp-empty-is-error | mvp | 2 | 0 | 0 | 2 | 1 | 0 | 1 | 50% |"))
    #expect(table.contains("- `Examples/Course/Solutions/05-mvp-empty-is-error/DriversPresenter.swift:3` drop-call"))
    #expect(readme.contains(table) && !readme.contains(CourseSummary.placeholder))
    #expect(readme.hasSuffix("\(CourseSummary.end)\n\n## Adding an exercise\n"))
  }

  @Test func copies_areTheWorkersFolders_onePerWorker() throws {
    let plain = try MutantsCommand(arguments: ["--kit", Self.kit.path])
    let named = try MutantsCommand(arguments: ["--copies", ".build-copy/kit", "--kit", Self.kit.path])

    #expect(plain.roots.map(\.lastPathComponent) == ["worker-0", "worker-1"])
    #expect(named.roots == [Self.kit.appendingPathComponent(".build-copy/kit").standardizedFileURL])
    #expect(named.workers == 1)
    #expect(throws: MutantsError.self) {
      try MutantsCommand(arguments: ["--copies", "a,b", "--workers", "3", "--kit", Self.kit.path])
    }
  }

  @Test func recordingOnePattern_keepsEveryOtherRecord() {
    // given: committed records of MVC and MVP, one of MVP's for a line that no longer exists
    let committed = Self.file([
      Self.record("mvc-1", pattern: "MVC"), Self.record("mvc-gone", pattern: "MVC"),
      Self.record("mvp-1", pattern: "MVP", own: false), Self.record("mvp-gone", pattern: "MVP"),
    ])
    let scope = RecordScope(dropsStale: { $0.pattern == "MVP" }, current: ["mvc-1", "mvp-1", "mvp-2"])

    // when: a run of MVP records its two mutants
    let records = committed.recording(
      [Self.record("mvp-1", pattern: "MVP"), Self.record("mvp-2", pattern: "MVP")], scope: scope)

    // then: MVC's records stay, even one the sources no longer have; MVP's are the run's
    #expect(records.map(\.id) == ["mvc-1", "mvc-gone", "mvp-1", "mvp-2"])
    #expect(records.first { $0.id == "mvp-1" }?.previousOutcome == "survived")
  }

  @Test func folderThatIsNotTheKit_isRefused_andNothingIsCreatedThere() throws {
    let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("mutants-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: elsewhere) }

    // (A do-catch, not the value of #expect(throws:), which Swift 6.0, the package's floor, lacks.)
    var message = ""
    do {
      _ = try MutantsCommand(arguments: ["--only", "mvp", "--kit", elsewhere.path])
      Issue.record("a folder that is not the kit was taken")
    } catch let error as MutantsError {
      message = "\(error)"
    }

    #expect(message.contains("is not the ArchDemo kit's root"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
  }

  @Test func builtTool_outsideTheKit_exitsWithAUsageError() throws {
    // given: the built tool, run from a folder that is not the kit
    let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("mutants-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: elsewhere) }
    let tool = try #require(Self.builtTool)
    let process = Process()
    process.executableURL = tool
    process.arguments = ["--only", "mvp"]
    process.currentDirectoryURL = elsewhere
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice

    // when
    try process.run()
    process.waitUntilExit()

    // then
    #expect(process.terminationStatus == 64)
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
  }

  /// `mutants` beside the tests in the build folder: beside their executable on Linux, beside
  /// the bundle that holds this code on Darwin.
  private static var builtTool: URL? {
    var folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
    #if canImport(Darwin)
      folders.insert(Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent(), at: 0)
    #endif
    return folders.map { $0.appendingPathComponent("mutants") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  #if canImport(Darwin)
    private final class BundleMarker {}
  #endif

  private static func file(_ records: [MutantRecord]) -> ResultsFile {
    ResultsFile(machine: "", date: "", toolchain: "", workers: 2, minutes: 1, records: records)
  }

  private static func record(_ id: String, pattern: String, own: Bool = true) -> MutantRecord {
    let mutant = Mutant(
      id: id, file: "Sources/\(pattern)/X.swift", line: 1, mutationOperator: .flipCondition, before: "a", after: "b",
      pattern: pattern, feature: "users")
    return MutantRecord(mutant, compiled: true, own: own, parity: false, outcome: nil, seconds: 1)
  }
}
