import AsyncHTTPClient

extension HTTPClient {
    /// An HTTP client for a desk daemon: a refused connection (the server is not running)
    /// fails at once instead of being retried until the timeout; retrying, where wanted, is the
    /// caller's job. Release it with `shutdownUnlessShared()`.
    public static func failingFast() -> HTTPClient {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool.retryConnectionEstablishment = false
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }

    /// Shuts the client down, unless it is the process-wide shared one.
    public func shutdownUnlessShared() async {
        guard self !== HTTPClient.shared else { return }
        try? await shutdown()
    }
}
