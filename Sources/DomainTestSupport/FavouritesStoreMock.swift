import Domain

/// A favourites store that keeps numbers in memory, records saves and can be told to fail.
///
/// It keeps the ``Domain/FavouritesStore`` contract as the real stores do; ``saves`` records the
/// calls, ``numbers`` holds the result.
package final class FavouritesStoreMock: FavouritesStore {
  private struct State {
    var numbers: Set<Int>
    var readError: StoreError?
    var saveError: StoreError?
    var saves: [Save] = []
  }
  private let state: LockedState<State>

  /// One call to ``setFavourite(_:number:)``, as the mock received it.
  package struct Save: Equatable, Sendable {
    package var isFavourite: Bool
    package var number: Int

    package init(isFavourite: Bool, number: Int) {
      self.isFavourite = isFavourite
      self.number = number
    }
  }

  package init(numbers: Set<Int> = []) {
    state = LockedState(State(numbers: numbers))
  }

  /// The starred car numbers, as ``favouriteNumbers()`` reads them; set it to start over.
  package var numbers: Set<Int> {
    get { state.withLock { $0.numbers } }
    set { state.withLock { $0.numbers = newValue } }
  }
  /// What every read throws while it is set; reads answer ``numbers`` when it is `nil`.
  package var readError: StoreError? {
    get { state.withLock { $0.readError } }
    set { state.withLock { $0.readError = newValue } }
  }
  /// What every save throws while it is set; a save that throws changes nothing, but is recorded.
  package var saveError: StoreError? {
    get { state.withLock { $0.saveError } }
    set { state.withLock { $0.saveError = newValue } }
  }
  /// Every save asked for, failed ones included, in order.
  package var saves: [Save] { state.withLock { $0.saves } }

  package func favouriteNumbers() async throws(StoreError) -> Set<Int> {
    try state.withLock { state throws(StoreError) in
      if let readError = state.readError { throw readError }
      return state.numbers
    }
  }

  package func setFavourite(_ isFavourite: Bool, number: Int) async throws(StoreError) {
    try state.withLock { state throws(StoreError) in
      state.saves.append(Save(isFavourite: isFavourite, number: number))
      if let saveError = state.saveError { throw saveError }
      if isFavourite {
        state.numbers.insert(number)
      } else {
        state.numbers.remove(number)
      }
    }
  }
}
