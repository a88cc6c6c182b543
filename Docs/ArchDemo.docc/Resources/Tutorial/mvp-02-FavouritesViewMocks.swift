import Domain

@testable import MVP

/// A favourites list view that records every call the presenter makes.
@MainActor
final class FavouritesViewMock: FavouritesViewInterface {
  enum Call: Equatable {
    case showLoading
    case show(favourites: [FavouriteRowViewData])
    case showEmptyState(message: String)
    case showError(title: String, message: String)
  }

  private(set) var calls: [Call] = []

  func showLoading() { calls.append(.showLoading) }
  func show(favourites: [FavouriteRowViewData]) { calls.append(.show(favourites: favourites)) }
  func showEmptyState(message: String) { calls.append(.showEmptyState(message: message)) }
  func showError(title: String, message: String) { calls.append(.showError(title: title, message: message)) }
}

/// A driver detail view that records every call the presenter makes.
@MainActor
final class FavouriteDetailViewMock: FavouriteDetailViewInterface {
  enum Call: Equatable {
    case show(fields: [FieldViewData])
    case showError(title: String, message: String)
  }

  private(set) var calls: [Call] = []

  func show(fields: [FieldViewData]) { calls.append(.show(fields: fields)) }
  func showError(title: String, message: String) { calls.append(.showError(title: title, message: message)) }
}

/// A favourites coordinator that records where the presenters asked to go.
@MainActor
final class FavouritesCoordinatorMock: FavouritesCoordinating {
  enum Call: Equatable {
    case showDetail(Driver, isFavourite: Bool)
    case favouriteDidChange(Bool, number: Int)
    case closeDetail
  }

  private(set) var calls: [Call] = []

  func showDetail(of driver: Driver, isFavourite: Bool) {
    calls.append(.showDetail(driver, isFavourite: isFavourite))
  }
  func favouriteDidChange(_ isFavourite: Bool, number: Int) {
    calls.append(.favouriteDidChange(isFavourite, number: number))
  }
  func closeDetail() { calls.append(.closeDetail) }
}

extension FavouritesViewMock: RecordingViewMock {}
