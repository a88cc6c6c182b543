import Testing
import TextUI
import Tracing

/// The window as an edge of `--trace`: navigation, the same for every pattern. The user's events
/// are the screens' to trace, where their handlers forward them; the window adds nothing.
@MainActor
@Suite("Window: tracing navigation")
struct WindowTraceTests {
  private func messages(_ drive: () async throws -> Void) async rethrows -> [String] {
    let log = TraceLog()
    try await Trace.$log.withValue(log) { try await drive() }
    return log.messages.map(\.description)
  }

  @Test func navigation_namesTheSenderByTheRoleOfItsFile() async {
    // given
    let window = Window()

    // when
    let trace = await messages {
      await window.setRoot(FruitListScreen(), filePath: "/kit/Sources/MVP/MVPApp.swift")
      window.push(FruitDetailScreen(fruit: "Kiwi"), filePath: "/kit/Sources/MVP/News/NewsCoordinator.swift")
      window.pop(filePath: "/kit/Sources/VIPER/News/ArticleDetailRouter.swift")
      window.present(
        FruitDetailScreen(fruit: "Fig"), filePath: "/kit/Sources/MVC/Todos/TodoListViewController.swift")
      window.dismiss(filePath: "/kit/Sources/MVC/Todos/AddTodoViewController.swift")
    }

    // then
    #expect(
      trace == [
        "App → Window: setRoot(Fruits)", "Coordinator → Window: push(Kiwi)", "Router → Window: pop()",
        "Controller → Window: present(Fig)", "Controller → Window: dismiss()",
      ])
  }

  @Test func userEvent_isRunByTheScreensHandler_andNotTracedByTheWindow() async throws {
    // given a screen whose handlers trace nothing
    let window = Window()
    let list = FruitListScreen()
    await window.setRoot(list)

    // when
    let trace = try await messages {
      try await window.perform(.refresh)
      try await window.perform(.select(2))
    }

    // then
    #expect(trace.isEmpty)
    #expect(list.performed == [.refresh, .select(2)])
  }

  @Test func rejectedAction_sendsNoMessage() async {
    // given
    let window = Window()
    let list = FruitListScreen()
    await window.setRoot(list)

    // when
    let trace = await messages {
      _ = try? await window.perform(.select(9))
      _ = try? await window.perform(.save)
    }

    // then
    #expect(trace.isEmpty)
    #expect(list.performed.isEmpty)
  }
}
