import ArgumentTable
import Foundation

/// `mutants [run|list|summary] [options]`: the command line.
struct MutantsCommand {
  /// The options, declared once: parsing, mistakes and help come from this table.
  static let options = OptionTable(
    command: "mutants",
    options: [
      .value("--kit", "DIR", hint: "the kit's folder", summary: ["the kit's folder (default: the current one)"]),
      .value(
        "--only", "P", hint: "mvc, mvp, mvvm, viper, udf or domain",
        summary: ["one pattern (mvc, mvp, mvvm, viper, udf) or domain"]),
      .flag(
        "--course",
        summary: [
          "the course's exercises (Examples/Course), each with its solution applied, judged by its own tests;",
          "results in Examples/Course/Mutants/ (committed with --record)",
        ]),
      .value("--exercise", "N", hint: "an exercise's number", summary: ["with --course: exercise N only"]),
      .value(
        "--sample", "N", hint: "a count",
        summary: ["N mutants drawn from every candidate by a seeded shuffle (SplitMix64)"]),
      .value("--seed", "S", hint: "a number", summary: ["the sample's seed (default 1)"]),
      .value(
        "--workers", "N", hint: "a count", summary: ["copies of the kit built and tested side by side (default 2)"]),
      .value(
        "--copies", "A,B", hint: "folders, comma-separated",
        summary: [
          "the folders the workers build in, one per worker (default .build-mutants/worker-N);",
          "a folder kept from another proof of the kit makes the first build incremental",
        ]),
      .value(
        "--out", "FILE", hint: "a results file",
        summary: ["where a run writes its results (default .build-mutants/mutants.json, a scratch file)"]),
      .flag(
        "--record",
        summary: [
          "merge the run's records into the committed Tools/Mutants/Results/mutants.json",
          "(Examples/Course/Mutants/mutants.json with --course),",
          "replacing those of the mutants it ran and keeping every other",
        ]),
      .flag("--resume", summary: ["keep FILE's records and run only the mutants it lacks"]),
      .value(
        "--ids", "A,B", hint: "mutant ids, comma-separated",
        summary: ["run only these mutants (any candidate), replacing their records in FILE"]),
      .flag(
        "--survivors",
        summary: ["run again the mutants the committed results record as not caught by own tests"]),
      .value(
        "--check", "FILE", hint: "a results file",
        summary: ["run the sample and compare outcomes with FILE's; exit 1 on any difference"]),
      .flag("--candidates", summary: ["every candidate (the default since the suite's cap went; kept for scripts)"]),
      .flag(
        "--one-build-each",
        summary: [
          "build every mutant on its own; by default a run of \(Self.schemaThreshold) mutants or more first builds",
          "those a run-time switch can hold all together (a schema) and runs only tests for each",
        ]),
      .flag(
        "--readme",
        summary: [
          "summary: write the table of the committed results (or --out FILE) into the README",
          "(the course's README with --course)",
        ]),
    ],
    listsHelp: true)

  static var help: String {
    """
    usage: mutants [run] [options]        plant each mutant in a copy of the kit, build, run its tests
           mutants list [options]         print the candidates (or the sample) without running them
           mutants summary [--readme]     print the results' table; --readme writes it into Tools/Mutants/README.md
           mutants --course [--exercise N] [options]   the same over the course's solved exercises
           mutants summary --course [--readme]         the table per exercise; --readme writes it into
                                                       Examples/Course/README.md

    Run from the kit's root (or give --kit DIR). A run writes to a scratch file unless --record.

    """
      + options.help(indent: 2, width: 18) + "\nOperators:"
      + MutationOperator.allCases.map { "\n  \($0.rawValue): \($0.summary)" }.joined()
  }

  var command = "run"
  var kit = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  /// The kit's patterns, or with `--course` the course's exercises.
  var subject = Subject.kit
  /// `--exercise N`: the course's exercise N alone.
  var exercise: Int?
  var only: String?
  var sample: Int?
  var seed: UInt64 = 1
  var workers = 2
  /// The workers' copies of the kit: `--copies`, else `.build-mutants/worker-N`.
  var copies: [URL]?
  /// The committed results, which `compare` and the docs read; only `--record` writes them.
  static let committedResults = Subject.kit.committedResults
  /// Where a run writes without `--record`: git ignores it.
  static let scratchResults = Subject.kit.scratchResults

  var out: String = Self.scratchResults
  /// Whether `--out` was given.
  var outGiven = false
  var record = false
  var resume = false
  var ids: [String]?
  var survivors = false
  var check: String?
  var readme = false
  var oneBuildEach = false
  /// From how many mutants a run builds a schema first: below it, builds of their own cost less.
  static let schemaThreshold = 20

  init(arguments: [String]) throws {
    let parsed: ParsedArguments
    do {
      parsed = try Self.options.parse(arguments)
    } catch {
      throw MutantsError.usage(error.message)
    }
    if parsed.asksForHelp {
      print(Self.help)
      exit(0)
    }
    var operands = parsed.operands[...]
    if let first = operands.first, ["run", "list", "summary"].contains(first) {
      command = first
      operands = operands.dropFirst()
    }
    if let extra = operands.first {
      throw MutantsError.usage("unknown command '\(OptionTable.printable(extra))' (commands: run, list, summary)")
    }
    if let path = parsed["--kit"] { kit = URL(fileURLWithPath: path) }
    try Self.requireKit(kit)
    if parsed.has("--course") {
      subject = .course
      out = subject.scratchResults
      guard parsed["--only"] == nil else {
        throw MutantsError.usage("--only chooses a pattern of the kit; with --course, --exercise N chooses an exercise")
      }
    }
    if let text = parsed["--exercise"] {
      guard subject == .course else { throw MutantsError.usage("--exercise N is for the course: give --course too") }
      let numbers = try Course.exercises(kit: kit).map(\.number)
      guard let number = Int(text), numbers.contains(number) else {
        throw MutantsError.usage(
          "--exercise takes an exercise's number (\(numbers.first ?? 1)–\(numbers.last ?? 1)), not \(OptionTable.printable(text))"
        )
      }
      exercise = number
    }
    if let pattern = parsed["--only"]?.lowercased() {
      let names = Suite.patterns(kit: kit) + ["Domain"]
      guard let name = names.first(where: { $0.lowercased() == pattern }) else {
        let choices = names.map { $0.lowercased() }.joined(separator: ", ")
        throw MutantsError.usage("--only takes \(choices), not \(OptionTable.printable(pattern))")
      }
      only = name
    }
    if let text = parsed["--sample"] {
      guard let count = Int(text), count > 0 else { throw MutantsError.usage("--sample takes a count") }
      sample = count
    }
    if let text = parsed["--seed"] {
      guard let number = UInt64(text) else { throw MutantsError.usage("--seed takes a number") }
      seed = number
    }
    if let text = parsed["--workers"] {
      guard let count = Int(text), count > 0 else { throw MutantsError.usage("--workers takes a count") }
      workers = count
    }
    if let text = parsed["--copies"] {
      let folders = text.split(separator: ",").map(String.init)
      guard !folders.isEmpty else { throw MutantsError.usage("--copies takes folders, comma-separated") }
      if parsed["--workers"] != nil, workers != folders.count {
        throw MutantsError.usage(
          "--workers \(workers) and --copies with \(folders.count) folders: give one copy per worker")
      }
      copies = folders.map { URL(fileURLWithPath: $0, relativeTo: kit).standardizedFileURL }
      workers = folders.count
    }
    record = parsed.has("--record")
    if let path = parsed["--out"] {
      guard !record else {
        throw MutantsError.usage(
          "--record writes \(subject.committedResults); --out names another file: give one of them")
      }
      out = path
      outGiven = true
    }
    if record { out = subject.committedResults }
    resume = parsed.has("--resume")
    ids = parsed["--ids"].map { $0.split(separator: ",").map(String.init) }
    survivors = parsed.has("--survivors")
    check = parsed["--check"]
    readme = parsed.has("--readme")
    oneBuildEach = parsed.has("--one-build-each")
  }

  /// Refuses a folder that is not the kit's root, before anything is read or written in it.
  ///
  /// - Throws: ``MutantsError/usage(_:)`` naming the folder and what it lacks.
  static func requireKit(_ kit: URL) throws {
    let marks = ["Package.swift", "Sources/Domain/Rules", "Tools/Mutants/Package.swift"]
    let missing = marks.filter { !FileManager.default.fileExists(atPath: kit.appendingPathComponent($0).path) }
    guard missing.isEmpty else {
      throw MutantsError.usage(
        "\(kit.path) is not the ArchDemo kit's root (no \(missing.joined(separator: ", "))): "
          + "run from the kit's root or give --kit DIR")
    }
  }

  private var equivalentsURL: URL { kit.appendingPathComponent(subject.equivalents) }
  private func url(_ path: String) -> URL {
    path.hasPrefix("/") ? URL(fileURLWithPath: path) : kit.appendingPathComponent(path)
  }

  func run() throws -> Int32 {
    switch command {
    case "list": try list()
    case "summary": try summary()
    default: return try runMutants()
    }
    return 0
  }

  /// Every candidate of the subject (the kit's, or the course's), in its fixed order.
  func candidates() throws -> [Mutant] {
    try subject.candidates(kit: kit)
  }

  /// Whether a mutant of `pattern` and `feature` is in the part a run chose: the pattern of
  /// `--only`, the exercise of `--exercise`, or every candidate.
  private static func isChosen(_ pattern: String, feature: String, only: String?, exercise: Int?) -> Bool {
    (only == nil || pattern == only) && (exercise == nil || Course.number(ofSlug: feature) == exercise)
  }

  /// Every candidate, filtered by `--only` (or `--exercise`), less the reviewed equivalents,
  /// sampled by `--sample`.
  ///
  /// A `--check` against an unfinished run (its header counts more candidates than it has
  /// records) samples the candidates it has records of, and says so: a candidate the run has
  /// not reached yet is no difference.
  private func selection() throws -> [Mutant] {
    var mutants = try candidates().filter {
      Self.isChosen($0.pattern, feature: $0.feature, only: only, exercise: exercise)
    }
    let equivalent = Set(try EquivalentMutant.load(equivalentsURL).map(\.id))
    mutants = mutants.filter { !equivalent.contains($0.id) }
    if let check, let committed = try? ResultsFile.load(url(check)), let total = committed.candidates,
      total > committed.records.count
    {
      let recorded = Set(committed.records.map(\.id))
      FileHandle.standardError.write(
        Data(
          ("mutants: \(check) is an unfinished run (\(committed.records.count) of \(total) candidates): "
            + "the sample is drawn from the candidates it has measured\n").utf8))
      mutants = mutants.filter { recorded.contains($0.id) }
    }
    if let sample {
      var generator = SplitMix64(seed: seed)
      mutants = Array(mutants.seededShuffle(&generator).prefix(sample))
    }
    return mutants
  }

  private func list() throws {
    for mutant in try selection() {
      print("\(mutant.id)\t\(mutant.mutationOperator.rawValue)\t\(mutant.before)\t→\t\(mutant.after)")
    }
  }

  private func summary() throws {
    let resultsURL = url(outGiven ? out : subject.committedResults)
    let equivalents = try EquivalentMutant.load(equivalentsURL)
    let table: String
    switch subject {
    case .kit: table = Summary.markdown(try ResultsFile.load(resultsURL), equivalents: equivalents)
    case .course:
      // No run recorded yet: the README says so, and how to make one.
      let results = FileManager.default.fileExists(atPath: resultsURL.path) ? try ResultsFile.load(resultsURL) : nil
      table = CourseSummary.markdown(results, equivalents: equivalents)
    }
    print(table)
    if readme {
      let (path, begin, end) = subject.readme
      let readmeURL = kit.appendingPathComponent(path)
      let text = (try? String(contentsOf: readmeURL, encoding: .utf8)) ?? "# Mutants\n"
      try Summary.replacingBlock(in: text, with: table, begin: begin, end: end)
        .write(to: readmeURL, atomically: true, encoding: .utf8)
    }
  }

  /// The table a run prints at its end.
  private func table(_ results: ResultsFile) throws -> String {
    let equivalents = try EquivalentMutant.load(equivalentsURL)
    switch subject {
    case .kit: return Summary.markdown(results, equivalents: equivalents)
    case .course: return CourseSummary.markdown(results, equivalents: equivalents)
    }
  }

  private func runMutants() throws -> Int32 {
    var mutants = try selection()
    let outURL = url(out)
    let existing = try? ResultsFile.load(outURL)
    if record, existing == nil, FileManager.default.fileExists(atPath: outURL.path) {
      throw MutantsError.failed("cannot read \(outURL.path), so --record would lose its records: restore it first")
    }
    if let ids {
      let wanted = Set(ids)
      mutants = try candidates().filter { wanted.contains($0.id) }
      let missing = wanted.subtracting(mutants.map(\.id))
      guard missing.isEmpty else {
        throw MutantsError.usage("no such candidate: \(missing.sorted().joined(separator: ", "))")
      }
    }
    if survivors {
      guard let committed = try? ResultsFile.load(url(subject.committedResults)) else {
        throw MutantsError.usage("--survivors needs the results in \(subject.committedResults)")
      }
      let surviving = Set(committed.records.filter { $0.compiled && !$0.killedByOwnTests }.map(\.id))
      mutants = mutants.filter { surviving.contains($0.id) }
    }
    if resume, let existing {
      let recorded = Set(existing.records.map(\.id))
      mutants = mutants.filter { !recorded.contains($0.id) }
    }
    if let check { return try checkAgainst(url(check), mutants: mutants) }

    let merge = record || resume || ids != nil || survivors
    let started = Date()
    let empty = ResultsFile(machine: "", date: "", toolchain: "", workers: workers, minutes: 0, records: [])
    let base = merge ? existing ?? empty : empty
    let toolchain = Self.toolchain(kit: kit)
    // Records of mutants that no longer exist (the sources changed) are dropped, within what a
    // whole run (of every candidate, or of one pattern's or exercise's part of them) measured;
    // others' records stay.
    let suiteIDs = Set(try candidates().map(\.id))
    let wholeRun = ids == nil && !survivors && sample == nil
    let (only, exercise) = (only, exercise)
    let scope = RecordScope(
      dropsStale: { wholeRun && Self.isChosen($0.pattern, feature: $0.feature, only: only, exercise: exercise) },
      current: suiteIDs)
    let workers = workers
    let record = record
    // A run of every candidate measures anew; any other adds its minutes to those recorded.
    let minutes = wholeRun && only == nil && exercise == nil && !resume ? 0 : base.minutes
    let header: @Sendable ([MutantRecord]) -> ResultsFile = { records in
      // Recording reads the committed file again at each save, so a record written since stays.
      var file = record ? (try? ResultsFile.load(outURL)) ?? base : base
      file.machine = Machine.describe()
      file.date = Machine.today()
      file.toolchain = toolchain
      // A sitting that adds to recorded results (a rerun of a few ids with one worker, say) does
      // not hide how many workers measured the rest: the header keeps the most any sitting used.
      file.workers = merge ? max(file.workers, workers) : workers
      file.minutes = ((minutes + Date().timeIntervalSince(started) / 60) * 10).rounded() / 10
      file.records = file.recording(records, scope: scope)
      file.candidates = suiteIDs.count
      return file
    }
    FileHandle.standardError.write(Data("mutants: \(mutants.count) mutants, \(workers) workers\n".utf8))
    let usesSchema = !oneBuildEach && mutants.count >= Self.schemaThreshold
    let runner = Runner(kit: kit, roots: roots, mutants: mutants, subject: subject, usesSchema: usesSchema) {
      records in
      try? header(records).save(outURL)
    }
    let records = try runner.run()
    try header(records).save(outURL)
    print(try table(header(records)))
    return 0
  }

  /// The workers' copies of the kit, one per worker.
  var roots: [URL] {
    copies ?? (0..<workers).map { Workspace.defaultRoot(kit: kit, index: $0) }
  }

  /// Runs `mutants` and prints every outcome that differs from `committed`'s.
  private func checkAgainst(_ committed: URL, mutants: [Mutant]) throws -> Int32 {
    let recorded = Dictionary(
      try ResultsFile.load(committed).records.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let started = Date()
    FileHandle.standardError.write(Data("mutants: checking \(mutants.count) mutants against \(committed.path)\n".utf8))
    let records = try Runner(kit: kit, roots: roots, mutants: mutants, subject: subject, checksUnmutated: false) { _ in
    }.run()
    let differences = Self.differences(between: recorded, and: records)
    let minutes = String(format: "%.1f", Date().timeIntervalSince(started) / 60)
    if differences.isEmpty {
      print("mutants: \(records.count) sampled mutants match the committed results (\(minutes) min)")
      return 0
    }
    print("mutants: \(differences.count) of \(records.count) sampled mutants differ from the committed results:")
    for difference in differences { print("  \(difference)") }
    print(
      "Run the mutants again (`swift run --package-path Tools/Mutants mutants\(subject.flag) --record`) and commit the results."
    )
    return 1
  }

  /// Each of `records` whose outcome is not the one `recorded` under its id, or that has no
  /// record there (its line changed since), as `--check` prints it; sorted by id.
  static func differences(between recorded: [String: MutantRecord], and records: [MutantRecord]) -> [String] {
    var differences: [String] = []
    for record in records.sorted(by: { $0.id < $1.id }) {
      guard let before = recorded[record.id] else {
        differences.append("\(record.id): not in the committed results (the source changed: run the mutants again)")
        continue
      }
      if before.outcome != record.outcome {
        differences.append(
          "\(record.id) (\(record.file):\(record.line) `\(record.after)`): committed \(before.outcome), now \(record.outcome)"
            + (record.caughtBy.map { " by \($0)" } ?? ""))
      }
    }
    return differences
  }

  private static func toolchain(kit: URL) -> String {
    let output = (try? runCommand(["swift", "--version"], in: kit, limit: 60).output) ?? ""
    let first = output.split(separator: "\n").first { $0.contains("Swift version") } ?? "Swift"
    return first.components(separatedBy: " (").first.map { $0.replacingOccurrences(of: "Swift version", with: "Swift") }
      ?? "Swift"
  }
}
