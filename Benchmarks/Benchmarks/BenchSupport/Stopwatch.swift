#if canImport(Glibc)
import Glibc
#endif

/// Monotonic and per-thread CPU clocks, for the probe's own interleaved comparisons.
public enum Stopwatch {
    public static func wall() -> Double { read(CLOCK_MONOTONIC) }

    /// CPU time of this thread: what "on one core" means while other builds share the machine.
    public static func cpu() -> Double { read(CLOCK_THREAD_CPUTIME_ID) }

    static func read(_ clock: clockid_t) -> Double {
        var ts = timespec()
        clock_gettime(clock, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// The fastest of `runs` CPU-timed runs of `body`: the least disturbed by other processes.
    public static func bestCPU(runs: Int, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = cpu()
            body()
            best = min(best, cpu() - start)
        }
        return best
    }
}
