/// Why the melody service could not deliver, as in the presenter-testing article.
public enum MelodyServiceError: Error, Equatable, Sendable {
  /// Offline (or the API unreachable) and nothing saved locally.
  case noNetwork
  /// The API answered with no melodies.
  case noData
  /// Anything else, e.g. a response that could not be read.
  case unknownError

  /// A sentence a learner can read in the error alert.
  public var message: String {
    switch self {
    case .noNetwork: "No network connection, and no melodies saved for offline use."
    case .noData: "The server returned no melodies."
    case .unknownError: "Something went wrong while loading melodies."
    }
  }
}

/// Melodies and where they came from.
public struct MelodyFeed: Hashable, Sendable {
  /// Where a feed was served from.
  public enum Origin: Hashable, Sendable {
    /// Fresh from the API.
    case remote
    /// From the local store, because the network is off or the API cannot be reached.
    case savedOffline
  }

  /// The melodies, in the order served.
  public var melodies: [Melody]
  /// Where they were served from.
  package var origin: Origin

  /// The one-line notice above the list, or `nil` for melodies fresh from the API.
  ///
  /// Saved melodies say why they are saved ones: `Offline — showing saved melodies`, or, with
  /// the switch on but the API out of reach, `Online, but the API is unreachable — showing
  /// saved melodies`.
  ///
  /// - Parameter networkIsOnline: whether the network switch is on.
  /// - Returns: the notice, or `nil` when there is nothing to say.
  public func notice(networkIsOnline: Bool) -> String? {
    guard origin == .savedOffline else { return nil }
    return networkIsOnline
      ? "Online, but the API is unreachable — showing saved melodies" : "Offline — showing saved melodies"
  }

  /// Creates a feed.
  ///
  /// - Parameters:
  ///   - melodies: the melodies.
  ///   - origin: where they were served from.
  public init(melodies: [Melody], origin: Origin) {
    self.melodies = melodies
    self.origin = origin
  }
}

/// Fetches melodies from wherever they can be had right now.
public protocol MelodyService: Sendable {
  /// The melodies to show, and where they came from.
  ///
  /// - Returns: the melodies with their origin, remote or saved.
  /// - Throws: ``MelodyServiceError`` when there is nothing to show.
  func fetchMelodies() async throws(MelodyServiceError) -> MelodyFeed
}
