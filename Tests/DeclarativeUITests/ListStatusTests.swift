import DeclarativeUI
import Observation
import Testing
import TextUI

@Observable
@MainActor
private final class Listing {
  var status = ListStatus.loading
  var selected: [Int] = []
}

private struct ListingScreen: View {
  let listing: Listing

  var body: some View {
    VStack {
      Notice("2 removed articles are not shown.")
      List(count: 3, rows: { range in range.map { Row(title: "Row \($0 + 1)") } }) { listing.selected.append($0) }
        .listStatus(listing.status)
    }
    .navigationTitle("Listing")
  }
}

@Suite("DeclarativeUI: a list's status")
@MainActor
struct ListStatusTests {
  @Test(arguments: [
    (true, String?("None."), true, ListStatus.alert(title: "Error", message: "It failed.")),
    (true, "None.", false, .loading),
    (false, "None.", false, .empty("None.")),
    (false, nil, false, .rows),
  ])
  func status_putsTheAlertFirst_thenTheSpinner_thenTheEmptyMessage(
    isLoading: Bool, emptyMessage: String?, failed: Bool, expected: ListStatus
  ) {
    // when
    let status = ListStatus(
      isLoading: isLoading, emptyMessage: emptyMessage, alert: failed ? ("Error", "It failed.") : nil)

    // then
    #expect(status == expected)
  }

  @Test func eachStatus_coversTheListUnderTheNotice_andSelectStays() async throws {
    // given a list that loads
    let listing = Listing()
    let window = Window()
    await window.setRoot(HostingScreen(ListingScreen(listing: listing), in: window))
    let notice = Banner("2 removed articles are not shown.").lines

    // then the spinner stands under the notice, select is offered, and no row can be picked
    #expect(window.frame?.lines == notice + [""] + LoadingIndicator.lines)
    #expect(window.acceptedActions == [.select])
    await #expect(throws: ActionRejection.noSuchRow(1, rowCount: 0)) { try await window.perform(.select(1)) }

    // when it is empty, or failed
    listing.status = .empty("Nothing here.")
    #expect(window.frame?.lines == notice + ["", "Nothing here."])
    listing.status = .alert(title: "Error", message: "It failed.")
    #expect(window.frame?.lines == notice + [""] + Alert(title: "Error", message: "It failed.").lines)

    // when its rows show, they can be picked
    listing.status = .rows
    #expect(window.frame?.lines == notice + ["", "1. Row 1", "2. Row 2", "3. Row 3"])
    try await window.perform(.select(2))
    #expect(listing.selected == [1])
  }
}
