//! The func dialect's canonicalization patterns: an indirect call of a
//! `func.constant` becomes a direct `func.call` (MLIR's
//! `SimplifyIndirectCallWithKnownCallee`), which the inliner can then
//! inline.

use crate::ir::Op;
use crate::passes::api::Rewriter;

/// `func.call_indirect %f(...)` with `%f = func.constant @g` →
/// `func.call @g(...)`.
pub fn indirect_call_with_known_callee(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let Some(&callee) = rw.body.op(op).operands.first() else { return false };
    let Some(def) = rw.body.defining_op(callee) else { return false };
    if rw.ctx.str(rw.body.op(def).name) != "func.constant" {
        return false;
    }
    let Some(sym) = rw.body.op(def).properties.and_then(|p| rw.ctx.dict_get_str(p, "value")) else { return false };
    let d = rw.body.op(op).clone();
    let types: Vec<_> = d.results().map(|v| rw.body.value(v).ty).collect();
    let name = rw.ctx.ident("func.call");
    let key = rw.ctx.ident("callee");
    let props = rw.ctx.dict(vec![(key, sym)]);
    let attrs = d.attrs;
    let call = rw.body.new_op(name, d.operands[1..].into(), &types, Box::new([]), Some(props), attrs, Box::new([]), d.loc, d.span);
    rw.insert_before(op, call);
    let results: Vec<_> = rw.body.op(call).results().collect();
    rw.replace_op(op, &results);
    true
}
