import Foundation
import SpendClient
import SpendProtocol
import Testing

extension SpendIntegration {
    /// Receipts end to end: photos rendered by Tests/scripts/receipt_images.py with real
    /// fonts and made to look photographed, read by the real Tesseract inside the real
    /// daemon, reviewed, confirmed, discarded, filed, shared as PDF (checked with poppler),
    /// and read by a stub vision endpoint with its faults and its queue.
    @Suite
    struct Receipts {
        static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts").path

        /// Renders the test receipts into `directory` and returns what each one shows.
        static func render(into directory: String, _ flag: String? = nil) throws -> [String: JSONValue] {
            let result = try ProcessRunner.run("/usr/bin/python3", [scripts + "/receipt_images.py", directory] + (flag.map { [$0] } ?? []),
                                               environment: ProcessInfo.processInfo.environment, scratch: directory, timeout: 120)
            try #require(result.exit == .exited(0), "\(result)")
            guard flag == nil else { return [:] }
            let truth = try JSONValue.parse(String(contentsOfFile: directory + "/truth.json", encoding: .utf8))
            return Dictionary(uniqueKeysWithValues: try #require(truth.objectValue))
        }

        static func decimal(_ minor: Int64?, _ currency: String) -> String? {
            guard let minor else { return nil }
            return currency == "JPY" || currency == "KRW" ? "\(minor)" : String(format: "%d.%02d", minor / 100, minor % 100)
        }

        /// Reads every rendered image of one kind (clean scans or photos) and checks each field.
        func readsEveryField(photos: Bool) throws {
            let daemon = try DaemonHarness()
            let truth = try Self.render(into: daemon.directory)
            let names = truth.keys.filter { $0.hasSuffix(".jpg") == photos }.sorted()
            try #require(names.count >= 8, "\(truth.keys)")
            let connection = try daemon.connect()
            var secondary = (right: 0, checked: 0)
            var hard = (right: 0, total: 0)
            for name in names {
                let expected = try #require(truth[name])
                let reply = try connection.final("receipt read path=" + daemon.directory + "/" + name)
                try #require(reply.ok == true, "\(name): \(reply)")
                let fields = try #require(reply.result?["receipt"]?["fields"])
                let currency = expected["currency"]?.stringValue ?? ""
                let main: [(String, String?, String?)] = [
                    ("merchant", expected["merchant"]?.stringValue, fields["merchant"]?["value"]?.stringValue),
                    ("date", expected["date"]?.stringValue, fields["date"]?["value"]?.stringValue),
                    ("total", Self.decimal(expected["total_minor"]?.intValue, currency), fields["total"]?["value"]?.numberText),
                    ("currency", currency, fields["currency"]?["value"]?.stringValue),
                ]
                if expected["hard"]?.boolValue == true {
                    hard.total += 1
                    if main.allSatisfy({ $0.1 == $0.2 }) { hard.right += 1 }
                    continue
                }
                for (field, want, got) in main { #expect(got == want, "\(name) \(field): read \(got ?? "nothing"), printed \(want ?? "-")") }
                let others: [(String?, String?)] = [
                    (Self.decimal(expected["tax_minor"]?.intValue, currency), fields["tax"]?["value"]?.numberText),
                    (Self.decimal(expected["subtotal_minor"]?.intValue, currency), fields["subtotal"]?["value"]?.numberText),
                    (expected["payment"]?.stringValue?.lowercased(), fields["payment"]?["value"]?.stringValue),
                    (expected["items"]?.numberText, fields["items"]?.arrayValue.map { "\($0.count)" }),
                ]
                for (want, got) in others where want != nil {
                    secondary.checked += 1
                    if want == got { secondary.right += 1 }
                }
                // Every field says how sure the reader is.
                for key in ["merchant", "date", "total", "currency"] {
                    let confidence = fields[key]?["confidence"]?.doubleValue ?? -1
                    #expect((0...1).contains(confidence), "\(name) \(key) confidence \(confidence)")
                }
            }
            // Tax, subtotal, payment method and the item count: most, on photos too.
            #expect(secondary.right * 100 >= secondary.checked * 75, "secondary fields \(secondary.right) of \(secondary.checked)")
            if hard.total > 0 { print("receipts marked hard read right: \(hard.right) of \(hard.total)") }
        }

        @Test("clean receipt scans of several shops and countries: merchant, date, total and currency read right, every one")
        func readsScans() throws { try readsEveryField(photos: false) }

        @Test("photographed receipts (rotated, blurred, noisy, JPEG, on a table): merchant, date, total and currency read right")
        func readsPhotos() throws { try readsEveryField(photos: true) }

        @Test("files that are no receipt photo are refused by their bytes, with clear errors; a PNG named .jpg is read")
        func refusesBadFiles() throws {
            let daemon = try DaemonHarness()
            _ = try Self.render(into: daemon.directory)
            _ = try Self.render(into: daemon.directory, "--huge")
            let directory = daemon.directory
            #expect(FileManager.default.createFile(atPath: directory + "/notes.jpg", contents: Data("lunch 12.50\n".utf8)))
            let text = try daemon.runClient(["receipt", directory + "/notes.jpg"])
            #expect(text.exit == .exited(65) && text.stderr.contains("not a JPEG or PNG"), "\(text)")
            // By content, not by name.
            try FileManager.default.copyItem(atPath: directory + "/tesco-mastercard.png", toPath: directory + "/scan.jpg")
            let renamed = try daemon.runClient(["receipt", directory + "/scan.jpg", "--json"], timeout: 60)
            #expect(renamed.exit == .exited(0) && renamed.stdout.contains("\"image_type\":\"png\""), "\(renamed)")
            // Over 10 MB: the client refuses before sending; the daemon refuses a path too.
            let big = directory + "/big.jpg"
            #expect(FileManager.default.createFile(atPath: big, contents: nil))
            #expect(truncate(big, 11 << 20) == 0)
            let tooBig = try daemon.runClient(["receipt", big])
            #expect(tooBig.exit == .exited(65) && tooBig.stderr.contains("limit"), "\(tooBig)")
            let connection = try daemon.connect()
            let bigByPath = try connection.final("receipt read path=\(big)")
            #expect(bigByPath.errorCode == "bad_image", "\(bigByPath)")
            // A truncated JPEG, and a 20000 x 20000 PNG of a few kilobytes.
            let photo = try Data(contentsOf: URL(fileURLWithPath: directory + "/starbucks-cash-photo.jpg"))
            #expect(FileManager.default.createFile(atPath: directory + "/cut.jpg", contents: photo.prefix(photo.count / 2)))
            let cut = try daemon.runClient(["receipt", directory + "/cut.jpg"])
            #expect(cut.exit == .exited(65) && cut.stderr.contains("truncated"), "\(cut)")
            let huge = try daemon.runClient(["receipt", directory + "/huge.png"])
            #expect(huge.exit == .exited(65) && huge.stderr.contains("20000×20000"), "\(huge)")
            // A FIFO named by path is refused at once, not waited on.
            #expect(mkfifo(directory + "/pipe.jpg", 0o600) == 0)
            let fifo = try connection.final("receipt read path=\(directory)/pipe.jpg")
            #expect(fifo.errorCode == "cannot_read", "\(fifo)")
            // None of them left a receipt or an image behind; the daemon still answers.
            #expect(try connection.ok("receipts").result?["count"]?.intValue == 1)
            let images = try FileManager.default.contentsOfDirectory(atPath: daemon.databasePath + "-receipts")
            #expect(images.count == 1, "\(images)")
            #expect(try connection.ok("ping").ok == true)
        }

        @Test("a receipt in a corner of a 4000 x 5000 phone photo is cut out and read with characters large enough")
        func readsSmallReceiptInLargePhoto() throws {
            let daemon = try DaemonHarness()
            _ = try Self.render(into: daemon.directory)
            let frame = """
                import sys
                from PIL import Image, ImageFilter
                receipt = Image.open(sys.argv[1]).convert("L")
                table = Image.new("L", (4000, 5000), 95)
                table.paste(receipt, (2900, 600))
                table.rotate(2, resample=Image.BICUBIC, fillcolor=95).filter(ImageFilter.GaussianBlur(0.8)).convert("RGB").save(sys.argv[2], quality=80)
                """
            let target = daemon.directory + "/big-frame.jpg"
            let made = try ProcessRunner.run("/usr/bin/python3", ["-c", frame, daemon.directory + "/rewe-ec.png", target],
                                             environment: ProcessInfo.processInfo.environment, scratch: daemon.directory)
            try #require(made.exit == .exited(0), "\(made)")
            let read = try daemon.connect().finalOK("receipt read path=\(target)").result?["receipt"]
            #expect(read?["total"]?.numberText == "17.34" && read?["date"]?.stringValue == "2026-11-03" && read?["currency"]?.stringValue == "EUR",
                    "\(String(describing: read))")
        }

        @Test("a photo taken with the phone held sideways (EXIF orientation 6 or 8) is read upright")
        func readsSidewaysPhotos() throws {
            let daemon = try DaemonHarness()
            _ = try Self.render(into: daemon.directory)
            let turn = """
                import sys
                from PIL import Image
                source, target, tag = sys.argv[1], sys.argv[2], int(sys.argv[3])
                exif = Image.Exif()
                exif[0x0112] = tag
                # Stored as the sensor saw it: 6 means turn 90° clockwise to view, so the pixels lie 90° anticlockwise.
                Image.open(source).rotate(90 if tag == 6 else -90, expand=True).save(target, quality=85, exif=exif)
                """
            let connection = try daemon.connect()
            for tag in [6, 8] {
                let target = daemon.directory + "/sideways-\(tag).jpg"
                let made = try ProcessRunner.run("/usr/bin/python3", ["-c", turn, daemon.directory + "/starbucks-cash-photo.jpg", target, "\(tag)"],
                                                 environment: ProcessInfo.processInfo.environment, scratch: daemon.directory)
                try #require(made.exit == .exited(0), "\(made)")
                let read = try connection.finalOK("receipt read path=\(target)").result?["receipt"]
                #expect(read?["total"]?.numberText == "10.23" && read?["merchant"]?.stringValue == "Starbucks", "orientation \(tag): \(String(describing: read))")
            }
        }

        @Test("review, confirm with corrections (the expense names its receipt), discard, folders, undo, images stored once by hash")
        func reviewAndConfirm() throws {
            let daemon = try DaemonHarness()
            let truth = try Self.render(into: daemon.directory)
            let shop = daemon.directory + "/whole-foods-visa.png"
            let read = try daemon.runClient(["receipt", shop], timeout: 60)
            #expect(read.exit == .exited(0), "\(read)")
            // The review shows what was found and what to do next.
            #expect(read.stdout.contains("Whole Foods") && read.stdout.contains("$20.72") && read.stdout.contains("spend receipt confirm 1"),
                    "\(read)")
            let work = try daemon.runClient(["receipt", daemon.directory + "/shell-amex.png", "--folder", "work"], timeout: 60)
            #expect(work.exit == .exited(0), "\(work)")
            // The same photo twice is two receipts and one file, named by its SHA-256, private.
            #expect(try daemon.runClient(["receipt", shop], timeout: 60).exit == .exited(0))
            let images = daemon.databasePath + "-receipts"
            let files = try FileManager.default.contentsOfDirectory(atPath: images).sorted()
            #expect(files.count == 2, "\(files)")
            let sum = try ProcessRunner.run("/usr/bin/sha256sum", [shop], environment: daemon.environment, scratch: daemon.directory)
            let hash = String(sum.stdout.prefix(64))
            #expect(files.contains(hash + ".png"), "\(files) vs \(hash)")
            var info = stat()
            #expect(stat(images + "/" + hash + ".png", &info) == 0 && info.st_mode & 0o777 == 0o600)

            let connection = try daemon.connect()
            let listed = try connection.ok("receipts").result?["receipts"]?.arrayValue ?? []
            #expect(listed.map { $0["id"]?.intValue } == [3, 2, 1] && listed.allSatisfy { $0["status"]?.stringValue == "pending" })
            let workOnly = try daemon.runClient(["receipts", "--folder", "work"])
            #expect(workOnly.stdout.contains("Shell") && !workOnly.stdout.contains("Whole Foods"), "\(workOnly)")

            // Confirm with corrections: the expense carries them and names its receipt.
            let confirmed = try daemon.runClient(["receipt", "confirm", "1", "total=23.40", "category=Food & Dining"])
            #expect(confirmed.exit == .exited(0) && confirmed.stdout.contains("$23.40"), "\(confirmed)")
            let expense = try #require(connection.listAll().first)
            #expect(expense["receipt"]?.intValue == 1 && expense["amount"]?.numberText == "23.40")
            #expect(expense["category"]?.stringValue == "Food & Dining" && expense["source"]?.stringValue == "receipt")
            #expect(expense["date"]?.stringValue == truth["whole-foods-visa.png"]?["date"]?.stringValue)
            #expect(expense["merchant"]?.stringValue == "Whole Foods Market")
            let shown = try connection.finalOK("receipt show 1").result?["receipt"]
            #expect(shown?["status"]?.stringValue == "confirmed" && shown?["expense"]?.intValue == expense["id"]?.intValue)
            // The assistant knows them: what waits for review, what was confirmed.
            let asked = try connection.final("ask any receipts waiting for review?")
            let answer = asked.result?["text"]?.stringValue ?? ""
            #expect(answer.contains("2 receipts wait for your review") && answer.contains("#2 Shell $48.22"), "\(asked)")
            let workAnswer = try connection.final("ask which work receipts do I have?").result?["text"]?.stringValue ?? ""
            #expect(workAnswer.contains("1 receipt in your work folder waits") && !workAnswer.contains("Whole Foods"), "\(workAnswer)")
            // Exports name the receipt of each expense.
            let json = try daemon.runClient(["export", "--format", "json"])
            #expect(json.stdout.contains("\"receipt\":1"), "\(json)")
            let ledger = try daemon.runClient(["export", "--format", "ledger"])
            #expect(ledger.stdout.contains("source:receipt, receipt:1"), "\(ledger)")
            #expect(try connection.final("receipt confirm 1").errorCode == "already_confirmed")
            #expect(try connection.final("receipt discard 1").errorCode == "already_confirmed")
            // Undo takes the expense back and the receipt is pending again; redo confirms it again.
            _ = try connection.ok("undo")
            #expect(try connection.finalOK("receipt show 1").result?["receipt"]?["status"]?.stringValue == "pending")
            _ = try connection.ok("redo")
            #expect(try connection.finalOK("receipt show 1").result?["receipt"]?["status"]?.stringValue == "confirmed")
            // The bank's row for that purchase, posted two days later, is not stored again.
            let bank = daemon.directory + "/bank.csv"
            try "Date,Description,Amount\n2026-11-05,WHOLE FOODS MKT #10234,-23.40\n2026-11-05,Corner bakery,-6.25\n"
                .write(toFile: bank, atomically: true, encoding: .utf8)
            let imported = try daemon.runClient(["import", bank])
            #expect(imported.stdout.contains("Imported 1,") && imported.stdout.contains("Already stored from receipts: 1 purchase"), "\(imported)")
            #expect(try connection.listAll().count == 2)

            // Discarding one of the two receipts of a photo keeps the file; the second removes it.
            #expect(try daemon.runClient(["receipt", "delete", "3"]).exit == .exited(0))
            #expect(FileManager.default.fileExists(atPath: images + "/" + hash + ".png"))
            #expect(try daemon.runClient(["receipt", "delete", "1"]).stdout.contains("expense #\(expense["id"]!.intValue!) stays"))
            #expect(!FileManager.default.fileExists(atPath: images + "/" + hash + ".png"))
            #expect(try connection.listAll().first { $0["id"]?.intValue == expense["id"]?.intValue }?["receipt"] == nil)
            // Moving between folders; an unknown folder is refused.
            #expect(try daemon.runClient(["receipt", "move", "2", "private"]).exit == .exited(0))
            #expect(try connection.ok("receipts folder=private").result?["count"]?.intValue == 1)
            #expect(try daemon.runClient(["receipt", "move", "2", "home"]).exit == .exited(64))
            #expect(try daemon.runClient(["receipt", "discard", "2"]).exit == .exited(0))
            #expect(try connection.ok("receipts").result?["count"]?.intValue == 0)
            #expect(try FileManager.default.contentsOfDirectory(atPath: images).isEmpty)
            #expect(try daemon.runClient(["receipt", "show", "2"]).exit == .exited(1))
        }

        @Test("a receipt and a folder's month become PDFs with the photos and details, checked with poppler")
        func sharesPDF() throws {
            let daemon = try DaemonHarness()
            _ = try Self.render(into: daemon.directory)
            for name in ["rewe-ec.png", "carrefour-cb-photo.jpg"] {
                #expect(try daemon.runClient(["receipt", daemon.directory + "/" + name, "--folder", "work"], timeout: 60).exit == .exited(0))
            }
            #expect(try daemon.runClient(["receipt", daemon.directory + "/cvs-debit.png"], timeout: 60).exit == .exited(0))
            let month = String(ISO8601DateFormatter().string(from: Date()).prefix(7))
            let report = daemon.directory + "/work-\(month).pdf"
            let made = try daemon.runClient(["receipt", "pdf", "--folder", "work", "--month", month, "-o", report], timeout: 60)
            #expect(made.exit == .exited(0) && made.stdout.contains("Wrote 2 receipts"), "\(made)")
            let info = try ProcessRunner.run("/usr/bin/pdfinfo", [report], environment: daemon.environment, scratch: daemon.directory)
            #expect(info.stdout.contains("Pages:          2") || info.stdout.contains("Pages:           2"), "\(info)")
            let text = try ProcessRunner.run("/usr/bin/pdftotext", [report, "-"], environment: daemon.environment, scratch: daemon.directory)
            #expect(text.stdout.contains("REWE") || text.stdout.contains("Rewe"), "\(text.stdout)")
            #expect(text.stdout.contains("€17.34") && text.stdout.contains("Carrefour") && !text.stdout.contains("CVS"), "\(text.stdout)")
            // Each page carries its photo.
            let images = try ProcessRunner.run("/usr/bin/pdfimages", ["-list", report], environment: daemon.environment, scratch: daemon.directory)
            #expect(images.stdout.split(separator: "\n").count == 2 + 2, "\(images.stdout)")
            let single = daemon.directory + "/one.pdf"
            #expect(try daemon.runClient(["receipt", "pdf", "3", "-o", single]).exit == .exited(0))
            let one = try ProcessRunner.run("/usr/bin/pdftotext", [single, "-"], environment: daemon.environment, scratch: daemon.directory)
            #expect(one.stdout.contains("CVS") && one.stdout.contains("Receipt #3"), "\(one.stdout)")
            // A month with nothing in the folder is an error, not an empty PDF.
            let empty = try daemon.runClient(["receipt", "pdf", "--folder", "private", "--month", "2001-01", "-o", daemon.directory + "/none.pdf"])
            #expect(empty.exit == .exited(1) && !FileManager.default.fileExists(atPath: daemon.directory + "/none.pdf"), "\(empty)")
        }

        static func visionDaemon(_ stub: StubEndpoint?, timeout: Int = 10, url: String? = nil) throws -> DaemonHarness {
            try DaemonHarness(environment: ["SPEND_VISION_URL": url ?? stub!.url, "SPEND_VISION_TIMEOUT": "\(timeout)",
                                            "SPEND_VISION_RETRY_INTERVAL": "0", "SPEND_VISION_API_KEY": "sk-vision-test-0123456789"])
        }

        @Test("a vision model reads the receipt when configured; garbage, a non-number total or a future date keep the local reading")
        func visionModel() throws {
            let directory = try ProcessRunner.makeTempDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let mode = directory + "/mode"
            try "ok".write(toFile: mode, atomically: true, encoding: .utf8)
            let stub = try StubEndpoint(script: "stub_vision.py", name: "vision", arguments: ["--mode-file", mode])
            let daemon = try Self.visionDaemon(stub)
            _ = try Self.render(into: daemon.directory)
            let connection = try daemon.connect()
            func read(_ name: String) throws -> JSONValue {
                let reply = try connection.final("receipt read path=\(daemon.directory)/\(name)")
                try #require(reply.ok == true, "\(reply)")
                return try #require(reply.result?["receipt"])
            }
            let byModel = try read("starbucks-cash-photo.jpg")
            #expect(byModel["read_by"]?.stringValue == "vision" && byModel["vision"]?.stringValue == "done")
            #expect(byModel["merchant"]?.stringValue == "Trader Joe's" && byModel["total"]?.numberText == "23.40")
            #expect(byModel["category"]?.stringValue == "Groceries" && byModel["date"]?.stringValue == "2026-11-02")
            let request = try #require(stub.log().last)
            #expect(request["image"]?.stringValue == "image/jpeg" && request["schema"]?.stringValue == "receipt")
            #expect(request["authorization"]?.boolValue == true)
            try "fenced".write(toFile: mode, atomically: true, encoding: .utf8)
            #expect(try read("tesco-mastercard.png")["read_by"]?.stringValue == "vision")
            // Answers that fail the checks: the local reading stays, and says so.
            for bad in ["garbage", "bad-total", "future-date"] {
                try bad.write(toFile: mode, atomically: true, encoding: .utf8)
                let local = try read("starbucks-cash.png")
                #expect(local["read_by"]?.stringValue == "ocr" && local["vision"]?.stringValue == "rejected", "\(bad): \(local)")
                #expect(local["merchant"]?.stringValue == "Starbucks" && local["total"]?.numberText == "10.23", "\(bad): \(local)")
            }
            // The key never reaches the log.
            #expect(!daemon.log.contains("sk-vision-test"))
        }

        @Test("an unreachable or slow vision endpoint: the receipt is read locally at once, queued, kept across a restart, and read by the model on spend retry")
        func visionQueue() throws {
            let directory = try ProcessRunner.makeTempDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let mode = directory + "/mode"
            try "down".write(toFile: mode, atomically: true, encoding: .utf8)
            let stub = try StubEndpoint(script: "stub_vision.py", name: "vision", arguments: ["--mode-file", mode])
            let daemon = try Self.visionDaemon(stub, timeout: 2)
            _ = try Self.render(into: daemon.directory)
            let down = try daemon.runClient(["receipt", daemon.directory + "/lidl-cash.png", "--json"], timeout: 60)
            #expect(down.exit == .exited(0) && down.stdout.contains("\"vision\":\"queued\"") && down.stdout.contains("\"read_by\":\"ocr\""),
                    "\(down)")
            // Slow: the daemon stops waiting after vision_timeout and queues it.
            try "slow".write(toFile: mode, atomically: true, encoding: .utf8)
            let started = Date()
            let slow = try daemon.runClient(["receipt", daemon.directory + "/cvs-debit.png", "--json"], timeout: 60)
            #expect(slow.exit == .exited(0) && slow.stdout.contains("\"vision\":\"queued\""), "\(slow)")
            #expect(Date().timeIntervalSince(started) < 25)
            // The queue survives a restart, and the model reads both once it is back.
            try daemon.restart()
            try "ok".write(toFile: mode, atomically: true, encoding: .utf8)
            let retried = try daemon.runClient(["retry"], timeout: 60)
            #expect(retried.stdout.contains("Receipts: 2 read by the vision model, 0 still waiting"), "\(retried)")
            let receipts = try daemon.connect().ok("receipts").result?["receipts"]?.arrayValue ?? []
            #expect(receipts.count == 2 && receipts.allSatisfy { $0["read_by"]?.stringValue == "vision" && $0["vision"]?.stringValue == "done" })
            // No endpoint at all (nothing listens): the same, at once.
            let nowhere = try Self.visionDaemon(nil, url: "http://127.0.0.1:9")
            _ = try Self.render(into: nowhere.directory)
            let refused = try nowhere.runClient(["receipt", nowhere.directory + "/rewe-ec.png", "--json"], timeout: 60)
            #expect(refused.exit == .exited(0) && refused.stdout.contains("\"vision\":\"queued\""), "\(refused)")
            #expect(try nowhere.runClient(["receipt", "retry"]).stdout.contains("0 receipts read by the vision model; 1 still waiting"))
        }
    }
}

extension LineConnection {
    /// Sends a line of a verb that streams progress events and returns its final reply.
    func final(_ line: String) throws -> Response {
        try send(line)
        while true {
            let response = try reply()
            if response.event == nil { return response }
        }
    }

    func finalOK(_ line: String) throws -> Response {
        let response = try final(line)
        guard response.ok == true else { throw HarnessError("'\(line)' failed: \(response.raw)") }
        return response
    }
}
