//! Custom-form printing: an op's declarative assembly format interpreted
//! with MLIR's spacing rules, plus the hand-written forms (in
//! [`super::custom_hooks`]).
//!
//! Spacing follows MLIR's generated printers exactly: a literal gets a space
//! before it unless it is punctuation that hugs its left neighbour, other
//! elements get one unless the previous literal was an opening bracket or
//! ``` `` ```, and `attr-dict` brings its own leading space.

use super::names::Names;
use super::Printer;
use crate::ods::format::{CustomArg, Elem, TypeOf, Var};
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
pub fn custom_form(ctx: &crate::ir::Context, body: &crate::ir::Body, d: &crate::ir::OpData) -> Option<&'static OpInfo> {
    let info = ods::lookup(ctx.str(d.name))?;
    if info.format.is_none() && !super::custom_hooks::has_hook(info.def.name) {
        return None;
    }
    let def = info.def;
    let fixed = |slots: &[crate::ods::opdef::Slot]| slots.iter().filter(|s| s.arity == Arity::One).count();
    let variable = |slots: &[crate::ods::opdef::Slot]| slots.iter().any(|s| s.arity != Arity::One);
    let fits = |n: usize, slots: &[crate::ods::opdef::Slot]| {
        n >= fixed(slots) && (variable(slots) || n == fixed(slots))
    };
    let ok = fits(d.operands.len(), def.operands)
        && fits(d.successors.len(), def.successors)
        && fits(d.num_results as usize, def.results)
        && d.regions.len() == def.regions.len()
        && match def.name {
            // Indirect calls take the callee as their first operand.
            "llvm.call" | "llvm.invoke" => {
                d.properties.and_then(|p| ctx.dict_get_str(p, "callee")).is_some() || !d.operands.is_empty()
            }
            "omp.wsloop" | "omp.loop_nest" => super::omp_print::printable(ctx, body, d),
            "nvvm.mma.sync" => super::nvvm_hooks::mma_printable(ctx, d),
            _ => true,
        };
    ok.then_some(info)
}

impl Printer<'_> {
    pub fn print_custom(&mut self, v: &OpView<'_>, info: &'static OpInfo) {
        let mut sp = Spacing { emit_space: true, last_was_punct: false };
        match &info.format {
            Some(elems) => {
                self.print_elems(v, elems, &mut sp, &info.shown_attrs);
            }
            None => self.print_hooked(v),
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
                    Elem::Custom { name, args } if args.len() == 1 && args[0] == CustomArg::AttrDict => {
                        self.custom_attr_dict(v, name)
                    }
                    Elem::Custom { name, args } => self.print_directive(v, name, args),
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
            Elem::Var { var: Var::Region(_), .. } => true,
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
            v.names.value(&v.m.body, x, &mut self.out);
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
                    self.attr_var(a.ty, a.name, value, qualified);
                }
            }
            Var::Region(i) => {
                let r = v.m.body.op(v.op).regions[i];
                self.print_region_custom(v.m, v.names, r, v.indent, true);
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
            // NVVM enums of the default format print their keyword after a
            // space of their own (`cache =  cg`).
            (AttrType::Dialect(_), AttrKind::Dialect { .. })
                if !qualified && crate::dialects::nvvm::attrs::enum_value(ctx, value).is_some_and(|(e, _)| !e.angled) =>
            {
                if let Some((_, word)) = crate::dialects::nvvm::attrs::enum_value(ctx, value) {
                    self.out.push(' ');
                    self.out.push_str(word);
                }
            }
            (_, AttrKind::Dialect { .. }) if !qualified && !self.attr_aliases.contains_key(&value) => {
                // Stripped: the dialect attribute's body without its name.
                let full = super::attr_to_string(ctx, value);
                let body = full.find('<').map(|i| full[i..].to_string()).unwrap_or(full);
                self.out.push_str(&body);
            }
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
        let entries = all_attrs(ctx, v);
        let info = Some(v.info);
        let kept: Vec<(Ident, Attr)> = entries
            .into_iter()
            .filter(|(n, a)| {
                let n = ctx.str(*n);
                if used.contains(&n) || extra_elided.contains(&n) || n == "operandSegmentSizes" || n == "resultSegmentSizes" {
                    return false;
                }
                if let Some(info) = info {
                    if let Some((_, d)) = info.defaults.iter().find(|d| d.0 == n) {
                        // The default the parser filled in is this very
                        // attribute; anything else is compared by value.
                        if ctx.cached_default_attr(d) == Some(*a) || is_default(ctx, *a, d) {
                            return false;
                        }
                    }
                }
                true
            })
            .collect();
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

    fn custom_attr_dict(&mut self, v: &OpView<'_>, name: &str) {
        let ctx = self.ctx;
        debug_assert_eq!(name, "LLVMOpAttrs");
        let entries: Vec<(Ident, Attr)> = all_attrs(ctx, v)
            .into_iter()
            .filter(|(n, a)| {
                let n = ctx.str(*n);
                if n == "overflowFlags" {
                    return false;
                }
                !(n == "fastmathFlags" && is_fastmath_none(ctx, *a))
            })
            .collect();
        self.optional_attr_dict(&entries, false);
    }

    fn print_directive(&mut self, v: &OpView<'_>, name: &str, _args: &[CustomArg]) {
        let ctx = self.ctx;
        match name {
            "OverflowFlags" => {
                // Printed with its own leading space, after a `` literal.
                if let Some(a) = v.prop(ctx, "overflowFlags") {
                    if let Some((_, words)) = ctx.dialect_words(a) {
                        if !(words.is_empty() || words == ["none"]) {
                            // The element space was already emitted; MLIR's
                            // directive prints " overflow<...>" itself.
                            self.out.push_str(" overflow<");
                            self.out.push_str(&words.join(", "));
                            self.out.push('>');
                        }
                    }
                }
            }
            "GEPIndices" => {
                let dynamic = v.operand_group(ctx, v.def.operand_index("dynamicIndices").unwrap_or(1));
                let mut next = 0;
                if let Some(AttrKind::DenseArray { values, .. }) = v.prop(ctx, "rawConstantIndices").map(|a| ctx.attr_kind(a)) {
                    for (k, x) in values.iter().enumerate() {
                        if k > 0 {
                            self.out.push_str(", ");
                        }
                        match x {
                            IntOrFloat::Int(i) if *i == i32::MIN as i128 => {
                                if let Some(&d) = dynamic.get(next) {
                                    v.names.value(&v.m.body, d, &mut self.out);
                                }
                                next += 1;
                            }
                            IntOrFloat::Int(i) => self.push_i128_pub(*i),
                            IntOrFloat::Float(_) => {}
                        }
                    }
                }
            }
            "SwitchOpCases" if v.def.name == "cf.switch" => self.cf_switch_cases(v),
            "SwitchOpCases" => self.switch_cases(v),
            _ => {}
        }
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
    let entries = |a: Option<Attr>| match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Dictionary(e)) => &e[..],
        _ => &[],
    };
    // Dictionaries are sorted by name: one of them alone needs no sort.
    let (props, attrs) = (entries(d.properties), entries(Some(d.attrs)));
    let mut out = Vec::with_capacity(props.len() + attrs.len());
    out.extend_from_slice(props);
    out.extend_from_slice(attrs);
    if !props.is_empty() && !attrs.is_empty() {
        out.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
    }
    out
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

pub fn is_fastmath_none(ctx: &crate::ir::Context, a: Attr) -> bool {
    matches!(ctx.dialect_words(a), Some((_, w)) if w.is_empty() || w == ["none"])
}

impl Printer<'_> {
    /// `[\n  1: ^bb1(%a : i32),\n  2: ^bb2\n]` of `llvm.switch`.
    fn switch_cases(&mut self, v: &OpView<'_>) {
        let ctx = self.ctx;
        let body = &v.m.body;
        self.out.push('[');
        let newline = |p: &mut Self| {
            p.out.push('\n');
            for _ in 0..v.indent {
                p.out.push(' ');
            }
        };
        newline(self);
        let mut width = 64;
        let values: Vec<i128> = match v.prop(ctx, "case_values").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::DenseElements { data: crate::ir::DenseData::Ints(vals), ty }) => {
                if let Some((_, e)) = crate::ir::static_shape(ctx, *ty) {
                    if let crate::ir::TypeKind::Integer { width: w, .. } = ctx.type_kind(e) {
                        width = (*w).min(64);
                    }
                }
                let n = crate::ir::static_shape(ctx, *ty).map(|(s, _)| s.iter().product::<u64>() as usize).unwrap_or(vals.len());
                if vals.len() == 1 && n > 1 {
                    vec![vals[0]; n]
                } else {
                    vals.to_vec()
                }
            }
            _ => {
                self.out.push(']');
                return;
            }
        };
        let dests = successor_group(v, v.def.successors.iter().position(|s| s.name == "caseDestinations").unwrap_or(1));
        let ops = v.operand_group(ctx, v.def.operand_index("caseOperands").unwrap_or(2));
        let segs: Vec<usize> = match v.prop(ctx, "case_operand_segments").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::DenseArray { values, .. }) => {
                values.iter().map(|x| if let IntOrFloat::Int(i) = x { *i as usize } else { 0 }).collect()
            }
            _ => vec![0; values.len()],
        };
        let mut next = 0;
        for (i, val) in values.iter().enumerate() {
            if i > 0 {
                self.out.push(',');
                newline(self);
            }
            self.out.push_str("  ");
            // MLIR prints the case value zero-extended (`getLimitedValue`).
            let unsigned = if width >= 64 { *val as u64 as i128 } else { *val & ((1i128 << width) - 1) };
            self.push_i128_pub(unsigned);
            self.out.push_str(": ");
            if let Some(&b) = dests.get(i) {
                self.block_name_pub(v.names, b);
            }
            let n = segs.get(i).copied().unwrap_or(0);
            let group: Vec<Value> = ops.iter().skip(next).take(n).copied().collect();
            next += n;
            if !group.is_empty() {
                self.out.push('(');
                self.value_list(v, &group);
                self.out.push_str(" : ");
                let tys: Vec<_> = group.iter().map(|&x| body.value(x).ty).collect();
                self.type_list(&tys);
                self.out.push(')');
            }
        }
        newline(self);
        self.out.push(']');
    }
}
