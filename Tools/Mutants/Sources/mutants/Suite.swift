import Foundation

/// One planted bug: where, which operator, the line before and after.
struct Mutant: Codable, Sendable, Equatable {
  /// Stable across runs and unrelated edits: the file, the operator, a hash of the line's
  /// code and which of that line's rewrites by the operator it is.
  let id: String
  /// The path from the kit's root.
  let file: String
  let line: Int
  let mutationOperator: MutationOperator
  let before: String
  let after: String
  /// `MVC`, `MVP`, `MVVM`, `VIPER` or `Domain`; for the course, the exercise's pattern as
  /// `course.json` names it (`mvp`).
  let pattern: String
  /// The feature folder (`drivers`…), `shared` for a pattern's shared code, or Domain's rule file;
  /// for the course, the exercise's slug (`05-mvp-empty-is-error`).
  let feature: String
  /// The test target that judges it when it is not the pattern's (the course's exercise's,
  /// `E05MVPEmptyIsErrorTests`); not written to results, which name the file.
  var testTarget: String? = nil

  /// The test target that is this mutant's own: the pattern's, DomainTests, or the exercise's.
  var ownTestTarget: String { testTarget ?? "\(pattern)Tests" }

  enum CodingKeys: String, CodingKey {
    case id, file, line, before, after, pattern, feature
    case mutationOperator = "operator"
  }
}

/// Which sources are mutated, and every candidate the operators make of them.
///
/// Every rewrite every operator can make is a candidate, and a run measures every candidate:
/// the capped suite of the first runs (at most 5 a pattern × feature) measured the cases it
/// picked, not the tests. A sample (`--sample`) is drawn from every candidate.
enum Suite {
  /// The kit's patterns: each folder `Sources/<P>` that holds its composition root,
  /// `<P>App.swift`, so a pattern added to the kit is mutated without a word here.
  ///
  /// - Parameter kit: the kit's folder.
  /// - Returns: the folder names, sorted, e.g. `MVC`, `MVP`, `MVVM`, `VIPER`.
  static func patterns(kit: URL) -> [String] {
    let sources = kit.appendingPathComponent("Sources")
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    return folders.filter { folder in
      FileManager.default.fileExists(atPath: sources.appendingPathComponent("\(folder)/\(folder)App.swift").path)
    }.sorted()
  }

  static let features = ["Users", "Drivers", "News", "Todos", "Melodies", "Favourites"]

  /// The Swift files mutated, relative to the kit's root, sorted.
  ///
  /// A pattern's `Tracing` folder is left out, as a line naming `Trace` is: its decorators and
  /// formatters report messages at the edges and say nothing about the pattern's behaviour.
  /// A pattern's `Declarative` folder, its second view layer, is mutated like the rest: its
  /// controllers, view states, coordinators, routers and screens are judged by the pattern's
  /// own tests (those of its `Declarative` test folder among them), then by parity, which runs
  /// every scenario through both view layers.
  static func sourceFiles(kit: URL) throws -> [String] {
    var files: [String] = []
    let manager = FileManager.default
    for folder in patterns(kit: kit).map({ "Sources/\($0)" }) + ["Sources/Domain/Rules"] {
      let root = kit.appendingPathComponent(folder)
      guard let enumerator = manager.enumerator(atPath: root.path) else {
        throw MutantsError.usage("no \(folder) under \(kit.path): run from the kit's root or give --kit")
      }
      for case let path as String in enumerator
      where path.hasSuffix(".swift") && !path.hasPrefix("Tracing/") {
        files.append("\(folder)/\(path)")
      }
    }
    return files.sorted()
  }

  /// The text of every Swift file under the kit's `Sources`, where `sibling-case` reads the
  /// enums: a pattern's cases and Domain's alike.
  static func kitSources(kit: URL) throws -> [String] {
    let root = kit.appendingPathComponent("Sources")
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
    var texts: [String] = []
    for case let path as String in enumerator where path.hasSuffix(".swift") {
      texts.append(try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }
    return texts
  }

  /// The pattern and feature (group) a source file belongs to: a feature folder's, in either
  /// view layer (`Sources/MVP/Drivers/…` and `Sources/MVP/Declarative/Drivers/…` are MVP's
  /// drivers), or the pattern's shared code.
  static func group(of file: String) -> (pattern: String, feature: String) {
    let parts = file.split(separator: "/").map(String.init)
    if parts[1] == "Domain" {
      return ("Domain", String(parts.last!.dropLast(".swift".count)))
    }
    let folders = parts.count > 4 && parts[2] == "Declarative" ? Array(parts[3...]) : Array(parts[2...])
    if folders.count > 1, features.contains(folders[0]) {
      return (parts[1], folders[0].lowercased())
    }
    return (parts[1], "shared")
  }

  /// Every candidate in a deterministic order: by file, then line, then rewrite. The kit's
  /// operators only (``MutationOperator/kitOperators``).
  static func candidates(kit: URL) throws -> [Mutant] {
    var all: [Mutant] = []
    let receivers = try RoleTable.load(kit: kit).receiverSuffixes
    let siblings = SiblingCases.table(of: try kitSources(kit: kit))
    for file in try sourceFiles(kit: kit) {
      let text = try String(contentsOf: kit.appendingPathComponent(file), encoding: .utf8)
      let (pattern, feature) = group(of: file)
      all += mutants(
        of: file, text: text, pattern: pattern, feature: feature, receivers: receivers, siblings: siblings,
        operators: MutationOperator.kitOperators)
    }
    return all
  }

  /// Every rewrite `operators` make of the lines of `file` (its path from the kit's root, whose
  /// text is `text`), by line, then rewrite: the kit's candidates and the course's alike.
  static func mutants(
    of file: String, text: String, pattern: String, feature: String, testTarget: String? = nil,
    receivers: [String], siblings: [String: String], operators: Set<MutationOperator>
  ) -> [Mutant] {
    var all: [Mutant] = []
    let lines = text.components(separatedBy: "\n").map(SourceLine.init)
    var seen: [String: Int] = [:]
    for (index, line) in lines.enumerated() {
      let next = lines.indices.contains(index + 1) ? lines[index + 1] : nil
      for mutation in LineMutator.mutations(
        of: line, next: next, receivers: receivers, siblings: siblings, operators: operators)
      {
        // A swap's id hashes both lines: it changes when either does.
        let hashed = mutation.mutationOperator == .swapStatements ? line.code + "\n" + (next?.code ?? "") : line.code
        let key = "\(file):\(mutation.mutationOperator.rawValue):\(fnv1a(hashed))"
        let occurrence = seen[key, default: 0]
        seen[key] = occurrence + 1
        all.append(
          Mutant(
            id: "\(key):\(occurrence)", file: file, line: index + 1, mutationOperator: mutation.mutationOperator,
            before: line.text.trimmingWhitespace(), after: mutation.after.trimmingWhitespace(), pattern: pattern,
            feature: feature, testTarget: testTarget))
      }
    }
    return all
  }

  /// FNV-1a, 32 bits, as eight hex digits: a short hash that is the same on every machine.
  static func fnv1a(_ text: String) -> String {
    var hash: UInt32 = 0x811c_9dc5
    for byte in text.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    return String(format: "%08x", hash)
  }
}

/// SplitMix64: a small seeded generator, so a sample is the same on every machine and toolchain.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension Array {
  /// A Fisher–Yates shuffle driven only by `generator`: the standard library's `shuffled`
  /// may change its algorithm between toolchains, this one does not.
  func seededShuffle(_ generator: inout SplitMix64) -> [Element] {
    var copy = self
    guard copy.count > 1 else { return copy }
    for index in stride(from: copy.count - 1, to: 0, by: -1) {
      let other = Int(generator.next() % UInt64(index + 1))
      copy.swapAt(index, other)
    }
    return copy
  }
}
