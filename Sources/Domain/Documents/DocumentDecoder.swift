import Foundation

/// Decodes a resource's JSON document and describes what went wrong when it cannot.
///
/// The services, and the command line's check of a fixture before a run, decode through it, so
/// a malformed document is described the same way everywhere: `missing key age in [2]`,
/// `bad value at [0].age (must not be negative)`, `not valid JSON`.
package enum DocumentDecoder {
  /// Decodes `data` as `T`.
  ///
  /// - Parameters:
  ///   - type: the type to decode, e.g. `[User].self`.
  ///   - data: the document's bytes.
  /// - Returns: the decoded value.
  /// - Throws: ``ServiceError/decoding(_:)`` naming the field or place that was malformed.
  package static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(ServiceError)
    -> T
  {
    do {
      return try JSONDecoder().decode(T.self, from: data)
    } catch let error as DecodingError {
      throw .decoding(describe(error))
    } catch {
      throw .decoding("not valid JSON")
    }
  }

  package static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
      return keys.isEmpty ? "the document" : keys.joined(separator: ".")
    }
    switch error {
    case .typeMismatch(_, let context): return "wrong type at \(path(context))"
    case .valueNotFound(_, let context): return "missing value at \(path(context))"
    case .keyNotFound(let key, let context):
      let place = context.codingPath.isEmpty ? "" : " in \(path(context))"
      return "missing key \(key.stringValue)\(place)"
    case .dataCorrupted(let context):
      guard !context.codingPath.isEmpty else { return "not valid JSON" }
      let rule = context.debugDescription.hasPrefix("must") ? " (\(context.debugDescription))" : ""
      return "bad value at \(path(context))\(rule)"
    @unknown default: return "not valid JSON"
    }
  }
}
