import Domain
import Foundation

/// A favourites store in a JSON file: the starred car numbers as a sorted array, e.g. `[1, 44]`.
///
/// It writes through the to-do store's file helpers, so it keeps the same promises: a missing
/// or blank file reads as no favourites, a save holds the lock on `FILE.lock`, writes a
/// temporary file beside the store and renames it over the store in one step (following a
/// symbolic link, keeping mode and owner), and a read-only file is refused and left alone. A
/// file that is not an array of whole numbers is never overwritten.
package struct JSONFileFavouritesStore: FavouritesStore {
  /// The store's file as given, perhaps a symbolic link.
  package let url: URL

  /// Creates a store in the file at `url`; nothing is read or written until asked.
  ///
  /// - Parameter url: the file, which need not exist yet; its folder must.
  package init(url: URL) {
    self.url = url
  }

  /// Reads the file.
  ///
  /// - Returns: the starred car numbers; none when there is no file.
  /// - Throws: ``StoreError/corrupt(path:detail:)`` for a file that is not an array of whole
  ///   numbers, ``StoreError/unavailable(_:)`` for one that cannot be read.
  package func favouriteNumbers() async throws(StoreError) -> Set<Int> {
    let file = StoreFile(resolving: url)
    return try Self.numbers(in: file.contents(), path: file.path)
  }

  /// Adds or removes `number` in the file, under the lock.
  ///
  /// - Parameters:
  ///   - isFavourite: whether the driver is a favourite from now on.
  ///   - number: the driver's car number.
  /// - Throws: ``StoreError/readOnly(path:)``, ``StoreError/corrupt(path:detail:)`` or
  ///   ``StoreError/unavailable(_:)``; the file is left as it was in every case.
  package func setFavourite(_ isFavourite: Bool, number: Int) async throws(StoreError) {
    let file = StoreFile(resolving: url)
    let lock = try await file.lock()
    defer { lock.release() }
    file.removeLeftovers()
    try file.requireWritable()
    var numbers = try Self.numbers(in: file.contents(), path: file.path)
    if isFavourite {
      numbers.insert(number)
    } else {
      numbers.remove(number)
    }
    try file.replace(with: Data("\(numbers.sorted())\n".utf8))
  }

  private static func numbers(in data: Data, path: String) throws(StoreError) -> Set<Int> {
    guard !String(decoding: data, as: UTF8.self).allSatisfy(\.isWhitespace) else { return [] }
    guard let numbers = try? JSONDecoder().decode([Int].self, from: data) else {
      throw .corrupt(path: path, detail: "not an array of car numbers")
    }
    return Set(numbers)
  }
}
