// The `darkroom` command-line tool. See `darkroom --help`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DarkroomCommands

exit(RootCommand.main(Array(CommandLine.arguments.dropFirst())))
