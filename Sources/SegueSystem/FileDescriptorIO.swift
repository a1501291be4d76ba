// `read(2)` and `write(2)` by a name of their own: inside a type that declares `write` or `read`
// the bare names resolve to the type's methods, and the module qualifier (`Glibc.write`,
// `Darwin.write`) differs by platform.

/// `write(2)`: the count written, or -1 with `errno` set.
package func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, buffer, count)
    #elseif canImport(Darwin)
    Darwin.write(descriptor, buffer, count)
    #endif
}

/// `read(2)`: the count read, 0 at the end, or -1 with `errno` set.
package func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
    #elseif canImport(Darwin)
    Darwin.read(descriptor, buffer, count)
    #endif
}
