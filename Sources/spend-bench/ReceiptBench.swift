import ArgumentParser
import Foundation
import SpendProtocol

extension SpendBench {
    /// `spend receipt FILE` until the fields are shown, per image size, beside the bare
    /// `tesseract FILE - --psm 6` on the same image (the floor: OCR alone, no preparation,
    /// no parsing, no socket); the share of the time spent in OCR (preparation and
    /// Tesseract, as the daemon reports it); the daemon's memory while reading.
    func receiptReading(runs: Int = 5) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        generator.arguments = ["Tests/scripts/receipt_images.py", directory, "--bench"]
        try generator.run()
        generator.waitUntilExit()
        guard generator.terminationStatus == 0 else { throw ValidationError("Tests/scripts/receipt_images.py failed (python3-pil?)") }
        let daemon = try DaemonProcess(binDir: binDir, directory: directory, database: directory + "/receipts.sqlite")
        defer { daemon.stop() }
        let idle = daemon.residentKiB() ?? 0
        print("\nReceipts: `spend receipt FILE` to the fields shown, beside bare `tesseract FILE - --psm 6` (\(runs) runs each, medians)")
        for scale in 1...3 {
            let image = directory + "/receipt-x\(scale).jpg"
            let attributes = try FileManager.default.attributesOfItem(atPath: image)
            let pixels = try imageSize(image)
            var client: [Double] = [], ocr: [Double] = [], bare: [Double] = []
            for _ in 0..<runs {
                var output = ""
                client.append(try time { output = try run(binDir + "/spend", ["--socket", daemon.socket, "receipt", image, "--json"]) })
                let reply = try JSONValue.parse(String(output.split(separator: "\n").last ?? ""))
                guard reply["ok"]?.boolValue == true, let seconds = reply["result"]?["ocr_seconds"]?.doubleValue else {
                    throw ValidationError("spend receipt failed: \(output.suffix(300))")
                }
                ocr.append(seconds)
                bare.append(try time { _ = try run("/usr/bin/tesseract", [image, "-", "--psm", "6"]) })
            }
            let share = Int((median(ocr) / median(client) * 100).rounded())
            print("  \(pixels) (\((attributes[.size] as? Int ?? 0) / 1024) KiB): spend receipt \(format(median(client))), "
                  + "bare tesseract \(format(median(bare))) (ratio \(String(format: "%.2f", median(client) / median(bare)))), OCR \(share)% of it")
        }
        let peak = daemon.peakKiB() ?? 0
        // The daemon trims its heap a second after a connection closes.
        Thread.sleep(forTimeInterval: 2)
        let after = daemon.residentKiB() ?? 0
        print("  daemon RSS: idle \(idle / 1024) MiB, peak while reading \(peak / 1024) MiB, after \(after / 1024) MiB")
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// "1080×1920", read from the JPEG's frame header.
    private func imageSize(_ path: String) throws -> String {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var index = 2
        while index + 9 < bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            if (0xC0...0xC3).contains(marker) {
                return "\(Int(bytes[index + 7]) << 8 | Int(bytes[index + 8]))×\(Int(bytes[index + 5]) << 8 | Int(bytes[index + 6]))"
            }
            index += 2 + (Int(bytes[index + 2]) << 8 | Int(bytes[index + 3]))
        }
        return "?"
    }
}
