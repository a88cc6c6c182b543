import Domain

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
