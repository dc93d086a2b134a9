//! Memory effects of the LLVM dialect's ops whose effects depend on their
//! attributes, as their `getEffects` decide in MLIR 19 (the other ops'
//! come from the tables' `NoMemoryEffect`).

use crate::ir::{Body, Context, Op};
use crate::passes::api::{prop, Effects};

/// `llvm.load`: volatile loads and atomics stronger than unordered may
/// write; the others only read.
pub fn load(ctx: &Context, body: &Body, op: Op) -> Effects {
    let ordering = prop(ctx, body, op, "ordering").and_then(|a| ctx.int_value(a)).unwrap_or(0);
    if prop(ctx, body, op, "volatile_").is_some() || ordering > 1 {
        Effects::Unknown
    } else {
        Effects::Read
    }
}

/// `llvm.inline_asm`: pure unless it says it has side effects.
pub fn inline_asm(ctx: &Context, body: &Body, op: Op) -> Effects {
    if prop(ctx, body, op, "has_side_effects").is_some() {
        Effects::Unknown
    } else {
        Effects::None
    }
}

/// `llvm.alloca` only allocates its result.
pub fn alloca(_: &Context, _: &Body, _: Op) -> Effects {
    Effects::Alloc
}
