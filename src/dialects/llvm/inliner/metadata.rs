//! The metadata half of the LLVM dialect's inliner
//! (`processInlinedCallBlocks`): alias scopes cloned per inlining, scopes
//! for `noalias` parameters (through the `llvm.intr.ssa.copy` markers the
//! argument hook leaves), the call's alias scopes and access groups
//! appended, loop annotations' locations moved into the caller's debug
//! scope.

use super::util::{attr, call_args, concat, has_attr_def, has_trait, name_is, walk};
use crate::ir::{Attr, AttrKind, Block, Body, BodyItem, Context, LlvmType, LocKind, Op, TypeKind, Value, ValueDef};
use crate::ods::{lookup, opdef::traits};
use crate::passes::api::{constant_value, set_prop, InlineEdit};

/// A canonical `#llvm.<mnemonic><key = value, ...>` attribute, built as
/// the parser builds it.
fn llvm_struct_attr(ctx: &mut Context, mnemonic: &str, params: Vec<(&str, BodyItem)>) -> Attr {
    let mut items = vec![BodyItem::Text(ctx.ident("<"), false)];
    for (i, (key, value)) in params.into_iter().enumerate() {
        if i > 0 {
            items.push(BodyItem::Text(ctx.ident(","), false));
        }
        items.push(BodyItem::Text(ctx.ident(key), false));
        items.push(BodyItem::Text(ctx.ident("="), false));
        items.push(value);
    }
    items.push(BodyItem::Text(ctx.ident(">"), false));
    let full = format!("llvm.{mnemonic}");
    let items = crate::ods::attr_canon::canonicalize(ctx, &crate::dialects::llvm::DIALECT, &full, items);
    let name = ctx.ident(&full);
    ctx.attr(AttrKind::Dialect { name, body: Some(items.into()) })
}

/// A fresh `distinct[...]<>` id.
fn fresh_id(ctx: &mut Context) -> BodyItem {
    let serial = ctx.fresh_distinct();
    let inner = ctx.unit();
    BodyItem::Attr(ctx.attr(AttrKind::Distinct { serial, inner }), false)
}

/// The pointer operands a memory access reads or writes
/// (`getAccessedOperands`): a call's pointer arguments, else the operands
/// in the address slots of the op's table.
fn accessed_pointers(ctx: &Context, body: &Body, op: Op) -> Vec<Value> {
    let d = body.op(op);
    if name_is(ctx, body, op, "llvm.call") {
        let args = call_args(ctx, body, op);
        return d.operands[args].iter().copied().filter(|&v| matches!(ctx.type_kind(body.value(v).ty), TypeKind::Llvm(LlvmType::Ptr { .. }))).collect();
    }
    let Some(info) = lookup(ctx.str(d.name)) else { return Vec::new() };
    info.def.operands.iter().enumerate().filter(|(_, s)| matches!(s.name, "addr" | "ptr" | "dst" | "src")).filter_map(|(i, _)| d.operands.get(i).copied()).collect()
}

/// The value a pointer is computed from through GEPs and address space
/// casts (`getUnderlyingObject`).
fn underlying_object(ctx: &Context, body: &Body, mut v: Value) -> Value {
    while let Some(def) = body.defining_op(v) {
        if name_is(ctx, body, def, "llvm.getelementptr") || name_is(ctx, body, def, "llvm.addrspacecast") {
            v = body.op(def).operands[0];
        } else {
            break;
        }
    }
    v
}

/// Every object a pointer may be based on, through selects and the
/// branches into block arguments (`getUnderlyingObjectSet`).
fn underlying_objects(ctx: &Context, body: &Body, pointer: Value) -> Vec<Value> {
    let mut result = Vec::new();
    let mut seen = rustc_hash::FxHashSet::default();
    let mut work = vec![pointer];
    while let Some(v) = work.pop() {
        let v = underlying_object(ctx, body, v);
        if !seen.insert(v) {
            continue;
        }
        if let Some(def) = body.defining_op(v).filter(|&d| name_is(ctx, body, d, "llvm.select")) {
            work.push(body.op(def).operands[1]);
            work.push(body.op(def).operands[2]);
            continue;
        }
        if let ValueDef::Arg { block, index } = body.value(v).def {
            let mut operands = Vec::new();
            let mut unknown = false;
            let region = body.block(block).parent;
            let preds: Vec<Op> = region
                .map(|r| body.region(r).blocks.iter().filter_map(|&b| body.block(b).ops.last().copied()).collect())
                .unwrap_or_default();
            'preds: for term in preds {
                for (succ, &target) in body.op(term).successors.iter().enumerate() {
                    if target != block {
                        continue;
                    }
                    let forwarded = crate::passes::api::forwarded_operands(ctx, body, term);
                    match forwarded.and_then(|f| f.get(succ).and_then(|ops| ops.get(index as usize).copied())) {
                        Some(o) => operands.push(o),
                        None => {
                            result.push(v);
                            unknown = true;
                            break 'preds;
                        }
                    }
                }
            }
            if !unknown {
                work.extend(operands);
            }
            continue;
        }
        result.push(v);
    }
    result
}

/// `createNewAliasScopesFromNoAliasParameter`: a new domain for this
/// inlining and a scope per `noalias` parameter; every inlined access
/// whose pointers are all known gets the scopes of the parameters it is
/// not based on as `noalias_scopes`, and, when based on parameters only,
/// theirs as `alias_scopes`. The argument copies are removed at the end.
fn noalias_scopes(edit: &mut InlineEdit<'_>, call: Op, blocks: &[Block]) {
    let args = call_args(edit.ctx, edit.body, call);
    let mut copies: Vec<Op> = Vec::new();
    let mut noalias: Vec<Op> = Vec::new();
    for arg in edit.body.op(call).operands[args].to_vec() {
        for user in edit.users(arg) {
            if !name_is(edit.ctx, edit.body, user, "llvm.intr.ssa.copy") || copies.contains(&user) {
                continue;
            }
            copies.push(user);
            if edit.ctx.dict_get_str(edit.body.op(user).attrs, "noalias").is_some() {
                noalias.push(user);
            }
        }
    }
    if !noalias.is_empty() {
        add_noalias_scopes(edit, call, blocks, &noalias);
    }
    for copy in copies {
        let (operand, result) = (edit.body.op(copy).operands[0], edit.result(copy));
        edit.replace_all_uses(result, operand);
        edit.body.erase_op(copy);
    }
}

fn add_noalias_scopes(edit: &mut InlineEdit<'_>, call: Op, blocks: &[Block], noalias: &[Op]) {
    let callee = attr(edit.ctx, edit.body, call, "callee").and_then(|a| match edit.ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, .. } => Some(edit.ctx.str(*root).to_string()),
        _ => None,
    });
    let id = fresh_id(edit.ctx);
    let description = BodyItem::Text(edit.ctx.ident(&format!("\"{}\"", callee.unwrap_or_default())), false);
    let domain = llvm_struct_attr(edit.ctx, "alias_scope_domain", vec![("id", id), ("description", description)]);
    let mut scopes: Vec<(Value, Attr)> = Vec::new();
    for &copy in noalias {
        let id = fresh_id(edit.ctx);
        let scope = llvm_struct_attr(edit.ctx, "alias_scope", vec![("id", id), ("domain", BodyItem::Attr(domain, false))]);
        scopes.push((edit.result(copy), scope));
        let loc = edit.body.op(call).loc;
        let decl = edit.build("llvm.intr.experimental.noalias.scope.decl", &[], &[], &[("scope", scope)], loc);
        edit.body.insert_op_before(call, decl);
    }
    for op in walk(edit.body, blocks) {
        if !has_attr_def(edit.ctx, edit.body, op, "alias_scopes") {
            continue;
        }
        let mut based_on: Vec<Value> = Vec::new();
        for p in accessed_pointers(edit.ctx, edit.body, op) {
            for o in underlying_objects(edit.ctx, edit.body, p) {
                if !based_on.contains(&o) {
                    based_on.push(o);
                }
            }
        }
        let mut other_known = false;
        let mut any_unknown = false;
        for &object in &based_on {
            let def = edit.body.defining_op(object);
            if def.is_some_and(|d| constant_value(edit.ctx, edit.body, d).is_some()) {
                continue;
            }
            if let Some(d) = def.filter(|&d| name_is(edit.ctx, edit.body, d, "llvm.intr.ssa.copy")) {
                other_known |= !noalias.contains(&d);
                continue;
            }
            if def.is_some_and(|d| name_is(edit.ctx, edit.body, d, "llvm.alloca") || name_is(edit.ctx, edit.body, d, "llvm.mlir.addressof")) {
                other_known = true;
                continue;
            }
            any_unknown = true;
            break;
        }
        if any_unknown {
            continue;
        }
        let not_based: Vec<Attr> = scopes.iter().filter(|(v, _)| !based_on.contains(v)).map(|s| s.1).collect();
        if !not_based.is_empty() {
            let old = attr(edit.ctx, edit.body, op, "noalias_scopes");
            let add = edit.ctx.attr(AttrKind::Array(not_based.into()));
            let new = concat(edit.ctx, old, add);
            set_prop(edit.ctx, edit.body, op, "noalias_scopes", new);
        }
        if other_known || name_is(edit.ctx, edit.body, op, "llvm.call") {
            continue;
        }
        let based: Vec<Attr> = scopes.iter().filter(|(v, _)| based_on.contains(v)).map(|s| s.1).collect();
        if !based.is_empty() {
            let old = attr(edit.ctx, edit.body, op, "alias_scopes");
            let add = edit.ctx.attr(AttrKind::Array(based.into()));
            let new = concat(edit.ctx, old, add);
            set_prop(edit.ctx, edit.body, op, "alias_scopes", new);
        }
    }
}

/// A copy of `a` in which every `distinct[...]` attribute is replaced by a
/// fresh one (the same fresh one for the same original).
fn fresh_distincts(ctx: &mut Context, a: Attr, memo: &mut rustc_hash::FxHashMap<Attr, Attr>) -> Attr {
    if let Some(&m) = memo.get(&a) {
        return m;
    }
    let new = match ctx.attr_kind(a).clone() {
        AttrKind::Distinct { inner, .. } => {
            let serial = ctx.fresh_distinct();
            ctx.attr(AttrKind::Distinct { serial, inner })
        }
        AttrKind::Array(items) => {
            let items: Vec<Attr> = items.iter().map(|&x| fresh_distincts(ctx, x, memo)).collect();
            ctx.attr(AttrKind::Array(items.into()))
        }
        AttrKind::Dialect { name, body: Some(items) } => {
            let items: Vec<BodyItem> = items
                .iter()
                .map(|it| match *it {
                    BodyItem::Attr(x, ws) => BodyItem::Attr(fresh_distincts(ctx, x, memo), ws),
                    BodyItem::Stripped(x, ws) => BodyItem::Stripped(fresh_distincts(ctx, x, memo), ws),
                    ref other => other.clone(),
                })
                .collect();
            ctx.attr(AttrKind::Dialect { name, body: Some(items.into()) })
        }
        _ => a,
    };
    memo.insert(a, new);
    new
}

/// `handleAliasScopes`: the inlined scopes (and their domains) become new
/// distinct ones (`deepCloneAliasScopes`), `noalias` parameters get scopes
/// of their own, then the call's scopes are appended to every memory
/// access.
pub fn handle_alias_scopes(edit: &mut InlineEdit<'_>, call: Op, blocks: &[Block]) {
    deep_clone_scopes(edit, blocks);
    noalias_scopes(edit, call, blocks);
    append_call_scopes(edit, call, blocks);
}

fn deep_clone_scopes(edit: &mut InlineEdit<'_>, blocks: &[Block]) {
    let ops = walk(edit.body, blocks);
    let mut memo = rustc_hash::FxHashMap::default();
    for &op in &ops {
        if has_attr_def(edit.ctx, edit.body, op, "alias_scopes") {
            for key in ["alias_scopes", "noalias_scopes"] {
                if let Some(list) = attr(edit.ctx, edit.body, op, key) {
                    let new = fresh_distincts(edit.ctx, list, &mut memo);
                    set_prop(edit.ctx, edit.body, op, key, new);
                }
            }
        }
        if name_is(edit.ctx, edit.body, op, "llvm.intr.experimental.noalias.scope.decl") {
            if let Some(scope) = attr(edit.ctx, edit.body, op, "scope") {
                let new = fresh_distincts(edit.ctx, scope, &mut memo);
                set_prop(edit.ctx, edit.body, op, "scope", new);
            }
        }
    }
}

/// `appendCallOpAliasScopes`.
fn append_call_scopes(edit: &mut InlineEdit<'_>, call: Op, blocks: &[Block]) {
    let ops = walk(edit.body, blocks);
    if !has_attr_def(edit.ctx, edit.body, call, "alias_scopes") {
        return;
    }
    let scopes = attr(edit.ctx, edit.body, call, "alias_scopes");
    let noalias = attr(edit.ctx, edit.body, call, "noalias_scopes");
    if scopes.is_none() && noalias.is_none() {
        return;
    }
    for &op in &ops {
        if !has_attr_def(edit.ctx, edit.body, op, "alias_scopes") {
            continue;
        }
        for (key, add) in [("alias_scopes", scopes), ("noalias_scopes", noalias)] {
            if let Some(add) = add {
                let old = attr(edit.ctx, edit.body, op, key);
                let new = concat(edit.ctx, old, add);
                set_prop(edit.ctx, edit.body, op, key, new);
            }
        }
    }
}

/// `handleAccessGroups`: the call's access groups are appended to those
/// of the inlined blocks' (top-level) memory accesses.
pub fn handle_access_groups(edit: &mut InlineEdit<'_>, call: Op, blocks: &[Block]) {
    let Some(groups) = attr(edit.ctx, edit.body, call, "access_groups") else { return };
    for &b in blocks {
        for op in edit.body.block(b).ops.clone() {
            if has_attr_def(edit.ctx, edit.body, op, "access_groups") {
                let old = attr(edit.ctx, edit.body, op, "access_groups");
                let new = concat(edit.ctx, old, groups);
                set_prop(edit.ctx, edit.body, op, "access_groups", new);
            }
        }
    }
}

/// A loop annotation's `startLoc`/`endLoc` (fused locations) re-scoped to
/// the caller: `fused<scope>[callsite(loc at call)]`, in every loop
/// annotation nested in `a`.
fn rescope_loop_locs(ctx: &mut Context, a: Attr, scope: Attr, call_loc: Attr, memo: &mut rustc_hash::FxHashMap<Attr, Attr>) -> Attr {
    if let Some(&m) = memo.get(&a) {
        return m;
    }
    let new = match ctx.attr_kind(a).clone() {
        AttrKind::Dictionary(entries) => {
            let entries: Vec<_> = entries.iter().map(|&(k, v)| (k, rescope_loop_locs(ctx, v, scope, call_loc, memo))).collect();
            ctx.attr(AttrKind::Dictionary(entries.into()))
        }
        AttrKind::Array(items) => {
            let items: Vec<Attr> = items.iter().map(|&x| rescope_loop_locs(ctx, x, scope, call_loc, memo)).collect();
            ctx.attr(AttrKind::Array(items.into()))
        }
        AttrKind::Dialect { name, body: Some(items) } => {
            let annotation = ctx.str(name) == "llvm.loop_annotation";
            let mut out: Vec<BodyItem> = Vec::with_capacity(items.len());
            for (i, it) in items.iter().enumerate() {
                let key = |k: usize| match items.get(k) {
                    Some(BodyItem::Text(t, _)) => Some(ctx.str(*t)),
                    _ => None,
                };
                let is_loc_param = annotation && i >= 2 && key(i - 1) == Some("=") && matches!(key(i - 2), Some("startLoc" | "endLoc"));
                out.push(match *it {
                    BodyItem::Attr(x, ws) if is_loc_param && matches!(ctx.attr_kind(x), AttrKind::Loc(LocKind::Fused { .. })) => {
                        let site = ctx.attr(AttrKind::Loc(LocKind::CallSite { callee: x, caller: call_loc }));
                        BodyItem::Attr(ctx.attr(AttrKind::Loc(LocKind::Fused { metadata: Some(scope), locs: Box::new([site]) })), ws)
                    }
                    BodyItem::Attr(x, ws) => BodyItem::Attr(rescope_loop_locs(ctx, x, scope, call_loc, memo), ws),
                    BodyItem::Stripped(x, ws) => BodyItem::Stripped(rescope_loop_locs(ctx, x, scope, call_loc, memo), ws),
                    ref other => other.clone(),
                });
            }
            ctx.attr(AttrKind::Dialect { name, body: Some(out.into()) })
        }
        _ => a,
    };
    memo.insert(a, new);
    new
}

/// `handleLoopAnnotations`: when the caller's location carries its
/// `#llvm.di_subprogram`, inlined loop annotations' locations move into
/// that scope, through the call site. (A call written without a location
/// has its source position in MLIR, which llmir does not keep: nothing is
/// re-scoped then.)
pub fn handle_loop_annotations(edit: &mut InlineEdit<'_>, call: Op, blocks: &[Block]) {
    let mut func = edit.body.parent_op(call);
    while let Some(f) = func.filter(|&f| !has_trait(edit.ctx, edit.body, f, traits::FUNCTION_LIKE)) {
        func = edit.body.parent_op(f);
    }
    let Some(func_loc) = func.and_then(|f| edit.body.op(f).loc) else { return };
    let AttrKind::Loc(LocKind::Fused { metadata: Some(scope), .. }) = *edit.ctx.attr_kind(func_loc) else { return };
    let is_subprogram = matches!(edit.ctx.attr_kind(scope), AttrKind::Dialect { name, .. } if edit.ctx.str(*name) == "llvm.di_subprogram");
    let Some(call_loc) = edit.body.op(call).loc.filter(|_| is_subprogram) else { return };
    let mut memo = rustc_hash::FxHashMap::default();
    for op in walk(edit.body, blocks) {
        if let Some(p) = edit.body.op(op).properties {
            let new = rescope_loop_locs(edit.ctx, p, scope, call_loc, &mut memo);
            edit.body.ops[op.index()].properties = Some(new);
        }
        let a = edit.body.op(op).attrs;
        let new = rescope_loop_locs(edit.ctx, a, scope, call_loc, &mut memo);
        edit.body.ops[op.index()].attrs = new;
    }
}
