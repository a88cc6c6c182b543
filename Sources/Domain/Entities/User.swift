/// A person in the user list.
///
/// The `users` feature shows each user as a full name and an age.
public struct User: Codable, Hashable, Sendable {
  public var firstName: String
  public var lastName: String
  public var age: Int

  public init(firstName: String, lastName: String, age: Int) {
    self.firstName = firstName
    self.lastName = lastName
    self.age = age
  }

  /// The name as the list shows it: `First Last`.
  public var fullName: String { "\(firstName) \(lastName)" }
}
