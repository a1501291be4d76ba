/// Telling a manifest from any other file by its bytes, whether or not it parses.
enum ManifestText {
    /// True when `bytes` name the key every manifest has, `segue` (`segue: 1` in YAML,
    /// `"segue": 1` in JSON; quoted either way, blanks before the colon allowed).
    ///
    /// A file without it is no manifest, however it came to be read (a credentials file in a
    /// folder named as effects): its diagnostics are kept, its lines are never quoted. A manifest
    /// with a YAML or JSON syntax error still names the key, so its error is still shown in place.
    static func namesFormatKey(_ bytes: [UInt8]) -> Bool {
        let key = Array("segue".utf8)
        guard bytes.count >= key.count + 1 else { return false }
        for start in 0...(bytes.count - key.count) where bytes[start] == key[0] && bytes[start..<start + key.count].elementsEqual(key) {
            var index = start + key.count
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") { index += 1 }
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: ":") { return true }
        }
        return false
    }
}
