import TextUI
import Tracing

/// The passive driver detail view: an alert when saving failed, then labelled fields.
@MainActor
final class FavouriteDetailView: Screen, FavouriteDetailViewInterface {
  private let presenter: FavouriteDetailPresenter
  private var fields = LabeledFields([])
  private var alert: Alert?

  init(presenter: FavouriteDetailPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
  }

  let title = "Driver"

  func body() -> [String] {
    Layout.stack(alert?.lines ?? [], fields.lines)
  }

  func screenDidLoad() {
    Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
    presenter.viewDidLoad()
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .star { [presenter] in
        Trace.message(from: "View", to: "Presenter", "starTapped()")
        presenter.starTapped()
      },
      .back { [presenter] in
        Trace.message(from: "View", to: "Presenter", "backTapped()")
        presenter.backTapped()
      },
    ]
  }

  // MARK: FavouriteDetailViewInterface

  func show(fields: [FieldViewData]) {
    Trace.message(
      from: "Presenter", to: "View",
      "show(fields: \(fields.map { "\($0.label): \($0.value)" }.joined(separator: ", ")))")
    self.fields = LabeledFields(fields.map { ($0.label, $0.value) })
    alert = nil
  }

  func showError(title: String, message: String) {
    Trace.message(from: "Presenter", to: "View", "showError(title: \(literal: title), message: \(literal: message))")
    alert = Alert(title: title, message: message)
  }
}
