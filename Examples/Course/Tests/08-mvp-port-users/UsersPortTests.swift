import CourseTestSupport
import Domain
import DomainTestSupport
import Foundation
import Harness
import Testing
import TextUI

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
      window.setRoot(UsersScreen(presenter: UsersPresenter(service: services.users)))
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
    await settling { presenter.viewDidLoad() }

    // then
    #expect(view.calls == [.loading, .users([UserRowViewData(name: "Ada Lovelace", age: "36 years")])])
  }

  @Test func presenterAfterEmptyLoad_tellsTheViewTheEmptyState() async {
    // given
    let view = UsersViewSpy()
    let presenter = UsersPresenter(service: UserServiceMock(result: .success([])))
    presenter.attach(view: view)

    // when
    await settling { presenter.viewDidLoad() }

    // then
    #expect(
      view.calls == [.loading, .emptyState("No users")],
      "the presenter decides that no users is the empty state; the passive view only draws it")
  }

  @Test func presenterAfterFailedLoad_tellsTheViewTheError() async {
    // given
    let view = UsersViewSpy()
    let presenter = UsersPresenter(service: UserServiceMock(result: .failure(.decoding("not valid JSON"))))
    presenter.attach(view: view)

    // when
    await settling { presenter.viewDidLoad() }

    // then
    #expect(
      view.calls == [
        .loading, .error(title: "Could not load users", message: "The data could not be read (not valid JSON)."),
      ])
  }

  @Test func screenToldTheEmptyState_drawsTheMessageItIsGiven() {
    // given
    let screen = UsersScreen(presenter: UsersPresenter(service: UserServiceMock()))

    // when
    screen.showEmptyState(message: "Nobody has signed up yet.")

    // then
    #expect(screen.body() == ["Nobody has signed up yet."], "the passive view draws the message it is told")
  }

  /// What moves where is the lesson: a presenter that builds the list's rows itself passes the
  /// transcripts, and ties the presenter to the UI. It formats into `UserRowViewData` and
  /// imports no TextUI, so that its tests and any other screen can use it without the widgets.
  @Test func presenter_importsNoTextUI() throws {
    // given
    let source = try compiledSource(of: "UsersPresenter.swift", inExercise: "08-mvp-port-users")

    // when
    let imports = importedModules(in: source)

    // then
    #expect(!imports.contains("TextUI"), "UsersPresenter.swift imports \(imports); a presenter imports no UI")
  }

  /// The MVC controller had no back reference; the port has one, the presenter's to its view,
  /// and it must not own: closing the window frees the screen and its presenter.
  @Test func closingTheWindow_releasesScreenAndPresenter() async {
    // given
    weak var screen: UsersScreen?
    weak var presenter: UsersPresenter?
    let window = Window()
    do {
      let newPresenter = UsersPresenter(service: UserServiceMock(result: .success([User.stub()])))
      let newScreen = UsersScreen(presenter: newPresenter)
      screen = newScreen
      presenter = newPresenter
      await settling { window.setRoot(newScreen) }
    }

    // when
    window.close()

    // then
    #expect(screen == nil, "the screen outlived its window: the presenter holds its view")
    #expect(presenter == nil, "the presenter outlived its screen")
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
