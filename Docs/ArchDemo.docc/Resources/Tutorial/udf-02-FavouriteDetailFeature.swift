import Domain

/// The driver detail screen's state, actions and reducer: one driver and its star, a new star
/// saved to the favourites store.
///
/// Saving is an effect: `.starTapped` asks the store to keep the opposite star, and the answer
/// comes back as `.saveResponse`; the star changes only once the store has kept it. The list
/// that pushes the screen makes its state, hears each saved star as the detail's action, and
/// closes it on `.backTapped`.
struct FavouriteDetailFeature: Reducer {
  struct State: Equatable {
    /// The driver shown.
    var driver: Driver
    /// Whether the driver is starred, as the store last kept it.
    var isFavourite: Bool
    /// Why the last save failed, shown in an alert above the fields; the next saved star takes it down.
    var saveError: StoreError?
    /// Whether a save is out: a second tap then saves nothing more.
    var isSaving = false
  }

  enum Action: Equatable {
    case starTapped
    /// The store's answer: the star it kept, or why it kept none.
    case saveResponse(Result<Bool, StoreError>)
    /// The user went back to the list; the list's reducer closes the detail.
    case backTapped
  }

  /// Where the stars are kept; only the effect writes to it.
  let favouritesStore: any FavouritesStore

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // Nothing yet: the list's tests come first.
    .none
  }
}
