import Domain
import Foundation
import Synchronization

/// A data source whose lists get shorter after the first request: every later request keeps
/// only the first items of the base source's list, as if the others had been deleted in
/// between. A scenario uses it to refresh a list that was scrolled past its new end.
final class ShorterLaterDataSource: DataSource {
  private let base: any DataSource
  private let kept: Int
  private let requests = Mutex(0)

  /// - Parameters:
  ///   - base: the source every request reads.
  ///   - kept: how many items every request after the first keeps.
  init(base: any DataSource, keeping kept: Int) {
    self.base = base
    self.kept = kept
  }

  func location(of resource: Resource) -> String {
    base.location(of: resource)
  }

  /// The base source's document, its list cut to the first items after the first request.
  ///
  /// - Parameter resource: the document asked for: a JSON array, or an object holding the list
  ///   under `articles`.
  /// - Throws: the base source's error, or a decoding error when the document is neither.
  func data(for resource: Resource) async throws(ServiceError) -> Data {
    let number = requests.withLock { count in
      defer { count += 1 }
      return count
    }
    let data = try await base.data(for: resource)
    guard number > 0 else { return data }
    guard let document = try? JSONSerialization.jsonObject(with: data) else {
      throw .decoding("not JSON")
    }
    let shortened: Any
    if let list = document as? [Any] {
      shortened = Array(list.prefix(kept))
    } else if var object = document as? [String: Any], let list = object["articles"] as? [Any] {
      object["articles"] = Array(list.prefix(kept))
      shortened = object
    } else {
      throw .decoding("no list")
    }
    guard let cut = try? JSONSerialization.data(withJSONObject: shortened) else { throw .decoding("not JSON") }
    return cut
  }
}
