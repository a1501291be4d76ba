/// A plain-text table with left-aligned columns, for `list` and `check`.
struct TextTable {
    let headers: [String]
    var rows: [[String]] = []

    init(_ headers: [String]) { self.headers = headers }

    mutating func add(_ row: [String]) { rows.append(row) }

    var rendered: String {
        let all = [headers] + rows
        let widths = headers.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padding(to: widths[index])
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
