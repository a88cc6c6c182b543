import Instrumentation

/// Reports each service or store request to the trace, from the controller, as the harness
/// does around every pattern's services under `--trace`.
let traceRequest = ServiceRequest.tracer(from: "Controller")
