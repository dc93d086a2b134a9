//! The canonical form of a registered dialect attribute's `<...>` body.
//!
//! MLIR parses `#llvm.fastmath<ninf,nnan>` into a value and prints the value,
//! so the spelling of the source is lost: spacing becomes MLIR's own, bit
//! flags come out in declaration order. llmir keeps these bodies as token
//! trees; canonicalising them once, when they are built, makes two spellings
//! of one value the same interned attribute and makes printing a plain walk.

use super::dialect::Dialect;
use super::opdef::{AttrSchema, BitEnumDef};
use crate::ir::{AttrKind, BodyItem, Context};

/// Rewrites a body (from its `<` to its `>`) of `dialect`'s attribute
/// `name` (full name, `llvm.fastmath`) into canonical form: bit enums by
/// the dialect's bit orders, struct-format classes by its schemas, then
/// the dialect's own canonicaliser for anything else.
pub fn canonicalize(ctx: &mut Context, dialect: &'static Dialect, name: &str, mut items: Vec<BodyItem>) -> Vec<BodyItem> {
    let mnemonic = name.strip_prefix(dialect.name).and_then(|m| m.strip_prefix('.'));
    if let Some(def) = dialect.bit_enums.iter().find(|b| b.mnemonic == name) {
        sort_flags(ctx, def, &mut items);
        // A flat flag list is spaced by its separator, not by `respace`.
        if def.separator == "," && items.iter().all(|i| matches!(i, BodyItem::Text(..))) {
            return items;
        }
    } else {
        if let Some(schema) = mnemonic.and_then(|m| dialect.attr_schemas.iter().find(|a| a.mnemonic == m)) {
            if schema.params.is_empty() {
                // A class without parameters reads its mnemonic only; the
                // generated parser leaves whatever body follows unread, so
                // MLIR drops it (`#llvm.zero<x>` is `#llvm.zero`).
                return Vec::new();
            }
            struct_params(ctx, dialect, schema, &mut items);
        }
        if let Some(hook) = dialect.attr_canon {
            hook(ctx, dialect, name, &mut items);
        }
    }
    respace(ctx, &mut items);
    items
}

fn schema_by_class(dialect: &'static Dialect, class: &str) -> Option<&'static AttrSchema> {
    dialect.attr_schemas.iter().find(|a| a.class == class)
}

fn text<'c>(ctx: &'c Context, it: &BodyItem) -> Option<&'c str> {
    match it {
        BodyItem::Text(t, _) => Some(ctx.str(*t)),
        _ => None,
    }
}

/// A struct-format body `<key = value, ...>`: parameters in declaration
/// order, each value in the spelling MLIR prints. Bodies of another shape
/// (custom formats, or errors left to the verifier) are left alone.
fn struct_params(ctx: &mut Context, dialect: &'static Dialect, schema: &AttrSchema, items: &mut Vec<BodyItem>) {
    let n = items.len();
    if n < 2 || text(ctx, &items[0]) != Some("<") || text(ctx, &items[n - 1]) != Some(">") {
        return;
    }
    let inner = &items[1..n - 1];
    let param_at = |i: usize| -> Option<usize> {
        let key = text(ctx, &inner[i])?;
        let idx = schema.params.iter().position(|(p, _)| *p == key)?;
        (text(ctx, inner.get(i + 1)?) == Some("=")).then_some(idx)
    };
    // (schema index, value range in `inner`)
    let mut params: Vec<(usize, usize, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < inner.len() {
        let starts = (i == 0 || (depth == 0 && text(ctx, &inner[i - 1]) == Some(","))).then(|| param_at(i)).flatten();
        match (starts, i) {
            (Some(idx), _) => {
                if let Some(last) = params.last_mut() {
                    last.2 = i - 1; // drop the separating comma
                }
                params.push((idx, i + 2, inner.len()));
                i += 2;
                continue;
            }
            (None, 0) => return,
            _ => {}
        }
        match text(ctx, &inner[i]) {
            Some("<" | "(" | "[" | "{") => depth += 1,
            Some(">" | ")" | "]" | "}") => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    let mut seen = 0u64;
    for (idx, ..) in &params {
        if *idx >= 64 || seen & (1 << idx) != 0 {
            return;
        }
        seen |= 1 << idx;
    }
    params.sort_by_key(|p| p.0);
    let mut out = Vec::with_capacity(n + 4);
    out.push(items[0].clone());
    for (idx, from, to) in params {
        let (pname, cpp) = schema.params[idx];
        // The default is recognised on the value as MLIR stores it: `-0`
        // and `0x0` are the zero an optional parameter leaves out.
        let value = canonical_value(ctx, dialect, cpp, items[1 + from..1 + to].to_vec());
        if elided_default(ctx, dialect, schema, pname, &value) {
            continue;
        }
        if out.len() > 1 {
            out.push(BodyItem::Text(ctx.ident(","), false));
        }
        out.push(BodyItem::Text(ctx.ident(pname), false));
        out.push(BodyItem::Text(ctx.ident("="), true));
        out.extend(value);
    }
    out.push(items[n - 1].clone());
    *items = out;
}

/// Whether an optional parameter holds the default MLIR leaves out (zero
/// or false; the dialect lists which).
fn elided_default(ctx: &Context, dialect: &Dialect, schema: &AttrSchema, param: &str, value: &[BodyItem]) -> bool {
    let [v] = value else { return false };
    let cpp = schema.params.iter().find(|p| p.0 == param).map_or("", |p| p.1);
    let zero_case = |t: &str| dialect.enums.iter().any(|e| e.name == cpp && e.value(t) == Some(0));
    // Flag parameters are optional: no flag (`Zero`) is left out.
    let no_flags = |t: &str| {
        let t = t.strip_prefix('"').and_then(|x| x.strip_suffix('"')).unwrap_or(t);
        dialect.param_bit_enums.iter().any(|e| e.name == cpp && e.cases.iter().any(|c| c.0 == t && c.1 == 0))
    };
    if text(ctx, v).is_some_and(no_flags) {
        return true;
    }
    text(ctx, v).is_some_and(|t| matches!(t, "0" | "false") || zero_case(t))
        && dialect.elided_when_zero.iter().any(|(m, ps)| *m == schema.mnemonic && ps.contains(&param))
}

/// A parameter value as MLIR prints it, by the parameter's C++ type.
pub fn canonical_value(ctx: &mut Context, dialect: &'static Dialect, cpp: &str, mut value: Vec<BodyItem>) -> Vec<BodyItem> {
    let digits = |t: &str| match t.strip_prefix("0x") {
        Some(hex) => !hex.is_empty() && hex.bytes().all(|b| b.is_ascii_hexdigit()),
        None => t.bytes().all(|b| b.is_ascii_digit()),
    };
    let is_int = |ctx: &Context, v: &[BodyItem]| match v {
        [a] => text(ctx, a).is_some_and(digits),
        [m, a] => text(ctx, m) == Some("-") && text(ctx, a).is_some_and(digits),
        _ => false,
    };
    match cpp {
        // A C++ integer parameter holds the value MLIR's `parseInteger`
        // stored: `-1` in a `uint32_t` prints as 4294967295.
        "unsigned" | "uint32_t" | "uint64_t" | "int64_t" | "bool" | "std::optional<unsigned>" if is_int(ctx, &value) => {
            let (negative, digits) = match value.as_slice() {
                [_, d] => (true, text(ctx, d).unwrap_or("")),
                [d] => (false, text(ctx, d).unwrap_or("")),
                _ => (false, ""),
            };
            let bits = match cpp {
                "uint64_t" | "int64_t" => 64,
                "bool" => 1,
                _ => 32,
            };
            if let Some(stored) = parse_cpp_integer(digits, negative, bits) {
                let printed = match cpp {
                    "int64_t" => (stored as i64).to_string(),
                    "bool" => (stored == 1).to_string(),
                    _ => stored.to_string(),
                };
                let spaced = matches!(value.first(), Some(BodyItem::Text(_, true)));
                value = vec![BodyItem::Text(ctx.ident(&printed), spaced)];
            }
        }
        // An integer parsed as a generic attribute is an i64 IntegerAttr.
        "IntegerAttr" | "::mlir::Attribute" if is_int(ctx, &value) => {
            // Hexadecimal is read as a number and printed in decimal.
            if let Some(BodyItem::Text(t, s)) = value.last_mut() {
                let spelled = ctx.str(*t);
                if let Some(n) = spelled.strip_prefix("0x").and_then(|h| u128::from_str_radix(h, 16).ok()) {
                    *t = ctx.ident(&n.to_string());
                    let _ = s;
                }
            }
            value.push(BodyItem::Text(ctx.ident(":"), true));
            value.push(BodyItem::Text(ctx.ident("i64"), true));
        }
        // Bit enums: MLIR's `stringify` of the value read.
        class if dialect.param_bit_enums.iter().any(|e| e.name == class) => {
            let def = dialect.param_bit_enums.iter().find(|e| e.name == class).expect("found above");
            if let [BodyItem::Text(t, s)] = value.as_slice() {
                let spelled = ctx.str(*t);
                let inner = spelled.strip_prefix('"').and_then(|x| x.strip_suffix('"')).unwrap_or(spelled);
                if let Some(printed) = stringify_flags(def, inner) {
                    value = vec![BodyItem::Text(ctx.ident(&printed), *s)];
                }
            }
        }
        class => {
            if let Some(elem) = class.strip_prefix("::llvm::ArrayRef<").and_then(|c| c.strip_suffix('>')) {
                if let Some(schema) = schema_by_class(dialect, elem) {
                    return stripped_list(ctx, dialect, schema, value);
                }
            } else if let Some(item) = schema_by_class(dialect, class).and_then(|schema| stripped(ctx, dialect, schema, &value)) {
                return vec![item];
            }
        }
    }
    value
}

/// A `|`-joined flag list as MLIR prints its value; `None` (kept as
/// written, for the verifier to reject) when a word is no case.
fn stringify_flags(def: &super::opdef::ParamBitEnumDef, words: &str) -> Option<String> {
    let mut val = 0u32;
    for w in words.split('|') {
        val |= def.cases.iter().find(|c| c.0 == w.trim())?.1;
    }
    if val == 0 {
        return None;
    }
    let exact = def.cases.iter().any(|c| c.1 == val);
    let mut rest = val;
    let mut names = Vec::new();
    for &(name, v, _) in def.cases.iter().filter(|c| c.2) {
        if v & rest == v {
            names.push(name);
            rest &= !v;
        }
    }
    for &(name, v, _) in def.cases.iter().filter(|c| !c.2) {
        if v != 0 && v & rest == v {
            names.push(name);
        }
    }
    let joined = names.join("|");
    Some(if exact { joined } else { format!("\"{joined}\"") })
}

/// A list of a fixed attribute class (`{<#a, 0>, <#b, 4>}` or `#x, #y`):
/// every element becomes a nested attribute, so that aliases nest the way
/// MLIR counts them.
fn stripped_list(ctx: &mut Context, dialect: &'static Dialect, schema: &AttrSchema, value: Vec<BodyItem>) -> Vec<BodyItem> {
    let mut out = Vec::with_capacity(value.len());
    let mut i = 0;
    while i < value.len() {
        let end = match text(ctx, &value[i]) {
            Some("<") => matching_close(ctx, &value, i),
            _ if matches!(value[i], BodyItem::Attr(..)) => Some(i),
            _ => None,
        };
        match end.and_then(|end| stripped(ctx, dialect, schema, &value[i..=end]).map(|item| (item, end))) {
            Some((item, end)) => {
                out.push(item);
                i = end + 1;
            }
            None => {
                out.push(value[i].clone());
                i += 1;
            }
        }
    }
    out
}

/// The index of the `>` that closes the `<` at `open`.
fn matching_close(ctx: &Context, items: &[BodyItem], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (j, it) in items.iter().enumerate().skip(open) {
        match text(ctx, it) {
            Some("<" | "(" | "[" | "{") => depth += 1,
            Some(">" | ")" | "]" | "}") => {
                depth -= 1;
                if depth == 0 {
                    return (text(ctx, it) == Some(">")).then_some(j);
                }
            }
            _ => {}
        }
    }
    None
}

/// A parameter of a fixed attribute class, written `<...>` or in full. Any
/// other value is kept as written: a value of the wrong class is an error
/// for the verifier, not a spelling to canonicalise.
fn stripped(ctx: &mut Context, dialect: &'static Dialect, schema: &AttrSchema, value: &[BodyItem]) -> Option<BodyItem> {
    let full_name = format!("{}.{}", dialect.name, schema.mnemonic);
    match value {
        [BodyItem::Attr(a, s)] => {
            let AttrKind::Dialect { name, .. } = ctx.attr_kind(*a) else { return None };
            (ctx.str(*name) == full_name).then_some(BodyItem::Stripped(*a, *s))
        }
        [first, .., last] if text(ctx, first) == Some("<") && text(ctx, last) == Some(">") => {
            let body = canonicalize(ctx, dialect, &full_name, value.to_vec());
            let name = ctx.ident(&full_name);
            let a = ctx.attr(AttrKind::Dialect { name, body: Some(body.into()) });
            Some(BodyItem::Stripped(a, true))
        }
        _ => None,
    }
}
/// `<b, a>` to `<a, b>` for a flat keyword list of a bit enum; the `all`
/// keyword (`fast`) stands for every flag, and `none` for no flag at all.
fn sort_flags(ctx: &mut Context, def: &BitEnumDef, items: &mut Vec<BodyItem>) {
    let order = def.flags;
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
    let every = (1u32 << order.len()) - 1;
    let mut bits = 0u32;
    for w in &words {
        match (w.as_str(), order.iter().position(|o| o == w)) {
            (_, Some(i)) => bits |= 1 << i,
            (w, _) if Some(w) == def.all => bits |= every,
            (w, _) if w == def.none => {}
            // An unknown keyword is the verifier's business: keep it as written.
            _ => return,
        }
    }
    let canonical: Vec<&str> = match def.all {
        _ if bits == 0 => vec![def.none],
        Some(all) if bits == every => vec![all],
        _ => order.iter().enumerate().filter(|(i, _)| bits & (1 << i) != 0).map(|(_, w)| *w).collect(),
    };
    let spaced = def.separator == ", ";
    let mut out = Vec::with_capacity(canonical.len() * 2 + 1);
    out.push(BodyItem::Text(ctx.ident("<"), false));
    for (i, w) in canonical.iter().enumerate() {
        if i > 0 {
            out.push(BodyItem::Text(ctx.ident(","), false));
        }
        out.push(BodyItem::Text(ctx.ident(w), spaced && i > 0));
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
            BodyItem::Text(_, s) | BodyItem::Attr(_, s) | BodyItem::Stripped(_, s) | BodyItem::Type(_, s) => *s = spaced,
        }
    }
}

/// MLIR's `parseInteger` into a C++ integer of `bits` bits (1: `bool`):
/// the literal is read into an APInt of four bits per digit (leading
/// zeros skipped, one more if the top bit is set), negated if written so,
/// sign-extended or truncated to the type and accepted only if that value,
/// zero-extended back, is the literal. Returns the value stored.
pub fn parse_cpp_integer(spelled: &str, negative: bool, bits: u32) -> Option<u64> {
    let (digits, radix) = match spelled.strip_prefix("0x") {
        Some(hex) => (hex, 16),
        None => (spelled, 10),
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    let significant = digits.trim_start_matches('0');
    let magnitude = u128::from_str_radix(if significant.is_empty() { "0" } else { significant }, radix).ok()?;
    let mut width = (4 * significant.len() as u32).max(1);
    if width <= 128 && (magnitude >> (width - 1)) & 1 == 1 {
        width += 1;
    }
    if width > 128 {
        return None;
    }
    let mask = |w: u32| if w >= 128 { u128::MAX } else { (1u128 << w) - 1 };
    // The literal as a `width`-bit two's complement pattern.
    let literal = if negative { magnitude.wrapping_neg() & mask(width) } else { magnitude };
    let type_bits = if bits == 1 { 8 } else { bits };
    // sextOrTrunc to the type's width.
    let sign_set = (literal >> (width - 1)) & 1 == 1;
    let extended = if sign_set { literal | !mask(width) } else { literal };
    let stored = (extended & mask(type_bits)) as u64;
    // `APInt(width, stored)`: truncated when narrower than 64 bits, zero-extended otherwise.
    let back = if width < 64 { u128::from(stored) & mask(width) } else { u128::from(stored) };
    if back != literal {
        return None;
    }
    if bits == 1 && stored > 1 {
        return None;
    }
    Some(stored)
}

#[cfg(test)]
mod tests {
    use super::parse_cpp_integer as parse_integer;

    #[test]
    fn integers_as_mlir_reads_them() {
        // uint32: -1 wraps; nine digits of a negative do not fit.
        assert_eq!(parse_integer("1", true, 32), Some(4294967295));
        assert_eq!(parse_integer("1000", true, 32), Some(4294966296));
        assert_eq!(parse_integer("2147483648", true, 32), None);
        assert_eq!(parse_integer("4294967295", false, 32), Some(4294967295));
        assert_eq!(parse_integer("4294967296", false, 32), None);
        assert_eq!(parse_integer("0x10", false, 32), Some(16));
        // uint64 and int64.
        assert_eq!(parse_integer("1", true, 64), Some(u64::MAX));
        assert_eq!(parse_integer("18446744073709551616", false, 64), None);
        assert_eq!(parse_integer("9223372036854775809", true, 64), None);
        // bool: 0 and 1 only.
        assert_eq!(parse_integer("1", false, 1), Some(1));
        assert_eq!(parse_integer("2", false, 1), None);
        assert_eq!(parse_integer("1", true, 1), None);
    }
}
