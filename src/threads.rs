//! Whether llmir may use a second thread (`--mlir-disable-threading`
//! turns it off). Large inputs are lexed, parsed, verified and printed with
//! two threads when allowed; the output is the same either way.

use std::sync::atomic::{AtomicBool, Ordering};

static ENABLED: AtomicBool = AtomicBool::new(true);

pub fn set_enabled(on: bool) {
    ENABLED.store(on, Ordering::Relaxed);
}

pub fn enabled() -> bool {
    ENABLED.load(Ordering::Relaxed)
}
