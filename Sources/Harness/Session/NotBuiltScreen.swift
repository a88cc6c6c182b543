import TextUI

/// What a pattern shows for a feature it has not built yet: in a tutorial's start, the
/// favourites of the chapter's pattern, until the learner's last step declares them.
@MainActor
final class NotBuiltScreen: Screen {
  let title: String
  private let pattern: Pattern

  init(feature: Feature, pattern: Pattern) {
    title = feature.rawValue.prefix(1).uppercased() + feature.rawValue.dropFirst()
    self.pattern = pattern
  }

  var actions: [ScreenAction] { [] }

  func body() -> [String] {
    [
      "Not built in \(pattern.displayName) yet: follow the chapter \"\(title) in \(pattern.displayName)\"",
      "of the tutorial, then run this again.",
    ]
  }

}
