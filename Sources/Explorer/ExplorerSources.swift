import Foundation

/// The kit's source files, as the explorer's code pane shows them: only Swift files under
/// `Sources/` of the folder the program was built from, named by a plain relative path.
struct ExplorerSources: Sendable {
  /// The kit's folder; `nil` when the program runs away from the folder it was built in.
  var root: URL?

  /// Lines shown either side of the one asked for.
  static let context = 8
  /// The longest path the pane accepts.
  static let pathLimit = 200

  /// A window of lines around `line` of `path`.
  struct Excerpt: Encodable, Sendable, Equatable {
    struct Line: Encodable, Sendable, Equatable {
      var number: Int
      var text: String
    }
    var file: String
    var line: Int
    var lines: [Line]
  }

  /// The lines around `line` of the source file at `path`.
  ///
  /// A path is accepted only when it is relative, starts with `Sources/`, ends with `.swift`,
  /// and each of its parts is letters, digits, `_`, `-`, `+` or `.` (not `.` or `..` alone):
  /// nothing outside the kit's sources can be named, through `..`, a symbolic link's target
  /// outside them, or an absolute path.
  ///
  /// - Throws: ``ExplorerError/badRequest(_:)`` for a path that is not one, or a line that is not
  ///   in the file; ``ExplorerError/notFound(_:)`` when there is no such file.
  func excerpt(path: String, line: Int) throws(ExplorerError) -> Excerpt {
    guard Self.isSourcePath(path) else {
      throw .badRequest("the code pane shows Swift files under Sources/ only")
    }
    guard let root else { throw .notFound("the kit's sources are not beside this archdemo") }
    let sources = root.appendingPathComponent("Sources").resolvingSymlinksInPath().standardizedFileURL
    let file = root.appendingPathComponent(path).resolvingSymlinksInPath().standardizedFileURL
    guard file.path.hasPrefix(sources.path + "/") else {
      throw .badRequest("the code pane shows Swift files under Sources/ only")
    }
    guard let data = FileManager.default.contents(atPath: file.path), data.count <= 1_000_000 else {
      throw .notFound("no source file \(path)")
    }
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    guard (1...max(1, lines.count)).contains(line) else {
      throw .badRequest("\(path) has \(lines.count) lines, not \(line)")
    }
    let first = max(1, line - Self.context)
    let last = min(lines.count, line + Self.context)
    return Excerpt(
      file: path, line: line,
      lines: (first...last).map { Excerpt.Line(number: $0, text: String(lines[$0 - 1])) })
  }

  static func isSourcePath(_ path: String) -> Bool {
    guard path.utf8.count <= pathLimit, path.hasPrefix("Sources/"), path.hasSuffix(".swift") else { return false }
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-+.".unicodeScalars)
    return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
      !part.isEmpty && part != "." && part != ".." && part.unicodeScalars.allSatisfy(allowed.contains)
    }
  }
}
