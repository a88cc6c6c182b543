/// The two view layers every pattern drives, by their command-line names (`--views`).
///
/// The imperative views are UIKit-shaped: screens that are told what to show (or bind and
/// redraw), tables with a data source, a navigation stack pushed by code. The declarative views
/// are SwiftUI-shaped (`DeclarativeUI`): values whose body is built from the state they read,
/// drawn again when it changes, with navigation driven by state. Both show the same frames.
public enum ViewLayer: String, CaseIterable, Sendable {
  /// The UIKit-shaped views, the default.
  case imperative
  /// The SwiftUI-shaped views.
  case declarative

  /// One line on what the layer's views are.
  package var summary: String {
    switch self {
    case .imperative: "UIKit-shaped: screens told what to show, tables with a data source, navigation pushed by code"
    case .declarative: "SwiftUI-shaped: views as values drawn from the state they read, navigation driven by state"
    }
  }
}
