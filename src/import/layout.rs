//! The module's data layout → `dlti.dl_spec` on the module, as MLIR 19's
//! `DataLayoutImporter`: the layout string followed by LangRef's default
//! layout is read token by token, the first specification of a type or key
//! wins, and tokens DLTI has no entry for are reported as warnings.
//!
//! MLIR keeps the entries in hash maps keyed by pointers, so the order it
//! prints them in changes from run to run; llmir keeps the order of first
//! appearance (type entries, then key entries, as MLIR groups them).

use inkwell::llvm_sys::core::LLVMGetDataLayoutStr;

use super::ffi::cstr;
use super::{Failed, Importer, R};

/// LangRef's defaults, appended by MLIR to every layout.
const DEFAULT_LAYOUT: &str = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:32:64-f16:16:16-f64:64:64-f128:128:128";

#[derive(Default)]
struct Entries {
    /// (type spelling, value spelling)
    types: Vec<(String, String)>,
    keys: Vec<(String, String)>,
    unhandled: Vec<String>,
}

impl Entries {
    fn has_type(&self, t: &str) -> bool {
        self.types.iter().any(|e| e.0 == t)
    }
    fn has_key(&self, k: &str) -> bool {
        self.keys.iter().any(|e| e.0 == k)
    }
}

fn int_list(s: &str) -> Option<Vec<u64>> {
    if s.is_empty() {
        return Some(Vec::new());
    }
    s.split(':').map(|p| p.parse::<u64>().ok()).collect()
}

fn dense(values: &[u64]) -> String {
    let n = values.len();
    if values.iter().all(|&v| v == values[0]) {
        format!("dense<{}> : vector<{n}xi64>", values[0])
    } else {
        let list: Vec<String> = values.iter().map(u64::to_string).collect();
        format!("dense<[{}]> : vector<{n}xi64>", list.join(", "))
    }
}

/// Reads one token into the entries; `Err` is a token MLIR cannot
/// translate (the whole layout is then refused).
fn token(e: &mut Entries, tok: &str) -> Result<(), ()> {
    let alpha = tok.bytes().take_while(|b| b.is_ascii_alphabetic()).count();
    if alpha == 0 {
        return Err(());
    }
    let (prefix, rest) = tok.split_at(alpha);
    match prefix {
        "e" | "E" => {
            if !e.has_key("dlti.endianness") {
                let v = if prefix == "e" { "\"little\"" } else { "\"big\"" };
                e.keys.push(("dlti.endianness".into(), v.into()));
            }
        }
        "A" | "P" | "G" => {
            let key = match prefix {
                "A" => "dlti.alloca_memory_space",
                "P" => "dlti.program_memory_space",
                _ => "dlti.global_memory_space",
            };
            if !e.has_key(key) {
                let space: u64 = rest.parse().map_err(|_| ())?;
                if space != 0 {
                    e.keys.push((key.into(), format!("{space} : ui64")));
                }
            }
        }
        "S" => {
            if !e.has_key("dlti.stack_alignment") {
                let align: u64 = rest.parse().map_err(|_| ())?;
                if align != 0 {
                    e.keys.push(("dlti.stack_alignment".into(), format!("{align} : i64")));
                }
            }
        }
        "i" | "f" => {
            let (width, align) = rest.split_once(':').unwrap_or((rest, ""));
            let width: u64 = width.parse().map_err(|_| ())?;
            let ty = if prefix == "i" {
                format!("i{width}")
            } else {
                match width {
                    16 => "f16".into(),
                    32 => "f32".into(),
                    64 => "f64".into(),
                    80 => "f80".into(),
                    128 => "f128".into(),
                    _ => return Err(()),
                }
            };
            if !e.has_type(&ty) {
                let a = int_list(align).ok_or(())?;
                if a.is_empty() || a.len() > 2 {
                    return Err(());
                }
                let pref = a.get(1).copied().unwrap_or(a[0]);
                e.types.push((ty, dense(&[a[0], pref])));
            }
        }
        "p" => {
            let (space, spec) = rest.split_once(':').unwrap_or((rest, ""));
            let space: u64 = if space.is_empty() { 0 } else { space.parse().map_err(|_| ())? };
            let ty = if space == 0 { "!llvm.ptr".to_string() } else { format!("!llvm.ptr<{space}>") };
            if !e.has_type(&ty) {
                let a = int_list(spec).ok_or(())?;
                if a.len() < 2 || a.len() > 4 {
                    return Err(());
                }
                let pref = a.get(2).copied().unwrap_or(a[1]);
                let idx = a.get(3).copied().unwrap_or(a[0]);
                e.types.push((ty, dense(&[a[0], a[1], pref, idx])));
            }
        }
        _ => e.unhandled.push(tok.to_string()),
    }
    Ok(())
}

impl Importer<'_> {
    /// Puts `dlti.dl_spec` on the module.
    pub(crate) fn data_layout(&mut self) -> R<()> {
        // SAFETY: the module is live; the string is copied at once.
        let layout = cstr(unsafe { LLVMGetDataLayoutStr(self.m) });
        let full = if layout.is_empty() { DEFAULT_LAYOUT.to_string() } else { format!("{layout}-{DEFAULT_LAYOUT}") };
        let mut e = Entries::default();
        for tok in full.split('-') {
            if token(&mut e, tok).is_err() {
                self.error(format!("cannot translate data layout: {tok}"));
                return Err(Failed);
            }
        }
        for tok in std::mem::take(&mut e.unhandled) {
            self.warn(format!("unhandled data layout token: {tok}"));
        }
        let entries: Vec<String> = e
            .types
            .iter()
            .map(|(t, v)| format!("#dlti.dl_entry<{t}, {v}>"))
            .chain(e.keys.iter().map(|(k, v)| format!("#dlti.dl_entry<\"{k}\", {v}>")))
            .collect();
        let spec = self.attr_text(&format!("#dlti.dl_spec<{}>", entries.join(", ")));
        let key = self.ctx.ident("dlti.dl_spec");
        let attrs = self.ctx.dict(vec![(key, spec)]);
        self.body.ops[self.top.index()].attrs = attrs;
        Ok(())
    }
}
