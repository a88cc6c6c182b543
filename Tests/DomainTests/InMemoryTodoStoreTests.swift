import Domain
import DomainLive
import DomainTestSupport
import Testing

@Suite("InMemoryTodoStore: the store a run starts with")
struct InMemoryTodoStoreTests {
  private let milk = TodoItem(name: "Buy milk", dueDate: FixedCalendar.date("2024-09-18", hour: 9))
  private let dentist = TodoItem(name: "Call the dentist", dueDate: FixedCalendar.date("2024-09-19", hour: 9))

  @Test func inMemoryStore_keepsItemsInTheOrderSaved() async throws {
    // given
    let store = InMemoryTodoStore(items: [milk])

    // when
    try await store.save(dentist)

    // then
    #expect(try await store.allItems() == [milk, dentist])
  }

  @Test func inMemoryStore_replacesAnItemWithTheSameId() async throws {
    // given
    let store = InMemoryTodoStore(items: [milk, dentist])
    var renamed = milk
    renamed.name = "Buy oat milk"

    // when
    try await store.save(renamed)

    // then
    #expect(try await store.allItems() == [renamed, dentist])
  }
}
