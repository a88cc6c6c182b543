import Domain

@testable import VIPER

/// Records what the melodies interactor reported.
@MainActor
final class MelodiesInteractorOutputMock: MelodiesInteractorOutput {
  enum Call: Equatable {
    case willFetch(online: Bool)
    case didFetch(MelodyFeed)
    case didFail(MelodyServiceError)
  }
  private(set) var calls: [Call] = []

  func willFetchMelodies(networkIsOnline: Bool) { calls.append(.willFetch(online: networkIsOnline)) }
  func didFetch(feed: MelodyFeed) { calls.append(.didFetch(feed)) }
  func didFailToFetchMelodies(with error: MelodyServiceError) { calls.append(.didFail(error)) }
}

/// Records the requests the melodies presenter made.
@MainActor
final class MelodiesInteractorMock: MelodiesInteractorInput {
  enum Call: Equatable {
    case fetch
    case switchNetwork(online: Bool)
  }
  private(set) var calls: [Call] = []

  func fetchMelodies() { calls.append(.fetch) }
  func switchNetwork(online: Bool) { calls.append(.switchNetwork(online: online)) }
}

/// The melodies router: nothing to record, the module leads nowhere.
@MainActor
final class MelodiesRouterMock: MelodiesRouterInterface {}
