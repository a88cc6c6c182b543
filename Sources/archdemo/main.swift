// The `archdemo` command: thin by design; everything it does is in ArchDemoKit, where tests reach it.
import ArchDemoKit
import ChildProcesses
import ConsoleIO
import Foundation

// Started as a check's lifeline (see `Lifeline`), archdemo runs the check's program and ends
// with it, or ends its group when the archdemo that started it is gone.
Lifeline.runIfAsked(CommandLine.arguments, environment: ProcessInfo.processInfo.environment)
Lifeline.enable()

let status = await ArchDemoProgram.main(Array(CommandLine.arguments.dropFirst()), console: StandardConsole())
exit(status)
