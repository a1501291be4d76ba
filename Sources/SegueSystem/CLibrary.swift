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
