import Domain
import Instrumentation
import Testing

@Suite("FaultsInTurnFavouritesStore: reads and saves meet the faults in turn")
struct FaultsInTurnFavouritesStoreTests {
  @Test func noneThenNetwork_answersTheFirstReadAndFailsTheSaveAfterIt() async throws {
    // given
    let store = FaultsInTurnFavouritesStore(faults: [nil, .network], base: InMemoryFavouritesStore(numbers: [44]))

    // when
    let numbers = try await store.favouriteNumbers()

    // then
    #expect(numbers == [44])
    await #expect(throws: StoreError.unavailable("the store cannot be reached")) {
      try await store.setFavourite(true, number: 1)
    }
  }

  @Test func empty_readsNoFavouritesAndPassesSavesOn() async throws {
    // given
    let base = InMemoryFavouritesStore(numbers: [44])
    let store = FaultsInTurnFavouritesStore(faults: [.empty], base: base)

    // when
    let numbers = try await store.favouriteNumbers()
    try await store.setFavourite(true, number: 1)

    // then
    #expect(numbers.isEmpty)
    #expect(try await base.favouriteNumbers() == [1, 44])
  }

  @Test func decode_failsReadsAsACorruptStore() async {
    await #expect(throws: StoreError.corrupt(path: "", detail: "not valid JSON")) {
      try await FaultsInTurnFavouritesStore(faults: [.decode]).favouriteNumbers()
    }
  }
}
