import Domain
import Foundation
import Synchronization

/// A data source whose requests meet faults in turn, so that a run's service can break, or
/// recover, between one load and the next.
///
/// The first request meets the first fault, the second the second, and every later request
/// the last; `nil` is no fault, and the request goes to `base`. So `[nil, .network]` answers
/// the first load and fails every later one, `[.network, nil]` fails the first load and
/// answers every later one, and `[.network]` is `--fault network`. A search counts as a
/// request, as a load does; reading saved melodies offline does not, as it asks no data source.
package final class FaultsInTurnDataSource: DataSource {
  /// The fault of each request in turn; the last one holds for every later request.
  package let faults: [Fault?]
  /// The source that answers every request that meets no fault.
  package let base: any DataSource
  private let requests = Mutex(0)

  /// Creates a source that counts its requests from zero.
  ///
  /// - Parameters:
  ///   - faults: the fault of each request in turn; empty is none for every request.
  ///   - base: the source that answers every request that meets no fault.
  package init(faults: [Fault?], base: any DataSource) {
    self.faults = faults
    self.base = base
  }

  /// The location `base` gives `resource`, so messages name the same file or URL as without
  /// the faults.
  ///
  /// - Parameter resource: the document asked for.
  /// - Returns: the base source's location of it.
  package func location(of resource: Resource) -> String {
    base.location(of: resource)
  }

  /// The document, or the error of the fault this request meets.
  ///
  /// - Parameter resource: the document asked for.
  /// - Returns: the base source's bytes when the request meets no fault.
  /// - Throws: the fault's ``Domain/ServiceError``, or the base source's.
  package func data(for resource: Resource) async throws(ServiceError) -> Data {
    let number = requests.withLock { count in
      defer { count += 1 }
      return count
    }
    guard let fault = Fault.inTurn(faults, request: number) else {
      return try await base.data(for: resource)
    }
    return try await FaultyDataSource(fault: fault, base: base).data(for: resource)
  }
}

/// A favourites store whose requests meet faults in turn, as ``FaultsInTurnDataSource``'s do.
///
/// A read and a save each count as a request: `[.network]` (`--fault network`) fails every
/// one, `[nil, .network]` answers the first read and fails the save after it. `network` fails
/// as unavailable, `decode` as a corrupt store, and `empty` reads no favourites and passes
/// saves on.
package actor FaultsInTurnFavouritesStore: FavouritesStore {
  /// The fault of each request in turn; the last one holds for every later request.
  package let faults: [Fault?]
  private let base: any FavouritesStore
  private var requests = 0

  /// Creates a store that counts its requests from zero.
  ///
  /// - Parameters:
  ///   - faults: the fault of each request in turn; empty is none for every request.
  ///   - base: the store that answers every request that meets no fault.
  package init(faults: [Fault?], base: any FavouritesStore = InMemoryFavouritesStore()) {
    self.faults = faults
    self.base = base
  }

  /// The numbers, unless this request meets a fault.
  ///
  /// - Returns: the base store's numbers; none under ``Fault/empty``.
  /// - Throws: `StoreError.unavailable(_:)` for ``Fault/network``, `StoreError.corrupt(path:detail:)`
  ///   for ``Fault/decode``.
  package func favouriteNumbers() async throws(StoreError) -> Set<Int> {
    guard let fault = nextFault() else { return try await base.favouriteNumbers() }
    if let error = fault.storeReadError { throw error }
    return []
  }

  /// Saves to the base store, unless this request meets a fault that fails it.
  ///
  /// - Parameters:
  ///   - isFavourite: whether the driver is a favourite from now on.
  ///   - number: the driver's car number.
  /// - Throws: `StoreError.unavailable(_:)` for ``Fault/network``, `StoreError.corrupt(path:detail:)`
  ///   for ``Fault/decode``.
  package func setFavourite(_ isFavourite: Bool, number: Int) async throws(StoreError) {
    if let error = nextFault()?.storeReadError { throw error }
    try await base.setFavourite(isFavourite, number: number)
  }

  private func nextFault() -> Fault? {
    defer { requests += 1 }
    return Fault.inTurn(faults, request: requests)
  }
}
