//! Whether llmir may use a second thread (`--mlir-disable-threading`
//! turns it off). Large inputs are lexed, parsed, verified and printed with
//! two threads when allowed; the output is the same either way. Threads
//! that do the work run on a [`BIG_STACK`] stack, which lets input nest as
//! deeply as MLIR accepts ([`spawn_big`]). The tools' memory pages are kept small
//! ([`small_pages`]).

use std::sync::atomic::{AtomicBool, Ordering};

static ENABLED: AtomicBool = AtomicBool::new(true);

pub fn set_enabled(on: bool) {
    ENABLED.store(on, Ordering::Relaxed);
}

pub fn enabled() -> bool {
    ENABLED.load(Ordering::Relaxed)
}

/// Whether a core is free for a second thread of ours now: no task of
/// another process is runnable beyond what leaves one core to spare
/// (`/proc/loadavg`'s count of runnable tasks, less this process's own
/// running threads). For work split across threads that costs more in
/// total than it saves on the longest one (it only pays when the second
/// thread has a core to itself); the output never depends on it.
///
/// Why the instantaneous count and not the load average: the one-minute
/// average lags. Right after a busy minute (a build, or the previous runs
/// of a benchmark) it still reads "busy" on a quiet machine, and right
/// after a quiet one it reads "idle" while every core is taken.
pub fn idle_core() -> bool {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    enabled() && cores >= 2 && runnable_tasks().is_some_and(|runnable| others_running(runnable, own_running_threads()) + 2 <= cores)
}

/// How many tasks of other processes are runnable, given the system's
/// count (which includes the calling thread) and this process's own.
fn others_running(runnable: usize, own: usize) -> usize {
    runnable.saturating_sub(own.max(1))
}

/// The number of runnable tasks system-wide now: the `R` of the `R/T`
/// field of `/proc/loadavg`.
fn runnable_tasks() -> Option<usize> {
    let text = std::fs::read_to_string("/proc/loadavg").ok()?;
    text.split_whitespace().nth(3)?.split('/').next()?.parse().ok()
}

/// This process's threads in state `R` (the state follows the command
/// name's closing parenthesis in `/proc/self/task/*/stat`).
fn own_running_threads() -> usize {
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else { return 1 };
    tasks
        .filter_map(|task| std::fs::read_to_string(task.ok()?.path().join("stat")).ok())
        .filter(|stat| stat.rsplit_once(')').is_some_and(|(_, rest)| rest.trim_start().starts_with('R')))
        .count()
}

/// The stack the tools run their work on, and that every thread the
/// engines spawn gets: recursion (parser, builder, verifier, printer,
/// passes, translation) goes once or twice per nesting level, and
/// [`crate::parser::MAX_NESTING`] levels fit in it with room to spare.
pub const BIG_STACK: usize = 512 << 20;

std::thread_local! {
    static ON_BIG_STACK: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Notes that the calling thread was spawned with a [`BIG_STACK`] stack,
/// so the parser lets input nest up to [`crate::parser::MAX_NESTING`]
/// levels here (elsewhere: [`crate::parser::SMALL_STACK_NESTING`]).
pub fn mark_big_stack() {
    ON_BIG_STACK.with(|b| b.set(true));
}

/// Whether [`mark_big_stack`] was called on this thread.
pub fn on_big_stack() -> bool {
    ON_BIG_STACK.with(|b| b.get())
}

/// Spawns `f` on a thread with a [`BIG_STACK`] stack, marked as such.
pub fn spawn_big<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> std::io::Result<std::thread::JoinHandle<T>> {
    std::thread::Builder::new().stack_size(BIG_STACK).spawn(move || {
        mark_big_stack();
        f()
    })
}

/// [`spawn_big`] in a scope.
pub fn spawn_big_scoped<'scope, 'env, T: Send + 'scope>(
    scope: &'scope std::thread::Scope<'scope, 'env>,
    f: impl FnOnce() -> T + Send + 'scope,
) -> std::io::Result<std::thread::ScopedJoinHandle<'scope, T>> {
    std::thread::Builder::new().stack_size(BIG_STACK).spawn_scoped(scope, move || {
        mark_big_stack();
        f()
    })
}

/// Turns transparent huge pages off for the process. mimalloc asks the
/// kernel for huge pages on its arenas (`madvise(MADV_HUGEPAGE)`), so
/// every first touch faulted in 2 MiB at once: the room reserved ahead for
/// tokens and IR arenas, touched sparsely, and each thread's pages came in
/// whole, which more than doubled the tools' peak memory on large inputs
/// (lua.mlir: 76 MiB with huge pages, 31 MiB without) and made run times
/// erratic (the kernel compacts memory to find huge pages). With 4 KiB
/// pages the faults are more numerous but cheap. Called first thing in the
/// tools' `main`; it applies to pages touched from then on.
pub fn small_pages() {
    // SAFETY: a process-wide flag; no memory is touched.
    unsafe { libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0) };
}

/// How far a worker on another thread has come through a sequence of items
/// (the verifier through a module's ops), for a consumer that may use item
/// `i` only once the worker has passed it. The worker calls [`advance`]
/// as it goes and [`finish`] when it stops, having passed everything or
/// not; [`reached`] blocks until the count is reached or the worker has
/// stopped short of it.
///
/// [`advance`]: Progress::advance
/// [`finish`]: Progress::finish
/// [`reached`]: Progress::reached
#[derive(Debug, Default)]
pub struct Progress {
    /// Items passed; read without the lock on the consumer's fast path.
    passed: std::sync::atomic::AtomicUsize,
    /// Whether the worker has stopped, under the lock the condition
    /// variable waits with.
    stopped: std::sync::Mutex<bool>,
    changed: std::sync::Condvar,
}

impl Progress {
    /// The first `n` items are passed.
    pub fn advance(&self, n: usize) {
        self.passed.store(n, Ordering::Release);
        // Taking the lock orders this store before a waiter's check, so a
        // waiter that saw too small a count is already waiting when woken.
        let _guard = self.stopped.lock().unwrap_or_else(|e| e.into_inner());
        self.changed.notify_all();
    }

    /// The worker will pass no more items.
    pub fn finish(&self) {
        *self.stopped.lock().unwrap_or_else(|e| e.into_inner()) = true;
        self.changed.notify_all();
    }

    /// A guard that calls [`Progress::finish`] when dropped: a worker that
    /// panics still releases its consumer.
    pub fn finish_on_drop(&self) -> impl Drop + '_ {
        struct Finish<'p>(&'p Progress);
        impl Drop for Finish<'_> {
            fn drop(&mut self) {
                self.0.finish();
            }
        }
        Finish(self)
    }

    /// Waits until `n` items are passed (true) or the worker stopped
    /// before that (false).
    pub fn reached(&self, n: usize) -> bool {
        if self.passed.load(Ordering::Acquire) >= n {
            return true;
        }
        let mut stopped = self.stopped.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            if self.passed.load(Ordering::Acquire) >= n {
                return true;
            }
            if *stopped {
                return false;
            }
            stopped = self.changed.wait(stopped).unwrap_or_else(|e| e.into_inner());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_calling_thread_counts_as_running() {
        // Reading its own stat, a thread is running; the system's count
        // includes it.
        assert!(own_running_threads() >= 1);
        assert!(runnable_tasks().is_some_and(|n| n >= 1));
    }

    #[test]
    fn other_processes_are_the_runnable_tasks_less_our_own() {
        assert_eq!(others_running(1, 1), 0);
        assert_eq!(others_running(3, 1), 2);
        assert_eq!(others_running(3, 2), 1);
        // The caller is always one of the runnable tasks, even if its own
        // count came back empty.
        assert_eq!(others_running(2, 0), 1);
        assert_eq!(others_running(0, 2), 0);
    }
}
