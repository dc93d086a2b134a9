//! The answers to requests: diagnostics, hover, definition, references,
//! document symbols and folding ranges, computed from a document's
//! [`Analysis`] (completion is in `complete`).
//!
//! Every function takes document byte offsets and works on the chunk that
//! holds them; a token index is chunk-relative, so offsets are shifted by
//! the chunk's start on the way in and out.

use super::analysis::{Analysis, Chunk};
use super::index::{op_info, Outline, OutlineKind, NONE};
use super::text::Text;
use crate::diag::{Diagnostic, Severity};
use crate::lexer::Kind;
use lsp_types as lsp;

fn severity(s: Severity) -> lsp::DiagnosticSeverity {
    match s {
        Severity::Error => lsp::DiagnosticSeverity::ERROR,
        Severity::Warning => lsp::DiagnosticSeverity::WARNING,
        Severity::Note => lsp::DiagnosticSeverity::INFORMATION,
        Severity::Remark => lsp::DiagnosticSeverity::HINT,
    }
}

/// The document range of a chunk-relative span. A point (MLIR reports
/// points) widens to the token starting there, so the editor underlines
/// a word rather than nothing; no span means the chunk's start.
fn span_range(text: &Text, chunk: &Chunk, span: Option<crate::diag::Span>) -> lsp::Range {
    let base = chunk.offset as usize;
    let Some(s) = span else { return text.range(base, base) };
    let mut end = s.end;
    // MLIR locates at points; a span over several lines (a whole op) would
    // underline a whole function, so it shrinks to its first token too.
    let multiline = chunk.info.text.as_bytes().get(s.start as usize..s.end as usize).is_some_and(|b| b.contains(&b'\n'));
    if s.is_empty() || multiline {
        end = token_end(&chunk.info.text, s.start).unwrap_or(s.start);
    }
    text.range(base + s.start as usize, base + end as usize)
}

/// The end of the token starting at byte `at` (lexing only its line, so
/// diagnostics need no token index).
fn token_end(src: &str, at: u32) -> Option<u32> {
    let rest = src.get(at as usize..)?;
    let mut cut = rest.find('\n').unwrap_or(rest.len()).min(4096);
    while !rest.is_char_boundary(cut) {
        cut -= 1;
    }
    let line = &rest[..cut];
    let toks = crate::lexer::lex(line);
    toks.first().filter(|t| t.start == 0 && t.kind != Kind::Eof).map(|t| at + t.end(line))
}

fn to_lsp(uri: &lsp::Uri, text: &Text, chunk: &Chunk, d: &Diagnostic) -> lsp::Diagnostic {
    let range = span_range(text, chunk, d.span);
    let mut related = Vec::new();
    for n in &d.notes {
        related.push(lsp::DiagnosticRelatedInformation {
            location: lsp::Location { uri: uri.clone(), range: span_range(text, chunk, n.span.or(d.span)) },
            message: n.message.clone(),
        });
    }
    for l in d.labels.iter().filter(|l| !l.message.is_empty()) {
        related.push(lsp::DiagnosticRelatedInformation {
            location: lsp::Location { uri: uri.clone(), range: span_range(text, chunk, Some(l.span)) },
            message: l.message.clone(),
        });
    }
    lsp::Diagnostic {
        range,
        severity: Some(severity(d.severity)),
        source: Some("llmir".into()),
        message: d.message.clone(),
        related_information: (!related.is_empty()).then_some(related),
        ..Default::default()
    }
}

/// Every diagnostic of the document: each chunk's, then the split
/// marker's near misses.
pub fn diagnostics(uri: &lsp::Uri, text: &Text, a: &Analysis) -> Vec<lsp::Diagnostic> {
    let mut out = Vec::new();
    for c in &a.chunks {
        out.extend(c.info.diags.iter().map(|d| to_lsp(uri, text, c, d)));
    }
    let whole = Chunk { offset: 0, info: std::rc::Rc::new(super::analysis::ChunkInfo {
        text: std::sync::Arc::new(String::new()),
        index: Default::default(),
        diags: Vec::new(),
        ir: None,
    }) };
    out.extend(a.warnings.iter().map(|d| to_lsp(uri, text, &whole, d)));
    out
}

/// The chunk and chunk-relative token under a document offset.
fn token(a: &Analysis, offset: usize) -> Option<(&Chunk, u32)> {
    let c = a.chunk_at(offset as u32)?;
    let t = c.info.index().token_at(&c.info.text, offset as u32 - c.offset)?;
    Some((c, t))
}

fn tok_range(text: &Text, c: &Chunk, t: u32) -> lsp::Range {
    let tok = c.info.index().toks[t as usize];
    let base = c.offset as usize;
    text.range(base + tok.start as usize, base + tok.end(&c.info.text) as usize)
}

pub fn definition(uri: &lsp::Uri, text: &Text, a: &Analysis, offset: usize) -> Option<lsp::Location> {
    let (c, t) = token(a, offset)?;
    let d = c.info.index().def[t as usize];
    (d != NONE).then(|| lsp::Location { uri: uri.clone(), range: tok_range(text, c, d) })
}

pub fn references(uri: &lsp::Uri, text: &Text, a: &Analysis, offset: usize, with_decl: bool) -> Vec<lsp::Location> {
    let Some((c, t)) = token(a, offset) else { return Vec::new() };
    let d = c.info.index().def[t as usize];
    if d == NONE {
        return Vec::new();
    }
    c.info
        .index()
        .references(d)
        .into_iter()
        .filter(|&r| with_decl || r != d)
        .map(|r| lsp::Location { uri: uri.clone(), range: tok_range(text, c, r) })
        .collect()
}

/// The source line of chunk token `t`, for showing a definition.
fn line_of(text: &Text, c: &Chunk, t: u32) -> (usize, String) {
    let start = c.offset as usize + c.info.index().toks[t as usize].start as usize;
    let line = text.line_of(start);
    let mut s = text.line_text(line).trim().to_string();
    if s.len() > 400 {
        let mut cut = 400;
        while !s.is_char_boundary(cut) {
            cut -= 1;
        }
        s.truncate(cut);
        s.push_str(" ...");
    }
    (line + 1, s)
}

/// An alias definition's text: from the alias to the end of its
/// definition (the next top-level line), capped.
fn alias_text(c: &Chunk, d: u32) -> String {
    let ix = c.info.index();
    let src = &c.info.text;
    let start = ix.toks[d as usize].start as usize;
    let mut j = d as usize + 1;
    while ix.toks.get(j).is_some_and(|t| t.kind != Kind::Eof && !t.line_start()) {
        j += 1;
    }
    let end = ix.toks[j - 1].end(src) as usize;
    let mut s = src[start..end].to_string();
    if s.len() > 2000 {
        let mut cut = 2000;
        while !s.is_char_boundary(cut) {
            cut -= 1;
        }
        s.truncate(cut);
        s.push_str(" ...");
    }
    s
}

pub fn hover(text: &Text, a: &Analysis, offset: usize) -> Option<lsp::Hover> {
    let (c, t) = token(a, offset)?;
    let ix = c.info.index();
    let src: &str = &c.info.text;
    let tok = ix.toks[t as usize];
    let body = if ix.op_names.binary_search(&t).is_ok() {
        op_hover(c, t)?
    } else {
        let d = ix.def[t as usize];
        match tok.kind {
            Kind::ValueId if d != NONE => value_hover(text, c, t, d),
            Kind::CaretId if d != NONE => {
                let (line, s) = line_of(text, c, d);
                format!("block `{}`, line {line}\n```mlir\n{s}\n```", ix.text(src, d))
            }
            Kind::AtId | Kind::String if d != NONE => {
                let (line, s) = line_of(text, c, d);
                format!("symbol `@{}`, defined at line {line}\n```mlir\n{s}\n```", super::index::symbol_key(ix.text(src, d)))
            }
            Kind::HashId | Kind::BangId if d != NONE => {
                let what = if tok.kind == Kind::BangId { "type alias" } else { "attribute alias" };
                format!("{what} `{}`\n```mlir\n{}\n```", ix.text(src, d), alias_text(c, d))
            }
            _ => return None,
        }
    };
    Some(lsp::Hover {
        contents: lsp::HoverContents::Markup(lsp::MarkupContent { kind: lsp::MarkupKind::Markdown, value: body }),
        range: Some(tok_range(text, c, t)),
    })
}

fn slots(out: &mut String, title: &str, slots: &[crate::ods::opdef::Slot]) {
    if slots.is_empty() {
        return;
    }
    out.push_str(&format!("\n\n{title}:"));
    for s in slots {
        let arity = match s.arity {
            crate::ods::opdef::Arity::One => "",
            crate::ods::opdef::Arity::Optional => " (optional)",
            crate::ods::opdef::Arity::Variadic => " (variadic)",
        };
        out.push_str(&format!("\n- `{}`{arity}: {}", s.name, s.constraint));
    }
}

fn op_hover(c: &Chunk, t: u32) -> Option<String> {
    let ix = c.info.index();
    let src: &str = &c.info.text;
    let tok = ix.toks[t as usize];
    let written = tok.text(src);
    let mut out = String::new();
    match op_info(tok.kind, written) {
        Some(info) => {
            let d = info.def;
            out.push_str(&format!("**`{}`** ({} dialect operation)", d.name, info.dialect.name));
            slots(&mut out, "Operands", d.operands);
            slots(&mut out, "Results", d.results);
            if !d.attrs.is_empty() {
                let names: Vec<String> = d.attrs.iter().map(|a| format!("`{}`", a.name)).collect();
                out.push_str(&format!("\n\nAttributes: {}", names.join(", ")));
            }
            if !d.regions.is_empty() {
                out.push_str(&format!("\n\nRegions: {}", d.regions.len()));
            }
            if !d.successors.is_empty() {
                out.push_str(&format!("\n\nSuccessors: {}", d.successors.len()));
            }
        }
        None => out.push_str(&format!("**`{}`** (unregistered operation)", written.trim_matches('"'))),
    }
    // The types of this very op, when the chunk parsed.
    if let Some(ir) = &c.info.ir {
        if let Some(op) = ir.op_at(tok.start) {
            let data = ir.module.body.op(op);
            let ty = |v| ir.type_of(v);
            let ins: Vec<String> = data.operands.iter().map(|&v| ty(v)).collect();
            let outs: Vec<String> = data.results().map(ty).collect();
            out.push_str(&format!("\n\n---\nHere: `({}) -> ({})`", ins.join(", "), outs.join(", ")));
        }
    }
    Some(out)
}

/// The result index a result-list definition `%x` names (after `%a:2,`),
/// and the op name token of its op.
fn result_slot(c: &Chunk, d: u32) -> Option<(u32, u32)> {
    let ix = c.info.index();
    let src: &str = &c.info.text;
    let mut start = d as usize;
    while start > 0 && !ix.toks[start].line_start() {
        start -= 1;
    }
    let eq = ix.result_list_end(start)?;
    if d as usize >= eq {
        return None;
    }
    let mut index = 0u32;
    for j in start..d as usize {
        if ix.toks[j].kind == Kind::ValueId {
            let count = (ix.toks[j + 1].kind == Kind::Colon)
                .then(|| ix.toks[j + 2].text(src).parse::<u32>().ok())
                .flatten()
                .unwrap_or(1);
            index += count;
        }
    }
    Some((index, eq as u32 + 1))
}

fn value_hover(text: &Text, c: &Chunk, t: u32, d: u32) -> String {
    let ix = c.info.index();
    let src: &str = &c.info.text;
    let name = ix.text(src, d);
    // `%x#1` names result 1 of the group `%x`.
    let member = ix
        .toks
        .get(t as usize + 1)
        .filter(|n| n.kind == Kind::HashId && !n.spaced())
        .and_then(|n| n.text(src)[1..].parse::<u32>().ok())
        .unwrap_or(0);
    let (line, s) = line_of(text, c, d);
    let mut ty = None;
    let mut what = String::from("block argument");
    if let Some((index, op_tok)) = result_slot(c, d) {
        let op_name = ix.text(src, op_tok).trim_matches('"');
        what = format!("result #{} of `{op_name}`", index + member);
        if let Some(ir) = &c.info.ir {
            if let Some(op) = ir.op_at(ix.toks[op_tok as usize].start) {
                let data = ir.module.body.op(op);
                ty = data.results().nth((index + member) as usize).map(|v| ir.type_of(v));
            }
        }
    } else if let Some(ir) = &c.info.ir {
        if let Some(v) = ir.arg_at(ix.toks[d as usize].start) {
            if let crate::ir::ValueDef::Arg { index, .. } = ir.module.body.value(v).def {
                what = format!("block argument #{index}");
            }
            ty = Some(ir.type_of(v));
        }
    }
    let ty = ty.map_or(String::new(), |t| format!(": `{t}`"));
    format!("`{name}`{ty}\n\n{what}, defined at line {line}\n```mlir\n{s}\n```")
}

fn symbol_kind(k: OutlineKind) -> lsp::SymbolKind {
    match k {
        OutlineKind::Function => lsp::SymbolKind::FUNCTION,
        OutlineKind::Global => lsp::SymbolKind::VARIABLE,
        OutlineKind::Module => lsp::SymbolKind::MODULE,
        OutlineKind::Symbol => lsp::SymbolKind::NAMESPACE,
        OutlineKind::TypeAlias => lsp::SymbolKind::TYPE_PARAMETER,
        OutlineKind::AttrAlias => lsp::SymbolKind::CONSTANT,
        OutlineKind::RegionOp => lsp::SymbolKind::OBJECT,
    }
}

#[allow(deprecated)] // `deprecated` is a required field of the struct.
fn outline_symbol(text: &Text, base: usize, o: &Outline) -> lsp::DocumentSymbol {
    lsp::DocumentSymbol {
        name: if o.name.is_empty() { "?".into() } else { o.name.clone() },
        detail: (!o.detail.is_empty()).then(|| o.detail.clone()),
        kind: symbol_kind(o.kind),
        tags: None,
        deprecated: None,
        range: text.range(base + o.start as usize, base + o.end.max(o.name_end) as usize),
        selection_range: text.range(base + o.name_start as usize, base + o.name_end as usize),
        children: (!o.children.is_empty()).then(|| o.children.iter().map(|c| outline_symbol(text, base, c)).collect()),
    }
}

pub fn document_symbols(text: &Text, a: &Analysis) -> Vec<lsp::DocumentSymbol> {
    a.chunks
        .iter()
        .flat_map(|c| c.info.index().outline.iter().map(move |o| outline_symbol(text, c.offset as usize, o)))
        .collect()
}

pub fn folding_ranges(text: &Text, a: &Analysis) -> Vec<lsp::FoldingRange> {
    let mut out = Vec::new();
    for c in &a.chunks {
        let ix = c.info.index();
        for &(o, cl) in &ix.braces {
            let start = text.line_of(c.offset as usize + ix.toks[o as usize].start as usize);
            let end = text.line_of(c.offset as usize + ix.toks[cl as usize].start as usize);
            // The closing line stays visible: `}) : () -> ()` says what
            // closed.
            if end > start + 1 {
                out.push(lsp::FoldingRange {
                    start_line: start as u32,
                    end_line: end as u32 - 1,
                    kind: Some(lsp::FoldingRangeKind::Region),
                    ..Default::default()
                });
            }
        }
    }
    out.sort_by_key(|f| (f.start_line, f.end_line));
    out
}
