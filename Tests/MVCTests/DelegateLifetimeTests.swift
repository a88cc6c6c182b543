import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVC

/// The Add and detail controllers hold their delegates weakly, as a UIKit controller does:
/// presenting them must not keep the list that presented them alive.
@MainActor
struct DelegateLifetimeTests {
  @Test(.tags(.todos))
  func addController_doesNotKeepTheListThatIsItsDelegate() {
    // given an Add controller whose delegate is a list nothing else holds
    let add = AddTodoViewController(
      store: TodoStoreMock(),
      parser: DueDateParser(today: FixedCalendar.date("2024-09-18"), calendar: FixedCalendar.utc))
    var list: TodoListViewController? = TodoListViewController(
      store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-09-18"))
    @Weak var weakList = list
    add.delegate = list

    // when the list is let go
    list = nil

    // then it is gone, and the Add controller knows no delegate
    #expect(weakList == nil)
    #expect(add.delegate == nil)
  }
}
