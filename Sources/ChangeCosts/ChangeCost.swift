// ChangeCosts — what each change request in `Examples/Changes` cost each pattern, read from its
// patches (`UnifiedDiff`): files, roles, source and test lines apart, code lines (`CodeLines`)
// beside every line, generated files apart, the shared part as a column of its own, and the
// reading that orders the patterns on each measure (`ChangeCostReading`). `archdemo compare
// --changes` prints it in every `ReportFormat`.
import Comparison
import Foundation
import Harness

/// Lines a patch adds and removes.
package struct LineCount: Hashable, Sendable, Codable {
  package var added = 0
  package var removed = 0

  /// Added and removed together: what a reader of the diff reads.
  package var total: Int { added + removed }

  package init(added: Int = 0, removed: Int = 0) {
    self.added = added
    self.removed = removed
  }

  static func + (left: LineCount, right: LineCount) -> LineCount {
    LineCount(added: left.added + right.added, removed: left.removed + right.removed)
  }
}

/// What one patch costs, counted like with like: source and test lines apart, code lines
/// (no blank, comment or trace lines) beside the raw diff, the files `Scripts/record` writes
/// apart, tests added as tests rather than cost.
package struct PatchCost: Hashable, Sendable, Codable {
  /// Every file the patch touches, as paths in the kit.
  package var files: [String] = []
  /// How many of them are Swift under `Sources/`.
  package var sourceFiles = 0
  /// How many of them are hand-written files under `Tests/`.
  package var testFiles = 0
  /// How many of them are generated: see ``isGenerated(_:)``.
  package var generatedFiles = 0
  /// The roles of its source files, named from file names as `compare` does, in
  /// ``SourceStructure/roleOrder``, each with the number of its files touched.
  package var roles: [String: Int] = [:]
  /// The lines it adds, every file counted.
  package var linesAdded = 0
  /// The lines it removes, every file counted.
  package var linesRemoved = 0
  /// The lines of its Swift sources under `Sources/`.
  package var sourceLines = LineCount()
  /// Of those, the code lines: no blank, comment or `Trace` lines.
  package var codeLines = LineCount()
  /// The lines of its hand-written tests.
  package var testLines = LineCount()
  /// The lines of its generated files.
  package var generatedLines = LineCount()
  /// The lines of everything else: documentation, the README.
  package var otherLines = LineCount()
  /// The `@Test` attributes it adds, less those it removes.
  package var testsAdded = 0

  /// Every line of the patch, as `git diff --numstat` counts them.
  package var allLines: LineCount { LineCount(added: linesAdded, removed: linesRemoved) }

  /// The roles touched, in table order.
  package var rolesInOrder: [String] {
    SourceStructure.roleOrder.filter { roles[$0] != nil }
      + roles.keys.filter { !SourceStructure.roleOrder.contains($0) }.sorted()
  }

  /// A patch that touches nothing.
  package init() {}

  /// Measures `diff`; `root` is the kit's folder the patch applies to, where a changed file's
  /// whole text is read to tell a view class from a view protocol.
  package init(_ diff: UnifiedDiff, root: URL?) {
    for file in diff.files {
      files.append(file.path)
      let lines = LineCount(added: file.added.count, removed: file.removed.count)
      linesAdded += lines.added
      linesRemoved += lines.removed
      if Self.isGenerated(file.path) {
        generatedFiles += 1
        generatedLines = generatedLines + lines
        continue
      }
      if file.path.hasPrefix("Tests/") {
        testFiles += 1
        testLines = testLines + lines
        testsAdded += file.added.count(where: Self.isTestAttribute) - file.removed.count(where: Self.isTestAttribute)
        continue
      }
      guard file.path.hasPrefix("Sources/"), file.path.hasSuffix(".swift") else {
        otherLines = otherLines + lines
        continue
      }
      sourceFiles += 1
      sourceLines = sourceLines + lines
      codeLines = codeLines + CodeLines.count(in: file.hunks)
      let url = root?.appendingPathComponent(file.oldPath ?? file.path)
      let text =
        file.isNew
        ? file.added.joined(separator: "\n") : (url.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? "")
      let components = file.path.split(separator: "/")
      let role = SourceStructure.role(
        ofFile: String(components.last ?? ""), folder: components.dropLast().last.map(String.init) ?? "", text: text)
      roles[role, default: 0] += 1
    }
  }

  /// Whether `Scripts/record` writes the file at `path` from the kit's output: the parity
  /// transcripts and trace snapshots, the command line's golden files, the mutation tool's role
  /// table, the docs' diagrams.
  package static func isGenerated(_ path: String) -> Bool {
    let folders = ["Tests/ParityTests/Transcripts/", "Tests/ParityTests/Traces/", "Tests/ArchDemoTests/Expected/"]
    return folders.contains { path.hasPrefix($0) } || path == "Tools/Mutants/roles.json"
      || (path.hasPrefix("Docs/") && path.hasSuffix(".svg"))
  }

  /// Whether a line carries `@Test`.
  static func isTestAttribute(_ line: String) -> Bool {
    line.range(of: #"^\s*@Test\b"#, options: .regularExpression) != nil
  }
}

/// One change request of `Examples/Changes`: what the user asked, and what each pattern's
/// patch and the patch the four share cost.
package struct ChangeCost: Sendable, Codable, Equatable {
  /// The change's folder, e.g. `01-sort-drivers-by-team`.
  package var change: String
  /// The request's title: the first heading of its `REQUEST.md`.
  package var title: String
  /// What the patterns share (Domain, scenarios, transcripts); `nil` when nothing is.
  package var shared: PatchCost?
  /// Per pattern (`mvc`, …): its own patch, tests included.
  package var patterns: [String: PatchCost]
  /// Sentences made from those figures.
  package var reading: [String] = []

  /// The patch of one pattern.
  package subscript(pattern: Pattern) -> PatchCost { patterns[pattern.rawValue] ?? PatchCost() }
}

/// `archdemo compare --changes`: the cost of every change request in `Examples/Changes`, and a
/// reading across them.
package struct ChangeCostReport: Sendable, Codable, Equatable {
  /// Why the change requests cannot be read.
  package enum ReadError: Error, Hashable, Sendable {
    /// No `Examples/Changes` folder at the kit's root (or no kit at all).
    case noChanges(String)
    /// A change folder misses a file, or a patch is not a unified diff.
    case malformed(String)
  }

  /// One entry per change folder, in the folders' order.
  package var changes: [ChangeCost]
  /// Sentences across the changes.
  package var summary: [String]

  /// The folder the change requests are kept in, under the kit's root.
  package static let folder = "Examples/Changes"

  /// Reads every change request under `root/Examples/Changes`.
  ///
  /// - Parameter root: the kit's package folder, or `nil` when the binary does not run from it.
  /// - Returns: the figures and their reading.
  /// - Throws: ``ReadError`` naming the folder or file that is missing or malformed.
  package static func scan(root: URL?) throws(ReadError) -> ChangeCostReport {
    guard let root else {
      throw .noChanges("compare --changes reads \(folder) from the kit's sources, which are not beside this binary")
    }
    let base = root.appendingPathComponent(folder)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: base.path) else {
      throw .noChanges("no \(folder) folder in \(root.path)")
    }
    var changes: [ChangeCost] = []
    for name in names.sorted() {
      var isFolder: ObjCBool = false
      let changeFolder = base.appendingPathComponent(name)
      guard FileManager.default.fileExists(atPath: changeFolder.path, isDirectory: &isFolder), isFolder.boolValue else {
        continue
      }
      changes.append(try read(changeFolder, root: root))
    }
    guard !changes.isEmpty else { throw .noChanges("\(folder) holds no change requests") }
    return ChangeCostReport(changes: changes, summary: ChangeCostReading.summary(of: changes))
  }

  /// Reads one change folder: its request's title and its patches.
  static func read(_ folder: URL, root: URL) throws(ReadError) -> ChangeCost {
    let name = folder.lastPathComponent
    let shown = "\(Self.folder)/\(name)"
    guard let request = try? String(contentsOf: folder.appendingPathComponent("REQUEST.md"), encoding: .utf8) else {
      throw .malformed("\(shown) has no REQUEST.md")
    }
    let title =
      request.textLines.first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) } ?? name
    func patch(_ file: String) throws(ReadError) -> PatchCost? {
      let url = folder.appendingPathComponent(file)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
      do {
        return PatchCost(try UnifiedDiff(parsing: text), root: root)
      } catch {
        throw .malformed("\(shown)/\(file) is not a unified diff: \(error)")
      }
    }
    var patterns: [String: PatchCost] = [:]
    for pattern in Pattern.allCases {
      guard let cost = try patch("\(pattern.rawValue).patch") else {
        throw .malformed("\(shown) has no \(pattern.rawValue).patch")
      }
      patterns[pattern.rawValue] = cost
    }
    var change = ChangeCost(change: name, title: title, shared: try patch("shared.patch"), patterns: patterns)
    change.reading = ChangeCostReading.sentences(for: change)
    return change
  }
}

extension ChangeCostReport.ReadError {
  /// The message `archdemo` prints.
  package var message: String {
    switch self {
    case .noChanges(let text), .malformed(let text): text
    }
  }
}
