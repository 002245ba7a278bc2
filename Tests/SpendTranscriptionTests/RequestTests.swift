import SpendTranscription
import Testing

@Suite("Transcription requests")
struct RequestTests {
    @Test func multipartBodyIsExact() {
        let endpoint = TranscriptionEndpoint(baseURL: "http://127.0.0.1:8178")
        let form = MultipartForm.transcription(endpoint: endpoint, audio: Array("RIFF".utf8), fileName: "recording.wav",
                                               contentType: "audio/wav", prompt: "Expenses.", boundary: "B")
        let expected = "--B\r\nContent-Disposition: form-data; name=\"file\"; filename=\"recording.wav\"\r\n"
            + "Content-Type: audio/wav\r\n\r\nRIFF\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"model\"\r\n\r\nwhisper-1\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"language\"\r\n\r\nen\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"prompt\"\r\n\r\nExpenses.\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"response_format\"\r\n\r\nverbose_json\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"temperature\"\r\n\r\n0\r\n"
            + "--B--\r\n"
        #expect(String(decoding: form.body, as: UTF8.self) == expected)
        #expect(form.contentType == "multipart/form-data; boundary=B")
    }

    @Test func noLanguageNoPromptMeansNoFields() {
        let endpoint = TranscriptionEndpoint(baseURL: "http://x", language: nil)
        let text = String(decoding: MultipartForm.transcription(endpoint: endpoint, audio: [], fileName: "a.flac",
                                                                contentType: "audio/flac", prompt: nil, boundary: "B").body,
                          as: UTF8.self)
        #expect(!text.contains("name=\"language\""))
        #expect(!text.contains("name=\"prompt\""))
        #expect(text.contains("Content-Type: audio/flac"))
    }

    @Test func binaryAudioIsCopiedByteForByte() {
        let audio: [UInt8] = [0, 255, 13, 10, 45, 45]
        let form = MultipartForm.transcription(endpoint: TranscriptionEndpoint(baseURL: "http://x"), audio: audio,
                                               fileName: "r.wav", contentType: "audio/wav", prompt: nil, boundary: "B")
        let head = Array("--B\r\nContent-Disposition: form-data; name=\"file\"; filename=\"r.wav\"\r\nContent-Type: audio/wav\r\n\r\n".utf8)
        #expect(Array(form.body[head.count..<(head.count + audio.count)]) == audio)
    }

    @Test func randomBoundariesDiffer() {
        #expect(MultipartForm.randomBoundary() != MultipartForm.randomBoundary())
    }

    @Test(arguments: [
        ("http://127.0.0.1:8178", "/v1/audio/transcriptions", "http://127.0.0.1:8178/v1/audio/transcriptions"),
        ("http://127.0.0.1:8178/", "/v1/audio/transcriptions", "http://127.0.0.1:8178/v1/audio/transcriptions"),
        ("https://api.openai.com/v1", "/v1/audio/transcriptions", "https://api.openai.com/v1/audio/transcriptions"),
        ("https://api.groq.com/openai/v1", "/v1/audio/transcriptions", "https://api.groq.com/openai/v1/audio/transcriptions"),
        ("http://h/v1/audio/transcriptions", "/v1/audio/transcriptions", "http://h/v1/audio/transcriptions"),
        ("http://127.0.0.1:8080", "/inference", "http://127.0.0.1:8080/inference"),
        ("http://127.0.0.1:8080", "inference", "http://127.0.0.1:8080/inference"),
    ])
    func urlJoinsBaseAndPath(base: String, path: String, url: String) {
        #expect(TranscriptionEndpoint(baseURL: base, path: path).url == url)
    }

    @Test func uploadFormatFromFileName() {
        #expect(UploadFormat(fileName: "/tmp/a.WAV") == .wav)
        #expect(UploadFormat(fileName: "x.flac") == .flac)
        #expect(UploadFormat(fileName: "x.mp3") == nil)
        #expect(UploadFormat(fileName: "noext") == nil)
    }
}

@Suite("Vocabulary prompt")
struct VocabularyPromptTests {
    @Test func categoriesThenMerchants() {
        let prompt = VocabularyPrompt.build(categories: ["Food & Dining", "Transportation"], merchants: ["Starbucks", "Whole  Foods"])
        #expect(prompt == "Spent $18.75 on breakfast with Anna, paid $32 for a taxi, $12.40 at the bookshop. Categories: Food & Dining, Transportation. Merchants: Starbucks, Whole Foods.")
    }

    @Test func duplicatesAndBlanksAppearOnce() {
        let prompt = VocabularyPrompt.build(categories: ["Shopping"], merchants: ["uber", "Uber", " ", "shopping", "Lyft"])
        #expect(prompt.hasSuffix("Categories: Shopping. Merchants: uber, Lyft."))
    }

    @Test func cappedWithoutCuttingANameAndMostFrequentFirst() {
        let merchants = (1...200).map { "Merchant number \($0)" }
        let prompt = VocabularyPrompt.build(categories: ["Food & Dining"], merchants: merchants)
        #expect(prompt.count <= VocabularyPrompt.maxCharacters)
        #expect(prompt.contains("Merchant number 1,"))
        #expect(!prompt.contains("Merchant number 200"))
        #expect(prompt.hasSuffix("."))
        let last = prompt.dropLast().split(separator: ",").last!.trimmingCharacters(in: .whitespaces)
        #expect(merchants.contains(last))
    }

    @Test func nothingToAddLeavesTheLead() {
        #expect(VocabularyPrompt.build(categories: [], merchants: []) == "Spent $18.75 on breakfast with Anna, paid $32 for a taxi, $12.40 at the bookshop.")
    }
}
