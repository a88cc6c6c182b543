// UDF · melodies — online API, offline database.
//
// Start with MelodiesFeature: the online/offline fallback is Domain's rule
// (OnlineFirstMelodyService); the state says only what each outcome looks like: whether the
// switch is on (the network line), the notice saying why the melodies are saved ones, and the
// list or the article's three errors. `offline` and `online` send `.networkSwitched`, which
// flips the switch and reloads, as a reachability change would; the flip is work done outside
// the state, so it is an effect, run just before the fetch. MelodiesView draws the state and,
// as the table's data source, formats the rows in view.
import Domain

/// The melodies screen's state, actions and reducer.
struct MelodiesFeature: Reducer {
  struct State: Equatable, ListedState {
    /// Whether the network switch is on, as the last load began: the network line says so,
    /// and a notice over saved melodies says why they are saved ones.
    var isOnline: Bool
    /// Says why the melodies are saved ones, or `nil` for melodies fresh from the API and
    /// while nothing is listed.
    var notice: String?
    /// What the list shows.
    var list: ListState<Melody> = .loading

    /// A screen about to load.
    ///
    /// - Parameter isOnline: whether the switch is on as the screen starts; only the screen
    ///   flips it after that.
    init(isOnline: Bool = true) {
      self.isOnline = isOnline
    }
  }

  enum Action: Equatable {
    case viewDidLoad
    case refreshRequested
    /// The user turned the network off (`offline`) or on (`online`).
    case networkSwitched(online: Bool)
    /// The fetch's answer: the melodies and where they came from, or why there are none.
    case melodiesResponse(Result<MelodyFeed, MelodyServiceError>)
  }

  /// The work a newer load supersedes: a load still out is cancelled for the new one.
  enum CancelID { case load }

  /// Where the melodies come from, online or saved; only the effects call it.
  let service: any MelodyService
  /// The switch `.networkSwitched` flips; only the effects touch it.
  let network: any NetworkSwitching

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewDidLoad, .refreshRequested:
      startLoading(&state)
      return .run { [service] send in await Self.fetch(from: service, send) }
        .cancellable(id: CancelID.load, cancelInFlight: true)
    case .networkSwitched(let online):
      state.isOnline = online
      startLoading(&state)
      return .run { [service, network] send in
        network.isOnline = online
        await Self.fetch(from: service, send)
      }
      .cancellable(id: CancelID.load, cancelInFlight: true)
    case .melodiesResponse(.success(let feed)):
      state.notice = feed.notice(networkIsOnline: state.isOnline)
      state.list = .loaded(feed.melodies)
      return .none
    case .melodiesResponse(.failure(let error)):
      state.list = .failed(.init(title: FailureText.melodiesNotLoaded, message: error.message))
      return .none
    }
  }

  /// Shows the spinner under the network line; the notice goes with the melodies it was about.
  private func startLoading(_ state: inout State) {
    state.notice = nil
    state.list = .loading
  }

  /// The fetch every load runs, its answer sent back as `.melodiesResponse`.
  private static func fetch(from service: any MelodyService, _ send: Send<Action>) async {
    do throws(MelodyServiceError) {
      await send(.melodiesResponse(.success(try await service.fetchMelodies())))
    } catch {
      await send(.melodiesResponse(.failure(error)))
    }
  }
}
