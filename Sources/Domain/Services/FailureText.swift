/// What a screen says when a service or a store fails, written once for every pattern: the
/// title of each feature's alert and the Add form's line when the store refuses an item.
///
/// The sentence under an alert's title is the error's own ``ServiceError/message``; these are
/// the words around it.
public enum FailureText {
  /// The alert's title when the users cannot be loaded.
  public static let usersNotLoaded = "Could not load users"
  /// The alert's title when the drivers cannot be loaded, on the drivers and favourites screens.
  public static let driversNotLoaded = "Could not load drivers"
  /// The alert's title when the news cannot be loaded.
  public static let newsNotLoaded = "Could not load news"
  /// The alert's title when the to-dos cannot be read from their store.
  package static let todosNotLoaded = "Could not load to-dos"
  /// The alert's title when the melodies cannot be loaded from either source.
  public static let melodiesNotLoaded = "Could not load melodies"
  /// The alert's title when the favourites cannot be read from their store.
  package static let favouritesNotLoaded = "Could not load favourites"
  /// The alert's title when a star cannot be written to the favourites store.
  package static let favouriteNotSaved = "Could not save favourite"

  /// The Add form's problem line when the store refused the item.
  ///
  /// - Parameter reason: the store's message, e.g. that its file is read-only.
  /// - Returns: `Could not save: ` and the reason.
  public static func itemNotSaved(_ reason: String) -> String {
    "Could not save: \(reason)"
  }
}
