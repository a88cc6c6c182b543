import Domain

/// Finds the ``DriverSearch`` a drivers screen keeps, wherever its pattern keeps it (controller,
/// presenter, view model, interactor or store), by walking the screen's stored properties with
/// `Mirror`.
///
/// The copy it returns shares its drivers and its index with the screen's (Swift's arrays are
/// copied on write, and nothing writes to them here), so a baseline that searches it reads the
/// very bytes the screen's search reads. A pattern's search and its baseline then differ only
/// in what the pattern does, not in where a fresh copy of the drivers landed in memory
/// (Benchmarks/README.md, "How the targets are measured").
///
/// It reads and never writes; it is the benchmark's, and no pattern knows of it.
enum ScreenProbe {
  /// The first `DriverSearch` found under `root`, walking at most `depth` properties down.
  static func driverSearch(in root: Any, depth: Int = 12) -> DriverSearch? {
    var seen: Set<ObjectIdentifier> = []
    return find(in: root, depth: depth, seen: &seen)
  }

  private static func find(in value: Any, depth: Int, seen: inout Set<ObjectIdentifier>) -> DriverSearch? {
    if let search = value as? DriverSearch { return search }
    guard depth > 0 else { return nil }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .class:
      // `value as AnyObject` is only an object's identity when the value is one.
      guard seen.insert(ObjectIdentifier(value as AnyObject)).inserted else { return nil }
    case .collection, .dictionary, .set:
      // The drivers themselves, rows and frames: a million children and no search among them.
      // A screen's stack of screens is the one collection worth entering, and it is short.
      guard mirror.children.count <= 16 else { return nil }
    default: break
    }
    var level: Mirror? = mirror
    while let current = level {
      for child in current.children {
        if let found = find(in: child.value, depth: depth - 1, seen: &seen) { return found }
      }
      level = current.superclassMirror
    }
    return nil
  }
}
