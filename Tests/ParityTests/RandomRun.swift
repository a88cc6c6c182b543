import Domain
import Harness
import Instrumentation
import TextUI

/// One random run: a fault (or none) and a sequence of actions, some of which do not apply.
struct RandomRun: Hashable, CustomStringConvertible {
  var feature: Feature
  var fault: Fault?
  var actions: [UserAction]
  /// The rows a list shows at once: sometimes fewer than the list has, so scrolling applies.
  var rows: Int?

  static func make(feature: Feature, using generator: inout some RandomNumberGenerator) -> RandomRun {
    let faults: [Fault?] = [nil, nil, nil, nil, .network, .decode, .empty]
    let length = Int.random(in: 1...12, using: &generator)
    let actions = (0..<length).map { _ in randomAction(for: feature, using: &generator) }
    let rows = [nil, nil, 1, 2, 3, 5].randomElement(using: &generator)!
    return RandomRun(
      feature: feature, fault: faults.randomElement(using: &generator)!, actions: actions, rows: rows)
  }

  /// Mostly the feature's own actions, now and then any action at all.
  static func randomAction(for feature: Feature, using generator: inout some RandomNumberGenerator) -> UserAction {
    let own: [UserAction.Kind] =
      switch feature {
      case .users: [.refresh]
      case .drivers: [.search, .search, .clear, .refresh]
      case .news: [.search, .clear, .select, .select, .back, .refresh]
      case .todos: [.add, .add, .name, .due, .save, .save, .cancel, .refresh]
      case .melodies: [.offline, .online, .refresh]
      case .favourites: [.select, .select, .star, .star, .back, .refresh]
      }
    let kind =
      Int.random(in: 0..<4, using: &generator) == 0
      ? UserAction.Kind.scrolling.randomElement(using: &generator)!
      : Int.random(in: 0..<5, using: &generator) == 0
        ? UserAction.Kind.allCases.randomElement(using: &generator)! : own.randomElement(using: &generator)!
    let texts = ["perez", "ham", "  Lewis HAMILTON ", "zzz", "café", "swift", "É", "  ", "a"]
    let names = ["Buy milk", "   ", "Call mum", "x"]
    let dues = ["today", "tomorrow", "2026-11-20", "2026-11-27", "2026-02-30", "someday", ""]
    switch kind {
    case .search: return .search(texts.randomElement(using: &generator)!)
    case .select: return .select(Int.random(in: 1...8, using: &generator))
    case .name: return .name(names.randomElement(using: &generator)!)
    case .due: return .due(dues.randomElement(using: &generator)!)
    case .clear: return .clear
    case .refresh: return .refresh
    case .back: return .back
    case .add: return .add
    case .save: return .save
    case .cancel: return .cancel
    case .offline: return .offline
    case .online: return .online
    case .star: return .star
    case .down: return .down
    case .up: return .up
    case .nextPage: return .nextPage
    case .previousPage: return .previousPage
    case .top: return .top
    case .bottom: return .bottom
    }
  }

  var description: String {
    "fault \(fault?.rawValue ?? "none"), rows \(rows.map(String.init) ?? "default"), actions: \(actions.map(\.typed).joined(separator: "; "))"
  }

  @MainActor
  func transcript(in pattern: Pattern, views: ViewLayer = .imperative) async -> Transcript {
    let scenario = Scenario(feature, "random", fault: fault, actions: actions)
    return await Transcript.record(
      pattern: pattern, feature: feature, environment: scenario.environment,
      steps: actions.map(SessionCommand.screen), answers: .immediate, rowsInView: rows, views: views)
  }

  @MainActor
  func differs(in pattern: Pattern, from reference: Pattern = .mvp, views: ViewLayer = .imperative) async -> Bool {
    await transcript(in: pattern, views: views) != transcript(in: reference)
  }

  /// The shortest run found, by dropping one action at a time, that still differs in `pattern`.
  @MainActor
  func shrunk(in pattern: Pattern, from reference: Pattern = .mvp, views: ViewLayer = .imperative) async -> RandomRun {
    var shortest = self
    var progress = true
    while progress {
      progress = false
      for index in shortest.actions.indices.reversed() {
        var candidate = shortest
        candidate.actions.remove(at: index)
        if await candidate.differs(in: pattern, from: reference, views: views) {
          shortest = candidate
          progress = true
        }
      }
    }
    return shortest
  }
}
