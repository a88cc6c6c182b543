import Testing
import TextUI

@testable import Harness

/// After a screen closes, every object of its pattern — views, presenters, view models,
/// interactors, routers, coordinators — is gone: no retain cycle survives.
@Suite("Lifetime")
@MainActor
struct LifetimeTests {
  /// Actions that open every screen of the feature before it closes.
  nonisolated static func deepestPath(of feature: Feature) -> [UserAction] {
    switch feature {
    case .news: [.search("swift"), .select(1)]
    case .todos: [.add, .name("Tea")]
    case .drivers: [.search("ham")]
    case .melodies: [.offline]
    case .users: [.refresh]
    case .favourites: [.select(1), .star]
    }
  }

  /// Every pattern with every feature it has built (all, but in a tutorial's start).
  nonisolated static let combinations = Pattern.builtPairs

  @Test(arguments: combinations)
  func closingTheScreen_freesEveryObjectOfThePattern(_ pattern: Pattern, _ feature: Feature) async throws {
    try await closingTheScreen_freesEveryObject(pattern, feature, views: .imperative)
  }

  /// The same through the declarative views: the hosting screens, the value views they keep, and
  /// the observable objects those read.
  @Test(arguments: combinations.filter { $0.0.hasBuilt($0.1, views: .declarative) })
  func closingTheDeclarativeScreen_freesEveryObjectOfThePattern(_ pattern: Pattern, _ feature: Feature) async throws {
    try await closingTheScreen_freesEveryObject(pattern, feature, views: .declarative)
  }

  func closingTheScreen_freesEveryObject(_ pattern: Pattern, _ feature: Feature, views: ViewLayer) async throws {
    // given
    let scenario = Scenario(feature, "lifetime")
    let session = Session(pattern: pattern, feature: feature, environment: scenario.environment, views: views)
    await session.start()
    for action in Self.deepestPath(of: feature) { try await session.perform(action) }
    let objects = ObjectGraph.patternObjects(reachableFrom: session.hostWindow.screens)
    // A declarative screen is a value: behind it, the observable objects it reads may be one.
    let least = views == .imperative ? 2 : 1
    #expect(objects.count >= least, "found only \(objects.map(\.name)) behind the screens")

    // when
    session.close()
    for _ in 0..<5 { await Task.yield() }

    // then
    let survivors = objects.filter { $0.object != nil }.map(\.name)
    #expect(survivors.isEmpty, "still alive after close: \(survivors)")
  }
}

/// Finds the pattern's objects behind a set of screens, by walking stored properties.
@MainActor
enum ObjectGraph {
  struct Weak {
    weak var object: AnyObject?
    let name: String
  }

  static let patternModules = Pattern.allCases.map { "\($0.displayName)." }
  /// Where a declarative screen's host lives: walked through, as a pattern's objects are.
  static let hostModules = ["DeclarativeUI."]

  static func patternObjects(reachableFrom roots: [any Screen]) -> [Weak] {
    var seen = Set<ObjectIdentifier>()
    var found: [Weak] = []
    func visit(_ value: Any, depth: Int) {
      guard depth < 12 else { return }
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .class {
        let object = value as AnyObject
        guard seen.insert(ObjectIdentifier(object)).inserted else { return }
        let name = String(reflecting: type(of: object))
        if patternModules.contains(where: name.hasPrefix) {
          found.append(Weak(object: object, name: name))
        } else if !hostModules.contains(where: name.hasPrefix) {
          return
        }
      }
      var current: Mirror? = mirror
      while let level = current {
        for child in level.children { visit(child.value, depth: depth + 1) }
        current = level.superclassMirror
      }
    }
    roots.forEach { visit($0, depth: 0) }
    return found
  }
}
