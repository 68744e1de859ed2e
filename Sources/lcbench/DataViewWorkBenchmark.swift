#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalCore
import TerminalUI

/// Sorting and filtering a `DataTable` of 1,000 to 1,000,000 rows, in process: the peer
/// `lctable`'s data (8 columns made by a provider, `Stars` sorted as numbers) on a headless
/// 100×30 app and a virtual clock, so each slice of the work is stepped and measured alone.
///
/// A key that arrives while a sort or a filter pass runs waits at most for the slice in front
/// of it: the longest slice's CPU, plus the key's own cost, bounds its wait for a first byte.
@MainActor
enum DataViewWorkBenchmark {
    struct Row {
        let rows: Int
        /// CPU from making the table to its first frame.
        let firstFrame: Double
        /// The process's VmHWM after the sort and the filter.
        let peakKibibytes: Int
        /// CPU per cursor move (Down/Up, each rendered).
        let moveCPU: Double
        /// CPU of the sort by Stars, from `s` to the sorted frame; its longest slice.
        let sortCPU: Double
        let sortLongestSlice: Double
        /// The longest CPU a key (Down, rendered) took while the sort ran.
        let keyWhileSorting: Double
        /// CPU of the 9-character burst "package-1" typed into `/`, to its last frame; the
        /// longest slice; passes begun and rows matched against a query.
        let filterCPU: Double
        let filterLongestSlice: Double
        let filterPasses: Int
        let rowsScanned: Int
        /// CPU of a sort by Name (text), after the peak was read; CPU of the provider's reads of
        /// every row once (what a sort without `sortCell` and a filter pass each include).
        let textSortCPU: Double
        let providerCPU: Double
    }

    /// The peer lctable's row `i`.
    static func cells(_ i: Int) -> [String] {
        ["\(i)", "package-\(i)", "1.\(i % 50).\(i % 7)", "\((i &* 7919) % 100000)", "owner\(i % 997)",
         i % 3 != 0 ? "MIT" : "Apache-2.0", "2026-\(1 + i % 12)-\(1 + i % 28)", "\((i &* 31) % 9000) kB"]
    }

    /// CPU seconds this process used so far.
    static var cpu: Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
            + Double(usage.ru_stime.tv_usec) / 1e6
    }

    static func run(rows: Int) throws -> Row {
        let terminal = HeadlessTerminal(size: Size(width: 100, height: 30))
        let clock = VirtualClock()
        let application = Application(terminal: terminal, clock: clock)
        var began = cpu
        let table = DataTable(columns: [
            DataTableColumn("Id", width: .fixed(8), alignment: .trailing),
            DataTableColumn("Name", width: .flexible(minimum: 14)),
            DataTableColumn("Version", width: .fixed(8)),
            DataTableColumn("Stars", width: .fixed(6), alignment: .trailing, sorting: .number),
            DataTableColumn("Owner", width: .fixed(9)),
            DataTableColumn("License", width: .fixed(10)),
            DataTableColumn("Updated", width: .fixed(10), sorting: .date),
            DataTableColumn("Size", width: .fixed(8), alignment: .trailing),
        ], rowCount: { rows }, row: cells)
        table.selectColumn(3)
        let screen = ViewController()
        screen.title = "table ready \(rows)"
        screen.view = StackView(horizontalPadding: 0, [table])
        application.window.rootViewController = NavigationController(rootViewController: screen)
        application.start()
        let firstFrame = cpu - began

        let moves = 200
        began = cpu
        for index in 0..<moves {
            terminal.enqueue(.key(index % 2 == 0 ? .down : .up))
            application.processPendingInput()
        }
        let moveCPU = (cpu - began) / Double(moves)

        began = cpu
        terminal.enqueue(.key(.char("s")))
        application.processPendingInput()
        var (sortLongest, keyWhileSorting, keysCPU) = (0.0, 0.0, 0.0)
        while table.isWorking {
            let slice = cpu
            application.advance(by: DataTable.sliceInterval, on: clock)
            sortLongest = max(sortLongest, cpu - slice)
            guard table.isWorking else { break }
            let key = cpu
            terminal.enqueue(.key(.down))
            application.processPendingInput()
            keyWhileSorting = max(keyWhileSorting, cpu - key)
            keysCPU += cpu - key
        }
        let sortCPU = cpu - began - keysCPU
        guard table.sortOrder?.column == 3 else { throw BenchmarkFailure(description: "the table did not sort by Stars") }

        terminal.enqueue(.key(.char("/")))
        application.processPendingInput()
        began = cpu
        terminal.enqueue(contentsOf: "package-1".map { .key(.char($0)) })
        application.processPendingInput()
        var filterLongest = 0.0
        while table.isWorking {
            let slice = cpu
            application.advance(by: DataTable.sliceInterval, on: clock)
            filterLongest = max(filterLongest, cpu - slice)
        }
        let filterCPU = cpu - began
        guard table.filterText == "package-1", table.displayedRowCount < rows else {
            throw BenchmarkFailure(description: "the filter did not apply: \(table.filterText), \(table.displayedRowCount) rows")
        }
        let peak = Machine.peakResidentKibibytes
        let filterPasses = table.filterPassesStarted
        let rowsScanned = table.rowsScanned

        // After the peak: text keys take 16 bytes a row.
        began = cpu
        table.sort(byColumn: 1, ascending: true)
        while table.isWorking { application.advance(by: DataTable.sliceInterval, on: clock) }
        let textSortCPU = cpu - began
        guard table.sortOrder?.column == 1 else { throw BenchmarkFailure(description: "the table did not sort by Name") }
        began = cpu
        var bytes = 0
        for index in 0..<rows { bytes &+= cells(index).count }
        let providerCPU = cpu - began
        withExtendedLifetime((application, bytes)) {}
        return Row(rows: rows, firstFrame: firstFrame, peakKibibytes: peak, moveCPU: moveCPU, sortCPU: sortCPU, sortLongestSlice: sortLongest,
                   keyWhileSorting: keyWhileSorting, filterCPU: filterCPU, filterLongestSlice: filterLongest,
                   filterPasses: filterPasses, rowsScanned: rowsScanned, textSortCPU: textSortCPU, providerCPU: providerCPU)
    }

    /// The report's section.
    nonisolated static func markdown(_ rows: [Row]) -> [String] {
        guard !rows.isEmpty else { return [] }
        func ms(_ seconds: Double) -> String { Format.fixed(seconds * 1000, digits: seconds < 0.01 ? 2 : 0) + " ms" }
        var lines = ["## Data views against Textual", ""]
        lines.append("Our `DataTable` over the peer `lctable`'s rows (`../shared/peer/`: 8 columns from a provider,")
        lines.append("`s` sorts by Stars as numbers, `/` then types the 9 characters `package-1` in one burst), in")
        lines.append("process on a headless 100×30 app whose virtual clock steps the work a slice (16,384 rows) at")
        lines.append("a time. CPU of this process (getrusage). A key that arrives while the work runs waits at")
        lines.append("most for the slice in front of it: *longest slice* + *key while sorting* bounds its wait")
        lines.append("for a first byte. *Peak* is this process's VmHWM after the sort and the filter (the sizes")
        lines.append("run smallest first). Textual's figures (`textual_table.py` under `ptyrun.py`) and the")
        lines.append("C floor (`floor-c`) are not measured by this part: see the section's notes below the table.")
        lines.append("*Text sort* sorts by Name afterwards (not in the peak); *provider* is the CPU of `lctable`'s")
        lines.append("row function called once for every row, alone: a sort (no `sortCell`) and a filter pass each include it.")
        lines.append("")
        lines.append("| rows | first frame | peak | CPU per cursor move | sort CPU | longest sort slice | key while sorting | filter burst CPU | longest filter slice | passes | rows scanned | text sort CPU | provider |")
        lines.append("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for row in rows {
            lines.append("| \(Format.grouped(row.rows)) | \(ms(row.firstFrame)) | \(Format.memory(kibibytes: row.peakKibibytes)) | \(ms(row.moveCPU)) | "
                         + "\(ms(row.sortCPU)) | \(ms(row.sortLongestSlice)) | \(ms(row.keyWhileSorting)) | \(ms(row.filterCPU)) | "
                         + "\(ms(row.filterLongestSlice)) | \(row.filterPasses) | \(Format.grouped(row.rowsScanned)) | \(ms(row.textSortCPU)) | \(ms(row.providerCPU)) |")
        }
        lines.append("")
        return lines
    }
}
