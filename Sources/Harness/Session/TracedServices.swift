import Domain
import Instrumentation

extension Services {
  /// The same services, observed: before each request passes on, the request is reported to
  /// the trace as a message from `client` (the pattern's role that calls services), then
  /// `willRequest` runs; once the service has answered, the answer waits in `held` until the
  /// script releases it, so a request reads the world as it was when it was sent.
  ///
  /// - Parameters:
  ///   - client: the role that sends service requests in the pattern, e.g. `Presenter`.
  ///   - held: the queue of a `--answers held` run; `nil` to pass each request on at once.
  ///   - willRequest: what to do as each request begins, e.g. record the loading frame.
  @MainActor
  func instrumented(
    client: String, held: HeldAnswers? = nil, willRequest: @escaping @MainActor () async -> Void
  ) -> Services {
    let tracer = ServiceRequest.tracer(from: client, then: willRequest)
    let observer: RequestObserver = { request in
      if request.isAnswered {
        await held?.hold(request)
      } else {
        await tracer(request)
      }
    }
    var copy = self
    copy.users = ObservedUserService(users, observer: observer)
    copy.drivers = ObservedDriverService(drivers, observer: observer)
    copy.news = ObservedNewsService(news, observer: observer)
    copy.todoStore = ObservedTodoStore(todoStore, observer: observer)
    copy.melodies = ObservedMelodyService(melodies, observer: observer)
    copy.favouritesStore = ObservedFavouritesStore(favouritesStore, observer: observer)
    copy.client = client
    return copy
  }
}
