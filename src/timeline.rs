//! A developer's timeline of a run: with `LLMIR_TIMELINE` set in the
//! environment, [`mark`] prints the milliseconds since the first mark, the
//! resident memory, the thread and what just finished to stderr. The phases of a large input
//! run on several threads, so a profile alone does not show where the wall
//! time goes; `scripts/bench.py` figures are explained with this.

use std::sync::OnceLock;
use std::time::Instant;

/// `Some(start)` when the timeline is on.
static START: OnceLock<Option<Instant>> = OnceLock::new();

/// Notes that `what` has just finished (nothing unless `LLMIR_TIMELINE` is set).
pub fn mark(what: &str) {
    let Some(start) = START.get_or_init(|| std::env::var_os("LLMIR_TIMELINE").map(|_| Instant::now())) else {
        return;
    };
    let ms = start.elapsed().as_secs_f64() * 1000.0;
    eprintln!("{ms:8.2} ms  {:6.1} MiB  {:?}  {what}", resident_mib(), std::thread::current().id());
}

/// The process's resident memory (0 where `/proc` cannot tell).
fn resident_mib() -> f64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: f64 = statm.split_whitespace().nth(1).and_then(|p| p.parse().ok()).unwrap_or(0.0);
    pages * 4096.0 / (1024.0 * 1024.0)
}
