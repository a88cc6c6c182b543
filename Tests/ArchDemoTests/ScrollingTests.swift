import Foundation
import Harness
import Testing

@testable import ArchDemoKit

/// `--rows` and the scrolling actions, as a learner types them.
@Suite("archdemo run: lists longer than the view")
struct ScrollingTests {
  @Test func rows_showThatManyRowsAndWhereTheViewIs() throws {
    let result = try ArchdemoProcess.run(["run", "--pattern", "mvc", "drivers", "--rows", "4", "--script", "next page"])

    #expect(result.status == 0)
    #expect(result.stdout.contains("│ rows 1–4 of 20\n"))
    #expect(result.stdout.contains("│  5. Lewis HAMILTON   #44 · Mercedes\n│  6. Lance STROLL"))
    #expect(result.stdout.contains("│ rows 5–8 of 20\n"))
    #expect(!result.stdout.contains(" 9. "))
  }

  @Test func scrollingActions_areReadWholeInAnyCase() throws {
    let result = try ArchdemoProcess.run(
      ["run", "--pattern", "viper", "drivers", "--rows", "5", "--script", "Next Page; BOTTOM; previous  page; Up"])

    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    for position in ["rows 6–10 of 20", "rows 16–20 of 20", "rows 11–15 of 20", "rows 10–14 of 20"] {
      #expect(result.stdout.contains(position), "\(position)")
    }
  }

  @Test func help_listsTheScrollingActionsOnlyWhenTheListIsLongerThanTheView() throws {
    let long = try ArchdemoProcess.run(["run", "--pattern", "mvvm", "drivers", "--rows", "5"], input: "help\n")
    let fits = try ArchdemoProcess.run(["run", "--pattern", "mvvm", "drivers"], input: "help\n")

    #expect(
      long.stdout.contains(
        "Actions on the Drivers screen: search <text>, clear, refresh, down, up, next page, previous page, top, "
          + "bottom, help, quit"))
    #expect(fits.stdout.contains("Actions on the Drivers screen: search <text>, clear, refresh, help, quit"))
  }

  @Test func scrollingAListThatFits_isRefusedNamingTheActionsThatApply() throws {
    let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", "users", "--script", "down; refresh"])

    #expect(result.status == 0)
    #expect(result.stderr == "archdemo: 'down' does not apply to the Users screen (actions here: refresh)\n")
  }

  @Test func select_namesARowOfTheWholeList_evenOutOfView() throws {
    let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", "news", "--rows", "2", "--script", "select 6"])

    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("rows 1–2 of 6"))
    #expect(result.stdout.contains("┌─ Article"))
  }

  @Test(arguments: ["0", "-3", "many", "10001", ""])
  func rowsOutsideOneToTenThousand_areAUsageMistake(_ value: String) throws {
    let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", "users", "--rows", value])

    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("--rows"))
  }

  @Test(arguments: [(40, 30), (15, 5), (12, 5), (3, 5)])
  func onATerminal_theListTakesWhatTheFrameLeaves(lines: Int, rows: Int) {
    #expect(ArchDemoProgram.rowsInView(onTerminalOf: lines) == rows)
  }

  /// Standard output a terminal of 15 lines: 5 rows in view, with no `--rows`.
  @Test func onATerminal_theViewFitsItsHeight() throws {
    let script = """
      import fcntl, os, pty, struct, sys, termios
      pid, fd = pty.fork()
      if pid == 0:
          os.execv(sys.argv[1], sys.argv[1:])
      fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 15, 80, 0, 0))
      out = b""
      while True:
          try:
              chunk = os.read(fd, 65536)
          except OSError:
              break
          if not chunk:
              break
          out += chunk
      os.waitpid(pid, 0)
      sys.stdout.write(out.decode("utf-8", "replace"))
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c", script, ArchdemoProcess.executable.path, "run", "--pattern", "mvc", "drivers", "--script",
      "bottom",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    #expect(process.terminationStatus == 0)
    #expect(text.contains("rows 1–5 of 20"), "\(text)")
    #expect(text.contains("rows 16–20 of 20"), "\(text)")
  }
}

/// `--columns` fits every frame to a width: lines are cut or wrapped, never wider.
@Suite("archdemo --columns")
struct ColumnsTests {
  @Test(arguments: [20, 40, 64])
  func everyLineFitsTheColumns(_ columns: Int) throws {
    // when the news detail, the widest screen of the bundled fixtures, is drawn narrow
    let result = try ArchdemoProcess.run([
      "run", "--pattern", "mvvm", "news", "--columns", String(columns), "--script", "select 1; back; search swift",
    ])

    // then
    #expect(result.status == 0)
    for line in result.stdout.split(separator: "\n") {
      #expect(line.count <= columns, "\(line)")
    }
    #expect(result.stdout.contains("…"))
  }

  @Test func withoutColumns_aPipeGetsTheDefaultWidth_andTheFixturesPrintWhole() throws {
    let narrow = try ArchdemoProcess.run(["run", "--pattern", "mvp", "news", "--script", "select 2"])
    let wide = try ArchdemoProcess.run(["run", "--pattern", "mvp", "news", "--columns", "1000", "--script", "select 2"])
    #expect(narrow.stdout == wide.stdout)
  }
}
