/// A value a view binds to: each listener is called with the value at once, then on every change.
///
/// The box keeps its listeners — and so whatever they capture — as long as it lives.
@MainActor
final class Box<Value> {
  var value: Value {
    didSet {
      for listener in listeners { listener(value) }
    }
  }
  private var listeners: [@MainActor (Value) -> Void] = []

  init(_ value: Value) {
    self.value = value
  }

  /// Calls `listener` with the value now and after every change.
  func bind(_ listener: @escaping @MainActor (Value) -> Void) {
    listeners.append(listener)
    listener(value)
  }
}
