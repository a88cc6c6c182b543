/// A weak reference a test keeps to see an object freed, written as a local that reads like
/// the object: `@Weak var view = window.topScreen as? UsersView`, then `#expect(view == nil)`.
///
/// Swift 6.0, the kit's floor, has no `weak let` (SE-0481 came later), and from Swift 6.2 on a
/// local `weak var` that is never assigned again draws a warning; a wrapped local is neither.
/// `Object` is a class or a class-bound protocol (`any FavouritesViewModelType`), which a
/// generic constraint cannot say for an existential: the object is kept as `AnyObject`.
@propertyWrapper
package struct Weak<Object> {
  private weak var object: AnyObject?

  /// A weak reference to `wrappedValue`.
  package init(wrappedValue: Object?) {
    object = wrappedValue.map { $0 as AnyObject }
  }

  /// The object, until nothing else holds it.
  package var wrappedValue: Object? {
    get {
      // Unwrapped first: `nil as? AnyObject` would box the nil itself into an object.
      guard let object else { return nil }
      return object as? Object
    }
    set { object = newValue.map { $0 as AnyObject } }
  }
}
