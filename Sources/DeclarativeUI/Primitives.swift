import TextUI

/// A line of text, e.g. an empty list's message or a paragraph; the window wraps it at words.
package struct Text: PrimitiveView {
  let text: String

  /// Creates a text.
  ///
  /// - Parameter text: what it says.
  package init(_ text: String) {
    self.text = text
  }

  package func draw(in context: DrawContext) {
    let line = text
    context.add { [line] }
  }
}

/// Views one under the other, a blank line between those that show anything: how every screen of
/// the kit lays out its parts.
package struct VStack: PrimitiveView {
  let content: ViewGroup

  /// Creates a stack.
  ///
  /// - Parameter content: the views, top first.
  package init(@ViewBuilder content: () -> ViewGroup) {
    self.content = content()
  }

  package func draw(in context: DrawContext) {
    let blocks = context.blocks(of: content)
    context.add { Layout.stack(blocks.map { $0() }) }
  }
}

/// The spinner a screen shows while its work runs.
package struct ProgressView: PrimitiveView {
  package init() {}

  package func draw(in context: DrawContext) {
    context.add { LoadingIndicator.lines }
  }
}

/// A one-line notice across the screen, e.g. that the data is offline.
package struct Notice: PrimitiveView {
  let text: String

  /// Creates a notice.
  ///
  /// - Parameter text: the notice.
  package init(_ text: String) {
    self.text = text
  }

  package func draw(in context: DrawContext) {
    let lines = Banner(text).lines
    context.add { lines }
  }
}

/// A label and its value: one field of a ``Form``, or a line of its own outside one.
package struct LabeledContent: PrimitiveView {
  let label: String
  let value: String

  /// Creates a labelled value.
  ///
  /// - Parameters:
  ///   - label: the label, e.g. `Due`.
  ///   - value: the value beside it.
  package init(_ label: String, value: String) {
    self.label = label
    self.value = value
  }

  package func draw(in context: DrawContext) {
    if context.fields != nil {
      context.fields?.append((label, value))
    } else {
      let lines = LabeledFields([(label, value)]).lines
      context.add { lines }
    }
  }
}

/// The command that types into a ``TextField``, as the user writes it: `search`, `name` or `due`.
package enum TextCommand: Sendable {
  case search, name, due

  @MainActor
  func action(_ handler: @escaping @MainActor (String) -> Void) -> ScreenAction {
    switch self {
    case .search: .search(handler)
    case .name: .name(handler)
    case .due: .due(handler)
    }
  }
}

/// A field the user types into, bound to text: typing writes the binding.
package struct TextField: PrimitiveView {
  let label: String
  let text: Binding<String>
  let command: TextCommand

  /// Creates a text field.
  ///
  /// - Parameters:
  ///   - label: the field's label, e.g. `Name`.
  ///   - text: the text it shows and writes.
  ///   - command: the command that types into it, e.g. `.name` for `name <text>`.
  package init(_ label: String, text: Binding<String>, command: TextCommand) {
    self.label = label
    self.text = text
    self.command = command
  }

  package func draw(in context: DrawContext) {
    LabeledContent(label, value: text.wrappedValue).draw(in: context)
    let text = text
    context.add(command.action { text.wrappedValue = $0 })
  }
}

/// The line under a form saying why it was not saved; nothing when there is no problem.
package struct ProblemText: PrimitiveView {
  let problem: String?

  /// Creates the line.
  ///
  /// - Parameter problem: why the form was not saved, or `nil`.
  package init(_ problem: String?) {
    self.problem = problem
  }

  package func draw(in context: DrawContext) {
    let lines = ProblemLine(problem).lines
    context.add { lines }
  }
}

/// Labelled fields in a column, then anything else the form holds: an edit form or a detail page.
package struct Form: PrimitiveView {
  let content: ViewGroup

  /// Creates a form.
  ///
  /// - Parameter content: its fields (``TextField``, ``LabeledContent``) and other views.
  package init(@ViewBuilder content: () -> ViewGroup) {
    self.content = content()
  }

  package func draw(in context: DrawContext) {
    let outer = context.fields
    context.fields = []
    let blocks = context.blocks(of: content)
    let fields = LabeledFields(context.fields ?? []).lines
    context.fields = outer
    context.add { Layout.stack([fields] + blocks.map { $0() }) }
  }
}

/// The command a ``Button`` answers to, as the user writes it.
package enum ButtonCommand: Sendable {
  case refresh, add, save, cancel, star, offline, online, clear, back

  @MainActor
  func action(_ handler: @escaping @MainActor () -> Void) -> ScreenAction {
    switch self {
    case .refresh: .refresh(handler)
    case .add: .add(handler)
    case .save: .save(handler)
    case .cancel: .cancel(handler)
    case .star: .star(handler)
    case .offline: .offline(handler)
    case .online: .online(handler)
    case .clear: .clear(handler)
    case .back: .back(handler)
    }
  }
}

/// A button in the navigation bar or a toolbar: the frame does not draw it, the user taps it by
/// its command (`save`, `add`, …).
package struct Button: PrimitiveView {
  let command: ButtonCommand
  let action: @MainActor () -> Void

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - command: the command that taps it.
  ///   - action: what a tap does.
  package init(_ command: ButtonCommand, action: @escaping @MainActor () -> Void) {
    self.command = command
    self.action = action
  }

  package func draw(in context: DrawContext) {
    context.add(command.action(action))
  }
}
