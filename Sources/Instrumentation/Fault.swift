import Domain
import Foundation

/// A way to make a feature's service fail on purpose (`--fault`).
///
/// A fault lets a learner see the error and empty states of every screen without a broken
/// server or a damaged file. The fetching services get a ``FaultyDataSource``; the to-do list,
/// which has no data source, gets a ``FaultyTodoStore``; the favourites' store meets the faults
/// in turn (``FaultsInTurnFavouritesStore``).
public enum Fault: String, CaseIterable, Sendable {
  /// Every request fails as if the network were down.
  case network
  /// Every response is malformed JSON.
  case decode
  /// Every response is well formed and empty.
  case empty
}

extension Fault {
  /// The fault that request `number` (counting from zero) meets when `faults` come in turn:
  /// the last one holds for every later request, and none is no fault at all.
  ///
  /// - Parameters:
  ///   - faults: the fault of each request in turn.
  ///   - number: which request, from zero.
  /// - Returns: the fault, or `nil` for none.
  static func inTurn(_ faults: [Fault?], request number: Int) -> Fault? {
    faults.isEmpty ? nil : faults[min(number, faults.count - 1)]
  }

  /// How a store read fails under this fault: unavailable for ``network``, corrupt for
  /// ``decode``; `nil` for ``empty``, whose read is answered with nothing.
  var storeReadError: StoreError? {
    switch self {
    case .network: .unavailable("the store cannot be reached")
    case .decode: .corrupt(path: "", detail: "not valid JSON")
    case .empty: nil
    }
  }
}

/// A data source that answers every request with the given fault.
package struct FaultyDataSource: DataSource {
  /// The fault every request meets.
  package let fault: Fault
  /// The data source the fault stands in front of; only its locations are used.
  package let base: any DataSource

  /// Creates a data source that fails every request with `fault`.
  ///
  /// - Parameters:
  ///   - fault: how each request fails.
  ///   - base: the data source whose locations messages still name.
  package init(fault: Fault, base: any DataSource) {
    self.fault = fault
    self.base = base
  }

  /// The location `base` gives `resource`, so messages name the same file or URL as without the fault.
  ///
  /// - Parameter resource: the document asked for.
  /// - Returns: the base source's location of it.
  package func location(of resource: Resource) -> String {
    base.location(of: resource)
  }

  /// The fault's answer instead of the document.
  ///
  /// - Parameter resource: the document asked for; for ``Fault/empty`` it decides the empty
  ///   document's shape (`[]`, or a news response with no articles).
  /// - Returns: malformed JSON for ``Fault/decode``, an empty document for ``Fault/empty``.
  /// - Throws: `ServiceError.network(_:)` for ``Fault/network``.
  package func data(for resource: Resource) async throws(ServiceError) -> Data {
    switch fault {
    case .network: throw .network("the network is unreachable")
    case .decode: Data(#"{"truncated": "#.utf8)
    case .empty: Data(resource.emptyDocument.utf8)
    }
  }
}

extension Resource {
  /// A well-formed document holding nothing, in this resource's shape: what `--fault empty` serves.
  var emptyDocument: String {
    switch self {
    case .news: #"{"status":"ok","totalResults":0,"articles":[]}"#
    case .users, .drivers, .melodies: "[]"
    }
  }
}
