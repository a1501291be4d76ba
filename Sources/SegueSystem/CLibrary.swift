// The C library under one name on every platform: glibc or musl on Linux, Darwin on Apple's
// systems. A target that needs `stat`, `write`, `sin` or `isatty` imports SegueSystem, so this
// chain is written once. The re-export reaches the importing module only; `import Segue` does
// not hand the C library to an app.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif

// `read(2)` and `write(2)` by a name of their own: inside a type that declares `write` or `read`
// the bare names resolve to the type's methods. Here, beside the import, they are the C library's.

/// `write(2)`: the count written, or -1 with `errno` set.
package func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// `read(2)`: the count read, 0 at the end, or -1 with `errno` set.
package func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
