/// The object a type keeps in its stored property `label`, read with `Mirror`: how a test reaches
/// what a pattern keeps private, e.g. a screen's presenter or a view model's weak coordinator.
///
/// - Parameters:
///   - label: the property's name, e.g. `"coordinator"`.
///   - subject: the value or object that declares it.
/// - Returns: the object, unwrapped from a weak or optional property; `nil` when there is no such
///   property, it holds `nil`, or it holds no object.
package func storedObject(_ label: String, of subject: Any) -> AnyObject? {
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
