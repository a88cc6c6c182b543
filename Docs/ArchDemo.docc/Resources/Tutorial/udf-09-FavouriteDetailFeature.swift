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

  /// The save a closed screen no longer waits for.
  enum CancelID { case save }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .starTapped:
      guard !state.isSaving else { return .none }
      state.isSaving = true
      let isFavourite = !state.isFavourite
      let number = state.driver.number
      return .run { [favouritesStore] send in
        do throws(StoreError) {
          try await favouritesStore.setFavourite(isFavourite, number: number)
          await send(.saveResponse(.success(isFavourite)))
        } catch {
          await send(.saveResponse(.failure(error)))
        }
      }
      .cancellable(id: CancelID.save)
    case .saveResponse(.success(let isFavourite)):
      state.isSaving = false
      state.isFavourite = isFavourite
      state.saveError = nil
      return .none
    case .saveResponse(.failure(let error)):
      state.isSaving = false
      state.saveError = error
      return .none
    case .backTapped:
      return .cancel(id: CancelID.save)
    }
  }
}
