import TextUI

/// A navigation stack driven by state: the screens on top of the root are the routes of
/// `path`, each shown by `destination`. Appending a route pushes its screen; removing it pops
/// it; `back` on a pushed screen removes its route and those after it.
///
/// The host pushes and pops in the window's layout pass, after the path changed: no object
/// tells the window to navigate. So `--trace` names this file as the sender of the window's
/// `push` and `pop`.
package struct NavigationStack<Route: Hashable>: PrimitiveView {
  let path: Binding<[Route]>
  let root: ViewGroup
  let destination: @MainActor (Route) -> ViewGroup

  /// Creates a stack.
  ///
  /// - Parameters:
  ///   - path: the routes pushed over the root, in order.
  ///   - root: the root view.
  ///   - destination: the view a route shows.
  package init(
    path: Binding<[Route]>, @ViewBuilder root: () -> ViewGroup,
    @ViewBuilder destination: @escaping @MainActor (Route) -> ViewGroup
  ) {
    self.path = path
    self.root = root()
    self.destination = destination
  }

  package func draw(in context: DrawContext) {
    root.render(in: context)
    let path = path
    for (depth, route) in path.wrappedValue.enumerated() {
      let back: @MainActor () -> Void = { path.wrappedValue = Array(path.wrappedValue.prefix(depth)) }
      context.destinations.append(.init(id: AnyHashable(route), view: destination(route), isModal: false, back: back))
    }
  }
}

extension HostingScreen {
  /// Makes the window show the destinations the last draw asked for over this screen: those
  /// that stay are drawn again from their new views, those gone are popped or dismissed, top
  /// first, and new ones are pushed or presented.
  ///
  /// - Parameter wanted: the destinations, bottom first.
  func navigate(to wanted: [DrawContext.Destination]) {
    guard let window else { return }
    var kept = 0
    while kept < min(destinations.count, wanted.count), destinations[kept].id == wanted[kept].id,
      destinations[kept].isModal == wanted[kept].isModal
    {
      destinations[kept].host.show(wanted[kept].view, back: wanted[kept].back)
      kept += 1
    }
    for gone in destinations[kept...].reversed() {
      if gone.isModal { window.dismiss() } else { window.pop() }
    }
    destinations.removeSubrange(kept...)
    for destination in wanted[kept...] {
      let host = HostingScreen(destination.view, in: window, back: destination.back)
      destinations.append((destination.id, destination.isModal, host))
      if destination.isModal { window.present(host) } else { window.push(host) }
    }
  }
}
