/// A way to read and write a value owned elsewhere: the text-mode SwiftUI `Binding`.
///
/// A search field bound to a view model's text reads it to draw and writes it when the user
/// types; whatever the setter does (set a property, call an input, send an action) is the
/// owner's choice.
@MainActor
package struct Binding<Value> {
  private let get: @MainActor () -> Value
  private let set: @MainActor (Value) -> Void

  /// Creates a binding from a getter and a setter.
  ///
  /// - Parameters:
  ///   - get: reads the value; read while a body is drawn, so it is observed.
  ///   - set: writes a new value.
  package init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// The value now; setting it calls the binding's setter.
  package var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// A binding that always reads `value` and ignores writes, e.g. for a preview or a test.
  ///
  /// - Parameter value: the value it reads.
  /// - Returns: the binding.
  package static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }
}
