import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import E06MVPPresenterHoldsView

/// Who keeps whom alive once the window lets the users screen go.
@Suite("Exercise 06: the presenter that keeps its view alive")
@MainActor
struct UsersLifetimeTests {
  @Test func closingTheWindow_releasesScreenAndPresenter() async {
    // given
    weak var screen: UsersScreen?
    weak var presenter: UsersPresenter?
    let window = Window()
    do {
      let newPresenter = UsersPresenter(service: UserServiceMock())
      let newScreen = UsersScreen(presenter: newPresenter)
      screen = newScreen
      presenter = newPresenter
      await window.setRoot(newScreen)
    }

    // when
    window.close()

    // then
    #expect(screen == nil, "the screen outlived its window")
    #expect(presenter == nil, "the presenter outlived its screen")
  }

  @Test func droppingAScreenNeverShown_releasesScreenAndPresenter() {
    // given
    weak var screen: UsersScreen?
    weak var presenter: UsersPresenter?

    // when
    do {
      let newPresenter = UsersPresenter(service: UserServiceMock())
      let newScreen = UsersScreen(presenter: newPresenter)
      screen = newScreen
      presenter = newPresenter
    }

    // then
    #expect(screen == nil, "the screen outlived the last reference to it, before any load")
    #expect(presenter == nil, "the presenter outlived its screen, before any load")
  }

  @Test func refreshAfterLoad_drawsTheNewAnswer() async throws {
    // given
    let service = UserServiceMock(result: .success([User.stub()]))
    let screen = UsersScreen(presenter: UsersPresenter(service: service))
    await screen.screenDidAppear()

    // when
    service.result = .success([])
    try await screen.perform(.refresh)

    // then
    #expect(screen.body() == ["No users"], "the presenter no longer talks to the screen it belongs to")
  }

  @Test func screenAfterLoad_showsTheUsers() async {
    // given
    let screen = UsersScreen(presenter: UsersPresenter(service: UserServiceMock(result: .success([User.stub()]))))

    // when
    await screen.screenDidAppear()

    // then
    #expect(screen.body() == ["1. Ada Lovelace  36 years"])
  }
}
