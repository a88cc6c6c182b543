// Domain tests: every shared business rule, checked once, below any pattern.
//
// Start with SearchQueryTests and UpcomingScheduleTests (the rules every pattern calls), then the
// services over fixtures, faults and temporary directories, and StoreContractTests (every store
// and store double held to its protocol's contract). This file holds a small helper the
// suites share: a data source that answers inline JSON (a temporary directory is in
// DomainTestSupport).
import Domain
import Foundation
import Synchronization

/// A data source that serves JSON written inline in a test and counts its requests.
final class InlineDataSource: DataSource {
  private let documents: [Resource: String]
  private let requests = Mutex<[Resource]>([])

  init(_ documents: [Resource: String]) {
    self.documents = documents
  }

  /// The resources asked for so far, in order.
  var requestedResources: [Resource] { requests.withLock { $0 } }

  func location(of resource: Resource) -> String { "inline \(resource.fileName)" }

  func data(for resource: Resource) async throws(ServiceError) -> Data {
    requests.withLock { $0.append(resource) }
    guard let text = documents[resource] else { throw .network("no inline \(resource.fileName)") }
    return Data(text.utf8)
  }
}
