import Harness

/// What a row measures a pattern through: its imperative views (the row is named for the
/// pattern, `mvvm`) or its declarative ones (`mvvm-declarative`).
enum Subject {
  /// The row's name for `pattern` through `views`.
  static func key(_ pattern: Pattern, _ views: ViewLayer) -> String {
    views == .imperative ? pattern.rawValue : "\(pattern.rawValue)-\(views.rawValue)"
  }

  /// The pattern and view layer a row's name stands for, or `nil` for a baseline (`domain`, …).
  static func parse(_ key: String) -> (Pattern, ViewLayer)? {
    let parts = key.split(separator: "-", maxSplits: 1).map(String.init)
    guard let pattern = Pattern(rawValue: parts[0]) else { return nil }
    guard parts.count == 2 else { return (pattern, .imperative) }
    return ViewLayer(rawValue: parts[1]).map { (pattern, $0) }
  }

  /// The row's name as a table shows it: `MVVM`, `MVVM declarative`, or a baseline's own.
  static func displayName(_ key: String) -> String {
    guard let (pattern, views) = parse(key) else { return key }
    return views == .imperative ? pattern.displayName : "\(pattern.displayName) \(views.rawValue)"
  }
}
