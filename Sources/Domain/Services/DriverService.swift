/// Fetches the drivers the `drivers` feature lists and filters.
public protocol DriverService: Sendable {
  func fetchDrivers() async throws(ServiceError) -> [Driver]
}

/// The live driver service: decodes `drivers.json` from a data source on every fetch.
public struct LiveDriverService: DriverService {
  public let source: any DataSource

  public init(source: any DataSource) {
    self.source = source
  }

  public func fetchDrivers() async throws(ServiceError) -> [Driver] {
    try DocumentDecoder.decode([Driver].self, from: try await source.data(for: .drivers))
  }
}
