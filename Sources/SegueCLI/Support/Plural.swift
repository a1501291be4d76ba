/// "1 run", "2 runs", "0 findings": a count with its noun, so no message says "the last 1 frames".
func plural(_ count: Int, _ noun: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
}
