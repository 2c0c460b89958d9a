extension String {
    /// The string without leading and trailing white space (Unicode white space, newlines included).
    public func trimmingWhitespace() -> String {
        var text = Substring(self)
        while text.last?.isWhitespace == true { text.removeLast() }
        while text.first?.isWhitespace == true { text.removeFirst() }
        return String(text)
    }
}
