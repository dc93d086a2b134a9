//! Memory effects of ops, as far as dead-code removal and CSE need them:
//! which ops may be dropped when unused, and which are pure.
//!
//! Most ops say so in their tables (`NoMemoryEffect`, from the references'
//! interface lists); an op whose effects depend on its attributes has an
//! [`super::api::OpRewrite::effects`] row in its dialect (MLIR's
//! `MemoryEffectOpInterface::getEffects`). Unregistered ops have unknown
//! effects.

use crate::ir::{Body, Context, Op};
use crate::ods::opdef::traits;
use crate::ods::OpInfo;

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

/// The effects of `op` itself (its regions are not considered), given its
/// registry entry.
pub fn effects(ctx: &Context, body: &Body, op: Op, info: Option<&OpInfo>) -> Effects {
    let Some(info) = info else { return Effects::Unknown };
    if let Some(f) = info.rewrite.and_then(|r| r.effects) {
        return f(ctx, body, op);
    }
    if info.def.has(traits::NO_MEMORY_EFFECT) && body.op(op).regions.is_empty() {
        Effects::None
    } else {
        Effects::Unknown
    }
}

/// Whether `op` could be erased if its results were unused: it has no
/// effect but reading or allocating its own result, is no terminator, and
/// holds no regions.
pub fn removable_if_unused(ctx: &Context, body: &Body, op: Op, info: Option<&OpInfo>) -> bool {
    let d = body.op(op);
    if !d.successors.is_empty() {
        return false;
    }
    if info.is_some_and(|i| i.def.has(traits::TERMINATOR)) {
        return false;
    }
    if !d.regions.is_empty() {
        // `RecursiveMemoryEffects`: dead when nothing inside has an effect
        // but reading or allocating (MLIR's `wouldOpBeTriviallyDead`).
        return info.is_some_and(|i| i.def.has(traits::RECURSIVE_MEMORY_EFFECTS)) && nested_effect_free(ctx, body, op);
    }
    effects(ctx, body, op, info) != Effects::Unknown
}

/// Whether every op nested in `op` only reads or allocates, or defers to
/// the ops in its own regions.
fn nested_effect_free(ctx: &Context, body: &Body, op: Op) -> bool {
    body.nested_ops_preorder(op).into_iter().all(|o| {
        let info = crate::ods::lookup(ctx.str(body.op(o).name));
        info.is_some_and(|i| i.def.has(traits::RECURSIVE_MEMORY_EFFECTS)) || effects(ctx, body, o, info) != Effects::Unknown
    })
}

/// Whether `op` is pure (no memory effects at all): CSE may merge it.
pub fn is_pure(ctx: &Context, body: &Body, op: Op, info: Option<&OpInfo>) -> bool {
    effects(ctx, body, op, info) == Effects::None
}
