//! Attribute spelling: builtin attributes with MLIR's number formats and
//! escapes, locations, dialect attributes, and alias references.

use super::state::Printer;
use super::text::{escape_into, is_bare_identifier};
use crate::ir::float::format_float;
use crate::ir::{Attr, AttrKind, BodyItem, DenseData, FloatKind, IntOrFloat, IntValue, LocKind, Signedness, Type, TypeKind};

impl Printer<'_> {
    /// An attribute, or its alias when it has one.
    pub fn print_attr(&mut self, a: Attr) {
        if let Some(name) = self.attr_aliases.get(&a) {
            self.out.push('#');
            let name = name.clone();
            self.out.push_str(&name);
            return;
        }
        self.print_attr_body(a);
    }

    /// Array elements: MLIR drops the type of i64 integers and f64 floats.
    fn print_attr_may_elide(&mut self, a: Attr) {
        if !self.attr_aliases.contains_key(&a) {
            match self.ctx.attr_kind(a) {
                AttrKind::Integer { .. } => return self.print_attr_elide_i64(a),
                AttrKind::Float { bits, ty } if matches!(self.ctx.type_kind(*ty), TypeKind::Float(FloatKind::F64)) => {
                    self.out.push_str(&format_float(*bits, FloatKind::F64));
                    return;
                }
                _ => {}
            }
        }
        self.print_attr(a)
    }

    /// Integer attributes of type i64 lose their type here (memory spaces).
    pub fn print_attr_elide_i64(&mut self, a: Attr) {
        if let AttrKind::Integer { value, ty } = self.ctx.attr_kind(a) {
            if matches!(self.ctx.type_kind(*ty), TypeKind::Integer { width: 64, signedness: Signedness::Signless }) {
                let value = value.clone();
                self.int_value(&value);
                return;
            }
        }
        self.print_attr(a)
    }

    /// An attribute spelled out in full (its own alias is not used, nested
    /// ones are).
    pub fn print_attr_body(&mut self, a: Attr) {
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            AttrKind::Unit => self.out.push_str("unit"),
            AttrKind::Bool(b) => self.out.push_str(if *b { "true" } else { "false" }),
            AttrKind::Integer { value, ty } => {
                self.int_value(value);
                self.out.push_str(" : ");
                self.print_type(*ty);
            }
            AttrKind::Float { bits, ty } => {
                let k = float_kind(ctx.type_kind(*ty));
                self.out.push_str(&format_float(*bits, k));
                self.out.push_str(" : ");
                self.print_type(*ty);
            }
            AttrKind::String { value, ty } => {
                self.out.push('"');
                escape_into(&mut self.out, value);
                self.out.push('"');
                if let Some(t) = ty {
                    self.out.push_str(" : ");
                    self.print_type(*t);
                }
            }
            AttrKind::Type(t) => self.print_type(*t),
            AttrKind::Array(items) => {
                self.out.push('[');
                for (i, x) in items.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_attr_may_elide(*x);
                }
                self.out.push(']');
            }
            AttrKind::Dictionary(entries) => {
                self.out.push('{');
                self.dict_entries(entries);
                self.out.push('}');
            }
            AttrKind::SymbolRef { root, nested } => {
                self.symbol(ctx.str(*root));
                for n in nested.iter() {
                    self.out.push_str("::");
                    self.symbol(ctx.str(*n));
                }
            }
            AttrKind::DenseArray { elem, values } => {
                self.out.push_str("array<");
                self.print_type(*elem);
                let kind = ctx.type_kind(*elem);
                if !values.is_empty() {
                    self.out.push_str(": ");
                }
                for (i, v) in values.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    match v {
                        IntOrFloat::Int(x) => self.int_elem(*x, kind),
                        IntOrFloat::Float(b) => self.out.push_str(&format_float(*b, float_kind(kind))),
                    }
                }
                self.out.push('>');
            }
            AttrKind::DenseElements { ty, data } if self.elided(*ty, data) => {
                self.out.push_str("dense_resource<__elided__> : ");
                self.print_type(*ty);
            }
            AttrKind::DenseElements { ty, data } => {
                self.out.push_str("dense<");
                self.dense_data(*ty, data);
                self.out.push_str("> : ");
                self.print_type(*ty);
            }
            AttrKind::DenseResource { ty, key } => {
                self.out.push_str("dense_resource<");
                self.out.push_str(ctx.str(*key));
                self.used_resources.insert(*key);
                self.out.push_str("> : ");
                self.print_type(*ty);
            }
            AttrKind::Sparse { ty, .. } if self.elided(*ty, &DenseData::Strings(Box::new([]))) => {
                self.out.push_str("dense_resource<__elided__> : ");
                self.print_type(*ty);
            }
            AttrKind::Sparse { ty, indices, values } => {
                self.out.push_str("sparse<");
                let rank = crate::ir::static_shape(ctx, *ty).map_or(1, |(s, _)| s.len().max(1));
                self.sparse_indices(indices, rank);
                self.out.push_str(", ");
                self.sparse_values(*ty, values);
                self.out.push_str("> : ");
                self.print_type(*ty);
            }
            AttrKind::AffineMap(text) => {
                self.out.push_str("affine_map");
                self.out.push_str(text);
            }
            AttrKind::Strided(text) => {
                self.out.push_str("strided");
                self.out.push_str(text);
            }
            AttrKind::IntegerSet(text) => {
                self.out.push_str("affine_set");
                self.out.push_str(text);
            }
            AttrKind::Distinct { serial, inner } => {
                let next = self.distinct_ids.len() as u32;
                let id = *self.distinct_ids.entry(*serial).or_insert(next);
                self.out.push_str("distinct[");
                self.push_num(id as u64);
                self.out.push_str("]<");
                if !matches!(ctx.attr_kind(*inner), AttrKind::Unit) {
                    self.print_attr(*inner);
                }
                self.out.push('>');
            }
            AttrKind::Dialect { name, body } => {
                self.out.push('#');
                self.out.push_str(ctx.str(*name));
                if let Some(items) = body {
                    for it in items.iter() {
                        match it {
                            BodyItem::Text(t, spaced) => {
                                if *spaced {
                                    self.out.push(' ');
                                }
                                self.out.push_str(ctx.str(*t));
                            }
                            BodyItem::Attr(x, spaced) => {
                                if *spaced {
                                    self.out.push(' ');
                                }
                                self.print_attr(*x);
                            }
                            BodyItem::Stripped(x, spaced) => {
                                if *spaced {
                                    self.out.push(' ');
                                }
                                self.print_stripped_attr(*x);
                            }
                            BodyItem::Type(t, spaced) => {
                                if *spaced {
                                    self.out.push(' ');
                                }
                                self.print_type(*t);
                            }
                        }
                    }
                }
            }
            AttrKind::Opaque { text } => {
                self.out.push('#');
                self.out.push_str(text);
            }
            AttrKind::Loc(_) => {
                self.out.push_str("loc(");
                self.loc_body(a);
                self.out.push(')');
            }
        }
    }

    /// A parameter of a fixed attribute class: its alias, or its body alone.
    pub(super) fn print_stripped_attr(&mut self, a: Attr) {
        if self.attr_aliases.contains_key(&a) {
            return self.print_attr(a);
        }
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            AttrKind::Dialect { name, body } => {
                let prefix = 1 + ctx.str(*name).len();
                let start = self.out.len();
                self.print_attr_body(a);
                if body.is_some() {
                    self.out.drain(start..start + prefix);
                }
            }
            _ => self.print_attr(a),
        }
    }

    /// `name = value, unit_name` without braces.
    pub fn dict_entries(&mut self, entries: &[(crate::ir::Ident, Attr)]) {
        let ctx = self.ctx;
        for (i, (n, v)) in entries.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let name = ctx.str(*n);
            if is_bare_identifier(name.as_bytes()) {
                self.out.push_str(name);
            } else {
                self.out.push('"');
                escape_into(&mut self.out, name.as_bytes());
                self.out.push('"');
            }
            if !matches!(ctx.attr_kind(*v), AttrKind::Unit) {
                self.out.push_str(" = ");
                self.print_attr(*v);
            }
        }
    }

    pub fn symbol_pub(&mut self, name: &str) {
        self.symbol(name)
    }

    pub fn int_value_pub(&mut self, v: &IntValue) {
        self.int_value(v)
    }

    pub fn push_i128_pub(&mut self, x: i128) {
        self.push_i128(x)
    }

    fn symbol(&mut self, name: &str) {
        self.out.push('@');
        if is_bare_identifier(name.as_bytes()) {
            self.out.push_str(name);
        } else {
            self.out.push('"');
            escape_into(&mut self.out, name.as_bytes());
            self.out.push('"');
        }
    }

    fn int_value(&mut self, v: &IntValue) {
        match v {
            IntValue::Small(x) => self.push_i128(*x),
            IntValue::Big(s) => self.out.push_str(s),
        }
    }

    fn push_i128(&mut self, x: i128) {
        if let Ok(small) = u64::try_from(x) {
            self.push_num(small);
        } else {
            self.out.push_str(&x.to_string());
        }
    }

    fn int_elem(&mut self, x: i128, kind: &TypeKind) {
        if matches!(kind, TypeKind::Integer { width: 1, signedness: Signedness::Signless }) {
            self.out.push_str(if x != 0 { "true" } else { "false" });
        } else {
            self.push_i128(x);
        }
    }

    /// A location without the `loc(...)` wrapper; nested aliased locations
    /// print as their alias.
    pub fn loc_body(&mut self, a: Attr) {
        let ctx = self.ctx;
        let AttrKind::Loc(l) = ctx.attr_kind(a) else { return self.print_attr(a) };
        match l {
            LocKind::Unknown => self.out.push_str("unknown"),
            LocKind::FileLineCol { file, line, col } => {
                self.out.push('"');
                escape_into(&mut self.out, file);
                self.out.push_str("\":");
                self.push_num(*line as u64);
                self.out.push(':');
                self.push_num(*col as u64);
            }
            LocKind::Name { name, child } => {
                self.out.push('"');
                escape_into(&mut self.out, name);
                self.out.push('"');
                if let Some(c) = child {
                    if !matches!(ctx.attr_kind(*c), AttrKind::Loc(LocKind::Unknown)) {
                        self.out.push('(');
                        self.nested_loc(*c);
                        self.out.push(')');
                    }
                }
            }
            LocKind::CallSite { callee, caller } => {
                self.out.push_str("callsite(");
                self.nested_loc(*callee);
                self.out.push_str(" at ");
                self.nested_loc(*caller);
                self.out.push(')');
            }
            LocKind::Fused { metadata, locs } => {
                self.out.push_str("fused");
                if let Some(m) = metadata {
                    self.out.push('<');
                    self.print_attr(*m);
                    self.out.push('>');
                }
                self.out.push('[');
                for (i, l) in locs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.nested_loc(*l);
                }
                self.out.push(']');
            }
        }
    }

    fn nested_loc(&mut self, a: Attr) {
        if let Some(name) = self.attr_aliases.get(&a) {
            let name = name.clone();
            self.out.push('#');
            self.out.push_str(&name);
        } else {
            self.loc_body(a);
        }
    }

    /// ` loc(...)` spelled out even when it has an alias: MLIR prints the
    /// arguments of a function signature this way (`printOptionalLocationSpecifier`).
    pub fn inline_loc(&mut self, a: Attr) {
        self.out.push_str(" loc(");
        self.loc_body(a);
        self.out.push(')');
    }

    /// An op's or argument's trailing ` loc(...)`.
    pub fn trailing_loc(&mut self, a: Attr) {
        self.out.push_str(" loc(");
        self.nested_loc(a);
        self.out.push(')');
    }

    /// Whether an elements attribute of type `ty` prints as
    /// `dense_resource<__elided__>`: more elements than
    /// `--mlir-elide-elementsattrs-if-larger`, and not a splat (a sparse
    /// attribute never is one; pass it as empty data).
    fn elided(&self, ty: Type, data: &DenseData) -> bool {
        let Some(limit) = self.opts.elide_elements_if_larger else { return false };
        let numel = crate::ir::static_shape(self.ctx, ty).map_or(0, |(s, _)| s.iter().product::<u64>());
        numel > limit && dense_len(data) != 1
    }

    fn dense_data(&mut self, ty: Type, data: &DenseData) {
        let Some((shape, elem)) = crate::ir::static_shape(self.ctx, ty) else {
            return self.dense_flat(data, None);
        };
        self.dense_values(&shape, elem, data);
    }

    /// A sparse attribute's values: a 1-D tensor of as many elements as
    /// there are indices.
    fn sparse_values(&mut self, ty: Type, data: &DenseData) {
        let Some((_, elem)) = crate::ir::static_shape(self.ctx, ty) else {
            return self.dense_flat(data, None);
        };
        self.dense_values(&[dense_len(data) as u64], elem, data);
    }

    /// Elements of `shape`: one value for a splat, raw hex past the hex
    /// threshold, else nested lists.
    fn dense_values(&mut self, shape: &[u64], elem: Type, data: &DenseData) {
        let numel: u64 = shape.iter().product();
        let n = dense_len(data);
        if n == 0 {
            return;
        }
        if n == 1 {
            // A splat (or a single element) prints as one value.
            return self.dense_elem(data, 0, elem);
        }
        if n as u64 != numel {
            // Malformed data (the parser never builds it): flat, not past the end.
            return self.dense_nested(data, &[n as u64], 0, &mut 0, elem);
        }
        if self.opts.hex_elements_if_larger.is_some_and(|limit| numel > limit) {
            if let Some(bytes) = super::dense_hex::raw_bytes(self.ctx, elem, data) {
                return super::dense_hex::push_hex_string(&mut self.out, &bytes);
            }
        }
        let mut index = 0usize;
        self.dense_nested(data, shape, 0, &mut index, elem);
    }

    fn dense_nested(&mut self, data: &DenseData, shape: &[u64], dim: usize, index: &mut usize, elem: Type) {
        if dim == shape.len() {
            self.dense_elem(data, *index, elem);
            *index += 1;
            return;
        }
        self.out.push('[');
        for i in 0..shape[dim] {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.dense_nested(data, shape, dim + 1, index, elem);
        }
        self.out.push(']');
    }

    /// Sparse indices are an `[N, rank]` integer tensor: a splat prints as
    /// one number, anything else as rows of `rank` indices.
    fn sparse_indices(&mut self, data: &DenseData, rank: usize) {
        let DenseData::Ints(v) = data else { return self.dense_flat(data, None) };
        if !v.is_empty() && v.iter().all(|x| *x == v[0]) {
            return self.push_i128(v[0]);
        }
        if v.is_empty() || v.len() % rank != 0 {
            return self.dense_flat(data, None);
        }
        self.out.push('[');
        for (r, row) in v.chunks(rank).enumerate() {
            if r > 0 {
                self.out.push_str(", ");
            }
            self.out.push('[');
            for (i, x) in row.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.push_i128(*x);
            }
            self.out.push(']');
        }
        self.out.push(']');
    }

    fn dense_flat(&mut self, data: &DenseData, _elem: Option<()>) {
        let n = dense_len(data);
        let i64t = None;
        let _: Option<Type> = i64t;
        self.out.push('[');
        for i in 0..n {
            if i > 0 {
                self.out.push_str(", ");
            }
            if let DenseData::Ints(v) = data {
                self.push_i128(v[i]);
            }
        }
        self.out.push(']');
    }

    fn dense_elem(&mut self, data: &DenseData, i: usize, elem: Type) {
        let ctx = self.ctx;
        let kind = ctx.type_kind(elem);
        match data {
            DenseData::Ints(v) => self.int_elem(v[i], kind),
            DenseData::Floats(v) => self.out.push_str(&format_float(v[i], float_kind(kind))),
            DenseData::ComplexInts(v) => {
                self.out.push('(');
                self.push_i128(v[i].0);
                self.out.push(',');
                self.push_i128(v[i].1);
                self.out.push(')');
            }
            DenseData::ComplexFloats(v) => {
                let k = match kind {
                    TypeKind::Complex(e) => float_kind(ctx.type_kind(*e)),
                    _ => FloatKind::F64,
                };
                self.out.push('(');
                self.out.push_str(&format_float(v[i].0, k));
                self.out.push(',');
                self.out.push_str(&format_float(v[i].1, k));
                self.out.push(')');
            }
            DenseData::Strings(v) => {
                self.out.push('"');
                escape_into(&mut self.out, &v[i]);
                self.out.push('"');
            }
            DenseData::Hex(h) => {
                self.out.push_str("\"0x");
                self.out.push_str(h);
                self.out.push('"');
            }
        }
    }
}

fn dense_len(d: &DenseData) -> usize {
    match d {
        DenseData::Ints(v) => v.len(),
        DenseData::Floats(v) => v.len(),
        DenseData::ComplexInts(v) => v.len(),
        DenseData::ComplexFloats(v) => v.len(),
        DenseData::Strings(v) => v.len(),
        DenseData::Hex(_) => 1,
    }
}

pub fn float_kind(t: &TypeKind) -> FloatKind {
    match t {
        TypeKind::Float(k) => *k,
        _ => FloatKind::F64,
    }
}
