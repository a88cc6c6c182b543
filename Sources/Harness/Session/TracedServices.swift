import Domain
import Instrumentation

extension Services {
  /// The same services, observed: before each request passes on, the request is reported to
  /// the trace as a message from `client` (the pattern's role that calls services), then
  /// `willRequest` runs, then the request waits in `held` until the script releases it.
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
      await tracer(request)
      await held?.hold(request)
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
