import ArgumentParser
import BarAuditKit
import BarAuditModel
import BarAuditReporting
import BarAuditRules
import Foundation

#if canImport(Glibc)
import Glibc

// Blocks of 128 KB and more (a large bar's arrays of items, checks and findings, grown by doubling) are
// mapped on their own and given back when freed. By default glibc raises that threshold each time such a
// block is freed, and later ones come from the heap, where the holes they leave stay resident: a bar of
// 100,000 tabs held about 70 MB more than with a fixed threshold. `mallopt` is looked up because
// `malloc.h` is not part of Swift's Glibc module.
if let mallopt = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
    let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
    _ = unsafeBitCast(mallopt, to: (@convention(c) (Int32, Int32) -> Int32).self)(mmapThreshold, 128 * 1024)
}
#endif

/// Runs the command line; usage errors exit with 2 (ArgumentParser's own default is 64), a contract
/// shared with unloadable input.
do {
    var command = try PathArguments.parse(Array(CommandLine.arguments.dropFirst()))
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
    FileHandle.standardError.write(Data((usageMessage(for: error) + "\n").utf8))
    exit(ExitStatus.inputError)
}

/// ArgumentParser quotes a bad value as it was given, so a newline or a terminal escape in it would
/// print a line the tool did not write, and a value of 100,000 characters a line as long. The message
/// is made again from the arguments abbreviated and escaped; errors of the command itself (already
/// escaped) keep their text, each line escaped.
func usageMessage(for error: Error) -> String {
    let shown = CommandLine.arguments.dropFirst().map { $0.abbreviatedInMiddle(to: 200).escapedForOneLine }
    do {
        _ = try PathArguments.parse(Array(shown))
    } catch {
        return BarAuditCommand.fullMessage(for: error)
    }
    return BarAuditCommand.fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false)
        .map { String($0).escapedForOneLine }.joined(separator: "\n")
}
