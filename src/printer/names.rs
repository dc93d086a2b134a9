//! SSA value and block numbering as MLIR's printer does it.
//!
//! Regions are numbered from a stack, so the regions of later ops are
//! numbered first. In the generic form numbering never restarts (MLIR prints
//! unique ids then); in the custom form each region restarts from the
//! counters its parent region had when it was pushed.
//!
//! In the custom form some ops name their results (MLIR's
//! `getAsmResultNames`): `arith.constant` gives `%c42_i32`, `%true`, `%cst`.
//! Such names are made unique within their region and the regions around it
//! (`%c1_i64_0`); the conflict counter follows the same save/restore as the
//! numeric ids, so sibling regions reuse suffixes, as MLIR's do.

use rustc_hash::{FxHashMap, FxHashSet};

use super::state::InfoCache;
use crate::ir::{Body, ByIndex, Context, Op, Region, ValueDef};

/// How a value is spelled: `%N` or `%argN`, plus `#i` for a result of a
/// multi-result op.
#[derive(Clone, Copy, Debug)]
pub enum ValueName {
    Num(u32),
    Arg(u32),
}

pub struct Names {
    /// By op: the number of its first result (all results share it).
    pub op_results: ByIndex<u32>,
    /// By block argument value index.
    pub args: ByIndex<ValueName>,
    /// By block: its `^bbN` number within its region.
    pub blocks: ByIndex<u32>,
    /// By op: the name of its single result, when the op names it.
    pub named: FxHashMap<Op, Box<str>>,
    /// By op: the names of its result groups (name, number of results),
    /// when the op names results its dialect lists (`%low, %high`,
    /// `%sizes:2`).
    pub groups: FxHashMap<Op, Box<[(Box<str>, u32)]>>,
}

/// Names in use, per region scope; a scope sees its ancestors' names.
struct Scopes {
    parent: Vec<Option<usize>>,
    used: Vec<FxHashSet<Box<str>>>,
}

impl Scopes {
    fn open(&mut self, parent: Option<usize>) -> usize {
        self.parent.push(parent);
        self.used.push(FxHashSet::default());
        self.used.len() - 1
    }

    fn is_used(&self, mut scope: usize, name: &str) -> bool {
        loop {
            if self.used[scope].contains(name) {
                return true;
            }
            match self.parent[scope] {
                Some(p) => scope = p,
                None => return false,
            }
        }
    }

    /// `name`, or `name_N` with the next free conflict id.
    fn unique(&mut self, scope: usize, name: String, next_conflict: &mut u32) -> Box<str> {
        let name = if !self.is_used(scope, &name) {
            name
        } else {
            loop {
                let probe = format!("{name}_{next_conflict}");
                *next_conflict += 1;
                if !self.is_used(scope, &probe) {
                    break probe;
                }
            }
        };
        let name: Box<str> = name.into();
        self.used[scope].insert(name.clone());
        name
    }
}

/// The name an op asks for its single result in the custom form (its
/// print row's `result_name`).
fn asm_result_name(ctx: &Context, body: &Body, op: Op, infos: &mut InfoCache) -> Option<String> {
    let data = body.op(op);
    if data.num_results != 1 {
        return None;
    }
    let name = infos.get(ctx, data.name)?.print?.result_name?;
    name(ctx, body, op)
}

/// The names an op's dialect gives its result groups (empty groups
/// dropped), with the number of results in each; `None` when the dialect
/// names none, or the results do not fit the op's slots.
fn result_groups(ctx: &Context, body: &Body, op: Op) -> Option<Vec<(&'static str, u32)>> {
    let data = body.op(op);
    if data.num_results == 0 {
        return None;
    }
    let name = ctx.str(data.name);
    let info = crate::ods::lookup(name)?;
    let names = info.dialect.result_names.iter().find(|r| r.0 == name)?.1;
    let slots = info.def.results;
    if names.len() != slots.len() {
        return None;
    }
    let fixed = slots.iter().filter(|s| s.arity == crate::ods::opdef::Arity::One).count() as u32;
    let variadic = slots.len() as u32 - fixed;
    let extra = data.num_results.checked_sub(fixed)?;
    if variadic == 0 && extra != 0 {
        return None;
    }
    // Variadic slots share the rest evenly (MLIR's `SameVariadicResultSize`).
    let per = if variadic == 0 { 0 } else { extra / variadic };
    if per * variadic != extra {
        return None;
    }
    let groups = slots
        .iter()
        .zip(names)
        .map(|(s, n)| (*n, if s.arity == crate::ods::opdef::Arity::One { 1 } else { per }))
        .filter(|g| g.1 > 0)
        .collect();
    Some(groups)
}

/// Numbers (and in the custom form names) every value and block under
/// `top`. `unique` is the generic form: ids never restart, no op names.
pub fn number(ctx: &Context, body: &Body, top: Op, unique: bool) -> Names {
    number_with(ctx, body, top, unique, !unique)
}

/// Numbers as the custom form does (ids restart in each region) but
/// without the ops' own result names: how MLIR numbers an op it prints
/// alone in the generic form (a diagnostic's `see current operation`).
pub fn number_plain(ctx: &Context, body: &Body, top: Op) -> Names {
    number_with(ctx, body, top, false, false)
}

fn number_with(ctx: &Context, body: &Body, top: Op, unique: bool, op_names: bool) -> Names {
    let mut n = Names {
        op_results: ByIndex::new(body.ops.len()),
        args: ByIndex::new(body.values.len()),
        blocks: ByIndex::new(body.blocks.len()),
        named: FxHashMap::default(),
        groups: FxHashMap::default(),
    };
    let mut scopes = Scopes { parent: Vec::new(), used: Vec::new() };
    let mut next_value = 0u32;
    let mut next_arg = 0u32;
    let mut next_conflict = 0u32;
    let mut infos = InfoCache::default();
    let mut stack: Vec<(Region, u32, u32, u32, Option<usize>)> = Vec::new();
    for &r in body.op(top).regions.iter() {
        stack.push((r, 0, 0, 0, None));
    }
    if body.op(top).num_results > 0 {
        n.op_results.insert(top.index(), next_value);
        next_value += 1;
    }
    while let Some((region, saved_value, saved_arg, saved_conflict, parent_scope)) = stack.pop() {
        if !unique {
            next_value = saved_value;
            next_arg = saved_arg;
            next_conflict = saved_conflict;
        }
        let scope = scopes.open(parent_scope);
        for (bi, &b) in body.region(region).blocks.iter().enumerate() {
            n.blocks.insert(b.index(), bi as u32);
            let block = body.block(b);
            for &a in &block.args {
                let name = if bi == 0 {
                    next_arg += 1;
                    ValueName::Arg(next_arg - 1)
                } else {
                    next_value += 1;
                    ValueName::Num(next_value - 1)
                };
                n.args.insert(a.index(), name);
            }
            for &op in &block.ops {
                if op_names {
                    if let Some(name) = asm_result_name(ctx, body, op, &mut infos) {
                        let name = scopes.unique(scope, name, &mut next_conflict);
                        n.named.insert(op, name);
                        continue;
                    }
                    if let Some(groups) = result_groups(ctx, body, op) {
                        let named: Box<[(Box<str>, u32)]> = groups
                            .into_iter()
                            .map(|(g, k)| (scopes.unique(scope, g.to_string(), &mut next_conflict), k))
                            .collect();
                        if let [(single, 1)] = &*named {
                            n.named.insert(op, single.clone());
                        } else {
                            n.groups.insert(op, named);
                        }
                        continue;
                    }
                }
                if body.op(op).num_results > 0 {
                    n.op_results.insert(op.index(), next_value);
                    next_value += 1;
                }
            }
        }
        for &b in &body.region(region).blocks {
            for &op in &body.block(b).ops {
                for &r in body.op(op).regions.iter() {
                    stack.push((r, next_value, next_arg, next_conflict, Some(scope)));
                }
            }
        }
    }
    n
}

impl Names {
    /// The spelling of a value use.
    pub fn value(&self, body: &Body, v: crate::ir::Value, out: &mut String) {
        match body.value(v).def {
            ValueDef::Result { op, .. } if self.named.contains_key(&op) => {
                out.push('%');
                out.push_str(&self.named[&op]);
            }
            ValueDef::Result { op, index } if self.groups.contains_key(&op) => {
                let mut first = 0;
                for (name, k) in self.groups[&op].iter() {
                    if index < first + k {
                        out.push('%');
                        out.push_str(name);
                        if *k > 1 {
                            out.push('#');
                            push_u32(out, index - first);
                        }
                        return;
                    }
                    first += k;
                }
                out.push_str("%<<UNKNOWN SSA VALUE>>");
            }
            ValueDef::Result { op, index } => {
                let id = self.op_results.get(op.index()).unwrap_or(u32::MAX);
                out.push('%');
                push_u32(out, id);
                if body.op(op).num_results > 1 {
                    out.push('#');
                    push_u32(out, index);
                }
            }
            ValueDef::Arg { .. } => match self.args.get(v.index()) {
                Some(ValueName::Arg(i)) => {
                    out.push_str("%arg");
                    push_u32(out, i);
                }
                Some(ValueName::Num(i)) => {
                    out.push('%');
                    push_u32(out, i);
                }
                None => out.push_str("%<<UNKNOWN SSA VALUE>>"),
            },
        }
    }
}

pub fn push_u32(out: &mut String, n: u32) {
    push_u64(out, n as u64)
}

/// Appends `n` in decimal without going through `fmt` (hot in large files).
pub fn push_u64(out: &mut String, mut n: u64) {
    if n < 10 {
        out.push((b'0' + n as u8) as char);
        return;
    }
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    // One append (a push per digit checked the capacity each time).
    // SAFETY: ASCII digits only.
    out.push_str(unsafe { std::str::from_utf8_unchecked(&buf[i..]) });
}
