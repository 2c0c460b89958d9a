import ArgumentParser
import Foundation

/// The paths of `audit`, `speak` and `merge`, taken out of the command line before ArgumentParser reads it.
/// ArgumentParser 1.8 stores each value of a list argument by copying the list and the set of where its
/// values came from, so n paths take n² time: `merge` of 10,000 shard reports spent 3 of its 7 s parsing
/// its arguments, and 30,000 (a glob of a large repository, well within Linux's 2 MB of arguments) would
/// spend half a minute. ArgumentParser still reads every option and the first path, so its usage
/// errors and validations (`merge` with no report) are the same; the others are set afterwards, in order.
enum PathArguments {
    /// The subcommands whose one positional argument is a list of paths.
    static let commands: Set<String> = ["audit", "speak", "merge"]

    /// The command line without the paths after the first, and all of its paths; nil for another command.
    /// `valueOptions` are the long names (without `--`) of the command's options that take a value.
    static func split(_ arguments: [String], valueOptions: Set<String>) -> (arguments: [String], paths: [String])? {
        guard let command = arguments.first, commands.contains(command) else { return nil }
        var kept = [command]
        var paths: [String] = []
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                // Everything after the terminator is a path, even what starts with a dash.
                paths += arguments[index...]
                break
            } else if argument.hasPrefix("-"), argument != "-" {
                kept.append(argument)
                // `--output folder`: the next argument is the option's value, whatever it looks like.
                if argument.hasPrefix("--"), !argument.contains("="), valueOptions.contains(String(argument.dropFirst(2))), index < arguments.count {
                    kept.append(arguments[index])
                    index += 1
                }
            } else {
                paths.append(argument)
            }
        }
        if let first = paths.first { kept += ["--", first] }
        return (kept, paths)
    }

    /// The long names of the options of `command` that take a value, from ArgumentParser's own
    /// description of the tool, so that an option added later is known without a list to keep.
    static func valueOptions(of command: String) -> Set<String> {
        struct Tool: Decodable { var command: Command }
        struct Command: Decodable { var commandName: String; var subcommands: [Command]?; var arguments: [Argument]? }
        struct Argument: Decodable { var kind: String; var names: [Name]? }
        struct Name: Decodable { var kind: String; var name: String }
        guard let tool = try? JSONDecoder().decode(Tool.self, from: Data(BarAuditCommand._dumpHelp().utf8)),
              let described = tool.command.subcommands?.first(where: { $0.commandName == command }) else { return [] }
        return Set((described.arguments ?? []).filter { $0.kind == "option" }.flatMap { $0.names ?? [] }.filter { $0.kind == "long" }.map(\.name))
    }

    /// Up to this many arguments ArgumentParser reads the command line whole: its cost is negligible
    /// there, and start-up does not pay for the tool's description.
    static let shortCommandLine = 256

    /// The command ArgumentParser parsed from the shortened command line, with all of its paths.
    static func parse(_ arguments: [String]) throws -> ParsableCommand {
        guard arguments.count > shortCommandLine, let command = arguments.first, commands.contains(command),
              let split = split(arguments, valueOptions: valueOptions(of: command)) else {
            return try BarAuditCommand.parseAsRoot(arguments)
        }
        let parsed = try BarAuditCommand.parseAsRoot(split.arguments)
        switch parsed {
        case var audit as AuditCommand:
            audit.paths = split.paths
            return audit
        case var speak as SpeakCommand:
            speak.paths = split.paths
            return speak
        case var merge as MergeCommand:
            merge.reports = split.paths
            return merge
        default:
            return parsed
        }
    }
}
