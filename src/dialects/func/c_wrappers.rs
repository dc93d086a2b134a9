//! C interface wrappers (`llvm.emit_c_interface`, MLIR's
//! `wrapForExternalCallers` / `wrapExternalFunction`): a function
//! `_mlir_ciface_<name>` taking memrefs as pointers to their descriptors
//! and returning a struct result through a pointer argument. A function
//! with a body gets a wrapper that loads the descriptors and calls it; an
//! external one becomes a private function with a body that stores its
//! descriptors on the stack and calls the external wrapper.

use super::lower_attrs::{filtered_attrs, prop};
use crate::conversion::api::{create_op, create_op_with, ConversionRewriter, MemRefDescriptor, NewOp, Signature, UnrankedMemRefDescriptor};
use crate::ir::{Attr, AttrKind, Block, LlvmType, Op, Type, TypeKind, Value};

/// The wrapper's signature (MLIR's `convertFunctionTypeCWrapper`).
pub(super) struct WrapperSig {
    pub func_type: Type,
    /// The packed result when it is a struct (then passed by pointer).
    pub result_struct: Option<Type>,
}

fn is_memref(rw: &ConversionRewriter<'_>, t: Type) -> bool {
    matches!(rw.ctx.type_kind(t), TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. })
}

/// `None` when a type has no LLVM counterpart.
pub(super) fn wrapper_signature(rw: &mut ConversionRewriter<'_>, inputs: &[Type], results: &[Type]) -> Option<WrapperSig> {
    let mut rules = rw.llvm;
    rules.bare_ptr_call_conv = false;
    let mut ret = rules.pack_results(rw.ctx, results)?;
    let ptr = rw.ctx.ptr_type();
    let mut params = Vec::new();
    let result_struct = matches!(rw.ctx.type_kind(ret), TypeKind::Llvm(LlvmType::LiteralStruct { .. } | LlvmType::IdentifiedStruct { .. })).then_some(ret);
    if result_struct.is_some() {
        params.push(ptr);
        ret = rw.ctx.ty(TypeKind::Llvm(LlvmType::Void));
    }
    for &t in inputs {
        let converted = rules.convert(rw.ctx, t)?;
        params.push(if is_memref(rw, t) { ptr } else { converted });
    }
    let func_type = rw.ctx.ty(TypeKind::Llvm(LlvmType::Func { ret, params: params.into(), vararg: false }));
    Some(WrapperSig { func_type, result_struct })
}

fn array(rw: &ConversionRewriter<'_>, a: Option<Attr>) -> Option<Vec<Attr>> {
    match rw.ctx.attr_kind(a?) {
        AttrKind::Array(items) => Some(items.to_vec()),
        _ => None,
    }
}

/// The wrapper `llvm.func`, placed before `op`, with an entry block whose
/// arguments follow its signature; returns it, its entry block and a
/// placeholder op marking the end of that block (erased by [`finish`]).
fn create_wrapper(rw: &mut ConversionRewriter<'_>, op: Op, name: &str, w: &WrapperSig, with_body: bool) -> (Op, Option<(Block, Op)>) {
    let mut props: Vec<(String, Attr)> = Vec::new();
    let discardable = filtered_attrs(rw, op, &mut props);
    let sym = rw.ctx.string_attr(name);
    let fty = rw.ctx.attr(AttrKind::Type(w.func_type));
    props.push(("sym_name".into(), sym));
    props.push(("function_type".into(), fty));
    // MLIR's `propagateArgResAttrs`.
    let arg_attrs = array(rw, prop(rw, op, "arg_attrs"));
    let res_attrs = prop(rw, op, "res_attrs");
    if w.result_struct.is_none() {
        if let Some(r) = res_attrs {
            props.push(("res_attrs".into(), r));
        }
        if let Some(a) = arg_attrs {
            props.push(("arg_attrs".into(), rw.ctx.attr(AttrKind::Array(a.into()))));
        }
    } else if let Some(mut a) = arg_attrs {
        a.insert(0, rw.ctx.empty_dict());
        props.push(("arg_attrs".into(), rw.ctx.attr(AttrKind::Array(a.into()))));
    }
    if let Some(v) = prop(rw, op, "sym_visibility") {
        props.push(("sym_visibility".into(), v));
    }
    let region = rw.body.new_region();
    let prop_refs: Vec<(&str, Attr)> = props.iter().map(|(k, v)| (k.as_str(), *v)).collect();
    let wrapper = create_op_with(rw, op, "llvm.func", NewOp { props: &prop_refs, regions: &[region], attrs: Some(discardable), ..NewOp::default() });
    if !with_body {
        return (wrapper, None);
    }
    (wrapper, Some(entry_block(rw, op, region, w.func_type)))
}

/// An entry block for `region` with the arguments of `func_type`, holding
/// a placeholder op that new ops are created before.
fn entry_block(rw: &mut ConversionRewriter<'_>, op: Op, region: crate::ir::Region, func_type: Type) -> (Block, Op) {
    let span = rw.body.op(op).span;
    let block = rw.body.new_block(region, span);
    if let TypeKind::Llvm(LlvmType::Func { params, .. }) = rw.ctx.type_kind(func_type).clone() {
        for t in params.iter() {
            rw.body.add_block_arg(block, *t, None, span);
        }
    }
    let placeholder = create_op(rw, op, "llvm.unreachable", &[], &[], &[]);
    rw.body.move_op(placeholder, block, 0);
    (block, placeholder)
}

fn one(rw: &mut ConversionRewriter<'_>, at: Op) -> Value {
    crate::conversion::api::index_constant(rw, at, 1)
}

fn result(rw: &ConversionRewriter<'_>, op: Op) -> Value {
    Value(rw.body.op(op).first_result)
}

fn call(rw: &mut ConversionRewriter<'_>, at: Op, callee: &str, args: &[Value], ret: Type) -> Op {
    let callee = rw.ctx.flat_symbol_ref(callee);
    let void = matches!(rw.ctx.type_kind(ret), TypeKind::Llvm(LlvmType::Void));
    let results: Vec<Type> = if void { Vec::new() } else { vec![ret] };
    create_op(rw, at, "llvm.call", args, &results, &[("callee", callee)])
}

fn func_ret(rw: &ConversionRewriter<'_>, f: Type) -> Type {
    match rw.ctx.type_kind(f) {
        TypeKind::Llvm(LlvmType::Func { ret, .. }) => *ret,
        _ => f,
    }
}

fn sym_name(rw: &ConversionRewriter<'_>, op: Op) -> String {
    match prop(rw, op, "sym_name").map(|a| rw.ctx.attr_kind(a)) {
        Some(AttrKind::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
        _ => String::new(),
    }
}

/// `_mlir_ciface_<name>` for a function with a body: loads each memref
/// descriptor, unpacks it and calls the function; a struct result is
/// stored through the first argument.
pub(super) fn wrap_for_callers(rw: &mut ConversionRewriter<'_>, op: Op, new: Op, w: &WrapperSig, inputs: &[Type]) {
    let name = sym_name(rw, op);
    let (_, Some((block, at))) = create_wrapper(rw, op, &format!("_mlir_ciface_{name}"), w, true) else { return };
    let wrapper_args = rw.body.block(block).args.clone();
    let offset = usize::from(w.result_struct.is_some());
    let mut args = Vec::new();
    for (i, &t) in inputs.iter().enumerate() {
        let arg = wrapper_args[i + offset];
        match rw.ctx.type_kind(t) {
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => {
                let unranked = matches!(rw.ctx.type_kind(t), TypeKind::UnrankedMemRef { .. });
                let Some(desc_ty) = rw.llvm.convert(rw.ctx, t) else { return };
                let load = create_op(rw, at, "llvm.load", &[arg], &[desc_ty], &[]);
                let loaded = result(rw, load);
                if unranked {
                    args.extend(UnrankedMemRefDescriptor::new(loaded).unpack(rw, at));
                } else {
                    args.extend(MemRefDescriptor::new(loaded).unpack(rw, at));
                }
            }
            _ => args.push(arg),
        }
    }
    let fty = prop(rw, new, "function_type").and_then(|a| match rw.ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    });
    let Some(fty) = fty else { return };
    let ret = func_ret(rw, fty);
    let c = call(rw, at, &name, &args, ret);
    if w.result_struct.is_some() {
        let v = result(rw, c);
        create_op(rw, at, "llvm.store", &[v, wrapper_args[0]], &[], &[]);
        create_op(rw, at, "llvm.return", &[], &[], &[]);
    } else {
        let values: Vec<Value> = rw.body.op(c).results().collect();
        create_op(rw, at, "llvm.return", &values, &[], &[]);
    }
    rw.erase_op(at);
}

/// An external function with a C interface: the declaration
/// `_mlir_ciface_<name>` is what links; `<name>` becomes a private
/// function that stores memref descriptors on the stack and calls it.
pub(super) fn wrap_external(rw: &mut ConversionRewriter<'_>, op: Op, new: Op, sig: &Signature, w: &WrapperSig, inputs: &[Type]) {
    let name = sym_name(rw, op);
    let wrapper_name = format!("_mlir_ciface_{name}");
    create_wrapper(rw, op, &wrapper_name, w, false);
    let private = rw.ctx.dialect_words_attr("llvm.linkage", &["private"]);
    set_prop(rw, new, "linkage", private);
    let Some(&region) = rw.body.op(new).regions.first() else { return };
    let (block, at) = entry_block(rw, op, region, sig.func_type);
    let own_args = rw.body.block(block).args.clone();
    let mut args = Vec::new();
    if let Some(st) = w.result_struct {
        let n = one(rw, at);
        let ptr = rw.ctx.ptr_type();
        let ty = rw.ctx.attr(AttrKind::Type(st));
        let alloca = create_op(rw, at, "llvm.alloca", &[n], &[ptr], &[("elem_type", ty)]);
        args.push(result(rw, alloca));
    }
    for (&t, &(start, count)) in inputs.iter().zip(&sig.arg_map) {
        let fields = &own_args[start..start + count];
        if !is_memref(rw, t) {
            args.push(fields[0]);
            continue;
        }
        let Some(desc_ty) = rw.llvm.convert(rw.ctx, t) else { return };
        let packed = if matches!(rw.ctx.type_kind(t), TypeKind::UnrankedMemRef { .. }) {
            UnrankedMemRefDescriptor::pack(rw, at, desc_ty, fields).value
        } else {
            MemRefDescriptor::pack(rw, at, desc_ty, fields).value
        };
        let n = one(rw, at);
        let ptr = rw.ctx.ptr_type();
        let ty = rw.ctx.attr(AttrKind::Type(desc_ty));
        let alloca = create_op(rw, at, "llvm.alloca", &[n], &[ptr], &[("elem_type", ty)]);
        let slot = result(rw, alloca);
        create_op(rw, at, "llvm.store", &[packed, slot], &[], &[]);
        args.push(slot);
    }
    let ret = func_ret(rw, w.func_type);
    let c = call(rw, at, &wrapper_name, &args, ret);
    if let Some(st) = w.result_struct {
        let load = create_op(rw, at, "llvm.load", &[args[0]], &[st], &[]);
        let v = result(rw, load);
        create_op(rw, at, "llvm.return", &[v], &[], &[]);
    } else {
        let values: Vec<Value> = rw.body.op(c).results().collect();
        create_op(rw, at, "llvm.return", &values, &[], &[]);
    }
    rw.erase_op(at);
}

/// Sets one property of `op`.
fn set_prop(rw: &mut ConversionRewriter<'_>, op: Op, name: &str, value: Attr) {
    let mut entries = match rw.body.op(op).properties.map(|p| rw.ctx.attr_kind(p)) {
        Some(AttrKind::Dictionary(e)) => e.to_vec(),
        _ => Vec::new(),
    };
    let key = rw.ctx.ident(name);
    entries.retain(|e| e.0 != key);
    entries.push((key, value));
    let dict = rw.ctx.dict(entries);
    rw.body.ops[op.index()].properties = Some(dict);
}
