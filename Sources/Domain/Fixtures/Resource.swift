/// One of the JSON documents the fetching services read, by file name.
///
/// The bundled fixtures, a fixtures directory (`--data DIR`) and any other data source serve the
/// same documents in the same shapes.
public enum Resource: String, CaseIterable, Sendable {
  case users
  case drivers
  case news
  case melodies

  /// The document's file name, e.g. `users.json`.
  public var fileName: String { "\(rawValue).json" }
}
