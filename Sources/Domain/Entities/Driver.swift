/// A Formula 1 driver: car number, name and team.
///
/// Names are written the way the timing screens write them: `First LAST`.
public struct Driver: Codable, Hashable, Sendable {
  /// The car number, e.g. `44`.
  public var number: Int
  /// The first name, e.g. `Lewis`.
  public var firstName: String
  /// The last name in capitals, e.g. `HAMILTON`.
  public var lastName: String
  /// The team, e.g. `Mercedes`.
  public var team: String

  /// Creates a driver.
  ///
  /// - Parameters:
  ///   - number: the car number.
  ///   - firstName: the first name.
  ///   - lastName: the last name, in capitals as the timing screens write it.
  ///   - team: the team.
  public init(number: Int, firstName: String, lastName: String, team: String) {
    self.number = number
    self.firstName = firstName
    self.lastName = lastName
    self.team = team
  }

  /// The name the search matches and the list shows: `First LAST`.
  public var fullName: String { "\(firstName) \(lastName)" }
}
