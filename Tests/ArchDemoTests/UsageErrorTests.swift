import Testing

/// Usage mistakes: exit 64, one line on standard error naming the valid choices, nothing run.
@Suite("archdemo usage mistakes")
struct UsageErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var mentions: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases = [
    Case(arguments: ["frob"], mentions: "commands: run, compare, list, explore, course, tutorial, help"),
    Case(arguments: ["compare", "cars"], mentions: "features: users, drivers, news, todos, melodies"),
    Case(arguments: ["compare", "users", "news"], mentions: "compare takes at most one feature"),
    Case(arguments: ["list", "extra"], mentions: "'list' takes no arguments"),
    Case(arguments: ["run", "users"], mentions: "patterns: mvc, mvp, mvvm, viper, udf"),
    Case(arguments: ["run", "--pattern", "mvx", "users"], mentions: "patterns: mvc, mvp, mvvm, viper, udf"),
    Case(arguments: ["run", "--pattern", "mvp"], mentions: "features: users, drivers, news, todos, melodies"),
    Case(arguments: ["run", "--pattern", "mvp", "cars"], mentions: "features: users, drivers, news, todos, melodies"),
    Case(arguments: ["run", "--pattern", "mvp", "users", "drivers"], mentions: "run takes one feature"),
    Case(arguments: ["run", "--pattern", "mvp", "users", "--verbose"], mentions: "options: --pattern, --script"),
    Case(arguments: ["run", "--pattern", "mvp", "users", "--script"], mentions: "--script needs a value"),
    Case(
      arguments: ["run", "--pattern", "mvp", "users", "--script", "refresh; fly"], mentions: "unknown action 'fly'"),
    Case(arguments: ["run", "--pattern", "mvp", "news", "--script", "select two"], mentions: "select <n>"),
    Case(arguments: ["run", "--pattern", "mvp", "drivers", "--script", "search"], mentions: "search <text>"),
    Case(
      arguments: ["run", "--pattern", "mvp", "users", "--fault", "fire"], mentions: "faults: network, decode, empty"),
    Case(arguments: ["run", "--pattern", "mvp", "todos", "--today", "2026-02-30"], mentions: "YYYY-MM-DD"),
    Case(arguments: ["run", "--pattern", "mvp", "users", "--today", "2026-02-03"], mentions: "todos only"),
    Case(arguments: ["run", "--pattern", "mvp", "users", "--data", "/no/such/folder"], mentions: "not a directory"),
    Case(
      arguments: ["run", "--pattern", "mvp", "todos", "--store", "/no/such/folder/todos.json"],
      mentions: "does not exist"),
    Case(arguments: ["run", "--pattern", "mvp", "users", "--pattern", "mvc"], mentions: "--pattern is given twice"),
    Case(arguments: ["run", "--pattern", "mvp", "users", "--rows", "0"], mentions: "from 1 to 10000"),
    Case(arguments: ["run", "--pattern", "mvp", "users", "--columns", "19"], mentions: "from 20 to 1000 columns"),
    Case(arguments: ["run", "--pattern", "mvp", "users", "--columns", "wide"], mentions: "'wide'"),
    Case(
      arguments: ["run", "--pattern", "mvp", "users", "--script", "next pages"], mentions: "unknown action 'next'"),
  ]

  @Test(arguments: cases)
  func usageMistake_exits64WithOneLine(_ testCase: Case) throws {
    // when
    let result = try ArchdemoProcess.run(testCase.arguments)

    // then
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("archdemo: "))
    #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    #expect(result.stderr.contains(testCase.mentions))
  }
}
