//! The LLVM dialect's canonical spelling of attribute bodies that its
//! generated schemas (`attrs.rs`) leave as written, run by
//! `ods::attr_canon` after the schema's parameter ordering.

/// The bodies the schemas leave as written: in `#llvm.di_expression`,
/// every operand as the `uint64_t` MLIR stores (`-1` is 18446744073709551615,
/// hexadecimal in decimal), and `DW_OP_LLVM_convert`'s encodings (its
/// operands after the first) by their `DW_ATE_*` names where they have one
/// (MLIR reads a number or a name and prints the name).
pub fn canonical_body(ctx: &mut crate::ir::Context, _dialect: &'static crate::ods::Dialect, name: &str, items: &mut Vec<crate::ir::BodyItem>) {
    use crate::ir::BodyItem;
    if matches!(name, "llvm.cconv" | "llvm.linkage" | "llvm.tailcallkind" | "llvm.framePointerKind") {
        unquote_keyword(ctx, items);
        return;
    }
    if name != "llvm.di_expression" {
        return;
    }
    let word = |ctx: &crate::ir::Context, it: Option<&BodyItem>| match it {
        Some(BodyItem::Text(t, _)) => Some(ctx.str(*t).to_string()),
        _ => None,
    };
    let mut out: Vec<BodyItem> = Vec::with_capacity(items.len());
    let mut op: Option<String> = None;
    let mut operand = 0usize;
    let mut i = 0;
    while i < items.len() {
        let w = word(ctx, items.get(i));
        match w.as_deref() {
            Some("(") => operand = 0,
            Some(",") if op.is_some() => operand += 1,
            Some(")") => op = None,
            Some(t) if t.starts_with("DW_OP_") => op = Some(t.to_string()),
            Some(t) if op.is_some() && (t == "-" || t.starts_with(|c: char| c.is_ascii_digit())) => {
                let negative = t == "-";
                let digits = if negative { word(ctx, items.get(i + 1)) } else { Some(t.to_string()) };
                let value = digits.as_deref().and_then(|d| crate::ods::attr_canon::parse_cpp_integer(d, negative, 64));
                if let Some(v) = value {
                    let space = matches!(items[i], BodyItem::Text(_, true));
                    let encoding = (op.as_deref() == Some("DW_OP_LLVM_convert") && operand > 0)
                        .then(|| super::facts::DW_ATE.iter().find(|e| e.1 == v).map(|e| e.0))
                        .flatten();
                    let printed = encoding.map_or_else(|| v.to_string(), str::to_string);
                    out.push(BodyItem::Text(ctx.ident(&printed), space));
                    i += 1 + usize::from(negative);
                    continue;
                }
            }
            _ => {}
        }
        out.push(items[i].clone());
        i += 1;
    }
    *items = out;
}

/// An enum attribute's case written as a string (`#llvm.linkage<"internal">`)
/// is the same case: MLIR reads a keyword or a string and prints the case
/// bare when it is an identifier (`printKeywordOrString`), so `"non-leaf"`
/// stays quoted.
fn unquote_keyword(ctx: &mut crate::ir::Context, items: &mut [crate::ir::BodyItem]) {
    use crate::ir::BodyItem;
    let Some(BodyItem::Text(word, space)) = items.get(1).cloned() else { return };
    let text = ctx.str(word);
    if !text.starts_with('"') {
        return;
    }
    let Ok(bytes) = crate::parser::api::unescape(text) else { return };
    let Ok(bare) = String::from_utf8(bytes) else { return };
    let identifier = bare.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && bare.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'));
    if identifier {
        items[1] = BodyItem::Text(ctx.ident(&bare), space);
    }
}
