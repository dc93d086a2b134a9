//! The canonical form of a registered dialect attribute's `<...>` body.
//!
//! MLIR parses `#llvm.fastmath<ninf,nnan>` into a value and prints the value,
//! so the spelling of the source is lost: spacing becomes MLIR's own, bit
//! flags come out in declaration order. llmir keeps these bodies as token
//! trees; canonicalising them once, when they are built, makes two spellings
//! of one value the same interned attribute and makes printing a plain walk.

use crate::ir::{BodyItem, Context};

/// Rewrites a body (from its `<` to its `>`) into canonical form.
pub fn canonicalize(ctx: &mut Context, name: &str, mut items: Vec<BodyItem>) -> Vec<BodyItem> {
    if let Some(order) = bit_enum_order(name) {
        sort_flags(ctx, order, &mut items);
    }
    respace(ctx, &mut items);
    items
}

/// Bit enums printed as a keyword list: their keywords in MLIR's printing
/// order (the order of the enum's bits).
fn bit_enum_order(name: &str) -> Option<&'static [&'static str]> {
    Some(match name {
        "llvm.fastmath" => &["nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"],
        "llvm.overflow" => &["nsw", "nuw"],
        _ => return None,
    })
}

/// `<b, a>` to `<a, b>` for a flat keyword list of a bit enum; `fast` stands
/// for every fastmath flag, and `none` for no flag at all.
fn sort_flags(ctx: &mut Context, order: &[&str], items: &mut Vec<BodyItem>) {
    let mut words = Vec::new();
    for (i, it) in items.iter().enumerate() {
        let BodyItem::Text(t, _) = it else { return };
        let s = ctx.str(*t);
        let expected_punct = if i == 0 {
            Some("<")
        } else if i == items.len() - 1 {
            Some(">")
        } else if i % 2 == 0 {
            Some(",")
        } else {
            None
        };
        match expected_punct {
            Some(p) if s != p => return,
            Some(_) => {}
            None => words.push(s.to_string()),
        }
    }
    if words.is_empty() {
        return;
    }
    let mut bits = 0u32;
    for w in &words {
        match (w.as_str(), order.iter().position(|o| o == w)) {
            ("fast", _) if order.len() == 7 => bits |= (1 << order.len()) - 1,
            ("none", _) => {}
            (_, Some(i)) => bits |= 1 << i,
            // An unknown keyword is the verifier's business: keep it as written.
            (_, None) => return,
        }
    }
    let canonical: Vec<&str> = if bits == 0 {
        vec!["none"]
    } else if order.len() == 7 && bits == (1 << 7) - 1 {
        vec!["fast"]
    } else {
        order.iter().enumerate().filter(|(i, _)| bits & (1 << i) != 0).map(|(_, w)| *w).collect()
    };
    let mut out = Vec::with_capacity(canonical.len() * 2 + 1);
    out.push(BodyItem::Text(ctx.ident("<"), false));
    for (i, w) in canonical.iter().enumerate() {
        if i > 0 {
            out.push(BodyItem::Text(ctx.ident(","), false));
        }
        out.push(BodyItem::Text(ctx.ident(w), false));
    }
    out.push(BodyItem::Text(ctx.ident(">"), false));
    *items = out;
}

/// How a body token behaves for spacing.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    Open,
    Close,
    Comma,
    /// `=` and `:`, spaced on both sides.
    Infix,
    /// A sign: glued to what follows.
    Minus,
    Word,
}

fn class(ctx: &Context, it: &BodyItem) -> Class {
    let BodyItem::Text(t, _) = it else { return Class::Word };
    match ctx.str(*t) {
        "<" | "(" | "[" | "{" => Class::Open,
        ">" | ")" | "]" | "}" => Class::Close,
        "," => Class::Comma,
        "=" | ":" | "->" => Class::Infix,
        "-" => Class::Minus,
        _ => Class::Word,
    }
}

/// MLIR's printers put one space after `,`, around `=` and `:`, between two
/// words and before a bracket that opens a value (`= [`, `, <`); none inside
/// brackets, before `,` or after a sign.
fn respace(ctx: &Context, items: &mut [BodyItem]) {
    let mut prev: Option<Class> = None;
    for it in items.iter_mut() {
        let cur = class(ctx, it);
        let spaced = match (prev, cur) {
            (None, _) => false,
            (Some(Class::Open | Class::Minus), _) => false,
            (_, Class::Close | Class::Comma) => false,
            (Some(Class::Comma | Class::Infix), _) => true,
            (_, Class::Infix) => true,
            (Some(Class::Word | Class::Close), Class::Open) => false,
            (Some(Class::Word | Class::Close), Class::Word | Class::Minus) => true,
        };
        prev = Some(cur);
        match it {
            BodyItem::Text(_, s) | BodyItem::Attr(_, s) | BodyItem::Type(_, s) => *s = spaced,
        }
    }
}
