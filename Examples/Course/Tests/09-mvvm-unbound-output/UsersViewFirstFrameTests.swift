import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import E09MVVMUnboundOutput

/// What the users screen shows before and as it first loads.
@Suite("Exercise 09: the users screen's first frame")
@MainActor
struct UsersViewFirstFrameTests {
  /// A screen is drawn before it has appeared, as a `UIViewController`'s view is laid out
  /// before `viewDidAppear`: the view model states loading from the start, not an empty list.
  @Test func viewDrawnBeforeItsFirstLoad_showsLoading() {
    // given
    let view = UsersView(viewModel: UsersViewModel(service: UserServiceMock(result: .success([User.stub()]))))

    // when
    let firstFrame = view.body()

    // then
    #expect(
      firstFrame == ["Loading…"],
      "before its first load the screen must show loading; the view model states nothing else yet")
  }

  @Test func windowShowingTheScreen_titlesItUsers() async {
    // given
    let window = Window()

    // when
    await settling {
      window.setRoot(UsersView(viewModel: UsersViewModel(service: UserServiceMock(result: .success([User.stub()])))))
    }

    // then
    #expect(window.topScreen?.title == "Users", "the window's header must name the users screen \"Users\"")
    #expect(window.frame?.lines == ["1. Ada Lovelace  36 years"])
  }
}
