import Domain
import TextUI
import Tracing

/// One run of one feature in one pattern: the harness the command line, the parity suite and
/// the benchmarks drive every pattern through.
///
/// A session records a frame when the screen has started, when each service request begins
/// (so every pattern's loading state is seen at the same moment), and when each action has
/// settled. Consecutive identical frames are recorded once.
///
/// It never yields to let a pattern "catch up": a screen's handler returns at once, and the
/// window waits until every task it started has finished (`WorkInFlight`), the service
/// decorators record the loading frame before the request is passed on, and MVVM views redraw
/// when their frame is read. So a frame is right at the moment it is read, and the parity suite
/// and the loading-frame tests pass with no `Task.yield()` here; adding one would only hide a
/// pattern that renders late.
///
/// With ``AnswerDelivery/held`` every request waits until `answer` releases it: an action
/// returns while its requests are out, so the next one can overlap them, as a user's can.
@MainActor
public final class Session {
  /// The pattern the feature runs in.
  package let pattern: Pattern
  /// The feature shown.
  package let feature: Feature
  /// The view layer the feature is shown with.
  package let views: ViewLayer
  /// Every frame recorded so far, in order, without consecutive repeats (only the last one when
  /// the session does not keep them).
  public private(set) var frames: [Frame] = []
  private let keepsFrames: Bool
  private let window: Window
  private let services: Services
  private let onFrame: (Frame) -> Void
  private let traceLog: TraceLog?
  private let launch: Launch?
  private let held: HeldAnswers?

  /// Starts a feature in a window with the given services: how a pattern shows a feature.
  public typealias Launch = @MainActor (Feature, Services, Window) async -> Void

  /// Creates a session; nothing is shown until ``start()``.
  ///
  /// - Parameters:
  ///   - pattern: the pattern to run the feature in.
  ///   - feature: the feature to show.
  ///   - environment: what the run depends on; the session builds its own services from it.
  ///   - trace: where the messages crossing layer boundaries go, or `nil` not to trace.
  ///   - onFrame: called with each new frame as it is recorded, e.g. to print it.
  ///   - keepingFrames: whether ``frames`` keeps every frame; the command line, which prints
  ///     each as it comes, keeps only the last, so a run of any length costs the same memory.
  ///   - launch: starts the feature in place of the pattern's catalog entry (tests use it to
  ///     break a pattern on purpose, the benchmarks to hand a pattern drivers already in
  ///     memory); `nil` for the pattern's own.
  ///   - rowsInView: how many rows a list shows at once (`--rows`); `nil` for enough for every
  ///     bundled fixture (20), so their frames print whole.
  ///   - columns: how wide a frame is (`--columns`); `nil` for the default (100), wide enough
  ///     for every bundled fixture's lines.
  ///   - answers: when requests are answered: at once, or when the script says (`--answers held`).
  ///   - views: the view layer the pattern shows the feature with (`--views`).
  public init(
    pattern: Pattern, feature: Feature, environment: FeatureEnvironment, trace: TraceLog? = nil,
    onFrame: @escaping (Frame) -> Void = { _ in }, keepingFrames: Bool = true, launch: Launch? = nil,
    rowsInView: Int? = nil, columns: Int? = nil, answers: AnswerDelivery = .immediate, views: ViewLayer = .imperative
  ) {
    self.views = views
    self.held = answers == .held ? HeldAnswers(client: pattern.workOwner) : nil
    self.keepsFrames = keepingFrames
    self.launch = launch
    self.pattern = pattern
    self.feature = feature
    self.services = environment.makeServices()
    self.window = Window(
      rowsInView: rowsInView ?? TableView.defaultRowsInView, columns: columns ?? Layout.defaultColumns)
    self.traceLog = trace
    self.onFrame = onFrame
  }

  /// The actions the screen on top accepts, the scrolling ones included when its list is
  /// longer than the view.
  package var acceptedActions: [UserAction.Kind] { window.acceptedActions }

  /// The title of the screen on top.
  package var screenTitle: String { window.topScreen?.title ?? "" }

  /// The window the session drives, for tests that look inside.
  var hostWindow: Window { window }

  /// Whether requests wait until the script releases them (`--answers held`).
  package var holdsAnswers: Bool { held != nil }

  /// How many requests wait for ``answer()``.
  package var waitingRequests: Int { held?.count ?? 0 }

  /// Why `answer` is refused in a run whose answers arrive at once: what the command line and
  /// the explorer say.
  package static let answersNotHeld = "'answer' applies when answers are held: run with --answers held"
  /// Why `answer` or `answer all` is refused with no request out.
  package static let nothingWaiting = "no request is waiting for an answer"

  /// How many held requests the pattern cancelled before their answers were released.
  package var cancelledRequests: Int { held?.cancelledCount ?? 0 }

  /// Shows the feature and returns when its first load has settled.
  public func start() async {
    let observed = services.instrumented(client: pattern.serviceClient, held: held) { [weak self] in
      await self?.record()
    }
    await Trace.$log.withValue(traceLog) {
      await window.work.track(awaiting: { [window, feature, launch, pattern, views] in
        if let launch {
          await launch(feature, observed, window)
        } else {
          await pattern.start(feature, services: observed, in: window, views: views)
        }
      })
      await window.settled()
      // Drawing the frame is part of the run: a table asks its data source for the rows in
      // view then, and the view traces that question.
      await record()
    }
  }

  /// Performs `action` on the screen on top and returns when it has settled.
  ///
  /// - Parameter action: what the user did.
  /// - Throws: `ActionRejection` when the action does not apply; nothing is recorded then.
  public func perform(_ action: UserAction) async throws(ActionRejection) {
    let outcome = await Trace.$log.withValue(traceLog) { () async -> Result<Void, ActionRejection> in
      do throws(ActionRejection) {
        try await window.perform(action)
        await record()
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    try outcome.get()
  }

  /// Releases the oldest request still waiting and returns when its answer has been handled,
  /// recording the frame it leaves.
  ///
  /// - Returns: whether a request was waiting; `false` when answers are not held or none waits.
  @discardableResult
  package func answer() async -> Bool {
    guard let held, let oldest = held.waitingIDs.first else { return false }
    return await release(oldest, from: held)
  }

  /// Releases every request waiting now, in the order they were asked, recording a frame as
  /// each answer has been handled; a request cancelled meanwhile is skipped.
  ///
  /// - Returns: how many requests were released.
  @discardableResult
  package func answerAll() async -> Int {
    guard let held else { return 0 }
    var released = 0
    for id in held.waitingIDs where await release(id, from: held) {
      released += 1
    }
    return released
  }

  /// Releases the request `id` if it still waits, and records the frame once its answer has
  /// been handled; returns whether it still waited.
  private func release(_ id: Int, from held: HeldAnswers) async -> Bool {
    await Trace.$log.withValue(traceLog) {
      guard held.release(id) else { return false }
      await window.settled()
      await record()
      return true
    }
  }

  /// Closes the window, releasing every screen and the objects behind it; requests still out
  /// are cancelled by the objects that sent them, as their screens go.
  public func close() {
    Trace.$log.withValue(traceLog) { window.work.track { window.close() } }
    // What a pattern failed to cancel is let through, so no task waits for ever.
    while held?.releaseOldest() != nil {}
  }

  /// Closes the window as ``close()`` does, and returns when the work the closing ended has
  /// settled, the trace of each cancellation included: how a run ends (`quit`, the end of a
  /// script).
  ///
  /// - Returns: with answers held, what became of the requests still out, e.g. `at close: 2
  ///   requests out, 2 cancelled`; `nil` otherwise.
  @discardableResult
  package func end() async -> String? {
    let out = waitingRequests
    let cancelledBefore = cancelledRequests
    close()
    await Trace.$log.withValue(traceLog) { await window.settled() }
    guard holdsAnswers else { return nil }
    let cancelled = cancelledRequests - cancelledBefore
    return "at close: \(out) \(out == 1 ? "request" : "requests") out, \(cancelled) cancelled"
  }

  /// Runs a script's `answer` (`all: false`) or `answer all`: releases the oldest request
  /// waiting, or every one.
  ///
  /// - Returns: why nothing was released, in the words the command line and the explorer show
  ///   (``answersNotHeld``, ``nothingWaiting``); `nil` when an answer was released.
  package func answer(all: Bool) async -> String? {
    guard holdsAnswers else { return Self.answersNotHeld }
    let released = all ? await answerAll() : (await answer() ? 1 : 0)
    return released == 0 ? Self.nothingWaiting : nil
  }

  private func record() async {
    guard let frame = window.frame, frame != frames.last else { return }
    if !keepsFrames { frames.removeAll(keepingCapacity: true) }
    frames.append(frame)
    onFrame(frame)
  }
}
