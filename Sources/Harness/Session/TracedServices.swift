import Domain
import Instrumentation

extension Services {
  /// The same services, observed: before each request passes on, the request is reported to
  /// the trace as a message from `client` (the pattern's role that calls services), then
  /// `willRequest` runs.
  ///
  /// - Parameters:
  ///   - client: the role that sends service requests in the pattern, e.g. `Presenter`.
  ///   - willRequest: what to do as each request begins, e.g. record the loading frame.
  @MainActor
  func instrumented(client: String, willRequest: @escaping @MainActor () async -> Void) -> Services {
    let observer = ServiceRequest.tracer(from: client, then: willRequest)
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
