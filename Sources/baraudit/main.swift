import ArgumentParser
import BarAuditKit
import BarAuditModel
import BarAuditReporting
import BarAuditRules
import Foundation

/// Runs the command line; usage errors exit with 2 (ArgumentParser's own default is 64), a contract
/// shared with unloadable input.
do {
    var command = try BarAuditCommand.parseAsRoot()
    if let audit = command as? AuditCommand {
        try await audit.performAudit()
    } else {
        try command.run()
    }
} catch let failure as InputFailure {
    FileHandle.standardError.write(Data((failure.message.escapedForOneLine + "\n").utf8))
    exit(ExitStatus.inputError)
} catch {
    let code = BarAuditCommand.exitCode(for: error)
    if code == .success || error is ExitCode {
        BarAuditCommand.exit(withError: error)
    }
    FileHandle.standardError.write(Data((BarAuditCommand.fullMessage(for: error) + "\n").utf8))
    exit(ExitStatus.inputError)
}
