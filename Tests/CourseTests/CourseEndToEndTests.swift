import DomainTestSupport
import Foundation
import Testing

/// The built binary: `archdemo course` help and mistakes, and one real `check` that builds a
/// tiny course package with `swift test`, fails, and passes once the learner's file is fixed.
@Suite("archdemo course end to end")
struct CourseEndToEndTests {
  @Test(arguments: [["course", "--help"], ["course", "check", "-h"], ["help", "course"], ["course"]])
  func courseHelp_isPrinted(_ arguments: [String]) throws {
    let result = try ArchdemoProcess.run(arguments)

    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("Usage: archdemo course <subcommand> [<n>] [--path DIR]\n"))
    #expect(result.stderr.isEmpty)
  }

  @Test(arguments: [
    (
      ["course", "frob"],
      "unknown course subcommand 'frob' (subcommands: list, check, hint, next, solution, reset, watch)"
    ),
    (["course", "list", "--path", "/no/such/folder"], "--path: /no/such/folder is not a directory"),
    (["course", "list", "--path", "/"], "--path: / holds no course.json; give the course folder"),
  ])
  func courseMistake_exits64WithOneLine(_ arguments: [String], _ message: String) throws {
    let result = try ArchdemoProcess.run(arguments)

    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "archdemo: \(message)\n")
  }

  @Test func realCheck_failsWithTheExpectation_thenPassesOnceFixed() throws {
    // given: a one-exercise course whose test fails as shipped
    let folder = try TemporaryFolder()
    let course = folder.url.path
    try Self.writeTinyCourse(in: folder)

    // when
    let failed = try ArchdemoProcess.run(["course", "--path", course, "check", "1"])
    try Data(Self.solution.utf8).write(to: folder.url.appendingPathComponent("Exercises/01-hello/Greeting.swift"))
    let passed = try ArchdemoProcess.run(["course", "--path", course, "check", "1"])
    let list = try ArchdemoProcess.run(["course", "--path", course, "list"])

    // then
    #expect(failed.status == 1, "\(failed.stdout)\(failed.stderr)")
    #expect(
      failed.stdout.hasSuffix(
        """
        Exercise 1 failed:
          greeting_saysHello() at GreetingTests.swift:5:3
            Expectation failed: (greeting("Ada") → "Hi Ada") == "Hello Ada"
            ↳ a greeting says Hello
        Stuck? 'archdemo course hint 1 --path \(course)' gives hint 1 of 1.

        """))
    #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
    #expect(passed.stdout.hasSuffix("Exercise 1 passed.\nThat was the last one: every exercise is done.\n"))
    #expect(list.stdout == "Exercises (1 of 1 done):\n  1  mvc  done     Say hello\n")
  }

  static let solution = "public func greeting(_ name: String) -> String { \"Hello \\(name)\" }\n"

  /// A course package with no dependencies, one exercise and one failing test beside a passing one.
  static func writeTinyCourse(in folder: TemporaryFolder) throws {
    let files = [
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "TinyCourse",
        targets: [
          .target(name: "E01Hello", path: "Exercises/01-hello"),
          .testTarget(name: "E01HelloTests", dependencies: ["E01Hello"], path: "Tests/01-hello"),
        ]
      )

      """,
      "Exercises/01-hello/Greeting.swift": "public func greeting(_ name: String) -> String { \"Hi \\(name)\" }\n",
      "Solutions/01-hello/Greeting.swift": solution,
      "Tests/01-hello/GreetingTests.swift": """
      import E01Hello
      import Testing

      @Test func greeting_saysHello() {
        #expect(greeting("Ada") == "Hello Ada", "a greeting says Hello")
      }

      @Test func greeting_namesThePerson() {
        #expect(greeting("Ada").hasSuffix("Ada"))
      }

      """,
      "course.json": """
      {"exercises": [{"number": 1, "slug": "01-hello", "title": "Say hello", "pattern": "mvc",
        "teaches": "A first check.", "files": ["Exercises/01-hello/Greeting.swift"], "target": "E01Hello",
        "testTarget": "E01HelloTests", "failingTests": ["greeting_saysHello()"], "hints": ["Say Hello, not Hi."]}]}

      """,
    ]
    for (path, contents) in files {
      let url = folder.url.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
  }
}
