import Domain
import Foundation

/// A way to make a feature's service fail on purpose (`--fault`).
public enum Fault: String, CaseIterable, Sendable {
  /// Every request fails as if the network were down.
  case network
  /// Every response is malformed JSON.
  case decode
  /// Every response is well formed and empty.
  case empty
}

/// A data source that answers every request with the given fault.
public struct FaultyDataSource: DataSource {
  public let fault: Fault
  public let base: any DataSource

  public init(fault: Fault, base: any DataSource) {
    self.fault = fault
    self.base = base
  }

  public func location(of resource: Resource) -> String {
    base.location(of: resource)
  }

  public func data(for resource: Resource) async throws(ServiceError) -> Data {
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
