// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "BarAudit",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "baraudit", targets: ["baraudit"]),
        .library(name: "BarAuditKit", targets: ["BarAuditKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // System libxml2; the shim header keeps Debian's ICU-enabled headers away from Swift.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // ICU 72 behind a C API whose header includes no ICU header (see ../shared/notes/platform.md).
        .target(
            name: "CICUBridge",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        // Turns Rules/ and Reports/ data files into Swift source, so a copied binary needs no resource folder;
        // it parses the YAML files there once, at build time, so that no run parses them.
        .executableTarget(name: "EmbedTool", dependencies: [.product(name: "Yams", package: "Yams")], path: "Sources/EmbedTool"),
        .plugin(name: "EmbedData", capability: .buildTool(), dependencies: ["EmbedTool"]),

        .target(name: "BarAuditModel"),
        .target(name: "BarAuditLoading", dependencies: ["BarAuditModel", "CLibXML2", "BarAuditData", "BarAuditCodeImport", "CICUBridge"]),
        // Tab bars built in Swift code, read with swift-syntax; a target of its own so the parser's
        // long first build and its imports stay out of the other targets.
        .target(
            name: "BarAuditCodeImport",
            dependencies: ["BarAuditModel", .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")]
        ),
        .target(name: "BarAuditData", path: "Sources/BarAuditData", plugins: ["EmbedData"]),
        .target(
            name: "BarAuditRules",
            dependencies: ["BarAuditModel", "BarAuditData", "CICUBridge"],
            plugins: ["EmbedData"]
        ),
        .target(name: "BarAuditReporting", dependencies: ["BarAuditModel", "BarAuditRules", "CLibXML2"]),
        .target(
            name: "BarAuditKit",
            dependencies: ["BarAuditModel", "BarAuditLoading", "BarAuditRules", "BarAuditReporting", "CICUBridge",
                           .product(name: "Yams", package: "Yams")]
        ),
        // Release builds link the Swift runtime and Foundation into the binary (as `--static-swift-stdlib`
        // does) and export none of its symbols: resolving the libraries' symbols at every start was a third
        // of a one-file audit, and the runtime's start-up `dladdr` searches every exported symbol (README, Performance).
        .executableTarget(
            name: "baraudit",
            dependencies: ["BarAuditKit", "BarAuditLoading", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib", "-Xlinker", "--no-export-dynamic"], .when(configuration: .release))]
        ),
        .testTarget(
            name: "BarAuditTests",
            dependencies: ["BarAuditKit", "BarAuditLoading", "BarAuditRules", "BarAuditReporting", "BarAuditModel",
                           "BarAuditData", .product(name: "Yams", package: "Yams")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
