// Domain tests: every shared business rule, checked once, below any pattern.
//
// Start with SearchQueryTests and UpcomingScheduleTests (the rules every pattern calls), then the
// services over fixtures, faults and temporary directories. This file holds the small helpers the
// suites share: a data source that answers inline JSON and a temporary directory.
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

/// A fresh directory under the system's temporary folder, removed by ``remove()``.
struct TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("archdemo-domain-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The URL of `name` inside the directory.
  func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  /// Writes `text` to the file `name` in the directory.
  ///
  /// - Returns: the file's URL.
  @discardableResult
  func write(_ text: String, to name: String) throws -> URL {
    let file = file(name)
    try Data(text.utf8).write(to: file)
    return file
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
