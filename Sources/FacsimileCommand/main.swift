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
exit(Command(arguments: Array(CommandLine.arguments.dropFirst())).run())
