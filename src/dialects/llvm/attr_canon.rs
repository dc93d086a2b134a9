//! The LLVM dialect's canonical spelling of attribute bodies that its
//! generated schemas (`attrs.rs`) leave as written, run by
//! `ods::attr_canon` after the schema's parameter ordering.

/// The bodies the schemas leave as written: in `#llvm.di_expression`,
/// `DW_OP_LLVM_convert`'s encoding by its `DW_ATE_*` name where it has one
/// (MLIR reads a number or a name and prints the name).
pub fn canonical_body(ctx: &mut crate::ir::Context, _dialect: &'static crate::ods::Dialect, name: &str, items: &mut Vec<crate::ir::BodyItem>) {
    use crate::ir::BodyItem;
    if name != "llvm.di_expression" {
        return;
    }
    let word = |ctx: &crate::ir::Context, it: Option<&BodyItem>| match it {
        Some(BodyItem::Text(t, _)) => Some(ctx.str(*t).to_string()),
        _ => None,
    };
    for i in 0..items.len() {
        if word(ctx, items.get(i)).as_deref() != Some("DW_OP_LLVM_convert")
            || word(ctx, items.get(i + 1)).as_deref() != Some("(")
            || word(ctx, items.get(i + 3)).as_deref() != Some(",")
            || word(ctx, items.get(i + 5)).as_deref() != Some(")")
        {
            continue;
        }
        let Some(arg) = word(ctx, items.get(i + 4)) else { continue };
        let value = match arg.strip_prefix("0x").or_else(|| arg.strip_prefix("0X")) {
            Some(hex) => u64::from_str_radix(hex, 16).ok(),
            None => arg.parse::<u64>().ok(),
        };
        if let Some(&(ate, _)) = value.and_then(|v| super::facts::DW_ATE.iter().find(|e| e.1 == v)) {
            let BodyItem::Text(_, space) = items[i + 4] else { continue };
            items[i + 4] = BodyItem::Text(ctx.ident(ate), space);
        }
    }
}
