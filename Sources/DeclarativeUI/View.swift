// DeclarativeUI — the kit's stand-in for SwiftUI, drawn with TextUI's widgets.
//
// A view is a value whose `body` is built from the state it reads: text, stacks, a form, a
// search field bound to text, a lazy list, an alert, navigation driven by a path, a sheet, and
// `.task` for work tied to the view's presence. A `HostingScreen` shows a view in TextUI's
// window and draws its body again when, and only when, something the body read has changed
// (Observation): no object tells a view to update. Like TextUI, it knows no pattern and no
// feature; each pattern's `Declarative` folder shows how its practitioners write SwiftUI.

/// A piece of a screen, described as a value: the text-mode SwiftUI `View`.
///
/// A view's ``body`` reads the state it shows (an `@Observable` object's properties, a store's
/// state) and builds other views from it. The hosting screen evaluates the body under
/// observation tracking, so a change to anything the body read draws it again.
@MainActor
package protocol View {
  /// The kind of view the body builds.
  associatedtype Body: View
  /// What this view shows, built from the state it reads.
  @ViewBuilder var body: Body { get }
  /// Draws this view into `context`: a primitive draws itself, any other view its body.
  ///
  /// A requirement with two defaults, one for views and one for primitives, so a draw picks
  /// the right one without casting each view it meets at run time.
  ///
  /// - Parameter context: what the host is collecting for the current draw.
  func render(in context: DrawContext)
}

/// The body of a primitive view, which nothing asks for: no value of `Never` exists.
extension Never: View {
  package var body: Never {
    return fatalError("no value of Never exists")
  }
}

/// A view that draws itself into a ``DrawContext`` rather than through a body: the layer's
/// building blocks (``Text``, ``VStack``, ``List``, …).
@MainActor
package protocol PrimitiveView: View where Body == Never {
  /// Adds what this view shows and handles to `context`.
  ///
  /// - Parameter context: what the host is collecting for the current draw.
  func draw(in context: DrawContext)
}

extension PrimitiveView {
  /// A primitive view has no body; the host draws it with ``draw(in:)`` instead.
  package var body: Never {
    return fatalError("\(Self.self) is a primitive view: the host draws it and never asks for its body")
  }

  /// Draws this primitive into `context`: its ``draw(in:)``.
  ///
  /// - Parameter context: what the host is collecting for the current draw.
  package func render(in context: DrawContext) {
    draw(in: context)
  }
}

extension View {
  /// Draws this view's body into `context`.
  ///
  /// - Parameter context: what the host is collecting for the current draw.
  package func render(in context: DrawContext) {
    body.render(in: context)
  }
}

/// Builds a view's body from statements: each view in order, `if`, `if let`, `switch` and `for`.
@resultBuilder
@MainActor
package enum ViewBuilder {
  package static func buildExpression(_ view: some View) -> [any View] { [view] }
  package static func buildBlock(_ parts: [any View]...) -> [any View] { parts.flatMap { $0 } }
  package static func buildOptional(_ part: [any View]?) -> [any View] { part ?? [] }
  package static func buildEither(first part: [any View]) -> [any View] { part }
  package static func buildEither(second part: [any View]) -> [any View] { part }
  package static func buildArray(_ parts: [[any View]]) -> [any View] { parts.flatMap { $0 } }
  package static func buildFinalResult(_ parts: [any View]) -> ViewGroup { ViewGroup(parts) }
}

/// Views one after the other, as a `@ViewBuilder` body lists them; each lays out as its own
/// block in whatever stack holds the group.
package struct ViewGroup: PrimitiveView {
  let parts: [any View]

  init(_ parts: [any View]) {
    self.parts = parts
  }

  package func draw(in context: DrawContext) {
    for part in parts { part.render(in: context) }
  }
}

/// A view that shows nothing.
package struct EmptyView: PrimitiveView {
  package init() {}

  package func draw(in context: DrawContext) {}
}
