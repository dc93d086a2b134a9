//! `test-data-layout-query`: for every `test.data_layout_query` op in a
//! function, records what the data layout says about its result type
//! (size, bit size, ABI and preferred alignment, index width) and the
//! layout's global properties (endianness, memory spaces, stack
//! alignment), as attributes, as MLIR's test pass does.

use crate::passes::api::{Pass, PassCx, PassFailed, PassInfo};
use super::layout::{spec_above, Layout};
use crate::ir::{AttrKind, IntValue, Op, Signedness, TypeKind};

pub const INFO: PassInfo = PassInfo {
    argument: "test-data-layout-query",
    name: "TestDataLayoutQuery",
    summary: "Test data layout queries",
    anchor: Some("func.func"),
    options: &[],
    create: |_| Box::new(DataLayoutQuery),
};

struct DataLayoutQuery;

impl Pass for DataLayoutQuery {
    fn run(&mut self, cx: &mut PassCx<'_>, func: Op) -> Result<(), PassFailed> {
        let ops: Vec<Op> = cx
            .module
            .body
            .nested_ops_preorder(func)
            .into_iter()
            .filter(|&o| cx.ctx.str(cx.module.body.op(o).name) == "test.data_layout_query")
            .collect();
        for op in ops {
            let body = &cx.module.body;
            let Some(result) = body.op(op).results().next() else { continue };
            let ty = body.value(result).ty;
            let entries = spec_above(cx.ctx, body, op);
            let layout = Layout { ctx: cx.ctx, entries: &entries };
            let (size, bits) = (layout.size(ty), layout.size_in_bits(ty));
            let (abi, preferred) = (layout.abi_alignment(ty), layout.preferred_alignment(ty));
            let index = layout.index_bitwidth(ty).unwrap_or(0);
            let endianness = layout.string_entry("dlti.endianness");
            let alloca = layout.string_entry("dlti.alloca_memory_space");
            let program = layout.string_entry("dlti.program_memory_space");
            let global = layout.string_entry("dlti.global_memory_space");
            let stack = layout.string_entry("dlti.stack_alignment").and_then(|v| v.int(cx.ctx)).unwrap_or(0);
            let ctx = &mut *cx.ctx;
            let endianness = endianness.and_then(|v| v.to_attr(ctx));
            let alloca = alloca.and_then(|v| v.to_attr(ctx));
            let program = program.and_then(|v| v.to_attr(ctx));
            let global = global.and_then(|v| v.to_attr(ctx));
            let index_ty = ctx.ty(TypeKind::Index);
            let mut idx = |v: u64| ctx.attr(AttrKind::Integer { value: IntValue::Small(v as i128), ty: index_ty });
            let entries = vec![
                ("size", idx(size)),
                ("bitsize", idx(bits)),
                ("alignment", idx(abi)),
                ("preferred", idx(preferred)),
                ("index", idx(index)),
                ("stack_alignment", idx(stack.max(0) as u64)),
            ];
            let ui32 = ctx.ty(TypeKind::Integer { width: 32, signedness: Signedness::Unsigned });
            let zero_ui32 = ctx.attr(AttrKind::Integer { value: IntValue::Small(0), ty: ui32 });
            let empty = ctx.string_attr("");
            let mut named: Vec<_> = entries.into_iter().map(|(k, v)| (ctx.ident(k), v)).collect();
            named.push((ctx.ident("endianness"), endianness.unwrap_or(empty)));
            named.push((ctx.ident("alloca_memory_space"), alloca.unwrap_or(zero_ui32)));
            named.push((ctx.ident("program_memory_space"), program.unwrap_or(zero_ui32)));
            named.push((ctx.ident("global_memory_space"), global.unwrap_or(zero_ui32)));
            // Like `setAttrs`: the op's attributes become exactly these.
            let dict = ctx.dict(named);
            cx.module.body.ops[op.index()].attrs = dict;
        }
        Ok(())
    }
}
