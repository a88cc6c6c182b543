import Foundation

/// What a run mutates, where its results go, and how a worker's copy builds and tests it: the
/// kit's patterns and Domain's rules (the default), or the course's exercises (`--course`), each
/// with its solution applied and judged by its own test target alone.
enum Subject: Sendable {
  case kit, course

  /// Every candidate, in a fixed order.
  func candidates(kit: URL) throws -> [Mutant] {
    switch self {
    case .kit: try Suite.candidates(kit: kit)
    case .course: try Course.candidates(kit: kit)
    }
  }

  // MARK: - Results

  /// The committed results: only `--record` writes them.
  var committedResults: String {
    switch self {
    case .kit: "Tools/Mutants/Results/mutants.json"
    case .course: "\(Course.folder)/Mutants/mutants.json"
    }
  }

  /// Where a run writes without `--record`: git ignores it.
  var scratchResults: String {
    switch self {
    case .kit: ".build-mutants/mutants.json"
    case .course: ".build-mutants/course-mutants.json"
    }
  }

  /// The mutants reviewed as equivalent.
  var equivalents: String {
    switch self {
    case .kit: "Tools/Mutants/equivalent.json"
    case .course: "\(Course.folder)/Mutants/equivalent.json"
    }
  }

  /// The README that shows the summary, and the markers around it.
  var readme: (path: String, begin: String, end: String) {
    switch self {
    case .kit: ("Tools/Mutants/README.md", Summary.begin, Summary.end)
    case .course: ("\(Course.folder)/README.md", CourseSummary.begin, CourseSummary.end)
    }
  }

  /// What messages call it.
  var name: String { self == .course ? "course" : "kit" }

  /// The options that choose this subject on the command line.
  var flag: String { self == .course ? " --course" : "" }

  // MARK: - The worker's copy

  /// What the copy holds of the kit: the package and what its tests read (the parity tests
  /// check the README's and the docs' tables against the sources); for the course, the course's
  /// package too, which depends on the kit by path (`../..`), so on the copy's.
  var synced: [String] {
    let kit = ["Package.swift", "Sources", "Tests", "README.md", "Docs"]
    return self == .course ? kit + [Course.folder] : kit
  }

  /// The package built and tested, from the copy's root: `nil` for the kit's own.
  var packageFolder: String? { self == .course ? Course.folder : nil }

  /// `swift build --build-tests`, of the course's package for the course.
  var buildCommand: [String] {
    ["swift", "build", "--build-tests"] + (packageFolder.map { ["--package-path", $0] } ?? [])
  }

  /// Set for every build and test run: the course compiles every exercise with its solution
  /// (and its tests read the files it compiled through the same variable).
  var environment: [String: String] {
    self == .course ? ["ARCHDEMO_COURSE_SOLUTIONS": "all"] : [:]
  }

  /// Left out of every build and test run: the course's other switches (a wrong solution
  /// compiled in, one exercise declared alone) would change what is measured.
  var unsetVariables: [String] {
    self == .course ? ["ARCHDEMO_COURSE_WRONG", "ARCHDEMO_COURSE_ONLY"] : []
  }

  /// The test bundle in the copy, run directly on Linux.
  var testBundle: String {
    switch self {
    case .kit: ".build/debug/ArchDemoPackageTests.xctest"
    case .course: "\(Course.folder)/.build/debug/ArchDemoCoursePackageTests.xctest"
    }
  }

  /// Added to each test run: the course runs its tests one at a time, as `course check` does.
  var testArguments: [String] { self == .course ? ["--no-parallel"] : [] }

  /// The time zones a mutant's own tests run under, one after the other until one catches it:
  /// the kit's in the machine's own zone; the course's under `Pacific/Honolulu` and then
  /// `Pacific/Kiritimati`, as `course check` and `Scripts/prove-course` run them (a date read
  /// in the machine's zone passes under UTC and fails under one of them).
  var timeZones: [String?] {
    self == .course ? ["Pacific/Honolulu", "Pacific/Kiritimati"] : [nil]
  }

  /// Whether a mutant the own tests let through goes on to the parity suite: the kit's only.
  var hasParity: Bool { self == .kit }
}
