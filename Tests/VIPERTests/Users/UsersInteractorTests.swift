import Domain
import DomainTestSupport
import Testing

@testable import VIPER

@Suite(.tags(.users))
@MainActor
struct UsersInteractorTests {
  private let service = UserServiceMock()
  private let output = UsersInteractorOutputMock()

  private func makeInteractor() -> UsersInteractor {
    let interactor = UsersInteractor(service: service)
    interactor.output = output
    return interactor
  }

  @Test func fetchUsers_whenServiceAnswers_reportsTheUsersAsEntities() async {
    // given
    let interactor = makeInteractor()

    // when
    await settling { interactor.fetchUsers() }

    // then
    #expect(output.calls == [.didFetch(User.samples)])
    #expect(service.fetchCount == 1)
  }

  @Test func fetchUsers_withNoUsers_reportsAnEmptyListNotAFailure() async {
    // given
    service.result = .success([])
    let interactor = makeInteractor()

    // when
    await settling { interactor.fetchUsers() }

    // then
    #expect(output.calls == [.didFetch([])])
  }

  @Test func fetchUsers_whenServiceFails_reportsTheError() async {
    // given
    service.result = .failure(.network("offline"))
    let interactor = makeInteractor()

    // when
    await settling { interactor.fetchUsers() }

    // then
    #expect(output.calls == [.didFail(.network("offline"))])
  }

  @Test func fetchUsers_calledTwice_asksTheServiceEachTime() async {
    // given
    let interactor = makeInteractor()

    // when
    await settling { interactor.fetchUsers() }
    await settling { interactor.fetchUsers() }

    // then
    #expect(service.fetchCount == 2)
    #expect(output.calls.count == 2)
  }

  @Test func interactor_holdsItsOutputWeakly() {
    // given
    let interactor = UsersInteractor(service: service)
    var output: UsersInteractorOutputMock? = UsersInteractorOutputMock()
    interactor.output = output

    // when
    output = nil

    // then
    #expect(interactor.output == nil)
  }
}
