//! `reconcile-unrealized-casts`: removes `builtin.unrealized_conversion_cast`
//! ops that cancel out: casts to the types they cast from, chains that
//! lead back to the original types, and casts nobody uses.

use crate::passes::api::{Pass, PassCx, PassFailed, PassInfo};
use crate::ir::uses::UseIndex;
use crate::ir::{Body, Op, Type, Value};

pub const INFO: PassInfo = PassInfo {
    argument: "reconcile-unrealized-casts",
    name: "ReconcileUnrealizedCasts",
    summary: "Simplify and eliminate unrealized conversion casts",
    anchor: None,
    options: &[],
    create: |_| Box::new(Reconcile),
};

struct Reconcile;

fn types(body: &Body, vals: &[Value]) -> Vec<Type> {
    vals.iter().map(|&v| body.value(v).ty).collect()
}

impl Pass for Reconcile {
    fn run(&mut self, cx: &mut PassCx<'_>, root: Op) -> Result<(), PassFailed> {
        let cast = cx.ctx.ident("builtin.unrealized_conversion_cast");
        let body = &mut cx.module.body;
        let mut uses = UseIndex::build(body, root);
        loop {
            let mut changed = false;
            for op in body.nested_ops_preorder(root) {
                if body.op(op).name != cast || body.op(op).parent.is_none() {
                    continue;
                }
                let inputs = body.op(op).operands.to_vec();
                let results: Vec<Value> = body.op(op).results().collect();
                if results.iter().all(|&r| uses.is_unused(r)) {
                    uses.remove(body, op);
                    body.erase_op(op);
                    changed = true;
                    continue;
                }
                let out_types = types(body, &results);
                // What the results can be replaced by: the inputs when the
                // types already agree, or the inputs of the cast that
                // produced all of ours when that round-trips.
                let replacement = if types(body, &inputs) == out_types {
                    Some(inputs.clone())
                } else {
                    let prev = inputs.first().and_then(|&v| body.defining_op(v));
                    prev.filter(|&p| body.op(p).name == cast && body.op(p).results().eq(inputs.iter().copied()))
                        .map(|p| body.op(p).operands.to_vec())
                        .filter(|orig| types(body, orig) == out_types)
                };
                if let Some(repl) = replacement {
                    for (r, v) in results.into_iter().zip(repl) {
                        uses.replace_all_uses(body, r, v);
                    }
                    uses.remove(body, op);
                    body.erase_op(op);
                    changed = true;
                }
            }
            if !changed {
                return Ok(());
            }
        }
    }
}
