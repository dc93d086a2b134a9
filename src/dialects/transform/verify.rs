//! The transform dialect's rules, with MLIR 19's wording: a named sequence
//! lives in a symbol table marked `transform.with_named_sequence`, marks
//! the arguments its body consumes, and yields what it returns;
//! `apply_conversion_patterns` holds only pattern descriptors and at most
//! one type converter builder; `dialect_to_llvm` names a dialect that has
//! lowering rows into the LLVM dialect.

use crate::ir::{AttrKind, Op};
use crate::ods::opdef::traits;
use crate::verify::api::{Cx, DialectVerify, OpVerify, Res};

pub const VERIFY: DialectVerify = DialectVerify { ops: OPS, op_attr: Some(op_attr), ..DialectVerify::EMPTY };

static OPS: &[OpVerify] = &[
    OpVerify { op: "transform.named_sequence", verify: Some(named_sequence), ..OpVerify::NONE },
    OpVerify { op: "transform.apply_conversion_patterns", verify: Some(apply_conversion_patterns), ..OpVerify::NONE },
    OpVerify { op: "transform.apply_conversion_patterns.dialect_to_llvm", verify: Some(dialect_to_llvm), ..OpVerify::NONE },
];

/// Ops implementing `ConversionPatternDescriptorOpInterface`.
pub const PATTERN_DESCRIPTORS: &[&str] =
    &["transform.apply_conversion_patterns.dialect_to_llvm", "transform.apply_conversion_patterns.func.func_to_llvm"];
/// Ops implementing `TypeConverterBuilderOpInterface`.
pub const TYPE_CONVERTER_BUILDERS: &[&str] = &["transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter"];
/// The module attribute that allows named sequences in a symbol table.
pub const WITH_NAMED_SEQUENCE: &str = "transform.with_named_sequence";

/// `transform.with_named_sequence` only on a symbol table.
fn op_attr(cx: &Cx, op: Op, name: &str, _: crate::ir::Attr) -> Res {
    if name == WITH_NAMED_SEQUENCE && !cx.has_trait(op, traits::SYMBOL_TABLE) {
        return Err(cx.err(op, format!("'{WITH_NAMED_SEQUENCE}' attribute can only be attached to operations with symbol tables")));
    }
    Ok(())
}

/// Whether `op` consumes its operand `i` (MLIR's memory effects on handles).
fn consumes(cx: &Cx, op: Op, i: usize) -> bool {
    cx.name(op) == "transform.apply_conversion_patterns" && i == 0 && cx.prop(op, "preserve_handles").is_none()
}

fn named_sequence(cx: &Cx, op: Op) -> Res {
    let mut parent = cx.parent_op(op);
    while let Some(p) = parent.filter(|&p| !cx.has_trait(p, traits::SYMBOL_TABLE)) {
        parent = cx.parent_op(p);
    }
    if let Some(parent) = parent {
        if cx.discardable(parent, WITH_NAMED_SEQUENCE).is_none() {
            let span = cx.body.op(parent).span;
            return Err(cx
                .err(op, format!("expects the parent symbol table to have the '{WITH_NAMED_SEQUENCE}' attribute"))
                .with_note(span, "symbol table operation"));
        }
    }
    let Some(&region) = cx.body.op(op).regions.first() else { return Ok(()) };
    let Some(&entry) = cx.body.region(region).blocks.first() else { return Ok(()) };
    let arg_attrs: Vec<Option<crate::ir::Attr>> = match cx.prop(op, "arg_attrs").map(|a| cx.ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items.iter().map(|&a| Some(a)).collect(),
        _ => Vec::new(),
    };
    for (i, &arg) in cx.body.block(entry).args.iter().enumerate() {
        let marked = arg_attrs.get(i).copied().flatten().is_some_and(|d| cx.ctx.dict_get_str(d, "transform.consumed").is_some());
        let consumed = cx.body.users_in(op, arg).into_iter().any(|user| {
            cx.body.op(user).operands.iter().enumerate().any(|(index, &v)| v == arg && consumes(cx, user, index))
        });
        if consumed && !marked {
            return Err(cx.err(op, format!("argument #{i} is consumed in the body but is not marked as such")));
        }
    }
    // The terminator yields what the sequence returns.
    let results = match cx.prop(op, "function_type").map(|a| cx.ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => match cx.ctx.type_kind(*t) {
            crate::ir::TypeKind::Function { results, .. } => results.len(),
            _ => 0,
        },
        _ => 0,
    };
    for &b in &cx.body.region(region).blocks {
        if let Some(&last) = cx.body.block(b).ops.last() {
            if cx.name(last) == "transform.yield" && cx.body.op(last).operands.len() != results {
                return Err(cx.err(last, "expected terminator to have as many operands as the parent op has results"));
            }
        }
    }
    Ok(())
}

fn apply_conversion_patterns(cx: &Cx, op: Op) -> Res {
    let regions = &cx.body.op(op).regions;
    if regions.len() != 1 && regions.len() != 2 {
        return Err(cx.op_err(op, "expected 1 or 2 regions"));
    }
    if let Some(&b) = cx.body.region(regions[0]).blocks.first() {
        for &child in &cx.body.block(b).ops {
            if !PATTERN_DESCRIPTORS.contains(&cx.name(child)) {
                let span = cx.body.op(child).span;
                return Err(cx
                    .op_err(op, "expected pattern children ops to implement ConversionPatternDescriptorOpInterface")
                    .with_note(span, "op without interface"));
            }
        }
    }
    if let Some(&r) = regions.get(1) {
        let blocks = &cx.body.region(r).blocks;
        if blocks.len() != 1 || cx.body.block(blocks[0]).ops.len() != 1 {
            return Err(cx.op_err(op, "expected exactly one op in default type converter region"));
        }
        let child = cx.body.block(blocks[0]).ops[0];
        if !TYPE_CONVERTER_BUILDERS.contains(&cx.name(child)) {
            let span = cx.body.op(child).span;
            return Err(cx
                .op_err(op, "expected default converter child op to implement TypeConverterBuilderOpInterface")
                .with_note(span, "op without interface"));
        }
    }
    Ok(())
}

fn dialect_to_llvm(cx: &Cx, op: Op) -> Res {
    let name = cx.prop(op, "dialect_name").and_then(|a| cx.string(a)).unwrap_or("");
    let Some(dialect) = crate::ods::dialect(name) else {
        return Err(cx.op_err(op, format!("unknown dialect or dialect not loaded: {name}")));
    };
    if !dialect.lower.convert_to_llvm {
        return Err(cx.op_err(op, format!("dialect does not implement ConvertToLLVMPatternInterface or extension was not loaded: {name}")));
    }
    Ok(())
}
