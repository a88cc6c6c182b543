import Domain
import DomainLive
import Foundation
import Instrumentation
import Testing

@Suite("FaultsInTurnTodoStore: reads and saves meet the faults in turn")
struct FaultsInTurnTodoStoreTests {
  static let milk = TodoItem(name: "Buy milk", dueDate: Date(timeIntervalSince1970: 0))
  static let mum = TodoItem(name: "Call mum", dueDate: Date(timeIntervalSince1970: 86_400))

  @Test func noneNetworkNone_readsFailsTheFirstSaveAndLetsTheNextThrough() async throws {
    // given
    let base = InMemoryTodoStore(items: [Self.mum])
    let store = FaultsInTurnTodoStore(faults: [nil, .network, nil], base: base)

    // when
    let first = try await store.allItems()
    await #expect(throws: StoreError.unavailable("the store cannot be reached")) { try await store.save(Self.milk) }
    try await store.save(Self.milk)

    // then
    #expect(first == [Self.mum])
    #expect(try await store.allItems() == [Self.mum, Self.milk], "the failed save stored nothing")
  }

  @Test func decode_failsAReadAsACorruptStore_andPassesASaveOn() async throws {
    let base = InMemoryTodoStore()
    let store = FaultsInTurnTodoStore(faults: [.decode], base: base)

    await #expect(throws: StoreError.corrupt(path: "", detail: "not valid JSON")) { try await store.allItems() }
    try await store.save(Self.milk)
    #expect(try await base.allItems() == [Self.milk])
  }

  @Test func empty_readsNoItems() async throws {
    let store = FaultsInTurnTodoStore(faults: [.empty], base: InMemoryTodoStore(items: [Self.mum]))

    #expect(try await store.allItems() == [])
  }
}
