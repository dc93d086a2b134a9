//! MLIR's generated parser for the LLVM dialect's `struct(...)`-format
//! attributes (`#llvm.di_composite_type<tag = ..., name = ...>`, the loop
//! annotations, `#llvm.memory_effects<...>`, ...), replayed over the body
//! llmir read as a token tree: the keys, the `=`, duplicates and unknown
//! names, the value each parameter's C++ type accepts, the required
//! parameters and the closing `>`, each with MLIR's message at MLIR's
//! token. Without it a body of the wrong shape was kept and printed back.
//!
//! The required parameters and the two loop shapes were read off
//! mlir-opt-19: when every parameter is required MLIR's loop reads exactly
//! that many, separated by `,` ("expected ','"); otherwise it reads a first
//! key (optional only when nothing is required) and more after each `,`,
//! then names the first required parameter missing.

use super::super::attrs::ATTRS;
use super::super::dwarf_names;
use super::super::facts::PARAM_BIT_ENUMS;
use crate::ir::{Attr, AttrKind, BodyItem, Context};
use crate::ods::attr_canon::parse_cpp_integer as parse_integer;
use crate::ods::opdef::AttrSchema;
use crate::parser::api::AttrError;

/// Messages found, at tokens of the attribute (counted from its name).
type Found = AttrError;

/// (mnemonic, required parameters, every parameter required).
const SHAPES: &[(&str, &[&str], bool)] = &[
    ("access_group", &["id"], false),
    ("alias_scope", &["id", "domain"], false),
    ("alias_scope_domain", &["id"], false),
    ("di_basic_type", &["tag", "name"], false),
    ("di_compile_unit", &["id", "sourceLanguage", "file", "isOptimized", "emissionKind"], false),
    ("di_composite_type", &["tag"], false),
    ("di_derived_type", &["tag"], false),
    ("di_global_variable", &["file", "line", "type"], false),
    ("di_global_variable_expression", &["var"], false),
    ("di_label", &["scope"], false),
    ("di_lexical_block", &["scope"], false),
    ("di_lexical_block_file", &["scope", "discriminator"], false),
    ("di_local_variable", &["scope"], false),
    ("di_module", &[], false),
    ("di_namespace", &["exportSymbols"], false),
    ("di_string_type", &["tag", "name"], false),
    ("di_subprogram", &["scope", "file"], false),
    ("di_subrange", &[], false),
    ("di_subroutine_type", &[], false),
    ("memory_effects", &["other", "argMem", "inaccessibleMem"], true),
    ("tbaa_root", &[], false),
    ("vscale_range", &["minRange", "maxRange"], true),
    ("loop_annotation", &[], false),
    ("loop_distribute", &[], false),
    ("loop_interleave", &["count"], false),
    ("loop_licm", &[], false),
    ("loop_peeled", &[], false),
    ("loop_pipeline", &[], false),
    ("loop_unroll_and_jam", &[], false),
    ("loop_unroll", &[], false),
    ("loop_unswitch", &[], false),
    ("loop_vectorize", &[], false),
];

/// The TableGen record names MLIR's messages use where they are not
/// `LLVM_` + the class.
const RECORD_NAMES: &[(&str, &str)] =
    &[("DILexicalBlockFileAttr", "LLVM_DILexicalBlockFile"), ("DIGlobalVariableAttr", "LLVM_DIGlobalVariable")];

/// Enum parameters: (C++ type, summary in MLIR's messages, keywords).
const ENUMS: &[(&str, &str, &[&str])] = &[
    ("DIEmissionKind", "LLVM debug emission kind", &["None", "Full", "LineTablesOnly", "DebugDirectivesOnly"]),
    ("DINameTableKind", "LLVM debug name table kind", &["Default", "GNU", "None", "Apple"]),
    ("ModRefInfo", "LLVM ModRefInfo", &["none", "read", "write", "readwrite"]),
];

/// Bit enum parameters: (C++ type, summary).
const BIT_ENUM_SUMMARIES: &[(&str, &str)] = &[("DIFlags", "LLVM DI flags"), ("DISubprogramFlags", "LLVM DISubprogram flags")];

/// `unsigned` parameters MLIR reads as a DWARF keyword: (name, what the
/// message calls it, the keywords).
const DWARF_PARAMS: &[(&str, &str, &[&str])] = &[
    ("tag", "tag", dwarf_names::TAGS),
    ("sourceLanguage", "language", dwarf_names::LANGUAGES),
    ("encoding", "encoding", dwarf_names::ENCODINGS),
    ("callingConvention", "calling convention", dwarf_names::CALLING_CONVENTIONS),
];

/// The debug-info scopes (`DIScopeAttr`); composite types are scopes too.
const DI_SCOPES: &[&str] = &[
    "di_file",
    "di_compile_unit",
    "di_subprogram",
    "di_lexical_block",
    "di_lexical_block_file",
    "di_namespace",
    "di_module",
    "di_composite_type",
];

/// The debug-info types (`DITypeAttr`).
const DI_TYPES: &[&str] =
    &["di_null_type", "di_basic_type", "di_composite_type", "di_derived_type", "di_string_type", "di_subroutine_type"];

/// The debug-info nodes neither scopes nor types (with them, `DINodeAttr`).
const DI_OTHER_NODES: &[&str] = &["di_subrange", "di_label", "di_local_variable", "di_global_variable"];

/// Whether `mnemonic` is one of the attribute interface `class`; `None`
/// when `class` is no interface.
fn interface_has(class: &str, mnemonic: &str) -> Option<bool> {
    let has = |list: &[&str]| list.contains(&mnemonic);
    Some(match class {
        "DIScopeAttr" => has(DI_SCOPES),
        "DITypeAttr" => has(DI_TYPES),
        "DINodeAttr" => has(DI_SCOPES) || has(DI_TYPES) || has(DI_OTHER_NODES),
        "DIVariableAttr" => has(&["di_local_variable", "di_global_variable"]),
        "TBAANodeAttr" => has(&["tbaa_root", "tbaa_type_desc"]),
        _ => return None,
    })
}

/// The body of `#llvm.<mnemonic><...>` checked as MLIR's struct parser
/// reads it; `starts[k]` is the token of `items[k]`, `starts[len]` the one
/// after the body. `None` for attributes of another format.
pub fn check(ctx: &Context, mnemonic: &str, items: &[BodyItem], starts: &[usize]) -> Option<Vec<Found>> {
    let schema = ATTRS.iter().find(|a| a.mnemonic == mnemonic)?;
    if items.len() < 2 || starts.len() != items.len() + 1 || text(ctx, &items[0]) != Some("<") {
        return None;
    }
    let reader = Reader { ctx, items, starts, schema };
    let read = match mnemonic {
        // Two attributes with hand-written formats read the same way.
        "di_file" => reader.di_file(),
        "di_expression" => reader.di_expression(),
        _ => {
            let &(_, required, all_required) = SHAPES.iter().find(|s| s.0 == mnemonic)?;
            reader.body(required, all_required)
        }
    };
    Some(read.err().unwrap_or_default())
}

struct Reader<'c> {
    ctx: &'c Context,
    items: &'c [BodyItem],
    starts: &'c [usize],
    schema: &'static AttrSchema,
}

type Step<T> = Result<T, Vec<Found>>;

fn text<'c>(ctx: &'c Context, item: &BodyItem) -> Option<&'c str> {
    match item {
        BodyItem::Text(t, _) => Some(ctx.str(*t)),
        _ => None,
    }
}

fn is_keyword(word: &str) -> bool {
    let mut chars = word.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))
}

fn mnemonic_of(ctx: &Context, a: Attr) -> Option<&str> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect { name, .. } => ctx.str(*name).strip_prefix("llvm."),
        _ => None,
    }
}

impl Reader<'_> {
    fn at(&self, k: usize) -> Option<usize> {
        self.starts.get(k.min(self.items.len())).copied()
    }

    fn word(&self, k: usize) -> Option<&str> {
        self.items.get(k).and_then(|i| text(self.ctx, i))
    }

    fn error(&self, k: usize, msg: impl Into<String>) -> Vec<Found> {
        vec![AttrError::at(self.at(k), msg)]
    }

    /// A wrong-token error: MLIR reports it after the token before `k`.
    fn wrong_token(&self, k: usize, msg: impl Into<String>) -> Vec<Found> {
        vec![AttrError { at: self.at(k), message: msg.into(), after_previous: true }]
    }

    fn body(&self, required: &[&str], all_required: bool) -> Step<()> {
        let mut k = 1;
        let mut seen: Vec<&str> = Vec::new();
        let key_optional = required.is_empty();
        loop {
            let key = self.word(k).filter(|w| is_keyword(w));
            let Some(key) = key else {
                if key_optional && seen.is_empty() {
                    break;
                }
                let mut errs = self.error(k, "expected valid keyword");
                errs.extend(self.error(k, "expected a parameter name in struct"));
                return Err(errs);
            };
            k += 1;
            if self.word(k) != Some("=") {
                return Err(self.wrong_token(k, "expected '='"));
            }
            k += 1;
            let param = self.schema.params.iter().find(|p| p.0 == key).filter(|p| !seen.contains(&p.0));
            let Some(&(name, cpp)) = param else {
                return Err(self.error(k, format!("duplicate or unknown struct parameter name: {key}")));
            };
            seen.push(name);
            k = self.value(k, name, cpp).map_err(|(mut errs, fail_at)| {
                let record = RECORD_NAMES
                    .iter()
                    .find(|r| r.0 == self.schema.class)
                    .map_or_else(|| record_name(self.schema.class), |r| r.1.to_string());
                errs.push(AttrError::at(
                    self.at(fail_at),
                    format!("failed to parse {record} parameter '{name}' which is to be a `{cpp}`"),
                ));
                errs
            })?;
            if all_required {
                if seen.len() == self.schema.params.len() {
                    break;
                }
                if self.word(k) != Some(",") {
                    return Err(self.wrong_token(k, "expected ','"));
                }
                k += 1;
            } else if self.word(k) == Some(",") {
                k += 1;
            } else {
                break;
            }
        }
        if let Some(missing) = required.iter().find(|r| !seen.contains(r)) {
            return Err(self.error(k, format!("struct is missing required parameter: {missing}")));
        }
        self.closed(k)
    }

    /// `<"name" in "directory">`.
    fn di_file(&self) -> Step<()> {
        let string = |k: usize, param: &str| -> Step<usize> {
            let failed = |at: usize| {
                AttrError::at(
                    self.at(at),
                    format!("failed to parse LLVM_DIFileAttr parameter '{param}' which is to be a `StringAttr`"),
                )
            };
            match self.attribute_extent(k) {
                Some((ValueKind::String, end)) => Ok(end),
                Some((_, end)) => {
                    let mut errs = self.error(k, "invalid kind of attribute specified");
                    errs.push(failed(end));
                    Err(errs)
                }
                None => {
                    let mut errs = self.wrong_token(k, "expected attribute value");
                    errs.push(failed(k));
                    Err(errs)
                }
            }
        };
        let k = string(1, "name")?;
        if self.word(k) != Some("in") {
            return Err(self.error(k, "expected 'in'"));
        }
        let k = string(k + 1, "directory")?;
        self.closed(k)
    }

    /// `<>` or `<[op, op(arg, ...), ...]>`, each op a DWARF operation.
    fn di_expression(&self) -> Step<()> {
        const LIST: &str =
            "failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`";
        const OPCODE: &str = "failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`";
        let mut k = 1;
        if self.word(k) != Some("[") {
            return self.closed(k);
        }
        k += 1;
        loop {
            let op = self.word(k).filter(|w| is_keyword(w));
            match op {
                None => {
                    let mut errs = self.error(k, "expected valid keyword");
                    errs.push(AttrError::at(self.at(k), OPCODE));
                    errs.push(AttrError::at(self.at(k), LIST));
                    return Err(errs);
                }
                Some(op) if !dwarf_names::OPERATIONS.contains(&op) => {
                    let mut errs = self.error(k, format!("invalid debug info debug info operation encoding name: {op}"));
                    errs.push(AttrError::at(self.at(k + 1), OPCODE));
                    errs.push(AttrError::at(self.at(k + 1), LIST));
                    return Err(errs);
                }
                Some(_) => k += 1,
            }
            if self.word(k) == Some("(") {
                k += 1;
                let mut operand = 0;
                loop {
                    // `DW_OP_LLVM_convert` names its encodings (`DW_ATE_signed`).
                    let keyword = self.word(k).filter(|w| is_keyword(w));
                    if let Some(w) = keyword.filter(|_| op == Some("DW_OP_LLVM_convert") && operand > 0) {
                        if !dwarf_names::ENCODINGS.contains(&w) {
                            let mut errs = self.error(k + 1, format!("encountered unknown attribute encoding \"{w}\""));
                            errs.push(AttrError::at(self.at(k + 1), LIST));
                            return Err(errs);
                        }
                        k += 1;
                    } else {
                        k = self.integer(k, 64).map_err(|(mut errs, at)| {
                        if at == k {
                            errs.push(AttrError::at(self.at(k), "expected integer operand"));
                        }
                        errs.push(AttrError::at(self.at(at), LIST));
                        errs
                        })?;
                    }
                    operand += 1;
                    match self.word(k) {
                        Some(",") => k += 1,
                        Some(")") => break,
                        _ => {
                            let mut errs = self.wrong_token(k, "expected ')'");
                            errs.push(AttrError::at(self.at(k), LIST));
                            return Err(errs);
                        }
                    }
                }
                k += 1;
            }
            match self.word(k) {
                Some(",") => k += 1,
                Some("]") => break,
                _ => return Err(self.wrong_token(k, "expected ']'")),
            }
        }
        self.closed(k + 1)
    }

    /// The body ends at `k`.
    fn closed(&self, k: usize) -> Step<()> {
        if k == self.items.len() - 1 {
            Ok(())
        } else {
            Err(self.wrong_token(k, "expected '>'"))
        }
    }

    /// Reads the value of parameter `name` at `k`: the index after it, or
    /// the messages and the item MLIR's "failed to parse" points at.
    fn value(&self, k: usize, name: &str, cpp: &str) -> Result<usize, (Vec<Found>, usize)> {
        if let Some(&(_, what, names)) = DWARF_PARAMS.iter().find(|d| d.0 == name).filter(|_| cpp == "unsigned") {
            return match self.word(k).filter(|w| is_keyword(w)) {
                Some(w) if names.contains(&w) => Ok(k + 1),
                Some(w) => Err((self.error(k, format!("invalid debug info debug info {what} name: {w}")), k + 1)),
                None => Err((self.error(k, "expected valid keyword"), k)),
            };
        }
        match cpp {
            "unsigned" | "uint32_t" => self.integer(k, 32),
            "uint64_t" => self.integer(k, 64),
            "int64_t" => self.integer(k, 64),
            "bool" if matches!(self.word(k), Some("true" | "false")) => Ok(k + 1),
            "bool" => self.integer(k, 1),
            // `std::optional<unsigned>`: an integer if one is there.
            "std::optional<unsigned>" => match self.integer(k, 32) {
                Err((_, at)) if at == k => Ok(k),
                other => other,
            },
            _ => {
                if let Some(&(_, summary, words)) = ENUMS.iter().find(|e| e.0 == cpp) {
                    return self.keyword(k, summary, |w| words.contains(&w));
                }
                if let Some(&(_, summary)) = BIT_ENUM_SUMMARIES.iter().find(|e| e.0 == cpp) {
                    let def = PARAM_BIT_ENUMS.iter().find(|e| e.name == cpp);
                    let flags_ok = |w: &str| def.is_some_and(|d| w.split('|').all(|f| d.cases.iter().any(|c| c.0 == f.trim())));
                    return self.keyword(k, summary, flags_ok);
                }
                if let Some(elem) = cpp.strip_prefix("::llvm::ArrayRef<").and_then(|c| c.strip_suffix('>')) {
                    return self.list(k, elem);
                }
                self.attribute(k, cpp)
            }
        }
    }

    /// An enum keyword (or its quoted spelling).
    fn keyword(&self, k: usize, summary: &str, valid: impl Fn(&str) -> bool) -> Result<usize, (Vec<Found>, usize)> {
        let Some(w) = self.word(k) else {
            return Err((self.error(k, format!("expected keyword for {summary}")), k));
        };
        let bare = w.strip_prefix('"').and_then(|s| s.strip_suffix('"'));
        if !is_keyword(w) && bare.is_none() {
            return Err((self.error(k, format!("expected keyword for {summary}")), k));
        }
        let bare = bare.unwrap_or(w);
        if valid(bare) {
            Ok(k + 1)
        } else {
            Err((self.error(k, format!("invalid {summary} specification: {bare}")), k + 1))
        }
    }

    /// An integer of `bits` (1: `bool`) read as MLIR's `parseInteger`.
    fn integer(&self, k: usize, bits: u32) -> Result<usize, (Vec<Found>, usize)> {
        let negative = self.word(k) == Some("-");
        let digits_at = k + usize::from(negative);
        let Some(spelled) = self.word(digits_at).filter(|w| w.starts_with(|c: char| c.is_ascii_digit())) else {
            return Err((self.error(k, "expected integer value"), k));
        };
        match parse_integer(spelled, negative, bits) {
            Some(_) => Ok(digits_at + 1),
            None if spelled.contains(['.', 'e', 'E']) && !spelled.starts_with("0x") => {
                Err((self.error(k, "expected integer value"), k))
            }
            None => Err((self.error(k, "integer value too large"), digits_at + 1)),
        }
    }

    /// A comma-separated list of `elem` (an `ArrayRef` parameter).
    fn list(&self, mut k: usize, elem: &str) -> Result<usize, (Vec<Found>, usize)> {
        loop {
            k = match elem {
                "uint64_t" => self.integer(k, 64)?,
                _ => self.attribute(k, elem)?,
            };
            if self.word(k) != Some(",") {
                return Ok(k);
            }
            // A `,` before the next parameter ends the list.
            if self.word(k + 1).is_some_and(is_keyword) && self.word(k + 2) == Some("=") {
                return Ok(k);
            }
            k += 1;
        }
    }

    /// An attribute parameter of class `cpp`.
    fn attribute(&self, k: usize, cpp: &str) -> Result<usize, (Vec<Found>, usize)> {
        let Some((kind, end)) = self.attribute_extent(k) else {
            // A concrete dialect class is read stripped (`<...>`) when not
            // written with its `#` name.
            if is_concrete_class(cpp) && self.word(k) != Some("<") {
                return Err((self.wrong_token(k, "expected '<'"), k));
            }
            if self.word(k) == Some("<") {
                return self.stripped(k, cpp);
            }
            return Err((self.wrong_token(k, "expected attribute value"), k));
        };
        if self.class_accepts(cpp, kind) {
            Ok(end)
        } else if is_concrete_class(cpp) && !matches!(kind, ValueKind::Dialect(_)) {
            Err((self.wrong_token(k, "expected '<'"), k))
        } else {
            Err((self.error(k, "invalid kind of attribute specified"), end))
        }
    }

    /// A parameter of class `cpp` written stripped (`var = <name = ...>`):
    /// its body read as that class's own parser reads it.
    fn stripped(&self, k: usize, cpp: &str) -> Result<usize, (Vec<Found>, usize)> {
        let end = self.skip_balanced(k);
        let inner = ATTRS.iter().find(|a| a.class == cpp);
        let errs = inner.and_then(|a| check(self.ctx, a.mnemonic, &self.items[k..end], &self.starts[k..=end]));
        match errs {
            Some(errs) if !errs.is_empty() => {
                // The outer parser's message comes where the inner one stopped.
                let last = errs.last().and_then(|e| e.at);
                let fail_at = self.starts.iter().position(|&s| Some(s) == last).unwrap_or(k);
                Err((errs, fail_at))
            }
            _ => Ok(end),
        }
    }

    /// The items of one attribute value starting at `k`: its kind and the
    /// index after it; `None` if no attribute starts there.
    fn attribute_extent(&self, k: usize) -> Option<(ValueKind<'_>, usize)> {
        // `: type` after a literal: a dialect type is an item of its own,
        // a builtin one (`i64`, `vector<4xf32>`) its tokens.
        let typed = |end: usize| match (self.word(end), self.items.get(end + 1)) {
            (Some(":"), Some(BodyItem::Type(..))) => end + 2,
            (Some(":"), Some(BodyItem::Text(..))) if self.word(end + 2) == Some("<") => self.skip_balanced(end + 2),
            (Some(":"), Some(BodyItem::Text(..))) => end + 2,
            _ => end,
        };
        match self.items.get(k)? {
            BodyItem::Attr(a, _) | BodyItem::Stripped(a, _) => {
                let kind = match self.ctx.attr_kind(*a) {
                    AttrKind::Distinct { .. } => ValueKind::Distinct,
                    AttrKind::String { .. } => ValueKind::String,
                    AttrKind::Integer { .. } => ValueKind::Integer,
                    AttrKind::Bool(_) => ValueKind::Bool,
                    _ => mnemonic_of(self.ctx, *a).map_or(ValueKind::Other, ValueKind::Dialect),
                };
                Some((kind, k + 1))
            }
            BodyItem::Type(..) => Some((ValueKind::Other, k + 1)),
            BodyItem::Text(..) => {
                let w = self.word(k)?;
                if w.starts_with('"') {
                    return Some((ValueKind::String, typed(k + 1)));
                }
                if matches!(w, "true" | "false") {
                    return Some((ValueKind::Bool, k + 1));
                }
                let (num_at, w) = if w == "-" { (k + 1, self.word(k + 1)?) } else { (k, w) };
                if w.starts_with(|c: char| c.is_ascii_digit()) {
                    let float = w.contains(['.', 'e', 'E']) && !w.starts_with("0x");
                    let kind = if float { ValueKind::Other } else { ValueKind::Integer };
                    return Some((kind, typed(num_at + 1)));
                }
                match w {
                    "[" | "{" => Some((ValueKind::Other, self.skip_balanced(k))),
                    "unit" => Some((ValueKind::Other, k + 1)),
                    _ if w.starts_with('@') => Some((ValueKind::Other, k + 1)),
                    _ => None,
                }
            }
        }
    }

    fn class_accepts(&self, cpp: &str, kind: ValueKind<'_>) -> bool {
        match cpp {
            "::mlir::Attribute" => true,
            "StringAttr" => kind == ValueKind::String,
            "DistinctAttr" => kind == ValueKind::Distinct,
            "BoolAttr" => kind == ValueKind::Bool,
            "IntegerAttr" => matches!(kind, ValueKind::Integer | ValueKind::Bool),
            // Not an attribute class this check knows (`FusedLoc`): left to
            // the verifier.
            _ if !cpp.ends_with("Attr") => true,
            _ => {
                let ValueKind::Dialect(m) = kind else { return false };
                interface_has(cpp, m).unwrap_or_else(|| ATTRS.iter().any(|a| a.class == cpp && a.mnemonic == m))
            }
        }
    }

    /// The index after the bracketed group opening at `k`.
    fn skip_balanced(&self, k: usize) -> usize {
        let mut depth = 0usize;
        for j in k..self.items.len() {
            match self.word(j) {
                Some("<" | "(" | "[" | "{") => depth += 1,
                Some(">" | ")" | "]" | "}") => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return j + 1;
                    }
                }
                _ => {}
            }
        }
        self.items.len()
    }
}

/// What an attribute value turned out to be, as far as classes care.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ValueKind<'c> {
    String,
    Integer,
    Bool,
    Distinct,
    Dialect(&'c str),
    Other,
}

/// A dialect attribute class with a parser of its own (not an interface
/// or a builtin), which MLIR reads stripped when no `#` name is written.
fn is_concrete_class(cpp: &str) -> bool {
    ATTRS.iter().any(|a| a.class == cpp)
}

/// `LLVM_DICompositeTypeAttr`, `LoopUnrollAttr`: the loop annotations'
/// records have no prefix.
fn record_name(class: &str) -> String {
    if class.starts_with("Loop") {
        class.to_string()
    } else {
        format!("LLVM_{class}")
    }
}
