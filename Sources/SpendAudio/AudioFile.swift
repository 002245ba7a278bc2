import CSndFile
import Foundation

/// Container formats written for uploads and the spool; both hold 16-bit PCM.
public enum AudioFileFormat: String, Sendable {
    case wav, flac

    /// The file name extension, which also tells endpoints the format.
    public var fileExtension: String { rawValue }

    fileprivate var sndfileFormat: Int32 {
        switch self {
        case .wav: Int32(SF_FORMAT_WAV | SF_FORMAT_PCM_16)
        case .flac: Int32(SF_FORMAT_FLAC | SF_FORMAT_PCM_16)
        }
    }
}

/// Why an audio file could not be read or written, in words a user can act on.
public struct AudioFileError: Error, CustomStringConvertible, Equatable {
    public enum Kind: String, Sendable { case notFound = "not_found", unsupported, empty, writeFailed = "write_failed" }
    public let kind: Kind
    public let path: String
    public let cause: String

    public var description: String {
        switch kind {
        case .notFound: "Audio file not found: \(path)"
        case .unsupported: "Cannot read \(path) as audio (unsupported or corrupt): \(cause)"
        case .empty: "Audio file \(path) holds no audio"
        case .writeFailed: "Cannot write audio file \(path): \(cause)"
        }
    }
}

/// Reading and writing audio files through libsndfile.
public enum AudioFile {
    /// Writes mono 16-bit PCM. The file appears whole or not at all: it is written to a
    /// temporary name in the same directory, fsync'd, renamed over `url`, and the directory
    /// is fsync'd, so a crash cannot leave a half-written recording in the spool.
    public static func write(_ samples: [Int16], sampleRate: Int, format: AudioFileFormat, to url: URL) throws {
        let path = url.path
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/." + url.lastPathComponent + ".\(getpid()).\(UInt32.random(in: 0 ... .max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw AudioFileError(kind: .writeFailed, path: path, cause: String(cString: strerror(errno))) }
        var committed = false
        defer {
            if !committed { unlink(temporary) }
        }
        do {
            defer { close(fd) }
            var info = SF_INFO(frames: 0, samplerate: Int32(sampleRate), channels: 1, format: format.sndfileFormat, sections: 0, seekable: 0)
            guard let file = sf_open_fd(fd, Int32(SFM_WRITE), &info, 0) else {
                throw AudioFileError(kind: .writeFailed, path: path, cause: String(cString: sf_strerror(nil)))
            }
            let written = samples.withUnsafeBufferPointer { buffer in
                sf_write_short(file, buffer.baseAddress, sf_count_t(buffer.count))
            }
            let writeError = String(cString: sf_strerror(file))
            let closed = sf_close(file)
            guard written == samples.count, closed == 0 else {
                throw AudioFileError(kind: .writeFailed, path: path, cause: writeError)
            }
            guard fsync(fd) == 0 else {
                throw AudioFileError(kind: .writeFailed, path: path, cause: String(cString: strerror(errno)))
            }
        }
        guard rename(temporary, path) == 0 else {
            throw AudioFileError(kind: .writeFailed, path: path, cause: String(cString: strerror(errno)))
        }
        committed = true
        let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 {
            fsync(directoryFD)
            close(directoryFD)
        }
    }

    /// How long the recording lasts, in seconds, from its header alone (nothing is decoded).
    public static func duration(_ url: URL) throws -> Double {
        var info = SF_INFO()
        guard let file = sf_open(url.path, Int32(SFM_READ), &info) else {
            throw AudioFileError(kind: .unsupported, path: url.path, cause: String(cString: sf_strerror(nil)))
        }
        sf_close(file)
        guard info.samplerate > 0 else { throw AudioFileError(kind: .empty, path: url.path, cause: "no sample rate") }
        return Double(info.frames) / Double(info.samplerate)
    }

    /// Reads any format libsndfile knows (WAV, FLAC, Ogg, AIFF, …), mixed down to mono and
    /// resampled to `sampleRate`, as 16-bit samples.
    public static func read(_ url: URL, sampleRate: Int = 16_000) throws -> [Int16] {
        let path = url.path
        guard FileManager.default.fileExists(atPath: path) else {
            throw AudioFileError(kind: .notFound, path: path, cause: "no such file")
        }
        var info = SF_INFO()
        guard let file = sf_open(path, Int32(SFM_READ), &info) else {
            throw AudioFileError(kind: .unsupported, path: path, cause: String(cString: sf_strerror(nil)))
        }
        defer { sf_close(file) }
        let channels = Int(info.channels)
        guard info.frames > 0, channels > 0, info.samplerate > 0 else {
            throw AudioFileError(kind: .empty, path: path, cause: "no frames")
        }
        var mono: [Float] = []
        mono.reserveCapacity(Int(info.frames))
        let framesPerRead = 8_192
        var block = [Float](repeating: 0, count: framesPerRead * channels)
        while true {
            let read = block.withUnsafeMutableBufferPointer { buffer in
                Int(sf_readf_float(file, buffer.baseAddress, sf_count_t(framesPerRead)))
            }
            guard read > 0 else { break }
            for frame in 0 ..< read {
                var sum: Float = 0
                for channel in 0 ..< channels { sum += block[frame * channels + channel] }
                mono.append(sum / Float(channels))
            }
        }
        guard !mono.isEmpty else {
            throw AudioFileError(kind: .empty, path: path, cause: "no frames could be decoded")
        }
        let resampled = Resampler.resample(mono, from: Int(info.samplerate), to: sampleRate)
        return resampled.map { value in
            Int16(max(-32_768, min(32_767, (value * 32_768).rounded())))
        }
    }
}
