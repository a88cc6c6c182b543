// The `archdemo` command: thin by design; everything it does is in ArchDemoKit, where tests reach it.
import ArchDemoKit
import ConsoleIO
import Foundation

let status = await ArchDemoProgram.main(Array(CommandLine.arguments.dropFirst()), console: StandardConsole())
exit(status)
