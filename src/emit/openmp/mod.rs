//! The omp dialect's translation to LLVM IR, in the shapes LLVM 19's
//! OpenMPIRBuilder gives it under mlir-translate-19: `runtime` (location
//! strings, `ident_t` globals, `__kmpc_*` declarations, barriers),
//! `canonical_loop` (trip counts and the `omp_loop.*` skeleton),
//! `collapse` (a loop nest as one `omp_collapsed` loop),
//! `workshare` (static and dynamic schedules), `wsloop` (the ops and their
//! regions).

mod canonical_loop;
mod collapse;
mod runtime;
mod workshare;
mod wsloop;

pub(crate) use runtime::State;

use crate::ir::{Body, Context, Op};

/// Whether `op` ends an OpenMP region (`omp.yield`, `omp.terminator`),
/// which the region's parent turns into a branch to where it goes on.
pub(crate) fn is_region_terminator(ctx: &Context, body: &Body, op: Op) -> bool {
    matches!(ctx.str(body.op(op).name), "omp.yield" | "omp.terminator")
}
