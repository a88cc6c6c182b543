import TextUI

/// A view with something added: the layer's modifiers, each a small primitive around its content.
///
/// A class, so that each modifier in a chain holds the one before by reference: a chain of
/// struct modifiers copies everything it wraps once per modifier, on every draw.
package final class Modified<Content: View>: PrimitiveView {
  let content: Content
  let modify: @MainActor (DrawContext, _ drawContent: () -> Void) -> Void

  init(content: Content, modify: @escaping @MainActor (DrawContext, _ drawContent: () -> Void) -> Void) {
    self.content = content
    self.modify = modify
  }

  package func draw(in context: DrawContext) {
    modify(context) { content.render(in: context) }
  }
}

extension View {
  /// Names the screen: the title of its frame.
  ///
  /// - Parameter title: the title, e.g. `Drivers`.
  /// - Returns: the view, titled.
  package func navigationTitle(_ title: String) -> Modified<Self> {
    Modified(content: self) { context, drawContent in
      context.title = title
      drawContent()
    }
  }

  /// Puts a search field bound to `text` above the view: typing (`search <text>`) writes the
  /// binding, and its clear button (`clear`) writes an empty text.
  ///
  /// - Parameter text: the query the field shows and writes.
  /// - Returns: the view under a search field.
  package func searchable(text: Binding<String>) -> Modified<Self> {
    Modified(content: self) { context, drawContent in
      let lines = SearchField(text: text.wrappedValue).lines
      context.add { lines }
      context.add(.search { text.wrappedValue = $0 })
      context.add(.clear { text.wrappedValue = "" })
      drawContent()
    }
  }

  /// Lets the user pull to refresh (`refresh`).
  ///
  /// - Parameter action: what a refresh does; work that takes time runs in a task its owner
  ///   keeps.
  /// - Returns: the view, refreshable.
  package func refreshable(action: @escaping @MainActor () -> Void) -> Modified<Self> {
    Modified(content: self) { context, drawContent in
      drawContent()
      context.add(.refresh(action))
    }
  }

  /// Adds buttons to the navigation bar; the frame does not draw them.
  ///
  /// - Parameter items: the buttons, in order.
  /// - Returns: the view with its toolbar.
  package func toolbar(@ViewBuilder _ items: () -> ViewGroup) -> Modified<Self> {
    let items = items()
    return Modified(content: self) { context, drawContent in
      drawContent()
      items.render(in: context)
    }
  }

  /// Shows `overlay` in place of the view when it shows anything, e.g. a spinner over a list
  /// that is loading; the view's actions stay, and its list shows no rows meanwhile.
  ///
  /// - Parameter overlay: what covers the view; nothing covers it when it draws nothing.
  /// - Returns: the view, overlaid.
  package func overlay(@ViewBuilder _ overlay: () -> ViewGroup) -> Modified<Self> {
    let overlay = overlay()
    return Modified(content: self) { context, drawContent in
      let covered = context.collect(drawContent)
      let covering = context.blocks(of: overlay)
      if covering.isEmpty {
        context.blocks += covered
      } else {
        context.table.showNothing()
        context.blocks += covering
      }
    }
  }

  /// Shows an alert in place of the view while `isPresented` holds, as the kit's screens show
  /// one: the view's actions stay, and its list shows no rows meanwhile.
  ///
  /// - Parameters:
  ///   - title: the alert's title, e.g. `Error`.
  ///   - message: the sentence under it.
  ///   - isPresented: whether the alert shows.
  /// - Returns: the view, with its alert.
  package func alert(_ title: String, message: String, isPresented: Bool) -> Modified<Self> {
    Modified(content: self) { context, drawContent in
      let covered = context.collect(drawContent)
      guard isPresented else {
        context.blocks += covered
        return
      }
      context.table.showNothing()
      let lines = Alert(title: title, message: message).lines
      context.add { lines }
    }
  }

  /// Runs `action` when the screen appears, and cancels it when the screen goes: work tied to
  /// the view's presence, as SwiftUI's `.task`.
  ///
  /// The window counts the task as work in flight, as it counts every task a screen starts: an
  /// action settles when the task has finished (or waits for a held answer). Work that runs for
  /// the screen's whole life, such as a loop over a stream, keeps every action from settling
  /// until the screen goes; the kit's screens start their work in the role that keeps it
  /// (`onAppear(perform:)`).
  ///
  /// - Parameter action: the work, e.g. a first load.
  /// - Returns: the view, with its task.
  package func task(_ action: @escaping @MainActor @Sendable () async -> Void) -> Modified<Self> {
    Modified(content: self) { context, drawContent in
      context.tasks.append(action)
      drawContent()
    }
  }

  /// Runs `action` once when the screen appears, as SwiftUI's `.onAppear`: for a view whose
  /// model starts and keeps its own work, e.g. a view model's `viewDidLoad()`.
  ///
  /// - Parameter action: what appearing does.
  /// - Returns: the view, with its appearance handler.
  package func onAppear(perform action: @escaping @MainActor () -> Void) -> Modified<Self> {
    Modified(content: self) { context, drawContent in
      context.appearances.append(action)
      drawContent()
    }
  }

  /// Presents `content` modally while `item` holds a value, and dismisses it when it is `nil`.
  ///
  /// - Parameters:
  ///   - item: what the sheet shows; setting it to `nil` dismisses it.
  ///   - content: the sheet's view for an item.
  /// - Returns: the view, with its sheet.
  package func sheet<Item: Hashable>(
    item: Binding<Item?>, @ViewBuilder content: @escaping @MainActor (Item) -> ViewGroup
  ) -> Modified<Self> {
    Modified(content: self) { context, drawContent in
      drawContent()
      guard let shown = item.wrappedValue else { return }
      context.destinations.append(.init(id: AnyHashable(shown), view: content(shown), isModal: true, back: nil))
    }
  }
}
