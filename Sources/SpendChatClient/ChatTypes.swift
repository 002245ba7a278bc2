import SpendProtocol

/// Where the language model is: any OpenAI-compatible `/v1/chat/completions`
/// (OpenAI, Ollama, llama.cpp's llama-server, vLLM).
public struct ChatEndpoint: Sendable {
    /// e.g. "https://api.openai.com" or "http://127.0.0.1:8080"; "/v1/chat/completions" is appended.
    public var baseURL: String
    public var model: String
    /// Sent as a bearer token; never logged.
    public var apiKey: String?
    /// Longest wait for the response to start (headers and first event).
    public var connectTimeout: Duration
    /// Longest silence between two events once streaming.
    public var idleTimeout: Duration
    /// The most tokens an answer may have (`max_tokens`): answers are meant to be short,
    /// and a small model that never stops must not run to its context limit.
    public var maxTokens: Int

    public init(baseURL: String, model: String, apiKey: String? = nil,
                connectTimeout: Duration = .seconds(30), idleTimeout: Duration = .seconds(60), maxTokens: Int = 512) {
        self.baseURL = baseURL
        self.model = model
        self.apiKey = apiKey
        self.connectTimeout = connectTimeout
        self.idleTimeout = idleTimeout
        self.maxTokens = maxTokens
    }
}

public struct ChatMessage: Sendable, Equatable {
    public let role: String
    public let content: String
    /// An assistant turn that asked for tools.
    public let toolCalls: [ToolCall]
    /// A tool turn: the call it answers.
    public let toolCallID: String?
    /// An image sent with a user turn, as a data URI ("data:image/jpeg;base64,…").
    public let imageURL: String?

    public init(role: String, content: String, toolCalls: [ToolCall] = [], toolCallID: String? = nil, imageURL: String? = nil) {
        self.role = role
        self.content = content
        self.toolCalls = toolCalls
        self.toolCallID = toolCallID
        self.imageURL = imageURL
    }

    /// A user turn with a picture: vision models read `image_url` parts.
    public static func user(_ content: String, imageURL: String) -> ChatMessage {
        ChatMessage(role: "user", content: content, imageURL: imageURL)
    }

    public static func tool(_ content: String, callID: String) -> ChatMessage {
        ChatMessage(role: "tool", content: content, toolCallID: callID)
    }

    public static func system(_ content: String) -> ChatMessage { ChatMessage(role: "system", content: content) }
    public static func user(_ content: String) -> ChatMessage { ChatMessage(role: "user", content: content) }
    public static func assistant(_ content: String) -> ChatMessage { ChatMessage(role: "assistant", content: content) }
}

/// What a streamed completion yields, in order: deltas, then `finished`, then `usage`
/// when the server reports it.
public enum ChatEvent: Sendable, Equatable {
    case delta(String)
    case finished(reason: String)
    case usage(promptTokens: Int, completionTokens: Int)
}

/// A failure talking to the endpoint, with a stable code and a message for people.
/// Codes: unreachable, timeout, unauthorized, rate_limited, upstream_error, bad_stream.
public struct ChatError: Error, Sendable, Equatable, CustomStringConvertible {
    public let code: String
    public let message: String

    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "\(code): \(message)" }
}

/// A function the model may call (OpenAI `tools`, type "function").
public struct ChatTool: Sendable {
    public let name: String
    public let description: String
    /// JSON Schema of the arguments object.
    public let parameters: JSONValue

    public init(name: String, description: String, parameters: JSONValue) {
        self.name = name
        self.description = description
        self.parameters = parameters
    }
}

/// A call the model asked for. `arguments` is the JSON text as the model wrote it:
/// it may be malformed, and the caller validates it.
public struct ToolCall: Sendable, Equatable {
    public let id: String
    public let name: String
    public let arguments: String

    public init(id: String, name: String, arguments: String) {
        self.id = id
        self.name = name
        self.arguments = arguments
    }
}

/// One whole (non-streamed) completion: text, or calls to make first.
public struct ChatCompletion: Sendable, Equatable {
    public let content: String
    public let toolCalls: [ToolCall]
    public let finishReason: String
}
