//! The vector dialect's enum attributes (`#vector.kind<add>`,
//! `#vector.iterator_type<parallel>`, `#vector.punctuation<newline>`, and
//! their stripped forms in custom syntax) read as MLIR's generated parsers
//! read them: one keyword naming a case, then `>`, with their messages.

use crate::ir::{BodyItem, Context};
use crate::parser::api::AttrError;

/// (attribute, C++ enum, attribute definition, cases in MLIR's order).
const ENUMS: &[(&str, &str, &str, &[&str])] = &[
    (
        "vector.kind",
        "::mlir::vector::CombiningKind",
        "Vector_CombiningKindAttr",
        &["add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor", "maximumf", "minimumf"],
    ),
    ("vector.iterator_type", "::mlir::vector::IteratorType", "Vector_IteratorTypeEnum", &["parallel", "reduction"]),
    (
        "vector.punctuation",
        "::mlir::vector::PrintPunctuation",
        "Vector_PrintPunctuation",
        &["no_punctuation", "newline", "comma", "open", "close"],
    ),
];

/// MLIR's errors for the body `items` of enum attribute `name`, if any.
pub fn check(ctx: &Context, name: &str, items: &[BodyItem], starts: &[usize]) -> Vec<AttrError> {
    let Some(&(_, cpp, class, cases)) = ENUMS.iter().find(|e| e.0 == name) else { return Vec::new() };
    let failed = format!("failed to parse {class} parameter 'value' which is to be a `{cpp}`");
    let word = match items.get(1) {
        Some(BodyItem::Text(w, _)) => ctx.str(*w),
        _ => "",
    };
    let at = |i: usize| starts.get(i).copied();
    if !word.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
        // Both at the token that is not a keyword.
        return vec![AttrError::at(at(1), "expected valid keyword"), AttrError::at(at(1), failed)];
    }
    if !cases.contains(&word) {
        // At the keyword, then at the token after it.
        let one_of = format!("expected {cpp} to be one of: {}", cases.join(", "));
        return vec![AttrError::at(at(1), one_of), AttrError::at(at(2), failed)];
    }
    match items {
        [_, _, BodyItem::Text(gt, _)] if ctx.str(*gt) == ">" => Vec::new(),
        _ => vec![AttrError { at: at(2), message: "expected '>'".into(), after_previous: true }],
    }
}
