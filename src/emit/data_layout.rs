//! `dlti.dl_spec` on the module → an LLVM data layout string, spelled as
//! MLIR's `translateDataLayout` spells it: the key entries first
//! (`e`/`E`, `P`, `G`, `A`, `S`, default values left out), then one
//! `iN:abi[:pref]`, `fN:abi[:pref]` or `pN:size:abi:pref:index` per type
//! entry, in the spec's order, joined by `-`.

use super::dialect_attr::{inner, split_commas};
use super::{err, Tr, R};
use crate::ir::{Attr, AttrKind, BodyItem, DenseData, LlvmType, Span, TypeKind};

/// One `#dlti.dl_entry<key, value>`.
enum Key {
    Name(String),
    /// `iN` / `fN` / `index` written as a builtin type keyword.
    Builtin(String),
    Ptr(u32),
}

impl Tr<'_> {
    pub(crate) fn data_layout_from_spec(&self, spec: Attr, span: Span) -> R<String> {
        let ctx = self.ctx;
        let Some(entries) = inner(ctx, spec) else { return err(span, "malformed 'dlti.dl_spec'") };
        let mut keys = Vec::new();
        let mut types = Vec::new();
        for e in split_commas(ctx, entries) {
            let [BodyItem::Attr(entry, _)] = e else { return err(span, "malformed 'dlti.dl_spec' entry") };
            let Some(parts) = inner(ctx, *entry) else { return err(span, "malformed 'dlti.dl_entry'") };
            let parts = split_commas(ctx, parts);
            let (Some(k), Some(v)) = (parts.first(), parts.get(1)) else { return err(span, "malformed 'dlti.dl_entry'") };
            let key = match k {
                [BodyItem::Text(t, _)] => {
                    let s = ctx.str(*t);
                    if s.starts_with('"') && s.len() >= 2 {
                        Key::Name(s[1..s.len() - 1].to_string())
                    } else {
                        Key::Builtin(s.to_string())
                    }
                }
                [BodyItem::Type(t, _)] => match ctx.type_kind(*t) {
                    TypeKind::Llvm(LlvmType::Ptr { addr_space }) => Key::Ptr(*addr_space),
                    TypeKind::Index => continue,
                    _ => return err(span, "unsupported type in data layout"),
                },
                _ => return err(span, "malformed 'dlti.dl_entry' key"),
            };
            match key {
                Key::Name(name) => {
                    let text = |v: &[BodyItem]| match v.first() {
                        Some(BodyItem::Text(t, _)) => Some(ctx.str(*t).trim_matches('"').to_string()),
                        _ => None,
                    };
                    let n: u64 = text(v).and_then(|s| s.parse().ok()).unwrap_or(0);
                    match name.as_str() {
                        "dlti.endianness" => keys.push(if text(v).as_deref() == Some("little") { "e".into() } else { "E".into() }),
                        "dlti.program_memory_space" if n != 0 => keys.push(format!("P{n}")),
                        "dlti.global_memory_space" if n != 0 => keys.push(format!("G{n}")),
                        "dlti.alloca_memory_space" if n != 0 => keys.push(format!("A{n}")),
                        "dlti.stack_alignment" if n != 0 => keys.push(format!("S{n}")),
                        "dlti.program_memory_space" | "dlti.global_memory_space" | "dlti.alloca_memory_space"
                        | "dlti.stack_alignment" => {}
                        other => return err(span, format!("unsupported data layout key \"{other}\"")),
                    }
                }
                Key::Builtin(name) => {
                    if name == "index" {
                        continue;
                    }
                    if name.starts_with("ui") || name.starts_with("si") {
                        return err(span, format!("unsupported data layout for non-signless integer '{name}'"));
                    }
                    let size: u64 = match name.get(1..).and_then(|s| s.parse().ok()) {
                        Some(s) if name.starts_with('i') || matches!(name.as_str(), "f16" | "f32" | "f64" | "f80" | "f128") => s,
                        _ => return err(span, format!("unsupported type in data layout: '{name}'")),
                    };
                    let vals = self.layout_ints(v).unwrap_or_default();
                    let abi = vals.first().copied().unwrap_or(size);
                    let pref = vals.get(1).copied().unwrap_or(abi);
                    let kind = &name[..1];
                    types.push(if abi == pref { format!("{kind}{size}:{abi}") } else { format!("{kind}{size}:{abi}:{pref}") });
                }
                Key::Ptr(space) => {
                    let vals = self.layout_ints(v).unwrap_or_default();
                    let size = vals.first().copied().unwrap_or(64);
                    let abi = vals.get(1).copied().unwrap_or(size);
                    let pref = vals.get(2).copied().unwrap_or(abi);
                    let index = vals.get(3).copied().unwrap_or(size);
                    types.push(format!("p{space}:{size}:{abi}:{pref}:{index}"));
                }
            }
        }
        keys.extend(types);
        Ok(keys.join("-"))
    }

    /// The integers of a `dense<...> : vector<Nxi64>` entry value.
    fn layout_ints(&self, v: &[BodyItem]) -> Option<Vec<u64>> {
        let [BodyItem::Attr(a, _), ..] = v else { return None };
        match self.ctx.attr_kind(*a) {
            AttrKind::DenseElements { data: DenseData::Ints(xs), ty } => {
                let n = crate::ir::static_shape(self.ctx, *ty).map(|(s, _)| s.iter().product::<u64>() as usize)?;
                let xs: Vec<u64> = xs.iter().map(|&x| x as u64).collect();
                Some(if xs.len() == 1 { vec![xs[0]; n] } else { xs })
            }
            _ => None,
        }
    }
}
