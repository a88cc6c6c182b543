import Foundation

/// A person in the user list.
///
/// The `users` feature shows each user as a full name and an age.
public struct User: Codable, Hashable, Sendable {
  /// The first name, e.g. `Iyad`.
  package var firstName: String
  /// The last name, e.g. `Agha`.
  package var lastName: String
  /// The age in years; never negative in decoded data.
  public var age: Int

  /// Creates a user.
  ///
  /// - Parameters:
  ///   - firstName: the first name.
  ///   - lastName: the last name.
  ///   - age: the age in years.
  package init(firstName: String, lastName: String, age: Int) {
    self.firstName = firstName
    self.lastName = lastName
    self.age = age
  }

  /// What the user list says when the source has no users.
  public static let emptyListMessage = "No users"

  /// The name as the list shows it: `First Last`.
  public var fullName: String { "\(firstName) \(lastName)" }

  private enum CodingKeys: String, CodingKey { case firstName, lastName, age }

  /// Decodes a user; a negative age is malformed data, not a user.
  ///
  /// - Parameter decoder: the decoder to read from.
  /// - Throws: `DecodingError` for a missing or mistyped field, or a negative age (the message
  ///   then says the value `must not be negative`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    firstName = try container.decode(String.self, forKey: .firstName)
    lastName = try container.decode(String.self, forKey: .lastName)
    age = try container.decodeWholeNumber(forKey: .age)
    guard age >= 0 else {
      throw DecodingError.dataCorruptedError(forKey: .age, in: container, debugDescription: "must not be negative")
    }
  }
}
