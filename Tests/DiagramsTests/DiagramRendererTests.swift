import Diagrams
import DomainTestSupport
import Testing
import Tracing

/// The two renderers as pure functions: lifelines, order, bands, loops, escaping, determinism.
@Suite("Diagrams: sequence and ownership renderers")
struct DiagramRendererTests {
  static func message(_ sender: String, _ receiver: String, _ text: String) -> TraceMessage {
    TraceMessage(sender: sender, receiver: receiver, message: text)
  }

  static let search = SequenceDiagram(
    title: "VIPER · drivers",
    steps: [
      .init(
        action: "(start)",
        messages: [
          message("App", "Window", "setRoot(Drivers)"), message("View", "Presenter", "viewDidLoad()"),
          message("Presenter", "Interactor", "fetchDrivers()"), message("Interactor", "Service", "fetchDrivers()"),
        ]),
      .init(
        action: "search ham",
        messages: [
          message("View", "Presenter", "searchTextChanged(\"ham\")"),
          message("Presenter", "View", "show(rows: 1 row)"),
        ]),
    ])

  @Test func lifelines_standInTheReadingOrder_withUnknownRolesLast() throws {
    // given roles met in another order, and one the kit does not know
    let diagram = SequenceDiagram(
      title: "",
      steps: [
        .init(
          action: "(start)",
          messages: [
            Self.message("Interactor", "Service", "a()"), Self.message("Cache", "View", "b()"),
            Self.message("View", "Presenter", "c()"), Self.message("App", "Window", "d()"),
          ])
      ])

    // when
    let elements = try #require(SVGElements.parse(diagram.svg()))

    // then
    let boxes = SVGElements.texts(elements, class: "role")
    #expect(diagram.roles == ["App", "Window", "View", "Presenter", "Interactor", "Service", "Cache"])
    #expect(boxes.map(\.text) == diagram.roles)
    let xs = boxes.compactMap { $0.number("x") }
    #expect(xs == xs.sorted() && Set(xs).count == xs.count)
  }

  @Test func arrows_followTheMessagesInTheOrderTheyWereSent() throws {
    // when
    let elements = try #require(SVGElements.parse(Self.search.svg()))

    // then every message is a label, top to bottom in order, over an arrow
    let labels = SVGElements.texts(elements, class: "message")
    #expect(labels.map(\.text) == Self.search.steps.flatMap(\.messages).map(\.message))
    let ys = labels.compactMap { $0.number("y") }
    #expect(ys == ys.sorted() && Set(ys).count == ys.count)
    let arrows = elements.filter { $0.name == "line" && $0["class"] == "arrow" }
    #expect(arrows.count == 6)
    #expect(arrows.allSatisfy { $0["marker-end"] == "url(#head)" })
  }

  @Test func arrows_pointFromTheSenderToTheReceiver() throws {
    // when
    let elements = try #require(SVGElements.parse(Self.search.svg()))

    // then the reply to the view runs right to left
    let lifelines = Dictionary(
      uniqueKeysWithValues: SVGElements.texts(elements, class: "role").map { ($0.text, $0.number("x") ?? 0) })
    let arrows = elements.filter { $0.name == "line" && $0["class"] == "arrow" }
    let last = try #require(arrows.last)
    #expect(last.number("x1") == lifelines["Presenter"])
    #expect(try #require(last.number("x2")) < lifelines["Presenter"]!)
    #expect(try #require(last.number("x2")) > lifelines["View"]!)
  }

  @Test func eachAction_isABandAboveTheMessagesItCaused() throws {
    // when
    let elements = try #require(SVGElements.parse(Self.search.svg()))

    // then
    let bands = SVGElements.texts(elements, class: "action")
    #expect(bands.map(\.text) == ["> (start)", "> search ham"])
    let labels = SVGElements.texts(elements, class: "message")
    let searchBand = try #require(bands[1].number("y"))
    #expect(labels[..<4].allSatisfy { ($0.number("y") ?? .max) < searchBand })
    #expect(labels[4...].allSatisfy { ($0.number("y") ?? 0) > searchBand })
    #expect(elements.filter { $0.name == "rect" && $0["class"] == "band" }.count == 2)
  }

  @Test func selfMessage_isDrawnAsALoopOnItsLifeline() throws {
    // given
    let diagram = SequenceDiagram(
      title: "loop",
      steps: [.init(action: "refresh", messages: [Self.message("Presenter", "Presenter", "reload()")])])

    // when
    let elements = try #require(SVGElements.parse(diagram.svg()))

    // then it leaves the lifeline and comes back to it
    let lifeline = try #require(SVGElements.texts(elements, class: "role").first?.number("x"))
    let loop = try #require(elements.first { $0.name == "polyline" })
    let points = (loop["points"] ?? "").split(separator: " ").map { $0.split(separator: ",").compactMap { Int($0) } }
    #expect(points.count == 4)
    #expect(points.first?.first == lifeline)
    #expect((points.last?.first ?? 0) - lifeline <= 2)
    #expect(points.map { $0.first ?? 0 }.max()! > lifeline)
    #expect(SVGElements.texts(elements, class: "message").map(\.text) == ["reload()"])
  }

  @Test func actionWithoutMessages_saysSo() throws {
    let diagram = SequenceDiagram(title: "", steps: [.init(action: "select 9", messages: [])])

    let elements = try #require(SVGElements.parse(diagram.svg()))

    #expect(SVGElements.texts(elements, class: "none").map(\.text) == ["(no messages)"])
  }

  @Test func untrustedText_isEscaped_andTheDocumentStaysWellFormed() throws {
    // given names and a message holding XML's special characters and control characters
    let diagram = SequenceDiagram(
      title: "Tom & \"Jerry\" <script>",
      steps: [
        .init(
          action: "search <b>&'\u{1B}[2J",
          messages: [Self.message("A&B", "<R>", "say(\"x' & <y>\u{7}\u{0}\u{FFFE}\")")])
      ])

    // when
    let svg = diagram.svg()
    let elements = try #require(SVGElements.parse(svg), "not well-formed:\n\(svg)")

    // then each text reads back as the terminal would show it
    #expect(svg.contains("A&amp;B") && svg.contains("&lt;R&gt;") && svg.contains("&quot;") && svg.contains("&apos;"))
    #expect(!svg.contains("<R>") && !svg.contains("<script>") && !svg.contains("<b>"))
    #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(SVGElements.texts(elements, class: "role").map(\.text) == ["A&B", "<R>"])
    #expect(SVGElements.texts(elements, class: "action").map(\.text) == [#"> search <b>&'\u{1B}[2J"#])
    #expect(
      SVGElements.texts(elements, class: "message").map(\.text) == [#"say("x' & <y>\u{7}\0\u{FFFE}")"#])
    #expect(elements.first { $0.name == "title" }?.text == "Sequence diagram: Tom & \"Jerry\" <script>")
  }

  @Test func longMessage_wrapsBetweenArguments_neverInsideAString() throws {
    // given
    let text = #"show(sections: ["Today", "Tomorrow", "Later this week", "Next week"], notice: nil)"#
    let diagram = SequenceDiagram(
      title: "", steps: [.init(action: "save", messages: [Self.message("Presenter", "View", text)])])

    // when
    let lines = try #require(SVGElements.parse(diagram.svg())).filter { $0["class"] == "message" }.map(\.text)

    // then
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { $0.count <= 48 })
    #expect(lines.joined(separator: " ").replacingOccurrences(of: "   ", with: " ") == text)
    #expect(lines.allSatisfy { $0.filter { $0 == "\"" }.count % 2 == 0 })
  }

  /// A screen, its presenter and a coordinator on two rows: strong and weak references, a note.
  static let ownership = OwnershipDiagram(
    title: "Todos",
    boxes: [
      .init("Screen", role: "View", row: 0, column: 0), .init("Presenter", role: "Presenter", row: 1, column: 0),
      .init("Coordinator", role: "Coordinator", row: 0, column: 1),
    ],
    references: [
      .init("Screen", to: "Presenter", property: "presenter"),
      .init("Presenter", to: "Screen", property: "view", weak: true),
      .init("Presenter", to: "Coordinator", property: "coordinator", weak: true),
    ],
    notes: ["The window owns the screen."])

  @Test func rendering_isDeterministic() {
    #expect(Self.search.svg() == Self.search.svg())
    #expect(Self.ownership.svg() == Self.ownership.svg())
    #expect(
      !Self.search.svg().contains(#/ (?:x|y|x1|y1|x2|y2|width|height|points)="[^"]*\./#), "coordinates are whole pixels"
    )
    #expect(
      !Self.ownership.svg().contains(#/ (?:x|y|x1|y1|x2|y2|width|height|points)="[^"]*\./#),
      "coordinates are whole pixels")
  }

  @Test func startingAtAnAction_keepsThatStepAndTheRest() throws {
    let save = try #require(Self.search.starting(at: "search ham"))

    #expect(save.steps.map(\.action) == ["search ham"])
    #expect(save.roles == ["View", "Presenter"])
    #expect(Self.search.starting(at: "save") == nil)
  }

  @Test func ownership_drawsStrongReferencesSolid_weakOnesDashed_andALegend() throws {
    // given
    let diagram = OwnershipDiagram(
      title: "A & B",
      boxes: [
        .init("Screen<T>", role: "View", row: 0, column: 0), .init("Presenter", role: "Presenter", row: 1, column: 0),
      ],
      references: [
        .init("Screen<T>", to: "Presenter", property: "presenter"),
        .init("Presenter", to: "Screen<T>", property: "view", weak: true),
      ],
      notes: ["a note", "  its second line"])

    // when
    let elements = try #require(SVGElements.parse(diagram.svg()))

    // then
    let lines = elements.filter { $0.name == "line" }
    #expect(lines.filter { $0["class"] == "strong" }.count == 2)  // the reference and the legend's
    #expect(lines.filter { $0["class"] == "weak" }.count == 2)
    #expect(lines.filter { $0["class"] == "weak" }.allSatisfy { $0["marker-end"] == "url(#weak)" })
    #expect(SVGElements.texts(elements, class: "name").map(\.text) == ["Screen<T>", "Presenter"])
    #expect(SVGElements.texts(elements, class: "label").map(\.text) == ["presenter"])
    #expect(SVGElements.texts(elements, class: "label weak-label").map(\.text) == ["view"])
    #expect(SVGElements.texts(elements, class: "legend").count == 2)
    let notes = SVGElements.texts(elements, class: "note")
    #expect(notes.map(\.text) == ["a note", "its second line"])
    #expect((notes[1].number("x") ?? 0) > (notes[0].number("x") ?? 0))
  }
}
