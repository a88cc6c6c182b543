import Testing
import TextUI

@testable import MVP

/// A weak reference to one object of a feature, named for the failure message.
struct WeakReference {
  let name: String
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.name = String(describing: type(of: object))
    self.object = object
  }
}

/// Finds the objects an MVP feature is made of, starting from the screens of a window.
///
/// Presenters are private to their screens and coordinators private to the window, so they are
/// reached through `Mirror`: a screen's `presenter`, and a presenter's `coordinator`.
@MainActor
enum MVPObjectGraph {
  /// Weak references to every screen in `window`, their presenters and the coordinator, if any.
  ///
  /// - Throws: when a screen has no presenter.
  static func references(in window: Window) throws -> [WeakReference] {
    var references: [WeakReference] = []
    var seen: Set<ObjectIdentifier> = []
    func add(_ object: AnyObject) {
      guard seen.insert(ObjectIdentifier(object)).inserted else { return }
      references.append(WeakReference(object))
    }
    for screen in window.screens {
      add(screen)
      let presenter = try #require(child("presenter", of: screen), "\(type(of: screen)) has no presenter")
      add(presenter)
      if let coordinator = child("coordinator", of: presenter) { add(coordinator) }
    }
    return references
  }

  /// The object stored in the property `label` of `subject`, unwrapping a weak optional.
  private static func child(_ label: String, of subject: Any) -> AnyObject? {
    guard let value = Mirror(reflecting: subject).children.first(where: { $0.label == label })?.value else {
      return nil
    }
    let unwrapped = Mirror(reflecting: value)
    if unwrapped.displayStyle == .optional {
      guard let wrapped = unwrapped.children.first?.value else { return nil }
      return type(of: wrapped) is AnyClass ? wrapped as AnyObject : nil
    }
    return type(of: value) is AnyClass ? value as AnyObject : nil
  }
}
