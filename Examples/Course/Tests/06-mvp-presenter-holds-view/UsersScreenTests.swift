import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import E06MVPPresenterHoldsView

/// The users screen as the user sees it: its title, and what it shows when the load fails.
@Suite("Exercise 06: the users screen")
@MainActor
struct UsersScreenTests {
  @Test func screen_isTitledUsers() {
    // given
    let screen = UsersScreen(presenter: UsersPresenter(service: UserServiceMock()))

    // when
    let title = screen.title

    // then
    #expect(title == "Users", "the users screen must be titled \"Users\"")
  }

  @Test func loadFailure_showsTheErrorAlert() async {
    // given
    let service = UserServiceMock(result: .failure(.network("the network is unreachable")))
    let screen = UsersScreen(presenter: UsersPresenter(service: service))

    // when
    await settling { screen.screenDidLoad() }

    // then
    #expect(
      screen.body() == [
        "[!] Could not load users", "    Could not reach the server (the network is unreachable).",
      ],
      "a failed load must show an alert with the service's message, not leave the screen loading")
  }
}
