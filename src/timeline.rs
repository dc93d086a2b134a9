//! A developer's timeline of a run: with `LLMIR_TIMELINE` set in the
//! environment, [`mark`] prints the milliseconds since the first mark, the
//! resident memory (now and at its peak), the CPU time the calling thread
//! has used so far, the thread and what just finished to stderr. A thread
//! whose CPU time grows slower than the wall clock is waiting or shares its
//! core. The phases of a large input
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
    let (now, peak) = resident_mib();
    let cpu = thread_cpu_ms();
    eprintln!("{ms:8.2} ms  {now:6.1} MiB (peak {peak:6.1})  cpu {cpu:7.2} ms  {:?}  {what}", std::thread::current().id());
}

/// The process's resident memory now and at its peak so far, in MiB (0
/// where `/proc` cannot tell).
fn resident_mib() -> (f64, f64) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |name: &str| {
        let line = status.lines().find(|l| l.starts_with(name)).unwrap_or_default();
        let kib: f64 = line.split_whitespace().nth(1).and_then(|k| k.parse().ok()).unwrap_or(0.0);
        kib / 1024.0
    };
    (field("VmRSS:"), field("VmHWM:"))
}

/// The CPU time the calling thread has used, in milliseconds.
fn thread_cpu_ms() -> f64 {
    let mut t = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `t` is a valid timespec to write.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    t.tv_sec as f64 * 1000.0 + t.tv_nsec as f64 / 1e6
}
