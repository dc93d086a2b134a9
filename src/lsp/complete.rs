//! Completion: what may be typed at the cursor, decided by the sigil
//! before the word being typed: `%` SSA values of the scope, `^` block
//! labels of the scope, `@` symbols of the chunk, `#`/`!` aliases and the
//! LLVM dialect's attribute and type keywords; otherwise op names from the
//! registry and the format's keywords.
//!
//! Each item carries a text edit over the sigil and the typed word, so
//! clients that do not count `%` or `.` as word characters still replace
//! the right text.

use super::analysis::Analysis;
use super::index::symbol_key;
use super::text::Text;
use crate::lexer::Kind;
use lsp_types as lsp;

/// Builtin type and attribute keywords and the words custom forms use.
const KEYWORDS: &[&str] = &[
    "i1", "i8", "i16", "i32", "i64", "i128", "f16", "bf16", "f32", "f64", "f80", "f128", "index", "none",
    "vector<", "tensor<", "memref<", "complex<", "tuple<", "dense<", "array<", "unit", "true", "false",
    "loc(", "attributes", "module", "internal", "private", "external", "linkonce", "linkonce_odr", "weak",
    "weak_odr", "common", "appending", "extern_weak", "available_externally", "constant", "dso_local",
    "unnamed_addr", "local_unnamed_addr", "thread_local", "volatile", "atomic", "align", "to", "step",
];

const LLVM_TYPES: &[&str] = &[
    "!llvm.ptr", "!llvm.struct<", "!llvm.array<", "!llvm.vec<", "!llvm.func<", "!llvm.void", "!llvm.label",
    "!llvm.token", "!llvm.metadata", "!llvm.x86_amx", "!llvm.target<",
];

const LLVM_ATTRS: &[&str] = &[
    "#llvm.linkage<", "#llvm.cconv<", "#llvm.fastmath<", "#llvm.overflow<", "#llvm.framePointerKind<",
    "#llvm.tailcallkind<", "#llvm.tbaa_root<", "#llvm.tbaa_type_desc<", "#llvm.tbaa_tag<", "#llvm.mlir.",
    "#llvm.di_file<", "#llvm.di_compile_unit<", "#llvm.di_subprogram<", "#llvm.loop_annotation<",
    "#llvm.alias_scope_domain<", "#llvm.alias_scope<", "#llvm.access_group<", "#llvm.memory_effects<",
];

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.' | b'-')
}

fn item(label: String, kind: lsp::CompletionItemKind, detail: Option<String>, range: lsp::Range) -> lsp::CompletionItem {
    lsp::CompletionItem {
        filter_text: Some(label.clone()),
        text_edit: Some(lsp::CompletionTextEdit::Edit(lsp::TextEdit { range, new_text: label.clone() })),
        label,
        kind: Some(kind),
        detail,
        ..Default::default()
    }
}

pub fn completion(text: &Text, a: &Analysis, offset: usize) -> Vec<lsp::CompletionItem> {
    let bytes = text.text.as_bytes();
    let offset = offset.min(bytes.len());
    let mut start = offset;
    while start > 0 && is_word(bytes[start - 1]) {
        start -= 1;
    }
    let sigil = start.checked_sub(1).map(|s| bytes[s]).filter(|b| b"%^@#!".contains(b));
    let from = if sigil.is_some() { start - 1 } else { start };
    let range = text.range(from, offset);
    let mut out = Vec::new();
    let mut seen = rustc_hash::FxHashSet::default();
    let chunk = a.chunk_at(from as u32);
    // The token before the cursor decides the scope.
    let at = chunk.and_then(|c| {
        let rel = (from as u32).saturating_sub(c.offset);
        let k = c.info.index().toks.partition_point(|t| t.start < rel);
        k.checked_sub(1).map(|k| k as u32)
    });
    let defs = |kind: Kind| chunk.map(|c| (c, c.info.index().definitions(kind, at)));
    match sigil {
        Some(b'%') | Some(b'^') => {
            let (kind, ik) = if sigil == Some(b'%') {
                (Kind::ValueId, lsp::CompletionItemKind::VARIABLE)
            } else {
                (Kind::CaretId, lsp::CompletionItemKind::REFERENCE)
            };
            if let Some((c, ds)) = defs(kind) {
                for d in ds {
                    let name = c.info.index().text(&c.info.text, d).to_string();
                    if seen.insert(name.clone()) {
                        out.push(item(name, ik, None, range));
                    }
                }
            }
        }
        Some(b'@') => {
            if let Some((c, ds)) = defs(Kind::AtId) {
                for d in ds {
                    let name = format!("@{}", symbol_key(c.info.index().text(&c.info.text, d)));
                    if seen.insert(name.clone()) {
                        out.push(item(name, lsp::CompletionItemKind::FUNCTION, None, range));
                    }
                }
            }
        }
        Some(s) => {
            let (kind, words) = if s == b'!' { (Kind::BangId, LLVM_TYPES) } else { (Kind::HashId, LLVM_ATTRS) };
            if let Some((c, ds)) = defs(kind) {
                for d in ds {
                    let name = c.info.index().text(&c.info.text, d).to_string();
                    if seen.insert(name.clone()) {
                        out.push(item(name, lsp::CompletionItemKind::CONSTANT, Some("alias".into()), range));
                    }
                }
            }
            for w in words {
                out.push(item(w.to_string(), lsp::CompletionItemKind::KEYWORD, None, range));
            }
        }
        None => {
            for def in crate::ods::all_ops() {
                if seen.insert(def.name.to_string()) {
                    let dialect = def.name.split('.').next().unwrap_or("");
                    let detail = format!("{dialect} operation");
                    out.push(item(def.name.to_string(), lsp::CompletionItemKind::OPERATOR, Some(detail), range));
                }
            }
            for w in KEYWORDS {
                out.push(item(w.to_string(), lsp::CompletionItemKind::KEYWORD, None, range));
            }
        }
    }
    out
}
