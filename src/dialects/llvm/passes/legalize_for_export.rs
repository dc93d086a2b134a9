//! `llvm-legalize-for-export`: makes the IR expressible in LLVM IR. A
//! terminator naming one block (with arguments) as several of its
//! successors gets, for each repeat, a new block that forwards its
//! arguments to the original one with `llvm.br` (LLVM IR's phi nodes
//! cannot tell apart two edges from the same predecessor).

use crate::passes::api::{Pass, PassCx, PassFailed, PassInfo};
use crate::ir::{Block, Op};

pub const INFO: PassInfo = PassInfo {
    argument: "llvm-legalize-for-export",
    name: "LLVMLegalizeForExportPass",
    summary: "Legalize LLVM dialect to be convertible to LLVM IR",
    anchor: None,
    options: &[],
    create: |_| Box::new(LegalizeForExport),
};

struct LegalizeForExport;

impl Pass for LegalizeForExport {
    fn run(&mut self, cx: &mut PassCx<'_>, op: Op) -> Result<(), PassFailed> {
        let body = &mut cx.module.body;
        let mut ops = body.nested_ops_preorder(op);
        ops.insert(0, op);
        let br = cx.ctx.ident("llvm.br");
        let empty = cx.ctx.empty_dict();
        for o in ops {
            let succs = body.op(o).successors.to_vec();
            if succs.len() < 2 {
                continue;
            }
            let Some(region) = body.op(o).parent.and_then(|b| body.block(b).parent) else { continue };
            let mut seen: Vec<Block> = Vec::new();
            for (pos, &s) in succs.iter().enumerate() {
                if body.block(s).args.is_empty() {
                    continue;
                }
                if !seen.contains(&s) {
                    seen.push(s);
                    continue;
                }
                let n = body.region(region).blocks.len();
                let dummy = body.insert_block(region, n);
                let types: Vec<_> = body.block(s).args.iter().map(|&a| (body.value(a).ty, body.value(a).loc)).collect();
                let args: Vec<_> = types.into_iter().map(|(t, l)| body.add_block_arg(dummy, t, l, Default::default())).collect();
                let loc = body.op(o).loc;
                let jump = body.new_op(br, args.into(), &[], Box::new([s]), None, empty, Box::new([]), loc, Default::default());
                body.append_op(dummy, jump);
                body.set_successor(o, pos, dummy);
            }
        }
        Ok(())
    }
}
