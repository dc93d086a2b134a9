//! DLTI data layout specs (`dlti.dl_spec = #dlti.dl_spec<...>` on a
//! module) and the size/alignment queries MLIR 19's `DataLayout` answers
//! for builtin and LLVM types under such a spec, with the LLVM dialect's
//! checks of its `!llvm.ptr` and `!llvm.struct<()>` entries.
//!
//! Sizes are in bytes, bit sizes in bits, alignments in bytes, as MLIR's
//! `getTypeSize`/`getTypeSizeInBits`/`getTypeABIAlignment` return them.

use crate::ir::{Attr, AttrKind, Body, BodyItem, Context, DenseData, IntValue, LlvmType, Op, Signedness, Type, TypeKind};
use crate::printer::api::type_to_string;

/// The key of a spec entry: a type or a string identifier.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Key {
    Type(Type),
    Str(String),
    /// A builtin integer or float type the attribute parser kept as its
    /// keyword (`i64`, `f80`).
    Scalar(TypeKind),
}

/// The value of an entry: an attribute, or the tokens the attribute
/// parser kept (strings and integers inside a dialect attribute).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Attr(Attr),
    Tokens(Vec<String>),
}

/// One `#dlti.dl_entry<key, value>`.
#[derive(Clone, Debug)]
pub struct Entry {
    pub key: Key,
    pub value: Value,
}

impl Value {
    /// The value as an attribute, interning it when kept as tokens.
    pub fn to_attr(&self, ctx: &mut Context) -> Option<Attr> {
        match self {
            Value::Attr(a) => Some(*a),
            Value::Tokens(t) => value_from_tokens(ctx, &t.iter().map(String::as_str).collect::<Vec<_>>()),
        }
    }

    /// The value as an integer.
    pub fn int(&self, ctx: &Context) -> Option<i128> {
        match self {
            Value::Attr(a) => ctx.int_value(*a),
            Value::Tokens(t) => {
                let (neg, n) = match t.first().map(String::as_str) {
                    Some("-") => (true, t.get(1)?),
                    _ => (false, t.first()?),
                };
                let v: i128 = n.parse().ok()?;
                Some(if neg { -v } else { v })
            }
        }
    }
}

/// A string literal token's contents (`"little"` → `little`).
fn unquote(s: &str) -> Option<&str> {
    s.strip_prefix('"')?.strip_suffix('"')
}

/// An entry value the attribute parser kept as tokens: a string, or an
/// integer with an optional `: iN`/`uiN`/`siN` type (default `i64`).
fn value_from_tokens(ctx: &mut Context, toks: &[&str]) -> Option<Attr> {
    match toks {
        [s] if s.starts_with('"') => Some(ctx.string_attr(unquote(s)?)),
        [n] | [n, ":", _] | ["-", n] | ["-", n, ":", _] => {
            let neg = toks[0] == "-";
            let v: i128 = n.parse().ok()?;
            let v = if neg { -v } else { v };
            let ty_text = toks.last().filter(|_| toks.len() >= 3).copied().unwrap_or("i64");
            let (signedness, w) = if let Some(w) = ty_text.strip_prefix("ui") {
                (Signedness::Unsigned, w)
            } else if let Some(w) = ty_text.strip_prefix("si") {
                (Signedness::Signed, w)
            } else {
                (Signedness::Signless, ty_text.strip_prefix('i')?)
            };
            let width: u32 = w.parse().ok()?;
            let ty = ctx.ty(TypeKind::Integer { width, signedness });
            Some(ctx.attr(AttrKind::Integer { value: IntValue::Small(v), ty }))
        }
        _ => None,
    }
}

/// The entries of a `#dlti.dl_spec<...>` attribute (empty if `a` is not one).
pub fn spec_entries(ctx: &Context, a: Attr) -> Vec<Entry> {
    let AttrKind::Dialect { name, body: Some(items) } = ctx.attr_kind(a).clone() else { return Vec::new() };
    if ctx.str(name) != "dlti.dl_spec" {
        return Vec::new();
    }
    let mut out = Vec::new();
    for it in items.iter() {
        let BodyItem::Attr(e, _) = it else { continue };
        let AttrKind::Dialect { name, body: Some(parts) } = ctx.attr_kind(*e).clone() else { continue };
        if ctx.str(name) != "dlti.dl_entry" {
            continue;
        }
        // `<` key `,` value... `>`
        let inner = parts.get(1..parts.len().saturating_sub(1)).unwrap_or(&[]);
        let Some(comma) = inner.iter().position(|p| matches!(p, BodyItem::Text(t, _) if ctx.str(*t) == ",")) else {
            continue;
        };
        let key = match &inner[..comma] {
            [BodyItem::Type(t, _)] => Key::Type(*t),
            [BodyItem::Text(t, _)] => match unquote(ctx.str(*t)) {
                Some(s) => Key::Str(s.to_string()),
                // A builtin scalar type kept as its keyword (`i64`, `f80`).
                None => match scalar_kind(ctx.str(*t)) {
                    Some(kind) => Key::Scalar(kind),
                    None => continue,
                },
            },
            _ => continue,
        };
        let value = match &inner[comma + 1..] {
            [BodyItem::Attr(v, _)] => Some(Value::Attr(*v)),
            rest => rest
                .iter()
                .map(|p| match p {
                    BodyItem::Text(t, _) => Some(ctx.str(*t).to_string()),
                    _ => None,
                })
                .collect::<Option<Vec<String>>>()
                .map(Value::Tokens),
        };
        if let Some(value) = value {
            out.push(Entry { key, value });
        }
    }
    out
}

/// The builtin integer or float type a keyword names.
fn scalar_kind(word: &str) -> Option<TypeKind> {
    use crate::ir::FloatKind;
    if word == "index" {
        return Some(TypeKind::Index);
    }
    let kind = if let Some(w) = word.strip_prefix('i').and_then(|w| w.parse::<u32>().ok()) {
        TypeKind::Integer { width: w, signedness: Signedness::Signless }
    } else if let Some(w) = word.strip_prefix("si").and_then(|w| w.parse::<u32>().ok()) {
        TypeKind::Integer { width: w, signedness: Signedness::Signed }
    } else if let Some(w) = word.strip_prefix("ui").and_then(|w| w.parse::<u32>().ok()) {
        TypeKind::Integer { width: w, signedness: Signedness::Unsigned }
    } else {
        let f = match word {
            "f16" => FloatKind::F16,
            "bf16" => FloatKind::BF16,
            "f32" => FloatKind::F32,
            "f64" => FloatKind::F64,
            "f80" => FloatKind::F80,
            "f128" => FloatKind::F128,
            _ => return None,
        };
        TypeKind::Float(f)
    };
    Some(kind)
}

/// The spec of the nearest enclosing op (or `op` itself) that carries one.
pub fn spec_above(ctx: &Context, body: &Body, mut op: Op) -> Vec<Entry> {
    loop {
        let d = body.op(op);
        if let Some(a) = ctx.dict_get_str(d.attrs, "dlti.dl_spec") {
            return spec_entries(ctx, a);
        }
        match body.parent_op(op) {
            Some(p) => op = p,
            None => return Vec::new(),
        }
    }
}

/// The integers of a dense integer attribute and their element width.
fn dense_ints(ctx: &Context, v: &Value) -> Option<(Vec<i128>, u32)> {
    let Value::Attr(a) = v else { return None };
    let a = *a;
    let AttrKind::DenseElements { ty, data: DenseData::Ints(v) } = ctx.attr_kind(a) else { return None };
    let (shape, elem) = crate::ir::static_shape(ctx, *ty)?;
    let TypeKind::Integer { width, .. } = ctx.type_kind(elem) else { return None };
    let n: u64 = shape.iter().product();
    let values = if v.len() == 1 { vec![v[0]; n as usize] } else { v.to_vec() };
    Some((values, *width))
}

fn is_type_kind(ctx: &Context, t: Type, f: fn(&TypeKind) -> bool) -> bool {
    f(ctx.type_kind(t))
}

fn is_ptr(k: &TypeKind) -> bool {
    matches!(k, TypeKind::Llvm(LlvmType::Ptr { .. }))
}
fn is_struct(k: &TypeKind) -> bool {
    matches!(k, TypeKind::Llvm(LlvmType::LiteralStruct { .. } | LlvmType::IdentifiedStruct { .. }))
}

/// The LLVM dialect's checks of its spec entries; `Err` is the message.
pub fn verify_entries(ctx: &Context, entries: &[Entry]) -> Result<(), String> {
    for e in entries {
        if let Key::Str(name) = &e.key {
            verify_dlti_key(ctx, name, &e.value)?;
            continue;
        }
        let Key::Type(t) = &e.key else { continue };
        let t = *t;
        let key = type_to_string(ctx, t);
        if is_type_kind(ctx, t, is_ptr) {
            let Some((v, width)) = dense_ints(ctx, &e.value).filter(|(v, _)| v.len() == 3 || v.len() == 4) else {
                return Err(format!(
                    "expected layout attribute for '{key}' to be a dense integer elements attribute with 3 or 4 elements"
                ));
            };
            if width != 64 {
                return Err(format!("expected i64 parameters for '{key}'"));
            }
            if v[1] > v[2] {
                return Err("preferred alignment is expected to be at least as large as ABI alignment".into());
            }
        } else if is_type_kind(ctx, t, is_struct) {
            let empty = matches!(ctx.type_kind(t), TypeKind::Llvm(LlvmType::LiteralStruct { fields, .. }) if fields.is_empty());
            if !empty {
                return Err(format!("unexpected layout attribute for struct '{key}'"));
            }
            let Some((v, width)) = dense_ints(ctx, &e.value).filter(|(v, _)| v.len() == 1 || v.len() == 2) else {
                return Err(format!(
                    "expected layout attribute for '{key}' to be a dense integer elements attribute of 1 or 2 elements"
                ));
            };
            if width != 64 {
                return Err(format!("expected i64 entries for '{key}'"));
            }
            if v.len() == 2 && v[1] < v[0] {
                return Err("preferred alignment is expected to be at least as large as ABI alignment".into());
            }
        }
    }
    Ok(())
}

/// DLTI's own string keys (`DLTIDialect::verifyEntry`): the endianness is
/// `"big"` or `"little"`, the memory spaces and stack alignment are free,
/// any other `dlti.` key is unknown. Keys of other dialects are theirs.
fn verify_dlti_key(ctx: &Context, name: &str, value: &Value) -> Result<(), String> {
    if !name.starts_with("dlti.") {
        return Ok(());
    }
    match name {
        "dlti.endianness" => {
            let text = match value {
                Value::Attr(a) => match ctx.attr_kind(*a) {
                    crate::ir::AttrKind::String { value, ty: None } => Some(value.to_vec()),
                    _ => None,
                },
                Value::Tokens(t) => match &t[..] {
                    [one] if one.starts_with('"') => crate::parser::api::unescape(one).ok(),
                    _ => None,
                },
            };
            match text.as_deref() {
                Some(b"big" | b"little") => Ok(()),
                _ => Err(format!("'{name}' data layout entry is expected to be either 'big' or 'little'")),
            }
        }
        "dlti.alloca_memory_space" | "dlti.program_memory_space" | "dlti.global_memory_space" | "dlti.stack_alignment" => Ok(()),
        _ => Err(format!("unknown data layout entry name: {name}")),
    }
}

/// Answers layout queries under one spec.
pub struct Layout<'a> {
    pub ctx: &'a Context,
    pub entries: &'a [Entry],
}

/// Which value of a pointer entry `[size, abi, preferred, index]`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum PtrPos {
    Size = 0,
    Abi = 1,
    Preferred = 2,
    Index = 3,
}

fn pow2_ceil(x: u64) -> u64 {
    x.max(1).next_power_of_two()
}

fn align_to(x: u64, a: u64) -> u64 {
    x.div_ceil(a.max(1)) * a.max(1)
}

impl Layout<'_> {
    /// The entry value for a string key (`dlti.endianness`, ...).
    pub fn string_entry(&self, name: &str) -> Option<Value> {
        self.entries.iter().find_map(|e| match &e.key {
            Key::Str(s) if s == name => Some(e.value.clone()),
            _ => None,
        })
    }

    /// The bits of `index`: its `#dlti.dl_entry<index, N : i32>`, 64
    /// without one (MLIR's `IndexType` layout, which the lowerings into
    /// LLVM read as their index width).
    fn index_entry(&self) -> u64 {
        let found = self.entries.iter().find_map(|e| match &e.key {
            Key::Type(t) if matches!(self.ctx.type_kind(*t), TypeKind::Index) => e.value.int(self.ctx),
            Key::Scalar(TypeKind::Index) => e.value.int(self.ctx),
            _ => None,
        });
        found.and_then(|v| u64::try_from(v).ok()).unwrap_or(64)
    }

    fn ptr_entry(&self, addr_space: u32, pos: PtrPos) -> Option<u64> {
        let found = self.entries.iter().find_map(|e| match &e.key {
            Key::Type(t) => match self.ctx.type_kind(*t) {
                TypeKind::Llvm(LlvmType::Ptr { addr_space: a }) if *a == addr_space => Some(e.value.clone()),
                _ => None,
            },
            _ => None,
        });
        let in_bits = matches!(pos, PtrPos::Size | PtrPos::Index);
        match found {
            Some(v) => {
                let (vals, _) = dense_ints(self.ctx, &v)?;
                let raw = vals.get(pos as usize).or_else(|| if pos == PtrPos::Index { vals.first() } else { None })?;
                let raw = (*raw).max(0) as u64;
                Some(if in_bits { raw } else { raw / 8 })
            }
            None if addr_space == 0 => Some(if in_bits { 64 } else { 8 }),
            None => None,
        }
    }

    fn ptr_query(&self, addr_space: u32, pos: PtrPos) -> u64 {
        self.ptr_entry(addr_space, pos).or_else(|| self.ptr_entry(0, pos)).unwrap_or(0)
    }

    /// The first struct entry's ABI (0) or preferred (1) alignment in bits.
    fn struct_entry(&self, pos: usize) -> Option<u64> {
        let v = self.entries.iter().find_map(|e| match &e.key {
            Key::Type(t) if is_type_kind(self.ctx, *t, is_struct) => Some(e.value.clone()),
            _ => None,
        })?;
        let (vals, _) = dense_ints(self.ctx, &v)?;
        let pos = if pos >= vals.len() { 0 } else { pos };
        vals.get(pos).map(|x| (*x).max(0) as u64)
    }

    fn struct_fields(&self, t: Type) -> (bool, Vec<Type>) {
        match self.ctx.type_kind(t) {
            TypeKind::Llvm(LlvmType::LiteralStruct { packed, fields }) => (*packed, fields.to_vec()),
            TypeKind::Llvm(LlvmType::IdentifiedStruct { .. }) => match self.ctx.struct_body(t) {
                Some(crate::ir::StructBody::Fields { packed, fields }) => (*packed, fields.to_vec()),
                _ => (false, Vec::new()),
            },
            _ => (false, Vec::new()),
        }
    }

    fn struct_alignment(&self, t: Type, preferred: bool) -> u64 {
        let (packed, fields) = self.struct_fields(t);
        if !preferred && packed {
            return 1;
        }
        let required = fields.iter().map(|&f| self.abi_alignment(f)).max().unwrap_or(1).max(1);
        match self.struct_entry(if preferred { 1 } else { 0 }) {
            Some(bits) => (bits / 8).max(required),
            None => required,
        }
    }

    /// `getTypeSizeInBits`.
    pub fn size_in_bits(&self, t: Type) -> u64 {
        match self.ctx.type_kind(t) {
            TypeKind::Integer { width, .. } => *width as u64,
            TypeKind::Index => self.index_entry(),
            TypeKind::Float(k) => k.bit_width() as u64,
            TypeKind::Llvm(LlvmType::Ptr { addr_space }) => self.ptr_query(*addr_space, PtrPos::Size),
            TypeKind::Llvm(LlvmType::LiteralStruct { .. } | LlvmType::IdentifiedStruct { .. }) => {
                let (packed, fields) = self.struct_fields(t);
                let (mut size, mut align) = (0u64, 1u64);
                for f in fields {
                    let a = if packed { 1 } else { self.abi_alignment(f) };
                    size = align_to(size, a) + self.size(f);
                    align = align.max(a);
                }
                align_to(size, align) * 8
            }
            TypeKind::Llvm(LlvmType::Array { len, elem }) => {
                align_to(self.size(*elem), self.abi_alignment(*elem)) * len * 8
            }
            TypeKind::Vector { shape, elem, .. } => {
                let n: u64 = shape.iter().product();
                let last = shape.last().copied().unwrap_or(1).max(1);
                n / last * pow2_ceil(last * self.size(*elem) * 8)
            }
            TypeKind::Llvm(LlvmType::Vec { len, elem, .. }) => pow2_ceil(len * self.size(*elem) * 8),
            _ => 0,
        }
    }

    /// `getTypeSize`: bytes, rounded up.
    pub fn size(&self, t: Type) -> u64 {
        self.size_in_bits(t).div_ceil(8)
    }

    /// The `[abi, preferred]` bits a spec gives an integer or float type:
    /// for a float, its own entry; for an integer, the entry of the
    /// narrowest integer type at least as wide, else of the widest (MLIR's
    /// `findEntryForIntegerType`).
    fn scalar_entry(&self, t: Type) -> Option<Vec<i128>> {
        let kind = self.ctx.type_kind(t);
        let mut best: Option<(u32, Vec<i128>)> = None;
        for e in self.entries {
            let key_kind = match &e.key {
                Key::Type(k) => self.ctx.type_kind(*k),
                Key::Scalar(k) => k,
                Key::Str(_) => continue,
            };
            let values = || dense_ints(self.ctx, &e.value).map(|(v, _)| v);
            match (kind, key_kind) {
                (TypeKind::Float(a), TypeKind::Float(b)) if a == b => return values(),
                (TypeKind::Integer { width, .. }, TypeKind::Integer { width: w, .. }) => {
                    let better = match &best {
                        None => true,
                        Some((bw, _)) => {
                            let (fits, best_fits) = (*w >= *width, *bw >= *width);
                            (fits && !best_fits) || (fits && best_fits && w < bw) || (!fits && !best_fits && w > bw)
                        }
                    };
                    if better {
                        if let Some(v) = values() {
                            best = Some((*w, v));
                        }
                    }
                }
                _ => {}
            }
        }
        best.map(|b| b.1)
    }

    /// `getTypeABIAlignment`.
    pub fn abi_alignment(&self, t: Type) -> u64 {
        if let Some(v) = self.scalar_entry(t) {
            if let Some(&abi) = v.first() {
                return (abi.max(8) as u64) / 8;
            }
        }
        match self.ctx.type_kind(t) {
            // MLIR's default: power-of-two byte size below 64 bits, else 4.
            TypeKind::Integer { width, .. } => {
                if *width < 64 {
                    pow2_ceil((*width as u64).div_ceil(8))
                } else {
                    4
                }
            }
            TypeKind::Llvm(LlvmType::Ptr { addr_space }) => self.ptr_query(*addr_space, PtrPos::Abi),
            TypeKind::Llvm(LlvmType::LiteralStruct { .. } | LlvmType::IdentifiedStruct { .. }) => {
                self.struct_alignment(t, false)
            }
            TypeKind::Llvm(LlvmType::Array { elem, .. }) => self.abi_alignment(*elem),
            _ => pow2_ceil(self.size(t)),
        }
    }

    /// `getTypePreferredAlignment`.
    pub fn preferred_alignment(&self, t: Type) -> u64 {
        if let Some(v) = self.scalar_entry(t) {
            if let Some(&pref) = v.get(1).or(v.first()) {
                return (pref.max(8) as u64) / 8;
            }
        }
        match self.ctx.type_kind(t) {
            TypeKind::Integer { .. } => pow2_ceil(self.size(t)),
            TypeKind::Llvm(LlvmType::Ptr { addr_space }) => self.ptr_query(*addr_space, PtrPos::Preferred),
            TypeKind::Llvm(LlvmType::LiteralStruct { .. } | LlvmType::IdentifiedStruct { .. }) => {
                self.struct_alignment(t, true)
            }
            TypeKind::Llvm(LlvmType::Array { elem, .. }) => self.preferred_alignment(*elem),
            _ => self.abi_alignment(t),
        }
    }

    /// `getTypeIndexBitwidth` (pointers and `index` only).
    pub fn index_bitwidth(&self, t: Type) -> Option<u64> {
        match self.ctx.type_kind(t) {
            TypeKind::Index => Some(self.index_entry()),
            TypeKind::Llvm(LlvmType::Ptr { addr_space }) => Some(self.ptr_query(*addr_space, PtrPos::Index)),
            _ => None,
        }
    }
}
