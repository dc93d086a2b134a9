//! The LLVM dialect's part in inlining, after MLIR 19's
//! `LLVMInlinerInterface`: `llvm.call` (and `llvm.invoke`, which is never
//! inlined) are calls, `llvm.func` is callable.
//!
//! Legality: only cloned `llvm.call`s of `llvm.func`s that are not
//! `no_inline`, variadic, exception-handling (`personality`), with an
//! `inalloca` argument or a `noduplicate`/`presplitcoroutine`/
//! `returns_twice`/`strictfp` passthrough attribute; no inlined op may be
//! `llvm.intr.vastart`. Arguments: a `byval` pointer is copied into a new
//! entry-block alloca unless the callee only reads it and its alignment
//! can be met ([`byval`]). The inlined blocks ([`process_blocks`]): static
//! allocas of the callee's entry block move to the caller's allocation
//! scope with lifetime markers, dynamic ones get a stack save/restore;
//! alias scopes are cloned afresh and the call's scopes and access groups
//! appended; loop annotations' locations move into the caller's debug
//! scope. A returning `llvm.return` becomes an `llvm.br`; a single
//! inlined block is merged in place whatever its terminator (MLIR 19 has
//! no `allowSingleBlockOptimization` yet: an inlined `llvm.unreachable` is
//! dropped with the block's terminator).

use super::metadata::{handle_access_groups, handle_alias_scopes, handle_loop_annotations};
use super::util::{attr, call_args, has_trait, name_is};
use crate::ir::{Attr, AttrKind, Block, Body, BodyItem, Context, LlvmType, Op, Region, Type, TypeKind, Value, ValueDef};
use crate::ods::{lookup, opdef::traits};
use crate::passes::api::{constant_value, layout_at, set_prop, CallRow, CallableRow, Callee, DialectInline, InlineEdit};

fn call_callee(ctx: &Context, body: &Body, op: Op) -> Option<Callee> {
    match attr(ctx, body, op, "callee") {
        Some(a) => Some(Callee::Symbol(a)),
        None => body.op(op).operands.first().map(|&v| Callee::Value(v)),
    }
}

/// `llvm.invoke`: the callee operands are its first operand segment.
fn invoke_args(ctx: &Context, body: &Body, op: Op) -> std::ops::Range<usize> {
    let first = crate::passes::api::segment_sizes(ctx, body, op, "operandSegmentSizes").and_then(|s| s.first().copied());
    let n = first.unwrap_or(body.op(op).operands.len());
    let start = if attr(ctx, body, op, "callee").is_some() { 0 } else { 1.min(n) };
    start..n
}

fn func_region(_: &Context, body: &Body, op: Op) -> Option<Region> {
    body.op(op).regions.first().copied().filter(|&r| !body.region(r).blocks.is_empty())
}

/// The `!llvm.func` type of a function.
fn func_type(ctx: &Context, body: &Body, op: Op) -> Option<(Type, bool)> {
    let a = attr(ctx, body, op, "function_type")?;
    let AttrKind::Type(t) = ctx.attr_kind(a) else { return None };
    match ctx.type_kind(*t) {
        TypeKind::Llvm(LlvmType::Func { ret, vararg, .. }) => Some((*ret, *vararg)),
        _ => None,
    }
}

fn func_results(ctx: &Context, body: &Body, op: Op) -> Vec<Type> {
    match func_type(ctx, body, op) {
        Some((ret, _)) if !matches!(ctx.type_kind(ret), TypeKind::Llvm(LlvmType::Void)) => vec![ret],
        _ => Vec::new(),
    }
}

fn arg_attrs(ctx: &Context, body: &Body, op: Op) -> Option<Attr> {
    attr(ctx, body, op, "arg_attrs")
}

fn res_attrs(ctx: &Context, body: &Body, op: Op) -> Option<Attr> {
    attr(ctx, body, op, "res_attrs")
}

/// Passthrough function attributes the inliner cannot handle.
const DISALLOWED_PASSTHROUGH: &[&[u8]] = &[b"noduplicate", b"presplitcoroutine", b"returns_twice", b"strictfp"];

/// `isLegalToInline(call, callable, wouldBeCloned)`.
fn legal_call(ctx: &Context, body: &Body, call: Op, callable: Op, would_be_cloned: bool) -> bool {
    if !would_be_cloned || !name_is(ctx, body, call, "llvm.call") || !name_is(ctx, body, callable, "llvm.func") {
        return false;
    }
    if attr(ctx, body, callable, "no_inline").is_some() || func_type(ctx, body, callable).is_some_and(|t| t.1) {
        return false;
    }
    if let Some(AttrKind::Array(dicts)) = arg_attrs(ctx, body, callable).map(|a| ctx.attr_kind(a)) {
        if dicts.iter().any(|&d| ctx.dict_get_str(d, "llvm.inalloca").is_some()) {
            return false;
        }
    }
    if attr(ctx, body, callable, "personality").is_some() {
        return false;
    }
    if let Some(AttrKind::Array(items)) = attr(ctx, body, callable, "passthrough").map(|a| ctx.attr_kind(a)) {
        let disallowed = items.iter().any(|&a| matches!(ctx.attr_kind(a), AttrKind::String { value, .. } if DISALLOWED_PASSTHROUGH.contains(&&value[..])));
        if disallowed {
            return false;
        }
    }
    true
}

/// `isLegalToInline(op, dest, ...)`: variadic arguments cannot be inlined.
fn legal_op(ctx: &Context, body: &Body, op: Op, _: Region, _: bool) -> bool {
    !name_is(ctx, body, op, "llvm.intr.vastart")
}

/// `handleTerminator(op, newDest)`: `llvm.return` → `llvm.br`.
fn return_to_branch(edit: &mut InlineEdit<'_>, term: Op, dest: Block) {
    if !name_is(edit.ctx, edit.body, term, "llvm.return") {
        return;
    }
    let operands = edit.body.op(term).operands.to_vec();
    let loc = edit.body.op(term).loc;
    let br = edit.build_branch("llvm.br", &operands, dest, loc);
    edit.body.insert_op_before(term, br);
    edit.body.erase_op(term);
}

/// `handleTerminator(op, valuesToRepl)`: the returned values.
fn returned_values(ctx: &Context, body: &Body, term: Op) -> Option<Vec<Value>> {
    name_is(ctx, body, term, "llvm.return").then(|| body.op(term).operands.to_vec())
}

fn i64_const(edit: &mut InlineEdit<'_>, value: i128, loc: Option<Attr>) -> Op {
    let i64t = edit.ctx.int_type(64);
    let v = edit.ctx.int_attr(value, 64);
    edit.build("llvm.mlir.constant", &[], &[i64t], &[("value", v)], loc)
}

/// The alignment a pointer is known to have: its alloca's (raised to
/// `requested` when that needs no dynamic stack realignment), its
/// global's, or its function argument's `llvm.align` (MLIR's
/// `tryToEnforceAlignment`).
fn enforce_alignment(edit: &mut InlineEdit<'_>, v: Value, requested: u64, stack_bits: u64) -> u64 {
    match edit.body.value(v).def {
        ValueDef::Result { op, .. } if name_is(edit.ctx, edit.body, op, "llvm.alloca") => {
            let current = attr(edit.ctx, edit.body, op, "alignment").and_then(|a| edit.ctx.int_value(a)).unwrap_or(1) as u64;
            if requested <= current {
                return current;
            }
            if stack_bits == 0 || 8 * requested <= stack_bits || 8 * current > stack_bits {
                let a = edit.ctx.int_attr(requested as i128, 64);
                set_prop(edit.ctx, edit.body, op, "alignment", a);
                return requested;
            }
            current
        }
        ValueDef::Result { op, .. } if name_is(edit.ctx, edit.body, op, "llvm.mlir.addressof") => {
            let global = attr(edit.ctx, edit.body, op, "global_name").and_then(|s| lookup_symbol(edit.ctx, edit.body, op, s));
            global.and_then(|g| attr(edit.ctx, edit.body, g, "alignment")).and_then(|a| edit.ctx.int_value(a)).unwrap_or(1) as u64
        }
        ValueDef::Result { .. } => 1,
        ValueDef::Arg { block, index } => {
            let Some(f) = edit.body.block_parent_op(block).filter(|&f| name_is(edit.ctx, edit.body, f, "llvm.func")) else { return 1 };
            let dict = match arg_attrs(edit.ctx, edit.body, f).map(|a| edit.ctx.attr_kind(a)) {
                Some(AttrKind::Array(d)) => d.get(index as usize).copied(),
                _ => None,
            };
            dict.and_then(|d| edit.ctx.dict_get_str(d, "llvm.align")).and_then(|a| edit.ctx.int_value(a)).unwrap_or(1) as u64
        }
    }
}

/// `lookupNearestSymbolFrom`: the symbol `sym` of the nearest symbol table.
fn lookup_symbol(ctx: &Context, body: &Body, from: Op, sym: Attr) -> Option<Op> {
    let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(sym) else { return None };
    let mut table = body.parent_op(from)?;
    while !has_trait(ctx, body, table, traits::SYMBOL_TABLE) {
        table = body.parent_op(table)?;
    }
    let want = ctx.str(*root).as_bytes();
    body.op(table).regions.iter().flat_map(|&r| body.region(r).blocks.iter()).flat_map(|&b| body.block(b).ops.iter()).copied().find(|&o| {
        matches!(attr(ctx, body, o, "sym_name").map(|a| ctx.attr_kind(a)), Some(AttrKind::String { value, .. }) if &value[..] == want)
    })
}

/// `handleByValArgument`: the pointer the inlined body uses for a `byval`
/// argument.
fn byval(edit: &mut InlineEdit<'_>, callable: Op, arg: Value, elem: Type, requested: u64) -> Value {
    let read_only = match attr(edit.ctx, edit.body, callable, "memory") {
        Some(m) => {
            let words = memory_effect(edit.ctx, m, "argMem");
            !matches!(words.as_deref(), Some("readwrite") | Some("write"))
        }
        None => false,
    };
    let dl = layout_at(edit.ctx, edit.body, callable);
    let min_align = dl.abi_alignment(edit.ctx, elem);
    let stack_bits = dl.stack_alignment(edit.ctx);
    if read_only {
        if requested <= min_align {
            return arg;
        }
        if enforce_alignment(edit, arg, requested, stack_bits) >= requested {
            return arg;
        }
    }
    let align = requested.max(min_align);
    let size = dl.size(edit.ctx, elem);
    let loc = edit.body.op(callable).loc;
    // The copy is a static alloca: at the start of the entry block of the
    // region defining the argument.
    let region = match edit.body.value(arg).def {
        ValueDef::Arg { block, .. } => edit.body.block(block).parent,
        ValueDef::Result { op, .. } => edit.body.op(op).parent.and_then(|b| edit.body.block(b).parent),
    };
    let entry = region.and_then(|r| edit.body.region(r).blocks.first().copied()).unwrap_or(edit.point.0);
    let one = i64_const(edit, 1, loc);
    let ptr = edit.body.value(arg).ty;
    let (elem_attr, align_attr) = (edit.ctx.attr(AttrKind::Type(elem)), edit.ctx.int_attr(align as i128, 64));
    let one_v = edit.result(one);
    let alloca = edit.build("llvm.alloca", &[one_v], &[ptr], &[("alignment", align_attr), ("elem_type", elem_attr)], loc);
    edit.body.insert_op(entry, 0, one);
    edit.body.insert_op(entry, 1, alloca);
    if entry == edit.point.0 {
        edit.point.1 += 2;
    }
    let size_op = i64_const(edit, size as i128, loc);
    edit.insert(size_op);
    let copy = edit.result(alloca);
    let (size_v, volatile) = (edit.result(size_op), edit.ctx.int_attr(0, 1));
    let memcpy = edit.build("llvm.intr.memcpy", &[copy, arg, size_v], &[], &[("isVolatile", volatile)], loc);
    edit.insert(memcpy);
    copy
}

/// One field of a `#llvm.memory_effects<...>` attribute (`argMem`).
fn memory_effect(ctx: &Context, a: Attr, field: &str) -> Option<String> {
    let AttrKind::Dialect { body: Some(items), .. } = ctx.attr_kind(a) else { return None };
    let words: Vec<&str> = items.iter().filter_map(|it| if let BodyItem::Text(t, _) = it { Some(ctx.str(*t)) } else { None }).collect();
    let i = words.iter().position(|&w| w == field)?;
    (words.get(i + 1) == Some(&"=")).then(|| words.get(i + 2).map(|s| s.to_string())).flatten()
}

/// `handleArgument`: `byval` copies; every other argument goes through an
/// `llvm.intr.ssa.copy` (marked `noalias` for a `noalias` parameter) that
/// [`noalias_scopes`] uses to tell what the inlined accesses are based on
/// and then removes, as MLIR does.
fn handle_argument(edit: &mut InlineEdit<'_>, call: Op, callable: Op, arg: Value, attrs: Option<Attr>) -> Value {
    if let Some(dict) = attrs {
        if let Some(by) = edit.ctx.dict_get_str(dict, "llvm.byval") {
            if let AttrKind::Type(elem) = *edit.ctx.attr_kind(by) {
                let requested = edit.ctx.dict_get_str(dict, "llvm.align").and_then(|a| edit.ctx.int_value(a)).unwrap_or(1) as u64;
                return byval(edit, callable, arg, elem, requested);
            }
        }
    }
    let ty = edit.body.value(arg).ty;
    let loc = edit.body.op(call).loc;
    let copy = edit.build("llvm.intr.ssa.copy", &[arg], &[ty], &[], loc);
    if attrs.is_some_and(|d| edit.ctx.dict_get_str(d, "llvm.noalias").is_some()) {
        let key = edit.ctx.ident("noalias");
        let unit = edit.ctx.unit();
        let dict = edit.ctx.dict(vec![(key, unit)]);
        edit.body.ops[copy.index()].attrs = dict;
    }
    edit.insert(copy);
    edit.result(copy)
}

/// Whether a user of `alloca` (through bitcasts) is a lifetime marker.
fn has_lifetime_markers(edit: &InlineEdit<'_>, alloca: Op) -> bool {
    let mut stack: Vec<Op> = edit.users(edit.result(alloca));
    while let Some(op) = stack.pop() {
        let name = edit.ctx.str(edit.body.op(op).name);
        if name == "llvm.intr.lifetime.start" || name == "llvm.intr.lifetime.end" {
            return true;
        }
        if name == "llvm.bitcast" {
            stack.extend(edit.users(edit.result(op)));
        }
    }
    false
}

/// `handleInlinedAllocas`.
fn handle_allocas(edit: &mut InlineEdit<'_>, call: Op, blocks: &[Block]) {
    // The entry block of the closest ancestor that is isolated from above
    // or an automatic allocation scope (an unregistered op might be).
    let mut caller_entry = None;
    let mut current = call;
    while let Some(parent) = edit.body.parent_op(current) {
        let info = lookup(edit.ctx.str(edit.body.op(parent).name));
        let scope = info.is_none_or(|i| i.def.has(traits::ISOLATED_FROM_ABOVE) || i.def.has(traits::AUTOMATIC_ALLOCATION_SCOPE));
        if scope {
            caller_entry = edit.body.op(current).parent.and_then(|b| edit.body.block(b).parent).and_then(|r| edit.body.region(r).blocks.first().copied());
            break;
        }
        current = parent;
    }
    let callee_entry = blocks[0];
    let Some(caller_entry) = caller_entry.filter(|&e| e != callee_entry) else { return };
    let mut to_move: Vec<(Op, Attr, bool)> = Vec::new();
    let mut insert_lifetimes = false;
    let mut dynamic = false;
    for op in edit.body.block(callee_entry).ops.clone() {
        if !name_is(edit.ctx, edit.body, op, "llvm.alloca") {
            continue;
        }
        let size = edit.body.op(op).operands[0];
        let value = edit.body.defining_op(size).and_then(|d| constant_value(edit.ctx, edit.body, d));
        let Some(value) = value.filter(|&v| matches!(edit.ctx.attr_kind(v), AttrKind::Integer { .. })) else {
            dynamic = true;
            continue;
        };
        let lifetime = edit.ctx.int_value(value) != Some(0) && !has_lifetime_markers(edit, op);
        insert_lifetimes |= lifetime;
        to_move.push((op, value, lifetime));
    }
    for &b in &blocks[1..] {
        if dynamic {
            break;
        }
        for op in edit.body.block(b).ops.clone() {
            if name_is(edit.ctx, edit.body, op, "llvm.alloca") {
                let size = edit.body.op(op).operands[0];
                if edit.body.defining_op(size).and_then(|d| constant_value(edit.ctx, edit.body, d)).is_none() {
                    dynamic = true;
                }
            }
        }
    }
    if to_move.is_empty() && !dynamic {
        return;
    }
    let call_loc = edit.body.op(call).loc;
    let mut saved = None;
    if dynamic {
        let ptr = edit.ctx.ptr_type();
        let save = edit.build("llvm.intr.stacksave", &[], &[ptr], &[], call_loc);
        edit.body.insert_op(callee_entry, 0, save);
        saved = Some(edit.result(save));
    }
    let mut at = 0;
    for &(alloca, value, lifetime) in &to_move {
        let size = edit.body.op(alloca).operands[0];
        let ty = edit.body.value(size).ty;
        let loc = edit.body.op(alloca).loc;
        let c = edit.build("llvm.mlir.constant", &[], &[ty], &[("value", value)], loc);
        edit.body.insert_op(caller_entry, at, c);
        if lifetime {
            let n = edit.ctx.int_value(value).unwrap_or(0);
            let size_attr = edit.ctx.int_attr(n, 64);
            let ptr = edit.result(alloca);
            let start = edit.build("llvm.intr.lifetime.start", &[ptr], &[], &[("size", size_attr)], loc);
            edit.body.insert_op_before(alloca, start);
        }
        edit.body.erase_op(alloca);
        edit.body.insert_op(caller_entry, at + 1, alloca);
        at += 2;
        let cv = edit.result(c);
        edit.body.set_operand(alloca, 0, cv);
    }
    if !insert_lifetimes && !dynamic {
        return;
    }
    for &b in blocks {
        let Some(term) = edit.body.block(b).ops.last().copied() else { continue };
        if !has_trait(edit.ctx, edit.body, term, traits::RETURN_LIKE) {
            continue;
        }
        if let Some(s) = saved {
            let restore = edit.build("llvm.intr.stackrestore", &[s], &[], &[], call_loc);
            edit.body.insert_op_before(term, restore);
        }
        for &(alloca, value, lifetime) in &to_move {
            if lifetime {
                let n = edit.ctx.int_value(value).unwrap_or(0);
                let size_attr = edit.ctx.int_attr(n, 64);
                let ptr = edit.result(alloca);
                let loc = edit.body.op(alloca).loc;
                let end = edit.build("llvm.intr.lifetime.end", &[ptr], &[], &[("size", size_attr)], loc);
                edit.body.insert_op_before(term, end);
            }
        }
    }
}

/// `processInlinedCallBlocks`.
fn process_blocks(edit: &mut InlineEdit<'_>, call: Op, blocks: &[Block]) {
    handle_allocas(edit, call, blocks);
    handle_alias_scopes(edit, call, blocks);
    handle_access_groups(edit, call, blocks);
    handle_loop_annotations(edit, call, blocks);
}

pub static INLINER: DialectInline = DialectInline {
    calls: &[
        CallRow { op: "llvm.call", callee: call_callee, args: call_args },
        CallRow { op: "llvm.invoke", callee: call_callee, args: invoke_args },
    ],
    callables: &[CallableRow { op: "llvm.func", region: func_region, result_types: func_results, arg_attrs, res_attrs }],
    legal_call: Some(legal_call),
    legal_op: Some(legal_op),
    analyze_recursively: None,
    branch_terminator: Some(return_to_branch),
    value_terminator: Some(returned_values),
    handle_argument: Some(handle_argument),
    process_call_blocks: Some(process_blocks),
};

