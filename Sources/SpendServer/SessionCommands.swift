import Foundation
import SpendCore
import SpendProtocol

/// Verbs about the connection and the daemon itself.
enum SessionCommands {
    static func help(_ call: Invocation) throws -> JSONValue {
        func describe(_ command: Command) -> JSONValue {
            .object([("name", .string(command.name)), ("usage", .string(command.usage)),
                     ("summary", .string(command.summary)), ("example", .string(command.example)),
                     ("streams", .bool(command.streams)), ("arguments", .array(command.arguments.map(\.json)))])
        }
        if let name = call.arguments.string("command") {
            guard let command = CommandTable.byName[name.lowercased()] else {
                throw call.error(.unknownCommand, "No command '\(name)'. Send 'help' for the list")
            }
            return .object([("command", describe(command))])
        }
        return .object([("protocol", .int(ResponseLine.protocolVersion)),
                         ("commands", .array(CommandTable.all.map(describe)))])
    }

    static func ping(_ call: Invocation) throws -> JSONValue {
        .object([("pong", .bool(true))])
    }

    static func status(_ call: Invocation) async throws -> JSONValue {
        let daemon = call.daemon
        let uptime = ContinuousClock.now - daemon.startedAt
        let expenses = try await daemon.store.count()
        return .object([
            ("daemon", .string("spendd")),
            ("version", .string(Daemon.version)),
            ("protocol", .int(ResponseLine.protocolVersion)),
            ("pid", .int(getpid())),
            ("uptime_seconds", .int(uptime.components.seconds)),
            ("socket", .string(daemon.config.socketPath)),
            ("database", .string(daemon.store.path)),
            ("voice_spool", .string(daemon.config.transcription.spoolPath(databasePath: daemon.config.databasePath))),
            ("config", daemon.config.configFile.map(JSONValue.string) ?? .null),
            ("expenses", .int(expenses)),
            ("currency", .string(daemon.config.currency.code)),
            ("connections", .int(daemon.openConnections)),
            ("subscribers", .int(daemon.hub.count)),
            ("today", .string(call.today.iso)),
        ])
    }

    static func subscribe(_ call: Invocation) async throws -> JSONValue {
        call.session.subscribe(to: call.daemon.hub)
        return .object([("subscribed", .bool(true)),
                        ("events", .array(ExpenseEvent.allCases.map { .string($0.rawValue) }))])
    }

    static func unsubscribe(_ call: Invocation) async throws -> JSONValue {
        call.session.unsubscribe(from: call.daemon.hub)
        return .object([("subscribed", .bool(false))])
    }

    static func quit(_ call: Invocation) async throws -> JSONValue {
        call.session.isClosing = true
        return .object([("bye", .bool(true))])
    }
}
