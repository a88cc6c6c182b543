import Domain
import DomainTestSupport
import Testing

@testable import E03MVCErrorNeverShown

/// What the users screen shows when the service fails, and after it recovers.
@Suite("Exercise 03: the error that is never shown")
@MainActor
struct UsersErrorTests {
  @Test func loadFailure_showsTheErrorAlert() async {
    // given
    let service = UserServiceMock(result: .failure(.network("the network is unreachable")))
    let controller = UsersViewController(service: service)

    // when
    await controller.screenDidAppear()

    // then
    #expect(
      controller.body() == [
        "[!] Could not load users", "    Could not reach the server (the network is unreachable).",
      ])
  }

  @Test func loadFailureOfAnotherKind_showsItsOwnMessage() async {
    // given
    let service = UserServiceMock(result: .failure(.api("the quota is exceeded")))
    let controller = UsersViewController(service: service)

    // when
    await controller.screenDidAppear()

    // then
    #expect(
      controller.body() == ["[!] Could not load users", "    The server reported an error: the quota is exceeded"])
  }

  @Test func refreshThatFails_showsTheErrorAlert() async throws {
    // given
    let service = UserServiceMock(result: .success([User.stub(firstName: "Ada", lastName: "Lovelace", age: 36)]))
    let controller = UsersViewController(service: service)
    await controller.screenDidAppear()

    // when
    service.result = .failure(.network("the network is unreachable"))
    try await controller.perform(.refresh)

    // then
    #expect(
      controller.body() == [
        "[!] Could not load users", "    Could not reach the server (the network is unreachable).",
      ])
  }

  @Test func refreshAfterFailure_showsTheUsers() async throws {
    // given
    let service = UserServiceMock(result: .failure(.network("the network is unreachable")))
    let controller = UsersViewController(service: service)
    await controller.screenDidAppear()

    // when
    service.result = .success([User.stub(firstName: "Ada", lastName: "Lovelace", age: 36)])
    try await controller.perform(.refresh)

    // then
    #expect(controller.body() == ["1. Ada Lovelace  36 years"])
  }
}
