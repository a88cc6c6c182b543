import Observation
import Tracing

/// The driver detail view the presenter talks to, for the declarative screen: the fields and
/// the alert of a failed save, as the presenter says them; ``FavouriteDetailScreen`` draws them.
///
/// It conforms to the same ``FavouriteDetailViewInterface`` as the imperative
/// `FavouriteDetailView` and owns the presenter. The router pushes it as a route of the
/// favourites path, so it is equal only to itself.
@Observable
@MainActor
final class FavouriteDetailViewState: FavouriteDetailViewInterface, Hashable {
  /// The presenter the screen sends the user's events to.
  @ObservationIgnored let presenter: any FavouriteDetailPresenterInterface
  /// The driver's fields, label and value.
  var fields: [FieldDisplayItem] = []
  /// The alert of a failed save, above the fields, or `nil`.
  var alert: (title: String, message: String)?

  init(presenter: any FavouriteDetailPresenterInterface) {
    self.presenter = presenter
  }

  func show(fields: [FieldDisplayItem]) {
    Trace.message(
      from: "Presenter", to: "View",
      "show(fields: \(fields.map { "\($0.label): \($0.value)" }.joined(separator: ", ")))")
    self.fields = fields
    alert = nil
  }

  func showError(title: String, message: String) {
    Trace.message(from: "Presenter", to: "View", "showError(title: \(literal: title), message: …)")
    alert = (title, message)
  }

  nonisolated static func == (lhs: FavouriteDetailViewState, rhs: FavouriteDetailViewState) -> Bool { lhs === rhs }

  nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
