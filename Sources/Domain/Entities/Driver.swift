/// A Formula 1 driver: car number, name and team.
///
/// Names are written the way the timing screens write them: `First LAST`.
public struct Driver: Codable, Hashable, Sendable {
  public var number: Int
  public var firstName: String
  public var lastName: String
  public var team: String

  public init(number: Int, firstName: String, lastName: String, team: String) {
    self.number = number
    self.firstName = firstName
    self.lastName = lastName
    self.team = team
  }

  /// The name the search matches and the list shows: `First LAST`.
  public var fullName: String { "\(firstName) \(lastName)" }
}
