import SpendChatClient

/// A language model's answer through the query tools: the model asks for queries, the
/// daemon runs them, the model phrases the result. Bounded rounds; the figures it states
/// are checked against what the tools returned.
public struct ModelAnswer: Sendable {
    public let text: String
    /// Tool calls made, over all rounds.
    public let toolCalls: Int
    /// Figures in the model's text that no tool result or fact contained.
    public let unsupportedFigures: [String]
    /// The model kept calling tools past the limit; the built-in answer was used.
    public let gaveUp: Bool

    /// At most this many rounds of tool calls before the built-in answer is used.
    public static let maximumRounds = 4
    /// At most this many calls in one round.
    public static let maximumCallsPerRound = 8

    /// Runs the tool loop. Throws the chat client's errors: the caller decides whether an
    /// endpoint without tool support falls back to plain streaming.
    public static func ask(_ messages: [ChatMessage], chat: ChatClient, tools: QueryTools,
                           reply: AssistantReply) async throws -> ModelAnswer {
        let definitions = try await tools.definitions()
        var conversation = messages
        var sources = reply.statements + messages.filter { $0.role == "user" }.map(\.content)
        var calls = 0
        for _ in 0..<maximumRounds {
            let completion = try await chat.complete(conversation, tools: definitions)
            guard !completion.toolCalls.isEmpty else {
                let unsupported = GroundedFigures.unsupported(in: completion.content, sources: sources)
                return ModelAnswer(text: checked(completion.content, unsupported: unsupported, reply: reply),
                                   toolCalls: calls, unsupportedFigures: unsupported, gaveUp: false)
            }
            let batch = Array(completion.toolCalls.prefix(maximumCallsPerRound))
            conversation.append(ChatMessage(role: "assistant", content: completion.content, toolCalls: batch))
            for call in batch {
                try Task.checkCancellation()
                let result = try await tools.run(call)
                sources.append(result)
                conversation.append(.tool(result, callID: call.id))
                calls += 1
            }
        }
        return ModelAnswer(text: reply.text, toolCalls: calls, unsupportedFigures: [], gaveUp: true)
    }

    /// The model's text, with a plain warning and the exact figures when it stated a
    /// number nobody computed: a wrong figure must never pass as the user's data.
    public static func checked(_ text: String, unsupported: [String], reply: AssistantReply) -> String {
        text + warning(unsupported, reply: reply)
    }

    /// The warning that follows an answer with unsupported figures; empty when there are none.
    public static func warning(_ unsupported: [String], reply: AssistantReply) -> String {
        guard !unsupported.isEmpty else { return "" }
        return "\n\n⚠️ \(unsupported.joined(separator: ", ")) did not come from your expenses, so don't rely on "
            + "\(unsupported.count == 1 ? "it" : "them"). From your data: " + reply.text
    }
}
