import Harness
import Testing
import TextUI

/// Every pattern's root screen has the title and the actions (in `help` order) of the others.
///
/// The screens declare them once, each in its own pattern; this reads them from the screens
/// and compares, so no test lists them again and a change to a title or an action is made in
/// the screens alone.
@Suite("Parity: root screens")
@MainActor
struct RootScreenParityTests {
  /// A root screen as the window shows it once loaded.
  struct Root: Equatable, CustomStringConvertible {
    var title: String
    var actions: [UserAction.Kind]

    var description: String { "\(title): \(actions.map(\.rawValue).joined(separator: ", "))" }
  }

  static func root(of feature: Feature, in pattern: Pattern, views: ViewLayer = .imperative) async -> Root {
    let session = Session(
      pattern: pattern, feature: feature, environment: Scenario(feature, "root").environment, views: views)
    await session.start()
    defer { session.close() }
    return Root(title: session.screenTitle, actions: session.acceptedActions)
  }

  @Test(arguments: Feature.allCases)
  func rootScreen_hasTheSameTitleAndActionsInEveryPattern(_ feature: Feature) async {
    // given the reference pattern's root screen (MVC's, unless a tutorial's start lacks it)
    let patterns = Pattern.building(feature)
    let reference = await Self.root(of: feature, in: patterns[0])
    #expect(!reference.title.isEmpty)
    #expect(reference.actions.contains(.refresh), "every root screen can refresh")

    // then every other pattern's is the same
    for pattern in patterns.dropFirst() {
      let root = await Self.root(of: feature, in: pattern)
      #expect(root == reference, "\(pattern.rawValue) \(feature.rawValue): \(root), where mvc has \(reference)")
    }
    // and so is every pattern's through its declarative views
    for pattern in Pattern.building(feature, views: .declarative) {
      let root = await Self.root(of: feature, in: pattern, views: .declarative)
      #expect(
        root == reference, "\(pattern.rawValue) \(feature.rawValue), declarative: \(root), where mvc has \(reference)")
    }
  }
}
