import Foundation

/// A melody: title, artist and duration in whole seconds.
public struct Melody: Codable, Hashable, Sendable {
  public var title: String
  public var artist: String
  public var duration: Int

  public init(title: String, artist: String, duration: Int) {
    self.title = title
    self.artist = artist
    self.duration = duration
  }

  private enum CodingKeys: String, CodingKey { case title, artist, duration }

  /// Decodes a melody; a negative duration is malformed data, not a melody.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    title = try container.decode(String.self, forKey: .title)
    artist = try container.decode(String.self, forKey: .artist)
    duration = try container.decode(Int.self, forKey: .duration)
    guard duration >= 0 else {
      throw DecodingError.dataCorruptedError(forKey: .duration, in: container, debugDescription: "must not be negative")
    }
  }
}
