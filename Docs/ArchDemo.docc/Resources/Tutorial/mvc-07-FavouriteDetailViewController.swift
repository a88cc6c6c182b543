import Domain
import TextUI
import Tracing

/// Shows one driver and its star in its ``FavouriteDetailTextView``; `star` saves the new star
/// to the store itself. `back` pops it off the window.
@MainActor
final class FavouriteDetailViewController: Screen {
  /// The window this controller sits in, as `navigationController` is for a UIKit controller.
  weak var window: Window?
  /// The view this controller owns and fills.
  let contentView = FavouriteDetailTextView()
  /// The driver shown.
  let driver: Driver
  private var isFavourite: Bool
  private let store: any FavouritesStore
  /// The save in flight: a second tap while it is out saves nothing, and the controller's end
  /// cancels it.
  private var saveTask: Task<Void, Never>?

  /// - Parameters:
  ///   - driver: the driver to show.
  ///   - isFavourite: whether it is starred now.
  ///   - store: where the star is saved.
  init(driver: Driver, isFavourite: Bool, store: any FavouritesStore) {
    self.driver = driver
    self.isFavourite = isFavourite
    self.store = store
  }

  deinit {
    saveTask?.cancel()
  }

  let title = "Driver"

  func body() -> [String] {
    contentView.lines
  }

  func screenDidLoad() {
    Trace.message(from: "View", to: "Controller", "viewDidLoad()")
    viewDidLoad()
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .star { [self] in
        Trace.message(from: "View", to: "Controller", "starTapped()")
        starTapped()
      },
      .back { [self] in
        Trace.message(from: "View", to: "Controller", "backTapped()")
        backTapped()
      },
    ]
  }

  private func viewDidLoad() {
    contentView.fields = LabeledFields(DisplayFormat.favouriteFields(driver, isFavourite: isFavourite))
  }

  /// Saves the opposite star; a tap while the save is out does nothing, as a button disabled
  /// while it saves.
  private func starTapped() {
    guard saveTask == nil else { return }
    let starred = !isFavourite
    saveTask = Task { [weak self, store, number = driver.number] in
      do throws(StoreError) {
        try await store.setFavourite(starred, number: number)
        guard let self, !Task.isCancelled else { return }
        saveTask = nil
        isFavourite = starred
        contentView.fields = LabeledFields(DisplayFormat.favouriteFields(driver, isFavourite: starred))
      } catch {
        guard let self, !Task.isCancelled else { return }
        saveTask = nil
        contentView.alert = Alert(title: FailureText.favouriteNotSaved, message: error.favouritesMessage)
      }
    }
  }

  private func backTapped() {
    window?.pop()
  }
}
