import SpendAssistant
import SpendChatClient
import SpendCore
import SpendProtocol
import SpendQuery

/// Verbs of the assistant: questions answered from the user's own numbers, streamed.
enum AssistantCommands {
    static func ask(_ call: Invocation) async throws -> JSONValue {
        let text = call.arguments.string("text")!
        // The question reader, like the parser, is not meant for thousands of words
        // ("twelve " × 9000 took 2.8 s): the same limit as a phrase.
        if let tokens = ExpenseParser.tokensOverLimit(text) {
            throw call.error(.tooLong, "That question has \(tokens) words and marks; a question is at most \(ExpenseParser.maximumTokens)")
        }
        return try await answer(text, call)
    }

    /// One entry point for typed or spoken input: an expense is recorded, a question
    /// is answered.
    static func say(_ call: Invocation) async throws -> JSONValue {
        let text = call.arguments.string("text")!
        do {
            let recorded = try await ExpenseCommands.record(text, call)
            return .object([("kind", .string("expense"))] + (recorded.objectValue ?? []))
        } catch let error as ProtocolError where error.code == ParseError.notExpense.code {
            return .object([("kind", .string("answer"))] + (try await answer(text, call).objectValue ?? []))
        }
    }

    static func cancel(_ call: Invocation) async throws -> JSONValue {
        let target = call.arguments.string("target")
        let stopped = call.session.cancel(key: target)
        // Without a target the recording in progress is discarded too, whichever connection
        // started it: `spend cancel` runs beside `spend listen`.
        let recording = target == nil && call.daemon.recorder.end(.cancel)
        return .object([("cancelled", .int(stopped)), ("recording", .bool(recording))])
    }

    static func reset(_ call: Invocation) async throws -> JSONValue {
        call.daemon.conversations.reset(conversationKey(call))
        return .object([("reset", .bool(true))])
    }

    /// Answers a question: the facts it needs are computed in SQL, then either the
    /// configured model phrases them or the built-in assistant does. Deltas stream as
    /// `delta` events; a failure keeps the partial text in the error.
    static func answer(_ text: String, _ call: Invocation) async throws -> JSONValue {
        let daemon = call.daemon
        let key = conversationKey(call)
        var reply = ""
        var finish = "stop"
        var usage: JSONValue = .null
        func stopped(_ code: String, _ message: String) -> ProtocolError {
            ProtocolError(code: code, message: message, id: call.request.id, details: [("text", .string(reply))])
        }
        // A cancel that arrives before the first piece stops the SQL reads here (GRDB throws
        // CancellationError, or SQLITE_INTERRUPT mid-statement): a cancelled answer too.
        let answer: AssistantReply
        do {
            answer = try await Assistant.reply(to: text, store: daemon.store, currency: daemon.config.currency,
                                               today: call.today, previous: daemon.conversations.lastQuery(key))
        } catch {
            guard Task.isCancelled || error is CancellationError else { throw error }
            throw interrupted(id: call.request.id, text: reply)
        }
        func send(_ piece: String) async throws {
            reply += piece
            try await call.emit("delta", [("text", .string(piece))])
        }
        /// A whole answer in word-sized pieces, so it streams like a model's tokens.
        func sendWords(_ text: String) async throws {
            for piece in words(text) {
                guard !Task.isCancelled else { throw interrupted(id: call.request.id, text: reply) }
                try await send(piece)
            }
        }
        func failed(_ error: ChatError) -> ProtocolError {
            daemon.logger.warning("chat endpoint failed", metadata: ["code": "\(error.code)"])
            return stopped(error.code, error.message)
        }
        var route = daemon.chat == nil ? "built-in" : "model"
        var toolCalls = 0
        var unsupported: [String] = []
        if let chat = daemon.chat {
            let grounding = "Facts computed from the user's expenses (exact; today is \(call.today.iso)):\n"
                + answer.statements.map { "- " + $0 }.joined(separator: "\n")
            let messages = [ChatMessage.system(Persona.systemPrompt + "\n\n" + grounding)]
                + daemon.conversations.history(key) + [.user(text)]
            var answered = false
            if daemon.config.chatTools {
                do {
                    let tools = QueryTools(store: daemon.store, currency: daemon.config.currency, today: call.today)
                    let model = try await ModelAnswer.ask(messages, chat: chat, tools: tools, reply: answer)
                    route = model.gaveUp ? "built-in" : "tools"
                    toolCalls = model.toolCalls
                    unsupported = model.unsupportedFigures
                    if model.gaveUp { daemon.logger.warning("chat model kept calling tools; answered with the built-in assistant") }
                    try await sendWords(model.text)
                    answered = true
                } catch let error as ChatError where ["upstream_error", "bad_stream"].contains(error.code) {
                    // A server or model without tool support: the computed facts still ground a plain answer.
                    daemon.logger.notice("chat endpoint refused tools; answering from facts", metadata: ["code": "\(error.code)"])
                } catch let error as ChatError {
                    throw failed(error)
                } catch is CancellationError {
                    throw interrupted(id: call.request.id, text: reply)
                }
            }
            if !answered {
                var finished = false
                do {
                    for try await event in chat.stream(messages) {
                        switch event {
                        case .delta(let piece):
                            try await send(piece)
                        case .finished(let reason):
                            finish = reason
                            finished = true
                        case .usage(let prompt, let completion):
                            usage = .object([("prompt_tokens", .int(prompt)), ("completion_tokens", .int(completion))])
                        }
                    }
                } catch let error as ChatError {
                    throw failed(error)
                } catch is CancellationError {
                    throw interrupted(id: call.request.id, text: reply)
                }
                guard finished, !Task.isCancelled else { throw interrupted(id: call.request.id, text: reply) }
                unsupported = GroundedFigures.unsupported(in: reply, sources: answer.statements + [text])
                if !unsupported.isEmpty { try await send(ModelAnswer.warning(unsupported, reply: answer)) }
            }
        } else {
            try await sendWords(answer.text)
        }
        daemon.conversations.append(key, [.user(text), .assistant(reply)], query: answer.query)
        var fields: [(String, JSONValue)] = [
            ("text", .string(reply)),
            ("finish_reason", .string(finish)),
            ("usage", usage),
            ("source", .string(route)),
            ("tool_calls", .int(toolCalls)),
            ("unsupported_figures", .array(unsupported.map(JSONValue.string))),
            ("intent", .string(answer.intent)),
            ("period", answer.period.map(QueryJSON.range) ?? .null),
            ("facts", .array(answer.factNames.map(JSONValue.string))),
        ]
        if let reading = answer.reading {
            fields.append(("understood", .array(reading.understood.map(JSONValue.string))))
            fields.append(("not_understood", .array(reading.notUnderstood.map(JSONValue.string))))
            fields.append(("follow_up", .bool(reading.isFollowUp)))
            if reading.query == nil { fields.append(("reason", .optional(reading.reason))) }
        }
        if let result = answer.result { fields.append(("query", QueryJSON.result(result))) }
        return .object(fields)
    }

    /// Why a streaming request stopped early: its deadline (`timeout`) or a `cancel` or
    /// disconnect (`cancelled`). `text` is what was streamed, for the assistant's errors.
    static func interrupted(id: JSONValue?, text: String?) -> ProtocolError {
        let details: [(String, JSONValue)] = text.map { [("text", .string($0))] } ?? []
        if let deadline = Session.deadline, deadline.hasPassed {
            return ProtocolError(code: "timeout", message: "The answer took longer than chat_deadline "
                                 + "(\(deadline.limit.components.seconds) s)", id: id, details: details)
        }
        return ProtocolError(code: "cancelled", message: text == nil ? "Stopped before it finished" : "Stopped before the answer finished",
                             id: id, details: details)
    }

    private static func conversationKey(_ call: Invocation) -> String {
        Conversations.key(session: call.session.id, name: call.arguments.string("conversation"))
    }

    /// The built-in answer in word-sized pieces, each with its following space, so it
    /// streams like a model's tokens.
    static func words(_ text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        for character in text {
            if character == " " || character == "\n", !current.isEmpty, current.last != " ", current.last != "\n" {
                current.append(character)
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }
}
