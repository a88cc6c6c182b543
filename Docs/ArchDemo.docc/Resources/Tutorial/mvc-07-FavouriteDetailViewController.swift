import Domain
import TextUI
import Tracing

/// Shows one driver and its star in its ``FavouriteDetailTextView``; `star` saves the new star
/// to the store itself. `back` pops it off the window.
@MainActor
final class FavouriteDetailViewController: Screen {
  /// The window this controller sits in, as `navigationController` is for a UIKit controller.
  weak var window: Window?
  /// Who hears that the star was saved; held weakly.
  /// The view this controller owns and fills.
  let textView = FavouriteDetailTextView()
  /// The driver shown.
  let driver: Driver
  private var isFavourite: Bool
  private let store: any FavouritesStore

  /// - Parameters:
  ///   - driver: the driver to show.
  ///   - isFavourite: whether it is starred now.
  ///   - store: where the star is saved.
  init(driver: Driver, isFavourite: Bool, store: any FavouritesStore) {
    self.driver = driver
    self.isFavourite = isFavourite
    self.store = store
  }

  let title = "Driver"

  func body() -> [String] {
    textView.lines
  }

  func screenDidAppear() async {
    Trace.message(from: "View", to: "Controller", "viewDidLoad()")
    viewDidLoad()
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .star { [self] in
        Trace.message(from: "View", to: "Controller", "starTapped()")
        await starTapped()
      },
      .back { [self] in
        Trace.message(from: "View", to: "Controller", "backTapped()")
        backTapped()
      },
    ]
  }

  private func viewDidLoad() {
    textView.fields = LabeledFields(DisplayFormat.favouriteFields(driver, isFavourite: isFavourite))
  }

  private func starTapped() async {
    do {
      try await store.setFavourite(!isFavourite, number: driver.number)
    } catch {
      textView.alert = Alert(title: FailureText.favouriteNotSaved, message: error.favouritesMessage)
      return
    }
    isFavourite.toggle()
    textView.fields = LabeledFields(DisplayFormat.favouriteFields(driver, isFavourite: isFavourite))
  }

  private func backTapped() {
    window?.pop()
  }
}
