import Domain

/// A favourites store that runs an observer before each read and save it passes on.
package struct ObservedFavouritesStore: FavouritesStore, ObservedService {
  /// The favourites store each request is passed on to.
  package let base: any FavouritesStore
  /// What runs as each request begins, before it is passed on.
  package let observer: RequestObserver

  /// Wraps `base`, running `observer` before each request it passes on.
  ///
  /// - Parameters:
  ///   - base: the favourites store that answers.
  ///   - observer: what to run as each request begins, told which request it is.
  package init(_ base: any FavouritesStore, observer: @escaping RequestObserver) {
    self.base = base
    self.observer = observer
  }

  /// Runs the observer with `favouriteNumbers()`, then reads the wrapped store.
  ///
  /// - Returns: the wrapped store's numbers.
  /// - Throws: the wrapped store's `StoreError`, unchanged.
  package func favouriteNumbers() async throws(StoreError) -> Set<Int> {
    return try await observe("Store", "favouriteNumbers()") { () async throws(StoreError) in
      try await base.favouriteNumbers()
    }
  }

  /// Runs the observer with `setFavourite(_:number:)` and its arguments, then saves to the wrapped store.
  ///
  /// - Parameters:
  ///   - isFavourite: passed on as it is.
  ///   - number: passed on as it is.
  /// - Throws: the wrapped store's `StoreError`, unchanged.
  package func setFavourite(_ isFavourite: Bool, number: Int) async throws(StoreError) {
    try await observe("Store", "setFavourite(\(isFavourite), number: \(number))") { () async throws(StoreError) in
      try await base.setFavourite(isFavourite, number: number)
    }
  }
}
