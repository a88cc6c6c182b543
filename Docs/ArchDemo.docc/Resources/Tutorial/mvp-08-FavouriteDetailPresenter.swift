import Domain

/// Formats one driver and its star, and saves a new star to the store.
@MainActor
final class FavouriteDetailPresenter {
  private weak var view: (any FavouriteDetailViewInterface)?
  private weak var coordinator: (any FavouritesCoordinating)?
  private let driver: Driver
  private var isFavourite: Bool
  private let store: any FavouritesStore
  /// The save in flight: a second tap while it is out saves nothing, and the presenter's end
  /// cancels it.
  private var saveTask: Task<Void, Never>?

  init(driver: Driver, isFavourite: Bool, store: any FavouritesStore, coordinator: any FavouritesCoordinating) {
    self.driver = driver
    self.isFavourite = isFavourite
    self.store = store
    self.coordinator = coordinator
  }

  deinit {
    saveTask?.cancel()
  }

  func attach(view: any FavouriteDetailViewInterface) {
    self.view = view
  }

  func viewDidLoad() {
    showFields()
  }

  /// Saves the opposite star; on success shows it and tells the coordinator, on failure the
  /// alert. A tap while the save is out does nothing, as a button disabled while it saves.
  func starTapped() {
    guard saveTask == nil else { return }
    let starred = !isFavourite
    saveTask = Task { [weak self, store, number = driver.number] in
      do throws(StoreError) {
        try await store.setFavourite(starred, number: number)
        guard let self, !Task.isCancelled else { return }
        saveTask = nil
        isFavourite = starred
        showFields()
        coordinator?.favouriteDidChange(starred, number: number)
      } catch {
        guard let self, !Task.isCancelled else { return }
        saveTask = nil
        view?.showError(title: FailureText.favouriteNotSaved, message: error.favouritesMessage)
      }
    }
  }

  func backTapped() {
    coordinator?.closeDetail()
  }

  private func showFields() {
    view?.show(
      fields: DisplayFormat.favouriteFields(driver, isFavourite: isFavourite).map {
        FieldViewData(label: $0.label, value: $0.value)
      })
  }
}
