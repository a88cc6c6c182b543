// Transitional: re-exports Tracing while the patterns move their tracing to the edges.
@_exported import Tracing
