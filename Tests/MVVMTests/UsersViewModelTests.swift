import Domain
import DomainTestSupport
import Testing

@testable import MVVM

@Suite(.tags(.users))
@MainActor
struct UsersViewModelTests {
  private let service = UserServiceMock()

  @Test func beforeViewDidLoad_outputsShowLoading() {
    // given
    let viewModel = UsersViewModel(service: service)

    // then
    #expect(viewModel.outputs.isLoading)
    #expect(viewModel.outputs.rows.isEmpty)
    #expect(service.fetchCount == 0)
  }

  @Test func viewDidLoad_withUsers_outputsFormattedRows() async {
    // given
    let viewModel = UsersViewModel(service: service)

    // when
    await settling { viewModel.inputs.viewDidLoad() }

    // then
    #expect(
      viewModel.outputs.rows == [
        UserRowViewData(title: "Iyad Agha", detail: "36 years"),
        UserRowViewData(title: "Mila Haward", detail: "24 years"),
        UserRowViewData(title: "Mark Astun", detail: "39 years"),
      ])
    #expect(!viewModel.outputs.isLoading)
    #expect(viewModel.outputs.emptyMessage == nil)
    #expect(viewModel.outputs.errorAlert == nil)
  }

  @Test func viewDidLoad_withOneYearOldUser_saysYearInSingular() async {
    // given
    service.result = .success([.stub(firstName: "Baby", lastName: "Doe", age: 1)])
    let viewModel = UsersViewModel(service: service)

    // when
    await settling { viewModel.inputs.viewDidLoad() }

    // then
    #expect(viewModel.outputs.rows == [UserRowViewData(title: "Baby Doe", detail: "1 year")])
  }

  @Test func viewDidLoad_withNoUsers_outputsEmptyStateNotError() async {
    // given
    service.result = .success([])
    let viewModel = UsersViewModel(service: service)

    // when
    await settling { viewModel.inputs.viewDidLoad() }

    // then
    #expect(viewModel.outputs.emptyMessage == "No users")
    #expect(viewModel.outputs.errorAlert == nil)
    #expect(!viewModel.outputs.isLoading)
  }

  @Test func viewDidLoad_whenServiceFails_outputsErrorAlertWithReadableMessage() async {
    // given
    service.result = .failure(.network("timed out"))
    let viewModel = UsersViewModel(service: service)

    // when
    await settling { viewModel.inputs.viewDidLoad() }

    // then
    #expect(
      viewModel.outputs.errorAlert
        == AlertViewData(title: "Could not load users", message: "Could not reach the server (timed out)."))
    #expect(viewModel.outputs.rows.isEmpty)
    #expect(!viewModel.outputs.isLoading)
  }

  @Test func refreshAfterFailure_clearsAlertAndOutputsRows() async {
    // given
    service.result = .failure(.decoding("bad"))
    let viewModel = UsersViewModel(service: service)
    await settling { viewModel.inputs.viewDidLoad() }
    service.result = .success([.stub()])

    // when
    await settling { viewModel.inputs.refreshRequested() }

    // then
    #expect(viewModel.outputs.errorAlert == nil)
    #expect(viewModel.outputs.rows == [UserRowViewData(title: "Ada Lovelace", detail: "36 years")])
    #expect(service.fetchCount == 2)
  }
}
