extension KeyedDecodingContainer {
  /// Decodes a whole number; a number with a fraction (`1.5`) is malformed data whose message
  /// says the value `must be a whole number`, where the decoder alone would call the whole
  /// document "not valid JSON".
  ///
  /// - Throws: `DecodingError` for a missing or mistyped field, or a fraction.
  package func decodeWholeNumber(forKey key: Key) throws -> Int {
    do {
      return try decode(Int.self, forKey: key)
    } catch {
      guard (try? decode(Double.self, forKey: key)) != nil else { throw error }
      throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "must be a whole number")
    }
  }

  /// Like ``decodeWholeNumber(forKey:)``, for a field that may be missing or `null`.
  package func decodeWholeNumberIfPresent(forKey key: Key) throws -> Int? {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    return try decodeWholeNumber(forKey: key)
  }
}
