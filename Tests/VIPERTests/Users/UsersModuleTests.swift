import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import VIPER

/// The assembled module in a window: what the user sees.
@Suite(.tags(.users))
@MainActor
struct UsersModuleTests {
  private let window = Window()

  @Test func start_showsTheUsersWithAges() async {
    // given
    let service = UserServiceMock()

    // when
    await VIPERApp.startUsers(service: service, in: window)

    // then
    #expect(window.frame?.title == "Users")
    #expect(
      window.frame?.lines == ["1. Iyad Agha    36 years", "2. Mila Haward  24 years", "3. Mark Astun   39 years"])
    #expect(window.topScreen?.acceptedActions == [.refresh])
  }

  @Test func refreshAfterFailure_clearsTheAlertAndShowsTheUsers() async throws {
    // given
    let service = UserServiceMock(result: .failure(.network("the network is unreachable")))
    await VIPERApp.startUsers(service: service, in: window)
    #expect(
      window.frame?.lines == [
        "[!] Could not load users", "    Could not reach the server (the network is unreachable).",
      ])

    // when
    service.result = .success([User.stub()])
    try await window.perform(.refresh)

    // then
    #expect(window.frame?.lines == ["1. Ada Lovelace  36 years"])
    #expect(service.fetchCount == 2)
  }
}
