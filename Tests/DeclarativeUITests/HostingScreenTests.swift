import DeclarativeUI
import Observation
import Testing
import TextUI

@Observable
@MainActor
private final class Counter {
  var count = 0
  var unread = 0
  var query = ""
  var path: [Int] = []
}

private struct CounterView: View {
  let counter: Counter

  var body: some View {
    VStack {
      Text("Count: \(counter.count)")
      List(count: counter.count, rows: { range in range.map { Row(title: "Row \($0 + 1)") } })
    }
    .searchable(text: Binding(get: { counter.query }, set: { counter.query = $0 }))
    .navigationTitle("Counter")
  }
}

@Suite("DeclarativeUI: hosting")
@MainActor
struct HostingScreenTests {
  @Test func body_isDrawnAgain_onlyWhenWhatItReadChanges() async {
    // given
    let counter = Counter()
    let window = Window(rowsInView: 3)
    let host = HostingScreen(CounterView(counter: counter), in: window)
    await window.setRoot(host)
    let first = host.drawCount

    // when nothing the body read changes
    counter.unread = 5
    _ = window.frame

    // then
    #expect(host.drawCount == first)

    // when something it read changes
    counter.count = 2
    let frame = window.frame

    // then
    #expect(host.drawCount == first + 1)
    #expect(frame?.lines == ["Search: (empty)", "", "Count: 2", "", "1. Row 1", "2. Row 2"])
    #expect(frame?.title == "Counter")
  }

  @Test func searchField_writesItsBinding() async throws {
    // given
    let counter = Counter()
    let window = Window()
    await window.setRoot(HostingScreen(CounterView(counter: counter), in: window))

    // when
    try await window.perform(.search("ham"))

    // then
    #expect(counter.query == "ham")
    #expect(window.frame?.lines.first == "Search: \"ham\"")
  }

  @Test func lazyList_asksForTheRowsInViewOnly() async throws {
    // given
    let window = Window(rowsInView: 2)
    var asked: [Range<Int>] = []
    let view = List(
      count: 1_000_000,
      rows: { range in
        asked.append(range)
        return range.map { Row(title: "\($0)") }
      })
    await window.setRoot(HostingScreen(view, in: window))

    // when
    _ = window.frame
    try await window.perform(.bottom)
    _ = window.frame

    // then
    #expect(asked == [0..<2, 999_998..<1_000_000])
  }
}
