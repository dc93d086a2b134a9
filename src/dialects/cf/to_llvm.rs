//! Lowering cf into the LLVM dialect (MLIR's `ControlFlowToLLVM`): the
//! branches become their LLVM twins when the converted operands match the
//! successors' argument types (blocks are converted by the enclosing
//! function's lowering; otherwise the branch stays), and `cf.assert`
//! splits its block: the failure block prints the message with `puts`
//! from a private global (`assert_msg`, made unique) and calls `abort`.
//! The `convert-cf-to-llvm` pass.


use crate::conversion::api::{
    create_op, create_op_with, lookup_or_create_fn, module_of, string_address, string_global, ConversionRewriter, DialectLowering,
    LowerPass, NewOp, OpLowering, INDEX_BITWIDTH,
};
use crate::ir::{Attr, AttrKind, Block, IntOrFloat, Op, Type, Value};
use crate::passes::api::{forwarded_operands, PassInfo};

/// The lowering rows.
pub const LOWER: DialectLowering = DialectLowering {
    convert_to_llvm: true,
    ops: &[
        OpLowering { op: "cf.br", lower: br },
        OpLowering { op: "cf.cond_br", lower: cond_br },
        OpLowering { op: "cf.switch", lower: switch },
        OpLowering { op: "cf.assert", lower: assert },
    ],
};

/// `convert-cf-to-llvm`.
pub const PASS: PassInfo = PassInfo {
    argument: "convert-cf-to-llvm",
    name: "ConvertControlFlowToLLVMPass",
    summary: "Convert ControlFlow operations to the LLVM dialect",
    anchor: Some("builtin.module"),
    options: &[INDEX_BITWIDTH],
    create: |options| LowerPass::create(&["cf"], options),
};

fn prop(rw: &ConversionRewriter<'_>, op: Op, name: &str) -> Option<Attr> {
    rw.body.op(op).properties.and_then(|p| rw.ctx.dict_get_str(p, name))
}

/// The converted operands `op` forwards to each successor, provided their
/// types are the successors' argument types (MLIR's check before it
/// rewrites a branch), with the operands before them (the condition, the
/// flag).
fn successor_operands(rw: &ConversionRewriter<'_>, op: Op, operands: &[Value]) -> Option<(Vec<Value>, Vec<Vec<Value>>)> {
    let groups = forwarded_operands(rw.ctx, rw.body, op)?;
    let forwarded: usize = groups.iter().map(Vec::len).sum();
    let lead = operands.len().checked_sub(forwarded)?;
    let mut at = lead;
    let mut out = Vec::with_capacity(groups.len());
    for (g, &succ) in groups.iter().zip(rw.body.op(op).successors.iter()) {
        let values = operands[at..at + g.len()].to_vec();
        at += g.len();
        let want: Vec<Type> = rw.body.block(succ).args.iter().map(|&a| rw.body.value(a).ty).collect();
        let have: Vec<Type> = values.iter().map(|&v| rw.body.value(v).ty).collect();
        if want != have {
            return None;
        }
        out.push(values);
    }
    Some((operands[..lead].to_vec(), out))
}

fn segments(rw: &mut ConversionRewriter<'_>, sizes: &[usize]) -> Attr {
    let elem = rw.ctx.int_type(32);
    let values = sizes.iter().map(|&s| IntOrFloat::Int(s as i128)).collect();
    rw.ctx.attr(AttrKind::DenseArray { elem, values })
}

/// The LLVM branch `name` in place of `op`. MLIR builds it with all of
/// `op`'s attributes: a discardable one the LLVM op has as an inherent
/// attribute (`branch_weights`, `loop_annotation`) becomes its property,
/// the others stay discardable.
fn branch(rw: &mut ConversionRewriter<'_>, op: Op, name: &str, operands: &[Value], props: &[(&str, Attr)]) {
    let successors: Vec<Block> = rw.body.op(op).successors.to_vec();
    let inherent: &[&str] = match name {
        "llvm.cond_br" => &["branch_weights", "loop_annotation"],
        "llvm.br" => &["loop_annotation"],
        "llvm.switch" => &["branch_weights"],
        _ => &[],
    };
    let discardable: Vec<(crate::ir::Ident, Attr)> = match rw.ctx.attr_kind(rw.body.op(op).attrs) {
        AttrKind::Dictionary(entries) => entries.to_vec(),
        _ => Vec::new(),
    };
    let mut all_props: Vec<(String, Attr)> = props.iter().map(|(k, v)| (k.to_string(), *v)).collect();
    let mut kept = Vec::new();
    for (key, value) in discardable {
        let k = rw.ctx.str(key).to_string();
        if inherent.contains(&k.as_str()) {
            if !all_props.iter().any(|p| p.0 == k) {
                all_props.push((k, value));
            }
        } else {
            kept.push((key, value));
        }
    }
    let attrs = (!kept.is_empty()).then(|| rw.ctx.dict(kept));
    let props: Vec<(&str, Attr)> = all_props.iter().map(|(k, v)| (k.as_str(), *v)).collect();
    create_op_with(rw, op, name, NewOp { operands, props: &props, successors: &successors, attrs, ..NewOp::default() });
    rw.replace_op(op, &[]);
}

fn br(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    if successor_operands(rw, op, operands).is_none() {
        return false;
    }
    branch(rw, op, "llvm.br", operands, &[]);
    true
}

fn cond_br(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let Some((lead, groups)) = successor_operands(rw, op, operands) else { return false };
    let mut sizes = vec![lead.len()];
    sizes.extend(groups.iter().map(Vec::len));
    let seg = segments(rw, &sizes);
    branch(rw, op, "llvm.cond_br", operands, &[("operandSegmentSizes", seg)]);
    true
}

fn switch(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let Some((lead, groups)) = successor_operands(rw, op, operands) else { return false };
    let default = groups.first().map_or(0, Vec::len);
    let cases: usize = groups.iter().skip(1).map(Vec::len).sum();
    let seg = segments(rw, &[lead.len(), default, cases]);
    let mut props = vec![("operandSegmentSizes", seg)];
    for key in ["case_values", "case_operand_segments", "branch_weights"] {
        if let Some(a) = prop(rw, op, key) {
            props.push((key, a));
        }
    }
    branch(rw, op, "llvm.switch", operands, &props);
    true
}

/// `cf.assert %c, "msg"` (MLIR's `AssertOpLowering` with abort on failure).
fn assert(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let Some(&cond) = operands.first() else { return false };
    let Some(AttrKind::String { value: msg, .. }) = prop(rw, op, "msg").map(|a| rw.ctx.attr_kind(a).clone()) else { return false };
    let Some(block) = rw.body.op(op).parent else { return false };
    let Some(region) = rw.body.block(block).parent else { return false };
    let module = module_of(rw, op);
    if rw.body.op(module).regions.is_empty() {
        return false;
    }
    // The message as a private constant global, at the module's start.
    let Some((name, array)) = string_global(rw, module, op, "assert_msg", &msg) else { return false };
    // The branch on the condition, then the split: the continuation block
    // takes the ops after the assert, the failure block goes last.
    let continuation = rw.body.insert_block(region, rw.body.region(region).blocks.iter().position(|&b| b == block).map_or(0, |i| i + 1));
    let failure = rw.body.insert_block(region, usize::MAX);
    let seg = segments(rw, &[1, 0, 0]);
    create_op_with(rw, op, "llvm.cond_br", NewOp { operands: &[cond], props: &[("operandSegmentSizes", seg)], successors: &[continuation, failure], ..NewOp::default() });
    let at = rw.body.block(block).ops.iter().position(|&o| o == op).unwrap_or(0);
    let rest: Vec<Op> = rw.body.block(block).ops[at..].to_vec();
    for (i, o) in rest.into_iter().enumerate() {
        rw.body.move_op(o, continuation, i);
    }
    // The failure block: puts(msg), abort(), unreachable.
    let ptr = rw.ctx.ptr_type();
    let (addr, gep_v) = string_address(rw, op, &name, array);
    if !lookup_or_create_fn(rw, op, "puts", &[ptr], None) {
        return false;
    }
    let puts = rw.ctx.flat_symbol_ref("puts");
    let call_puts = create_op(rw, op, "llvm.call", &[gep_v], &[], &[("callee", puts)]);
    if !lookup_or_create_fn(rw, op, "abort", &[], None) {
        return false;
    }
    let abort = rw.ctx.flat_symbol_ref("abort");
    let call_abort = create_op(rw, op, "llvm.call", &[], &[], &[("callee", abort)]);
    let unreachable = create_op(rw, op, "llvm.unreachable", &[], &[], &[]);
    for (i, o) in [Some(addr), rw.body.defining_op(gep_v), Some(call_puts), Some(call_abort), Some(unreachable)].into_iter().flatten().enumerate() {
        rw.body.move_op(o, failure, i);
    }
    rw.replace_op(op, &[]);
    true
}
