// Diagrams — the SVG pictures the kit draws from its own runs: sequence diagrams from a trace
// (`SequenceDiagram`) and ownership diagrams of who holds whom (`OwnershipDiagram`), on one small
// canvas (`SVGCanvas`). Pure functions of their input; writing them to a file is the command
// line's job (`ArchDemoKit/CommandLine/DiagramFile.swift`).
import Tracing

/// The messages of a run drawn as a sequence diagram: one lifeline per role, the messages as
/// arrows in the order they were sent, and each user action as a band above the messages it
/// caused.
///
/// `archdemo run … --diagram FILE.svg` writes one, and the docs' pictures are drawn with it.
/// ``svg()`` is a pure function of the diagram: fixed font sizes, widths computed from the
/// lengths of the texts, no timestamps, so one run always gives the same bytes.
///
/// Lifelines stand in a fixed reading order, so the patterns' pictures line up: the app
/// and the roles that navigate and the window on the left, the view in the middle, the role the
/// view talks to (controller, presenter, view model) and the delegates next to it, then the
/// interactor, and the services, stores and network on the right. A role outside that list
/// follows, in the order it first appears.
package struct SequenceDiagram: Hashable, Sendable {
  /// One user action and the messages it caused, in the order they were sent.
  package struct Step: Hashable, Sendable {
    /// The action as typed, e.g. `search ham`; `(start)` for the screen's first appearance.
    package var action: String
    package var messages: [TraceMessage]

    package init(action: String, messages: [TraceMessage]) {
      self.action = action
      self.messages = messages
    }
  }

  /// The line at the top, e.g. `MVP · drivers`.
  package var title: String
  package var steps: [Step]

  package init(title: String, steps: [Step]) {
    self.title = title
    self.steps = steps
  }

  /// The roles in the reading order of the lifelines, each with the colour group of its box.
  static let readingOrder: [(role: String, group: String)] = [
    ("App", "navigation"), ("Router", "navigation"), ("Coordinator", "navigation"),
    ("ModuleInterface", "navigation"), ("Window", "navigation"), ("View", "view"), ("Controller", "logic"),
    ("Presenter", "logic"), ("ViewModel", "logic"), ("Delegate", "logic"), ("ModuleDelegate", "logic"),
    ("Interactor", "useCase"), ("Service", "data"), ("Store", "data"), ("Network", "data"),
  ]

  /// The colour group of a role's box: `navigation`, `view`, `logic`, `useCase`, `data` or `other`.
  static func group(of role: String) -> String {
    readingOrder.first { $0.role == role }?.group ?? "other"
  }

  /// The colours of the groups' boxes, shared with ``OwnershipDiagram``.
  static let groupStyle = [
    ".navigation { fill: #fff4e0; stroke: #b7791f; }",
    ".view { fill: #e6f0fc; stroke: #2f6fbf; }",
    ".logic { fill: #e7f6ea; stroke: #2f855a; }",
    ".useCase { fill: #f1eafd; stroke: #6b46c1; }",
    ".data { fill: #fcebef; stroke: #b83253; }",
    ".other { fill: #f2f3f5; stroke: #57606a; }",
  ]

  /// The roles that send or receive a message, one lifeline each, left to right.
  package var roles: [String] {
    var seen: [String] = []
    for message in steps.flatMap(\.messages) {
      for role in [message.sender, message.receiver] where !seen.contains(role) { seen.append(role) }
    }
    let known = Self.readingOrder.map(\.role).filter(seen.contains)
    return known + seen.filter { !known.contains($0) }
  }

  /// The diagram from the first step whose action is `action` on, or `nil` when no step is.
  ///
  /// The docs draw a to-do's save this way: the whole run is played, the picture starts at
  /// `save`.
  package func starting(at action: String) -> SequenceDiagram? {
    guard let first = steps.firstIndex(where: { $0.action == action }) else { return nil }
    return SequenceDiagram(title: title, steps: Array(steps[first...]))
  }

  /// The diagram as a standalone SVG document.
  package func svg() -> String {
    SequenceLayout(diagram: self).draw()
  }
}
