import Foundation
import Testing

@testable import Tracing

/// The kit's one table of roles: every pattern file has exactly one, and the mutation tool's
/// copy of the table (`Tools/Mutants/roles.json`) is this one.
///
/// After a deliberate change to ``Role``, `ARCHDEMO_RECORD_ROLES=1 swift test --filter RoleTests`
/// writes the tool's copy again; read the diff.
@Suite("The role table")
struct RoleTests {
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let patterns = ["MVC", "MVP", "MVVM", "VIPER", "UDF"]

  /// Every Swift file under `Sources/<pattern>`, as a path from the package's root.
  static func patternFiles() throws -> [String] {
    var files: [String] = []
    for pattern in patterns {
      let folder = package.appendingPathComponent("Sources/\(pattern)")
      let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
      for case let path as String in enumerator where path.hasSuffix(".swift") {
        files.append("Sources/\(pattern)/\(path)")
      }
    }
    return files.sorted()
  }

  @Test func everyPatternFile_hasExactlyOneRole() throws {
    // given
    let files = try Self.patternFiles()
    #expect(files.count > 100)

    for file in files {
      // when
      let text = try String(contentsOf: Self.package.appendingPathComponent(file), encoding: .utf8)
      let roles = Role.candidates(ofFile: file, text: text)

      // then
      #expect(roles.count == 1, "\(file) has the roles \(roles.map(\.rawValue).sorted()): name it for one")
    }
  }

  @Test(arguments: [
    ("Sources/MVC/News/NewsListViewController.swift", "final class X {}", Role.controller),
    ("Sources/MVC/Todos/AddTodoViewControllerDelegate.swift", "protocol X {}", .contracts),
    ("Sources/MVC/Todos/AddTodoTextView.swift", "final class X {}", .view),
    ("Sources/MVC/TextView+Trace.swift", "extension String {}", .view),
    ("Sources/MVP/Drivers/DriversViewInterface.swift", "protocol DriversViewInterface {}", .contracts),
    ("Sources/MVVM/Drivers/DriversView.swift", "final class DriversView {}", .view),
    ("Sources/MVP/Todos/TodosViewInterfaces.swift", "protocol TodoListViewInterface {}", .contracts),
    ("Sources/MVVM/Drivers/DriversViewModelType.swift", "protocol X {}", .contracts),
    ("Sources/MVVM/Drivers/DriversViewModel.swift", "final class X {}", .viewModel),
    ("Sources/MVVM/Binding/DrawCycle.swift", "final class X {}", .binding),
    ("Sources/VIPER/Tracing/DriversInteractor+Trace.swift", "final class X {}", .tracing),
    ("Sources/UDF/Tracing/DriversFeature+Trace.swift", "extension X {}", .tracing),
    ("Sources/VIPER/Shared/ListViewInterface.swift", "protocol X {}", .contracts),
    ("Sources/VIPER/Users/UsersRouter.swift", "final class X {}", .router),
    ("Sources/MVP/MVPApp.swift", "enum MVPApp {}", .app),
  ])
  func aFileName_givesItsRole(file: String, text: String, role: Role) {
    #expect(Role.of(file: file, text: text) == role)
  }

  @Test func aNameNoEndingMatches_hasNoRole() {
    #expect(Role.candidates(ofFile: "Sources/MVC/Drivers/DriversFilter.swift").isEmpty)
    #expect(Role.of(file: "Sources/MVC/Drivers/DriversFilter.swift") == nil)
  }

  @Test func withoutItsText_aViewFileIsAView() {
    // The trace reads roles from #filePath alone: every file that sends a message declares a class.
    #expect(Role.of(file: "/home/me/kit/Sources/MVP/News/NewsListView.swift") == .view)
    #expect(Trace.role(ofFile: "MVP/NewsCoordinator.swift") == "Coordinator")
    #expect(Trace.role(ofFile: "Tests/Helpers.swift") == "Helpers")
  }

  @Test func theMutationToolsCopy_isThisTable() throws {
    // given
    let url = Self.package.appendingPathComponent("Tools/Mutants/roles.json")
    let expected = Self.toolTable()

    // when
    if ProcessInfo.processInfo.environment["ARCHDEMO_RECORD_ROLES"] == "1" {
      try expected.write(to: url, atomically: true, encoding: .utf8)
    }
    let committed = try String(contentsOf: url, encoding: .utf8)

    // then
    #expect(
      committed == expected,
      "Tools/Mutants/roles.json is not the kit's role table: rewrite it with ARCHDEMO_RECORD_ROLES=1")
  }

  /// The table as the mutation tool reads it: each role, the endings of its files' names and
  /// the names its objects go by, in the table's order.
  static func toolTable() -> String {
    let entries = Role.allCases.map { role in
      let endings = Role.fileEndings.filter { $0.role == role }.map { "\"\($0.ending)\"" }
      let receivers = role.receiverNames.map { "\"\($0)\"" }
      return """
            {
              "role": "\(role.rawValue)",
              "fileEndings": [\(endings.joined(separator: ", "))],
              "receivers": [\(receivers.joined(separator: ", "))]
            }
        """
    }
    return """
      {
        "about": "Generated from Sources/Tracing/Role.swift by RoleTests; do not edit.",
        "roles": [
      \(entries.joined(separator: ",\n"))
        ]
      }

      """
  }
}
