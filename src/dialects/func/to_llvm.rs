//! Lowering func into the LLVM dialect (MLIR's `FuncToLLVM`): `func.func`
//! becomes `llvm.func` with its signature converted (memref arguments
//! exploded into their descriptor fields, or passed as bare pointers under
//! `use-bare-ptr-memref-call-conv` or a function's `llvm.bareptr`; several
//! results packed into a struct), its body moved over and its blocks'
//! arguments converted; calls, returns and function constants become their
//! LLVM twins. The `convert-func-to-llvm` pass (which also runs arith's and
//! cf's rows, as MLIR's does) and `set-llvm-module-datalayout`.
//!
//! C interface wrappers (`llvm.emit_c_interface`) are made by
//! [`super::c_wrappers`]. Unranked memrefs returned by calls and returns
//! get their descriptors copied (`copy_unranked_descriptors`). Not yet
//! lowered: attributes whose type changes with the argument (`llvm.byval`
//! and kin).

use crate::conversion::api::{
    copy_unranked_descriptors, create_op, create_op_with, extract_value, insert_value, run_lowering, static_strides, undef, ConversionRewriter,
    DialectLowering, LlvmTypes, LowerOptions, MemRefDescriptor, NewOp, OpLowering, UnrankedMemRefDescriptor,
    INDEX_BITWIDTH,
};
use crate::ir::{Attr, AttrKind, BodyItem, Op, Type, TypeKind, Value};
use crate::passes::api::{OptKind, OptionSpec, Pass, PassCx, PassFailed, PassInfo};
use super::lower_attrs::{attr, filtered_attrs, prop};

/// The lowering rows.
pub const LOWER: DialectLowering = DialectLowering {
    convert_to_llvm: true,
    ops: &[
        OpLowering { op: "func.func", lower: func },
        OpLowering { op: "func.return", lower: ret },
        OpLowering { op: "func.call", lower: call },
        OpLowering { op: "func.call_indirect", lower: call_indirect },
        OpLowering { op: "func.constant", lower: constant },
    ],
};

const BARE_PTR: OptionSpec = OptionSpec {
    name: "use-bare-ptr-memref-call-conv",
    kind: OptKind::Bool,
    default: "false",
    help: "Replace FuncOp's MemRef arguments with bare pointers to the MemRef element types",
};

/// `convert-func-to-llvm`: func's rows, with arith's and cf's (MLIR's pass
/// still adds those patterns).
pub const PASS: PassInfo = PassInfo {
    argument: "convert-func-to-llvm",
    name: "ConvertFuncToLLVMPass",
    summary: "Convert from the Func dialect to the LLVM dialect",
    anchor: Some("builtin.module"),
    options: &[BARE_PTR, INDEX_BITWIDTH],
    create: |options| {
        let index_bitwidth = options.int("index-bitwidth").clamp(0, 1 << 16) as u32;
        let opts = LowerOptions { index_bitwidth, bare_ptr_call_conv: options.bool("use-bare-ptr-memref-call-conv") };
        Box::new(FuncToLlvm { opts })
    },
};

struct FuncToLlvm {
    opts: LowerOptions,
}

impl Pass for FuncToLlvm {
    fn run(&mut self, cx: &mut PassCx<'_>, op: Op) -> Result<(), PassFailed> {
        // The index width of the data layout when the option leaves it 0.
        let opts = crate::conversion::api::with_layout_index(cx.ctx, &cx.module.body, op, self.opts);
        run_lowering(cx, op, &["func", "arith", "cf"], opts)
    }
}

/// `set-llvm-module-datalayout`: sets the module's `llvm.data_layout`.
pub const SET_DATA_LAYOUT: PassInfo = PassInfo {
    argument: "set-llvm-module-datalayout",
    name: "SetLLVMModuleDataLayoutPass",
    summary: "Attach a datalayout string as a module attribute",
    anchor: Some("builtin.module"),
    options: &[OptionSpec {
        name: "data-layout",
        kind: OptKind::Str,
        default: "",
        help: "String description (LLVM format) of the data layout that is expected on the produced module",
    }],
    create: |options| Box::new(SetDataLayout { layout: options.str("data-layout").to_string() }),
};

struct SetDataLayout {
    layout: String,
}

impl Pass for SetDataLayout {
    fn run(&mut self, cx: &mut PassCx<'_>, op: Op) -> Result<(), PassFailed> {
        let value = cx.ctx.string_attr(&self.layout);
        let key = cx.ctx.ident("llvm.data_layout");
        let attrs = cx.module.body.op(op).attrs;
        let mut entries = match cx.ctx.attr_kind(attrs) {
            AttrKind::Dictionary(e) => e.to_vec(),
            _ => Vec::new(),
        };
        entries.push((key, value));
        let dict = cx.ctx.dict(entries);
        cx.module.body.ops[op.index()].attrs = dict;
        Ok(())
    }
}

/// The LLVM type rules for a function: the bare-pointer convention when
/// the pass asks for it or the function carries `llvm.bareptr`.
fn rules_for(rw: &ConversionRewriter<'_>, func: Option<Op>) -> LlvmTypes {
    let mut rules = rw.llvm;
    if func.is_some_and(|f| attr(rw, f, "llvm.bareptr").is_some()) {
        rules.bare_ptr_call_conv = true;
    }
    rules
}

/// The function type of a `func.func`.
fn function_type(rw: &ConversionRewriter<'_>, op: Op) -> Option<(Vec<Type>, Vec<Type>)> {
    let AttrKind::Type(t) = rw.ctx.attr_kind(prop(rw, op, "function_type")?) else { return None };
    match rw.ctx.type_kind(*t) {
        TypeKind::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
        _ => None,
    }
}

fn is_memref(rw: &ConversionRewriter<'_>, t: Type) -> bool {
    matches!(rw.ctx.type_kind(t), TypeKind::MemRef { .. })
}

fn is_unranked(rw: &ConversionRewriter<'_>, t: Type) -> bool {
    matches!(rw.ctx.type_kind(t), TypeKind::UnrankedMemRef { .. })
}

/// `func.func` → `llvm.func` (MLIR's `FuncOpConversion`).
fn func(rw: &mut ConversionRewriter<'_>, op: Op, _: &[Value]) -> bool {
    let Some((inputs, results)) = function_type(rw, op) else { return false };
    let Some(name) = prop(rw, op, "sym_name") else { return false };
    let varargs = attr(rw, op, "func.varargs").is_some_and(|a| matches!(rw.ctx.attr_kind(a), AttrKind::Bool(true)));
    let rules = rules_for(rw, Some(op));
    let Some(sig) = rules.convert_signature(rw.ctx, &inputs, &results, varargs) else { return false };
    let linkage = match attr(rw, op, "llvm.linkage") {
        None => None,
        Some(a) if rw.ctx.dialect_words(a).is_some_and(|(n, _)| n == "llvm.linkage") => Some(a),
        Some(_) => {
            rw.emit_error(op, "Contains llvm.linkage attribute not of type LLVM::LinkageAttr");
            return false;
        }
    };
    let c_interface = attr(rw, op, "llvm.emit_c_interface").is_some() && !rules.bare_ptr_call_conv;
    if c_interface && varargs {
        rw.emit_error(op, "C interface for variadic functions is not supported yet.");
        return false;
    }
    let wrapper_sig = if c_interface {
        let Some(w) = super::c_wrappers::wrapper_signature(rw, &inputs, &results) else { return false };
        Some(w)
    } else {
        None
    };
    // Properties: the signature, name and linkage, the visibility, the
    // argument and result attributes, and the discardable attributes that
    // name an inherent attribute of `llvm.func`.
    let func_type = rw.ctx.attr(AttrKind::Type(sig.func_type));
    let mut props: Vec<(String, Attr)> = vec![("sym_name".into(), name), ("function_type".into(), func_type)];
    if let Some(l) = linkage {
        props.push(("linkage".into(), l));
    }
    if let Some(v) = prop(rw, op, "sym_visibility") {
        props.push(("sym_visibility".into(), v));
    }
    if let Some(arg_attrs) = prop(rw, op, "arg_attrs") {
        let old = match rw.ctx.attr_kind(arg_attrs) {
            AttrKind::Array(a) => a.to_vec(),
            _ => Vec::new(),
        };
        let empty = rw.ctx.empty_dict();
        let mut new = vec![empty; sig.inputs.len()];
        for (i, &(start, count)) in sig.arg_map.iter().enumerate() {
            if count == 1 {
                new[start] = old.get(i).copied().unwrap_or(empty);
            }
        }
        if !new.is_empty() {
            props.push(("arg_attrs".into(), rw.ctx.attr(AttrKind::Array(new.into()))));
        }
    }
    if let Some(res_attrs) = prop(rw, op, "res_attrs") {
        if results.len() == 1 {
            props.push(("res_attrs".into(), res_attrs));
        }
    }
    let discardable = filtered_attrs(rw, op, &mut props);
    if attr(rw, op, "llvm.readnone").is_some() {
        let memory = memory_none(rw);
        props.push(("memory".into(), memory));
    }
    let attrs = discardable;
    let regions = rw.body.op(op).regions.to_vec();
    let prop_refs: Vec<(&str, Attr)> = props.iter().map(|(k, v)| (k.as_str(), *v)).collect();
    let new = create_op_with(rw, op, "llvm.func", NewOp { props: &prop_refs, regions: &regions, attrs: Some(attrs), ..NewOp::default() });
    // The body: the entry block's arguments as the signature says, the
    // other blocks' converted one to one.
    let external = regions.first().map_or(true, |&r| rw.body.region(r).blocks.is_empty());
    if let Some(&region) = regions.first() {
        if let Some(&entry) = rw.body.region(region).blocks.first() {
            let old_args = rw.body.block(entry).args.clone();
            let types: Vec<Vec<Type>> = sig.arg_map.iter().map(|&(s, n)| sig.inputs[s..s + n].to_vec()).collect();
            rw.convert_block_signature(entry, &types, pack_memref);
            if rules.bare_ptr_call_conv {
                promote_bare_args(rw, new, entry, &old_args, &inputs);
            }
        }
        rw.convert_other_blocks(region);
    }
    if let Some(w) = wrapper_sig {
        if external {
            super::c_wrappers::wrap_external(rw, op, new, &sig, &w, &inputs);
        } else {
            super::c_wrappers::wrap_for_callers(rw, op, new, &w, &inputs);
        }
    }
    rw.replace_op(op, &[]);
    true
}

/// `#llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>`
/// for `llvm.readnone`.
fn memory_none(rw: &mut ConversionRewriter<'_>) -> Attr {
    let words = ["<", "other", "=", "none", ",", "argMem", "=", "none", ",", "inaccessibleMem", "=", "none", ">"];
    let items: Vec<BodyItem> = words.iter().map(|w| BodyItem::Text(rw.ctx.ident(w), false)).collect();
    let items = match crate::ods::dialect("llvm") {
        Some(d) => crate::ods::attr_canon::canonicalize(rw.ctx, d, "llvm.memory_effects", items),
        None => items,
    };
    let name = rw.ctx.ident("llvm.memory_effects");
    rw.ctx.attr(AttrKind::Dialect { name, body: Some(items.into()) })
}

/// Rebuilds a memref argument exploded into descriptor fields.
fn pack_memref(rw: &mut ConversionRewriter<'_>, anchor: Op, ty: Type, fields: &[Value]) -> Option<Value> {
    if is_unranked(rw, ty) {
        let desc = rw.llvm.unranked_descriptor_type(rw.ctx);
        return Some(UnrankedMemRefDescriptor::pack(rw, anchor, desc, fields).value);
    }
    let desc = rw.llvm.memref_descriptor_type(rw.ctx, ty)?;
    Some(MemRefDescriptor::pack(rw, anchor, desc, fields).value)
}

/// Under the bare-pointer convention, a used memref argument becomes a
/// descriptor built from its static shape at the start of the function
/// (MLIR's `modifyFuncOpToUseBarePtrCallingConv`), cast back to the memref.
fn promote_bare_args(rw: &mut ConversionRewriter<'_>, func: Op, entry: crate::ir::Block, old_args: &[Value], inputs: &[Type]) {
    let new_args = rw.body.block(entry).args.clone();
    for ((&old, &new), &ty) in old_args.iter().zip(&new_args).zip(inputs) {
        if !is_memref(rw, ty) || rw.body.users_in(func, old).is_empty() {
            continue;
        }
        // Each at the start of the block, before earlier arguments' (as
        // MLIR's output has them).
        let Some(&anchor) = rw.body.block(entry).ops.first() else { return };
        if let Some(desc) = from_static_shape(rw, anchor, ty, new) {
            let cast = crate::conversion::api::materialize_cast(rw.ctx, rw.body, anchor, desc, ty);
            let first = rw.body.block(entry).ops[0];
            rw.note_materialized(first, cast);
            rw.map_value(old, cast);
        }
    }
}

/// A descriptor for a statically shaped memref at `ptr` (MLIR's
/// `MemRefDescriptor::fromStaticShape`); `None`, having built nothing, for
/// dynamic shapes or layouts.
fn from_static_shape(rw: &mut ConversionRewriter<'_>, anchor: Op, ty: Type, ptr: Value) -> Option<Value> {
    let (strides, offset) = static_strides(rw.ctx, ty)?;
    let desc_ty = rw.llvm.memref_descriptor_type(rw.ctx, ty)?;
    let TypeKind::MemRef { shape, .. } = rw.ctx.type_kind(ty).clone() else { return None };
    let mut d = MemRefDescriptor::undef(rw, anchor, desc_ty);
    d.set_allocated_ptr(rw, anchor, ptr);
    d.set_aligned_ptr(rw, anchor, ptr);
    d.set_constant_offset(rw, anchor, offset);
    for (i, dim) in shape.iter().enumerate() {
        d.set_constant_size(rw, anchor, i, dim.unwrap_or(0) as i64);
        d.set_constant_stride(rw, anchor, i, strides[i]);
    }
    Some(d.value)
}

/// The function `op` is in (the `llvm.func` its body moved to).
fn enclosing_function(rw: &ConversionRewriter<'_>, op: Op) -> Option<Op> {
    rw.body.parent_op(op)
}

/// `func.return` → `llvm.return`, several values packed into a struct.
fn ret(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let func = enclosing_function(rw, op);
    let rules = rules_for(rw, func);
    let types: Vec<Type> = rw.body.op(op).operands.iter().map(|&v| rw.body.value(v).ty).collect();
    // The bare-pointer convention cannot return unranked memrefs.
    if rules.bare_ptr_call_conv && types.iter().any(|&t| is_unranked(rw, t)) {
        return false;
    }
    // A memref that cannot be a bare pointer is returned as its
    // descriptor (MLIR's `ReturnOpLowering`).
    let bare = |rw: &ConversionRewriter<'_>, t: Type| rules.bare_ptr_call_conv && is_memref(rw, t) && rules.can_convert_to_bare_ptr(rw.ctx, t);
    // Several values are packed into the function's result struct, whose
    // type the calling convention decides (failing for memrefs the
    // bare-pointer convention cannot pass).
    let packed = if types.len() > 1 {
        let Some(p) = rules.pack_results(rw.ctx, &types) else { return false };
        Some(p)
    } else {
        None
    };
    let mut values = Vec::with_capacity(operands.len());
    for (&t, &v) in types.iter().zip(operands) {
        if bare(rw, t) {
            values.push(MemRefDescriptor::new(v).allocated_ptr(rw, op));
        } else {
            values.push(v);
        }
    }
    // Unranked descriptors returned point to the heap.
    if !copy_unranked_descriptors(rw, op, &types, &mut values, true) {
        return false;
    }
    let value = match values.len() {
        0 => None,
        1 => Some(values[0]),
        _ => {
            let Some(packed) = packed else { return false };
            let mut agg = undef(rw, op, packed);
            for (i, &v) in values.iter().enumerate() {
                agg = insert_value(rw, op, agg, v, &[i as i64]);
            }
            Some(agg)
        }
    };
    let new = create_op(rw, op, "llvm.return", value.as_slice(), &[], &[]);
    let _ = new;
    rw.replace_op(op, &[]);
    true
}

fn call(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let Some(callee) = prop(rw, op, "callee") else { return false };
    lower_call(rw, op, None, operands, Some(callee))
}

fn call_indirect(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let Some((&callee, args)) = operands.split_first() else { return false };
    lower_call(rw, op, Some(callee), args, None)
}

/// A call, direct (`callee`) or through a pointer (`pointer`): memref
/// arguments passed as their descriptor fields (or aligned pointers under
/// the bare-pointer convention), several results unpacked from a struct.
fn lower_call(rw: &mut ConversionRewriter<'_>, op: Op, pointer: Option<Value>, args: &[Value], callee: Option<Attr>) -> bool {
    let func = enclosing_function(rw, op);
    let rules = rules_for(rw, func);
    let skip = usize::from(pointer.is_some());
    let arg_types: Vec<Type> = rw.body.op(op).operands.iter().skip(skip).map(|&v| rw.body.value(v).ty).collect();
    let result_types: Vec<Type> = rw.body.op(op).results().map(|r| rw.body.value(r).ty).collect();
    // What the bare-pointer convention cannot pass: an unranked memref
    // argument (a memref argument of any layout gives its aligned pointer,
    // as MLIR's `promoteOperands`; results are judged by `pack_results`).
    if rules.bare_ptr_call_conv && arg_types.iter().any(|&t| is_unranked(rw, t)) {
        return false;
    }
    let Some(packed) = rules.pack_results(rw.ctx, &result_types) else { return false };
    let mut promoted: Vec<Value> = pointer.into_iter().collect();
    for (&t, &v) in arg_types.iter().zip(args) {
        if is_memref(rw, t) {
            if rules.bare_ptr_call_conv {
                promoted.push(MemRefDescriptor::new(v).aligned_ptr(rw, op));
            } else {
                promoted.extend(MemRefDescriptor::new(v).unpack(rw, op));
            }
        } else if is_unranked(rw, t) {
            promoted.extend(UnrankedMemRefDescriptor::new(v).unpack(rw, op));
        } else {
            promoted.push(v);
        }
    }
    let void = matches!(rw.ctx.type_kind(packed), TypeKind::Llvm(crate::ir::LlvmType::Void));
    let results: Vec<Type> = if void { Vec::new() } else { vec![packed] };
    let props: Vec<(&str, Attr)> = callee.map(|c| ("callee", c)).into_iter().collect();
    let attrs = rw.body.op(op).attrs;
    let new = create_op_with(rw, op, "llvm.call", NewOp { operands: &promoted, result_types: &results, props: &props, attrs: Some(attrs), ..NewOp::default() });
    let mut values: Vec<Value> = rw.body.op(new).results().collect();
    if result_types.len() > 1 {
        let agg = values[0];
        values = (0..result_types.len()).map(|i| extract_value(rw, op, agg, &[i as i64])).collect();
    }
    if rules.bare_ptr_call_conv {
        for (v, &t) in values.iter_mut().zip(&result_types) {
            if is_memref(rw, t) {
                if let Some(d) = from_static_shape(rw, op, t, *v) {
                    *v = d;
                }
            }
        }
    } else {
        // Unranked results: the callee's heap copies move to the stack.
        copy_unranked_descriptors(rw, op, &result_types, &mut values, false);
    }
    rw.replace_op(op, &values);
    true
}

/// `func.constant @f` → `llvm.mlir.addressof @f`.
fn constant(rw: &mut ConversionRewriter<'_>, op: Op, _: &[Value]) -> bool {
    let Some(value) = prop(rw, op, "value") else { return false };
    let Some(r) = rw.body.op(op).results().next() else { return false };
    let t = rw.body.value(r).ty;
    let Some(ty) = rw.llvm.convert(rw.ctx, t) else { return false };
    let attrs = rw.body.op(op).attrs;
    let new = create_op_with(rw, op, "llvm.mlir.addressof", NewOp { result_types: &[ty], props: &[("global_name", value)], attrs: Some(attrs), ..NewOp::default() });
    let v = Value(rw.body.op(new).first_result);
    rw.replace_op(op, &[v]);
    true
}
