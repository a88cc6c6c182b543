import Foundation

/// Building a ``Schema`` in a worker's copy, and measuring a switched mutant with test runs alone.
extension Workspace {
  /// Writes the schema of `mutants` into the copy and builds it, leaving out each mutant whose
  /// switch the compiler refuses, then puts the kit's sources back (the build stays): the tests
  /// that read the sources read the kit's, at the lines the traces name.
  ///
  /// - Returns: the schema that compiled; its ``Schema/unswitched`` are for builds of their own.
  func buildSchema(of mutants: [Mutant], log: (String) -> Void) throws -> Schema {
    // The switches refused before in this copy, so a run started again skips those rounds.
    let refusedFile = root.appendingPathComponent(".build/refused-switches.txt")
    var leftOut = Set(
      ((try? String(contentsOf: refusedFile, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init))
    var written: Set<String> = []
    var schema = Schema()
    defer { try? restore(written) }
    // Each mutated file is read once, not once a round.
    var texts: [String: String] = [:]
    for file in Set(mutants.map(\.file)) {
      texts[file] = try String(contentsOf: kit.appendingPathComponent(file), encoding: .utf8)
    }
    // Each round that fails refuses at least one switch, so the rounds end.
    for attempt in 1... {
      schema = Schema.make(mutants, leftOut: leftOut) { file in texts[file] ?? "" }
      guard !schema.switched.isEmpty else { return schema }
      try restore(written.subtracting(schema.files.keys))
      for (file, text) in schema.files {
        try text.write(to: root.appendingPathComponent(file), atomically: false, encoding: .utf8)
      }
      written = Set(schema.files.keys)
      for folder in schema.moduleFolders {
        let file = "\(folder)/\(Schema.switchFile)"
        try Schema.switchSource.write(to: root.appendingPathComponent(file), atomically: false, encoding: .utf8)
        written.insert(file)
      }
      log("building \(schema.switched.count) mutants behind switches (attempt \(attempt))")
      let build = try build()
      if build.status == 0 { return schema }
      let errors = Self.compilerErrors(in: build.output, root: root)
      // The errors on a switch's line go first: an error elsewhere is often their echo (a file
      // that no longer parses hides its declarations from every other file of the module).
      var refused = errors.flatMap { schema.mutants(in: $0.0, near: $0.1) }
      if refused.isEmpty {
        for (file, line) in errors {
          // An error away from every switch: the switches of the innermost block around it, or
          // when no block holds one, every switch of that file.
          let enclosing = schema.mutants(in: file, enclosing: line)
          refused += enclosing.isEmpty ? schema.switched.values.filter { $0.file == file } : enclosing
        }
      }
      try? (build.output + "\n").write(
        to: root.appendingPathComponent(".build/schema-attempt-\(attempt).log"), atomically: true, encoding: .utf8)
      guard !refused.isEmpty else {
        log("the schema does not build for a reason no switch explains; every mutant gets a build of its own")
        return Schema(unswitched: mutants)
      }
      leftOut.formUnion(refused.map(\.id))
      try? leftOut.sorted().joined(separator: "\n").write(to: refusedFile, atomically: true, encoding: .utf8)
      log("\(Set(refused.map(\.id)).count) switches refused by the compiler; building again without them")
    }
    return schema
  }

  /// Puts the kit's version of `files` back in the copy; a file the kit lacks (the switch) goes.
  private func restore(_ files: Set<String>) throws {
    let manager = FileManager.default
    for file in files {
      let target = root.appendingPathComponent(file)
      let source = kit.appendingPathComponent(file)
      if manager.fileExists(atPath: source.path) {
        try String(contentsOf: source, encoding: .utf8).write(to: target, atomically: false, encoding: .utf8)
      } else {
        try? manager.removeItem(at: target)
      }
    }
  }

  /// The `file:line` of each `error:` the compiler printed in `output`, the file relative to `root`.
  static func compilerErrors(in output: String, root: URL) -> [(String, Int)] {
    let prefix = root.standardizedFileURL.path + "/"
    var found: [(String, Int)] = []
    for line in output.split(separator: "\n") where line.contains(": error:") {
      let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
      guard parts.count >= 3, let number = Int(parts[1]) else { continue }
      var path = String(parts[0])
      if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
      found.append((path, number))
    }
    return found
  }

  /// Measures a mutant the built schema holds behind switch `number`: its own tests, then the
  /// parity suite if they let it through. No build: the schema's is shared by every worker.
  func measureSwitched(_ mutant: Mutant, number: Int) throws -> MutantRecord {
    try testBuilt(mutant, started: Date(), switchNumber: number)
  }
}
