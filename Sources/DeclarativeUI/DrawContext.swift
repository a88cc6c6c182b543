import TextUI

/// What one draw of a view collects, for the host to show: the blocks of lines, the actions the
/// user can take, the title, the work tied to the view's presence and the screens its navigation
/// state asks for.
///
/// The host makes a new context for every draw; a view adds to it in the order its body lists
/// what it shows, so the order of the actions (the order `help` lists them) is the body's.
@MainActor
package final class DrawContext {
  /// A screen the view's navigation state puts on top of it: a pushed destination or a sheet.
  struct Destination {
    /// What tells this destination from another at the same place: the route or the item.
    let id: AnyHashable
    /// The view the destination shows.
    let view: any View
    /// Whether it is presented modally (a sheet) rather than pushed.
    let isModal: Bool
    /// What `back` does on the destination: it pops the path to where it was.
    let back: (@MainActor () -> Void)?
  }

  /// The blocks of the container being drawn, each drawn when the frame is: a list's lines
  /// depend on where it is scrolled to, which changes without a draw.
  var blocks: [@MainActor () -> [String]] = []
  /// The labelled fields of the form being drawn, or `nil` outside a form.
  var fields: [(label: String, value: String)]?
  /// What the user can do, in the order the body lists it.
  package internal(set) var actions: [ScreenAction] = []
  /// The title the view names with `navigationTitle(_:)`.
  package internal(set) var title: String?
  /// The work the view ties to its presence with `task(_:)`.
  var tasks: [@MainActor @Sendable () async -> Void] = []
  /// What the view does when the screen appears, with `onAppear(perform:)`.
  var appearances: [@MainActor () -> Void] = []
  /// The screens pushed over this one by a navigation path, in order, then any sheet.
  var destinations: [Destination] = []
  /// The table a ``List`` shows its rows in: the host's, so where it is scrolled to stays.
  let table: TableView
  /// The rows a lazy ``List`` asks for, kept alive while they are the table's data source.
  var rowSource: (any TableDataSource)?

  init(table: TableView) {
    self.table = table
  }

  /// Adds a block of lines that is drawn when the frame is.
  func add(_ block: @escaping @MainActor () -> [String]) {
    blocks.append(block)
  }

  /// Draws `content` as a container of its own, and returns its blocks instead of adding them.
  func blocks(of content: some View) -> [@MainActor () -> [String]] {
    collect { content.render(in: self) }
  }

  /// Runs `draw`, and returns the blocks it adds instead of adding them.
  func collect(_ draw: () -> Void) -> [@MainActor () -> [String]] {
    let outer = blocks
    blocks = []
    draw()
    defer { blocks = outer }
    return blocks
  }

  /// Adds an action the user can take here.
  func add(_ action: ScreenAction) {
    actions.append(action)
  }
}
