/// The local database of the melody service: what the last successful fetch saved.
///
/// ``OnlineFirstMelodyService`` writes to it after every answer from the API and reads from it
/// when it cannot reach the API.
package protocol MelodyLocalStore: Sendable {
  /// The melodies the last successful fetch saved.
  ///
  /// - Returns: the saved melodies, or none when nothing was ever saved.
  func savedMelodies() async -> [Melody]
  /// Replaces everything saved with `melodies`.
  ///
  /// - Parameter melodies: the melodies the API just returned.
  func replaceSavedMelodies(with melodies: [Melody]) async
}

/// A melody store kept in memory for the length of a run.
package actor InMemoryMelodyStore: MelodyLocalStore {
  private var melodies: [Melody]

  /// Creates a store holding `melodies`.
  ///
  /// - Parameter melodies: what counts as saved from the start; nothing by default.
  package init(melodies: [Melody] = []) {
    self.melodies = melodies
  }

  /// The melodies saved so far.
  ///
  /// - Returns: the saved melodies, in the order they were saved.
  package func savedMelodies() async -> [Melody] { melodies }

  /// Replaces everything saved with `melodies`.
  ///
  /// - Parameter melodies: the melodies to keep.
  package func replaceSavedMelodies(with melodies: [Melody]) async {
    self.melodies = melodies
  }
}
