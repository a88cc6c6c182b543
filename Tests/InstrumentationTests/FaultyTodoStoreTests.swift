import Domain
import DomainTestSupport
import Instrumentation
import Testing

@Suite("FaultyTodoStore: the --fault switch for the to-do list")
struct FaultyTodoStoreTests {
  private let milk = TodoItem(name: "Buy milk", dueDate: FixedCalendar.date("2024-09-18", hour: 9))

  @Test func networkFault_makesReadsAndSavesUnavailable() async {
    // given
    let store = FaultyTodoStore(fault: .network)

    // then
    await #expect(throws: StoreError.unavailable("the store cannot be reached")) { try await store.allItems() }
    await #expect(throws: StoreError.unavailable("the store cannot be reached")) { try await store.save(milk) }
  }

  @Test func decodeFault_makesReadsCorrupt() async {
    // given
    let store = FaultyTodoStore(fault: .decode)

    // then
    await #expect(throws: StoreError.corrupt(path: "", detail: "not valid JSON")) {
      try await store.allItems()
    }
  }

  @Test func emptyFault_startsEmptyAndKeepsWhatIsSaved() async throws {
    // given
    let store = FaultyTodoStore(fault: .empty)
    let before = try await store.allItems()

    // when
    try await store.save(milk)

    // then
    #expect(before.isEmpty)
    #expect(try await store.allItems() == [milk])
  }

  @Test func decodeFault_messageNamesNoMadeUpPath() async {
    // given a store failing as corrupt, with no file behind it
    let store = FaultyTodoStore(fault: .decode)
    // when it is read
    var message = ""
    do { _ = try await store.allItems() } catch { message = error.message }
    // then the message reads as a sentence
    #expect(message == "The to-do store is malformed (not valid JSON).")
  }
}
