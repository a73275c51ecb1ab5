import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// `facsimile`: fabricates objects from keyed fixtures and prints them. See `Command`.
//
// A closed standard output (`facsimile validate Fixtures | head -1`) must not kill the process with
// SIGPIPE (status 141): with the signal ignored, writes to the closed pipe fail quietly and the
// command exits with its documented status (see `Subcommand.closedOutputStatus`).
signal(SIGPIPE, SIG_IGN)
// Arguments as the system gave them too: a path that is not UTF-8 is found by its bytes.
let argumentBytes = (1..<Int(CommandLine.argc)).map { index in
  CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }
    .map { $0.map { UInt8(bitPattern: $0) } } ?? []
}
exit(
  Command(arguments: Array(CommandLine.arguments.dropFirst()), argumentBytes: argumentBytes).run())
