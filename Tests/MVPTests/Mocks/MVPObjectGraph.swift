import DomainTestSupport
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
      let presenter = try #require(storedObject("presenter", of: screen), "\(type(of: screen)) has no presenter")
      add(presenter)
      if let coordinator = storedObject("coordinator", of: presenter) { add(coordinator) }
    }
    return references
  }

  /// Drops the last reference to `window` without closing it, and expects it and `references`
  /// freed: no cycle runs through the window.
  ///
  /// - Parameters:
  ///   - references: the feature's objects, gathered while the window was open.
  ///   - count: how many there should be.
  ///   - window: the only strong reference to the window; it is set to `nil`.
  static func expectReleased(_ references: [WeakReference], count: Int, whenDropping window: inout Window?) throws {
    try #require(references.count == count, "found \(references.map(\.name))")
    try #require(references.allSatisfy { $0.object != nil })
    @Weak var dropped = window

    // when
    window = nil

    // then
    #expect(dropped == nil)
    #expect(references.filter { $0.object != nil }.map(\.name) == [])
  }

  /// Runs `action`, closing `window` as the next request begins, and returns the names of the
  /// screens, presenters and coordinator still alive just after the close: those a request's
  /// task would keep alive if it held its presenter strongly.
  ///
  /// - Throws: when the action made no request.
  static func namesLeft(
    in window: Window, closingAsTheNextRequestBegins midRequest: MidRequest, during action: () async throws -> Void
  ) async throws -> [String] {
    var left: [String]?
    midRequest.next = { [window] in
      let gathered = try? Self.references(in: window)
      window.close()
      left = gathered?.filter { $0.object != nil }.map(\.name)
    }
    try await action()
    return try #require(left, "the action made no request")
  }
}
