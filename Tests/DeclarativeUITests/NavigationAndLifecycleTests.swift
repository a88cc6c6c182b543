import DeclarativeUI
import Observation
import Testing
import TextUI

@Observable
@MainActor
private final class Flow {
  var path: [String] = []
  var sheet: String?
  var loading = true
  var failed = false
  var name = ""
  var started = 0
  var cancelled = 0
  var appeared = 0
}

private struct RootScreen: View {
  let flow: Flow

  var body: some View {
    NavigationStack(path: Binding(get: { flow.path }, set: { flow.path = $0 })) {
      List(["One", "Two"].map { Row(title: $0) }, onSelect: { flow.path.append($0 == 0 ? "One" : "Two") })
        .overlay {
          if flow.loading { ProgressView() }
        }
        .alert("Error", message: "It failed.", isPresented: flow.failed)
        .refreshable { flow.loading.toggle() }
        .toolbar { Button(.add) { flow.sheet = "new" } }
        .navigationTitle("Root")
        .onAppear { flow.appeared += 1 }
        .sheet(item: Binding(get: { flow.sheet }, set: { flow.sheet = $0 })) { _ in
          Form {
            TextField("Name", text: Binding(get: { flow.name }, set: { flow.name = $0 }), command: .name)
            LabeledContent("Due", value: "tomorrow")
            ProblemText(flow.name.isEmpty ? "Enter a name." : nil)
          }
          .toolbar {
            Button(.save) { flow.sheet = nil }
            Button(.cancel) { flow.sheet = nil }
          }
          .navigationTitle("Add")
        }
    } destination: { route in
      if route == "Watched" {
        // Work tied to the screen's presence, which runs until the screen goes.
        Text("Watching").navigationTitle(route)
          .task {
            flow.started += 1
            while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(1)) }
            flow.cancelled += 1
          }
      } else {
        Text("Detail \(route)").navigationTitle(route)
      }
    }
  }
}

@Suite("DeclarativeUI: navigation, overlays and lifecycle")
@MainActor
struct NavigationAndLifecycleTests {
  @Test func overlayAndAlert_coverTheList_butItsActionsStay() async throws {
    // given a list that is loading
    let flow = Flow()
    let window = Window()
    await window.setRoot(HostingScreen(RootScreen(flow: flow), in: window))

    // then the spinner covers it, select is offered, and no row can be picked
    #expect(window.frame?.lines == ["Loading…"])
    #expect(window.acceptedActions == [.select, .refresh, .add])
    await #expect(throws: ActionRejection.noSuchRow(1, rowCount: 0)) { try await window.perform(.select(1)) }

    // when it fails
    flow.loading = false
    flow.failed = true

    // then the alert stands in place of the list
    #expect(window.frame?.lines == ["[!] Error", "    It failed."])

    // when it shows its rows
    flow.failed = false
    #expect(window.frame?.lines == ["1. One", "2. Two"])
    #expect(flow.appeared == 1)
  }

  @Test func path_pushesAndPops_andBackWritesThePath() async throws {
    // given
    let flow = Flow()
    flow.loading = false
    let window = Window()
    await window.setRoot(HostingScreen(RootScreen(flow: flow), in: window))

    // when a row is selected, the path grows and the window follows
    try await window.perform(.select(2))

    // then
    #expect(flow.path == ["Two"])
    #expect(window.screens.count == 2)
    #expect(window.frame == Frame(title: "Two", lines: ["Detail Two"]))
    #expect(window.acceptedActions == [.back])

    // when the path changes under the stack
    flow.path = ["One", "Two"]
    _ = window.frame

    // then the stack keeps what stays and pushes what is new
    #expect(window.screens.map(\.title) == ["Root", "One", "Two"])

    // when back is tapped on the top screen
    try await window.perform(.back)

    // then it writes the path, and the window pops
    #expect(flow.path == ["One"])
    #expect(window.screens.map(\.title) == ["Root", "One"])
  }

  @Test func task_startsWhenTheScreenAppears_andIsCancelledWhenItGoes() async throws {
    // given a pushed screen whose task runs until cancelled (the window does not wait for it
    // here: its frame is read, and no action is performed while it runs)
    let flow = Flow()
    flow.loading = false
    let window = Window()
    await window.setRoot(HostingScreen(RootScreen(flow: flow), in: window))
    flow.path = ["Watched"]
    #expect(window.frame?.title == "Watched")
    for _ in 0..<1_000 where flow.started == 0 { await Task.yield() }
    #expect(flow.started == 1)
    #expect(flow.cancelled == 0)

    // when the path drops it
    flow.path = []
    _ = window.frame

    // then its task is cancelled, and the work it was, settles
    await window.settled()
    #expect(window.screens.count == 1)
    #expect(flow.cancelled == 1)
  }

  @Test func sheet_presentsAForm_typingWritesItsBinding_andSaveDismissesIt() async throws {
    // given
    let flow = Flow()
    flow.loading = false
    let window = Window()
    await window.setRoot(HostingScreen(RootScreen(flow: flow), in: window))

    // when
    try await window.perform(.add)

    // then
    #expect(window.frame == Frame(title: "Add", lines: ["Name:", "Due:  tomorrow", "", "! Enter a name."]))
    #expect(window.acceptedActions == [.name, .save, .cancel])

    // when
    try await window.perform(.name("Tea"))

    // then
    #expect(flow.name == "Tea")
    #expect(window.frame?.lines == ["Name: Tea", "Due:  tomorrow"])

    // when
    try await window.perform(.save)

    // then
    #expect(flow.sheet == nil)
    #expect(window.frame?.title == "Root")
  }
}
