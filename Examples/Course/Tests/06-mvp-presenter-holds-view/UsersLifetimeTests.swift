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

  @Test func screenAfterLoad_showsTheUsers() async {
    // given
    let screen = UsersScreen(presenter: UsersPresenter(service: UserServiceMock(result: .success([User.stub()]))))

    // when
    await screen.screenDidAppear()

    // then
    #expect(screen.body() == ["1. Ada Lovelace  36 years"])
  }
}
