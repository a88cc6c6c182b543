import Testing
import TextUI

@Suite("UserAction and ActionRejection: what the user did and why it was refused")
struct UserActionTests {
  @Test(arguments: [
    (UserAction.search("ham"), UserAction.Kind.search), (.clear, .clear), (.refresh, .refresh), (.select(2), .select),
    (.back, .back), (.add, .add), (.name("Milk"), .name), (.due("today"), .due), (.save, .save),
    (.cancel, .cancel), (.offline, .offline), (.online, .online), (.star, .star), (.down, .down), (.up, .up),
    (.nextPage, .nextPage), (.previousPage, .previousPage), (.top, .top), (.bottom, .bottom),
  ])
  func action_hasItsKind(action: UserAction, kind: UserAction.Kind) {
    #expect(action.kind == kind)
  }

  @Test func kinds_areNamedAsTheUserTypesThem() {
    #expect(
      UserAction.Kind.allCases.map(\.rawValue) == [
        "search", "clear", "refresh", "select", "back", "add", "name", "due", "save", "cancel", "offline", "online",
        "star", "down", "up", "next page", "previous page", "top", "bottom",
      ])
  }

  @Test func usage_showsTheArgument() {
    #expect(UserAction.Kind.search.usage == "search <text>")
    #expect(UserAction.Kind.select.usage == "select <n>")
    #expect(UserAction.Kind.name.usage == "name <text>")
    #expect(UserAction.Kind.due.usage == "due <date>")
    #expect(UserAction.Kind.refresh.usage == "refresh")
  }

  @Test func notApplicable_namesTheScreenAndItsActions() {
    // given
    let rejection = ActionRejection.notApplicable(.save, screen: "Users", accepted: [.refresh])

    // then
    #expect(rejection.message == "'save' does not apply to the Users screen (actions here: refresh)")
  }

  @Test func notApplicable_listsSeveralActionsInOrder() {
    // given
    let rejection = ActionRejection.notApplicable(.add, screen: "Drivers", accepted: [.search, .clear, .refresh])

    // then
    #expect(rejection.message == "'add' does not apply to the Drivers screen (actions here: search, clear, refresh)")
  }

  @Test func noSuchRow_givesTheRange() {
    #expect(ActionRejection.noSuchRow(5, rowCount: 3).message == "there is no row 5: choose a row from 1 to 3")
  }

  @Test func noSuchRowInAnEmptyList_saysTheListIsEmpty() {
    #expect(ActionRejection.noSuchRow(1, rowCount: 0).message == "there is no row 1: the list is empty")
  }
}
