import Domain
import DomainTestSupport
import Testing

@testable import E03MVCErrorNeverShown

/// The users screen as the user sees it.
@Suite("Exercise 03: the users screen")
@MainActor
struct UsersScreenTests {
  @Test func screen_isTitledUsers() {
    // given
    let controller = UsersViewController(service: UserServiceMock())

    // when
    let title = controller.title

    // then
    #expect(title == "Users", "the users screen must be titled \"Users\"")
  }
}
