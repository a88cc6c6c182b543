// MVP · shared — how the passive views write a text argument in `--trace`.
import Tracing

extension String {
  /// The text as a Swift literal, cut short when long: `"Network: offline"`.
  var traced: String { Trace.literal(self) }
}

extension String? {
  /// The text as a Swift literal, cut short when long, or `nil`.
  var traced: String { map(\.traced) ?? "nil" }
}
