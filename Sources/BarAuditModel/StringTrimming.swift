extension String {
    /// The string without leading and trailing white space (Unicode white space, newlines included).
    public func trimmingWhitespace() -> String {
        var text = Substring(self)
        while text.last?.isWhitespace == true { text.removeLast() }
        while text.first?.isWhitespace == true { text.removeFirst() }
        return String(text)
    }

    /// The string with zeros in front up to `length` characters ("00a1").
    public func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
