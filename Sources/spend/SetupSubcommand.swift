import ArgumentParser
import Foundation
import SpendClient
import SpendCore
import SpendProtocol
#if canImport(Glibc)
import Glibc
#endif

/// `spend setup` (FR18): the first run's questions — the currency and the starting
/// balance —, checks of the microphone and the endpoints, and the config file written.
/// Run again, it shows the current answers as defaults and changes only what it asks.
struct Setup: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "First run: choose your currency and starting balance, check the microphone and endpoints, write the config.",
        discussion: """
            Asks on a terminal (Enter keeps the value in brackets); answers may also come from standard input,
            one per line, or as options with --yes to ask nothing. Writes $XDG_CONFIG_HOME/spend/spendd.conf
            (~/.config/spend/spendd.conf), keeping its other lines. Can be run again at any time.
            Examples:
              spend setup
              spend setup --currency EUR --balance 1250.00 --yes
            """)

    @OptionGroup var global: GlobalOptions
    @Option(help: ArgumentHelp("Your currency, an ISO code such as USD or EUR.", valueName: "code")) var currency: String?
    @Option(help: ArgumentHelp("What your account holds now (the starting balance); none to skip.", valueName: "amount")) var balance: String?
    @Flag(name: [.customShort("y"), .long], help: "Ask nothing: use the options and the current values.") var yes = false

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let path = ConfigFile.defaultPath(environment: environment)
        let existing = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let current = ConfigFile.value(of: "currency", in: existing)?.uppercased() ?? "USD"

        let code = try currency ?? ask("Your currency (an ISO code such as USD, EUR, GBP)", default: current)
        guard let chosen = Currency(code: code.uppercased()) else {
            throw FileTransfer.failure(65, "'\(code)' is not a currency code Spend knows; try USD, EUR, GBP, JPY…")
        }
        let start = try balance ?? ask("What does your account hold now? (blank to skip)", default: "")
        try write(ConfigFile.setting("currency", to: chosen.code, in: existing), to: path)
        print("✓ Config: \(path) (currency = \(chosen.code))")

        checkDaemon(currency: chosen, balance: start.trimmingCharacters(in: .whitespaces))
        checkMicrophone()
        checkEndpoint("Transcription", ConfigFile.value(of: "transcription_url", in: existing)
                      ?? environment["SPEND_TRANSCRIPTION_URL"] ?? "http://127.0.0.1:8178")
        if let chat = ConfigFile.value(of: "chat_url", in: existing) ?? environment["SPEND_CHAT_URL"] {
            checkEndpoint("Chat model", chat)
        } else {
            print("· Chat model: none set; the built-in assistant answers (set chat_url to use a model)")
        }
    }

    /// One answer: from the terminal, or the next line of piped input; Enter keeps `default`.
    private func ask(_ question: String, default value: String) throws -> String {
        guard !yes else { return value }
        FileHandle.standardError.write(Data("\(question)\(value.isEmpty ? "" : " [\(value)]"): ".utf8))
        guard let line = readLine() else { return value }
        let answer = line.trimmingCharacters(in: .whitespaces)
        return answer.isEmpty ? value : answer
    }

    /// Written whole (a temporary file renamed over it), private, in a private directory.
    private func write(_ text: String, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw FileTransfer.failure(73, "cannot create \(directory): \(error.localizedDescription)")
        }
        let file = try AtomicFile(path)
        file.write(Data(text.utf8))
        try file.commit()
    }

    private func checkDaemon(currency: Currency, balance: String) {
        guard let connection = try? LineConnection(path: global.socketPath), (try? connection.readGreeting()) != nil,
              let status = try? connection.request([("cmd", .string("status"))]), status.ok else {
            print("✗ spendd: not running at \(global.socketPath). Start it: systemctl --user start spendd (or make run)")
            if !balance.isEmpty { print("  then set the balance: spend balance set \(balance) --currency \(currency.code)") }
            return
        }
        let running = status.result?["currency"]?.stringValue ?? ""
        print("✓ spendd \(status.result?["version"]?.stringValue ?? ""): \(status.result?["expenses"]?.numberText ?? "0") expenses")
        if running != currency.code {
            print("  It uses \(running) until restarted: systemctl --user restart spendd")
        }
        guard !balance.isEmpty, balance.lowercased() != "none" else { return }
        let reply = try? connection.request([("cmd", .string("balance")), ("action", .string("set")), ("amount", .string(balance)),
                                             ("currency", .string(currency.code))])
        if reply?.ok == true {
            print("✓ Starting balance: \(Format.money(.number(balance), currency.code)) as of today")
        } else {
            print("✗ Starting balance: \(reply?.value["error"]?["message"]?.stringValue ?? "not set")")
        }
    }

    /// PulseAudio (or PipeWire's pulse server) and its default source, as `spend listen` records.
    private func checkMicrophone() {
        let output = Self.run("/usr/bin/env", ["pactl", "info"])
        guard let output, let source = output.split(separator: "\n").first(where: { $0.hasPrefix("Default Source:") }) else {
            print("✗ Microphone: no PulseAudio or PipeWire server answered (pactl info); voice input needs one")
            return
        }
        print("✓ Microphone: \(source.dropFirst("Default Source:".count).trimmingCharacters(in: .whitespaces))")
    }

    /// Whether something accepts connections at the URL's host and port, within 2 s.
    private func checkEndpoint(_ name: String, _ url: String) {
        guard let components = URLComponents(string: url), let host = components.host else {
            print("✗ \(name): '\(url)' is not a URL")
            return
        }
        let port = components.port ?? (components.scheme == "https" ? 443 : 80)
        let reached = Self.accepts(host: host, port: port, timeoutMilliseconds: 2000)
        print(reached ? "✓ \(name): \(url) answers" : "✗ \(name): nothing answers at \(url) (is it running?)")
    }

    /// A TCP connection to any of the host's addresses completes in time.
    private static func accepts(host: String, port: Int, timeoutMilliseconds: Int32) -> Bool {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0 else { return false }
        defer { freeaddrinfo(list) }
        var entry = list
        while let address = entry {
            defer { entry = address.pointee.ai_next }
            let fd = socket(address.pointee.ai_family, address.pointee.ai_socktype | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue),
                            address.pointee.ai_protocol)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            if connect(fd, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 { return true }
            guard errno == EINPROGRESS else { continue }
            var poll = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            var error: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            if Glibc.poll(&poll, 1, timeoutMilliseconds) == 1, getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length) == 0, error == 0 {
                return true
            }
        }
        return false
    }

    /// A helper command's standard output, or nil when it is missing or fails.
    private static func run(_ executable: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}
