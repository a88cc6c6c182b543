/// The local database of the melody service: what the last successful fetch saved.
///
/// ``OnlineFirstMelodyService`` writes to it after every answer from the API and reads from it
/// when it cannot reach the API.
///
/// Every implementation keeps the same contract (the store contract tests in
/// `Tests/DomainTests` hold each to it): a store that starts empty reads no melodies; a read
/// returns exactly the melodies of the last replacement, in their order; a replacement keeps
/// nothing saved before it, so replacing with none leaves nothing saved. Neither call fails.
package protocol MelodyLocalStore: Sendable {
  /// The melodies the last successful fetch saved.
  ///
  /// - Returns: the melodies of the last ``replaceSavedMelodies(with:)``, in their order, or
  ///   none when nothing was ever saved.
  func savedMelodies() async -> [Melody]
  /// Replaces everything saved with `melodies`: nothing saved before is kept.
  ///
  /// - Parameter melodies: the melodies the API just returned, in the order to read them back.
  func replaceSavedMelodies(with melodies: [Melody]) async
}
