import Domain

/// A favourites store that runs an observer before each read and save it passes on.
public struct ObservedFavouritesStore: FavouritesStore, ObservedService {
  /// The favourites store each request is passed on to.
  public let base: any FavouritesStore
  /// What runs as each request begins, before it is passed on.
  public let observer: RequestObserver

  /// Wraps `base`, running `observer` before each request it passes on.
  ///
  /// - Parameters:
  ///   - base: the favourites store that answers.
  ///   - observer: what to run as each request begins, told which request it is.
  public init(_ base: any FavouritesStore, observer: @escaping RequestObserver) {
    self.base = base
    self.observer = observer
  }

  /// Runs the observer with `favouriteNumbers()`, then reads the wrapped store.
  ///
  /// - Returns: the wrapped store's numbers.
  /// - Throws: the wrapped store's `StoreError`, unchanged.
  public func favouriteNumbers() async throws(StoreError) -> Set<Int> {
    await observe("Store", "favouriteNumbers()")
    return try await base.favouriteNumbers()
  }

  /// Runs the observer with `setFavourite(_:number:)` and its arguments, then saves to the wrapped store.
  ///
  /// - Parameters:
  ///   - isFavourite: passed on as it is.
  ///   - number: passed on as it is.
  /// - Throws: the wrapped store's `StoreError`, unchanged.
  public func setFavourite(_ isFavourite: Bool, number: Int) async throws(StoreError) {
    await observe("Store", "setFavourite(\(isFavourite), number: \(number))")
    try await base.setFavourite(isFavourite, number: number)
  }
}

/// A favourites store whose requests meet faults in turn, as ``FaultsInTurnDataSource``'s do.
///
/// A read and a save each count as a request: `[.network]` (`--fault network`) fails every
/// one, `[nil, .network]` answers the first read and fails the save after it. `network` fails
/// as unavailable, `decode` as a corrupt store, and `empty` reads no favourites and passes
/// saves on.
public actor FaultsInTurnFavouritesStore: FavouritesStore {
  /// The fault of each request in turn; the last one holds for every later request.
  public let faults: [Fault?]
  private let base: any FavouritesStore
  private var requests = 0

  /// Creates a store that counts its requests from zero.
  ///
  /// - Parameters:
  ///   - faults: the fault of each request in turn; empty is none for every request.
  ///   - base: the store that answers every request that meets no fault.
  public init(faults: [Fault?], base: any FavouritesStore = InMemoryFavouritesStore()) {
    self.faults = faults
    self.base = base
  }

  /// The numbers, unless this request meets a fault.
  ///
  /// - Returns: the base store's numbers; none under ``Fault/empty``.
  /// - Throws: `StoreError.unavailable(_:)` for ``Fault/network``, `StoreError.corrupt(path:detail:)`
  ///   for ``Fault/decode``.
  public func favouriteNumbers() async throws(StoreError) -> Set<Int> {
    switch nextFault() {
    case .network: throw .unavailable("the store cannot be reached")
    case .decode: throw .corrupt(path: "", detail: "not valid JSON")
    case .empty: return []
    case nil: return try await base.favouriteNumbers()
    }
  }

  /// Saves to the base store, unless this request meets a fault that fails it.
  ///
  /// - Parameters:
  ///   - isFavourite: whether the driver is a favourite from now on.
  ///   - number: the driver's car number.
  /// - Throws: `StoreError.unavailable(_:)` for ``Fault/network``, `StoreError.corrupt(path:detail:)`
  ///   for ``Fault/decode``.
  public func setFavourite(_ isFavourite: Bool, number: Int) async throws(StoreError) {
    switch nextFault() {
    case .network: throw .unavailable("the store cannot be reached")
    case .decode: throw .corrupt(path: "", detail: "not valid JSON")
    case .empty, nil: try await base.setFavourite(isFavourite, number: number)
    }
  }

  private func nextFault() -> Fault? {
    defer { requests += 1 }
    return faults.isEmpty ? nil : faults[min(requests, faults.count - 1)]
  }
}
