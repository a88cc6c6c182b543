import Foundation

/// A header field a request carries, e.g. an API key: a name that is an RFC 9110 token and a
/// value of visible ASCII and spaces, so no value can end the header line or start another.
package struct HTTPHeader: Hashable, Sendable {
  /// The field's name, e.g. `X-Api-Key`.
  package let name: String
  /// The field's value.
  package let value: String

  /// A header field, or `nil` when `name` is not a token or `value` holds anything but visible
  /// ASCII (U+0021–U+007E) and inner spaces: a line break, a control character, non-ASCII text.
  ///
  /// - Parameters:
  ///   - name: the field's name.
  ///   - value: the field's value.
  package init?(name: String, value: String) {
    let tokenPunctuation = Set("!#$%&'*+-.^_`|~".utf8)
    guard !name.isEmpty,
      name.utf8.allSatisfy({
        (0x30...0x39 ~= $0) || (0x41...0x5A ~= $0) || (0x61...0x7A ~= $0) || tokenPunctuation.contains($0)
      }),
      value.utf8.allSatisfy({ 0x20...0x7E ~= $0 }), value.first != " ", value.last != " "
    else { return nil }
    self.name = name
    self.value = value
  }
}
