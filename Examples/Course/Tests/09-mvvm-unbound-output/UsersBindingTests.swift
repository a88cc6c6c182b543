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
