import ArgumentTable
import Testing

/// One table gives a command's parsing, its mistakes and its help.
@Suite("OptionTable")
struct OptionTableTests {
  static let table = OptionTable(
    command: "run",
    options: [
      .value("--store", "FILE", hint: "a JSON file", summary: ["keep them in a JSON file"]),
      .flag(
        "--trace", summary: ["print every message"],
        attached: (value: "locations", summary: ["the same, with lines"], help: ["as --trace,", "with lines"])),
      .value("--pattern", "<p>", listedInHelp: false),
    ])

  static func mistake(_ arguments: [String], in table: OptionTable = table) -> String? {
    do {
      _ = try table.parse(arguments)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func valuesFlagsAndOperands_areReadInAnyOrder() throws {
    let parsed = try Self.table.parse(["users", "--store=a.json", "--trace", "--pattern", "mvp", "extra"])

    #expect(parsed["--store"] == "a.json")
    #expect(parsed["--pattern"] == "mvp")
    #expect(parsed.has("--trace") && parsed["--trace"] == "")
    #expect(parsed.operands == ["users", "extra"])
    #expect(!parsed.asksForHelp)
  }

  @Test func aValueThatLooksLikeHelp_isAValue_butHelpWhereAnOptionStands_asksForHelp() throws {
    #expect(try Self.table.parse(["--store", "-h"])["--store"] == "-h")
    #expect(try Self.table.parse(["users", "-h", "--bogus"]).asksForHelp)
  }

  @Test(arguments: [
    (["--bogus"], "unknown option '--bogus' for run (options: --store, --trace, --pattern)"),
    (["--bogus=1"], "unknown option '--bogus' for run (options: --store, --trace, --pattern)"),
    (["--store"], "--store needs a value (a JSON file)"),
    (["--pattern"], "--pattern needs a value"),
    (["--store", "a", "--store=b"], "--store is given twice"),
    (["--trace", "--trace"], "--trace is given twice"),
    (["--trace=lines"], "--trace takes no value but one: --trace=locations, got '--trace=lines'"),
    (["--trace=\u{1B}[2J"], "--trace takes no value but one: --trace=locations, got '--trace=?[2J'"),
  ])
  func eachMistake_isNamedInOneLine(arguments: [String], message: String) {
    #expect(Self.mistake(arguments) == message)
  }

  @Test func attachedValue_isReadAsTheFlagsValue() throws {
    #expect(try Self.table.parse(["--trace=locations"])["--trace"] == "locations")
  }

  @Test func flagWithNoAttachedValue_takesNone() {
    let table = OptionTable(command: "compare", options: [.flag("--changes", summary: [])], listsHelp: true)

    #expect(Self.mistake(["--changes=yes"], in: table) == "--changes takes no value")
    #expect(Self.mistake(["--x"], in: table) == "unknown option '--x' for compare (options: --changes, --help)")
  }

  @Test func wordsTheCommandCallsOperands_areNotOptions() throws {
    let table = OptionTable(command: "course", options: [], isOperand: { Int($0) != nil })

    #expect(try table.parse(["check", "-3"]).operands == ["check", "-3"])
  }

  @Test func help_alignsEveryLabel_andListsTheAttachedForm() {
    let expected = """
        --store FILE    keep them in a JSON file
        --trace         print every message
        --trace=locations
                        as --trace,
                        with lines

      """
    #expect(Self.table.help(indent: 2, width: 16) == expected)
  }

  @Test func summary_bracketsEachLabel_andSkipsOptionsWithoutOne() {
    let expected = """
          [--store FILE]        keep them in a JSON file
          [--trace]             print every message
          [--trace=locations]   the same, with lines

      """
    #expect(Self.table.summary(indent: 4, width: 22) == expected)
  }
}
