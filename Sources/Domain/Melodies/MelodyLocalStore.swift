/// The local database of the melody service: what the last successful fetch saved.
public protocol MelodyLocalStore: Sendable {
  func savedMelodies() async -> [Melody]
  func replaceSavedMelodies(with melodies: [Melody]) async
}

/// A melody store kept in memory for the length of a run.
public actor InMemoryMelodyStore: MelodyLocalStore {
  private var melodies: [Melody]

  public init(melodies: [Melody] = []) {
    self.melodies = melodies
  }

  public func savedMelodies() async -> [Melody] { melodies }

  public func replaceSavedMelodies(with melodies: [Melody]) async {
    self.melodies = melodies
  }
}
