import Domain
import DomainTestSupport
import Testing

@testable import E05MVPEmptyIsError

/// The presenter points back at its view without owning it.
@Suite("Exercise 05: the presenter's view")
@MainActor
struct DriversPresenterLifetimeTests {
  /// The screen owns its view; once it lets the view go, the presenter must not keep it alive,
  /// and must talk to nobody rather than to a view that is gone. An `unowned` view crashes here.
  @Test func droppingTheView_freesIt_andThePresenterCarriesOn() async {
    // given
    let presenter = DriversPresenter(service: DriverServiceMock(result: .success(Driver.samples)))
    var owner: DriversViewSpy? = DriversViewSpy()
    weak var view: DriversViewSpy?
    view = owner
    presenter.attach(view: owner!)

    // when
    owner = nil
    let viewOutlivedItsOwner = view != nil
    await settling { presenter.viewDidLoad() }
    presenter.searchTextChanged("ham")

    // then
    #expect(
      viewOutlivedItsOwner == false, "the view outlived the screen that owned it: the presenter keeps it alive")
  }
}
