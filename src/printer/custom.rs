//! Custom-form printing: an op's declarative assembly format interpreted
//! with MLIR's spacing rules; hand-written forms, `custom<...>` directives
//! and stripped dialect attributes are the dialects' hooks (rows of
//! `crate::printer::api`, found through the op's registry entry).
//!
//! Spacing follows MLIR's generated printers exactly: a literal gets a space
//! before it unless it is punctuation that hugs its left neighbour, other
//! elements get one unless the previous literal was an opening bracket or
//! ``` `` ```, and `attr-dict` brings its own leading space.

use super::names::Names;
use super::state::Printer;
use crate::ods::format::{Elem, TypeOf, Var};
use crate::ods::opdef::{traits, Arity, AttrType, OpDef};
use crate::ods::{self, OpInfo};
use crate::ir::{Attr, AttrKind, Ident, IntOrFloat, Module, Op, Value};

/// MLIR's two spacing flags, threaded through one op's elements.
pub struct Spacing {
    pub emit_space: bool,
    pub last_was_punct: bool,
}

/// Everything one op's custom printer reads.
pub struct OpView<'m> {
    pub m: &'m Module,
    pub names: &'m Names,
    pub op: Op,
    pub def: &'static OpDef,
    /// The registry entry `def` came from.
    pub info: &'static OpInfo,
    pub indent: usize,
}

impl<'m> OpView<'m> {
    /// The values of operand slot `i` (segment sizes resolved).
    pub fn operand_group(&self, ctx: &crate::ir::Context, i: usize) -> &'m [Value] {
        let operands: &'m [Value] = &self.m.body.op(self.op).operands;
        let (start, len) = segment(ctx, self, operands.len(), i);
        // Segment sizes that disagree with the operands (the verifier
        // reports those) must not make printing panic: clamp.
        let start = start.min(operands.len());
        &operands[start..(start + len).min(operands.len())]
    }

    pub fn prop(&self, ctx: &crate::ir::Context, name: &str) -> Option<Attr> {
        let d = self.m.body.op(self.op);
        d.properties.and_then(|p| ctx.dict_get_str(p, name)).or_else(|| ctx.dict_get_str(d.attrs, name))
    }
}

/// Where operand slot `i`'s operands start and how many there are.
fn segment(ctx: &crate::ir::Context, v: &OpView<'_>, total: usize, i: usize) -> (usize, usize) {
    let def = v.def;
    if def.has(traits::ATTR_SIZED_OPERAND_SEGMENTS) {
        if let Some(AttrKind::DenseArray { values, .. }) = v.prop(ctx, "operandSegmentSizes").map(|a| ctx.attr_kind(a)) {
            let size = |x: &IntOrFloat| if let IntOrFloat::Int(n) = x { *n as usize } else { 0 };
            let start = values.iter().take(i).map(size).sum();
            return (start, values.get(i).map_or(0, size));
        }
    }
    let fixed = def.operands.iter().filter(|s| s.arity == Arity::One).count();
    let var_count = def.operands.len() - fixed;
    let extra = total.saturating_sub(fixed);
    let (mut start, mut left) = (0, extra);
    for (k, s) in def.operands.iter().enumerate() {
        let n = if s.arity == Arity::One {
            1
        } else {
            // With several variable slots and no segment attribute the split
            // is ambiguous; give everything to the first (MLIR does not
            // allow such ops without segments).
            let n = if var_count == 1 { extra } else { left };
            left -= n;
            n
        };
        if k == i {
            return (start, n);
        }
        start += n;
    }
    (start, 0)
}

/// The custom printer of this op, if it has one and the op has the shape
/// its table describes (an ill-formed op, which the verifier reports, is
/// printed in the generic form rather than guessed at).
pub fn custom_form(
    ctx: &crate::ir::Context,
    body: &crate::ir::Body,
    d: &crate::ir::OpData,
    info: Option<&'static OpInfo>,
) -> Option<&'static OpInfo> {
    let info = info?;
    let hooks = info.print;
    if info.format.is_none() && hooks.and_then(|h| h.print).is_none() {
        return None;
    }
    let def = info.def;
    let fixed = |slots: &[crate::ods::opdef::Slot]| slots.iter().filter(|s| s.arity == Arity::One).count();
    let variable = |slots: &[crate::ods::opdef::Slot]| slots.iter().any(|s| s.arity != Arity::One);
    let fits = |n: usize, slots: &[crate::ods::opdef::Slot]| {
        n >= fixed(slots) && (variable(slots) || n == fixed(slots))
    };
    let ok = fits(d.operands.len(), def.operands)
        && segments_fit(ctx, d, def)
        && fits(d.successors.len(), def.successors)
        && fits(d.num_results as usize, def.results)
        && fits(d.regions.len(), def.regions)
        && hooks.and_then(|h| h.printable).is_none_or(|printable| printable(ctx, body, d));
    ok.then_some(info)
}

/// Whether an op with attribute-sized operand segments has segment sizes
/// its custom form can print: one per slot, a single operand for each
/// required slot, at most one for an optional one, adding up to its
/// operands. Invalid IR is printed (the verifier runs beside the printer)
/// and must not take a hand-written printer out of its slots' bounds; it
/// prints in the generic form, which shows what is there.
fn segments_fit(ctx: &crate::ir::Context, d: &crate::ir::OpData, def: &OpDef) -> bool {
    if !def.has(traits::ATTR_SIZED_OPERAND_SEGMENTS) {
        return true;
    }
    let Some(sizes) = d.properties.and_then(|p| ctx.dict_get_str(p, "operandSegmentSizes")).and_then(|a| ctx.dense_array_ints(a)) else {
        return false;
    };
    if sizes.len() != def.operands.len() {
        return false;
    }
    let mut total = 0i128;
    for (&n, slot) in sizes.iter().zip(def.operands) {
        let fits = match slot.arity {
            Arity::One => n == 1,
            Arity::Optional => (0..=1).contains(&n),
            Arity::Variadic => n >= 0,
        };
        if !fits {
            return false;
        }
        total += n;
    }
    total == d.operands.len() as i128
}

impl Printer<'_> {
    pub fn print_custom(&mut self, v: &OpView<'_>, info: &'static OpInfo) {
        let mut sp = Spacing { emit_space: true, last_was_punct: false };
        match &info.format {
            Some(elems) => {
                self.print_elems(v, elems, &mut sp, &info.shown_attrs);
            }
            None => {
                if let Some(print) = info.print.and_then(|h| h.print) {
                    print(self, v);
                }
            }
        }
    }

    fn print_elems(&mut self, v: &OpView<'_>, elems: &[Elem], sp: &mut Spacing, used: &[&'static str]) {
        for e in elems {
            self.print_elem(v, e, sp, used, None);
        }
    }

    pub fn literal(&mut self, lit: &str, sp: &mut Spacing) {
        let first = lit.as_bytes()[0];
        let hugs_left = if lit.len() != 1 && lit != "->" {
            false
        } else if sp.last_was_punct {
            b">)}],".contains(&first)
        } else {
            b"<>(){}[],".contains(&first)
        };
        if sp.emit_space && !hugs_left {
            self.out.push(' ');
        }
        self.out.push_str(lit);
        sp.emit_space = lit.len() != 1 || !b"<({[".contains(&first);
        sp.last_was_punct = !(first == b'_' || first.is_ascii_alphabetic());
    }

    fn element_space(&mut self, sp: &mut Spacing) {
        if sp.emit_space || !sp.last_was_punct {
            self.out.push(' ');
        }
        sp.last_was_punct = false;
        sp.emit_space = true;
    }

    fn print_elem(&mut self, v: &OpView<'_>, e: &Elem, sp: &mut Spacing, used: &[&'static str], skip: Option<Var>) {
        let ctx = self.ctx;
        match e {
            Elem::Literal(l) => self.literal(l, sp),
            Elem::Space(true) => {
                self.out.push(' ');
                sp.last_was_punct = false;
                sp.emit_space = false;
            }
            Elem::Space(false) => {
                sp.last_was_punct = true;
                sp.emit_space = false;
            }
            // MLIR's `printNewline`, which leaves the spacing flags alone.
            Elem::Newline => self.newline_at(v.indent),
            Elem::AttrDict { with_keyword } => {
                self.attr_dict(v, used, &[], *with_keyword);
                sp.last_was_punct = false;
            }
            Elem::Optional { elems, anchor } => {
                if !self.anchor_present(v, &elems[*anchor]) {
                    return;
                }
                // A unit attribute anchor after the first element is implied
                // by the group and not printed.
                let elided = match elems[*anchor] {
                    Elem::Var { var: Var::Attr(i), .. } if *anchor != 0 && v.def.attrs[i].ty == AttrType::Unit => {
                        Some(Var::Attr(i))
                    }
                    _ => None,
                };
                for child in elems {
                    if let (Some(s), Elem::Var { var, .. }) = (elided, child) {
                        if *var == s {
                            continue;
                        }
                    }
                    self.print_elem(v, child, sp, used, skip);
                }
            }
            _ => {
                self.element_space(sp);
                match e {
                    Elem::Var { var, qualified } => self.print_var(v, *var, *qualified),
                    Elem::Type { of, qualified: false } if crate::ods::format::stripped_pointer(v.def, *of) => {
                        // The pointer's parameters only; address space 0
                        // has none, so it prints in full (MLIR's fallback).
                        let ts = self.types_of(v, *of);
                        for (k, &t) in ts.iter().enumerate() {
                            if k > 0 {
                                self.out.push_str(", ");
                            }
                            match ctx.type_kind(t) {
                                crate::ir::TypeKind::Llvm(crate::ir::LlvmType::Ptr { addr_space }) if *addr_space != 0 => {
                                    self.out.push_str(&format!("<{addr_space}>"))
                                }
                                _ => self.print_type(t),
                            }
                        }
                    }
                    Elem::Type { of, .. } => {
                        let ts = self.types_of(v, *of);
                        self.type_list(&ts);
                    }
                    Elem::FunctionalType { inputs, results } => {
                        let ins = self.types_of(v, *inputs);
                        let outs = self.types_of(v, *results);
                        self.out.push('(');
                        self.type_list(&ins);
                        self.out.push_str(") -> ");
                        self.result_types(&outs);
                    }
                    Elem::Operands => {
                        let ops = v.m.body.op(v.op).operands.clone();
                        self.value_list(v, &ops);
                    }
                    Elem::Custom { name, args } => {
                        // Directives are the op's dialect's.
                        if let Some((_, print)) = v.info.dialect.print.directives.iter().find(|d| d.0 == *name) {
                            print(self, v, args);
                        }
                    }
                    _ => {}
                }
                let _ = ctx;
            }
        }
    }

    fn anchor_present(&self, v: &OpView<'_>, anchor: &Elem) -> bool {
        let ctx = self.ctx;
        match anchor {
            Elem::Var { var: Var::Operand(i), .. } => !v.operand_group(ctx, *i).is_empty(),
            Elem::Var { var: Var::Attr(i), .. } => {
                // A default-valued attribute counts as present only when it
                // differs from its default.
                let name = v.def.attrs[*i].name;
                let Some(a) = v.prop(ctx, name) else { return false };
                match v.info.defaults.iter().find(|d| d.0 == name) {
                    Some((_, d)) => !is_default(ctx, a, d),
                    None => true,
                }
            }
            // A variadic region slot (`VariadicRegion`) may hold none.
            Elem::Var { var: Var::Region(i), .. } => *i < v.m.body.op(v.op).regions.len(),
            Elem::Var { var: Var::Successor(_), .. } => true,
            Elem::Type { of: TypeOf::Var(Var::Operand(i)), .. } => !v.operand_group(ctx, *i).is_empty(),
            _ => true,
        }
    }

    pub fn value_list(&mut self, v: &OpView<'_>, vals: &[Value]) {
        for (i, &x) in vals.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.value_name(v.names, &v.m.body, x);
        }
    }

    fn types_of(&self, v: &OpView<'_>, of: TypeOf) -> Vec<crate::ir::Type> {
        let body = &v.m.body;
        let d = body.op(v.op);
        match of {
            TypeOf::Operands => d.operands.iter().map(|&x| body.value(x).ty).collect(),
            TypeOf::Results => d.results().map(|x| body.value(x).ty).collect(),
            TypeOf::Var(Var::Operand(i)) => v.operand_group(self.ctx, i).iter().map(|&x| body.value(x).ty).collect(),
            TypeOf::Var(Var::Result(i)) => {
                // Results: one per fixed slot, the rest to the variable one.
                let all: Vec<_> = d.results().collect();
                let fixed = v.def.results.iter().filter(|s| s.arity == Arity::One).count();
                let extra = all.len().saturating_sub(fixed);
                let mut start = 0;
                for (k, s) in v.def.results.iter().enumerate() {
                    let n = if s.arity == Arity::One { 1 } else { extra };
                    if k == i {
                        return all[start..(start + n).min(all.len())].iter().map(|&x| body.value(x).ty).collect();
                    }
                    start += n;
                }
                Vec::new()
            }
            TypeOf::Var(_) => Vec::new(),
        }
    }

    fn print_var(&mut self, v: &OpView<'_>, var: Var, qualified: bool) {
        let ctx = self.ctx;
        match var {
            Var::Operand(i) => {
                let vals = v.operand_group(ctx, i);
                self.value_list(v, &vals);
            }
            Var::Attr(i) => {
                let a = v.def.attrs[i];
                if let Some(value) = v.prop(ctx, a.name) {
                    // A dialect may show its own attributes its own way
                    // when stripped (NVVM's enums: ` bfly`).
                    let stripped = v.info.dialect.print.stripped_attr;
                    let shown = matches!(a.ty, AttrType::Dialect(_))
                        && !qualified
                        && stripped.is_some_and(|f| f(ctx, value, &mut self.out));
                    if !shown {
                        self.attr_var(a.ty, a.name, value, qualified);
                    }
                }
            }
            Var::Region(i) => {
                // A variadic slot (only ever the last one here) takes the
                // regions from its index on, separated by commas.
                let regions = &v.m.body.op(v.op).regions;
                let variadic = v.def.regions.get(i).is_some_and(|s| s.arity == Arity::Variadic);
                let end = if variadic { regions.len() } else { (i + 1).min(regions.len()) };
                for (k, &r) in regions[i.min(end)..end].iter().enumerate() {
                    if k > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_region_custom(v.m, v.names, r, v.indent, true);
                }
            }
            Var::Successor(i) => {
                let succs = successor_group(v, i);
                for (k, b) in succs.iter().enumerate() {
                    if k > 0 {
                        self.out.push_str(", ");
                    }
                    self.block_name_pub(v.names, *b);
                }
            }
            Var::Result(_) => {}
        }
    }

    /// An attribute written as a format variable.
    pub fn attr_var(&mut self, ty: AttrType, name: &str, value: Attr, qualified: bool) {
        let ctx = self.ctx;
        match (ty, ctx.attr_kind(value)) {
            (AttrType::I64Enum(e) | AttrType::I32Enum(e), _) => {
                let word = ctx.int_value(value).and_then(|x| ods::enum_def(e).and_then(|d| d.keyword(x as i64)));
                match word {
                    Some(w) => self.out.push_str(w),
                    None => self.print_attr(value),
                }
            }
            (AttrType::String, AttrKind::String { value: s, .. }) if name == "sym_name" => {
                let s = String::from_utf8_lossy(s).into_owned();
                self.symbol_pub(&s);
            }
            (AttrType::Int(_), AttrKind::Integer { .. }) | (AttrType::Float(_), AttrKind::Float { .. }) if !qualified => {
                self.print_attr_without_type(value)
            }
            (AttrType::TypeAttr, AttrKind::Type(t)) => self.print_type(*t),
            (AttrType::DenseI32Array | AttrType::DenseI64Array, AttrKind::DenseArray { values, .. }) => {
                self.out.push('[');
                for (k, x) in values.iter().enumerate() {
                    if k > 0 {
                        self.out.push_str(", ");
                    }
                    if let IntOrFloat::Int(i) = x {
                        self.push_i128_pub(*i);
                    }
                }
                self.out.push(']');
            }
            // Stripped: the dialect attribute's body without its name,
            // printed by this printer (its aliases and `distinct[N]` ids).
            (_, AttrKind::Dialect { .. }) if !qualified => self.print_stripped_attr(value),
            _ => self.print_attr(value),
        }
    }

    fn print_attr_without_type(&mut self, a: Attr) {
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => {
                let value = value.clone();
                self.int_value_pub(&value);
            }
            AttrKind::Float { bits, ty } => {
                let k = super::attrs::float_kind(ctx.type_kind(*ty));
                self.out.push_str(&crate::ir::float::format_float(*bits, k));
            }
            _ => self.print_attr(a),
        }
    }

    /// `attr-dict`: every attribute and property not shown elsewhere, minus
    /// default-valued ones equal to their default.
    pub fn attr_dict(&mut self, v: &OpView<'_>, used: &[&str], extra_elided: &[&str], with_keyword: bool) {
        let ctx = self.ctx;
        let info = v.info;
        let keep = |&(n, a): &(Ident, Attr)| {
            let n = ctx.str(n);
            if used.contains(&n) || extra_elided.contains(&n) || n == "operandSegmentSizes" || n == "resultSegmentSizes" {
                return false;
            }
            if let Some((_, d)) = info.defaults.iter().find(|d| d.0 == n) {
                // The default the parser filled in is this very
                // attribute; anything else is compared by value.
                if ctx.cached_default_attr(d) == Some(a) || is_default(ctx, a, d) {
                    return false;
                }
            }
            true
        };
        // Nearly always one dictionary is empty: what is kept of the other
        // is printed from the context, or collected from where the first
        // entry left out was.
        let d = v.m.body.op(v.op);
        let (props, attrs) = (dict_entries_of(ctx, d.properties), dict_entries_of(ctx, Some(d.attrs)));
        if props.is_empty() || attrs.is_empty() {
            let one = if props.is_empty() { attrs } else { props };
            match one.iter().position(|e| !keep(e)) {
                None => self.optional_attr_dict(one, with_keyword),
                Some(i) => {
                    let mut kept = one[..i].to_vec();
                    kept.extend(one[i + 1..].iter().copied().filter(keep));
                    self.optional_attr_dict(&kept, with_keyword);
                }
            }
            return;
        }
        let kept: Vec<(Ident, Attr)> = all_attrs(ctx, v).into_iter().filter(keep).collect();
        self.optional_attr_dict(&kept, with_keyword);
    }

    /// ` {a = 1, b}` (or ` attributes {...}`), nothing when empty.
    pub fn optional_attr_dict(&mut self, entries: &[(Ident, Attr)], with_keyword: bool) {
        if entries.is_empty() {
            return;
        }
        self.out.push_str(if with_keyword { " attributes {" } else { " {" });
        self.dict_entries(entries);
        self.out.push('}');
    }
}

/// Successors of slot `i`: single slots take one, the variadic one the rest.
pub fn successor_group(v: &OpView<'_>, i: usize) -> Vec<crate::ir::Block> {
    let d = v.m.body.op(v.op);
    let fixed = v.def.successors.iter().filter(|s| s.arity == Arity::One).count();
    let extra = d.successors.len().saturating_sub(fixed);
    let mut start = 0;
    for (k, s) in v.def.successors.iter().enumerate() {
        let n = if s.arity == Arity::One { 1 } else { extra };
        if k == i {
            return d.successors[start..(start + n).min(d.successors.len())].to_vec();
        }
        start += n;
    }
    Vec::new()
}

/// Properties and discardable attributes together, sorted by name (MLIR's
/// `getAttrDictionary`).
pub fn all_attrs(ctx: &crate::ir::Context, v: &OpView<'_>) -> Vec<(Ident, Attr)> {
    let d = v.m.body.op(v.op);
    // Dictionaries are sorted by name: one of them alone needs no sort.
    let (props, attrs) = (dict_entries_of(ctx, d.properties), dict_entries_of(ctx, Some(d.attrs)));
    let mut out = Vec::with_capacity(props.len() + attrs.len());
    out.extend_from_slice(props);
    out.extend_from_slice(attrs);
    if !props.is_empty() && !attrs.is_empty() {
        out.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
    }
    out
}

/// The entries of a dictionary attribute (none for anything else).
fn dict_entries_of(ctx: &crate::ir::Context, a: Option<Attr>) -> &[(Ident, Attr)] {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Dictionary(e)) => &e[..],
        _ => &[],
    }
}

fn is_default(ctx: &crate::ir::Context, a: Attr, default: &str) -> bool {
    match default.trim() {
        // A dialect attribute without parameters (`#ub.poison`).
        d if d.starts_with('#') && !d.contains('<') => {
            matches!(ctx.attr_kind(a), AttrKind::Dialect { name, body: None } if ctx.str(*name) == &d[1..])
        }
        d if d.starts_with('#') => {
            let Some((name, words)) = ctx.dialect_words(a) else { return false };
            let inner = d[1..].split_once('<').map(|(n, w)| (n, w.trim_end_matches('>')));
            match inner {
                Some((n, w)) => {
                    let want: Vec<&str> = w.split(',').map(str::trim).filter(|s| !s.is_empty()).collect();
                    n == name && want == words
                }
                None => false,
            }
        }
        "true" => matches!(ctx.attr_kind(a), AttrKind::Bool(true)),
        "false" => matches!(ctx.attr_kind(a), AttrKind::Bool(false)),
        d => {
            let Some((val, _)) = d.split_once(':') else { return false };
            val.trim().parse::<i128>().ok() == ctx.int_value(a) && matches!(ctx.attr_kind(a), AttrKind::Integer { .. })
        }
    }
}
