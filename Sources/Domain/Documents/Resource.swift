/// One of the JSON documents the fetching services read, by file name.
///
/// The bundled fixtures, a fixtures directory (`--data DIR`) and any other data source serve the
/// same documents in the same shapes.
public enum Resource: String, CaseIterable, Sendable {
  /// `users.json`: a list of ``User``.
  case users
  /// `drivers.json`: a list of ``Driver``.
  case drivers
  /// `news.json`: NewsAPI's response, an object whose `articles` are ``Article``s.
  case news
  /// `melodies.json`: a list of ``Melody``.
  case melodies

  /// The document's file name, e.g. `users.json`.
  public var fileName: String { "\(rawValue).json" }
}
