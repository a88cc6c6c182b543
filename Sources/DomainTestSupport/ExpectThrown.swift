import Testing

/// The error `body` throws, checked to be an `E` as `#expect(throws:)` checks it; an issue is
/// recorded, and `nil` returned, when it throws nothing or something else.
///
/// `#expect(throws:)` returns the error only from Swift 6.1 on; this serves on Swift 6.0, the
/// kit's floor, too.
///
/// - Parameters:
///   - type: the error type `body` must throw.
///   - sourceLocation: where a failure is reported; leave it to the compiler.
///   - body: the code that must throw; what it would return is not read.
/// - Returns: the error, for the test to read.
package func expectThrown<E: Error, Result>(
  _ type: E.Type, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Result
) -> E? {
  do {
    _ = try body()
    Issue.record("Expected an error of type \(E.self), but nothing was thrown", sourceLocation: sourceLocation)
  } catch let error as E {
    return error
  } catch {
    Issue.record("Expected an error of type \(E.self), but \(error) was thrown", sourceLocation: sourceLocation)
  }
  return nil
}
