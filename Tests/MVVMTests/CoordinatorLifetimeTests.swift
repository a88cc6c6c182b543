import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVVM

/// A coordinator outlives the screens it shows; it must not keep their view models alive.
@MainActor
struct CoordinatorLifetimeTests {
  @Test(.tags(.todos))
  func todosCoordinator_doesNotKeepTheListViewModelOnceItsViewIsGone() async {
    // given a list started by a coordinator that something else keeps
    let window = Window()
    let coordinator = TodosCoordinator(
      window: window, store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-05-15"))
    await coordinator.start()
    @Weak var listViewModel = (window.topScreen as? TodoListView)?.viewModel
    #expect(listViewModel != nil)

    // when another screen replaces the list
    await window.setRoot(UsersView(viewModel: UsersViewModel(service: UserServiceMock())))

    // then the list's view model went with its view
    withExtendedLifetime(coordinator) {
      #expect(listViewModel == nil)
    }
  }
}
