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
