import Foundation
import Testing

@testable import mutants

/// The course's committed mutation results stay whole and keep the bar: every candidate of the
/// solved code has a record (or a reviewed reason to have none), and each exercise's own tests
/// catch at least 95% of its mutants that compile and are not equivalent. Reads the committed
/// files only; nothing here builds or runs a mutant.
@Suite("mutants: the course's committed results")
struct CourseScoreTests {
  static let bar = 0.95

  static func committed() throws -> (records: [MutantRecord], equivalents: [EquivalentMutant]) {
    let kit = RecordingTests.kit
    let results = try ResultsFile.load(kit.appendingPathComponent(Subject.course.committedResults))
    let equivalents = try EquivalentMutant.load(kit.appendingPathComponent(Subject.course.equivalents))
    return (results.records, equivalents)
  }

  @Test func everyCandidate_hasARecordOrAReviewedReason_andNoRecordIsStale() throws {
    let (records, equivalents) = try Self.committed()
    let candidates = Set(try Course.candidates(kit: RecordingTests.kit).map(\.id))
    let recorded = Set(records.map(\.id))
    let equivalent = Set(equivalents.map(\.id))

    let missing = candidates.subtracting(recorded).subtracting(equivalent).sorted()
    #expect(
      missing.isEmpty,
      "candidates with no record: run `mutants --course --ids <id,…> --record` for \(missing)")
    let stale = recorded.union(equivalent).subtracting(candidates).sorted()
    #expect(stale.isEmpty, "records of mutants that no longer exist (a solution changed): \(stale)")
    for entry in equivalents {
      #expect(!entry.reason.trimmingCharacters(in: .whitespaces).isEmpty, "\(entry.id) is equivalent with no reason")
    }
  }

  @Test func theCoursesReadme_showsTheCommittedResults() throws {
    let kit = RecordingTests.kit
    let results = try ResultsFile.load(kit.appendingPathComponent(Subject.course.committedResults))
    let table = CourseSummary.markdown(results, equivalents: try Self.committed().equivalents)
    let readme = try String(contentsOf: kit.appendingPathComponent(Subject.course.readme.path), encoding: .utf8)

    #expect(
      readme.contains("\(CourseSummary.begin)\n\(table)\n\(CourseSummary.end)"),
      "Examples/Course/README.md's score table is not the committed run's: `mutants summary --course --readme` writes it"
    )
  }

  @Test func eachExercisesOwnTests_catchAtLeast95PercentOfItsMutants() throws {
    let (records, equivalents) = try Self.committed()
    let equivalent = Set(equivalents.map(\.id))
    var byExercise: [String: Tally] = [:]
    for record in records {
      byExercise[record.feature, default: Tally()].add(record, equivalent: equivalent.contains(record.id))
    }
    #expect(Set(byExercise.keys) == Set(try Course.exercises(kit: RecordingTests.kit).map(\.slug)))
    for (slug, tally) in byExercise.sorted(by: { $0.key < $1.key }) {
      let caught = Double(tally.own) / Double(max(1, tally.scored))
      #expect(
        caught >= Self.bar,
        "\(slug): its tests catch \(tally.own) of \(tally.scored) mutants (\(Tally.percent(tally.own, of: tally.scored))), under 95%"
      )
    }
  }
}
