import Foundation
import SpendAudio
import SpendCore
import SpendProtocol
import Synchronization

/// Recordings that hold speech and have no stored expense yet. Each utterance is written
/// here (fsync'd) before it is uploaded, and removed only after its expense is committed or
/// its outcome is final (no speech, or a transcript that is not an expense). An endpoint
/// that is down therefore costs nothing: `retry`, or the periodic retry, picks it up later,
/// also after a restart.
///
/// Layout: `<id>.wav` (or `.flac`) plus `<id>.json`, a sidecar with the day it was recorded
/// (what "yesterday" means for it), where it came from, and the attempts so far. Ids sort
/// by creation time. The directory is 0700, the files 0600. The audio is written first
/// and removed first, so a crash leaves at worst a recording without sidecar (kept, and
/// treated as recorded on its file's day) or a sidecar without recording (dropped).
final class VoiceSpool: Sendable {
    enum Source: String, Sendable { case listen, transcribe }

    struct Entry: Sendable {
        let id: String
        let audioFile: String
        var recordedOn: Day
        var source: Source
        var attempts: Int
        var lastError: (code: String, message: String)?
        let createdAt: String
        var lastAttemptAt: Date?
        var bytes: Int

        var json: JSONValue {
            .object([
                ("id", .string(id)),
                ("recorded_on", .string(recordedOn.iso)),
                ("source", .string(source.rawValue)),
                ("attempts", .int(attempts)),
                ("last_error", lastError.map { .object([("code", .string($0.code)), ("message", .string($0.message))]) } ?? .null),
                ("created_at", .string(createdAt)),
                ("last_attempt_at", lastAttemptAt.map { .string(VoiceSpool.timestamp($0)) } ?? .null),
                ("bytes", .int(bytes)),
            ])
        }
    }

    /// An entry as `spool` lists it: the sidecar's fields, plus where its audio is (for
    /// `spend spool play`), how long it lasts and how old it is. Computed when listed,
    /// never stored, so the sidecar cannot go stale.
    func listing(_ entry: Entry, now: Date) -> JSONValue {
        let seconds = try? AudioFile.duration(url(entry))
        let created = Self.parseTimestamp(entry.createdAt) ?? now
        return .object((entry.json.objectValue ?? []) + [
            ("path", .string(path(entry.audioFile))),
            ("seconds", seconds.map { .number(String(format: "%.1f", $0)) } ?? .null),
            ("age_seconds", .int(max(0, Int(now.timeIntervalSince(created))))),
        ])
    }

    struct SpoolError: Error, CustomStringConvertible {
        let description: String
    }

    let directory: String
    /// Entries being processed now, so `retry`, the periodic retry and a `listen` never
    /// upload or store the same recording twice at once.
    private let busy = Mutex<Set<String>>([])

    init(directory: String) {
        self.directory = directory
    }

    // MARK: Writing

    /// Writes the recording, then its sidecar, both durably. The entry comes back claimed
    /// (before its files exist, so a concurrent `retry` cannot take it): release it when done.
    func add(samples: [Int16], sampleRate: Int, format: AudioFileFormat, recordedOn: Day, source: Source) throws -> Entry {
        let now = Date()
        let id = Self.newID(now)
        _ = claim(id)
        do {
            try ensureDirectory()
            let audioFile = id + "." + format.fileExtension
            try AudioFile.write(samples, sampleRate: sampleRate, format: format, to: url(audioFile))
            let bytes = (try? FileManager.default.attributesOfItem(atPath: path(audioFile))[.size] as? Int) ?? 0
            let entry = Entry(id: id, audioFile: audioFile, recordedOn: recordedOn, source: source, attempts: 0,
                              lastError: nil, createdAt: Self.timestamp(now), lastAttemptAt: nil, bytes: bytes)
            try save(entry)
            return entry
        } catch {
            release(id)
            throw error
        }
    }

    /// Rewrites an entry's sidecar (after an attempt).
    func save(_ entry: Entry) throws {
        try Self.writeDurably(Data((entry.json.serialized + "\n").utf8), to: path(entry.id + ".json"))
    }

    /// The recording is gone first: a crash between the two removals can leave only a
    /// harmless sidecar, never a recording that would be stored a second time.
    func remove(_ entry: Entry) throws {
        for name in [entry.audioFile, entry.id + ".json"] where unlink(path(name)) != 0 && errno != ENOENT {
            throw SpoolError(description: "cannot remove \(path(name)): \(String(cString: strerror(errno)))")
        }
    }

    /// Removes a pending recording for good, unless it is being processed right now.
    /// Returns the entry, or nil when there is none with that id.
    func discard(_ id: String) throws -> Entry? {
        guard let entry = pending().first(where: { $0.id == id }) else { return nil }
        guard claim(id) else { throw SpoolError(description: "recording \(id) is being processed right now; try again when it is done") }
        defer { release(id) }
        try remove(entry)
        return entry
    }

    // MARK: Reading

    /// Every pending entry, oldest first.
    func pending() -> [Entry] {
        // Only a private spool, and in it only the user's own regular files, are read:
        // a recording planted by someone else must never become an expense.
        guard (try? PrivateDirectory.prepare(directory, for: "voice spool")) != nil,
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var sidecars: [String: JSONValue] = [:]
        var audio: [String: String] = [:]
        for name in names where !name.hasPrefix(".") && PrivateDirectory.isOwnFile(path(name)) {
            let (stem, ext) = Self.split(name)
            if ext == "json" {
                if let text = try? String(contentsOfFile: path(name), encoding: .utf8), let json = try? JSONValue.parse(text) {
                    sidecars[stem] = json
                }
            } else if AudioFileFormat(rawValue: ext) != nil {
                audio[stem] = name
            }
        }
        for stem in sidecars.keys where audio[stem] == nil { unlink(path(stem + ".json")) }
        return audio.keys.sorted().compactMap { stem in entry(stem, audioFile: audio[stem]!, sidecar: sidecars[stem]) }
    }

    func url(_ entry: Entry) -> URL { url(entry.audioFile) }

    private func entry(_ id: String, audioFile: String, sidecar: JSONValue?) -> Entry? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path(audioFile))
        let bytes = attributes?[.size] as? Int ?? 0
        let modified = attributes?[.modificationDate] as? Date ?? Date()
        guard let sidecar else {
            return Entry(id: id, audioFile: audioFile, recordedOn: Self.localDay(modified), source: .listen, attempts: 0,
                         lastError: nil, createdAt: Self.timestamp(modified), lastAttemptAt: nil, bytes: bytes)
        }
        var lastError: (String, String)?
        if let code = sidecar["last_error"]?["code"]?.stringValue {
            lastError = (code, sidecar["last_error"]?["message"]?.stringValue ?? "")
        }
        return Entry(id: id, audioFile: audioFile,
                     recordedOn: sidecar["recorded_on"]?.stringValue.flatMap { Day(iso: $0) } ?? Self.localDay(modified),
                     source: sidecar["source"]?.stringValue.flatMap(Source.init(rawValue:)) ?? .listen,
                     attempts: Int(sidecar["attempts"]?.intValue ?? 0), lastError: lastError,
                     createdAt: sidecar["created_at"]?.stringValue ?? Self.timestamp(modified),
                     lastAttemptAt: sidecar["last_attempt_at"]?.stringValue.flatMap(Self.parseTimestamp),
                     bytes: bytes)
    }

    // MARK: Claims

    /// Marks an entry as being processed; false if something else is processing it.
    func claim(_ id: String) -> Bool { busy.withLock { $0.insert(id).inserted } }

    func release(_ id: String) { _ = busy.withLock { $0.remove(id) } }

    // MARK: Files

    private func path(_ name: String) -> String { directory + "/" + name }
    private func url(_ name: String) -> URL { URL(fileURLWithPath: path(name)) }

    private func ensureDirectory() throws {
        do { try PrivateDirectory.prepare(directory, for: "voice spool") } catch {
            throw SpoolError(description: "\(error)")
        }
    }

    /// Temporary file, fsync, rename, fsync of the directory: whole or absent after a crash.
    private static func writeDurably(_ data: Data, to path: String) throws {
        let temporary = (path as NSString).deletingLastPathComponent + "/." + (path as NSString).lastPathComponent + ".tmp"
        func fail(_ what: String) -> SpoolError {
            SpoolError(description: "cannot \(what) \(path): \(String(cString: strerror(errno)))")
        }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw fail("write") }
        let written = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == data.count, fsync(fd) == 0 else {
            let error = fail("write")
            close(fd)
            unlink(temporary)
            throw error
        }
        close(fd)
        guard rename(temporary, path) == 0 else { throw fail("rename onto") }
        let directory = open((path as NSString).deletingLastPathComponent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }

    private static func split(_ name: String) -> (stem: String, ext: String) {
        guard let dot = name.lastIndex(of: ".") else { return (name, "") }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]).lowercased())
    }

    /// "20261121T110512345Z-3fa2": UTC time to the millisecond, then random hex, so ids
    /// sort by creation and never collide.
    static func newID(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let p = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        return String(format: "%04d%02d%02dT%02d%02d%02d%03dZ-%04x", p.year!, p.month!, p.day!, p.hour!, p.minute!, p.second!,
                      p.nanosecond! / 1_000_000, Int.random(in: 0...0xffff))
    }

    static func timestamp(_ date: Date) -> String {
        date.ISO8601Format(.iso8601.year().month().day().time(includingFractionalSeconds: true).timeZone(separator: .omitted))
    }

    static func parseTimestamp(_ text: String) -> Date? {
        try? Date(text, strategy: .iso8601.year().month().day().time(includingFractionalSeconds: true).timeZone(separator: .omitted))
    }

    private static func localDay(_ date: Date) -> Day {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: date)
        return Day(year: parts.year!, month: parts.month!, day: parts.day!)!
    }
}
