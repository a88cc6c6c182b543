import Foundation
import Testing

// Conditions for the few tests that need what one platform alone provides. Each says why, so a
// test skipped on a Mac is reported with its reason rather than failing for being on a Mac.
extension Trait where Self == ConditionTrait {
  /// Runs the test only where `/dev/full` exists, a device whose every write fails with "No
  /// space left on device". Linux has it; macOS has no device that fills on demand.
  package static var needsDevFull: Self {
    .enabled(
      if: FileManager.default.fileExists(atPath: "/dev/full"),
      "needs /dev/full (a device that is always full), which Linux has and macOS lacks")
  }
}
