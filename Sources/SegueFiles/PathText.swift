#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The few system calls segue's file reading and the CLI share, visible inside the package only.

/// `write(2)`, named apart from the CLI's own `write` functions.
package func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
    #elseif canImport(Musl)
        Musl.write(descriptor, buffer, count)
    #elseif canImport(Darwin)
        Darwin.write(descriptor, buffer, count)
    #endif
}

/// `read(2)`, named apart from the CLI's own `read` functions.
package func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
        Musl.read(descriptor, buffer, count)
    #elseif canImport(Darwin)
        Darwin.read(descriptor, buffer, count)
    #endif
}

/// Path text split the way `NSString`'s path methods split it, for the cases the CLI meets.
package enum PathText {
    /// `a/b/c` -> `c`; `a/b/` -> `b`; `/` -> `/`.
    package static func lastComponent(_ path: String) -> String {
        let trimmed = trailingSlashesRemoved(path)
        if trimmed == "/" { return "/" }
        return trimmed.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    }

    /// `a/b/c` -> `a/b`; `c` -> ``; `/c` -> `/`; `a/b/` -> `a`.
    package static func deletingLastComponent(_ path: String) -> String {
        let trimmed = trailingSlashesRemoved(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return trailingSlashesRemoved(String(trimmed[..<slash]))
    }

    /// `x.yaml` -> `yaml`; `.hidden`, `x`, `x.` -> ``.
    package static func pathExtension(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    private static func trailingSlashesRemoved(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
