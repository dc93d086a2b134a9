//! The builtin dialect's verifier rows: `ModuleOp::verify`.

use crate::ir::{AttrKind, Op};
use crate::verify::api::{Cx, DialectVerify, OpVerify, Res};

pub const VERIFY: DialectVerify = DialectVerify { ops: OPS, ..DialectVerify::EMPTY };

const OPS: &[OpVerify] = &[OpVerify { op: "builtin.module", verify: Some(module), ..OpVerify::NONE }];

/// A module's attributes are its symbol name and visibility and attributes
/// of some dialect (a `.` in the name), in the order MLIR reads them:
/// the properties, then the discardable dictionary.
fn module(cx: &Cx, op: Op) -> Res {
    let d = cx.body.op(op);
    for dict in [d.properties, Some(d.attrs)].into_iter().flatten() {
        let AttrKind::Dictionary(entries) = cx.ctx.attr_kind(dict) else { continue };
        for &(name, _) in entries.iter() {
            let name = cx.ctx.str(name);
            if !name.contains('.') && name != "sym_name" && name != "sym_visibility" {
                return Err(cx.op_err(op, format!("can only contain attributes with dialect-prefixed names, found: '{name}'")));
            }
        }
    }
    Ok(())
}
