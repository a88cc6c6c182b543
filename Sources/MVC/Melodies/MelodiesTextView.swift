import TextUI

/// The melodies screen's view: the network line, the offline banner, an alert, and a table.
///
/// It knows nothing of melodies or services: ``MelodiesViewController`` sets each part and the
/// view lays them out with TextUI widgets.
@MainActor
public final class MelodiesTextView {
  /// The line saying whether the network is on, e.g. `Network: online`.
  public var networkLine = ""
  /// The notice that the list was served from the local store, or `nil`.
  public var banner: Banner?
  /// The list of melodies and its loading state.
  public var table = TableView()
  /// The error alert, or `nil`.
  public var alert: Alert?

  public init() {}

  /// The lines the view draws now.
  public var lines: [String] {
    Layout.stack([networkLine], banner?.lines ?? [], alert?.lines ?? [], table.lines)
  }
}
