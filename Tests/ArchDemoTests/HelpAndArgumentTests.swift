import ArchDemoKit
import Domain
import Testing

/// `--help` after any command, `--version`, and arguments that do not belong.
@Suite("archdemo help and arguments")
struct HelpAndArgumentTests {
  @Test(arguments: [
    (["list", "--help"], "Usage: archdemo list"), (["compare", "-h"], "Usage: archdemo compare"),
    (["compare", "drivers", "--help"], "Usage: archdemo compare"), (["run", "--help"], "Usage: archdemo run"),
    (["run", "--pattern", "mvp", "users", "--help"], "Usage: archdemo run"), (["help", "run"], "Usage: archdemo run"),
    (["--version"], "archdemo 1.0.0"),
  ])
  func helpAfterACommand_printsThatCommandsHelp(_ arguments: [String], _ start: String) throws {
    let result = try ArchdemoProcess.run(arguments)

    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix(start))
    #expect(result.stderr.isEmpty)
  }

  @Test func dashHAsTheScript_isAScriptWithAnUnknownAction() throws {
    let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", "drivers", "--script", "-h"])

    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("archdemo: in --script: unknown action '-h'"))
  }

  @Test(arguments: [
    (["--help", "extra"], "'--help' takes at most a command, got 'extra'"),
    (["--version", "x"], "'--version' takes no arguments"),
    (["compare", "drivers", "--trace"], "unknown option '--trace' for compare (options: --format, --changes, --help)"),
    (["compare", "--format", "yaml"], "unknown format 'yaml' (formats: text, markdown, json)"),
    (["compare", "--format"], "--format needs a value"),
    (["list", "--verbose"], "unknown option '--verbose' for list"),
    (["--bogus"], "unknown option '--bogus'"),
  ])
  func argumentThatDoesNotBelong_isAUsageMistakeNamingIt(_ arguments: [String], _ mentions: String) throws {
    let result = try ArchdemoProcess.run(arguments)

    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(mentions))
  }

  @Test func compareFormat_isParsedIntoTheInvocation() throws {
    #expect(try ArgumentParser.parse(["compare", "drivers", "--format", "json"]) == .compare(.drivers, format: .json))
    #expect(try ArgumentParser.parse(["compare", "--format=markdown"]) == .compare(nil, format: .markdown))
    #expect(try ArgumentParser.parse(["compare"]) == .compare(nil, format: .text))
  }
}
