//! Memory effects of ops, as far as dead-code removal and CSE need them:
//! which ops may be dropped when unused, and which are pure.
//!
//! Most ops say so in their tables (`NoMemoryEffect`, from the references'
//! interface lists); the ops whose effects depend on their attributes
//! (`llvm.load`, `llvm.inline_asm`, `llvm.alloca`) are decided here, as
//! their `getEffects` do in MLIR 19. Unregistered ops have unknown effects.

use crate::ods::lookup;
use crate::ods::opdef::traits;
use crate::ir::{Body, Context, Op};

/// What an op does to memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effects {
    /// Reads and writes nothing (Pure).
    None,
    /// Only reads memory: removable when unused, not mergeable blindly.
    Read,
    /// Only allocates its own result: removable when unused.
    Alloc,
    /// Anything else, including unknown.
    Unknown,
}

/// The effects of `op` itself (its regions are not considered).
pub fn effects(ctx: &Context, body: &Body, op: Op) -> Effects {
    let d = body.op(op);
    let name = ctx.str(d.name);
    let prop = |n: &str| d.properties.and_then(|p| ctx.dict_get_str(p, n));
    match name {
        "llvm.load" => {
            // Volatile loads and atomics stronger than unordered may write.
            let ordering = prop("ordering").and_then(|a| ctx.int_value(a)).unwrap_or(0);
            if prop("volatile_").is_some() || ordering > 1 {
                Effects::Unknown
            } else {
                Effects::Read
            }
        }
        "llvm.inline_asm" => {
            if prop("has_side_effects").is_some() {
                Effects::Unknown
            } else {
                Effects::None
            }
        }
        "llvm.alloca" => Effects::Alloc,
        _ => match lookup(name) {
            Some(info) if info.def.has(traits::NO_MEMORY_EFFECT) && d.regions.is_empty() => Effects::None,
            _ => Effects::Unknown,
        },
    }
}

/// Whether `op` could be erased if its results were unused: it has no
/// effect but reading or allocating its own result, is no terminator, and
/// holds no regions.
pub fn removable_if_unused(ctx: &Context, body: &Body, op: Op) -> bool {
    let d = body.op(op);
    if !d.regions.is_empty() || !d.successors.is_empty() {
        return false;
    }
    if lookup(ctx.str(d.name)).is_some_and(|i| i.def.has(traits::TERMINATOR)) {
        return false;
    }
    effects(ctx, body, op) != Effects::Unknown
}

/// Whether `op` is pure (no memory effects at all): CSE may merge it.
pub fn is_pure(ctx: &Context, body: &Body, op: Op) -> bool {
    effects(ctx, body, op) == Effects::None
}
