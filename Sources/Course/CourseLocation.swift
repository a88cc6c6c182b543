import ConsoleIO
import Foundation

/// Finds the course folder: `--path`, else the course package or the repository around the
/// current directory (the nearest folder up that is a course package, or holds `Package.swift`
/// and `Examples/Course/course.json`), else the repository the kit was built from.
enum CourseLocation {
  /// The course folder inside a repository.
  static let folderInRepository = "Examples/Course"

  /// The course folder, holding a `course.json`.
  ///
  /// - Parameters:
  ///   - path: `--path`, as typed; relative to `currentDirectory`.
  ///   - currentDirectory: where the search starts when there is no `--path`.
  ///   - builtRoot: the repository the kit was built from, tried last.
  /// - Throws: ``ConsoleIO/CommandLineError/usage(_:)`` when `--path` is no course or no course is found:
  ///   like `run --data` with a missing folder, the command line pointed at nothing to work on.
  static func folder(path: String?, currentDirectory: URL, builtRoot: URL?) throws(CommandLineError) -> URL {
    // A deleted current directory has no path (`getcwd` fails), and nothing relative to it can be found.
    let start = currentDirectory.path
    let startExists = start.hasPrefix("/") && isDirectory(URL(fileURLWithPath: start))
    if let path {
      guard !path.isEmpty else { throw .usage("--path needs a folder, got an empty one") }
      guard path.hasPrefix("/") || startExists else {
        throw .usage("--path: \(path) is relative, and the current directory no longer exists")
      }
      let folder = URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
      guard isDirectory(folder) else { throw .usage("--path: \(folder.path) is not a directory") }
      guard access(folder.path, R_OK | X_OK) == 0 else {
        throw .usage("--path: \(folder.path) cannot be read: \(String(cString: strerror(errno)))")
      }
      guard hasManifest(folder) else {
        throw .usage("--path: \(folder.path) holds no \(CourseManifest.fileName); give the course folder")
      }
      return folder
    }
    if startExists {
      // Each step is a shorter path, so the walk ends at `/` at the latest.
      var candidate = URL(fileURLWithPath: start).standardizedFileURL.path
      while true {
        let url = URL(fileURLWithPath: candidate)
        if isPackage(url), hasManifest(url) { return url }
        if let course = course(inRepository: url) { return course }
        let parent = (candidate as NSString).deletingLastPathComponent
        guard !parent.isEmpty, parent.count < candidate.count else { break }
        candidate = parent
      }
    }
    if let builtRoot, let course = course(inRepository: builtRoot) { return course }
    guard startExists else {
      throw .usage(
        "no course found: the current directory no longer exists; cd into the ArchDemo repository or give --path DIR")
    }
    throw .usage(
      "no course found: run it inside the ArchDemo repository (which holds \(folderInRepository)/\(CourseManifest.fileName)) or give --path DIR"
    )
  }

  /// `root/Examples/Course` when `root` holds `Package.swift` and the course's manifest.
  private static func course(inRepository root: URL) -> URL? {
    guard isPackage(root) else { return nil }
    let folder = root.appendingPathComponent(folderInRepository)
    return hasManifest(folder) ? folder : nil
  }

  private static func isPackage(_ folder: URL) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
  }

  private static func hasManifest(_ folder: URL) -> Bool {
    var isDirectory: ObjCBool = false
    let path = folder.appendingPathComponent(CourseManifest.fileName).path
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}
