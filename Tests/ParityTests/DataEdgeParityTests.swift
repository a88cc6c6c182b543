import Domain
import Foundation
import Harness
import Testing
import TextUI

/// Data no bundled fixture holds, run through the four patterns: the same transcript in each.
///
/// The scenarios run on the bundled fixtures; these runs serve their own documents.
@Suite("Parity: data edges")
@MainActor
struct DataEdgeParityTests {
  /// A data source that serves one users document.
  struct UsersDocument: DataSource {
    var json: String

    func location(of resource: Resource) -> String { "inline \(resource.fileName)" }

    func data(for resource: Resource) async throws(ServiceError) -> Data {
      guard resource == .users else { throw .network("no inline \(resource.fileName)") }
      return Data(json.utf8)
    }
  }

  @Test func userAgedZero_isZeroYearsOld_inEveryPattern() async throws {
    // given
    let source = UsersDocument(
      json: #"[{"firstName": "Baby", "lastName": "Doe", "age": 0}, {"firstName": "Ann", "lastName": "One", "age": 1}]"#)
    let environment = FeatureEnvironment(dataSource: source)

    // when
    var transcripts: [Pattern: Transcript] = [:]
    for pattern in Pattern.allCases {
      transcripts[pattern] = await Transcript.record(
        pattern: pattern, feature: .users, environment: environment, actions: [.refresh])
    }

    // then
    let mvp = try #require(transcripts[.mvp])
    #expect(mvp.frames.last == Frame(title: "Users", lines: ["1. Baby Doe  0 years", "2. Ann One   1 year"]))
    for pattern in Pattern.allCases {
      #expect(
        transcripts[pattern] == mvp,
        "\(pattern.rawValue): \(TranscriptFiles.firstDifference(expected: mvp.text, actual: transcripts[pattern]?.text ?? ""))"
      )
    }
  }
}
