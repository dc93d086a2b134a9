//! Lowering cf into the LLVM dialect (MLIR's `ControlFlowToLLVM`): the
//! branches become their LLVM twins when the converted operands match the
//! successors' argument types (blocks are converted by the enclosing
//! function's lowering; otherwise the branch stays), and `cf.assert`
//! splits its block: the failure block prints the message with `puts`
//! from a private global (`assert_msg`, made unique) and calls `abort`.
//! The `convert-cf-to-llvm` pass.

use std::sync::atomic::{AtomicU32, Ordering};

use crate::conversion::api::{
    create_at_module_start, create_op, create_op_with, lookup_or_create_fn, lookup_symbol, module_of, ConversionRewriter, DialectLowering,
    LowerPass, NewOp, OpLowering, INDEX_BITWIDTH,
};
use crate::ir::{Attr, AttrKind, Block, DenseData, IntOrFloat, LlvmType, Op, Type, TypeKind, Value};
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

fn branch(rw: &mut ConversionRewriter<'_>, op: Op, name: &str, operands: &[Value], props: &[(&str, Attr)]) {
    let successors: Vec<Block> = rw.body.op(op).successors.to_vec();
    create_op_with(rw, op, name, NewOp { operands, props, successors: &successors, ..NewOp::default() });
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

/// How many `assert_msg` globals were made unique in this process: MLIR
/// keeps one counter for the whole run, split chunks included.
static UNIQUE: AtomicU32 = AtomicU32::new(0);

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
    let mut bytes = msg.to_vec();
    bytes.push(0);
    let i8 = rw.ctx.int_type(8);
    let array = rw.ctx.ty(TypeKind::Llvm(LlvmType::Array { len: bytes.len() as u64, elem: i8 }));
    let tensor = rw.ctx.ty(TypeKind::RankedTensor { shape: Box::new([Some(bytes.len() as u64)]), elem: i8, encoding: None });
    let data = DenseData::Ints(bytes.iter().map(|&b| b as i8 as i128).collect());
    let value = rw.ctx.attr(AttrKind::DenseElements { ty: tensor, data });
    let mut name = "assert_msg".to_string();
    while lookup_symbol(rw, module, &name).is_some() {
        name = format!("assert_msg_{}", UNIQUE.fetch_add(1, Ordering::Relaxed));
    }
    let sym = rw.ctx.string_attr(&name);
    let global_type = rw.ctx.attr(AttrKind::Type(array));
    let private = rw.ctx.dialect_words_attr("llvm.linkage", &["private"]);
    let unit = rw.ctx.unit();
    let addr_space = rw.ctx.int_attr(0, 32);
    let global_props = [
        ("addr_space", addr_space),
        ("constant", unit),
        ("global_type", global_type),
        ("linkage", private),
        ("sym_name", sym),
        ("value", value),
    ];
    let region_g = rw.body.new_region();
    if create_at_module_start(rw, module, op, "llvm.mlir.global", NewOp { props: &global_props, regions: &[region_g], ..NewOp::default() }).is_none() {
        return false;
    }
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
    let global_name = rw.ctx.flat_symbol_ref(&name);
    let addr = create_op(rw, op, "llvm.mlir.addressof", &[], &[ptr], &[("global_name", global_name)]);
    let addr = Value(rw.body.op(addr).first_result);
    let elem_type = rw.ctx.attr(AttrKind::Type(array));
    let i32 = rw.ctx.int_type(32);
    let indices = rw.ctx.attr(AttrKind::DenseArray { elem: i32, values: Box::new([IntOrFloat::Int(0)]) });
    let gep = create_op(rw, op, "llvm.getelementptr", &[addr], &[ptr], &[("elem_type", elem_type), ("rawConstantIndices", indices)]);
    let gep_v = Value(rw.body.op(gep).first_result);
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
    for (i, o) in [rw.body.defining_op(addr), Some(gep), Some(call_puts), Some(call_abort), Some(unreachable)].into_iter().flatten().enumerate() {
        rw.body.move_op(o, failure, i);
    }
    rw.replace_op(op, &[]);
    true
}
