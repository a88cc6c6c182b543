import Foundation

/// A melody: title, artist and duration in whole seconds.
public struct Melody: Codable, Hashable, Sendable {
  /// The melody's title.
  public var title: String
  /// Who performs it.
  package var artist: String
  /// How long it plays, in whole seconds; never negative in decoded data.
  package var duration: Int

  /// Creates a melody.
  ///
  /// - Parameters:
  ///   - title: the title.
  ///   - artist: who performs it.
  ///   - duration: how long it plays, in whole seconds.
  package init(title: String, artist: String, duration: Int) {
    self.title = title
    self.artist = artist
    self.duration = duration
  }

  private enum CodingKeys: String, CodingKey { case title, artist, duration }

  /// Decodes a melody; a negative duration is malformed data, not a melody.
  ///
  /// - Parameter decoder: the decoder to read from.
  /// - Throws: `DecodingError` for a missing or mistyped field, or a negative duration (the
  ///   message then says the value `must not be negative`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    title = try container.decode(String.self, forKey: .title)
    artist = try container.decode(String.self, forKey: .artist)
    duration = try container.decodeWholeNumber(forKey: .duration)
    guard duration >= 0 else {
      throw DecodingError.dataCorruptedError(forKey: .duration, in: container, debugDescription: "must not be negative")
    }
  }
}
