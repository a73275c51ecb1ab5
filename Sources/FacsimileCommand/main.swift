import Foundation

// `facsimile`: fabricates objects from keyed fixtures and prints them. See `Command`.
exit(Command(arguments: Array(CommandLine.arguments.dropFirst())).run())
