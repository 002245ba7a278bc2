// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Spend",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "spendd", targets: ["spendd"]),
        .executable(name: "spend", targets: ["spend"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        // SHA-256 names receipt images by their content (already built for async-http-client's TLS).
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
    ],
    targets: [
        // Pure domain: money, dates, parser, categoriser, analytics. No I/O.
        // The knowledge tables are Swift source; their licence notices sit beside them.
        .target(name: "SpendCore", exclude: ["Knowledge/LICENSE-name-suggestion-index.txt", "Knowledge/LICENSE-WordNet.txt", "Knowledge/LICENSE-Unicode-CLDR.txt", "Knowledge/LICENSE-GeoNames.txt"]),
        // Pure: recurrence calendar, recurring phrases, CSV, import mapping, export writers.
        .target(name: "SpendBooks", dependencies: ["SpendCore"]),
        // Pure: the spending query model, the question reader, the engine over a narrow
        // read interface, and the answer sentences. Shared by the assistant, the protocol
        // verb, the client and a language model's tools.
        .target(name: "SpendQuery", dependencies: ["SpendCore"]),
        // Pure: desktop notification rules: which events notify, their identity, kinds
        // switched off, quiet hours, bills due soon. No I/O.
        .target(name: "SpendNotify", dependencies: ["SpendCore"]),
        // libsystemd's sd-bus (system library): the session bus client.
        .systemLibrary(
            name: "CSDBus", path: "Sources/CSDBus", pkgConfig: "libsystemd",
            providers: [.apt(["libsystemd-dev"])]
        ),
        // The D-Bus edge: org.freedesktop.Notifications on the session bus.
        .target(name: "SpendNotifyDBus", dependencies: ["SpendNotify", "CSDBus"]),
        // Pure: a receipt's OCR text read into merchant, date, total, tax, payment and items;
        // image files checked by their bytes; a vision model's answer checked. No I/O.
        .target(name: "SpendReceipts", dependencies: ["SpendCore", "SpendProtocol"]),
        // Tesseract's C API and Leptonica (system libraries): OCR and image preparation.
        .systemLibrary(
            name: "CTesseract", path: "Sources/CTesseract", pkgConfig: "tesseract",
            providers: [.apt(["libtesseract-dev", "libleptonica-dev"])]
        ),
        // cairo (system library): receipts shared as PDF.
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // The receipt edge: images prepared and read by Tesseract, receipts drawn into PDFs.
        .target(name: "SpendReceiptImaging", dependencies: ["SpendReceipts", "SpendCore", "CTesseract", "CCairo"]),
        // SQLite storage through GRDB.
        .target(
            name: "SpendStore",
            dependencies: ["SpendCore", "SpendBooks", "SpendQuery", "SpendNotify", .product(name: "GRDB", package: "GRDB.swift"),
                           .product(name: "GRDBSQLite", package: "GRDB.swift")]
        ),
        // Pure: terminal text measures (display width, truncation) and edit distance for
        // "did you mean" suggestions. The client's tables and messages use them.
        .target(name: "SpendText"),
        // The line protocol's wire format, shared by daemon and client.
        .target(name: "SpendProtocol", dependencies: ["SpendCore"]),
        // The assistant: question analysis, facts computed from the store, built-in answers.
        .target(name: "SpendAssistant", dependencies: ["SpendCore", "SpendStore", "SpendQuery", "SpendProtocol", "SpendChatClient", "SpendReceipts"]),
        // What both endpoint clients share: error-body messages, connection failure reasons,
        // the fail-fast HTTP client.
        .target(
            name: "SpendHTTP",
            dependencies: [
                "SpendProtocol",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        // OpenAI-compatible chat completions, streamed over SSE.
        .target(
            name: "SpendChatClient",
            dependencies: [
                "SpendProtocol", "SpendHTTP",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        // Whisper-compatible speech-to-text over HTTP: multipart upload, retries, hallucination filter.
        .target(
            name: "SpendTranscription",
            dependencies: [
                "SpendProtocol", "SpendHTTP",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        // A blocking line client for the socket: the CLI, tests and benchmarks use it.
        .target(name: "SpendClient", dependencies: ["SpendProtocol"]),
        // The daemon: command table, sessions, Unix socket server, systemd glue.
        .target(
            name: "SpendServer",
            dependencies: [
                "SpendCore", "SpendStore", "SpendBooks", "SpendProtocol", "SpendClient", "SpendAssistant", "SpendChatClient", "SpendQuery",
                "SpendTranscription", "SpendAudio", "SpendVoice", "SpendNotify", "SpendNotifyDBus",
                "SpendReceipts", "SpendReceiptImaging",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOExtras", package: "swift-nio-extras"),
            ]
        ),
        .executableTarget(
            name: "spendd",
            dependencies: [
                "SpendServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // PulseAudio's blocking client library (system library), for microphone capture.
        .systemLibrary(
            name: "CPulseSimple", path: "Sources/CPulseSimple", pkgConfig: "libpulse-simple",
            providers: [.apt(["libpulse-dev"])]
        ),
        // libsndfile (system library): WAV/FLAC for recordings and uploads.
        .systemLibrary(
            name: "CSndFile", path: "Sources/CSndFile", pkgConfig: "sndfile",
            providers: [.apt(["libsndfile1-dev"])]
        ),
        // Voice activity detection and end-pointing on 16-bit samples. Pure, no I/O.
        .target(name: "SpendVoice"),
        // Audio I/O: PulseAudio capture on its own thread, audio files, resampling.
        .target(name: "SpendAudio", dependencies: ["CPulseSimple", "CSndFile"]),
        // libedit (system library), for line editing in `spend chat`.
        .systemLibrary(name: "CEditLine", path: "Sources/CEditLine"),
        .executableTarget(
            name: "spend",
            dependencies: [
                "SpendCore", "SpendProtocol", "SpendClient", "SpendText", "CEditLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "spend-bench",
            dependencies: [
                "SpendCore", "SpendStore", "SpendBooks", "SpendProtocol", "SpendClient", "SpendChatClient",
                "SpendVoice", "SpendAudio",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(name: "SpendCoreTests", dependencies: ["SpendCore", "SpendText"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "SpendStoreTests",
            dependencies: ["SpendCore", "SpendBooks", "SpendStore", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(name: "SpendProtocolTests", dependencies: ["SpendProtocol"]),
        .testTarget(name: "SpendReceiptsTests", dependencies: ["SpendReceipts", "SpendCore", "SpendProtocol"], resources: [.copy("Fixtures")]),
        .testTarget(name: "SpendNotifyTests", dependencies: ["SpendNotify", "SpendCore"]),
        .testTarget(
            name: "SpendQueryTests",
            dependencies: ["SpendQuery", "SpendCore", "SpendStore", "SpendAssistant", .product(name: "GRDB", package: "GRDB.swift")],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "SpendBooksTests", dependencies: ["SpendBooks", "SpendCore"]),
        .testTarget(
            name: "SpendAssistantTests",
            dependencies: ["SpendAssistant", "SpendCore", "SpendQuery", "SpendStore", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(name: "SpendHTTPTests", dependencies: ["SpendHTTP", "SpendProtocol"]),
        .testTarget(name: "SpendChatClientTests", dependencies: ["SpendChatClient", "SpendProtocol"]),
        .testTarget(name: "SpendTranscriptionTests", dependencies: ["SpendTranscription", "SpendProtocol"]),
        .testTarget(name: "SpendVoiceTests", dependencies: ["SpendVoice", "SpendAudio"]),
        .testTarget(name: "SpendAudioTests", dependencies: ["SpendAudio", "SpendVoice"]),
        .testTarget(name: "IntegrationTests", dependencies: ["SpendProtocol", "SpendClient", "SpendCore", "SpendStore", "SpendBooks",
                                                             "SpendServer", "SpendNotify", "SpendNotifyDBus",
                                                             .product(name: "Logging", package: "swift-log")],
                    exclude: ["Fixtures"]),
    ]
)
