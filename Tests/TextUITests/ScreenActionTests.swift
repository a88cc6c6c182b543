import Testing
import TextUI

/// A screen's actions, declared once: each kind has its handler, the accepted list is the
/// handlers' kinds, and a handler gets what its action carries.
@MainActor
@Suite("ScreenAction: what a screen does with each action")
struct ScreenActionTests {
  /// A screen that lists one handler of every kind and records what each was given.
  final class EveryActionScreen: Screen {
    let title = "Everything"
    private(set) var received: [String] = []

    func body() -> [String] { [] }
    func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
      guard (1...3).contains(number) else { throw .noSuchRow(number, rowCount: 3) }
      return number - 1
    }

    var actions: [ScreenAction] {
      [
        .search { [self] in received.append("search \($0)") }, .clear { [self] in received.append("clear") },
        .refresh { [self] in received.append("refresh") }, .select { [self] in received.append("select \($0)") },
        .back { [self] in received.append("back") }, .add { [self] in received.append("add") },
        .name { [self] in received.append("name \($0)") }, .due { [self] in received.append("due \($0)") },
        .save { [self] in received.append("save") }, .cancel { [self] in received.append("cancel") },
        .offline { [self] in received.append("offline") }, .online { [self] in received.append("online") },
        .star { [self] in received.append("star") },
      ]
    }
  }

  @Test func everyKindOfAction_hasAHandlerToDeclare() {
    // A kind added to UserAction without its ScreenAction could be typed but never handled.
    // The scrolling actions are the table's, handled by the window: no screen declares them.
    #expect(
      EveryActionScreen().acceptedActions == UserAction.Kind.allCases.filter { !UserAction.Kind.scrolling.contains($0) }
    )
  }

  @Test func handlers_getTheTextAndTheRowIndex() async throws {
    // given
    let screen = EveryActionScreen()

    // when
    for action: UserAction in [.search("ham"), .select(3), .name("Milk"), .due("today"), .online, .star] {
      try await screen.perform(action)
    }

    // then
    #expect(screen.received == ["search ham", "select 2", "name Milk", "due today", "online", "star"])
  }

  @Test func selectOfARowTheListLacks_runsNoHandler() async {
    // given
    let screen = EveryActionScreen()

    // then
    await #expect(throws: ActionRejection.noSuchRow(4, rowCount: 3)) { try await screen.perform(.select(4)) }
    #expect(screen.received.isEmpty)
  }
}
