import Foundation

/// The kit's table of roles, as the kit writes it to `Tools/Mutants/roles.json` from
/// `Sources/Tracing/Role.swift`: the tool reads the table instead of keeping a copy.
struct RoleTable: Decodable {
  struct Entry: Decodable {
    var role: String
    var fileEndings: [String]
    var receivers: [String]
  }

  var roles: [Entry]

  /// The endings of a receiver's name that make a call on it cross a role boundary, lowercased:
  /// `view`, `presenter`, `output`, `viewmodel`, …
  var receiverSuffixes: [String] { roles.flatMap(\.receivers).map { $0.lowercased() } }

  /// Reads the table the kit committed.
  ///
  /// - Parameter kit: the kit's folder.
  /// - Returns: the table.
  /// - Throws: when the file is missing or not the table.
  static func load(kit: URL) throws -> RoleTable {
    let url = kit.appendingPathComponent("Tools/Mutants/roles.json")
    do {
      return try JSONDecoder().decode(RoleTable.self, from: Data(contentsOf: url))
    } catch {
      throw MutantsError.usage("cannot read the kit's role table at \(url.path): \(error)")
    }
  }
}
