import Domain
import DomainTestSupport
import Testing

@testable import E10MVVMBindingLeak

/// A box calls its listeners as it changes, so a listener can read the view model, or call it,
/// in the middle of an input: whatever the view model states must be settled by then.
@Suite("Exercise 10: the view model settles its state before its listeners run")
@MainActor
struct DriversViewModelOrderTests {
  /// A listener that draws the list beside the query it answers reads `searchText` when the
  /// list changes: the query must be the new one by then.
  @Test func listChangedBySearch_findsTheSearchTextAlreadyStated() async {
    // given
    let viewModel = DriversViewModel(service: DriverServiceMock(result: .success(Driver.samples)))
    await settling { viewModel.viewDidLoad() }
    var queriesSeenWithTheList: [String] = []
    viewModel.content.bind { [weak viewModel] _ in
      queriesSeenWithTheList.append(viewModel?.searchText.value ?? "(gone)")
    }

    // when
    viewModel.searchTextChanged("  ham ")

    // then
    #expect(
      queriesSeenWithTheList == ["", "ham"],
      "when the list changed for a search, searchText still stated the query before it")
  }

  /// A listener that answers a failed load by clearing the search (as a view might reset its
  /// field) must find the load failed: the alert stays, not the list of the load before.
  @Test func listenerClearingTheSearchOnAFailedLoad_keepsTheErrorAlert() async {
    // given
    let service = DriverServiceGate()
    let viewModel = DriversViewModel(service: service)
    await settling { viewModel.viewDidLoad() }
    viewModel.content.bind { [weak viewModel] content in
      if case .failed = content { viewModel?.searchTextChanged("") }
    }
    service.hold()

    // when
    let reload = Task { await settling { viewModel.viewDidLoad() } }
    await service.fetchStarted()
    service.answer(.failure(.network("the network is unreachable")))
    await reload.value

    // then
    #expect(
      viewModel.content.value
        == .failed(title: "Could not load drivers", message: "Could not reach the server (the network is unreachable)."),
      "a listener of the failure still found the drivers of the load before: the search learnt of the failure too late"
    )
  }
}
