import Domain
import Instrumentation
import Tracing

/// Reports each service or store request to the trace, from the controller, as the harness
/// does around every pattern's services under `--trace`.
let traceRequest: RequestObserver = { @MainActor request in
  Trace.message(from: "Controller", to: request.receiver, request.call)
}

/// A network switch that reports each flip to the trace, as the harness's switch does.
@MainActor
final class TracingNetworkSwitch: NetworkSwitching {
  var isOnline = true {
    didSet { Trace.message(from: "Controller", to: "Network", "isOnline = \(isOnline)") }
  }
}
