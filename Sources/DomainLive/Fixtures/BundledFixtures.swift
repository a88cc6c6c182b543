import Domain
import Foundation

/// The fixtures that ship with the kit, inside the DomainLive module.
///
/// Besides the fixtures every run reads, a folder of them may hold another version of some
/// documents: `NewsAPIQuirks/news.json` is news as NewsAPI really sends it (markup, entities,
/// line breaks, cut content, `[Removed]` placeholders, an article twice), which the parity
/// scenarios run every pattern on.
public struct BundledFixtures: DataSource {
  /// The folder of `Resources/Fixtures/` the documents come from, or `nil` for the fixtures
  /// themselves.
  package let folder: String?

  /// The folder of the fixtures that shows what NewsAPI really sends.
  package static let newsAPIQuirks = "NewsAPIQuirks"

  /// Creates a source of the bundled fixtures.
  public init() {
    folder = nil
  }

  /// Creates a source of the bundled fixtures in `folder`: a document that folder lacks is a
  /// missing document, as it is for `--data`.
  ///
  /// - Parameter folder: a folder of `Resources/Fixtures/`, e.g. ``newsAPIQuirks``.
  package init(folder: String) {
    self.folder = folder
  }

  /// The bundled file's name, e.g. `bundled users.json`.
  ///
  /// - Parameter resource: the document.
  /// - Returns: `bundled` and the document's file name, under its folder if it has one.
  public func location(of resource: Resource) -> String {
    "bundled \(folder.map { "\($0)/" } ?? "")\(resource.fileName)"
  }

  /// The bundled document's bytes.
  ///
  /// - Parameter resource: the document to read.
  /// - Returns: the file's bytes.
  /// - Throws: ``ServiceError/network(_:)`` when the file is missing from the bundle.
  public func data(for resource: Resource) async throws(ServiceError) -> Data {
    guard
      let url = Bundle.module.url(
        forResource: resource.rawValue, withExtension: "json",
        subdirectory: "Fixtures" + (folder.map { "/\($0)" } ?? "")),
      let data = try? Data(contentsOf: url)
    else { throw .network("the \(location(of: resource)) is missing") }
    return data
  }
}
