/// The melody service of the article: the API when online, the local store otherwise.
///
/// The rule, written once for every pattern:
/// - Online, the API's melodies are saved locally and served. An empty answer is ``MelodyServiceError/noData``;
///   an answer that cannot be read is ``MelodyServiceError/unknownError``.
/// - Offline, or online with the API unreachable, the saved melodies are served and marked
///   ``MelodyFeed/Origin/savedOffline``; with nothing saved, the error is
///   ``MelodyServiceError/noNetwork``.
package struct OnlineFirstMelodyService: MelodyService {
  /// Where the API's `melodies.json` is read from.
  package let remote: any DataSource
  /// Where the last answer is saved, and read back from when offline.
  package let local: any MelodyLocalStore
  /// Whether the network is available, read on every fetch.
  package let network: any NetworkStatus

  /// Creates the service.
  ///
  /// - Parameters:
  ///   - remote: the API's data source.
  ///   - local: the local database.
  ///   - network: the reachability the service asks before each fetch.
  package init(remote: any DataSource, local: any MelodyLocalStore, network: any NetworkStatus) {
    self.remote = remote
    self.local = local
    self.network = network
  }

  /// The melodies by the rule above: the API's when it can be reached, the saved ones otherwise.
  ///
  /// - Returns: the melodies, marked ``MelodyFeed/Origin/remote`` or
  ///   ``MelodyFeed/Origin/savedOffline``.
  /// - Throws: ``MelodyServiceError/noData``, ``MelodyServiceError/unknownError`` or
  ///   ``MelodyServiceError/noNetwork``, as the rule says.
  package func fetchMelodies() async throws(MelodyServiceError) -> MelodyFeed {
    guard network.isOnline else { return try await savedFeed() }
    let melodies: [Melody]
    do {
      melodies = try DocumentDecoder.decode([Melody].self, from: try await remote.data(for: .melodies))
    } catch .network {
      return try await savedFeed()
    } catch {
      throw .unknownError
    }
    guard !melodies.isEmpty else { throw .noData }
    await local.replaceSavedMelodies(with: melodies)
    return MelodyFeed(melodies: melodies, origin: .remote)
  }

  private func savedFeed() async throws(MelodyServiceError) -> MelodyFeed {
    let saved = await local.savedMelodies()
    guard !saved.isEmpty else { throw .noNetwork }
    return MelodyFeed(melodies: saved, origin: .savedOffline)
  }
}
