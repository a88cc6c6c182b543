import CourseTestSupport
import Domain
import DomainTestSupport
import Testing

@testable import E09MVVMUnboundOutput

/// The view model states a failed load; the view must show it.
@Suite("Exercise 09: the output nobody binds")
@MainActor
struct UsersBindingTests {
  @Test func viewModelAfterLoadFailure_statesTheErrorAlert() async {
    // given
    let viewModel = UsersViewModel(service: UserServiceMock(result: .failure(.decoding("not valid JSON"))))

    // when
    await viewModel.inputs.viewDidLoad()

    // then
    #expect(
      viewModel.outputs.errorAlert
        == AlertViewData(title: "Could not load users", message: "The data could not be read (not valid JSON)."))
  }

  @Test func viewAfterLoadFailure_showsTheErrorAlert() async {
    // given
    let view = UsersView(
      viewModel: UsersViewModel(service: UserServiceMock(result: .failure(.decoding("not valid JSON")))))

    // when
    await view.screenDidAppear()

    // then
    #expect(view.body() == ["[!] Could not load users", "    The data could not be read (not valid JSON)."])
  }

  @Test func refreshFailureAfterLoad_showsTheErrorAlert() async throws {
    // given
    let service = UserServiceMock(result: .success([User.stub()]))
    let view = UsersView(viewModel: UsersViewModel(service: service))
    await view.screenDidAppear()

    // when
    service.result = .failure(.decoding("not valid JSON"))
    try await view.perform(.refresh)

    // then
    #expect(
      view.body() == ["[!] Could not load users", "    The data could not be read (not valid JSON)."],
      "the view must read the alert on every draw, after a refresh as after the first load")
  }

  /// A view that writes the alert's title itself shows the same frame today, and shows a stale
  /// title the day the view model states another. Everything the screen shows but its title
  /// comes from the outputs: the only text the view writes is "Users".
  @Test func view_writesNoTextButItsTitle() throws {
    // given
    let source = try compiledSource(of: "UsersView.swift", inExercise: "09-mvvm-unbound-output")

    // when
    let code = source.split(separator: "\n").filter { !$0.drop(while: \.isWhitespace).hasPrefix("//") }
    let literals = code.flatMap { line in line.matches(of: /"(?:[^"\\]|\\.)*"/).map { String($0.output) } }

    // then
    #expect(
      literals == ["\"Users\""], "UsersView.swift writes \(literals); every text but its title comes from the outputs")
    #expect(
      !importedModules(in: source).contains("Domain"),
      "UsersView.swift imports Domain; it shows only what the outputs state")
  }

  @Test func refreshAfterFailure_showsTheUsers() async throws {
    // given
    let service = UserServiceMock(result: .failure(.decoding("not valid JSON")))
    let view = UsersView(viewModel: UsersViewModel(service: service))
    await view.screenDidAppear()

    // when
    service.result = .success([User.stub()])
    try await view.perform(.refresh)

    // then
    #expect(view.body() == ["1. Ada Lovelace  36 years"])
  }
}
