/// Where the `favourites` feature keeps the drivers the user starred, by car number.
///
/// Behind a protocol, as the to-do store is, so that the in-memory store, the JSON file store
/// (`JSONFileFavouritesStore`, in DomainLive) and test doubles are interchangeable.
package protocol FavouritesStore: Sendable {
  /// The car numbers of the starred drivers.
  ///
  /// - Returns: the numbers; none when nothing is starred yet.
  /// - Throws: ``StoreError`` when the store cannot be read.
  func favouriteNumbers() async throws(StoreError) -> Set<Int>
  /// Stars the driver with car number `number`, or takes the star away.
  ///
  /// - Parameters:
  ///   - isFavourite: whether the driver is a favourite from now on.
  ///   - number: the driver's car number.
  /// - Throws: ``StoreError`` when the store cannot be written; the store is as it was.
  func setFavourite(_ isFavourite: Bool, number: Int) async throws(StoreError)
}

/// A favourites store kept in memory for the length of a run.
package actor InMemoryFavouritesStore: FavouritesStore {
  private var numbers: Set<Int>

  /// Creates a store holding `numbers`.
  ///
  /// - Parameter numbers: the car numbers starred at the start; none by default.
  package init(numbers: Set<Int> = []) {
    self.numbers = numbers
  }

  /// The numbers in memory.
  ///
  /// - Returns: the starred car numbers.
  /// - Throws: never; the signature is the protocol's.
  package func favouriteNumbers() async throws(StoreError) -> Set<Int> { numbers }

  /// Adds or removes `number` in memory.
  ///
  /// - Parameters:
  ///   - isFavourite: whether the driver is a favourite from now on.
  ///   - number: the driver's car number.
  /// - Throws: never; the signature is the protocol's.
  package func setFavourite(_ isFavourite: Bool, number: Int) async throws(StoreError) {
    if isFavourite {
      numbers.insert(number)
    } else {
      numbers.remove(number)
    }
  }
}

extension StoreError {
  /// The sentence the favourites screens show when their store fails.
  ///
  /// ``message`` names the to-do store; the favourites feature names its own, written once here.
  package var favouritesMessage: String {
    switch self {
    case .corrupt(let path, let detail) where path.isEmpty: "The favourites store is malformed (\(detail))."
    case .corrupt(let path, let detail): "The favourites store \(path) is malformed (\(detail))."
    case .unavailable(let detail): "The favourites store is unavailable (\(detail))."
    case .readOnly(let path): "Could not save: \(path) is read-only."
    }
  }
}
