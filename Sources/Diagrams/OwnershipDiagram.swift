/// Who holds whom: objects as boxes in rows, strong references as solid arrows and weak ones
/// dashed, with a legend.
///
/// The docs draw each pattern's todos feature with it. Boxes stand on a grid: `row` counts
/// from the top, `column` from the left (fractions allowed, to stagger boxes), and every box has
/// the width of the widest; references are straight arrows from one box's border to the
/// other's, two opposite references between one pair drawn side by side, each labelled with the
/// property that holds it. ``svg()`` is a pure function of the diagram.
package struct OwnershipDiagram: Hashable, Sendable {
  /// An object: its type's name and the role it plays.
  package struct Box: Hashable, Sendable {
    /// Names the box in references; the type's name unless two boxes share a type.
    package var id: String
    /// The type's name, e.g. `TodoListPresenter`.
    package var name: String
    /// The role, as `--trace` names it where it has one (`Presenter`), which also colours the box.
    package var role: String
    package var row: Double
    package var column: Double

    package init(_ name: String, role: String, row: Double, column: Double, id: String? = nil) {
      self.id = id ?? name
      self.name = name
      self.role = role
      self.row = row
      self.column = column
    }
  }

  /// A reference from one object to another through one of its properties.
  package struct Reference: Hashable, Sendable {
    package var from: String
    package var to: String
    /// The property (or capture) that holds the reference, e.g. `presenter`.
    package var property: String
    package var isWeak: Bool

    package init(_ from: String, to: String, property: String, weak isWeak: Bool = false) {
      self.from = from
      self.to = to
      self.property = property
      self.isWeak = isWeak
    }
  }

  package var title: String
  package var boxes: [Box]
  package var references: [Reference]
  /// Lines under the legend, e.g. who owns the box at the top.
  package var notes: [String]

  package init(title: String, boxes: [Box], references: [Reference], notes: [String] = []) {
    self.title = title
    self.boxes = boxes
    self.references = references
    self.notes = notes
  }

  /// The diagram as a standalone SVG document.
  package func svg() -> String {
    OwnershipLayout(diagram: self).draw()
  }
}
