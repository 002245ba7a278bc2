import ArgumentParser
import Dispatch
import Foundation
import SpendClient
import SpendProtocol
import Synchronization

struct Listen: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Say an expense: the daemon records until you stop talking, then stores it.",
        discussion: """
              spend listen            then say "I spent twenty five dollars on lunch"
              spend listen --session  several expenses, a short pause after each
              spend listen --source alsa_input.usb-0d8c_USB_Sound_Device-00.mono
            Recording stops after the silence timeout (voice_silence_timeout, 10 s).
            `spend stop` in another terminal ends it now and keeps what was said;
            Ctrl-C or `spend cancel` discards it. Words that are not understood are
            shown, so you can type them with `spend add`.
            Exit status: 0 stored; 1 nothing stored (no speech, not understood, or
            the endpoint failed and the recording waits in the spool: `spend retry`);
            69 daemon or microphone unreachable; 130 cancelled with Ctrl-C.
            """)

    @OptionGroup var global: GlobalOptions
    @Flag(inversion: .prefixedNo, help: "Hands-free session: one expense per utterance until the silence timeout (default: config voice_session).")
    var session: Bool?
    @Option(help: ArgumentHelp("PulseAudio source to record from (`pactl list short sources`; default: config voice_source).", valueName: "name"))
    var source: String?

    func run() throws {
        let connection = try global.connect()
        var fields: [(String, JSONValue)] = [("cmd", .string("listen"))]
        if let session { fields.append(("session", .string(session ? "yes" : "no"))) }
        if let source { fields.append(("source", .string(source))) }
        let interrupt = InterruptCancels(descriptor: connection.descriptor, target: 1)
        defer { interrupt.stop() }
        var view = ListenView(json: global.json)
        let reply: Reply
        do {
            reply = try connection.request(fields, id: 1) { view.show($0) }
        } catch {
            view.clearMeter()
            throw GlobalOptions.unreachable(error)
        }
        let stored = view.finish(reply)
        if interrupt.fired { throw ExitCode(130) }
        if !stored { throw ExitStatus(daemonError: reply.value["error"]).exitCode }
    }
}

struct Stop: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "End the recording `spend listen` is making now; what was said is still stored.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        _ = try global.call([("cmd", .string("stop"))])
        if !global.json { print("Stopped; `spend listen` shows what was stored.") }
    }
}

struct CancelRecording: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cancel",
        abstract: "Discard the recording in progress (nothing from it is stored).")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let result = try global.call([("cmd", .string("cancel"))])
        let discarded = result["recording"]?.boolValue == true
        if !global.json { print(discarded ? "Recording discarded." : "No recording is in progress.") }
        if !discarded { throw ExitCode(1) }
    }
}

/// What `spend listen` shows while the daemon records and then stores: a one-line level
/// meter redrawn in place on a terminal (a plain line a second when piped), what was heard,
/// what was added, and why not.
struct ListenView {
    let json: Bool
    let live = Terminal.isInteractive
    private var meterShown = false
    private var lastPlainLevel: ContinuousClock.Instant?
    /// An error event already told the user why; the final line need not repeat it.
    private var errorShown = false
    private var cancelShown = false
    private var session = false

    init(json: Bool) { self.json = json }

    mutating func show(_ line: Reply) {
        if json {
            print(line.line)
            fflush(nil)
            return
        }
        let event = line.value
        switch event["event"]?.stringValue {
        case "recording.started":
            let timeout = Self.seconds(event["silence_timeout_ms"])
            session = event["session"]?.boolValue == true
            if session {
                print("Recording… (say expenses, pausing between them; stops after \(timeout) s of silence)")
            } else {
                print("Recording… (say an expense; stops after \(timeout) s of silence)")
            }
            Terminal.note("`spend stop` ends it now; Ctrl-C cancels.")
        case "recording.level":
            meter(dbfs: event["dbfs"]?.doubleValue ?? -96, speaking: event["speaking"]?.boolValue == true)
        case "recording.stopped":
            clearMeter()
            let duration = Self.seconds(event["duration_ms"])
            // A single recording is transcribed only now, which takes a moment.
            let next = !session && event["speech"]?.boolValue == true ? " Transcribing…" : ""
            switch event["reason"]?.stringValue {
            case "silence": print("Stopped after \(duration) s (silence)." + next)
            case "max_length": print("Stopped at the \(duration) s limit." + next)
            case "cancel":
                print(Self.cancelled)
                cancelShown = true
            default: print("Stopped after \(duration) s." + next)
            }
        case "transcript":
            clearMeter()
            VoiceText.heard(event["text"]?.stringValue ?? "")
        case "expense.added":
            clearMeter()
            print("Added " + Format.expenseLine(event["expense"] ?? .null))
        case "error":
            clearMeter()
            VoiceText.failure(event)
            errorShown = true
        default:
            break
        }
        fflush(nil)
    }

    /// Shows the final line's outcome; returns whether every utterance was stored.
    mutating func finish(_ reply: Reply) -> Bool {
        clearMeter()
        if json {
            print(reply.line)
            return reply.ok && (reply.result?["failed"]?.arrayValue ?? []).isEmpty
        }
        guard reply.ok, let result = reply.result else {
            let error = reply.value["error"] ?? .null
            if error["code"]?.stringValue == "cancelled" {
                // A request cancelled by Ctrl-C cannot send its own events any more.
                if !cancelShown { print(Self.cancelled) }
            } else if !errorShown {
                VoiceText.failure(error)
            }
            return false
        }
        let results = result["results"]?.arrayValue ?? []
        for stored in results where stored["expense"] != nil {
            for line in BudgetText.alerts(stored) { print(line) }
        }
        let stored = result["stored"]?.arrayValue ?? []
        let failed = result["failed"]?.arrayValue ?? []
        if result["session"]?.boolValue == true {
            print("Session over: \(stored.count) expense\(stored.count == 1 ? "" : "s") added" + (failed.isEmpty ? "." : ", \(failed.count) not."))
        }
        if let last = stored.last {
            Terminal.note("Undo with `spend undo`, or change it with `spend edit \(Format.id(last)) field=value`.")
        }
        return failed.isEmpty
    }

    static let cancelled = "Cancelled; nothing from this recording is kept."

    private mutating func meter(dbfs: Double, speaking: Bool) {
        let text = Self.bar(dbfs) + " " + String(format: "%4.0f dB", dbfs) + (speaking ? "  speaking" : "")
        if live {
            print("\r\u{1B}[2K  ● " + text, terminator: "")
            meterShown = true
        } else {
            let now = ContinuousClock.now
            if let lastPlainLevel, now - lastPlainLevel < .seconds(1) { return }
            lastPlainLevel = now
            print("level " + String(format: "%.1f", dbfs) + " dBFS" + (speaking ? " speaking" : ""))
        }
    }

    /// Ends the meter's line so the next text starts on a fresh one.
    mutating func clearMeter() {
        guard meterShown else { return }
        print("\r\u{1B}[2K", terminator: "")
        meterShown = false
    }

    /// -60 dBFS (quiet room) to 0 dBFS (full scale) over 24 cells.
    static func bar(_ dbfs: Double, width: Int = 24) -> String {
        let filled = Int((min(1, max(0, (dbfs + 60) / 60)) * Double(width)).rounded())
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }

    /// Milliseconds as seconds for people: "10", "2.5".
    static func seconds(_ milliseconds: JSONValue?) -> String {
        let value = Double(milliseconds?.intValue ?? 0) / 1000
        return value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}

/// While `spend listen` runs, Ctrl-C sends `cancel <id>` on the connection (the daemon
/// discards the recording and replies) instead of killing the client, and is remembered
/// so the client exits 130 as an interrupted command does.
final class InterruptCancels: @unchecked Sendable {
    private let source: DispatchSourceSignal
    private let interrupted = Atomic<Bool>(false)

    init(descriptor: Int32, target: Int) {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        let line = Array((JSONValue.object([("cmd", .string("cancel")), ("target", .int(target)),
                                            ("id", .string("cancel-\(target)"))]).serialized + "\n").utf8)
        source.setEventHandler { [weak self] in
            self?.interrupted.store(true, ordering: .relaxed)
            _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        }
        source.resume()
    }

    var fired: Bool { interrupted.load(ordering: .relaxed) }

    func stop() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
