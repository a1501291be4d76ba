import Segue

/// A plain-text table with left-aligned columns, for `list` and `check`.
struct TextTable {
    let headers: [String]
    var rows: [[String]] = []

    init(_ headers: [String]) { self.headers = headers }

    /// Adds a row; control characters and bidi overrides in a cell (a name from a manifest) are
    /// made visible before the widths are measured, so they can neither drive the terminal nor
    /// break the columns.
    mutating func add(_ row: [String]) { rows.append(row.map(DiagnosticRenderer.escaped)) }

    var rendered: String { rendered(width: nil) }

    /// The table without the columns named in `droppable` (in that order, as many as needed) so
    /// that the others fit `width` with at least `minimumLastColumn` characters for the last one.
    func fitting(_ width: Int?, droppable: [String], minimumLastColumn: Int = 24) -> TextTable {
        guard let width else { return self }
        var table = self
        for name in droppable {
            let widths = table.headers.indices.map { column in ([table.headers] + table.rows).map { $0[column].count }.max() ?? 0 }
            if widths.dropLast().reduce(0, { $0 + $1 + 2 }) + minimumLastColumn <= width { break }
            guard let column = table.headers.firstIndex(of: name) else { continue }
            var narrower = TextTable(table.headers.enumerated().filter { $0.offset != column }.map(\.element))
            narrower.rows = table.rows.map { row in row.enumerated().filter { $0.offset != column }.map(\.element) }
            table = narrower
        }
        return table
    }

    /// The table; with a `width`, the last column is cut (ending in `…`) so no line is wider,
    /// though never below `minimumLastColumn` characters.
    func rendered(width: Int?, minimumLastColumn: Int = 12) -> String {
        let all = [headers] + rows
        let widths = headers.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        let leading = widths.dropLast().reduce(0) { $0 + $1 + 2 }
        let room = width.map { max(minimumLastColumn, $0 - leading) }
        return all.map { row in
            row.enumerated().map { index, cell in
                guard index == row.count - 1 else { return cell.padding(to: widths[index]) }
                guard let room, cell.count > room else { return cell }
                return String(cell.prefix(room - 1)) + "…"
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
