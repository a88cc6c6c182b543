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
}
