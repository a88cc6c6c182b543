import Foundation

do {
  exit(try MutantsCommand(arguments: Array(CommandLine.arguments.dropFirst())).run())
} catch let error as MutantsError {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(64)
} catch {
  FileHandle.standardError.write(Data("mutants: \(error)\n".utf8))
  exit(1)
}
