/// Fetches the drivers the `drivers` feature lists and filters.
public protocol DriverService: Sendable {
  /// Every driver, in the order the list shows them.
  ///
  /// - Returns: the drivers; none is an answer (the empty state), not an error.
  /// - Throws: ``ServiceError`` when the drivers cannot be fetched or read.
  func fetchDrivers() async throws(ServiceError) -> [Driver]
}
