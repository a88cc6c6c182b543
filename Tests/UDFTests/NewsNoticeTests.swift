import Domain
import DomainTestSupport
import Testing

@testable import UDF

/// The news list's notice of removed articles belongs to the articles it was counted from: a
/// new load takes it down, and a load that fails does not bring it back.
@Suite("UDF news notice", .tags(.news))
@MainActor
struct NewsNoticeTests {
  @Test func refresh_takesTheNoticeDown_andAFailedLoadShowsTheAlertAlone() async {
    // given: headlines listed with a notice of the removed ones
    let error = ServiceError.network("offline")
    var listed = NewsFeature.State()
    listed.list = .loaded([Article.newsAPIQuirks[0], Article.newsAPIQuirks[3]])
    listed.notice = "1 removed article not shown"
    let store = TestStore(
      initialState: listed, reducer: NewsFeature(service: NewsServiceMock(headlines: .failure(error))))

    // when, then
    await store.send(.refreshRequested) {
      $0.list = .loading
      $0.notice = nil
    }
    await store.receive(.articlesResponse(.failure(error))) {
      $0.list = .failed(.init(title: FailureText.newsNotLoaded, message: error.message))
    }
  }
}
