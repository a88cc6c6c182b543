import ArchDemoKit
import Testing

/// What a new user trips on: spaces-only searches, and help that fits the screen they are on.
@Suite("archdemo first steps")
@MainActor
struct FirstStepsTests {
  @Test func searchWithOnlySpacesInAScript_showsEveryDriver() async {
    let console = RecordingConsole()

    let status = await ArchDemoProgram.main(
      ["run", "--pattern", "mvp", "drivers", "--script", "search perez; search    "], console: console)

    #expect(status == 0)
    #expect(console.errors.isEmpty)
    #expect(console.output.components(separatedBy: "┌─ Drivers").last?.contains("Lewis HAMILTON") == true)
  }

  @Test func searchWithOnlySpacesOnStandardInput_showsTheHeadlines() async {
    let console = RecordingConsole(input: ["search swift", "search   "])

    let status = await ArchDemoProgram.main(["run", "--pattern", "mvp", "news"], console: console)

    #expect(status == 0)
    #expect(console.errors.isEmpty)
    #expect(console.output.components(separatedBy: "┌─").last?.contains("Formula 1 season") == true)
  }

  @Test func unknownActionOnStandardInput_listsTheActionsOfTheCurrentScreen() async {
    let console = RecordingConsole(input: ["add", "fly"])

    _ = await ArchDemoProgram.main(["run", "--pattern", "mvp", "todos", "--today", "2026-11-18"], console: console)

    #expect(
      console.errors == "archdemo: unknown action 'fly' (actions: name <text>, due <date>, save, cancel, help, quit)\n")
  }
}
