//! `llvm-request-c-wrappers`: marks every `func.func` with the
//! `llvm.emit_c_interface` unit attribute.

use crate::passes::api::{Pass, PassCx, PassFailed, PassInfo};
use crate::ir::{AttrKind, Op};

pub const INFO: PassInfo = PassInfo {
    argument: "llvm-request-c-wrappers",
    name: "LLVMRequestCWrappersPass",
    summary: "Request C wrapper emission for all functions",
    anchor: Some("func.func"),
    options: &[],
    create: |_| Box::new(RequestCWrappers),
};

struct RequestCWrappers;

impl Pass for RequestCWrappers {
    fn run(&mut self, cx: &mut PassCx<'_>, op: Op) -> Result<(), PassFailed> {
        let attrs = cx.module.body.op(op).attrs;
        let mut entries = match cx.ctx.attr_kind(attrs) {
            AttrKind::Dictionary(e) => e.to_vec(),
            _ => Vec::new(),
        };
        let key = cx.ctx.ident("llvm.emit_c_interface");
        let unit = cx.ctx.unit();
        entries.push((key, unit));
        cx.module.body.ops[op.index()].attrs = cx.ctx.dict(entries);
        Ok(())
    }
}
