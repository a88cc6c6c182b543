import Domain
import DomainLive
import Foundation

/// Generated drivers with distinct names, and the queries the benchmarks ask of them.
///
/// Names are a first name times a last name, from two lists built once from a fixed seed:
/// syllables with accents, some written with combining marks (`e` + U+0301), first names in
/// `Title` case and last names in `UPPER` or `Mixed` case. Driver `k` takes the pair at
/// `k × 7919 mod (1009 × 997)`, so every size is a prefix of the next and mixes every name.
enum Workload {
  static let firstNames = names(count: 1009, seed: 1, syllables: 2...3, style: .title)
  static let lastNames = names(count: 997, seed: 2, syllables: 2...4, style: .upper)
  static let teams = [
    "Red Bull Racing", "Ferrari", "Mercedes", "Alpine", "McLaren", "Alfa Romeo", "Aston Martin", "Haas F1 Team",
    "AlphaTauri", "Williams",
  ]

  /// The first `count` drivers (at most 1,005,973, all names distinct).
  static func drivers(_ count: Int) -> [Driver] {
    precondition(count <= firstNames.count * lastNames.count)
    return (0..<count).map { k in
      let pair = k * 7919 % (firstNames.count * lastNames.count)
      return Driver(
        number: k + 1, firstName: firstNames[pair / lastNames.count], lastName: lastNames[pair % lastNames.count],
        team: teams[k % teams.count])
    }
  }

  /// `drivers.json` for `drivers`, written by hand: a million drivers encode in a blink.
  static func json(_ drivers: [Driver]) -> Data {
    var text = "["
    text.reserveCapacity(drivers.count * 90)
    for (position, driver) in drivers.enumerated() {
      if position > 0 { text += "," }
      text += #"{"number":\#(driver.number),"firstName":"\#(driver.firstName)","lastName":"\#(driver.lastName)","#
      text += #""team":"\#(driver.team)"}"#
    }
    text += "]"
    return Data(text.utf8)
  }

  enum Style { case title, upper }

  private static let syllables = [
    "ma", "ri", "lu", "ca", "se", "ba", "sti", "an", "to", "ni", "el", "la", "jo", "sé", "ré", "mü", "lé", "ño",
    "ça", "ka", "zo", "ve", "de", "gi", "or", "ha", "mil", "ton", "pé", "rez", "ver", "stap", "pen", "al", "on",
    "hül", "ken", "berg", "nor", "ris", "gas", "ly", "sain", "vi", "ce", "no", "ra", "te", "fer", "ná", "dò",
    "ö", "ú", "ê", "ī", "ål", "ðu",
  ]

  /// `count` distinct names of a few syllables each, some accents written as combining marks.
  private static func names(count: Int, seed: UInt64, syllables range: ClosedRange<Int>, style: Style) -> [String] {
    var generator = SplitMix(seed: seed)
    var seen = Set<String>()
    var names: [String] = []
    while names.count < count {
      let parts = (0..<generator.next(in: range)).map { _ in syllables[generator.next(in: 0...syllables.count - 1)] }
      var name = parts.joined()
      if generator.next(in: 0...3) == 0 { name = name.decomposedStringWithCanonicalMapping }
      switch style {
      case .title: name = name.prefix(1).uppercased() + name.dropFirst()
      case .upper:
        name = generator.next(in: 0...4) == 0 ? name.prefix(2).uppercased() + name.dropFirst(2) : name.uppercased()
      }
      if seen.insert(name).inserted { names.append(name) }
    }
    return names
  }
}

/// SplitMix64: the same numbers for the same seed on every machine and toolchain.
struct SplitMix {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func next(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }
}

/// Serves generated `drivers.json` from memory, and the bundled fixtures for anything else.
struct GeneratedDrivers: DataSource {
  /// The document, made once; or `nil` to write it again on every fetch and keep nothing.
  let document: Data?
  let count: Int

  init(count: Int, keepDocument: Bool = true) {
    self.count = count
    self.document = keepDocument ? Workload.json(Workload.drivers(count)) : nil
  }

  func location(of resource: Resource) -> String { "generated \(resource.fileName)" }

  func data(for resource: Resource) async throws(ServiceError) -> Data {
    guard resource == .drivers else { return try await BundledFixtures().data(for: resource) }
    return document ?? Workload.json(Workload.drivers(count))
  }
}
