import Domain
import DomainTestSupport
import Foundation
import Harness
import Testing

@testable import E08MVPPortUsers

/// A passive view that records every call the presenter makes, in order.
@MainActor
final class UsersViewSpy: UsersView {
  enum Call: Equatable {
    case loading
    case users([UserRowViewData])
    case emptyState(String)
    case error(title: String, message: String)
  }

  private(set) var calls: [Call] = []

  func showLoading() { calls.append(.loading) }
  func show(users: [UserRowViewData]) { calls.append(.users(users)) }
  func showEmptyState(message: String) { calls.append(.emptyState(message)) }
  func showError(title: String, message: String) { calls.append(.error(title: title, message: message)) }
}

/// The ported screen, graded as the kit grades its four patterns: the same scenarios, the same
/// transcripts, frame for frame.
@Suite("Exercise 08: port the users screen to MVP")
@MainActor
struct UsersPortTests {
  /// The `users` transcripts of the kit's parity suite, read where the suite keeps them
  /// (Tests/ParityTests/Transcripts/users in the kit this course sits in), so that a scenario
  /// the kit adds grades the port too, and no copy can drift from the original.
  static let transcripts = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Tests/08-mvp-port-users
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // Examples/Course
    .deletingLastPathComponent()  // Examples
    .deletingLastPathComponent()  // the kit
    .appendingPathComponent("Tests/ParityTests/Transcripts/users")

  @Test(arguments: Scenario.of(.users))
  func portedScreen_givesTheCheckedInTranscript(_ scenario: Scenario) async throws {
    // given
    let file = Self.transcripts.appendingPathComponent("\(scenario.name).txt")
    let expected = try String(contentsOf: file, encoding: .utf8)

    // when
    let transcript = await Transcript.record(scenario, in: .mvp) { _, services, window in
      await window.setRoot(UsersScreen(presenter: UsersPresenter(service: services.users)))
    }

    // then
    #expect(firstDifference(expected: expected, actual: transcript.text) == nil, "\(scenario)")
  }

  @Test func presenterAfterLoad_tellsTheViewTheRows() async {
    // given
    let view = UsersViewSpy()
    let presenter = UsersPresenter(service: UserServiceMock(result: .success([User.stub()])))
    presenter.attach(view: view)

    // when
    await presenter.viewDidLoad()

    // then
    #expect(view.calls == [.loading, .users([UserRowViewData(name: "Ada Lovelace", age: "36 years")])])
  }

  /// The first line where the transcripts differ, as `line 5: expected "…", got "…"`, or `nil`.
  private func firstDifference(expected: String, actual: String) -> String? {
    let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
      let wanted = index < left.count ? String(left[index]) : "(end)"
      let got = index < right.count ? String(right[index]) : "(end)"
      if wanted != got { return "line \(index + 1): expected \"\(wanted)\", got \"\(got)\"" }
    }
    return nil
  }
}
