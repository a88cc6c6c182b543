/// One formatted melody row.
struct MelodyRowViewData: Equatable, Sendable {
  var title: String
  var detail: String
}

/// What the melodies presenter can tell its passive view.
@MainActor
protocol MelodiesView: AnyObject {
  func showLoading()
  /// The melodies, with a notice above them when they are saved ones.
  func show(melodies: [MelodyRowViewData], notice: String?)
  func showError(title: String, message: String)
}
